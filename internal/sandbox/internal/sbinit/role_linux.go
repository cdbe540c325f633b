//go:build linux

package sbinit

import (
	"io"
	"os"
	"runtime"
)

// init runs the role of a worker binary that the sandbox re-executed as
// its init, probe or hold process, and never returns in one. It runs from
// this package's initialisation, before the packages that only the worker
// needs are initialised (Go initialises a package's dependencies first
// and this package depends on few), so a sandbox start does not pay for
// the whole worker's package initialisation (docs/benchmarks.md). A role
// uses nothing outside this package and its imports.
func init() {
	switch os.Args[0] {
	case ArgInit:
		runtime.LockOSThread()
		os.Exit(runInit())
	case ArgResident:
		runtime.LockOSThread()
		os.Exit(runResident())
	case ArgProbe:
		runtime.LockOSThread()
		os.Exit(runProbe())
	case ArgHold:
		_, _ = io.Copy(io.Discard, os.Stdin)
		os.Exit(0)
	}
}
