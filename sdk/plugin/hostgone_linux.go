//go:build linux

package plugin

import (
	"bytes"
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// maxTreeKillPasses bounds the passes killDescendants makes over /proc.
const maxTreeKillPasses = 8

// killDescendants kills every process of this plugin's tree: the other
// members of its process group (when it leads one, as under the goplugin
// backend) and every descendant by parent link, also those that moved to
// another group or session. With the host gone nobody else will. It stops
// them all first (SIGSTOP), so none forks or escapes while /proc is read,
// then kills them with SIGKILL.
func killDescendants() {
	self := os.Getpid()
	leader := unix.Getpgrp() == self
	victims := map[int]bool{}
	for range maxTreeKillPasses {
		grew := false
		for pid, st := range procTable() {
			if pid == self || victims[pid] {
				continue
			}
			if st.ppid == self || victims[st.ppid] || (leader && st.pgid == self) {
				victims[pid] = true
				_ = unix.Kill(pid, unix.SIGSTOP)
				grew = true
			}
		}
		if !grew {
			break
		}
	}
	for pid := range victims {
		_ = unix.Kill(pid, unix.SIGKILL)
	}
}

// procEntry is what killDescendants needs from /proc/<pid>/stat.
type procEntry struct{ ppid, pgid int }

// procTable reads the parent and group of every visible process. Fields
// are counted from the last ')' because the command name may contain
// spaces and parentheses.
func procTable() map[int]procEntry {
	d, err := os.Open("/proc")
	if err != nil {
		return nil
	}
	defer d.Close()
	names, _ := d.Readdirnames(-1)
	out := make(map[int]procEntry, len(names))
	for _, n := range names {
		pid, err := strconv.Atoi(n)
		if err != nil || pid <= 0 {
			continue
		}
		b, err := os.ReadFile("/proc/" + n + "/stat")
		if err != nil {
			continue
		}
		i := bytes.LastIndexByte(b, ')')
		if i < 0 {
			continue
		}
		f := bytes.Fields(b[i+1:])
		if len(f) < 3 {
			continue
		}
		ppid, err1 := strconv.Atoi(string(f[1]))
		pgid, err2 := strconv.Atoi(string(f[2]))
		if err1 == nil && err2 == nil {
			out[pid] = procEntry{ppid: ppid, pgid: pgid}
		}
	}
	return out
}
