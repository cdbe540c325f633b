package nats

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	natsgo "github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/state"
)

// NoWork reasons.
const (
	ReasonEmpty      = "empty"       // no job ready for the asked scanners
	ReasonNoScanners = "no_scanners" // the claim named no scanner
)

// maxLooks bounds the messages one Claim examines per scanner: messages
// of jobs that ended, duplicates and jobs whose lease is still live are
// put back or removed, and the next one is looked at.
const maxLooks = 16

// maxCASRounds bounds the retries of one state change that lost a
// compare-and-set to a concurrent change of the same job.
const maxCASRounds = 16

// Claim hands the asking slot a job of one of req.Scanners as a new
// attempt, pulled from the scanner's durable consumer (a job whose target
// kind is not in req.TargetKinds, when it names any, is put back for
// another worker). The job's record moves to leased by a CAS on its
// revision; only then is it the slot's.
//
// Repeating a claim with the same RequestID returns the same assignment
// while its lease is live, its Resolution once a bundle or report was
// accepted, and a Stale error when it ended otherwise. It never hands out
// a second job for one request id.
func (t *Transport) Claim(ctx context.Context, req transport.ClaimRequest) (transport.ClaimResult, error) {
	const op = "claim"
	if err := t.begin(ctx, op); err != nil {
		return transport.ClaimResult{}, err
	}
	if err := validateClaim(req); err != nil {
		return transport.ClaimResult{}, &transport.Error{Kind: transport.Fatal, Op: op, Err: err}
	}
	ctx, cancel := context.WithTimeout(ctx, t.RequestTimeout.D())
	defer cancel()
	defer t.metrics.claimed(time.Now())
	// A repeated request is recognised without a read up front: taking a
	// job creates the request record first, which fails when the request
	// took something before (errRequestTaken); a claim that finds no job
	// reads the request record before it answers NoWork.
	scanners := slices.Compact(slices.Sorted(slices.Values(req.Scanners)))
	if len(scanners) == 0 {
		res, repeated, err := t.repeatClaim(ctx, req)
		if err != nil || repeated {
			return res, err
		}
		return t.noWork(ReasonNoScanners), nil
	}
	t.mu.Lock()
	start := t.next
	t.next++
	t.mu.Unlock()
	for i := range scanners {
		sc := scanners[(start+i)%len(scanners)]
		cons, err := t.consumer(ctx, sc)
		if err != nil {
			return transport.ClaimResult{}, retryable(op, err)
		}
		for range maxLooks {
			msg, err := fetchOne(cons)
			if err != nil {
				return transport.ClaimResult{}, retryable(op, err)
			}
			if msg == nil {
				break
			}
			a, err := t.take(ctx, req, msg)
			if errors.Is(err, errRequestTaken) {
				res, repeated, rerr := t.repeatClaim(ctx, req)
				if rerr != nil || repeated {
					_ = msg.Nak() // not this request's: offer it again at once
					return res, rerr
				}
				// The request's earlier claim stopped before its CAS and
				// its record is gone now: take the message afresh.
				a, err = t.take(ctx, req, msg)
				if errors.Is(err, errRequestTaken) {
					_ = msg.Nak()
					return transport.ClaimResult{}, transport.Errorf(transport.Retryable, op, "request %s: claimed concurrently by another call", req.RequestID)
				}
			}
			if err != nil || a != nil {
				return transport.ClaimResult{Assignment: a}, err
			}
		}
	}
	res, repeated, err := t.repeatClaim(ctx, req)
	if err != nil || repeated {
		return res, err
	}
	return t.noWork(ReasonEmpty), nil
}

// errRequestTaken says a claim's request record exists already: the
// request took (or began to take) a job before.
var errRequestTaken = errors.New("the request took a job before")

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

func (t *Transport) noWork(reason string) transport.ClaimResult {
	return transport.ClaimResult{NoWork: &transport.NoWork{RetryAfter: t.PollInterval.D(), Reason: reason}}
}

