//go:build linux

package sbinit

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"runtime"

	"golang.org/x/sys/unix"
)

// A resident init (ArgResident) serves one run after another, so that a
// run does not pay for a Go process's start, life and exit: its thread is
// the run's sandbox. It starts as an init does (the namespaces of the
// worker's initAttr, the hand-off socket on initHandoffFD, a prep as the
// first message, and with a root worker the user namespace on
// initUsernsFD), then reads runs from the hand-off socket until end of
// file. A run is a spec and five descriptors: the scanner's stdin, stdout
// and stderr, the sealed executable and the run's status pipe. For each,
// a new OS thread
//
//   - unshares a mount, network, IPC and UTS namespace of its own,
//   - builds the run's root there (prepareRoot, finish: as an init does)
//     and pivots into it,
//   - restricts itself and starts the scanner (startScanner),
//
// and ends with the run, taking its namespaces with it. The resident
// answers the hand-off with one byte, ResidentStarted followed by a pidfd
// of the scanner (for the worker's signals), or ResidentFailed. When the
// scanner exits, the resident kills every other process of its PID
// namespace (it is its PID 1), reaps them, and writes the run's
// ExitRecord on the run's status pipe: nothing of one run is left for
// the next. A run whose setup failed gets the reason as its ExitRecord
// and the resident exits after it: its caller starts a fresh one.
//
// What the resident does not give a run: a user namespace of its own (a
// multi-threaded process cannot unshare one; with a root worker the
// scanner gets one anyway, startScanner) and a PID namespace of its own
// (the runs share the resident's, emptied between them). Spec.Workspaces
// is refused: a process serving many jobs starts once and gains nothing.
const ArgResident = "sluice-sandbox-resident"

// The resident's one-byte answers to a run on the hand-off socket.
const (
	ResidentStarted = 1 // followed by nothing; the scanner's pidfd rides with the byte
	ResidentFailed  = 2 // the run's status pipe holds why
)

// residentRunFDs is the number of descriptors a run hands the resident.
const residentRunFDs = 5

// runResident is the resident init's main loop (see ArgResident).
func runResident() int {
	if os.Getpid() != 1 {
		// It empties its PID namespace between runs with kill(-1): only
		// as the namespace's PID 1 does that stay inside it.
		fmt.Fprintln(os.Stderr, "sandbox resident: not the init of a PID namespace of its own")
		return 1
	}
	_ = unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0)
	// A run's processes share the resident's PID namespace, whose PID 1
	// it is: the kernel keeps SIGKILL and SIGSTOP from them, but a signal
	// the Go runtime handles would end it. Caught here (not ignored: an
	// ignored signal stays ignored across exec, in the scanner) and
	// dropped.
	caught := make(chan os.Signal, 1)
	signal.Notify(caught, forwarded...)
	go func() {
		for range caught {
		}
	}()
	for _, fd := range []int{initHandoffFD, initUsernsFD} {
		unix.CloseOnExec(fd)
	}
	unix.Close(initStatusFD) // each run brings its own
	b, _, err := receiveMsg(initHandoffFD)
	var pr *Prep
	if err == nil {
		pr, err = decodePrep(b)
	}
	if err == nil {
		err = makeMountsPrivate()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "sandbox resident:", err)
		return 1
	}
	null, err := unix.Open("/dev/null", unix.O_RDWR|unix.O_CLOEXEC, 0)
	if err != nil {
		fmt.Fprintln(os.Stderr, "sandbox resident:", err)
		return 1
	}
	signalReady(initHandoffFD)
	for {
		sp, status, err := receiveResidentRun(initHandoffFD)
		if errors.Is(err, errNoRun) {
			return 0
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "sandbox resident:", err)
			return 1
		}
		sp.Prep = *pr
		pid, pidfd, err := startResidentRun(sp)
		// The resident keeps none of the run's streams: the scanner's
		// output ends when the scanner's tree does.
		for fd := range 3 {
			_ = unix.Dup3(null, fd, 0)
		}
		unix.Close(initExeFD)
		if err != nil {
			if pid > 0 {
				_ = unix.Kill(pid, unix.SIGKILL)
				emptyNamespace()
			}
			writeRecord(status, ExitRecord{Error: err.Error()})
			sendAnswer(initHandoffFD, ResidentFailed, -1)
			return 0
		}
		sendAnswer(initHandoffFD, ResidentStarted, pidfd)
		unix.Close(pidfd)
		ws, err := waitScanner(pid)
		emptyNamespace()
		if err != nil {
			writeRecord(status, ExitRecord{Error: "waiting for the scanner: " + err.Error()})
			return 1
		}
		writeRecord(status, ExitRecord{Wait: uint32(ws), Waited: true})
	}
}

