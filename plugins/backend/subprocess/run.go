//go:build linux

package subprocess

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/internal/diag"
	"github.com/sluicehq/sluice/internal/lineproto"
	"github.com/sluicehq/sluice/internal/sandbox"
	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// run is one execution of a scanner process.
type run struct {
	in     *Instance
	req    *backend.Request
	sink   backend.Sink
	limits backend.Limits

	cmd    *sandbox.Cmd
	pid    int
	traced bool // stopped at exec under PTRACE_TRACEME until launch detaches
	// nsInit says the process is the init of its own PID namespace (the
	// sandbox's), so its exit leaves nothing of its tree: no sweep.
	nsInit bool
	start  uint64 // the process's start time in clock ticks since boot
	stdout *os.File
	stderr *os.File
	errCap *diag.Capture
	sess   *session
}

// execute starts the process, supervises it and turns the outcome into nil
// or a *backend.Failure. Nothing of the run is left when it returns: the
// process and its descendants are killed and reaped, the pipes closed and
// the private HOME/TMPDIR removed.
func (r *run) execute(ctx context.Context) error {
	b := r.in.b
	line, err := lineproto.Encode(&lineproto.Message{Type: lineproto.TypeScan, Protocol: lineproto.ProtocolVersion, Request: &r.req.Scan})
	if err != nil {
		return &backend.Failure{Kind: backend.ScannerErr, Message: "encoding the scan request", Err: errors.Join(scanner.ErrBadRequest, err)}
	}
	runDir, err := os.MkdirTemp(b.runsDir, "run-")
	if err != nil {
		return &backend.Failure{Kind: backend.LoadFailed, Message: "creating the run's private dir", Err: err}
	}
	defer func() {
		if err := removeTree(runDir); err != nil {
			b.logger.Warn("removing scanner run dir", "dir", runDir, "err", err)
		}
	}()
	if err := r.launch(line, runDir); err != nil {
		return &backend.Failure{Kind: backend.LoadFailed, Message: "starting " + r.in.scanner.FullName(), Err: err}
	}
	return r.supervise(ctx)
}

// launch starts the scanner with a scrubbed environment in its own
// session: in the sandbox (sandbox.mode = "full"), whose init sets the
// rlimits before the scanner's first instruction, or unsandboxed,
// stopped at exec under ptrace while the rlimits are applied.
func (r *run) launch(requestLine []byte, runDir string) error {
	b := r.in.b
	outR, outW, err := os.Pipe()
	if err != nil {
		return err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		outR.Close()
		outW.Close()
		return err
	}
	lim := b.limitsFor(r.in.scanner.MaxMemoryBytes, r.limits.MaxMemoryBytes)
	job := &sandbox.Job{
		Exe:      r.in.entry.Exe,
		Args:     []string{r.in.entry.Path},
		Env:      append(b.environ(runDir), r.in.data.Env...),
		Dir:      r.req.Workspace,
		ReadOnly: []string{r.req.Workspace},
		Temp:     runDir,
		Files:    r.in.data.Files,
		Rlimits:  lim.list(),
	}
	command := b.Sandbox.Command
	if b.residents != nil {
		command = b.residents.Command
	}
	newCmd := func() (*sandbox.Cmd, error) {
		c, err := command(job)
		if err != nil {
			if b.Sandbox.Mode == sandbox.ModeFull {
				b.sandboxFailed(sandbox.ReasonStart)
			}
			return nil, err
		}
		c.Stdin = bytes.NewReader(requestLine)
		c.Stdout, c.Stderr = outW, errW
		c.SysProcAttr.Setsid = true
		c.SysProcAttr.Pdeathsig = syscall.SIGKILL
		return c, nil
	}
	sandboxed := b.Sandbox.Mode == sandbox.ModeFull
	if sandboxed {
		err = r.startCmd(newCmd, false)
	} else {
		// The tracer of a PTRACE_TRACEME child is the forking thread, so
		// the goroutine stays on it until the child is detached.
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		err = r.startStopped(newCmd)
	}
	outW.Close()
	errW.Close()
	if r.pid == 0 && !r.resident() {
		outR.Close()
		errR.Close()
		return err
	}
	r.stdout, r.stderr = outR, errR
	if r.resident() {
		// A resident's run is no process of the worker's: the resident
		// ends every process of it before it reports its end, so there
		// is nothing to sweep.
		r.nsInit = true
		if err != nil {
			_ = r.cmd.Signal(unix.SIGKILL)
			r.finish()
		}
		return err
	}
	var st hostproc.Stat
	if err == nil {
		st, err = hostproc.ReadStat(r.pid)
	}
	if err == nil {
		r.start = st.StartTicks
		if !sandboxed {
			err = lim.apply(r.pid)
		} else {
			// Checked on the process, not assumed from the mode; an
			// unreadable answer keeps the sweep.
			r.nsInit, _ = hostproc.PIDNamespaceInit(r.pid)
		}
	}
	if r.traced {
		// Resume the scanner at its first instruction, limits in place.
		if derr := unix.PtraceDetach(r.pid); derr != nil && err == nil {
			err = fmt.Errorf("resuming the scanner: %w", derr)
		}
	}
	if err != nil {
		_ = unix.Kill(-r.pid, unix.SIGKILL)
		r.finish()
		return err
	}
	return nil
}

