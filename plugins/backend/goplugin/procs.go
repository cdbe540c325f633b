//go:build linux

package goplugin

import (
	"bytes"
	"os"
	"strconv"
	"time"

	"golang.org/x/sys/unix"
)

// statInfo is what the process tree kill needs from /proc/<pid>/stat.
type statInfo struct {
	ppid, pgid int
	state      byte
}

// readStat parses /proc/<pid>/stat; fields are counted from the last ')'
// because the command name may contain spaces and parentheses.
func readStat(pid int) (statInfo, bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return statInfo{}, false
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return statInfo{}, false
	}
	f := bytes.Fields(b[i+1:])
	if len(f) < 4 || len(f[0]) != 1 {
		return statInfo{}, false
	}
	ppid, err1 := strconv.Atoi(string(f[1]))
	pgid, err2 := strconv.Atoi(string(f[2]))
	if err1 != nil || err2 != nil {
		return statInfo{}, false
	}
	return statInfo{ppid: ppid, pgid: pgid, state: f[0][0]}, true
}

// processTable maps every visible pid to its stat.
func processTable() map[int]statInfo {
	d, err := os.Open("/proc")
	if err != nil {
		return nil
	}
	defer d.Close()
	names, _ := d.Readdirnames(-1)
	out := make(map[int]statInfo, len(names))
	for _, n := range names {
		if pid, err := strconv.Atoi(n); err == nil && pid > 0 {
			if s, ok := readStat(pid); ok {
				out[pid] = s
			}
		}
	}
	return out
}

// killTreeTimeout bounds how long killTree waits for the killed processes
// to go away.
const killTreeTimeout = 10 * time.Second

// killTree kills the process group leader (the plugin, which must not have
// been reaped yet, so its pid and group id stay reserved) together with
// every member of its group and every descendant of any of them, also
// those that moved to another group or session. It stops them all first
// (SIGSTOP) so that none forks or escapes while the tree is read, then
// kills them with SIGKILL, and reaps those that were re-parented to the
// worker (a child subreaper). It returns how many processes it killed
// besides the leader.
func killTree(leader int) int {
	_ = unix.Kill(-leader, unix.SIGSTOP)
	victims := map[int]bool{leader: true}
	for grew := true; grew; {
		grew = false
		for pid, s := range processTable() {
			if victims[pid] || pid == os.Getpid() {
				continue
			}
			if s.pgid == leader || victims[s.ppid] {
				victims[pid] = true
				_ = unix.Kill(pid, unix.SIGSTOP)
				grew = true
			}
		}
	}
	_ = unix.Kill(-leader, unix.SIGKILL)
	for pid := range victims {
		_ = unix.Kill(pid, unix.SIGKILL)
	}
	delete(victims, leader)
	reapOrphans(victims)
	return len(victims)
}

// reapOrphans waits until every pid in victims is gone or is a zombie that
// is not the worker's child, reaping those that are the worker's children.
// It polls with a deadline: killed processes take a moment to exit and to
// be re-parented.
func reapOrphans(victims map[int]bool) {
	self := os.Getpid()
	deadline := time.Now().Add(killTreeTimeout)
	backoff := time.Millisecond
	for len(victims) > 0 && time.Now().Before(deadline) {
		for pid := range victims {
			s, ok := readStat(pid)
			switch {
			case !ok:
				delete(victims, pid)
			case s.ppid == self:
				var ws unix.WaitStatus
				if got, _ := unix.Wait4(pid, &ws, unix.WNOHANG, nil); got == pid {
					delete(victims, pid)
				}
			case s.state == 'Z':
				delete(victims, pid) // another parent's zombie: dead
			}
		}
		if len(victims) > 0 {
			time.Sleep(backoff)
			backoff = min(backoff*2, 50*time.Millisecond)
		}
	}
}

// residentBytes returns the resident set size of pid, or 0 when unknown.
func residentBytes(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/statm")
	if err != nil {
		return 0
	}
	f := bytes.Fields(b)
	if len(f) < 2 {
		return 0
	}
	pages, err := strconv.ParseInt(string(f[1]), 10, 64)
	if err != nil {
		return 0
	}
	return pages * int64(os.Getpagesize())
}
