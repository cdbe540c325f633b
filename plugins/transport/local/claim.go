package local

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/state"
)

// NoWork reasons.
const (
	// ReasonEmpty: no ready job at all.
	ReasonEmpty = "empty"
	// ReasonIncompatible: ready jobs remain, none for the asked scanners
	// and target kinds.
	ReasonIncompatible = "incompatible"
	// ReasonContended: compatible jobs were ready but other workers won
	// every one of them for maxClaimRounds listings in a row. Not "empty":
	// the queue may still hold work.
	ReasonContended = "contended"
)

// maxClaimRounds bounds how often one Claim relists ready/ after losing
// every race (each lost round means another worker claimed a job); it then
// answers NoWork with ReasonContended and the caller polls again.
const maxClaimRounds = 64

// Claim hands the oldest ready job whose scanner is in req.Scanners (and
// whose target kind is in req.TargetKinds, when it names any) to the
// asking slot, as a new attempt with a lease of Lease. Other jobs stay
// ready; when only such jobs remain the NoWork reason is
// "incompatible", and "empty" otherwise.
//
// Repeating a claim with the same RequestID returns the same assignment
// while its lease is live, its Resolution once a bundle or terminal report
// was accepted, and a Stale error when it ended otherwise (expired or
// cancelled): the caller then claims with a new request id. It never hands
// out a second job for one request id.
//
// The claim itself is rename(ready/<order>@<job>, leased/<job>@<request>)
// under the job lock, preceded by the request record (the intent) and
// followed by the lease write. Claim also sweeps expired leases, at most
// once per max(PollInterval, Lease/8) per Spool.
func (s *Spool) Claim(ctx context.Context, req transport.ClaimRequest) (_ transport.ClaimResult, err error) {
	const op = "claim"
	defer func() { err = s.confirmStale(op, err) }()
	if err := s.begin(ctx, op); err != nil {
		return transport.ClaimResult{}, err
	}
	if err := validateClaim(req); err != nil {
		return transport.ClaimResult{}, &transport.Error{Kind: transport.Fatal, Op: op, Err: err}
	}
	res, repeated, err := s.repeatClaim(req)
	if err != nil || repeated {
		return res, err
	}
	if err := s.maybeSweep(ctx); err != nil {
		s.logger.Warn("expiry sweep", "err", err)
	}
	return s.claimNew(ctx, req)
}

func validateClaim(req transport.ClaimRequest) error {
	if err := job.ValidateID("request_id", req.RequestID); err != nil {
		return err
	}
	if req.WorkerID != "" {
		if err := job.ValidateID("worker_id", req.WorkerID); err != nil {
			return err
		}
	}
	if req.Slot < 0 {
		return fmt.Errorf("slot: %d is negative", req.Slot)
	}
	if req.DefaultScanTimeout < 0 {
		return fmt.Errorf("default_scan_timeout: %s is negative", req.DefaultScanTimeout)
	}
	return nil
}

// repeatClaim answers a claim whose request id was seen before.
func (s *Spool) repeatClaim(req transport.ClaimRequest) (transport.ClaimResult, bool, error) {
	const op = "claim"
	var intent requestRecord
	err := readRecord(s.layout.requestPath(req.RequestID), maxRecordBytes, &intent)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return transport.ClaimResult{}, false, nil
	case errors.Is(err, errBadRecord) || (err == nil && job.ValidateID("job_id", intent.JobID) != nil):
		s.quarantine(s.layout.requestPath(req.RequestID), fmt.Errorf("bad request record: %w", err))
		return s.repeatFromLeased(req)
	case err != nil:
		return transport.ClaimResult{}, false, fmt.Errorf("claim: %w", err)
	}
	id := intent.JobID
	lk, err := s.lockJob(id, true)
	if errors.Is(err, errUnknownJob) {
		s.quarantine(s.layout.requestPath(req.RequestID), err)
		return transport.ClaimResult{}, false, nil
	}
	if err != nil {
		return transport.ClaimResult{}, false, fmt.Errorf("claim: %w", err)
	}
	defer lk.unlock()
	e, err := s.settleLease(id, req.RequestID, false)
	if err != nil {
		return transport.ClaimResult{}, false, fmt.Errorf("claim: %w", err)
	}
	if e != nil {
		spec, err := s.readSpec(id)
		if err != nil {
			return transport.ClaimResult{}, false, fmt.Errorf("claim: %w", err)
		}
		return transport.ClaimResult{Assignment: assignmentOf(spec, e)}, true, nil
	}
	rec, ok, err := s.readAttempt(id, intent.Attempt)
	if err != nil {
		return transport.ClaimResult{}, false, fmt.Errorf("claim: %w", err)
	}
	if ok && rec.RequestID == req.RequestID {
		if rec.Receipt != nil {
			return transport.ClaimResult{Resolution: resolutionOf(rec)}, true, nil
		}
		return transport.ClaimResult{}, true, transport.Errorf(transport.Stale, op,
			"request %s: assignment %s/%d ended (%s) without a result; claim again with a new request id",
			req.RequestID, id, rec.Attempt, rec.Outcome)
	}
	// The intent never committed: the claim stopped before its rename.
	if err := os.Remove(s.layout.requestPath(req.RequestID)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return transport.ClaimResult{}, false, fmt.Errorf("claim: %w", err)
	}
	return transport.ClaimResult{}, false, nil
}

