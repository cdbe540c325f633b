package nats

import (
	"context"
	"errors"
	"fmt"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
)

// Cancel asks for job id to stop, by CAS on its record. A job no attempt
// holds (enqueued and not pulled yet, or waiting for its next attempt)
// becomes cancelled at once, and the first claim that meets its message
// removes it. A held job keeps its lease with CancelAsked set: Renew and
// Status report Lease.Cancel, and the job ends cancelled when the attempt
// reports or its lease runs out (a bundle delivered first is still
// accepted, and the job is done). Cancelling a cancelled job does
// nothing; a done or failed job gives an error matching
// transport.ErrJobEnded, an unknown one transport.ErrJobNotFound.
//
// Cancel changes job records, so it needs the worker's (or an admin's)
// permissions on the state bucket, not an enqueuer's.
func (t *Transport) Cancel(ctx context.Context, id, requester string) error {
	const op = "cancel"
	if err := t.begin(ctx, op); err != nil {
		return err
	}
	if err := job.ValidateID("job_id", id); err != nil {
		return transport.Errorf(transport.Fatal, op, "%v", err)
	}
	ctx, cancel := context.WithTimeout(ctx, t.RequestTimeout.D())
	defer cancel()
	for range maxCASRounds {
		rec, rev, err := t.get(ctx, id)
		if err != nil {
			return retryable(op, err)
		}
		now := t.now()
		if rec == nil {
			e, err := t.enqueued.Get(ctx, jobKey(id))
			switch {
			case errors.Is(err, jetstream.ErrKeyNotFound):
				return fmt.Errorf("cancel %s: %w", id, transport.ErrJobNotFound)
			case err != nil:
				return retryable(op, err)
			}
			rec = &record{JobID: id, Spec: e.Value(), State: stateReady}
		}
		switch rec.State {
		case stateCancelled:
			return nil
		case stateDone, stateFailed:
			return fmt.Errorf("cancel %s: %w (state %s)", id, transport.ErrJobEnded, rec.State)
		case stateLeased:
			if !rec.CancelAsked.IsZero() {
				return nil
			}
			rec.CancelAsked = now
		default:
			rec.State = stateCancelled
		}
		rec.CancelBy = requester
		switch _, err := t.put(ctx, rec, rev); {
		case isConflict(err):
			t.metrics.conflict(op)
			continue
		case err != nil:
			return retryable(op, err)
		}
		t.logger.Info("job cancel requested", "job_id", id, "by", rec.CancelBy, "state", rec.State, "attempt", rec.Attempt)
		return nil
	}
	return transport.Errorf(transport.Retryable, op, "job %s: state changed under every one of %d tries", id, maxCASRounds)
}