// startCmd starts the command made by newCmd, traced (PTRACE_TRACEME) when
// trace is set, and registers it as live.
func (r *run) startCmd(newCmd func() (*sandbox.Cmd, error), trace bool) error {
	c, err := newCmd()
	if err != nil {
		return err
	}
	c.SysProcAttr.Ptrace = trace
	r.cmd = c
	if c.ForResident() {
		// The resident that serves the run is registered live by the
		// backend's Residents.
		if err := c.Start(); err != nil {
			r.in.b.sandboxFailed(sandbox.ReasonStart)
			return err
		}
		return nil
	}
	pid, err := hostproc.StartLive(func() (int, error) {
		if err := c.Start(); err != nil {
			return 0, err
		}
		return c.Process.Pid, nil
	})
	if err != nil {
		if r.in.b.Sandbox.Mode == sandbox.ModeFull {
			r.in.b.sandboxFailed(sandbox.ReasonStart)
		}
		return err
	}
	r.pid, r.traced = pid, trace
	return nil
}

// startStopped starts the unsandboxed command traced (PTRACE_TRACEME) and
// waits until it stops right after execve, before its first instruction.
// When the kernel refuses tracing, it starts the command untraced (once
// refused, for the backend's lifetime) and the rlimits are applied a
// moment after the scanner starts running. The caller holds the OS thread
// locked.
func (r *run) startStopped(newCmd func() (*sandbox.Cmd, error)) error {
	b := r.in.b
	err := r.startCmd(newCmd, !b.noPtrace.Load())
	if err != nil && !b.noPtrace.Load() && (errors.Is(err, unix.EPERM) || errors.Is(err, unix.ENOSYS)) {
		if b.noPtrace.CompareAndSwap(false, true) {
			b.logger.Warn("ptrace is not permitted; rlimits are applied just after each scanner starts", "err", err)
		}
		err = r.startCmd(newCmd, false)
	}
	if err != nil || !r.traced {
		return err
	}
	// waitid with WNOWAIT reports the stop without consuming an exit, so a
	// child that died instead stays unreaped for finish.
	for {
		var info unix.Siginfo
		err = unix.Waitid(unix.P_PID, r.pid, &info, unix.WSTOPPED|unix.WEXITED|unix.WNOWAIT, nil)
		if err != unix.EINTR {
			break
		}
	}
	if err != nil {
		err = fmt.Errorf("waiting for the scanner to stop at exec: %w", err)
	}
	return err
}

// finish reaps the scanner (in the sandbox: its init) after its leftovers
// are swept, closes the pipes and forgets the pid. It returns how the
// scanner ended.
func (r *run) finish() sandbox.Exit {
	if r.resident() {
		r.cmd.WaitExited()
		_ = r.cmd.Wait()
		r.stdout.Close()
		r.stderr.Close()
		return r.cmd.Exit(nil)
	}
	_ = hostproc.WaitExit(r.pid)
	r.sweep()
	_ = r.cmd.Wait()
	hostproc.ForgetLive(r.pid)
	r.stdout.Close()
	r.stderr.Close()
	return r.cmd.Exit(r.cmd.ProcessState)
}

