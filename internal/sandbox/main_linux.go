//go:build linux

package sandbox

import (
	"fmt"
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// hooked is set by Main; Command refuses to start a sandbox otherwise,
// because the worker would stay dumpable.
var hooked bool

// Main must be called first thing in main (and in TestMain of tests that
// run sandboxed scanners). It marks the process non-dumpable
// (PR_SET_DUMPABLE 0: no process of the same uid may read its
// /proc/<pid>/environ or mem, or ptrace it; core dumps are off), and marks
// every descriptor above 2 that the process inherited close-on-exec (a
// supervisor's pipe, a socket passed by a wrapper, a shell's 7<file), so
// that none reaches a process the worker starts, sandboxed or not, and
// nothing the worker did not open itself is passed on; Command refuses to
// start a sandbox in a process that did not call it.
func Main() {
	hooked = true
	if err := unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0); err != nil {
		fmt.Fprintf(os.Stderr, "sluice: marking the process non-dumpable: %v\n", err)
		os.Exit(1)
	}
	if err := closeInheritedOnExec(); err != nil {
		fmt.Fprintf(os.Stderr, "sluice: marking inherited descriptors close-on-exec: %v\n", err)
		os.Exit(1)
	}
}

// closeInheritedOnExec sets close-on-exec on every descriptor above 2:
// close_range(2) on Linux 5.11 and later, else each descriptor listed in
// /proc/self/fd.
func closeInheritedOnExec() error {
	err := unix.CloseRange(3, ^uint(0), unix.CLOSE_RANGE_CLOEXEC)
	if err == nil || (err != unix.ENOSYS && err != unix.EINVAL) {
		return err
	}
	entries, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return err
	}
	for _, e := range entries {
		if fd, err := strconv.Atoi(e.Name()); err == nil && fd > 2 {
			unix.CloseOnExec(fd)
		}
	}
	return nil
}
