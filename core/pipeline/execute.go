package pipeline

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/bundle"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/state"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/sdk/scanner"
)

type outcomeKind int

const (
	outcomeBundle   outcomeKind = iota + 1 // a sealed bundle
	outcomeTerminal                        // a terminal report
	outcomeRetry                           // start another generation
	outcomeStale                           // the lease is lost
)

// genOutcome is how one runner generation ended.
type genOutcome struct {
	kind       outcomeKind
	bundle     bundleFacts
	completion bundle.Completion
	report     transport.TerminalReport
	err        error
}

func (s *slot) terminal(reason string, retryable bool, format string, args ...any) genOutcome {
	a := s.file.Assignment
	return genOutcome{kind: outcomeTerminal, report: transport.TerminalReport{
		JobID: a.Spec.ID, Attempt: a.Attempt, Reason: reason,
		Message: fmt.Sprintf(format, args...), Retryable: retryable,
	}}
}

// runGeneration runs one runner generation: it records the generation
// durably, prepares the workspace, runs the scanner under the watchdog and
// seals the bundle. A non-nil error stops the slot (abort or fatal).
func (s *slot) runGeneration() (genOutcome, error) {
	cfg := &s.w.cfg
	a := s.file.Assignment
	now := cfg.Now()
	if s.file.Generations >= cfg.MaxGenerations {
		return s.terminal("generations_exhausted", false,
			"%d runner generations failed", s.file.Generations), nil
	}
	if !now.Before(a.ScanDeadline) {
		return s.terminal("timeout", true,
			"scan deadline %s passed before generation %d could start", a.ScanDeadline.UTC().Format(time.RFC3339), s.file.Generations+1), nil
	}
	select {
	case <-s.lease.lost:
		return genOutcome{kind: outcomeStale, err: errLeaseLost}, nil
	case <-s.lease.cancelReq:
		return s.terminal("cancelled", false, "the transport cancelled the job"), nil
	default:
	}
	sc, ok := s.w.deps.Catalog.Scanner(a.Spec.Scanner)
	if !ok {
		return s.terminal("unknown_scanner", true, "scanner %q is not installed on worker %s", a.Spec.Scanner, cfg.WorkerID), nil
	}
	be, ok := s.w.deps.Backends[sc.Backend]
	if !ok {
		return s.terminal("no_backend", true, "scanner %q needs backend %q, which worker %s does not run", a.Spec.Scanner, sc.Backend, cfg.WorkerID), nil
	}
	prep, ok := s.w.deps.Preparers[a.Spec.Target.Kind]
	if !ok {
		return s.terminal("prepare", true, "worker %s has no preparer for target kind %q", cfg.WorkerID, a.Spec.Target.Kind), nil
	}
	id := job.Identity{WorkerID: cfg.WorkerID, JobID: a.Spec.ID, Attempt: a.Attempt, Slot: s.n, PackageDigest: sc.PackageDigest}

	// The generation is durable before any of its side effects, so a crash
	// loop cannot start more than MaxGenerations of them.
	gen := state.RandomHex(8)
	f := s.next(PhaseAssigned)
	f.Generations++
	f.Generation = gen
	f.Identity = &id
	if err := s.write(f); err != nil {
		return genOutcome{}, err
	}
	s.w.fault(FaultGenerationWritten)
	log := s.log.With("job", a.Key(), "generation", f.Generations)

	runCtx, cancelRun := s.runContext(a)
	defer cancelRun(nil)

	// Older generations' work dirs are garbage now.
	if err := removeTree(s.w.lay.slotWorkDir(s.n)); err != nil {
		return genOutcome{}, &FatalError{Slot: s.n, Op: "clearing work dir", Err: err}
	}
	dir := s.w.lay.genDir(s.n, gen)
	if err := state.MkdirPrivate(dir); err != nil {
		return genOutcome{}, &FatalError{Slot: s.n, Op: "creating work dir", Err: err}
	}
	s.progress("preparing", "")
	res, err := prep.Prepare(runCtx, a.Spec.Target, dir, cfg.Limits.Prepare)
	if err != nil {
		if out, stop := s.interrupted(runCtx); stop {
			return out, s.abortedErr()
		}
		var pe *prepare.Error
		if errors.As(err, &pe) {
			return s.terminal("prepare", false, "%s", pe.Error()), nil
		}
		return genOutcome{kind: outcomeRetry, err: fmt.Errorf("preparing workspace: %w", err)}, nil
	}
	ws := dir
	if res.Root != "" {
		ws = res.Root
	}
	s.w.fault(FaultPrepared)

	inst, err := s.w.instance(runCtx, be, sc)
	if err != nil {
		if out, stop := s.interrupted(runCtx); stop {
			return out, s.abortedErr()
		}
		return s.failureOutcome(backend.AsFailure(err)), nil
	}
	bw, err := bundle.Create(s.w.lay.bundleTmp(), bundle.Header{
		Identity: id, Scanner: sc.FullName(), ScannerVersion: inst.Info().Version, WorkspaceDigest: res.Digest,
	}, cfg.Limits.Bundle)
	if err != nil {
		return s.terminal("bundle", true, "starting the result bundle: %v", err), nil
	}
	defer bw.Abort()
	sink := newFencedSink(s, gen, bw)
	req := &backend.Request{
		Identity: id, Generation: gen, Workspace: ws, Deadline: a.ScanDeadline,
		Scan:   scanner.Request{JobID: a.Spec.ID, Attempt: a.Attempt, Options: a.Spec.Options},
		Limits: cfg.Limits.Backend,
	}
	s.progress("executing", "")
	scanErr := s.scanWatched(runCtx, inst, req, sink, log)
	sink.fence()
	s.w.fault(FaultScanned)

	// The result is adopted only by the generation that started it.
	if s.file.Generation != gen {
		return genOutcome{kind: outcomeRetry, err: fmt.Errorf("result of generation %s fenced off", gen)}, nil
	}
	completion := bundle.CompletionComplete
	if out, stop := s.interrupted(runCtx); stop {
		return out, s.abortedErr()
	}
	// A scan that returned nil finished; one that failed after the deadline
	// (or says it timed out) was cut off by it.
	var fail *backend.Failure
	timedOut := scanErr != nil && (errors.Is(context.Cause(runCtx), errScanDeadline) ||
		(errors.As(scanErr, &fail) && fail.Kind == backend.TimedOut))
	switch {
	case timedOut:
		if !s.timeAllowsSeal() {
			return s.terminal("timeout", true, "scan deadline reached and no time left to seal a partial bundle"), nil
		}
		completion = bundle.CompletionPartialTimeout
		log.Info("scan deadline reached; sealing a partial bundle", "findings", bw.Findings())
	case scanErr != nil:
		f := backend.AsFailure(scanErr)
		if f.Kind == backend.LoadFailed {
			s.w.forgetInstance(be, sc)
		}
		return s.failureOutcome(f), nil
	}
	sealed, err := bw.Seal(completion, s.w.lay.bundleReady())
	if err != nil {
		if errors.Is(err, bundle.ErrLimit) {
			return s.terminal("over_limit", false, "%v", err), nil
		}
		return genOutcome{kind: outcomeRetry, err: err}, nil
	}
	s.w.fault(FaultSealed)
	return genOutcome{kind: outcomeBundle, completion: completion,
		bundle: bundleFacts{Path: sealed.Path, SHA256: sealed.Digest, Size: sealed.Size}}, nil
}

