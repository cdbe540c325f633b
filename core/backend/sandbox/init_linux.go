//go:build linux

package sandbox

import (
	"encoding/json"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"syscall"

	"golang.org/x/sys/unix"
)

// forwarded are the signals the init passes on to the scanner.
var forwarded = []os.Signal{unix.SIGTERM, unix.SIGINT, unix.SIGHUP, unix.SIGQUIT, unix.SIGUSR1, unix.SIGUSR2}

// runInit is PID 1 of the sandbox: it starts the exec stage, builds the
// root file system, lets the exec stage go on, forwards signals, reaps
// every process that ends in the namespace, and exits when the scanner
// does, after writing the scanner's wait status on the status pipe.
func runInit() int {
	_ = unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0)
	for _, fd := range []int{initSpecFD, initStatusFD, initExeFD, initCtlFD} {
		unix.CloseOnExec(fd)
	}
	status := os.NewFile(initStatusFD, "status")
	report := func(r exitRecord) int {
		b, _ := json.Marshal(r)
		_, _ = status.Write(b)
		status.Close()
		return 0
	}
	sp, err := readSpec(initSpecFD)
	if err != nil {
		return report(exitRecord{Error: err.Error()})
	}
	// Go writes the exec stage's id maps to /proc/<pid>/, with the pid as
	// this namespace numbers it: /proc must be this PID namespace's.
	if err := mountOwnProc(); err != nil {
		return report(exitRecord{Error: err.Error()})
	}
	goR, goW, err := os.Pipe()
	if err != nil {
		return report(exitRecord{Error: "creating the exec stage's pipe: " + err.Error()})
	}
	stage := &exec.Cmd{
		Path:        "/proc/self/exe",
		Args:        []string{argExec},
		Env:         sp.Env,
		Stdin:       os.Stdin,
		Stdout:      os.Stdout,
		Stderr:      os.Stderr,
		ExtraFiles:  []*os.File{goR, os.NewFile(initExeFD, "exe")},
		SysProcAttr: execAttr(sp),
	}
	// Catch the signals before the exec stage exists, so none is lost.
	sigs := make(chan os.Signal, 8)
	signal.Notify(sigs, forwarded...)
	if err := stage.Start(); err != nil {
		return report(exitRecord{Error: "starting the exec stage: " + err.Error()})
	}
	goR.Close()
	pid := stage.Process.Pid
	userns := -1
	if sp.Root {
		if userns, err = unix.Open("/proc/"+strconv.Itoa(pid)+"/ns/user", unix.O_RDONLY|unix.O_CLOEXEC, 0); err != nil {
			return report(exitRecord{Error: "opening the scanner's user namespace: " + err.Error()})
		}
	}
	if err := buildRoot(sp, userns); err != nil {
		return report(exitRecord{Error: err.Error()})
	}
	b, _ := json.Marshal(sp)
	if _, err := goW.Write(b); err != nil {
		return report(exitRecord{Error: "handing over to the exec stage: " + err.Error()})
	}
	goW.Close()
	if sp.Workspaces {
		go serveWorkspaces(os.NewFile(initCtlFD, "ctl"), userns)
	}
	go func() {
		for s := range sigs {
			_ = unix.Kill(pid, s.(syscall.Signal))
		}
	}()
	for {
		var ws unix.WaitStatus
		got, err := unix.Wait4(-1, &ws, 0, nil)
		if err == unix.EINTR {
			continue
		}
		if err != nil {
			return report(exitRecord{Error: "waiting for the scanner: " + err.Error()})
		}
		if got == pid {
			return report(exitRecord{Wait: uint32(ws), Waited: true})
		}
	}
}

// execAttr returns the clone attributes of the exec stage: with a root
// worker, a user namespace of its own mapping root to the scanner's ids;
// otherwise nothing new (it shares the init's user namespace).
func execAttr(sp *spec) *syscall.SysProcAttr {
	a := &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if sp.Root {
		a.Cloneflags = syscall.CLONE_NEWUSER
		a.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: sp.UID, Size: 1}}
		a.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: sp.GID, Size: 1}}
		a.GidMappingsEnableSetgroups = true
		// setgroups([]) drops the worker's supplementary groups.
		a.Credential = &syscall.Credential{Uid: 0, Gid: 0, Groups: []uint32{}}
	}
	return a
}
