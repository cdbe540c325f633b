package nats

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	natsgo "github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/hexdigest"
	"github.com/sluicehq/sluice/internal/state"
)

// checkAssignment validates the parts of a that become keys.
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

// holds reports whether rec is leased to a (whatever its expiry).
func holds(rec *record, a *job.Assignment) bool {
	return rec != nil && rec.State == stateLeased && rec.Attempt == a.Attempt && rec.RequestID == a.RequestID && rec.Lease == a.Lease
}

// live reports whether a holds rec's lease and it has not run out. A lease
// past its expiry is lost even before another worker takes the job: the
// fence does not wait for the redelivery.
func (t *Transport) live(rec *record, a *job.Assignment) bool {
	return holds(rec, a) && t.now().Before(rec.Expires)
}

func stale(op string, a *job.Assignment) error {
	return transport.Errorf(transport.Stale, op, "assignment %s no longer holds its lease", a.Key())
}

// change applies f to the record of a's job while a holds a live lease,
// by CAS, retrying when another change came first. f may answer from an
// ended attempt (done true) instead of changing the record. The first
// round starts from the record this transport last wrote for a's lease,
// when it has one (heldRecords), instead of reading it.
func (t *Transport) change(ctx context.Context, op string, a *job.Assignment, f func(rec *record) (done bool, err error)) (*record, error) {
	for round := range maxCASRounds {
		var rec *record
		var rev uint64
		held := false
		if round == 0 {
			rec, rev, held = t.held.take(a.Spec.ID)
			held = held && holds(rec, a)
		}
		if !held {
			var err error
			if rec, rev, err = t.get(ctx, a.Spec.ID); err != nil {
				return nil, retryable(op, err)
			}
		}
		if rec == nil {
			return nil, transport.Errorf(transport.Stale, op, "assignment %s: no such job", a.Key())
		}
		if done, err := f(rec); done || err != nil {
			return nil, err
		}
		switch newRev, err := t.put(ctx, rec, rev); {
		case isConflict(err):
			t.metrics.conflict(op)
			continue
		case err != nil:
			return nil, retryable(op, err)
		default:
			t.held.remember(rec, newRev)
		}
		return rec, nil
	}
	return nil, transport.Errorf(transport.Retryable, op, "assignment %s: state changed under every one of %d tries", a.Key(), maxCASRounds)
}

// Renew extends a's lease to now + Lease and tells the server the job's
// message is still being worked on. A lease that ran out is Stale.
func (t *Transport) Renew(ctx context.Context, a *job.Assignment) (transport.Lease, error) {
	const op = "renew"
	if err := t.begin(ctx, op); err != nil {
		return transport.Lease{}, err
	}
	if err := checkAssignment(op, a); err != nil {
		return transport.Lease{}, err
	}
	ctx, cancel := context.WithTimeout(ctx, t.RequestTimeout.D())
	defer cancel()
	rec, err := t.change(ctx, op, a, func(rec *record) (bool, error) {
		if !t.live(rec, a) {
			return true, stale(op, a)
		}
		rec.Expires = t.now().Add(t.Lease.D())
		return false, nil
	})
	if err != nil {
		return transport.Lease{}, err
	}
	if rec.Reply != "" {
		_ = t.nc.Publish(rec.Reply, []byte("+WPI"))
	}
	return transport.Lease{Expires: rec.Expires, Cancel: !rec.CancelAsked.IsZero()}, nil
}

