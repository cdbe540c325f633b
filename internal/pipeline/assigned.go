package pipeline

import (
	"context"
	"errors"
	"fmt"

	"github.com/sluicehq/sluice/core/transport"
)

// runAssigned drives an assignment through prepare and execute, one runner
// generation after another, until it has a sealed bundle (bundle_ready), a
// terminal report (terminal_pending), or is no longer ours (idle).
func (s *slot) runAssigned() error {
	a := s.file.Assignment
	if s.recovered {
		// After a restart, ask before acting: the lease may be gone.
		var st transport.Status
		err := s.retryTransport("status", func(ctx context.Context) error {
			var err error
			st, err = s.w.deps.Transport.Status(ctx, a)
			return err
		})
		switch {
		case err == errAborted:
			return err
		case err != nil && transport.KindOf(err) == transport.Fatal:
			return &FatalError{Slot: s.n, Op: "status", Err: err}
		case err != nil:
			return s.finishStale("status", err)
		case st.State != transport.StateActive:
			return s.finishStale("status", fmt.Errorf("assignment is %s", st.State))
		}
		lk := s.startLease(a)
		lk.setExpiry(st.Lease.Expires)
		if st.Lease.Cancel {
			lk.markCancel()
		}
	}
	s.startLease(a)
	for {
		out, err := s.runGeneration()
		if err != nil {
			return err
		}
		switch out.kind {
		case outcomeRetry:
			s.failedPending = true
			s.lastFailure = out.err
			failed := s.file.FailedGenerations + 1
			msg := "runner generation failed; starting another"
			if failed >= s.w.cfg.MaxGenerations {
				msg = "runner generation failed; that was the last one limits.max_generations allows here"
			}
			s.log.Warn(msg, "job", a.Key(), "generation", s.file.Generations, "failed_generations", failed,
				"max_generations", s.w.cfg.MaxGenerations, "err", out.err)
			continue
		case outcomeStorage:
			// The worker's storage failed the generation: not the job's
			// fault, so it does not count. Wait for the storage while the
			// assignment lasts (its lease, a cancel or its scan deadline
			// end the wait; the next generation's plan then says how the
			// assignment ends), then run a new generation.
			s.log.Warn("the worker's storage failed this generation; it does not count, and the job waits for the storage",
				"job", a.Key(), "generation", s.file.Generations, "err", out.err)
			// What the generation wrote goes first, so the free space
			// measured now is what the worker can count on.
			if err := s.clearWorkDir(); err != nil {
				s.log.Warn("removing work dir", "err", err)
			}
			s.w.storage.failed(s.w.faultPath(out.err), out.err)
			// Give the job back, for a worker whose storage works, when
			// the transport can take it without counting the attempt.
			if done, err := s.release(out.err); done || err != nil {
				return err
			}
			runCtx, cancel := s.runContext(a)
			err := s.w.storage.wait(runCtx, nil)
			cancel(nil)
			if err != nil && s.w.abortCtx.Err() != nil {
				return errAborted
			}
			continue
		case outcomeStale:
			return s.finishStale("execute", out.err)
		case outcomeTerminal:
			f := s.next(PhaseTerminalPending)
			f.Report = s.fitReport(out.report)
			if err := s.write(f); err != nil {
				return err
			}
			s.w.fault(FaultTerminalWritten)
			return nil
		case outcomeBundle:
			f := s.next(PhaseBundleReady)
			f.Bundle = &out.bundle
			if err := s.write(f); err != nil {
				return err
			}
			s.progress("sealed", string(out.completion))
			s.w.fault(FaultBundleReadyWritten)
			return nil
		}
		return errors.New("pipeline: unknown generation outcome")
	}
}

// maxReleaseReason bounds the reason a release sends.
const maxReleaseReason = 512

// release gives the assignment back to the transport after the worker's
// storage failed it (transport.Releaser): done reports that the slot is
// idle now. A transport that cannot release it (ErrCannotRelease) leaves
// the slot holding the job, waiting for its storage.
func (s *slot) release(cause error) (done bool, err error) {
	rel, ok := s.w.deps.Transport.(transport.Releaser)
	if !ok {
		return false, nil
	}
	a := s.file.Assignment
	reason := "the worker's storage failed: " + cause.Error()
	if len(reason) > maxReleaseReason {
		reason = reason[:maxReleaseReason]
	}
	err = s.retryTransport("release", func(ctx context.Context) error { return rel.Release(ctx, a, reason) })
	switch {
	case err == errAborted:
		return true, err
	case err == nil:
		s.log.Warn("job given back: the worker's storage failed; the attempt does not count", "job", a.Key())
		return true, s.finish(OutcomeReleased, "storage", "", 0)
	case errors.Is(err, transport.ErrCannotRelease):
		s.log.Info("the transport cannot take the job back; it waits here for the storage", "job", a.Key(), "err", err)
		return false, nil
	case transport.KindOf(err) == transport.Fatal:
		return true, &FatalError{Slot: s.n, Op: "release", Err: err}
	}
	return true, s.finishStale("release", err)
}
