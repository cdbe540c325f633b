package pipeline

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/diag"
	"github.com/sluicehq/sluice/internal/state"
)

// claim starts a claim. Its request id is durable before the claim is
// sent: either a durable record already names it (the ended assignment's
// next_request_id, or the id of the last claim, which found no work), or a
// fresh one is written first. It reports whether the transport said the
// queue is empty.
func (s *slot) claim() (bool, error) {
	if id := s.nextRequestID; s.durableRequestID(id) {
		s.adopt(&slotFile{Phase: PhaseClaiming, RequestID: id})
	} else if err := s.write(&slotFile{Phase: PhaseClaiming, RequestID: state.RandomHex(16)}); err != nil {
		return false, err
	}
	s.nextRequestID = ""
	s.w.fault(FaultClaimWritten)
	return s.resumeClaim()
}

// resumeClaim sends (or, after a restart, repeats) the claim with the
// durable request id. A claiming slot finishes its claim even while
// draining, so the job is not stranded on the transport, but it does not
// wait for work then: Drain cuts a claim that is waiting (an HTTP long
// poll) short and repeats it at once with the same request id and NoWait,
// which returns the job if the transport assigned one meanwhile.
func (s *slot) resumeClaim() (bool, error) {
	reqID := s.file.RequestID
	req := transport.ClaimRequest{
		RequestID: reqID, WorkerID: s.w.cfg.WorkerID, Slot: s.n,
		Scanners: s.w.deps.Catalog.Names(), TargetKinds: s.w.preparableKinds(), DefaultScanTimeout: s.w.cfg.DefaultScanTimeout,
		NoWait: s.w.isDraining(),
	}
	var res transport.ClaimResult
	start := time.Now()
	call := func(ctx context.Context) error {
		if len(req.TargetKinds) == 0 {
			// No preparer can prepare anything here: ask for nothing
			// (an empty list would mean any kind).
			res = transport.ClaimResult{NoWork: &transport.NoWork{Reason: NoWorkUnpreparable}}
			return nil
		}
		var err error
		res, err = s.w.deps.Transport.Claim(ctx, req)
		if err == nil {
			if n := countClaimFields(res); n != 1 {
				return transport.Errorf(transport.Retryable, "claim", "claim result holds %d outcomes, want exactly 1", n)
			}
		}
		return err
	}
	var err error
	if req.NoWait {
		err = s.drainClaim(call)
	} else {
		ctx, cancel := context.WithCancel(s.w.abortCtx)
		go func() {
			select {
			case <-s.w.draining:
				cancel()
			case <-ctx.Done():
			}
		}()
		err = s.retryTransportCtx(ctx, "claim", call)
		cancel()
		if err == errAborted && s.w.abortCtx.Err() == nil {
			req.NoWait = true
			err = s.drainClaim(call)
		}
	}
	s.timeStage(StageClaim, start)
	switch {
	case err == errAborted:
		return false, err
	case err != nil && transport.KindOf(err) == transport.Fatal:
		return false, &FatalError{Slot: s.n, Op: "claim", Err: err}
	case err != nil:
		s.log.Warn("claim refused; dropping the request", "request_id", reqID, "err", err)
		return false, s.goIdle(false)
	}
	s.w.fault(FaultClaimed)
	switch {
	case res.NoWork != nil:
		// Nothing is bound to reqID: the next poll repeats it, so an idle
		// poll writes nothing.
		if err := s.goIdle(true); err != nil {
			return false, err
		}
		empty := res.NoWork.Reason == NoWorkEmpty
		if empty && s.untilIdle {
			return true, nil
		}
		wait := res.NoWork.RetryAfter
		if wait <= 0 {
			wait = s.w.cfg.IdlePoll
		}
		s.waitIdle(min(wait, s.w.cfg.RetryMax))
		return empty, nil
	case res.Resolution != nil:
		r := res.Resolution
		s.log.Info("claim already resolved", "request_id", reqID, "job", fmt.Sprintf("%s/%d", r.JobID, r.Attempt), "outcome", r.Outcome)
		return false, s.goIdle(false)
	}
	a := *res.Assignment
	a.Slot = s.n
	if err := checkAssignment(&a, reqID); err != nil {
		// Never adopt an assignment that is not the answer to this claim.
		s.log.Error("rejecting assignment", "request_id", reqID, "err", err)
		return false, s.goIdle(false)
	}
	f := s.next(PhaseAssigned)
	f.Assignment = &a
	// The id of the claim after this assignment rides on the assignment's
	// first durable write, so that claim needs no write of its own.
	f.NextRequestID = state.RandomHex(16)
	if err := a.Spec.Validate(); err != nil {
		f.Phase = PhaseTerminalPending
		f.Report = s.fitReport(transport.TerminalReport{
			JobID: a.Spec.ID, Attempt: a.Attempt, Reason: "invalid_job", Message: err.Error(),
		})
	}
	if f.Phase == PhaseTerminalPending {
		if err := s.write(f); err != nil {
			return false, err
		}
	} else {
		// The assignment is not written on its own: the first generation's
		// write records it, before any side effect. Until then the durable
		// claiming phase stands for it, and a restart repeats the claim with
		// the same request id, which returns this assignment again.
		s.adopt(f)
	}
	s.w.cfg.Observer.JobStarted(s.scannerLabel())
	s.jobStart = time.Now()
	s.log.Info("job started", "job", a.Key(), "scanner", a.Spec.Scanner, "target_kind", a.Spec.Target.Kind,
		"lease_expires", a.LeaseExpires.UTC().Format(time.RFC3339), "scan_deadline", a.ScanDeadline.UTC().Format(time.RFC3339))
	s.w.emit(Event{Kind: EventStarted, Slot: s.n, JobID: a.Spec.ID, Attempt: a.Attempt})
	s.progress("claimed", "")
	if f.Phase == PhaseTerminalPending {
		s.w.fault(FaultTerminalWritten)
	}
	return false, nil
}