// consumer returns the durable consumer of scanner, creating it on first
// use. Every worker with the scanner shares it; its filter subject is the
// scanner's alone, as a work-queue stream requires.
func (t *Transport) consumer(ctx context.Context, scanner string) (jetstream.Consumer, error) {
	t.mu.Lock()
	c, ok := t.consumers[scanner]
	t.mu.Unlock()
	if ok {
		return c, nil
	}
	name := t.names.consumerName(scanner)
	c, err := t.js.CreateOrUpdateConsumer(ctx, t.names.jobsStream, jetstream.ConsumerConfig{
		Durable: name, Description: "jobs for scanner " + scanner,
		FilterSubject: t.names.jobSubject(scanner),
		AckPolicy:     jetstream.AckExplicitPolicy, AckWait: t.ackWait(),
		MaxDeliver: -1, MaxAckPending: t.MaxInFlight, Replicas: t.Replicas,
	})
	if err != nil {
		return nil, fmt.Errorf("consumer %s for scanner %s: %w", name, scanner, err)
	}
	t.logger.Info("pulling jobs", "scanner", scanner, "consumer", name, "subject", t.names.jobSubject(scanner))
	t.mu.Lock()
	t.consumers[scanner] = c
	t.mu.Unlock()
	return c, nil
}

// fetchOne returns the next message of cons, or nil when none is waiting.
func fetchOne(cons jetstream.Consumer) (jetstream.Msg, error) {
	batch, err := cons.FetchNoWait(1)
	if err != nil {
		return nil, err
	}
	var msg jetstream.Msg
	for m := range batch.Messages() {
		msg = m
	}
	if err := batch.Error(); err != nil && !errors.Is(err, jetstream.ErrNoMessages) {
		return nil, err
	}
	return msg, nil
}

// take tries to make msg's job the slot's next attempt. It returns nil
// and no error when the message was not for taking (a job that ended, a
// duplicate, a live lease, an unreadable message); the message has then
// been acknowledged or put back.
func (t *Transport) take(ctx context.Context, req transport.ClaimRequest, msg jetstream.Msg) (*job.Assignment, error) {
	const op = "claim"
	meta, err := msg.Metadata()
	if err != nil {
		return nil, retryable(op, err)
	}
	id := msg.Headers().Get(natsgo.MsgIdHdr)
	spec, err := job.DecodeSpec(msg.Data())
	if err == nil && spec.ID != id {
		err = fmt.Errorf("the message id %.80q is not the spec's job_id %q", id, spec.ID)
	}
	if err != nil {
		return nil, t.refuseMessage(ctx, msg, meta, id, err)
	}
	if !req.AcceptsKind(spec.Target.Kind) {
		// A target this worker cannot prepare: offered again later, to
		// a worker that can. Scanners share a subject, target kinds do
		// not have their own, so the message is looked at and put back.
		_ = msg.NakWithDelay(t.PollInterval.D())
		return nil, nil
	}
	if meta.NumDelivered > 1 {
		t.metrics.redeliveries.Inc()
	}
	requested := false // this call wrote the request record
	for round := range maxCASRounds {
		// A message delivered for the first time almost always has no
		// record yet: the first round creates it without reading, and a
		// record that exists after all (a cancel before any pull, a second
		// message of the job) fails that create like any lost CAS.
		var rec *record
		var rev uint64
		if round > 0 || meta.NumDelivered > 1 {
			if rec, rev, err = t.get(ctx, spec.ID); err != nil {
				return nil, retryable(op, err)
			}
		}
		now := t.now()
		if rec == nil {
			rec = &record{JobID: spec.ID, Spec: msg.Data(), State: stateReady, Seq: meta.Sequence.Stream}
		}
		if rec.State == stateCancelled {
			return nil, ackQuietly(msg) // cancelled, possibly before any worker pulled it
		}
		if rec.Seq != meta.Sequence.Stream {
			// The job was published twice (an enqueue retried after the
			// dedupe window); it lives on its first message.
			t.logger.Warn("dropping a second message of a job", "job_id", spec.ID, "seq", meta.Sequence.Stream, "job_seq", rec.Seq)
			return nil, ackQuietly(msg)
		}
		switch rec.State {
		case stateDone, stateFailed:
			return nil, ackQuietly(msg)
		case stateLeased:
			if now.Before(rec.Expires) {
				// Handed out again before its lease ran out (a holder that
				// renewed while its in-progress signal was lost): put back.
				_ = msg.NakWithDelay(min(rec.Expires.Sub(now), t.ackWait()))
				return nil, nil
			}
			end := ended{Attempt: rec.Attempt, RequestID: rec.RequestID, Outcome: endExpired, Time: now}
			if rec.Attempt-rec.released() >= t.MaxAttempts && rec.CancelAsked.IsZero() {
				r := transport.LeaseExpiredReport(rec.JobID, rec.Attempt, rec.WorkerID, rec.Slot, rec.Expires, t.MaxAttempts)
				end.Report = &r
			}
			rec.Ended = append(rec.Ended, end)
			t.metrics.leasesExpired.Inc()
			t.logger.Info("lease expired", "job_id", rec.JobID, "attempt", rec.Attempt, "worker_id", rec.WorkerID)
			if rec.Attempt-rec.released() >= t.MaxAttempts || !rec.CancelAsked.IsZero() {
				rec.State = stateFailed
				if !rec.CancelAsked.IsZero() {
					rec.State = stateCancelled
				}
				clearLease(rec)
				switch _, err := t.put(ctx, rec, rev); {
				case isConflict(err):
					t.metrics.conflict(op)
					continue
				case err != nil:
					return nil, retryable(op, err)
				}
				t.logger.Warn("job ended with its expired attempt", "job_id", rec.JobID, "attempts", rec.Attempt, "state", rec.State)
				return nil, ackQuietly(msg)
			}
		}
		n := rec.Attempt + 1
		switch err := t.putRequest(ctx, req.RequestID, requestRecord{JobID: rec.JobID, Attempt: n}, !requested); {
		case isConflict(err):
			return nil, errRequestTaken
		case err != nil:
			return nil, retryable(op, err)
		}
		requested = true
		timeout := spec.AssignedScanTimeout(req.DefaultScanTimeout, t.MaxScanTimeout.D())
		rec.State, rec.Attempt, rec.Reply = stateLeased, n, msg.Reply()
		rec.RequestID, rec.Lease = req.RequestID, state.RandomHex(16)
		rec.WorkerID, rec.Slot = req.WorkerID, req.Slot
		rec.Expires, rec.ScanDeadline = now.Add(t.Lease.D()), now.Add(timeout)
		switch newRev, err := t.put(ctx, rec, rev); {
		case isConflict(err):
			t.metrics.conflict(op)
			continue
		case err != nil:
			return nil, retryable(op, err)
		default:
			t.held.remember(rec, newRev)
		}
		t.logger.Debug("claimed", "job_id", rec.JobID, "attempt", n, "request_id", req.RequestID, "worker_id", req.WorkerID, "slot", req.Slot)
		return assignmentOf(spec, rec), nil
	}
	return nil, transport.Errorf(transport.Retryable, op, "job %s: state changed under every one of %d tries", spec.ID, maxCASRounds)
}

