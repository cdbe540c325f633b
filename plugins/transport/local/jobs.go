package local

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/state"
)

// clock returns the current time in UTC without a monotonic reading, so a
// time read back from JSON equals the one written.
func (s *Spool) clock() time.Time { return s.now().UTC().Round(0) }

// location is where a job's entry file is.
type location struct {
	State string // StateReady ... StateCancelled, or "" when the job has no entry
	Path  string
	// RequestID is set for a leased job; Order for a ready one.
	RequestID string
	Order     int64
}

// locate finds the entry of job id. It lists ready/ and leased/, so it is
// for enqueue, cancel and inspection, not for the claim path.
func (s *Spool) locate(id string) (location, error) {
	for _, st := range []string{StateDone, StateFailed, StateCancelled} {
		p := filepath.Join(s.layout.endDir(st), id)
		ok, err := exists(p)
		if err != nil {
			return location{}, err
		}
		if ok {
			return location{State: st, Path: p}, nil
		}
	}
	names, err := readNames(s.layout.Leased())
	if err != nil {
		return location{}, err
	}
	for _, n := range names {
		if jid, req, err := parseLeasedName(n); err == nil && jid == id {
			return location{State: StateLeased, Path: filepath.Join(s.layout.Leased(), n), RequestID: req}, nil
		}
	}
	names, err = readNames(s.layout.Ready())
	if err != nil {
		return location{}, err
	}
	for _, n := range names {
		if order, jid, err := parseReadyName(n); err == nil && jid == id {
			return location{State: StateReady, Path: filepath.Join(s.layout.Ready(), n), Order: order}, nil
		}
	}
	return location{}, nil
}

// readSpec reads a job's spec; bad content wraps errBadRecord.
func (s *Spool) readSpec(id string) (job.Spec, error) {
	path := s.layout.specPath(id)
	data, err := state.ReadFile(path, MaxSpecBytes)
	if err != nil {
		var pe *fs.PathError
		if errors.Is(err, fs.ErrNotExist) || errors.As(err, &pe) && pe.Op == "open" {
			return job.Spec{}, err
		}
		return job.Spec{}, fmt.Errorf("%w: %w", errBadRecord, err)
	}
	decoded, err := job.DecodeSpec(data)
	if err != nil {
		return job.Spec{}, fmt.Errorf("%w: %s: %w", errBadRecord, path, err)
	}
	spec := *decoded
	if spec.ID != id {
		return spec, fmt.Errorf("%w: %s: job_id %q, want %q", errBadRecord, s.layout.specPath(id), spec.ID, id)
	}
	return spec, nil
}

// classOf returns the scanner and target kind of job id, from the cache
// when possible.
func (s *Spool) classOf(id string) (jobClass, error) {
	s.mu.Lock()
	cl, ok := s.classes[id]
	s.mu.Unlock()
	if ok {
		return cl, nil
	}
	spec, err := s.readSpec(id)
	if err != nil {
		return jobClass{}, err
	}
	cl = jobClass{scanner: spec.Scanner, kind: spec.Target.Kind}
	s.mu.Lock()
	if len(s.classes) >= maxClassCache {
		clear(s.classes)
	}
	s.classes[id] = cl
	s.mu.Unlock()
	return cl, nil
}

// lastAttempt returns the highest attempt number with an attempt record
// (0 when none). Call with the job lock held; unknown names are quarantined.
func (s *Spool) lastAttempt(id string) (int, error) {
	dir := s.layout.attemptsDir(id)
	names, err := readNames(dir)
	if err != nil {
		return 0, err
	}
	last := 0
	for _, name := range names {
		n, err := strconv.Atoi(strings.TrimSuffix(name, ".json"))
		if err != nil || n < 1 || n > MaxAttempts || name != strconv.Itoa(n)+".json" {
			s.quarantine(filepath.Join(dir, name), fmt.Errorf("not an attempt record name"))
			continue
		}
		last = max(last, n)
	}
	return last, nil
}

