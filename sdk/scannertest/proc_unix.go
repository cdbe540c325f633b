//go:build unix

package scannertest

import (
	"os/exec"
	"syscall"
)

// inGroup makes cmd the leader of a new process group, so the whole tree
// it starts can be signalled at once.
func inGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// signalGroup sends sig to cmd's process group.
func signalGroup(cmd *exec.Cmd, sig syscall.Signal) error {
	if cmd.Process == nil {
		return nil
	}
	return syscall.Kill(-cmd.Process.Pid, sig)
}

func terminate(cmd *exec.Cmd) error { return signalGroup(cmd, syscall.SIGTERM) }

// killGroup kills whatever is left of cmd's process group.
func killGroup(cmd *exec.Cmd) { _ = signalGroup(cmd, syscall.SIGKILL) }
