package pipeline

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/diag"
)

// deliverBundle hands the sealed bundle to the transport and, on a receipt
// that matches, makes the slot idle. After a restart it first verifies the
// file against the slot's identity and recorded digest.
func (s *slot) deliverBundle() error {
	f := s.file
	a := f.Assignment
	if s.recovered {
		if err := s.verifyBundle(); err != nil {
			return s.bundleLost(err)
		}
	}
	s.startLease(a)
	ref := transport.BundleRef{Path: f.Bundle.Path, Digest: f.Bundle.SHA256, Size: f.Bundle.Size, Partial: f.Bundle.Partial}
	var rec transport.Receipt
	start := time.Now()
	err := s.retryTransport("deliver", func(ctx context.Context) error {
		var err error
		rec, err = s.w.deps.Transport.Deliver(ctx, a, ref)
		return err
	})
	s.timeStage(StageDeliver, start)
	if err != nil {
		return s.handleSendError("deliver", transport.OutcomeBundle, f.Bundle.SHA256, err)
	}
	if err := s.checkReceipt(rec, transport.OutcomeBundle, f.Bundle.SHA256); err != nil {
		return s.toAwaiting("deliver", transport.OutcomeBundle, f.Bundle.SHA256, err)
	}
	s.w.fault(FaultDelivered)
	s.w.delivered.Add(1)
	s.log.Info("bundle delivered", "job", a.Key(), "digest", f.Bundle.SHA256, "receipt", rec.ID)
	return s.finish(OutcomeDelivered, "", f.Bundle.SHA256, f.Bundle.Findings)
}

// sendReport hands the terminal report to the transport (idempotent: the
// same report is re-sent after a restart).
func (s *slot) sendReport() error {
	f := s.file
	a := f.Assignment
	s.startLease(a)
	var rec transport.Receipt
	start := time.Now()
	err := s.retryTransport("report", func(ctx context.Context) error {
		var err error
		rec, err = s.w.deps.Transport.Report(ctx, a, *f.Report)
		return err
	})
	s.timeStage(StageDeliver, start)
	digest := diag.ReportDigest(*f.Report)
	if err != nil {
		return s.handleSendError("report", transport.OutcomeTerminal, digest, err)
	}
	if err := s.checkReceipt(rec, transport.OutcomeTerminal, digest); err != nil {
		return s.toAwaiting("report", transport.OutcomeTerminal, digest, err)
	}
	s.w.fault(FaultReported)
	s.w.reported.Add(1)
	s.log.Info("terminal report accepted", "job", a.Key(), "reason", f.Report.Reason, "message", f.Report.Message, "receipt", rec.ID)
	return s.finish(OutcomeReported, f.Report.Reason, "", 0)
}

func (s *slot) handleSendError(op string, outcome transport.Outcome, digest string, err error) error {
	switch {
	case err == errAborted:
		return err
	case transport.KindOf(err) == transport.Stale:
		return s.finishStale(op, err)
	case transport.KindOf(err) == transport.Conflict:
		return s.toAwaiting(op, outcome, digest, err)
	default:
		return &FatalError{Slot: s.n, Op: op, Err: err}
	}
}

// checkReceipt rejects a receipt that does not name this slot's attempt and
// result: the bundle's sha256, or diag.ReportDigest of the report.
func (s *slot) checkReceipt(r transport.Receipt, outcome transport.Outcome, digest string) error {
	a := s.file.Assignment
	switch {
	case r.JobID != a.Spec.ID || r.Attempt != a.Attempt:
		return fmt.Errorf("receipt for %s/%d, want %s", r.JobID, r.Attempt, a.Key())
	case r.Outcome != outcome:
		return fmt.Errorf("receipt outcome %q, want %q", r.Outcome, outcome)
	case r.Digest != digest:
		return fmt.Errorf("receipt digest %.64q, want %s", r.Digest, digest)
	case r.ID == "":
		return fmt.Errorf("receipt without an id")
	}
	return nil
}

// toAwaiting records a conflict durably and moves to awaiting_resolution.
func (s *slot) toAwaiting(op string, outcome transport.Outcome, digest string, cause error) error {
	s.w.conflicts.Add(1)
	s.log.Error("result not accepted; awaiting resolution", "job", s.file.Assignment.Key(), "op", op, "err", cause)
	s.stopLease()
	f := s.next(PhaseAwaitingResolution)
	f.Conflict = &conflictFacts{Op: op, Message: s.w.cfg.Redactor.Redact(cause.Error()), Outcome: outcome,
		Digest: digest, At: s.w.cfg.Now().UTC()}
	return s.write(f)
}

