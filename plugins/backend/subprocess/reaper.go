//go:build linux

package subprocess

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strconv"
	"sync"
	"time"

	"golang.org/x/sys/unix"
)

// Every scanner runs as the leader of its own session and process group
// (setsid), so its pid P is also its session id and group id. Descendants
// keep session P unless they call setsid themselves. When a run ends, sweep
// kills and reaps what is left:
//
//   - the process group P (SIGKILL to -P);
//   - every process whose session is P or the session of a process already
//     swept (a setsid'd escapee's own children);
//   - every child of the worker that leads its own session, started after P,
//     and is not a live scanner: with the worker a child subreaper, that is a
//     descendant that called setsid and lost its parent.
//
// It repeats until a pass finds nothing, because killing a process re-parents
// its children to the worker. P itself stays an unreaped zombie until the
// sweep is over, so neither its pid nor its group id can be reused meanwhile.

// liveScanners holds the pids of scanner processes started and not yet
// reaped, process-wide (the subreaper attribute is process-wide too), so a
// sweep never kills another run's scanner. Starting a scanner holds mu for
// writing; a sweep pass holds it for reading.
var liveScanners = struct {
	mu   sync.RWMutex
	pids map[int]bool
}{pids: map[int]bool{}}

// sweepTimeout bounds how long a sweep keeps finding and killing processes.
const sweepTimeout = 30 * time.Second

// procStat is what sweep needs from /proc/<pid>/stat.
type procStat struct {
	pid, ppid, pgid, sid int
	state                byte
	startTicks           uint64
}

// readStat parses /proc/<pid>/stat. The command name may contain spaces and
// parentheses, so fields are counted from the last ')'.
func readStat(pid int) (procStat, error) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return procStat{}, err
	}
	return parseStat(pid, b)
}

func parseStat(pid int, b []byte) (procStat, error) {
	i := bytes.LastIndexByte(b, ')')
	if i < 0 || i+2 > len(b) {
		return procStat{}, fmt.Errorf("/proc/%d/stat: no command name", pid)
	}
	f := bytes.Fields(b[i+1:])
	// f[0] is field 3 (state); starttime is field 22.
	if len(f) < 20 || len(f[0]) != 1 {
		return procStat{}, fmt.Errorf("/proc/%d/stat: %d fields after the name", pid, len(f))
	}
	s := procStat{pid: pid, state: f[0][0]}
	var errs [4]error
	s.ppid, errs[0] = strconv.Atoi(string(f[1]))
	s.pgid, errs[1] = strconv.Atoi(string(f[2]))
	s.sid, errs[2] = strconv.Atoi(string(f[3]))
	s.startTicks, errs[3] = strconv.ParseUint(string(f[19]), 10, 64)
	if err := errors.Join(errs[:]...); err != nil {
		return procStat{}, fmt.Errorf("/proc/%d/stat: %w", pid, err)
	}
	return s, nil
}

// allProcs lists every process visible in /proc. Processes that vanish
// while it reads are skipped.
func allProcs() ([]procStat, error) {
	d, err := os.Open("/proc")
	if err != nil {
		return nil, err
	}
	defer d.Close()
	names, err := d.Readdirnames(-1)
	if err != nil {
		return nil, err
	}
	out := make([]procStat, 0, len(names))
	for _, n := range names {
		pid, err := strconv.Atoi(n)
		if err != nil || pid <= 0 {
			continue
		}
		if s, err := readStat(pid); err == nil {
			out = append(out, s)
		}
	}
	return out, nil
}

// sweepResult says what a sweep did.
type sweepResult struct {
	killed int   // processes signalled or reaped outside the group kill
	err    error // set when something survived sweepTimeout
}

// sweep kills and reaps every leftover of the run whose scanner is leader
// (pid, session and group leaderPid, started at leaderStart). It returns
// when a pass finds nothing, or after sweepTimeout with an error.
func sweep(leaderPid int, leaderStart uint64) sweepResult {
	self := os.Getpid()
	sessions := map[int]bool{leaderPid: true}
	deadline := time.Now().Add(sweepTimeout)
	backoff := time.Millisecond
	var res sweepResult
	for {
		_ = unix.Kill(-leaderPid, unix.SIGKILL)
		found, err := sweepPass(self, leaderPid, leaderStart, sessions)
		res.killed += found
		if err == nil && found == 0 {
			return res
		}
		if time.Now().After(deadline) {
			if err == nil {
				err = fmt.Errorf("%d processes of scanner %d still alive after %s", found, leaderPid, sweepTimeout)
			}
			res.err = err
			return res
		}
		// Polling with a deadline: killed processes take a moment to exit
		// and be re-parented.
		time.Sleep(backoff)
		backoff = min(backoff*2, 50*time.Millisecond)
	}
}

// sweepPass kills candidates once and reaps those that are zombie children
// of the worker. It returns how many candidates it saw.
func sweepPass(self, leaderPid int, leaderStart uint64, sessions map[int]bool) (int, error) {
	liveScanners.mu.RLock()
	defer liveScanners.mu.RUnlock()
	procs, err := allProcs()
	if err != nil {
		return 0, fmt.Errorf("listing processes: %w", err)
	}
	// Grow the session set to a fixpoint first, so children of swept
	// setsid'd processes are recognised in this same pass.
	isCandidate := func(p procStat) bool {
		if p.pid == self || p.pid == leaderPid || liveScanners.pids[p.pid] {
			return false
		}
		if sessions[p.sid] {
			return true
		}
		return p.ppid == self && p.sid == p.pid && p.startTicks >= leaderStart
	}
	for changed := true; changed; {
		changed = false
		for _, p := range procs {
			if isCandidate(p) && !sessions[p.sid] {
				sessions[p.sid] = true
				changed = true
			}
		}
	}
	found := 0
	for _, p := range procs {
		if !isCandidate(p) {
			continue
		}
		found++
		if p.state != 'Z' {
			killVerified(p)
		}
		if p.ppid == self {
			reapIfDead(p.pid)
		}
	}
	return found, nil
}

// killVerified sends SIGKILL to p through a pidfd after checking, with the
// pidfd held, that the pid still names the same process.
func killVerified(p procStat) {
	fd, err := unix.PidfdOpen(p.pid, 0)
	if err != nil {
		return
	}
	defer unix.Close(fd)
	now, err := readStat(p.pid)
	if err != nil || now.startTicks != p.startTicks {
		return
	}
	_ = unix.PidfdSendSignal(fd, unix.SIGKILL, nil, 0)
}

// reapIfDead reaps the worker's child pid if it has exited. It never waits
// for any other pid, so it cannot steal another component's exit status.
func reapIfDead(pid int) {
	var ws unix.WaitStatus
	for {
		_, err := unix.Wait4(pid, &ws, unix.WNOHANG, nil)
		if err != unix.EINTR {
			return
		}
	}
}

// waitExit blocks until the child pid exits, without reaping it, so its pid
// and process group stay reserved until the caller reaps it.
func waitExit(pid int) error {
	for {
		var info unix.Siginfo
		err := unix.Waitid(unix.P_PID, pid, &info, unix.WEXITED|unix.WNOWAIT, nil)
		if err != unix.EINTR {
			return err
		}
	}
}
