//go:build linux

package hostproc

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strconv"
)

// MaxStatBytes is the largest /proc/<pid>/stat line ParseStat accepts. A
// real line is a few hundred bytes; the command name in it is at most 64.
const MaxStatBytes = 4096

// Stat is what the backends need from /proc/<pid>/stat (proc(5)).
type Stat struct {
	Pid, PPid  int
	Pgid, Sid  int    // process group and session ids
	State      byte   // 'R', 'S', 'Z', ...
	StartTicks uint64 // start time after boot, in clock ticks
}

// ReadStat reads and parses /proc/<pid>/stat. The error wraps
// fs.ErrNotExist when no process pid exists.
func ReadStat(pid int) (Stat, error) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return Stat{}, err
	}
	return ParseStat(pid, b)
}

// ParseStat parses the content b of /proc/<pid>/stat. The command name may
// contain spaces and parentheses, so fields are counted from the last ')'.
// It rejects lines longer than MaxStatBytes, fewer than 22 fields, a state
// that is not one byte, and ids that are not positive or zero numbers.
func ParseStat(pid int, b []byte) (Stat, error) {
	if len(b) > MaxStatBytes {
		return Stat{}, fmt.Errorf("/proc/%d/stat: %d bytes, more than %d", pid, len(b), MaxStatBytes)
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 || i+2 > len(b) {
		return Stat{}, fmt.Errorf("/proc/%d/stat: no command name", pid)
	}
	f := bytes.Fields(b[i+1:])
	// f[0] is field 3 (state); starttime is field 22.
	if len(f) < 20 || len(f[0]) != 1 {
		return Stat{}, fmt.Errorf("/proc/%d/stat: %d fields after the name", pid, len(f))
	}
	s := Stat{Pid: pid, State: f[0][0]}
	var errs [4]error
	s.PPid, errs[0] = atoiNonNeg(f[1])
	s.Pgid, errs[1] = atoiNonNeg(f[2])
	s.Sid, errs[2] = atoiNonNeg(f[3])
	s.StartTicks, errs[3] = strconv.ParseUint(string(f[19]), 10, 64)
	if err := errors.Join(errs[:]...); err != nil {
		return Stat{}, fmt.Errorf("/proc/%d/stat: %w", pid, err)
	}
	return s, nil
}

func atoiNonNeg(b []byte) (int, error) {
	n, err := strconv.Atoi(string(b))
	if err == nil && n < 0 {
		err = fmt.Errorf("negative id %d", n)
	}
	return n, err
}

// AllProcs lists every process visible in /proc. Processes that vanish
// while it reads, or whose stat does not parse, are skipped.
func AllProcs() ([]Stat, error) {
	d, err := os.Open("/proc")
	if err != nil {
		return nil, err
	}
	defer d.Close()
	names, err := d.Readdirnames(-1)
	if err != nil {
		return nil, err
	}
	out := make([]Stat, 0, len(names))
	for _, n := range names {
		pid, err := strconv.Atoi(n)
		if err != nil || pid <= 0 {
			continue
		}
		if s, err := ReadStat(pid); err == nil {
			out = append(out, s)
		}
	}
	return out, nil
}

// ResidentBytes returns the resident set size of pid in bytes, from
// /proc/<pid>/statm, or 0 when it cannot be read.
func ResidentBytes(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/statm")
	if err != nil {
		return 0
	}
	f := bytes.Fields(b)
	if len(f) < 2 {
		return 0
	}
	pages, err := strconv.ParseInt(string(f[1]), 10, 64)
	if err != nil || pages < 0 {
		return 0
	}
	return pages * int64(os.Getpagesize())
}

// TreeResidentBytes returns the resident set size of pid and all its
// descendants in bytes: for a sandboxed plugin, whose pid is the sandbox's
// init, that is the init and the plugin with its children.
func TreeResidentBytes(pid int) int64 {
	procs, err := AllProcs()
	if err != nil {
		return ResidentBytes(pid)
	}
	children := map[int][]int{}
	for _, p := range procs {
		children[p.PPid] = append(children[p.PPid], p.Pid)
	}
	var sum int64
	seen := map[int]bool{}
	for queue := []int{pid}; len(queue) > 0; queue = queue[1:] {
		p := queue[0]
		if seen[p] {
			continue
		}
		seen[p] = true
		sum += ResidentBytes(p)
		queue = append(queue, children[p]...)
	}
	return sum
}
