//go:build linux

package sandbox

import (
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// hooked is set by Main; Command refuses to start a sandbox otherwise,
// because the worker would stay dumpable.
var hooked bool

// Main must be called first thing in main (and in TestMain of tests that
// run sandboxed scanners). It marks the process non-dumpable
// (PR_SET_DUMPABLE 0: no process of the same uid may read its
// /proc/<pid>/environ or mem, or ptrace it; core dumps are off); Command
// refuses to start a sandbox in a process that did not call it.
func Main() {
	hooked = true
	if err := unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0); err != nil {
		fmt.Fprintf(os.Stderr, "sluice: marking the process non-dumpable: %v\n", err)
		os.Exit(1)
	}
}