// drainClaimWindow bounds how long a draining worker keeps asking an
// unreachable transport for the answer to a claim it sent: half the
// shutdown timeout, at most this.
const drainClaimWindow = 15 * time.Second

// drainClaim repeats a pending claim for a draining worker, so a job the
// transport assigned to it is not stranded. While the transport does not
// answer (a coordinator outage), it gives up after drainClaimWindow (or
// half the shutdown timeout) and the slot stops: its claim's request id is
// durable, so the next start repeats the claim and gets that job, if
// there is one. An idle worker stopped during an outage then exits
// promptly instead of waiting out its shutdown timeout.
func (s *slot) drainClaim(call func(ctx context.Context) error) error {
	ctx, cancel := context.WithTimeout(s.w.abortCtx, min(s.w.drainClaimWindow, s.w.cfg.ShutdownTimeout/2))
	defer cancel()
	err := s.retryTransportCtx(ctx, "claim", call)
	if err == errAborted && s.w.abortCtx.Err() == nil {
		s.log.Info("draining: the transport did not answer this slot's pending claim; the next start repeats it",
			"request_id", s.file.RequestID)
	}
	return err
}

func countClaimFields(r transport.ClaimResult) int {
	n := 0
	if r.Assignment != nil {
		n++
	}
	if r.NoWork != nil {
		n++
	}
	if r.Resolution != nil {
		n++
	}
	return n
}

// waitIdle waits d, returning early on drain or abort.
func (s *slot) waitIdle(d time.Duration) {
	t := newTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
	case <-s.w.draining:
	case <-s.w.abortCtx.Done():
	}
}

// fitReport redacts r and fits it to the report limit.
func (s *slot) fitReport(r transport.TerminalReport) *transport.TerminalReport {
	r = s.w.cfg.Redactor.RedactReport(r)
	r = diag.Fit(r, s.w.cfg.Limits.MaxReportBytes)
	return &r
}

// preparableKinds lists the target kinds this worker can prepare now,
// sorted: those of its preparers, less any whose preparer says it cannot
// prepare targets here (registry.Checker; its sandbox does not start).
// Jobs of other kinds wait in the queue for a worker that can.
func (w *Worker) preparableKinds() []string {
	kinds := make([]string, 0, len(w.deps.Preparers))
	for kind, p := range w.deps.Preparers {
		if c, ok := p.(registry.Checker); ok && c.Unavailable() != nil {
			continue
		}
		kinds = append(kinds, kind)
	}
	slices.Sort(kinds)
	return kinds
}