// Status reports what the state bucket knows of a: active with its lease,
// resolved with its Resolution, expired, or unknown.
func (t *Transport) Status(ctx context.Context, a *job.Assignment) (transport.Status, error) {
	const op = "status"
	if err := t.begin(ctx, op); err != nil {
		return transport.Status{}, err
	}
	if err := checkAssignment(op, a); err != nil {
		return transport.Status{}, err
	}
	ctx, cancel := context.WithTimeout(ctx, t.RequestTimeout.D())
	defer cancel()
	rec, _, err := t.get(ctx, a.Spec.ID)
	if err != nil {
		return transport.Status{}, retryable(op, err)
	}
	if holds(rec, a) {
		if t.live(rec, a) {
			return transport.Status{State: transport.StateActive, Lease: transport.Lease{Expires: rec.Expires, Cancel: !rec.CancelAsked.IsZero()}}, nil
		}
		return transport.Status{State: transport.StateExpired}, nil
	}
	if rec == nil {
		return transport.Status{State: transport.StateUnknown}, nil
	}
	end := rec.endOf(a.Attempt, a.RequestID)
	switch {
	case end == nil:
		return transport.Status{State: transport.StateUnknown}, nil
	case end.Receipt != nil:
		return transport.Status{State: transport.StateResolved, Resolution: resolutionOf(end)}, nil
	}
	return transport.Status{State: transport.StateExpired}, nil
}

// judgeEnded answers a delivery or report for an attempt that has ended:
// the same receipt for the same outcome and digest, Conflict for another,
// Stale when it ended without a result.
func judgeEnded(op string, a *job.Assignment, end *ended, outcome transport.Outcome, digest string) (transport.Receipt, error) {
	if end.Receipt == nil {
		return transport.Receipt{}, transport.Errorf(transport.Stale, op, "assignment %s ended (%s) before this %s", a.Key(), end.Outcome, op)
	}
	if end.Receipt.Outcome == outcome && end.Receipt.Digest == digest {
		return *end.Receipt, nil
	}
	return transport.Receipt{}, transport.Errorf(transport.Conflict, op,
		"assignment %s already has an accepted %s with digest %s; this %s has digest %s",
		a.Key(), end.Receipt.Outcome, end.Receipt.Digest, outcome, digest)
}

// Deliver stores the sealed bundle b in the object store under its digest
// (after checking the file's size and sha256 against b) and then accepts
// it for a by CAS on the job's record, which ends the job; the job's
// message is then acknowledged. The same digest again returns the same
// receipt; a different one, or a report already accepted, is a Conflict; a
// lease that is lost or ran out is Stale.
func (t *Transport) Deliver(ctx context.Context, a *job.Assignment, b transport.BundleRef) (transport.Receipt, error) {
	const op = "deliver"
	if err := t.begin(ctx, op); err != nil {
		return transport.Receipt{}, err
	}
	if err := checkAssignment(op, a); err != nil {
		return transport.Receipt{}, err
	}
	if !hexdigest.IsSHA256(b.Digest) {
		return transport.Receipt{}, transport.Errorf(transport.Fatal, op, "%s: bundle digest %q is not 64 lowercase hex digits", a.Key(), b.Digest)
	}
	if b.Size < 0 || b.Size > int64(t.MaxBundleBytes) {
		return transport.Receipt{}, transport.Errorf(transport.Fatal, op, "%s: bundle size %d, must be 0..%d (max_bundle_bytes)", a.Key(), b.Size, t.MaxBundleBytes)
	}
	if b.Partial != nil {
		if err := b.Partial.Validate(); err != nil {
			return transport.Receipt{}, transport.Errorf(transport.Fatal, op, "%s: %v", a.Key(), err)
		}
	}
	ctx, cancel := context.WithTimeout(ctx, t.RequestTimeout.D()+t.uploadTime(b.Size))
	defer cancel()
	// Answer replays and stale deliveries before storing the bundle, from
	// the record this transport last wrote for the lease when it has it
	// (the CAS below checks it is still current) or else from a read.
	rec, held := t.held.peek(a.Spec.ID)
	if !held || !holds(rec, a) {
		var err error
		if rec, _, err = t.get(ctx, a.Spec.ID); err != nil {
			return transport.Receipt{}, retryable(op, err)
		}
	}
	if rec == nil {
		return transport.Receipt{}, transport.Errorf(transport.Stale, op, "assignment %s: no such job", a.Key())
	}
	if end := rec.endOf(a.Attempt, a.RequestID); end != nil {
		return judgeEnded(op, a, end, transport.OutcomeBundle, b.Digest)
	}
	if !t.live(rec, a) {
		return transport.Receipt{}, stale(op, a)
	}
	inState, err := t.storeBundle(ctx, a, b)
	if err != nil {
		return transport.Receipt{}, err
	}
	var receipt transport.Receipt
	rec, err = t.change(ctx, op, a, func(rec *record) (bool, error) {
		if end := rec.endOf(a.Attempt, a.RequestID); end != nil {
			r, err := judgeEnded(op, a, end, transport.OutcomeBundle, b.Digest)
			receipt = r
			return true, err
		}
		if !t.live(rec, a) {
			return true, stale(op, a)
		}
		now := t.now()
		receipt = transport.Receipt{
			ID: receiptID(a.Spec.ID, a.Attempt, transport.OutcomeBundle, b.Digest), JobID: a.Spec.ID,
			Attempt: a.Attempt, Digest: b.Digest, Outcome: transport.OutcomeBundle, Accepted: now,
		}
		rec.Ended = append(rec.Ended, ended{Attempt: a.Attempt, RequestID: a.RequestID, Outcome: endBundle, Time: now, Receipt: &receipt, BundleInState: inState, Partial: b.Partial})
		reply := rec.Reply
		rec.State = stateDone
		clearLease(rec)
		rec.Reply = reply
		return false, nil
	})
	if err != nil || rec == nil {
		return receipt, err
	}
	t.settleMessage(rec, "+ACK")
	t.logger.Debug("bundle accepted", "job_id", a.Spec.ID, "attempt", a.Attempt, "digest", b.Digest, "bytes", b.Size)
	return receipt, nil
}

