package local

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
)

// sweepEvery is the least time between two sweeps of one Spool: the poll
// interval, or an eighth of the lease when that is longer (expiry needs no
// finer grain, and every sweep reads every lease).
func (s *Spool) sweepEvery() time.Duration { return max(s.PollInterval.D(), s.Lease.D()/8) }

// maybeSweep runs Sweep when sweepEvery has passed since this Spool's last
// sweep.
func (s *Spool) maybeSweep(ctx context.Context) error {
	now := s.now()
	s.mu.Lock()
	due := !now.Before(s.nextSweep)
	if due {
		s.nextSweep = now.Add(s.sweepEvery())
	}
	s.mu.Unlock()
	if !due {
		return nil
	}
	return s.Sweep(ctx)
}

// Sweep settles every entry in leased/: it ends leases past their expiry
// (the job goes back to ready as its next attempt, or to failed after
// MaxAttempts), finishes endings and claims that a crashed process left
// half done, and quarantines bad files. Claim and Status call it; it is
// exported for tools and tests. A lease whose job is locked by another
// operation is left for the next sweep.
func (s *Spool) Sweep(ctx context.Context) error {
	if err := s.begin(ctx, "sweep"); err != nil {
		return err
	}
	names, err := readNames(s.layout.Leased())
	if err != nil {
		return fmt.Errorf("sweep: %w", err)
	}
	now := s.clock()
	var errs []error
	for _, n := range names {
		if ctx.Err() != nil {
			break
		}
		id, req, err := parseLeasedName(n)
		if err != nil {
			s.quarantine(filepath.Join(s.layout.Leased(), n), err)
			continue
		}
		if s.leaseSettled(id, req, now) {
			continue
		}
		lk, err := s.lockJob(id, false)
		if errors.Is(err, errBusy) {
			continue
		}
		if errors.Is(err, errUnknownJob) {
			s.quarantine(filepath.Join(s.layout.Leased(), n), err)
			continue
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if _, err := s.settleLease(id, req, true); err != nil {
			errs = append(errs, fmt.Errorf("job %s: %w", id, err))
		}
		lk.unlock()
	}
	return errors.Join(errs...)
}

// leaseSettled is the lock-free first look of a sweep: a complete, unexpired
// lease whose attempt has no record needs nothing.
func (s *Spool) leaseSettled(id, req string, now time.Time) bool {
	var e entry
	if err := readRecord(s.layout.leasedPath(id, req), maxRecordBytes, &e); err != nil {
		return errors.Is(err, fs.ErrNotExist)
	}
	if e.JobID != id || e.RequestID != req || e.Lease == "" || !now.Before(e.LeaseExpires) {
		return false
	}
	ok, err := exists(s.layout.attemptPath(id, e.Attempt))
	return err == nil && !ok
}

// checkAssignment validates the parts of a that become file names.
func checkAssignment(op string, a *job.Assignment) error {
	if a == nil {
		return transport.Errorf(transport.Fatal, op, "nil assignment")
	}
	if err := job.ValidateID("job_id", a.Spec.ID); err != nil {
		return transport.Errorf(transport.Fatal, op, "assignment: %w", err)
	}
	if err := job.ValidateID("request_id", a.RequestID); err != nil {
		return transport.Errorf(transport.Fatal, op, "assignment %s: %w", a.Spec.ID, err)
	}
	if a.Attempt < 1 {
		return transport.Errorf(transport.Fatal, op, "assignment %s: attempt %d, must be at least 1", a.Spec.ID, a.Attempt)
	}
	return nil
}

// lockAssignment takes the job lock of a. An unknown job is Stale.
func (s *Spool) lockAssignment(op string, a *job.Assignment) (*jobLock, error) {
	lk, err := s.lockJob(a.Spec.ID, true)
	if errors.Is(err, errUnknownJob) {
		return nil, transport.Errorf(transport.Stale, op, "assignment %s: the spool has no such job", a.Key())
	}
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", op, a.Key(), err)
	}
	return lk, nil
}

// liveLease returns the live lease of a, or nil when a does not hold one.
// Call with the job lock held.
func (s *Spool) liveLease(a *job.Assignment, expire bool) (*entry, error) {
	e, err := s.settleLease(a.Spec.ID, a.RequestID, expire)
	if err != nil || e == nil {
		return nil, err
	}
	if e.Lease != a.Lease || e.Attempt != a.Attempt {
		return nil, nil
	}
	return e, nil
}

// Renew extends a's lease to now + Lease and returns the new expiry. The
// lease is renewed as long as a still holds it, even past its expiry when no
// sweep has ended it yet. A Stale error means the lease is gone or not a's.
// Lease.Cancel is true once Cancel was called for the job.
func (s *Spool) Renew(ctx context.Context, a *job.Assignment) (_ transport.Lease, err error) {
	const op = "renew"
	defer func() { err = s.confirmStale(op, err) }()
	if err := s.begin(ctx, op); err != nil {
		return transport.Lease{}, err
	}
	if err := checkAssignment(op, a); err != nil {
		return transport.Lease{}, err
	}
	lk, err := s.lockAssignment(op, a)
	if err != nil {
		return transport.Lease{}, err
	}
	defer lk.unlock()
	e, err := s.liveLease(a, false)
	if err != nil {
		return transport.Lease{}, fmt.Errorf("renew %s: %w", a.Key(), err)
	}
	if e == nil {
		return transport.Lease{}, transport.Errorf(transport.Stale, op, "assignment %s no longer holds its lease", a.Key())
	}
	e.LeaseExpires = s.clock().Add(s.Lease.D())
	if err := writeVia(s.layout.Job(a.Spec.ID), s.layout.leasedPath(a.Spec.ID, a.RequestID), e); err != nil {
		return transport.Lease{}, fmt.Errorf("renew %s: %w", a.Key(), err)
	}
	cancel, err := s.cancelRequested(a.Spec.ID)
	if err != nil {
		return transport.Lease{}, fmt.Errorf("renew %s: %w", a.Key(), err)
	}
	return transport.Lease{Expires: e.LeaseExpires, Cancel: cancel}, nil
}