// readAttempt reads the record of attempt n; ok is false when there is
// none. A bad record is quarantined and reported as none.
func (s *Spool) readAttempt(id string, n int) (rec attemptRecord, ok bool, err error) {
	p := s.layout.attemptPath(id, n)
	err = readRecord(p, maxRecordBytes, &rec)
	switch {
	case err == nil:
		if rec.JobID != id || rec.Attempt != n {
			s.quarantine(p, fmt.Errorf("record names %s/%d", rec.JobID, rec.Attempt))
			return rec, false, nil
		}
		return rec, true, nil
	case errors.Is(err, fs.ErrNotExist):
		return rec, false, nil
	case errors.Is(err, errBadRecord):
		s.quarantine(p, err)
		return rec, false, nil
	}
	return rec, false, err
}

// writeAttempt durably records how an attempt ended: the commit point of
// every ending.
func (s *Spool) writeAttempt(rec attemptRecord) error {
	if err := state.MkdirPrivate(s.layout.attemptsDir(rec.JobID)); err != nil {
		return err
	}
	return writeVia(s.layout.Job(rec.JobID), s.layout.attemptPath(rec.JobID, rec.Attempt), rec)
}

func (s *Spool) cancelRequested(id string) (bool, error) { return exists(s.layout.cancelPath(id)) }

// decideNext fills rec.Next (and Order) for an attempt that ended. A job
// with a cancel request is cancelled; a retry goes back to ready while
// attempts remain; otherwise the job ends in final.
func (s *Spool) decideNext(rec *attemptRecord, retry bool, final string) error {
	cancel, err := s.cancelRequested(rec.JobID)
	if err != nil {
		return err
	}
	released, err := s.countReleased(rec.JobID, rec.Attempt)
	if err != nil {
		return err
	}
	switch {
	case cancel:
		rec.Next = StateCancelled
	case retry && rec.Attempt-released < s.MaxAttempts && rec.Attempt < MaxAttempts:
		rec.Next = StateReady
		rec.Order = rec.Ended.UnixNano()
	default:
		rec.Next = final
	}
	return nil
}

// countReleased counts the attempts before attempt n of job id that the
// worker gave back (outcome released): they do not count toward
// max_attempts. Call with the job lock held.
func (s *Spool) countReleased(id string, n int) (int, error) {
	released := 0
	for k := 1; k < n; k++ {
		rec, ok, err := s.readAttempt(id, k)
		if err != nil {
			return 0, err
		}
		if ok && rec.Outcome == outcomeReleased {
			released++
		}
	}
	return released, nil
}

// finishEnding moves the entry of an attempt whose ending is committed to
// the state its record names. It is repeatable: an entry already moved is
// left alone. Call with the job lock held.
func (s *Spool) finishEnding(rec attemptRecord) error {
	from := s.layout.leasedPath(rec.JobID, rec.RequestID)
	var to string
	switch rec.Next {
	case StateReady:
		to = s.layout.readyPath(rec.Order, rec.JobID)
	case StateDone, StateFailed, StateCancelled:
		to = filepath.Join(s.layout.endDir(rec.Next), rec.JobID)
	default:
		return fmt.Errorf("attempt record %s/%d: unknown next state %q", rec.JobID, rec.Attempt, rec.Next)
	}
	mv := move
	if rec.Next != StateReady {
		mv = moveEnded
	}
	if err := mv(from, to); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("moving job %s to %s: %w", rec.JobID, rec.Next, err)
	}
	if err := s.hook("ending.moved"); err != nil {
		return err
	}
	if rec.Next != StateReady {
		s.cleanupResolved(rec)
	}
	return nil
}

// cleanupResolved removes copies left in incoming/ and bundles of attempts
// that were not accepted, once a job has ended for good.
func (s *Spool) cleanupResolved(rec attemptRecord) {
	if err := os.RemoveAll(s.layout.incomingDir(rec.JobID)); err != nil {
		s.logger.Warn("cleaning incoming bundles", "job_id", rec.JobID, "err", err)
	}
	names, _ := readNames(s.layout.resultDir(rec.JobID))
	for _, n := range names {
		if n != rec.Bundle {
			os.Remove(filepath.Join(s.layout.resultDir(rec.JobID), n))
		}
	}
}