// settleMessage acks or naks the job's message through the ack subject of
// the delivery its holder took, then forgets the subject. A lost ack is
// harmless: the message comes back after the ack wait and is removed (an
// ended job) or taken (a job ready again) then.
func (t *Transport) settleMessage(rec *record, verb string) {
	if rec.Reply == "" {
		return
	}
	_ = t.nc.Publish(rec.Reply, []byte(verb))
}

// uploadTime allows a bundle upload at 1 MiB/s or better.
func (t *Transport) uploadTime(size int64) time.Duration {
	return time.Duration(size>>20) * time.Second
}

// storeBundle stores b under its digest, after reading the file and
// checking its size and sha256 against b, so a file that does not match
// is refused before anything is stored. A bundle of at most
// maxInlineBundle bytes goes into the state bucket as bundle.<digest>
// (one write, inState true); a larger one into the object store, unless
// an object of that name, size and digest is there already, and the
// stored object's digest is checked after.
func (t *Transport) storeBundle(ctx context.Context, a *job.Assignment, b transport.BundleRef) (inState bool, err error) {
	const op = "deliver"
	f, err := state.OpenNoFollow(b.Path)
	if err != nil {
		return false, transport.Errorf(transport.Fatal, op, "%s: opening bundle: %w", a.Key(), err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return false, transport.Errorf(transport.Fatal, op, "%s: %w", a.Key(), err)
	}
	if !fi.Mode().IsRegular() {
		return false, transport.Errorf(transport.Fatal, op, "%s: bundle %s is not a regular file", a.Key(), b.Path)
	}
	h := sha256.New()
	var data bytes.Buffer
	var w io.Writer = h
	inState = b.Size <= t.maxInlineBundle()
	if inState {
		data.Grow(int(b.Size))
		w = io.MultiWriter(h, &data)
	}
	n, err := io.Copy(w, io.LimitReader(f, b.Size+1))
	if err != nil {
		return false, transport.Errorf(transport.Fatal, op, "%s: reading bundle: %w", a.Key(), err)
	}
	if n != b.Size {
		return false, transport.Errorf(transport.Fatal, op, "%s: bundle %s has %s bytes, the reference says %d", a.Key(), b.Path, sizeText(n, b.Size), b.Size)
	}
	sum := h.Sum(nil)
	if got := hex.EncodeToString(sum); got != b.Digest {
		return false, transport.Errorf(transport.Fatal, op, "%s: bundle %s has sha256 %s, the reference says %s", a.Key(), b.Path, got, b.Digest)
	}
	if inState {
		return true, t.storeInState(ctx, a, b.Digest, data.Bytes())
	}
	want := "SHA-256=" + base64.URLEncoding.EncodeToString(sum)
	info, err := t.bundles.GetInfo(ctx, b.Digest)
	if err == nil && !info.Deleted && info.Size == uint64(b.Size) && info.Digest == want {
		return false, nil
	}
	if err != nil && !errors.Is(err, jetstream.ErrObjectNotFound) {
		return false, retryable(op, err)
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return false, transport.Errorf(transport.Fatal, op, "%s: %w", a.Key(), err)
	}
	info, err = t.bundles.Put(ctx, jetstream.ObjectMeta{Name: b.Digest, Description: "bundle of " + a.Key()}, io.LimitReader(f, b.Size))
	if err != nil {
		return false, retryable(op, fmt.Errorf("%s: storing bundle: %w", a.Key(), err))
	}
	if info.Size != uint64(b.Size) || info.Digest != want {
		return false, transport.Errorf(transport.Fatal, op, "%s: the stored bundle has %d bytes and digest %s, want %d and %s (the file changed while it was uploaded)",
			a.Key(), info.Size, info.Digest, b.Size, want)
	}
	return false, nil
}

// maxInlineBundle is the largest bundle kept in the state bucket: one
// object-store chunk, and well inside the server's message size.
func (t *Transport) maxInlineBundle() int64 {
	return min(MaxInlineBundleBytes, t.nc.MaxPayload()/2)
}

// storeInState writes data, whose sha256 is digest, as bundle.<digest> in
// the state bucket. An entry already there with the same bytes (a
// delivery repeated, or another job with the same bundle) is kept; one
// whose bytes do not hash to its name is replaced.
func (t *Transport) storeInState(ctx context.Context, a *job.Assignment, digest string, data []byte) error {
	const op = "deliver"
	key := bundleKey(digest)
	_, err := t.state.Create(ctx, key, data)
	if !isConflict(err) {
		if err != nil {
			return retryable(op, fmt.Errorf("%s: storing bundle: %w", a.Key(), err))
		}
		return nil
	}
	e, err := t.state.Get(ctx, key)
	if err != nil {
		return retryable(op, fmt.Errorf("%s: reading the stored bundle %s: %w", a.Key(), digest, err))
	}
	if sum := sha256.Sum256(e.Value()); hex.EncodeToString(sum[:]) == digest {
		return nil
	}
	t.logger.Warn("replacing a stored bundle whose bytes do not match its digest", "digest", digest, "job_id", a.Spec.ID)
	if _, err := t.state.Update(ctx, key, data, e.Revision()); err != nil {
		return retryable(op, fmt.Errorf("%s: replacing the stored bundle %s: %w", a.Key(), digest, err))
	}
	return nil
}

func sizeText(n, want int64) string {
	if n > want {
		return "more than " + strconv.FormatInt(want, 10)
	}
	return strconv.FormatInt(n, 10)
}

// Report accepts a terminal report for a, an attempt that made no bundle.
// The report's JobID and Attempt, when set, must match a; its JSON must fit
// MaxReportBytes. The same report again returns the same Receipt; a
// different one (or a bundle already accepted) is a Conflict; a lost lease
// is Stale. A Retryable report puts the job back for its next attempt
// while attempts remain; otherwise the job fails.
func (t *Transport) Report(ctx context.Context, a *job.Assignment, rep transport.TerminalReport) (transport.Receipt, error) {
	const op = "report"
	if err := t.begin(ctx, op); err != nil {
		return transport.Receipt{}, err
	}
	if err := checkAssignment(op, a); err != nil {
		return transport.Receipt{}, err
	}
	if rep.JobID == "" {
		rep.JobID = a.Spec.ID
	}
	if rep.Attempt == 0 {
		rep.Attempt = a.Attempt
	}
	if rep.JobID != a.Spec.ID || rep.Attempt != a.Attempt {
		return transport.Receipt{}, transport.Errorf(transport.Fatal, op, "report names %s/%d but the assignment is %s", rep.JobID, rep.Attempt, a.Key())
	}
	if rep.Reason == "" {
		return transport.Receipt{}, transport.Errorf(transport.Fatal, op, "%s: report has no reason", a.Key())
	}
	data, err := json.Marshal(rep)
	if err != nil {
		return transport.Receipt{}, transport.Errorf(transport.Fatal, op, "%s: encoding report: %w", a.Key(), err)
	}
	if len(data) > MaxReportBytes {
		return transport.Receipt{}, transport.Errorf(transport.Fatal, op, "%s: report is %d bytes encoded, over the limit of %d (fit it with internal/diag first)",
			a.Key(), len(data), MaxReportBytes)
	}
	sum := sha256.Sum256(data)
	digest := hex.EncodeToString(sum[:])
	ctx, cancel := context.WithTimeout(ctx, t.RequestTimeout.D())
	defer cancel()
	var receipt transport.Receipt
	verb := "+ACK"
	rec, err := t.change(ctx, op, a, func(rec *record) (bool, error) {
		if end := rec.endOf(a.Attempt, a.RequestID); end != nil {
			r, err := judgeEnded(op, a, end, transport.OutcomeTerminal, digest)
			receipt = r
			return true, err
		}
		if !t.live(rec, a) {
			return true, stale(op, a)
		}
		now := t.now()
		receipt = transport.Receipt{
			ID: receiptID(a.Spec.ID, a.Attempt, transport.OutcomeTerminal, digest), JobID: a.Spec.ID,
			Attempt: a.Attempt, Digest: digest, Outcome: transport.OutcomeTerminal, Accepted: now,
		}
		r := rep
		rec.Ended = append(rec.Ended, ended{Attempt: a.Attempt, RequestID: a.RequestID, Outcome: endTerminal, Time: now, Receipt: &receipt, Report: &r})
		reply := rec.Reply
		rec.State, verb = stateFailed, "+ACK"
		switch {
		case !rec.CancelAsked.IsZero():
			rec.State = stateCancelled
		case rep.Retryable && a.Attempt-rec.released() < t.MaxAttempts:
			rec.State, verb = stateReady, "-NAK"
		}
		clearLease(rec)
		rec.Reply = reply
		return false, nil
	})
	if err != nil || rec == nil {
		return receipt, err
	}
	t.settleMessage(rec, verb)
	t.logger.Debug("terminal report accepted", "job_id", a.Spec.ID, "attempt", a.Attempt, "reason", rep.Reason, "next", rec.State)
	return receipt, nil
}

// Progress publishes events to <prefix>.progress.<job> on the progress
// stream as one message per call (split only past maxProgressBytes): a JSON
// array of the events, oldest first, with the header
// Sluice-Progress-Format: 2. The message id names the job, attempt, worker
// and the first and last sequence, so a replay of the same batch within the
// stream's dedupe window is dropped by the server; a later replay is stored
// once more (progress is advisory).
func (t *Transport) Progress(ctx context.Context, a *job.Assignment, events []transport.ProgressEvent) error {
	const op = "progress"
	if err := t.begin(ctx, op); err != nil {
		return err
	}
	if err := checkAssignment(op, a); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, t.RequestTimeout.D())
	defer cancel()
	subject := t.names.progressSubject + "." + token(a.Spec.ID)
	for len(events) > 0 {
		data := []byte{'['}
		n := 0
		for n < len(events) {
			ev, err := json.Marshal(events[n])
			if err != nil {
				return transport.Errorf(transport.Fatal, op, "%s: encoding event %d: %w", a.Key(), events[n].Seq, err)
			}
			if n > 0 && len(data)+len(ev)+2 > maxProgressBytes {
				break
			}
			if n > 0 {
				data = append(data, ',')
			}
			data = append(data, ev...)
			n++
		}
		data = append(data, ']')
		msg := natsgo.NewMsg(subject)
		msg.Data = data
		msg.Header.Set(progressFormatHeader, strconv.Itoa(ProgressFormat))
		id := fmt.Sprintf("%s/%d/%s/%d-%d", a.Spec.ID, a.Attempt, t.workerID, events[0].Seq, events[n-1].Seq)
		if _, err := t.js.PublishMsg(ctx, msg, jetstream.WithMsgID(id)); err != nil {
			return retryable(op, err)
		}
		events = events[n:]
	}
	return nil
}

