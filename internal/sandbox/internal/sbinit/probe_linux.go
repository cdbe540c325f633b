//go:build linux

package sbinit

import (
	"fmt"
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

// ProbeNoPtrace is the exit code of the probe when the kernel refused
// PTRACE_TRACEME inside the sandbox's namespaces.
const ProbeNoPtrace = 3

// runProbe is the probe's role, inside the namespaces an init gets: it
// starts a child stopped at exec under PTRACE_TRACEME, as the init starts
// a scanner, resumes it and reaps it.
func runProbe() int {
	pid, err := syscall.ForkExec("/proc/self/exe", []string{ArgHold}, &syscall.ProcAttr{
		Files: []uintptr{0, 1, 2}, Sys: &syscall.SysProcAttr{Ptrace: true}})
	if err != nil {
		fmt.Fprintf(os.Stderr, "starting a traced child: %v", err)
		return ProbeNoPtrace
	}
	var ws unix.WaitStatus
	if _, err := unix.Wait4(pid, &ws, unix.WUNTRACED, nil); err != nil || !ws.Stopped() {
		fmt.Fprintf(os.Stderr, "the traced child did not stop at exec (%v, status %#x)", err, uint32(ws))
		return ProbeNoPtrace
	}
	if err := unix.PtraceDetach(pid); err != nil {
		fmt.Fprintf(os.Stderr, "resuming the traced child: %v", err)
		return ProbeNoPtrace
	}
	_, _ = unix.Wait4(pid, &ws, 0, nil)
	return 0
}
