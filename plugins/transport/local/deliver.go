package local

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"syscall"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/hexdigest"
	"github.com/sluicehq/sluice/internal/state"
)

// receiptID derives a receipt id from what was accepted, so a repeated
// delivery of the same bytes for the same attempt gets the same id.
func receiptID(jobID string, attempt int, outcome transport.Outcome, digest string) string {
	h := sha256.New()
	for _, part := range []string{"sluice transport.local receipt v1", jobID, strconv.Itoa(attempt), string(outcome), digest} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Deliver accepts the sealed bundle b for assignment a. The file is copied
// into the job's result/ directory while it is hashed; a size or digest that
// differs from b is a Fatal error naming both. The acceptance is committed
// by the attempt record under the job lock, so it races the expiry sweep
// safely: exactly one of them ends the attempt.
//
// Delivering the same digest again for the same attempt returns the same
// Receipt. A different digest, or a terminal report already accepted for the
// attempt, is a Conflict; an attempt that no longer holds its lease (or
// that expired) is Stale. A bundle is accepted while the lease is still in
// leased/, even if its expiry passed and no sweep ended it yet, and even if
// the job was asked to cancel.
func (s *Spool) Deliver(ctx context.Context, a *job.Assignment, b transport.BundleRef) (r transport.Receipt, err error) {
	const op = "deliver"
	defer func() { err = s.confirmStale(op, err) }()
	if err := s.begin(ctx, op); err != nil {
		return r, err
	}
	if err := checkAssignment(op, a); err != nil {
		return r, err
	}
	if !hexdigest.IsSHA256(b.Digest) {
		return r, transport.Errorf(transport.Fatal, op, "%s: bundle digest %q is not 64 lowercase hex digits", a.Key(), b.Digest)
	}
	if b.Size < 0 || b.Size > MaxBundleBytes {
		return r, transport.Errorf(transport.Fatal, op, "%s: bundle size %d, must be 0..%d", a.Key(), b.Size, MaxBundleBytes)
	}
	if b.Partial != nil {
		if err := b.Partial.Validate(); err != nil {
			return r, transport.Errorf(transport.Fatal, op, "%s: %v", a.Key(), err)
		}
	}
	// Answer replays and stale deliveries without copying.
	if r, done, err := s.ended(op, a, transport.OutcomeBundle, b.Digest); done {
		return r, err
	}
	if ok, err := exists(s.layout.leasedPath(a.Spec.ID, a.RequestID)); err == nil && !ok {
		if r, done, err := s.lockedEnded(op, a, transport.OutcomeBundle, b.Digest); done {
			return r, err
		}
	}
	staged, err := s.stageBundle(ctx, a, b)
	if err != nil {
		return r, err
	}
	defer func() {
		if staged != "" && !isCrash(err) {
			os.Remove(staged)
		}
	}()
	if err := s.hook("deliver.staged"); err != nil {
		return r, err
	}
	return s.acceptBundle(a, b, &staged)
}

// acceptBundle commits a staged, verified bundle copy under the job lock.
// *staged is cleared once the copy has moved into result/.
func (s *Spool) acceptBundle(a *job.Assignment, b transport.BundleRef, staged *string) (r transport.Receipt, err error) {
	const op = "deliver"
	lk, err := s.lockAssignment(op, a)
	if err != nil {
		return r, err
	}
	defer lk.unlock()
	if r, done, err := s.endedLocked(op, a, transport.OutcomeBundle, b.Digest); done {
		return r, err
	}
	e, err := s.liveLease(a, false)
	if err != nil {
		return r, fmt.Errorf("deliver %s: %w", a.Key(), err)
	}
	if e == nil {
		return r, transport.Errorf(transport.Stale, op, "assignment %s no longer holds its lease", a.Key())
	}
	name := fmt.Sprintf("%d-%s.bundle", a.Attempt, b.Digest)
	if err := moveFromTemp(*staged, filepath.Join(s.layout.resultDir(a.Spec.ID), name)); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return r, transport.Errorf(transport.Stale, op, "assignment %s: its staged bundle was swept (the attempt ended meanwhile)", a.Key())
		}
		return r, fmt.Errorf("deliver %s: %w", a.Key(), err)
	}
	*staged = ""
	if err := s.hook("deliver.result"); err != nil {
		return r, err
	}
	now := s.clock()
	rec := attemptRecord{
		JobID: a.Spec.ID, Attempt: a.Attempt, RequestID: a.RequestID,
		Outcome: outcomeBundle, Next: StateDone, Bundle: name, Partial: b.Partial, Ended: now,
		Receipt: &transport.Receipt{
			ID: receiptID(a.Spec.ID, a.Attempt, transport.OutcomeBundle, b.Digest), JobID: a.Spec.ID,
			Attempt: a.Attempt, Digest: b.Digest, Outcome: transport.OutcomeBundle, Accepted: now,
		},
	}
	if err := s.writeAttempt(rec); err != nil {
		return r, fmt.Errorf("deliver %s: %w", a.Key(), err)
	}
	if err := s.hook("deliver.committed"); err != nil {
		return r, err
	}
	if err := s.finishEnding(rec); err != nil {
		return r, fmt.Errorf("deliver %s: %w", a.Key(), err)
	}
	s.logger.Info("bundle accepted", "job_id", a.Spec.ID, "attempt", a.Attempt, "digest", b.Digest, "bytes", b.Size)
	return *rec.Receipt, nil
}

