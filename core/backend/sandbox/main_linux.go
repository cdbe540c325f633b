//go:build linux

package sandbox

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"

	"golang.org/x/sys/unix"
)

// hooked is set by Main; Command refuses to start a sandbox otherwise,
// because the worker would stay dumpable.
var hooked bool

// init runs the role of a worker binary that the sandbox re-executed as
// its init, probe or hold process, and never returns in one. It runs from
// this package's initialisation, before the packages that only the worker
// needs are initialised (Go initialises a package's dependencies first
// and this package depends on few), so a sandbox start does not pay for
// the whole worker's package initialisation (docs/benchmarks.md). A role
// uses nothing outside this package and its imports.
func init() {
	switch os.Args[0] {
	case argInit:
		runtime.LockOSThread()
		os.Exit(runInit())
	case argProbe:
		runtime.LockOSThread()
		os.Exit(runProbe())
	case argHold:
		_, _ = io.Copy(io.Discard, os.Stdin)
		os.Exit(0)
	}
}

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

// decodeSpec decodes the spec the worker handed over.
func decodeSpec(b []byte) (*spec, error) {
	var s spec
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("decoding the spec: %w", err)
	}
	return &s, nil
}