// sweep kills and reaps the exited scanner's leftovers and logs what it
// found. When the process is the init of its own PID namespace it does
// nothing: the init's exit is reported only once the kernel has killed
// every other process of the namespace, and no process of it can leave
// it, so there is nothing to sweep and no need to read every process of
// the host.
func (r *run) sweep() {
	if r.nsInit {
		return
	}
	r.in.b.sweeps.Add(1)
	res := hostproc.Sweep(hostproc.Leader{Pid: r.pid, StartTicks: r.start, Session: true}, sweepTimeout)
	if res.Err != nil {
		r.in.b.logger.Error("scanner descendants survived the sweep", "scanner", r.in.scanner.FullName(), "pid", r.pid, "err", res.Err)
	} else if res.Killed > 0 {
		r.in.b.logger.Warn("killed scanner descendants that left its process group", "scanner", r.in.scanner.FullName(), "pid", r.pid, "count", res.Killed)
	}
}

// supervise reads the scanner's output, enforces the deadline and the
// linger bound, and decides the outcome.
func (r *run) supervise(ctx context.Context) error {
	grace := r.limits.KillGrace
	r.errCap = diag.NewCapture(r.limits.MaxCaptureBytes)
	r.sess = newSession(&r.in.scanner, r.sink, r.limits.MaxOutputBytes, r.limits.MaxCaptureBytes)

	exited, stderrDone, protoDone, protoCause := r.watch()
	var deadline <-chan time.Time
	if !r.req.Deadline.IsZero() {
		t := time.NewTimer(time.Until(r.req.Deadline))
		defer t.Stop()
		deadline = t.C
	}
	var (
		stopCause  *cause // why the backend stopped the run, if it did
		killTimer  <-chan time.Time
		lingerWait <-chan time.Time
		ended      = r.sess.ended
		ctxDone    = ctx.Done()
		isExited   bool
		isRead     bool
		killed     bool
	)
	stop := func(c *cause, sig unix.Signal) {
		if stopCause == nil {
			stopCause = c
		}
		if r.resident() {
			_ = r.cmd.Signal(sig)
		} else {
			_ = unix.Kill(-r.pid, sig)
		}
		if sig == unix.SIGTERM && killTimer == nil {
			killTimer = time.After(grace)
		}
		if sig == unix.SIGKILL {
			killed = true
		}
	}
	linger := func() {
		if lingerWait == nil && !isExited {
			lingerWait = time.After(grace)
		}
	}
	for !isExited || !isRead {
		select {
		case <-exited:
			isExited, exited = true, nil
			// Kill what is left so that the pipes reach EOF; a holder that
			// cannot be killed is cut off after the grace period.
			r.sweep()
			cutoff := time.Now().Add(grace)
			_ = r.stdout.SetReadDeadline(cutoff)
			_ = r.stderr.SetReadDeadline(cutoff)
		case <-protoDone:
			isRead, protoDone = true, nil
			if *protoCause != nil && !isExited {
				stop(*protoCause, unix.SIGKILL)
			} else {
				linger()
			}
		case <-ended:
			ended = nil
			linger()
		case <-lingerWait:
			lingerWait = nil
			if !isExited {
				stop(&cause{kind: backend.Protocol, msg: fmt.Sprintf("scanner did not exit within %s of its final message or closing stdout", grace)}, unix.SIGKILL)
			}
		case <-deadline:
			deadline = nil
			if !isExited {
				stop(&cause{kind: backend.TimedOut, msg: "deadline " + r.req.Deadline.Format(time.RFC3339) + " passed"}, unix.SIGTERM)
			}
		case <-ctxDone:
			ctxDone = nil
			if !isExited {
				c := &cause{kind: backend.Cancelled, msg: "the worker cancelled the run", err: ctx.Err()}
				if errors.Is(ctx.Err(), context.DeadlineExceeded) {
					c.kind, c.msg = backend.TimedOut, "the worker's deadline passed"
				}
				stop(c, unix.SIGTERM)
			}
		case <-killTimer:
			killTimer = nil
			if !isExited {
				stop(nil, unix.SIGKILL)
			}
		}
	}
	<-stderrDone
	ex := r.finish()
	if r.sess.hello != nil {
		r.in.learnInfo(r.sess.hello)
	}
	return r.verdict(stopCause, *protoCause, ex, killed)
}