// ended answers from the attempt record without the lock: done is true when
// the attempt already ended (the answer is the receipt or an error).
func (s *Spool) ended(op string, a *job.Assignment, outcome transport.Outcome, digest string) (transport.Receipt, bool, error) {
	var rec attemptRecord
	if err := readRecord(s.layout.attemptPath(a.Spec.ID, a.Attempt), maxRecordBytes, &rec); err != nil {
		return transport.Receipt{}, false, nil
	}
	if rec.RequestID == a.RequestID && rec.Next != StateReady {
		// A replay after a crash may find the ending half done (its entry
		// not moved, or copies left in incoming/): finish it under the lock.
		if ok, _ := exists(s.layout.incomingDir(a.Spec.ID)); ok {
			return s.lockedEnded(op, a, outcome, digest)
		}
	}
	return s.judgeEnded(op, a, rec, outcome, digest)
}

// lockedEnded is ended under the job lock, finishing a half-done ending.
func (s *Spool) lockedEnded(op string, a *job.Assignment, outcome transport.Outcome, digest string) (transport.Receipt, bool, error) {
	lk, err := s.lockAssignment(op, a)
	if err != nil {
		return transport.Receipt{}, true, err
	}
	defer lk.unlock()
	if r, done, err := s.endedLocked(op, a, outcome, digest); done {
		return r, done, err
	}
	e, err := s.liveLease(a, false)
	if err != nil {
		return transport.Receipt{}, true, fmt.Errorf("%s %s: %w", op, a.Key(), err)
	}
	if e == nil {
		return transport.Receipt{}, true, transport.Errorf(transport.Stale, op, "assignment %s no longer holds its lease", a.Key())
	}
	return transport.Receipt{}, false, nil
}

// endedLocked is ended with the job lock held; a committed ending whose
// entry has not moved yet is finished first.
func (s *Spool) endedLocked(op string, a *job.Assignment, outcome transport.Outcome, digest string) (transport.Receipt, bool, error) {
	rec, ok, err := s.readAttempt(a.Spec.ID, a.Attempt)
	if err != nil {
		return transport.Receipt{}, true, fmt.Errorf("%s %s: %w", op, a.Key(), err)
	}
	if !ok {
		return transport.Receipt{}, false, nil
	}
	if rec.RequestID == a.RequestID {
		if err := s.finishEnding(rec); err != nil {
			return transport.Receipt{}, true, fmt.Errorf("%s %s: %w", op, a.Key(), err)
		}
	}
	return s.judgeEnded(op, a, rec, outcome, digest)
}

