//go:build linux

package sbinit

import (
	"fmt"
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
	for _, fd := range []int{initHandoffFD, initStatusFD, initUsernsFD} {
		unix.CloseOnExec(fd)
	}
	// Hold the numbers the run's descriptors move to (receiveRun), so that
	// nothing opened before the run takes them.
	for _, fd := range []int{initExeFD, initCtlFD} {
		_ = unix.Dup3(0, fd, unix.O_CLOEXEC)
	}
	status := os.NewFile(initStatusFD, "status")
	report := func(r ExitRecord) int {
		_, _ = status.Write(r.Encode())
		status.Close()
		return 0
	}
	// What needs no run is done before the run arrives: an init started
	// ahead of its run (Pool) waits in receiveRun.
	var pr Prep
	root, prepared := prepare(initHandoffFD, &pr)
	signalReady(initHandoffFD)
	sigs := make(chan os.Signal, 8)
	started := make(chan startResult)
	go func() {
		// Never unlocked: the thread carries the scanner's restrictions
		// and ends with this goroutine. The main thread, whose
		// credentials decide who may signal the init, keeps its own.
		// The run also arrives on this thread rather than on the main
		// one, which ran the init's start: on a busy machine the kernel's
		// scheduler makes a thread wait, when it wakes, for CPU it used
		// just before it slept (docs/benchmarks.md).
		runtime.LockOSThread()
		started <- startRun(root, prepared, &pr, sigs)
	}()
	res := <-started
	if res.err == errNoRun {
		return 0
	}
	if res.err != nil {
		return report(ExitRecord{Error: res.err.Error()})
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
			return report(ExitRecord{Error: "waiting for the scanner: " + err.Error()})
		}
		if got == pid {
			return report(ExitRecord{Wait: uint32(ws), Waited: true})
		}
	}
}

// startRun receives the run, finishes the root with its paths and starts
// its scanner from the calling thread (startScanner); the signals the init
// forwards are caught on sigs from then on.
func startRun(root *preparedRoot, prepared error, pr *Prep, sigs chan os.Signal) startResult {
	sp, err := receiveRun(initHandoffFD)
	if err == nil && prepared != nil {
		err = prepared
	}
	if err != nil {
		return startResult{err: err}
	}
	sp.Prep = *pr
	userns := -1
	if sp.Root {
		userns = initUsernsFD
	}
	if err := root.finish(sp, userns); err != nil {
		return startResult{err: err}
	}
	if sp.Workspaces {
		go serveWorkspaces(os.NewFile(initCtlFD, "ctl"), userns)
	}
	// Catch the signals before the scanner exists, so none is lost.
	signal.Notify(sigs, forwarded...)
	pid, err := startScanner(sp)
	unix.Close(initHandoffFD)
	return startResult{pid, err}
}

// prepare reads the prep from the hand-off socket and does it: private
// mounts and the prepared root.
func prepare(fd int, pr *Prep) (*preparedRoot, error) {
	b, _, err := receiveMsg(fd)
	var p *Prep
	if err == nil {
		p, err = decodePrep(b)
	}
	if err != nil {
		return nil, fmt.Errorf("receiving the sandbox's preparation: %w", err)
	}
	*pr = *p
	if err := makeMountsPrivate(); err != nil {
		return nil, err
	}
	return prepareRoot(pr)
}

// startResult is the scanner's pid, or why it could not start.
type startResult struct {
	pid int
	err error
}