// awaitResolution polls Status with backoff until the transport resolves
// or expires the assignment, or MaxResolutionWait has passed since the
// conflict, then goes idle.
func (s *slot) awaitResolution() error {
	a := s.file.Assignment
	b := backoff{base: s.w.cfg.RetryBase, max: s.w.cfg.RetryMax}
	for {
		st, err := s.w.deps.Transport.Status(s.w.abortCtx, a)
		if s.w.abortCtx.Err() != nil {
			return errAborted
		}
		switch {
		case err != nil && transport.KindOf(err) == transport.Fatal:
			return &FatalError{Slot: s.n, Op: "status", Err: err}
		case err != nil && transport.KindOf(err) == transport.Stale:
			return s.finishConflict("stale")
		case err != nil:
			s.log.Warn("status poll failed", "job", a.Key(), "err", err)
		case st.State == transport.StateActive:
			if !s.w.cfg.Now().Before(s.file.Conflict.At.Add(s.w.cfg.Limits.MaxResolutionWait)) {
				return s.finishConflict("unresolved after limits.max_resolution_wait")
			}
		case st.State == transport.StateResolved && s.ownResolution(st.Resolution):
			return s.finishResolved(st.Resolution)
		default:
			return s.finishConflict(string(st.State))
		}
		if !sleepCtx(s.w.abortCtx, b.next(retryAfter(err))) {
			return errAborted
		}
	}
}

func (s *slot) finishConflict(state string) error {
	s.log.Warn("assignment resolved without this slot's result", "job", s.file.Assignment.Key(),
		"status", state, "conflict", s.file.Conflict.Message)
	return s.finish(OutcomeConflict, state, "", 0)
}

// verifyBundle checks the sealed bundle before it is re-delivered after a
// restart: it must exist, match the recorded digest and size, and carry
// the slot's identity.
func (s *slot) verifyBundle() error {
	f := s.file
	if !s.ownsBundlePath(f.Bundle.Path) {
		return fmt.Errorf("bundle path %s is not in %s", f.Bundle.Path, s.w.lay.bundleReady())
	}
	sum, err := bundle.Verify(f.Bundle.Path, s.w.cfg.Limits.Bundle, f.Identity)
	if err != nil {
		return err
	}
	if sum.Digest != f.Bundle.SHA256 || sum.Size != f.Bundle.Size {
		return fmt.Errorf("bundle %s: digest %s size %d, want %s size %d", f.Bundle.Path, sum.Digest, sum.Size, f.Bundle.SHA256, f.Bundle.Size)
	}
	return nil
}

// bundleLost handles a sealed bundle that is gone or corrupt after a
// restart: a new generation if the assignment is still ours and the scan
// deadline is ahead, else a terminal report.
func (s *slot) bundleLost(cause error) error {
	a := s.file.Assignment
	s.log.Error("sealed bundle is gone or corrupt", "job", a.Key(), "err", cause)
	st, err := s.w.deps.Transport.Status(s.w.abortCtx, a)
	if s.w.abortCtx.Err() != nil {
		return errAborted
	}
	if err != nil || st.State != transport.StateActive {
		if err == nil && st.State == transport.StateResolved && s.ownResolution(st.Resolution) {
			return s.finishResolved(st.Resolution)
		}
		return s.finishStale("status", fmt.Errorf("bundle lost and assignment not active: %v", err))
	}
	f := s.next(PhaseAssigned)
	f.Bundle = nil
	again := s.w.cfg.Now().Before(a.ScanDeadline) && f.FailedGenerations < s.w.cfg.MaxGenerations
	if !again {
		f.Phase = PhaseTerminalPending
		f.Report = s.fitReport(transport.TerminalReport{JobID: a.Spec.ID, Attempt: a.Attempt,
			Reason: "bundle_lost", Message: fmt.Sprintf("sealed bundle lost after a restart (%v) and no time or generation left to scan again", cause),
			Retryable: true})
	}
	lostPath := s.file.Bundle.Path
	if err := s.write(f); err != nil {
		return err
	}
	// Nothing refers to the damaged file now; a crash before this removal
	// leaves it to the start-up sweep.
	if s.ownsBundlePath(lostPath) {
		if err := os.Remove(lostPath); err != nil && !errors.Is(err, os.ErrNotExist) {
			s.log.Warn("removing damaged bundle", "err", err)
		}
	}
	if again {
		// runAssigned starts the next generation without asking again.
		lk := s.startLease(a)
		lk.setExpiry(st.Lease.Expires)
	}
	return nil
}