// judgeEnded decides a delivery or report for an attempt that has ended.
func (s *Spool) judgeEnded(op string, a *job.Assignment, rec attemptRecord, outcome transport.Outcome, digest string) (transport.Receipt, bool, error) {
	if rec.RequestID != a.RequestID {
		return transport.Receipt{}, true, transport.Errorf(transport.Stale, op, "assignment %s: attempt belongs to request %s", a.Key(), rec.RequestID)
	}
	if rec.Receipt == nil {
		return transport.Receipt{}, true, transport.Errorf(transport.Stale, op, "assignment %s ended (%s) before this %s", a.Key(), rec.Outcome, op)
	}
	if rec.Receipt.Outcome == outcome && rec.Receipt.Digest == digest {
		return *rec.Receipt, true, nil
	}
	return transport.Receipt{}, true, transport.Errorf(transport.Conflict, op,
		"assignment %s already has an accepted %s with digest %s; this %s has digest %s",
		a.Key(), rec.Receipt.Outcome, rec.Receipt.Digest, outcome, digest)
}

// stageBundle puts a verified, fsynced copy of b into the job's incoming/
// directory and returns its path. When it can, the copy is a hard link to
// the sealed file rather than a second file (see linkBundle); otherwise the
// bytes are copied. Either way the staged file is hashed and its size and
// sha256 checked against b after it is in incoming/.
func (s *Spool) stageBundle(ctx context.Context, a *job.Assignment, b transport.BundleRef) (string, error) {
	const op = "deliver"
	src, err := state.OpenNoFollow(b.Path)
	if err != nil {
		return "", transport.Errorf(transport.Fatal, op, "%s: opening bundle: %w", a.Key(), err)
	}
	defer src.Close()
	fi, err := src.Stat()
	if err != nil {
		return "", fmt.Errorf("deliver %s: %w", a.Key(), err)
	}
	if !fi.Mode().IsRegular() {
		return "", transport.Errorf(transport.Fatal, op, "%s: bundle %s is not a regular file", a.Key(), b.Path)
	}
	dir := s.layout.incomingDir(a.Spec.ID)
	if err := state.MkdirPrivate(dir); err != nil {
		return "", fmt.Errorf("deliver %s: %w", a.Key(), err)
	}
	if f := linkBundle(b.Path, fi, dir); f != nil {
		return s.finishStaged(ctx, a, b, f, f, io.Discard)
	}
	tmp, err := state.CreateTemp(dir)
	if err != nil {
		return "", fmt.Errorf("deliver %s: %w", a.Key(), err)
	}
	return s.finishStaged(ctx, a, b, tmp, src, tmp)
}

// linkBundle hard-links the sealed bundle at path (already opened, with
// info fi) into dir under a temp name and returns the link opened for
// reading, or nil when it cannot, and the caller copies instead. A link
// needs the same file system, a file of this user that no group or other
// may read or write (the spool's files are 0600) and that has no other
// link yet; after linking, the new name must still be the file that was
// opened (the path was not swapped meanwhile).
//
// The accepted bundle then shares its inode with the worker's sealed
// file. Sealed files are never written again (the worker only removes its
// name once the receipt is recorded), and whoever could write to that file
// runs as the spool's user and could write to the spool itself, so the
// link gives nobody a way in that a copy closes. What it saves is a new
// inode and a copy of the bytes per delivery.
func linkBundle(path string, fi os.FileInfo, dir string) *os.File {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok || fi.Mode().Perm()&0o077 != 0 || int(st.Uid) != os.Getuid() || st.Nlink != 1 {
		return nil
	}
	name := filepath.Join(dir, state.TempPrefix+state.RandomHex(8))
	if err := os.Link(path, name); err != nil {
		return nil // another file system, a link limit, a race: copy
	}
	f, err := state.OpenNoFollow(name)
	if err == nil {
		if li, err := f.Stat(); err == nil && os.SameFile(fi, li) {
			return f
		}
		f.Close()
	}
	os.Remove(name)
	return nil
}

