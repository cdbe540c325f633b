//go:build linux

package hostproc

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strconv"
	"sync"
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
	var sum int64
	for _, p := range treePids(pid) {
		sum += ResidentBytes(p)
	}
	return sum
}

// treePids returns pid and its descendants (pid alone when it has none or
// does not exist). It walks down from pid through the children files of
// each process's threads (/proc/<pid>/task/<tid>/children), so it reads the
// tree's own processes only, not every process on the host. Like a reading
// of every process's parent, it can miss a process that its parent's exit
// re-parents while the walk runs; it misses none that stays put. Without
// the children files (a kernel built without CONFIG_PROC_CHILDREN) it reads
// the parent of every process (treePidsAllProcs).
func treePids(pid int) []int {
	if !haveChildrenFiles() {
		return treePidsAllProcs(pid)
	}
	return walkTree(pid, children)
}

// walkTree returns pid and every process below it, breadth first, asking
// kids for the children of each; a pid seen twice is listed once.
func walkTree(pid int, kids func(int) []int) []int {
	var out []int
	seen := map[int]bool{}
	for queue := []int{pid}; len(queue) > 0; queue = queue[1:] {
		p := queue[0]
		if seen[p] {
			continue
		}
		seen[p] = true
		out = append(out, p)
		queue = append(queue, kids(p)...)
	}
	return out
}

// haveChildrenFiles says whether the kernel has the children files
// (/proc/<pid>/task/<tid>/children), checked once on this process.
var haveChildrenFiles = sync.OnceValue(func() bool {
	_, err := os.Stat("/proc/self/task/" + strconv.Itoa(os.Getpid()) + "/children")
	return err == nil
})

// children returns the running children of pid, from the children file of
// each of its threads; none when pid is gone.
func children(pid int) []int {
	dir := "/proc/" + strconv.Itoa(pid) + "/task/"
	tasks, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []int
	for _, t := range tasks {
		b, err := os.ReadFile(dir + t.Name() + "/children")
		if err != nil {
			continue
		}
		for _, f := range bytes.Fields(b) {
			if c, err := strconv.Atoi(string(f)); err == nil && c > 0 {
				out = append(out, c)
			}
		}
	}
	return out
}

// treePidsAllProcs is treePids from the parent of every process (AllProcs).
func treePidsAllProcs(pid int) []int {
	procs, err := AllProcs()
	if err != nil {
		return []int{pid}
	}
	kids := map[int][]int{}
	for _, p := range procs {
		kids[p.PPid] = append(kids[p.PPid], p.Pid)
	}
	return walkTree(pid, func(p int) []int { return kids[p] })
}