// receiveResidentRun reads one run: the spec, and its descriptors moved
// where startScanner expects them (the streams onto 0, 1 and 2, the
// executable onto initExeFD); it returns the run's status pipe.
func receiveResidentRun(fd int) (*Spec, int, error) {
	b, fds, err := receiveMsg(fd)
	if err != nil {
		return nil, -1, err
	}
	if len(fds) != residentRunFDs {
		for _, f := range fds {
			unix.Close(f)
		}
		return nil, -1, fmt.Errorf("receiving a run: %d descriptors, want %d", len(fds), residentRunFDs)
	}
	status := fds[4]
	for i, target := range []int{0, 1, 2, initExeFD} {
		flags := 0
		if target == initExeFD {
			flags = unix.O_CLOEXEC
		}
		if err := unix.Dup3(fds[i], target, flags); err != nil {
			return nil, -1, fmt.Errorf("receiving a run: %w", err)
		}
		unix.Close(fds[i])
	}
	sp, err := decodeSpec(b)
	if err == nil && sp.Workspaces {
		err = errors.New("a resident sandbox serves no workspaces")
	}
	if err != nil {
		writeRecord(status, ExitRecord{Error: err.Error()})
		return nil, -1, err
	}
	return sp, status, nil
}

// startResidentRun builds the run's sandbox on a new OS thread and starts
// its scanner from it (see ArgResident); the thread ends with the
// goroutine. It returns the scanner's pid and a pidfd of it.
func startResidentRun(sp *Spec) (pid, pidfd int, err error) {
	type result struct {
		pid int
		err error
	}
	done := make(chan result)
	go func() {
		runtime.LockOSThread() // never unlocked: the thread carries the run's namespaces and restrictions
		pid, err := func() (int, error) {
			if err := unix.Unshare(unix.CLONE_NEWNS | unix.CLONE_NEWNET | unix.CLONE_NEWIPC | unix.CLONE_NEWUTS); err != nil {
				return 0, fmt.Errorf("creating the run's namespaces: %w", err)
			}
			root, err := prepareRoot(&sp.Prep)
			if err != nil {
				return 0, err
			}
			userns := -1
			if sp.Root {
				userns = initUsernsFD
			}
			if err := root.finish(sp, userns); err != nil {
				return 0, err
			}
			return startScanner(sp)
		}()
		done <- result{pid, err}
	}()
	r := <-done
	if r.err != nil {
		return r.pid, -1, r.err
	}
	pidfd, err = unix.PidfdOpen(r.pid, 0)
	if err != nil {
		return r.pid, -1, fmt.Errorf("opening a pidfd of the scanner: %w", err)
	}
	unix.CloseOnExec(pidfd)
	return r.pid, pidfd, nil
}

// waitScanner reaps processes of the namespace until pid has ended, and
// returns its wait status.
func waitScanner(pid int) (unix.WaitStatus, error) {
	for {
		var ws unix.WaitStatus
		got, err := unix.Wait4(-1, &ws, 0, nil)
		switch {
		case err == unix.EINTR:
		case err != nil:
			return 0, err
		case got == pid:
			return ws, nil
		}
	}
}

// emptyNamespace kills every process of the resident's PID namespace but
// itself (it is the namespace's PID 1) and reaps them all.
func emptyNamespace() {
	_ = unix.Kill(-1, unix.SIGKILL)
	for {
		_, err := unix.Wait4(-1, nil, 0, nil)
		if err != nil && err != unix.EINTR {
			return // ECHILD: none is left
		}
	}
}

// writeRecord writes r on a run's status pipe and closes it.
func writeRecord(fd int, r ExitRecord) {
	_, _ = unix.Write(fd, r.Encode())
	unix.Close(fd)
}

// ReadResidentAnswer is the worker's side of sendAnswer: it reads the
// resident's one-byte answer to a run and the pidfd that may come with it
// (-1 without one). End of file (the resident is gone) is EPIPE.
func ReadResidentAnswer(sock int) (byte, int, error) {
	buf, oob := make([]byte, 1), make([]byte, unix.CmsgSpace(4))
	for {
		n, oobn, _, _, err := unix.Recvmsg(sock, buf, oob, unix.MSG_CMSG_CLOEXEC)
		if err == unix.EINTR {
			continue
		}
		if err != nil {
			return 0, -1, fmt.Errorf("reading the sandbox resident's answer: %w", err)
		}
		if n == 0 {
			return 0, -1, fmt.Errorf("reading the sandbox resident's answer: %w", unix.EPIPE)
		}
		pidfd := -1
		if oobn > 0 {
			cmsgs, err := unix.ParseSocketControlMessage(oob[:oobn])
			if err == nil && len(cmsgs) == 1 {
				if fds, err := unix.ParseUnixRights(&cmsgs[0]); err == nil && len(fds) == 1 {
					pidfd = fds[0]
				}
			}
		}
		return buf[0], pidfd, nil
	}
}

// sendAnswer sends the worker one answer byte, with fd when fd >= 0.
func sendAnswer(sock int, answer byte, fd int) {
	var rights []byte
	if fd >= 0 {
		rights = unix.UnixRights(fd)
	}
	for {
		_, err := unix.SendmsgN(sock, []byte{answer}, rights, nil, unix.MSG_NOSIGNAL)
		if err != unix.EINTR {
			return
		}
	}
}