// finishStaged reads the bundle from r (writing it to w, the staged copy,
// unless staged is a link), checks its size and digest against b, fsyncs
// staged and returns its path. On an error the staged file is removed.
func (s *Spool) finishStaged(ctx context.Context, a *job.Assignment, b transport.BundleRef, staged *os.File, r io.Reader, w io.Writer) (string, error) {
	const op = "deliver"
	ok := false
	defer func() {
		if !ok {
			staged.Close()
			os.Remove(staged.Name())
		}
	}()
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(w, h), &ctxReader{ctx: ctx, r: io.LimitReader(r, b.Size+1)})
	if err != nil {
		return "", fmt.Errorf("deliver %s: copying bundle: %w", a.Key(), err)
	}
	if n != b.Size {
		return "", transport.Errorf(transport.Fatal, op, "%s: bundle %s has %s bytes, the reference says %d",
			a.Key(), b.Path, sizeText(n, b.Size), b.Size)
	}
	if got := hexSum(h); got != b.Digest {
		return "", transport.Errorf(transport.Fatal, op, "%s: bundle %s has sha256 %s, the reference says %s", a.Key(), b.Path, got, b.Digest)
	}
	if err := staged.Sync(); err != nil {
		return "", fmt.Errorf("deliver %s: syncing bundle copy: %w", a.Key(), err)
	}
	if err := staged.Close(); err != nil {
		return "", fmt.Errorf("deliver %s: %w", a.Key(), err)
	}
	ok = true
	return staged.Name(), nil
}

func sizeText(n, want int64) string {
	if n > want {
		return "more than " + strconv.FormatInt(want, 10)
	}
	return strconv.FormatInt(n, 10)
}

func hexSum(h hash.Hash) string { return hex.EncodeToString(h.Sum(nil)) }

// ctxReader stops a copy when its context ends.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c *ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

// Report accepts a terminal report for assignment a, an attempt that made
// no bundle. The report's JobID and Attempt, when set, must match a; its
// JSON encoding must fit MaxReportBytes. The same report again returns the
// same Receipt; a different one (or a bundle already accepted) is a
// Conflict; an attempt that no longer holds its lease is Stale.
//
// A Retryable report sends the job back to ready as its next attempt while
// attempts remain; otherwise the job moves to failed/ with the report
// stored. A job asked to cancel moves to cancelled/ instead.
func (s *Spool) Report(ctx context.Context, a *job.Assignment, rep transport.TerminalReport) (r transport.Receipt, err error) {
	const op = "report"
	defer func() { err = s.confirmStale(op, err) }()
	if err := s.begin(ctx, op); err != nil {
		return r, err
	}
	if err := checkAssignment(op, a); err != nil {
		return r, err
	}
	if rep.JobID == "" {
		rep.JobID = a.Spec.ID
	}
	if rep.Attempt == 0 {
		rep.Attempt = a.Attempt
	}
	if rep.JobID != a.Spec.ID || rep.Attempt != a.Attempt {
		return r, transport.Errorf(transport.Fatal, op, "report names %s/%d but the assignment is %s", rep.JobID, rep.Attempt, a.Key())
	}
	if rep.Reason == "" {
		return r, transport.Errorf(transport.Fatal, op, "%s: report has no reason", a.Key())
	}
	data, err := json.Marshal(rep)
	if err != nil {
		return r, transport.Errorf(transport.Fatal, op, "%s: encoding report: %w", a.Key(), err)
	}
	if len(data) > MaxReportBytes {
		return r, transport.Errorf(transport.Fatal, op, "%s: report is %d bytes encoded, over the limit of %d (fit it with internal/diag first)",
			a.Key(), len(data), MaxReportBytes)
	}
	sum := sha256.Sum256(data)
	digest := hex.EncodeToString(sum[:])
	lk, err := s.lockAssignment(op, a)
	if err != nil {
		return r, err
	}
	defer lk.unlock()
	if r, done, err := s.endedLocked(op, a, transport.OutcomeTerminal, digest); done {
		return r, err
	}
	e, err := s.liveLease(a, false)
	if err != nil {
		return r, fmt.Errorf("report %s: %w", a.Key(), err)
	}
	if e == nil {
		return r, transport.Errorf(transport.Stale, op, "assignment %s no longer holds its lease", a.Key())
	}
	now := s.clock()
	rec := attemptRecord{
		JobID: a.Spec.ID, Attempt: a.Attempt, RequestID: a.RequestID,
		Outcome: outcomeTerminal, Report: &rep, Ended: now,
		Receipt: &transport.Receipt{
			ID: receiptID(a.Spec.ID, a.Attempt, transport.OutcomeTerminal, digest), JobID: a.Spec.ID,
			Attempt: a.Attempt, Digest: digest, Outcome: transport.OutcomeTerminal, Accepted: now,
		},
	}
	if err := s.decideNext(&rec, rep.Retryable, StateFailed); err != nil {
		return r, fmt.Errorf("report %s: %w", a.Key(), err)
	}
	if rec.Next == StateCancelled {
		rec.Outcome = outcomeCancelled
	}
	if err := s.writeAttempt(rec); err != nil {
		return r, fmt.Errorf("report %s: %w", a.Key(), err)
	}
	if err := s.hook("report.committed"); err != nil {
		return r, err
	}
	if err := s.finishEnding(rec); err != nil {
		return r, fmt.Errorf("report %s: %w", a.Key(), err)
	}
	s.logger.Info("terminal report accepted", "job_id", a.Spec.ID, "attempt", a.Attempt, "reason", rep.Reason, "next", rec.Next)
	return *rec.Receipt, nil
}