// repeatFromLeased is the fallback when a request record was unreadable:
// a live lease under that request id is found by name.
func (s *Spool) repeatFromLeased(req transport.ClaimRequest) (transport.ClaimResult, bool, error) {
	names, err := readNames(s.layout.Leased())
	if err != nil {
		return transport.ClaimResult{}, false, fmt.Errorf("claim: %w", err)
	}
	for _, n := range names {
		id, r, err := parseLeasedName(n)
		if err != nil || r != req.RequestID {
			continue
		}
		lk, err := s.lockJob(id, true)
		if err != nil {
			return transport.ClaimResult{}, false, fmt.Errorf("claim: %w", err)
		}
		defer lk.unlock()
		e, err := s.settleLease(id, r, false)
		if err != nil || e == nil {
			return transport.ClaimResult{}, true, transport.Errorf(transport.Stale, "claim",
				"request %s: its assignment of job %s cannot be recovered; claim again with a new request id", r, id)
		}
		spec, err := s.readSpec(id)
		if err != nil {
			return transport.ClaimResult{}, false, fmt.Errorf("claim: %w", err)
		}
		return transport.ClaimResult{Assignment: assignmentOf(spec, e)}, true, nil
	}
	return transport.ClaimResult{}, false, nil
}

// claimNew claims the oldest compatible ready job that the ready index
// proposes. It reads ready/ only when the index has nothing left to try
// for this request, answers NoWork when a fresh listing has nothing
// compatible, and gives up with ReasonContended after maxClaimRounds
// listings whose every compatible entry another claim won.
func (s *Spool) claimNew(ctx context.Context, req transport.ClaimRequest) (transport.ClaimResult, error) {
	listings := 0
	lost := false             // a candidate went to another claim since the last listing
	skip := map[string]bool{} // entries locked by someone else, for this claim
	var busy []candidate
	for {
		if err := ctx.Err(); err != nil {
			return transport.ClaimResult{}, &transport.Error{Kind: transport.Retryable, Op: "claim", Err: err}
		}
		c, ok, bad := s.ready.next(&req, skip, s.classOf)
		for _, b := range bad {
			s.badReadyEntry(b.c, b.err)
		}
		wait := false
		if !ok && len(busy) > 0 {
			// Every candidate left was locked by someone else: wait for
			// the oldest rather than spin.
			c, busy, ok, wait = busy[0], busy[1:], true, true
		}
		if ok {
			a, err := s.tryClaim(c, req, wait)
			if errors.Is(err, errBusy) {
				s.ready.done(c, false)
				skip[c.name] = true
				busy = append(busy, c)
				continue
			}
			// Claimed, or gone from ready/ (another claim won it).
			s.ready.done(c, err == nil)
			if err != nil || a != nil {
				return transport.ClaimResult{Assignment: a}, err
			}
			lost = true
			continue
		}
		if listings > 0 && !lost {
			if s.ready.size() == 0 {
				return s.noWork(ReasonEmpty), nil
			}
			return s.noWork(ReasonIncompatible), nil
		}
		if listings == maxClaimRounds {
			return s.noWork(ReasonContended), nil
		}
		cands, err := s.listReady()
		if err != nil {
			return transport.ClaimResult{}, fmt.Errorf("claim: %w", err)
		}
		s.ready.refresh(cands)
		listings, lost = listings+1, false
		clear(skip)
	}
}