// interrupted checks why runCtx ended, if it did: worker abort, lost lease
// or a cancel request. The scan deadline is not an interruption.
func (s *slot) interrupted(runCtx context.Context) (genOutcome, bool) {
	if s.w.abortCtx.Err() != nil {
		return genOutcome{}, true
	}
	switch context.Cause(runCtx) {
	case errLeaseLost:
		return genOutcome{kind: outcomeStale, err: errLeaseLost}, true
	case errLeaseCancel:
		return s.terminal("cancelled", false, "the transport cancelled the job"), true
	}
	return genOutcome{}, false
}

func (s *slot) abortedErr() error {
	if s.w.abortCtx.Err() != nil {
		return errAborted
	}
	return nil
}

// failureOutcome turns a backend failure into a new generation (crashed,
// load failed) or a terminal report with the failure's captured output.
func (s *slot) failureOutcome(f *backend.Failure) genOutcome {
	if f.Kind.Retryable() {
		return genOutcome{kind: outcomeRetry, err: f}
	}
	out := s.terminal(string(f.Kind), false, "%s", f.Error())
	out.report.ExitCode = f.ExitCode
	out.report.Stdout = string(f.Stdout)
	out.report.Stderr = string(f.Stderr)
	return out
}

// timeAllowsSeal reports whether the lease leaves SealReserve to seal and
// deliver a timeout bundle.
func (s *slot) timeAllowsSeal() bool {
	return s.w.cfg.Now().Add(s.w.cfg.Limits.SealReserve).Before(s.lease.expiry())
}

// runContext returns the context of one generation: it ends at the
// absolute scan deadline (cause errScanDeadline), when the lease is lost
// (errLeaseLost), when the transport asks to cancel (errLeaseCancel), or
// when the worker aborts.
func (s *slot) runContext(a *job.Assignment) (context.Context, context.CancelCauseFunc) {
	ctx, cancel := context.WithCancelCause(s.w.abortCtx)
	dctx, dcancel := context.WithDeadlineCause(ctx, a.ScanDeadline, errScanDeadline)
	lk := s.lease
	go func() {
		select {
		case <-lk.lost:
			cancel(errLeaseLost)
		case <-lk.cancelReq:
			cancel(errLeaseCancel)
		case <-ctx.Done():
		}
	}()
	return dctx, func(cause error) { dcancel(); cancel(cause) }
}

// scanWatched runs inst.Scan and returns its error. When runCtx ends and
// Scan does not return within AbandonGrace, the run is abandoned: its
// goroutine is left to finish on its own and everything it still sends is
// fenced off.
func (s *slot) scanWatched(runCtx context.Context, inst backend.Instance, req *backend.Request, sink *fencedSink, log *slog.Logger) error {
	done := make(chan error, 1)
	go func() { done <- inst.Scan(runCtx, req, sink) }()
	select {
	case err := <-done:
		return err
	case <-runCtx.Done():
	}
	t := newTimer(s.w.cfg.Limits.AbandonGrace)
	defer t.Stop()
	select {
	case err := <-done:
		return err
	case <-t.C:
		log.Warn("backend did not stop after cancellation; abandoning the run", "grace", s.w.cfg.Limits.AbandonGrace)
		return &backend.Failure{Kind: backend.Cancelled, Message: "abandoned after cancellation"}
	}
}