// maxReleaseReasonBytes bounds the reason of a Release.
const maxReleaseReasonBytes = 1024

// Release implements transport.Releaser: the assignment ends without a
// result, outcome released, and the job goes back to ready in the place
// it had; the attempt does not count toward max_attempts (decideNext
// subtracts released attempts). An attempt number at the spool's limit
// (MaxAttempts) cannot be released: ErrCannotRelease.
func (s *Spool) Release(ctx context.Context, a *job.Assignment, reason string) (err error) {
	const op = "release"
	defer func() { err = s.confirmStale(op, err) }()
	if err := s.begin(ctx, op); err != nil {
		return err
	}
	if err := checkAssignment(op, a); err != nil {
		return err
	}
	if reason == "" || len(reason) > maxReleaseReasonBytes {
		return transport.Errorf(transport.Fatal, op, "%s: a release needs a reason of 1..%d bytes", a.Key(), maxReleaseReasonBytes)
	}
	if a.Attempt >= MaxAttempts {
		return fmt.Errorf("%s: attempt %d is the spool's last attempt number: %w", a.Key(), a.Attempt, transport.ErrCannotRelease)
	}
	lk, err := s.lockAssignment(op, a)
	if err != nil {
		return err
	}
	defer lk.unlock()
	rec, ok, err := s.readAttempt(a.Spec.ID, a.Attempt)
	if err != nil {
		return fmt.Errorf("release %s: %w", a.Key(), err)
	}
	if ok {
		if rec.RequestID == a.RequestID && rec.Outcome == outcomeReleased {
			return s.finishEnding(rec) // a repeat: finish what a crash may have left half done
		}
		return transport.Errorf(transport.Stale, op, "assignment %s ended (%s) before this release", a.Key(), rec.Outcome)
	}
	e, err := s.liveLease(a, false)
	if err != nil {
		return fmt.Errorf("release %s: %w", a.Key(), err)
	}
	if e == nil {
		return transport.Errorf(transport.Stale, op, "assignment %s no longer holds its lease", a.Key())
	}
	cancel, err := s.cancelRequested(a.Spec.ID)
	if err != nil {
		return fmt.Errorf("release %s: %w", a.Key(), err)
	}
	rec = attemptRecord{
		JobID: a.Spec.ID, Attempt: a.Attempt, RequestID: a.RequestID,
		Outcome: outcomeReleased, Released: reason, Next: StateReady, Order: e.Order, Ended: s.clock(),
	}
	if cancel {
		rec.Next = StateCancelled
	}
	if err := s.writeAttempt(rec); err != nil {
		return fmt.Errorf("release %s: %w", a.Key(), err)
	}
	if err := s.hook("release.committed"); err != nil {
		return err
	}
	if err := s.finishEnding(rec); err != nil {
		return fmt.Errorf("release %s: %w", a.Key(), err)
	}
	s.logger.Info("job released by its worker; the attempt does not count", "job_id", a.Spec.ID, "attempt", a.Attempt,
		"worker_id", e.WorkerID, "reason", reason, "next", rec.Next)
	return nil
}

var _ transport.Releaser = (*Spool)(nil)