func (s *Spool) noWork(reason string) transport.ClaimResult {
	return transport.ClaimResult{NoWork: &transport.NoWork{RetryAfter: s.PollInterval.D(), Reason: reason}}
}

// badReadyEntry quarantines a ready entry whose spec cannot be read.
func (s *Spool) badReadyEntry(c candidate, err error) {
	if !errors.Is(err, errBadRecord) && !errors.Is(err, fs.ErrNotExist) {
		s.logger.Warn("reading job spec", "job_id", c.id, "err", err)
		return
	}
	lk, lerr := s.lockJob(c.id, true)
	if lerr != nil && !errors.Is(lerr, errUnknownJob) {
		return
	}
	defer lk.unlock()
	s.quarantine(filepath.Join(s.layout.Ready(), c.name), fmt.Errorf("job %s: unreadable spec: %w", c.id, err))
}

// tryClaim claims one candidate under its job lock. It returns a nil
// assignment when the candidate is gone, and errBusy when the lock is held
// and wait is false.
func (s *Spool) tryClaim(c candidate, req transport.ClaimRequest, wait bool) (*job.Assignment, error) {
	lk, err := s.lockJob(c.id, wait)
	if errors.Is(err, errUnknownJob) {
		s.quarantine(filepath.Join(s.layout.Ready(), c.name), err)
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer lk.unlock()
	from := filepath.Join(s.layout.Ready(), c.name)
	if ok, err := exists(from); err != nil || !ok {
		return nil, err
	}
	spec, err := s.readSpec(c.id)
	if err != nil {
		return nil, s.badSpec(c.id, from, err)
	}
	if cancel, err := s.cancelRequested(c.id); err != nil || cancel {
		// A Cancel that stopped between its marker and its rename.
		if err == nil {
			err = move(from, filepath.Join(s.layout.Cancelled(), c.id))
		}
		return nil, err
	}
	last, err := s.lastAttempt(c.id)
	if err != nil {
		return nil, fmt.Errorf("claim: %w", err)
	}
	intent := requestRecord{
		JobID: c.id, Attempt: last + 1, WorkerID: req.WorkerID, Slot: req.Slot,
		ScanTimeout: job.Duration(req.DefaultScanTimeout),
	}
	dir := s.layout.Job(c.id)
	if err := writeVia(dir, s.layout.requestPath(req.RequestID), intent); err != nil {
		return nil, fmt.Errorf("claim: %w", err)
	}
	if err := s.hook("claim.intent"); err != nil {
		return nil, err
	}
	to := s.layout.leasedPath(c.id, req.RequestID)
	if err := os.Rename(from, to); err != nil {
		os.Remove(s.layout.requestPath(req.RequestID))
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		return nil, fmt.Errorf("claim: %w", err)
	}
	// The rename commits the claim. Its directory fsyncs are grouped with
	// the lease write: that write's fsync of leased/ covers the new name
	// too, and ready/ is fsynced after it, so the old name's removal is
	// never made durable before the new name (docs/transport-local.md §4).
	if err := s.hook("claim.renamed"); err != nil {
		return nil, err
	}
	e := s.newLease(spec, req.RequestID, intent, c.order)
	if err := writeVia(dir, to, e); err != nil {
		// The claim is committed without its lease (a repeat or a sweep
		// completes it): make the rename durable as it stands.
		_ = state.SyncDir(s.layout.Leased())
		_ = state.SyncDir(s.layout.Ready())
		return nil, fmt.Errorf("claim: writing lease of %s: %w", c.id, err)
	}
	if err := state.SyncDir(s.layout.Ready()); err != nil {
		return nil, fmt.Errorf("claim %s: %w", c.id, err)
	}
	s.logger.Debug("claimed", "job_id", c.id, "attempt", e.Attempt, "request_id", req.RequestID, "worker_id", req.WorkerID, "slot", req.Slot)
	return assignmentOf(spec, &e), nil
}