// watch starts the run's three watchers: the exit (without reaping), the
// stderr capture and the protocol session. Each closes its channel when it
// is done; *protoCause is valid once protoDone is closed.
func (r *run) watch() (exited, stderrDone, protoDone chan struct{}, protoCause **cause) {
	exited, stderrDone, protoDone = make(chan struct{}), make(chan struct{}), make(chan struct{})
	protoCause = new(*cause)
	go func() {
		if r.resident() {
			r.cmd.WaitExited()
		} else {
			_ = hostproc.WaitExit(r.pid)
		}
		close(exited)
	}()
	go func() { _, _ = io.Copy(r.errCap, r.stderr); close(stderrDone) }()
	go func() { *protoCause = r.sess.run(r.stdout); close(protoDone) }()
	return exited, stderrDone, protoDone, protoCause
}

// resident reports whether a resident sandbox init serves the run
// (sandbox.Residents): it has no process of the worker's, its scanner is
// signalled through the sandbox and its end is the resident's report.
func (r *run) resident() bool { return r.cmd != nil && r.cmd.Resident() }

// verdict turns the run's outcome into nil or a *backend.Failure.
func (r *run) verdict(stopCause, protoCause *cause, ex sandbox.Exit, killed bool) error {
	abnormal := !ex.Success()
	var c *cause
	switch {
	case stopCause != nil:
		c = stopCause
		if c.kind == backend.TimedOut || c.kind == backend.Cancelled {
			if killed {
				c.msg += fmt.Sprintf("; stopped with SIGTERM, killed after %s", r.limits.KillGrace)
			} else {
				c.msg += "; stopped with SIGTERM"
			}
		}
	case ex.SetupErr != "":
		if ex.SetupFailed {
			r.in.b.sandboxFailed(sandbox.ReasonSetup)
		}
		c = &cause{kind: backend.LoadFailed, msg: ex.String()}
	case protoCause != nil && !(protoCause.truncated && abnormal):
		c = protoCause
	case r.sess.errMsg != nil:
		c = scannerErrorCause(r.sess.errMsg)
	case abnormal:
		c = &cause{kind: backend.Crashed, msg: ex.String()}
		if r.sess.hello == nil && ex.Code() > 0 {
			c.err = hostproc.ErrExitedAtLoad
		}
	case r.sess.hello == nil:
		c = &cause{kind: backend.Protocol, msg: "exited without sending hello"}
	case !r.sess.done:
		c = &cause{kind: backend.Crashed, msg: "exited 0 without sending done"}
	default:
		return nil
	}
	f := &backend.Failure{
		Kind:     c.kind,
		Message:  c.msg,
		ExitCode: ex.Code(),
		Stdout:   r.sess.tail.bytes(),
		Stderr:   r.errCap.Bytes(),
		Err:      c.err,
	}
	return f
}

// scannerErrorCause maps an error message to a failure: bad_request wraps
// scanner.ErrBadRequest (not retryable), limit is OverLimit wrapping
// scanner.ErrLimit, the rest are ScannerErr.
func scannerErrorCause(m *lineproto.Message) *cause {
	c := &cause{kind: backend.ScannerErr, msg: fmt.Sprintf("scanner reported %s: %s", m.Code, m.Message)}
	switch m.Code {
	case lineproto.CodeBadRequest:
		c.err = scanner.ErrBadRequest
	case lineproto.CodeLimit:
		c.kind, c.err = backend.OverLimit, scanner.ErrLimit
	}
	return c
}