// settleLease brings leased/<id>@<req> to a settled state. It finishes an
// ending whose attempt record is written, completes a claim that stopped
// between its rename and its lease write, and, when expire is true, ends a
// lease past its expiry. It returns the entry while the lease is live, or
// nil when there is no live lease under that name. Call with the job lock
// held.
func (s *Spool) settleLease(id, req string, expire bool) (*entry, error) {
	path := s.layout.leasedPath(id, req)
	var e entry
	err := readRecord(path, maxRecordBytes, &e)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, nil
	case errors.Is(err, errBadRecord):
		s.quarantine(path, err)
		return nil, nil
	case err != nil:
		return nil, err
	}
	if e.JobID != id {
		s.quarantine(path, fmt.Errorf("entry names job %q", e.JobID))
		return nil, nil
	}
	n := e.Attempt
	complete := e.RequestID == req && e.Lease != ""
	var intent requestRecord
	if !complete {
		if err := readRecord(s.layout.requestPath(req), maxRecordBytes, &intent); err != nil || intent.JobID != id {
			last, lerr := s.lastAttempt(id)
			if lerr != nil {
				return nil, lerr
			}
			intent = requestRecord{JobID: id, Attempt: last + 1}
		}
		n = intent.Attempt
	}
	rec, ok, err := s.readAttempt(id, n)
	if err != nil {
		return nil, err
	}
	if ok && rec.RequestID == req {
		return nil, s.finishEnding(rec)
	}
	if ok {
		// Attempt n already ended for another request: this entry cannot
		// be a live lease, and ending it again would record n twice.
		s.quarantine(path, fmt.Errorf("attempt %d of job %s ended for request %s", n, id, rec.RequestID))
		return nil, nil
	}
	if !complete {
		spec, err := s.readSpec(id)
		if err != nil {
			return nil, s.badSpec(id, path, err)
		}
		e = s.newLease(spec, req, intent, e.Order)
		if err := writeVia(s.layout.Job(id), path, e); err != nil {
			return nil, err
		}
		s.logger.Info("completed an interrupted claim", "job_id", id, "request_id", req, "attempt", n)
	}
	if expire && !s.clock().Before(e.LeaseExpires) {
		return nil, s.expireLease(e)
	}
	return &e, nil
}

// badSpec handles an entry whose job spec cannot be read: bad content is
// quarantined (entry and spec), other errors are returned.
func (s *Spool) badSpec(id, entryPath string, err error) error {
	if errors.Is(err, errBadRecord) || errors.Is(err, fs.ErrNotExist) {
		s.quarantine(entryPath, fmt.Errorf("job %s: unreadable spec: %w", id, err))
		return nil
	}
	return err
}

// newLease builds the lease entry of a claim from its intent.
func (s *Spool) newLease(spec job.Spec, req string, intent requestRecord, order int64) entry {
	now := s.clock()
	timeout := spec.AssignedScanTimeout(intent.ScanTimeout.D(), s.MaxScanTimeout.D())
	return entry{
		JobID:        spec.ID,
		Attempt:      intent.Attempt,
		Order:        order,
		RequestID:    req,
		WorkerID:     intent.WorkerID,
		Slot:         intent.Slot,
		Lease:        state.RandomHex(16),
		LeaseExpires: now.Add(s.Lease.D()),
		ScanDeadline: now.Add(timeout),
		Claimed:      now,
	}
}

// expireLease ends a lease that ran out: the job goes back to ready as its
// next attempt, or to failed when no attempts remain (cancelled when a
// cancel was requested). Call with the job lock held.
func (s *Spool) expireLease(e entry) error {
	rec := attemptRecord{
		JobID: e.JobID, Attempt: e.Attempt, RequestID: e.RequestID,
		Outcome: outcomeExpired, Ended: s.clock(),
	}
	if err := s.decideNext(&rec, true, StateFailed); err != nil {
		return err
	}
	if rec.Next == StateFailed {
		r := transport.LeaseExpiredReport(e.JobID, e.Attempt, e.WorkerID, e.Slot, e.LeaseExpires, s.MaxAttempts)
		rec.Report = &r
	}
	if err := s.writeAttempt(rec); err != nil {
		return err
	}
	s.logger.Info("lease expired", "job_id", e.JobID, "attempt", e.Attempt, "request_id", e.RequestID, "next", rec.Next)
	if err := s.hook("expire.committed"); err != nil {
		return err
	}
	return s.finishEnding(rec)
}

func assignmentOf(spec job.Spec, e *entry) *job.Assignment {
	return &job.Assignment{
		Spec:         spec,
		Attempt:      e.Attempt,
		RequestID:    e.RequestID,
		Lease:        e.Lease,
		LeaseExpires: e.LeaseExpires,
		ScanDeadline: e.ScanDeadline,
		Slot:         e.Slot,
	}
}