// refuseMessage ends a job message that cannot be read: it records a
// failed job with a terminal report saying why (under the message's job
// id when that is valid, else bad-<stream sequence>) and removes the
// message, so it is neither run nor handed out again.
func (t *Transport) refuseMessage(ctx context.Context, msg jetstream.Msg, meta *jetstream.MsgMetadata, id string, why error) error {
	if job.ValidateID("job_id", id) != nil {
		id = fmt.Sprintf("bad-%d", meta.Sequence.Stream)
	}
	now := t.now()
	rep := &transport.TerminalReport{JobID: id, Reason: "bad_job", Message: fmt.Sprintf("job message %d on %s: %v", meta.Sequence.Stream, msg.Subject(), why)}
	if len(rep.Message) > MaxReportBytes/2 {
		rep.Message = rep.Message[:MaxReportBytes/2]
	}
	rec := &record{JobID: id, State: stateFailed, Seq: meta.Sequence.Stream, Bad: rep.Message,
		Ended: []ended{{Outcome: endTerminal, Time: now, Report: rep}}}
	if _, err := t.put(ctx, rec, 0); err != nil && !isConflict(err) {
		return retryable("claim", err)
	}
	t.logger.Warn("refused a job message", "job_id", id, "seq", meta.Sequence.Stream, "subject", msg.Subject(), "err", why)
	return ackQuietly(msg)
}

// ackQuietly removes a message from the work queue. A lost ack only means
// the message comes back once more and is removed then.
func ackQuietly(msg jetstream.Msg) error {
	_ = msg.Ack()
	return nil
}

func clearLease(rec *record) {
	rec.Reply, rec.Lease, rec.WorkerID, rec.Slot = "", "", "", 0
	rec.Expires, rec.ScanDeadline = time.Time{}, time.Time{}
}

func assignmentOf(spec *job.Spec, rec *record) *job.Assignment {
	return &job.Assignment{
		Spec: *spec, Attempt: rec.Attempt, RequestID: rec.RequestID, Lease: rec.Lease,
		LeaseExpires: rec.Expires, ScanDeadline: rec.ScanDeadline, Slot: rec.Slot,
	}
}

