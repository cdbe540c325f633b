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

// hooked is set by Main; Command refuses to start an init otherwise,
// because the re-executed binary would run the program itself.
var hooked bool

// Main must be called first thing in main (and in TestMain of tests that
// run sandboxed scanners). In a process the sandbox started as its init,
// exec stage or probe, it runs that role and never returns. In any other
// process it marks the process non-dumpable (PR_SET_DUMPABLE 0: no
// process of the same uid may read its /proc/<pid>/environ or mem, or
// ptrace it; core dumps are off) and returns.
func Main() {
	switch os.Args[0] {
	case argInit:
		runtime.LockOSThread()
		os.Exit(runInit())
	case argExec:
		runtime.LockOSThread()
		os.Exit(runExec())
	case argProbe:
		os.Exit(0)
	}
	hooked = true
	if err := unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0); err != nil {
		fmt.Fprintf(os.Stderr, "sluice: marking the process non-dumpable: %v\n", err)
		os.Exit(1)
	}
}

// readSpec reads the spec from fd to end of file.
func readSpec(fd int) (*spec, error) {
	f := os.NewFile(uintptr(fd), "spec")
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxSpecBytes+1))
	if err != nil {
		return nil, fmt.Errorf("reading the spec: %w", err)
	}
	if len(b) == 0 {
		return nil, fmt.Errorf("no spec (the init gave up)")
	}
	if len(b) > maxSpecBytes {
		return nil, fmt.Errorf("spec over %d bytes", maxSpecBytes)
	}
	var s spec
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("decoding the spec: %w", err)
	}
	return &s, nil
}

// fail writes a sandbox error to stderr and returns the exit code of a
// sandbox that could not start the scanner.
func fail(format string, args ...any) int {
	fmt.Fprintf(os.Stderr, "sluice sandbox: "+format+"\n", args...)
	return ExitSetupFailed
}

// ExitSetupFailed is the exit code of the exec stage when it could not
// start the scanner (the reason is on the scanner's stderr).
const ExitSetupFailed = 125