// Cancel asks for job id to stop. A ready job moves to cancelled/ at once.
// A leased job keeps its lease, Renew and Status report Lease.Cancel, and
// the attempt resolves as cancelled when it reports, or its lease expires
// (a bundle delivered first is still accepted). Cancelling a cancelled job
// is a no-op; a done or failed job gives an error matching ErrEnded, an
// unknown one ErrNotFound. requester, who asks, is kept in the job's
// cancel marker.
func (s *Spool) Cancel(ctx context.Context, id, requester string) error {
	if err := s.begin(ctx, "cancel"); err != nil {
		return err
	}
	if err := job.ValidateID("job_id", id); err != nil {
		return fmt.Errorf("cancel: %w", err)
	}
	lk, err := s.lockJob(id, true)
	if errors.Is(err, errUnknownJob) {
		return fmt.Errorf("cancel %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("cancel %s: %w", id, err)
	}
	defer lk.unlock()
	loc, err := s.locate(id)
	if err != nil {
		return fmt.Errorf("cancel %s: %w", id, err)
	}
	switch loc.State {
	case "":
		return fmt.Errorf("cancel %s: %w (its enqueue never completed)", id, ErrNotFound)
	case StateCancelled:
		return nil
	case StateDone, StateFailed:
		return fmt.Errorf("cancel %s: %w (state %s)", id, ErrEnded, loc.State)
	}
	marker := struct {
		Requested time.Time `json:"requested"`
		// By is who asked (Cancel's requester), the audit record.
		By string `json:"by,omitempty"`
	}{s.clock(), requester}
	if err := writeVia(s.layout.Job(id), s.layout.cancelPath(id), marker); err != nil {
		return fmt.Errorf("cancel %s: %w", id, err)
	}
	if err := s.hook("cancel.marked"); err != nil {
		return err
	}
	if loc.State == StateReady {
		if err := move(loc.Path, filepath.Join(s.layout.Cancelled(), id)); err != nil {
			return fmt.Errorf("cancel %s: %w", id, err)
		}
	}
	s.logger.Info("job cancel requested", "job_id", id, "by", marker.By, "was", loc.State)
	return nil
}

// Status reports what the spool knows of a: active (with its lease),
// resolved (with the Resolution and its Receipt), expired, cancelled, or
// unknown. A lease past its expiry is ended first, so Status never reports
// an active lease that has run out.
func (s *Spool) Status(ctx context.Context, a *job.Assignment) (st transport.Status, err error) {
	const op = "status"
	defer func() {
		// Unknown or expired because the spool is gone is an outage.
		if err == nil && (st.State == transport.StateUnknown || st.State == transport.StateExpired) {
			if oerr := s.checkRoot(op); oerr != nil {
				st, err = transport.Status{}, oerr
			}
		}
	}()
	if err := s.begin(ctx, op); err != nil {
		return transport.Status{}, err
	}
	if err := checkAssignment(op, a); err != nil {
		return transport.Status{}, err
	}
	if err := s.maybeSweep(ctx); err != nil {
		s.logger.Warn("expiry sweep", "err", err)
	}
	lk, err := s.lockJob(a.Spec.ID, true)
	if errors.Is(err, errUnknownJob) {
		return transport.Status{State: transport.StateUnknown}, nil
	}
	if err != nil {
		return transport.Status{}, fmt.Errorf("status %s: %w", a.Key(), err)
	}
	defer lk.unlock()
	e, err := s.liveLease(a, true)
	if err != nil {
		return transport.Status{}, fmt.Errorf("status %s: %w", a.Key(), err)
	}
	if e != nil {
		cancel, err := s.cancelRequested(a.Spec.ID)
		if err != nil {
			return transport.Status{}, fmt.Errorf("status %s: %w", a.Key(), err)
		}
		return transport.Status{State: transport.StateActive, Lease: transport.Lease{Expires: e.LeaseExpires, Cancel: cancel}}, nil
	}
	rec, ok, err := s.readAttempt(a.Spec.ID, a.Attempt)
	if err != nil {
		return transport.Status{}, fmt.Errorf("status %s: %w", a.Key(), err)
	}
	if !ok || rec.RequestID != a.RequestID {
		return transport.Status{State: transport.StateUnknown}, nil
	}
	st = transport.Status{State: transport.StateExpired}
	switch {
	case rec.Next == StateCancelled:
		st.State = transport.StateCancelled
	case rec.Outcome == outcomeBundle || rec.Outcome == outcomeTerminal:
		st.State = transport.StateResolved
	}
	if rec.Receipt != nil {
		st.Resolution = resolutionOf(rec)
	}
	return st, nil
}

func resolutionOf(rec attemptRecord) *transport.Resolution {
	return &transport.Resolution{
		JobID:   rec.JobID,
		Attempt: rec.Attempt,
		Outcome: rec.Receipt.Outcome,
		Receipt: *rec.Receipt,
	}
}