// repeatClaim answers a claim whose request id took a job before.
func (t *Transport) repeatClaim(ctx context.Context, req transport.ClaimRequest) (transport.ClaimResult, bool, error) {
	const op = "claim"
	e, err := t.state.Get(ctx, reqKey(req.RequestID))
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return transport.ClaimResult{}, false, nil
	}
	if err != nil {
		return transport.ClaimResult{}, false, retryable(op, err)
	}
	var rr requestRecord
	if err := json.Unmarshal(e.Value(), &rr); err != nil || job.ValidateID("job_id", rr.JobID) != nil {
		return transport.ClaimResult{}, false, transport.Errorf(transport.Stale, op, "request %s: its record is unreadable; claim again with a new request id", req.RequestID)
	}
	rec, _, err := t.get(ctx, rr.JobID)
	if err != nil {
		return transport.ClaimResult{}, false, retryable(op, err)
	}
	if rec != nil && rec.State == stateLeased && rec.RequestID == req.RequestID && rec.Attempt == rr.Attempt {
		if !t.now().Before(rec.Expires) {
			return transport.ClaimResult{}, true, transport.Errorf(transport.Stale, op,
				"request %s: the lease of %s/%d ran out; claim again with a new request id", req.RequestID, rr.JobID, rr.Attempt)
		}
		spec, err := job.DecodeSpec(rec.Spec)
		if err != nil {
			return transport.ClaimResult{}, true, transport.Errorf(transport.Fatal, op, "job %s: stored spec: %v", rr.JobID, err)
		}
		return transport.ClaimResult{Assignment: assignmentOf(spec, rec)}, true, nil
	}
	if rec != nil {
		if end := rec.endOf(rr.Attempt, req.RequestID); end != nil {
			if end.Receipt != nil {
				return transport.ClaimResult{Resolution: resolutionOf(end)}, true, nil
			}
			return transport.ClaimResult{}, true, transport.Errorf(transport.Stale, op,
				"request %s: assignment %s/%d ended (%s) without a result; claim again with a new request id", req.RequestID, rr.JobID, rr.Attempt, end.Outcome)
		}
	}
	// The request's claim stopped before its CAS: it took nothing.
	if err := t.state.Delete(ctx, reqKey(req.RequestID)); err != nil {
		return transport.ClaimResult{}, false, retryable(op, err)
	}
	return transport.ClaimResult{}, false, nil
}

func resolutionOf(e *ended) *transport.Resolution {
	return &transport.Resolution{JobID: e.Receipt.JobID, Attempt: e.Attempt, Outcome: e.Receipt.Outcome, Receipt: *e.Receipt}
}

// get reads job id's record and its revision; a job without one gives nil.
func (t *Transport) get(ctx context.Context, id string) (*record, uint64, error) {
	e, err := t.state.Get(ctx, jobKey(id))
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return nil, 0, nil
	}
	if err != nil {
		return nil, 0, err
	}
	var rec record
	if err := json.Unmarshal(e.Value(), &rec); err != nil {
		return nil, 0, fmt.Errorf("job %s: unreadable state record (revision %d): %w", id, e.Revision(), err)
	}
	return &rec, e.Revision(), nil
}

// put writes rec if its revision is still rev (0: if it has none yet) and
// returns its new revision.
func (t *Transport) put(ctx context.Context, rec *record, rev uint64) (uint64, error) {
	data, err := json.Marshal(rec)
	if err != nil {
		return 0, err
	}
	if rev == 0 {
		return t.state.Create(ctx, jobKey(rec.JobID), data)
	}
	return t.state.Update(ctx, jobKey(rec.JobID), data, rev)
}

// putRequest writes the request record of claim request id: created, so
// that it fails with a conflict when the request took something before,
// or (create false) overwritten, by the call that created it.
func (t *Transport) putRequest(ctx context.Context, id string, rr requestRecord, create bool) error {
	data, err := json.Marshal(rr)
	if err != nil {
		return err
	}
	if create {
		_, err = t.state.Create(ctx, reqKey(id), data)
	} else {
		_, err = t.state.Put(ctx, reqKey(id), data)
	}
	return err
}

// isConflict reports a lost compare-and-set.
func isConflict(err error) bool {
	return errors.Is(err, jetstream.ErrKeyExists) || errors.Is(err, jetstream.ErrKeyRevisionMismatch)
}