// The progress stream's message format: ProgressFormat 2 is a JSON array
// of events per message, marked by progressFormatHeader. (Format 1, one
// event object per message without the header, was the first version's.)
const (
	ProgressFormat       = 2
	progressFormatHeader = "Sluice-Progress-Format"
	// maxProgressBytes bounds one progress message; a batch that would
	// pass it is split.
	maxProgressBytes = 256 << 10
)

// maxReleaseReasonBytes bounds a release's reason.
const maxReleaseReasonBytes = 1024

// Release implements transport.Releaser: by CAS on the job's record the
// attempt ends as released (it does not count toward MaxAttempts) and the
// job goes back to ready; its message is put back (-NAK) for the next
// claim. A repeat of an accepted release returns nil; an attempt that
// ended otherwise is Stale. Past maxReleases the answer is
// ErrCannotRelease.
func (t *Transport) Release(ctx context.Context, a *job.Assignment, reason string) error {
	const op = "release"
	if err := t.begin(ctx, op); err != nil {
		return err
	}
	if err := checkAssignment(op, a); err != nil {
		return err
	}
	if reason == "" || len(reason) > maxReleaseReasonBytes {
		return transport.Errorf(transport.Fatal, op, "%s: a release needs a reason of 1..%d bytes", a.Key(), maxReleaseReasonBytes)
	}
	ctx, cancel := context.WithTimeout(ctx, t.RequestTimeout.D())
	defer cancel()
	verb := "-NAK"
	rec, err := t.change(ctx, op, a, func(rec *record) (bool, error) {
		if end := rec.endOf(a.Attempt, a.RequestID); end != nil {
			if end.Outcome == endReleased {
				return true, nil
			}
			return true, transport.Errorf(transport.Stale, op, "assignment %s ended (%s) before this release", a.Key(), end.Outcome)
		}
		if !t.live(rec, a) {
			return true, stale(op, a)
		}
		if rec.released() >= maxReleases {
			return true, fmt.Errorf("%s was given back %d times: %w", a.Key(), maxReleases, transport.ErrCannotRelease)
		}
		r := transport.TerminalReport{JobID: a.Spec.ID, Attempt: a.Attempt, Reason: "released", Message: reason}
		rec.Ended = append(rec.Ended, ended{Attempt: a.Attempt, RequestID: a.RequestID, Outcome: endReleased, Time: t.now(), Report: &r})
		reply := rec.Reply
		rec.State = stateReady
		if !rec.CancelAsked.IsZero() {
			rec.State, verb = stateCancelled, "+ACK"
		}
		clearLease(rec)
		rec.Reply = reply
		return false, nil
	})
	if err != nil || rec == nil {
		return err
	}
	t.settleMessage(rec, verb)
	t.logger.Info("job released by its worker; the attempt does not count", "job_id", a.Spec.ID, "attempt", a.Attempt,
		"reason", reason, "next", rec.State)
	return nil
}

var _ transport.Releaser = (*Transport)(nil)
