package pipeline

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/internal/workspace"
	"github.com/sluicehq/sluice/sdk/scanner"
)

type outcomeKind int

const (
	outcomeBundle   outcomeKind = iota + 1 // a sealed bundle
	outcomeTerminal                        // a terminal report
	outcomeRetry                           // start another generation
	outcomeStale                           // the lease is lost
	outcomeStorage                         // the worker's own storage failed (state.LocalFault): wait, do not count
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

// generationPlan is what a generation runs: the resolved scanner, its
// backend, the target's preparer and the identity results must carry.
type generationPlan struct {
	sc   *backend.Scanner
	be   backend.Backend
	prep prepare.Preparer
	id   job.Identity
}

// planGeneration checks that another generation may start and resolves
// what it runs. A non-nil outcome ends the assignment instead.
// failed counts the assignment's failed generations so far. When they reach
// MaxGenerations the assignment goes back to the transport as retryable:
// another attempt, possibly on another worker, runs the job, and the
// transport's max_attempts bounds the whole.
func (s *slot) planGeneration(failed int) (generationPlan, *genOutcome) {
	cfg := &s.w.cfg
	a := s.file.Assignment
	end := func(o genOutcome) (generationPlan, *genOutcome) { return generationPlan{}, &o }
	if failed >= cfg.MaxGenerations {
		return end(s.exhausted(failed))
	}
	if !cfg.Now().Before(a.ScanDeadline) {
		return end(s.terminal("timeout", true, "scan deadline %s passed before generation %d could start",
			a.ScanDeadline.UTC().Format(time.RFC3339), s.file.Generations+1))
	}
	select {
	case <-s.lease.lost:
		return end(genOutcome{kind: outcomeStale, err: errLeaseLost})
	case <-s.lease.cancelReq:
		return end(s.terminal("cancelled", false, "the transport cancelled the job"))
	default:
	}
	sc, ok := s.w.deps.Catalog.Scanner(a.Spec.Scanner)
	if !ok {
		return end(s.terminal("unknown_scanner", true, "scanner %q is not installed on worker %s", a.Spec.Scanner, cfg.WorkerID))
	}
	be, ok := s.w.deps.Backends[sc.Backend]
	if !ok {
		return end(s.terminal("no_backend", true, "scanner %q needs backend %q, which worker %s does not run", a.Spec.Scanner, sc.Backend, cfg.WorkerID))
	}
	prep, ok := s.w.deps.Preparers[a.Spec.Target.Kind]
	if !ok {
		return end(s.terminal("prepare", true, "worker %s has no preparer for target kind %q", cfg.WorkerID, a.Spec.Target.Kind))
	}
	return generationPlan{sc: sc, be: be, prep: prep, id: job.Identity{
		WorkerID: cfg.WorkerID, JobID: a.Spec.ID, Attempt: a.Attempt, Slot: s.n, PackageDigest: sc.PackageDigest,
	}}, nil
}

// exhausted is the terminal report when failed generations reached
// MaxGenerations. It carries the last failure seen in this process, with
// its captured output, so the report says why and not only how often; when
// the worker died instead, there is no cause to give.
func (s *slot) exhausted(failed int) genOutcome {
	max := s.w.cfg.MaxGenerations
	if s.lastFailure == nil {
		return s.terminal("generations_exhausted", true,
			"%d of %d runner generations failed (the worker died while the scanner ran); another attempt may run the job",
			failed, max)
	}
	out := s.terminal("generations_exhausted", true,
		"%d of %d runner generations failed; another attempt may run the job; the last: %v", failed, max, s.lastFailure)
	var f *backend.Failure
	if errors.As(s.lastFailure, &f) {
		out.report.ExitCode = f.ExitCode
		out.report.Stdout = string(f.Stdout)
		out.report.Stderr = string(f.Stderr)
	}
	return out
}

// runGeneration runs one runner generation: it records the generation
// durably, prepares the workspace, runs the scanner under the watchdog and
// seals the bundle. A non-nil error stops the slot (abort or fatal).
func (s *slot) runGeneration() (genOutcome, error) {
	failed := s.countedFailures()
	plan, end := s.planGeneration(failed)
	if end != nil {
		return *end, nil
	}
	// The generation, and the failure of the one before it, are durable
	// before any of its side effects, so a crash loop cannot run more than
	// MaxGenerations failing ones.
	gen := state.RandomHex(8)
	f := s.next(PhaseAssigned)
	f.Generations++
	f.FailedGenerations = failed
	f.Generation = gen
	f.Identity = &plan.id
	if err := s.write(f); err != nil {
		return genOutcome{}, err
	}
	s.failedPending = false
	s.clearExecuting() // it named the previous generation
	s.w.cfg.Observer.GenerationStarted(plan.sc.FullName())
	s.w.fault(FaultGenerationWritten)

	runCtx, cancelRun := s.runContext(f.Assignment)
	defer cancelRun(nil)
	ws, res, out, err := s.prepareWorkspace(runCtx, plan, gen)
	if err != nil || out != nil {
		return derefOutcome(out), err
	}
	s.w.fault(FaultPrepared)
	return s.execute(runCtx, plan, gen, ws, res)
}

func derefOutcome(o *genOutcome) genOutcome {
	if o == nil {
		return genOutcome{}
	}
	return *o
}

// prepareWorkspace builds the generation's workspace in a fresh work dir
// (older generations' dirs are removed first) and returns the directory
// the scanner should see.
func (s *slot) prepareWorkspace(runCtx context.Context, plan generationPlan, gen string) (string, prepare.Result, *genOutcome, error) {
	a := s.file.Assignment
	if err := s.clearWorkDir(); err != nil {
		if s.w.localFault(err) {
			return "", prepare.Result{}, &genOutcome{kind: outcomeStorage, err: err}, nil
		}
		return "", prepare.Result{}, nil, &FatalError{Slot: s.n, Op: "clearing work dir", Err: err}
	}
	dir := s.w.lay.genDir(s.n, gen)
	if err := state.MkdirPrivate(dir); err != nil {
		if s.w.localFault(err) {
			return "", prepare.Result{}, &genOutcome{kind: outcomeStorage, err: err}, nil
		}
		return "", prepare.Result{}, nil, &FatalError{Slot: s.n, Op: "creating work dir", Err: err}
	}
	s.progress("preparing", "")
	start := time.Now()
	res, err := plan.prep.Prepare(runCtx, a.Spec.Target, dir, s.w.cfg.Limits.Prepare)
	if err == nil && res.ListingOnly {
		var out *genOutcome
		if res, out, err = s.copyListingFor(runCtx, plan, res, dir); out != nil {
			s.timeStage(StagePrepare, start)
			return "", res, out, err
		}
	}
	s.timeStage(StagePrepare, start)
	if err != nil {
		if out, stop := s.interrupted(runCtx); stop {
			return "", res, &out, s.abortedErr()
		}
		if s.w.localFault(err) {
			return "", res, &genOutcome{kind: outcomeStorage, err: fmt.Errorf("preparing workspace: %w", err)}, nil
		}
		if workspace.Permanent(err) {
			// Preparing again cannot fix it: fail the job once, with the
			// preparer's reason, rather than retry it.
			out := s.terminal("prepare", false, "%s", prepareReason(err))
			return "", res, &out, nil
		}
		return "", res, &genOutcome{kind: outcomeRetry, err: fmt.Errorf("preparing workspace: %w", err)}, nil
	}
	s.w.emit(Event{Kind: EventPrepared, Slot: s.n, JobID: a.Spec.ID, Attempt: a.Attempt, Files: int64(res.Files), Bytes: res.Bytes})
	if res.Root != "" {
		return res.Root, res, nil, nil
	}
	return dir, res, nil, nil
}

// copyListingFor returns res, an in-place view whose listing leaves
// entries out (ListingOnly), as it is when the job's scanner reads its
// workspace by the listing, else a copy of the listed files in dir
// (workspace.CopyListing): a scanner that walks the directory itself must
// not see what the target's patterns excluded. Finding out loads the
// scanner (as executing would); a load failure ends the generation as it
// would there (out set).
func (s *slot) copyListingFor(runCtx context.Context, plan generationPlan, res prepare.Result, dir string) (prepare.Result, *genOutcome, error) {
	inst, err := s.w.instance(runCtx, plan.be, plan.sc)
	if err != nil {
		if out, stop := s.interrupted(runCtx); stop {
			return res, &out, s.abortedErr()
		}
		out := s.failureOutcome(backend.AsFailure(err))
		return res, &out, nil
	}
	if lw, ok := inst.(backend.ListingWalker); ok && lw.WalksListing() {
		return res, nil, nil
	}
	copied, err := workspace.CopyListing(runCtx, res, dir, s.w.cfg.Limits.Prepare)
	return copied, nil, err
}

// prepareReason is the message of a permanent preparation failure, for a
// report whose reason already says prepare: a *prepare.Error's path and
// message, anything else as it is.
func prepareReason(err error) string {
	var pe *prepare.Error
	if errors.As(err, &pe) {
		if pe.Path == "" {
			return pe.Msg
		}
		return pe.Path + ": " + pe.Msg
	}
	return err.Error()
}

// execute runs the scanner over ws into a new bundle and seals it: complete,
// or partial_timeout when the scan deadline cut it off and the lease leaves
// time to seal. While the scanner loads and runs, the executing marker is
// on disk; it stays only when the generation failed and counts.
func (s *slot) execute(runCtx context.Context, plan generationPlan, gen, ws string, prep prepare.Result) (genOutcome, error) {
	if err := s.markExecuting(gen); err != nil {
		return genOutcome{}, err
	}
	s.w.fault(FaultExecuting)
	out, err := s.executeMarked(runCtx, plan, gen, ws, prep)
	if err != nil || out.kind != outcomeRetry {
		s.clearExecuting()
	}
	return out, err
}

func (s *slot) executeMarked(runCtx context.Context, plan generationPlan, gen, ws string, prep prepare.Result) (genOutcome, error) {
	cfg := &s.w.cfg
	a := s.file.Assignment
	log := s.log.With("job", a.Key(), "generation", s.file.Generations)
	inst, err := s.w.instance(runCtx, plan.be, plan.sc)
	if err != nil {
		if out, stop := s.interrupted(runCtx); stop {
			return out, s.abortedErr()
		}
		return s.failureOutcome(backend.AsFailure(err)), nil
	}
	info := inst.Info()
	// The bundle describes the scanner's rules that its findings name.
	bw, err := bundle.Create(s.w.lay.bundleTmp(), bundle.Header{
		Identity: plan.id, Scanner: plan.sc.FullName(), ScannerVersion: info.Version, WorkspaceDigest: prep.Digest,
	}, cfg.Limits.Bundle, info.Rules...)
	if err != nil {
		if s.w.localFault(err) {
			return genOutcome{kind: outcomeStorage, err: fmt.Errorf("starting the result bundle: %w", err)}, nil
		}
		return s.terminal("bundle", true, "starting the result bundle: %v", err), nil
	}
	defer bw.Abort()
	bw.SetDurability(cfg.Durability)
	if cfg.Sealed != nil {
		bw.Keep()
	}
	sink := newFencedSink(s, gen, bw)
	// What the preparer left out on purpose (a file over a limit) is
	// reported as a scanner reports a file it did not read: the result
	// lists it, and the scan is not complete.
	for _, sk := range prep.Skipped {
		sink.Log(scanner.LevelWarn, scanner.SkippedMessage(sk.Path, sk.Reason))
	}
	req := &backend.Request{
		Identity: plan.id, Generation: gen, Workspace: ws, Listing: prep.Listing, Deadline: a.ScanDeadline,
		Scan:   scanner.Request{JobID: a.Spec.ID, Attempt: a.Attempt, Options: a.Spec.Options},
		Limits: cfg.Limits.Backend,
	}
	s.progress("executing", "")
	start := time.Now()
	scanErr := s.scanWatched(runCtx, inst, req, sink, log)
	s.timeStage(StageExecute, start)
	sink.fence()
	if scanErr == nil || runCtx.Err() != nil {
		// The scanner finished, or was stopped by the deadline, the lease,
		// a cancel request or the worker: nothing that counts.
		s.clearExecuting()
	}
	s.w.fault(FaultScanned)

	// The result is adopted only by the generation that started it.
	if s.file.Generation != gen {
		return genOutcome{kind: outcomeRetry, err: fmt.Errorf("result of generation %s fenced off", gen)}, nil
	}
	if out, stop := s.interrupted(runCtx); stop {
		return out, s.abortedErr()
	}
	if err := sink.storageFault(); err != nil {
		return genOutcome{kind: outcomeStorage, err: fmt.Errorf("writing the result bundle: %w", err)}, nil
	}
	if sink.tooManyFindings() {
		return s.terminal("over_limit", false, "the scanner reported more than %d findings (limits.max_findings)", cfg.Limits.Backend.MaxFindings), nil
	}
	// A scan that returned nil finished; one that failed after the deadline
	// (or says it timed out) was cut off by it.
	completion := bundle.CompletionComplete
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
			s.w.forgetInstance(plan.be, plan.sc)
		}
		return s.failureOutcome(f), nil
	}
	start = time.Now()
	sealed, err := bw.Seal(completion, s.w.lay.bundleReady())
	s.timeStage(StageSeal, start)
	if err != nil {
		if errors.Is(err, bundle.ErrLimit) {
			return s.terminal("over_limit", false, "%v", err), nil
		}
		if s.w.localFault(err) {
			return genOutcome{kind: outcomeStorage, err: fmt.Errorf("sealing the result bundle: %w", err)}, nil
		}
		return genOutcome{kind: outcomeRetry, err: err}, nil
	}
	s.w.fault(FaultSealed)
	if cfg.Sealed != nil {
		cfg.Sealed(sealed.Digest, sealed.Contents)
	}
	cfg.Observer.BundleSealed(plan.sc.FullName(), sealed.Size, sink.severities())
	return genOutcome{kind: outcomeBundle, completion: completion,
		bundle: bundleFacts{Path: sealed.Path, SHA256: sealed.Digest, Size: sealed.Size, Findings: sealed.Findings,
			Partial: sink.partial(completion, sealed.Dropped)}}, nil
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
	dctx, dcancel := s.w.cfg.withDeadline(ctx, a.ScanDeadline, errScanDeadline)
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
