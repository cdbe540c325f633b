//go:build linux

package sandbox

import (
	"encoding/json"
	"os"
	"os/signal"
	"runtime"
	"syscall"

	"golang.org/x/sys/unix"
)

// forwarded are the signals the init passes on to the scanner.
var forwarded = []os.Signal{unix.SIGTERM, unix.SIGINT, unix.SIGHUP, unix.SIGQUIT, unix.SIGUSR1, unix.SIGUSR2}

// runInit is PID 1 of the sandbox: it builds the root file system, starts
// the scanner from a thread restricted for it (startScanner), forwards
// signals, reaps every process that ends in the namespace, and exits when
// the scanner does, after writing the scanner's wait status on the status
// pipe.
func runInit() int {
	_ = unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0)
	for _, fd := range []int{initSpecFD, initStatusFD, initExeFD, initUsernsFD, initCtlFD} {
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
	if err := makeMountsPrivate(); err != nil {
		return report(exitRecord{Error: err.Error()})
	}
	userns := -1
	if sp.Root {
		userns = initUsernsFD
	}
	if err := buildRoot(sp, userns); err != nil {
		return report(exitRecord{Error: err.Error()})
	}
	if sp.Workspaces {
		go serveWorkspaces(os.NewFile(initCtlFD, "ctl"), userns)
	}
	// Catch the signals before the scanner exists, so none is lost.
	sigs := make(chan os.Signal, 8)
	signal.Notify(sigs, forwarded...)
	started := make(chan startResult)
	go func() {
		// Never unlocked: the thread carries the scanner's restrictions
		// and ends with this goroutine. The main thread, whose
		// credentials decide who may signal the init, keeps its own.
		runtime.LockOSThread()
		pid, err := startScanner(sp)
		started <- startResult{pid, err}
	}()
	res := <-started
	if res.err != nil {
		return report(exitRecord{Error: res.err.Error()})
	}
	pid := res.pid
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

// startResult is the scanner's pid, or why it could not start.
type startResult struct {
	pid int
	err error
}
