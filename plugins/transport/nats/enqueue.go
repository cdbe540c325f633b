package nats

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	natsgo "github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
)

// Enqueue adds spec as a job: its spec goes into the enqueued bucket
// (created only if absent, which makes the job id taken for good), then
// one message onto <prefix>.jobs.<package>.<scanner> with Nats-Msg-Id =
// the job id, which the stream deduplicates.
//
// Enqueuing a job id again with the same spec is a no-op (a half-done
// enqueue is finished); with a different spec it is an error naming the
// job.
func (t *Transport) Enqueue(ctx context.Context, spec job.Spec) error {
	const op = "enqueue"
	if err := t.begin(ctx, op); err != nil {
		return err
	}
	if err := spec.Validate(); err != nil {
		return transport.Errorf(transport.Fatal, op, "invalid job: %v", err)
	}
	data, err := json.Marshal(spec)
	if err != nil {
		return transport.Errorf(transport.Fatal, op, "%s: encoding spec: %v", spec.ID, err)
	}
	if len(data) > job.MaxSpecBytes {
		return transport.Errorf(transport.Fatal, op, "%s: spec is %d bytes encoded, over the limit of %d", spec.ID, len(data), job.MaxSpecBytes)
	}
	ctx, cancel := context.WithTimeout(ctx, t.RequestTimeout.D())
	defer cancel()
	_, err = t.enqueued.Create(ctx, jobKey(spec.ID), data)
	if isConflict(err) {
		e, gerr := t.enqueued.Get(ctx, jobKey(spec.ID))
		if gerr != nil {
			return retryable(op, gerr)
		}
		if !bytes.Equal(e.Value(), data) {
			return transport.Errorf(transport.Fatal, op, "job %s exists with a different spec; pick another job id", spec.ID)
		}
		rec, _, gerr := t.get(ctx, spec.ID)
		if gerr != nil {
			return retryable(op, gerr)
		}
		if rec != nil {
			return nil // taken by a worker already
		}
	} else if err != nil {
		return retryable(op, err)
	}
	msg := natsgo.NewMsg(t.names.jobSubject(spec.Scanner))
	msg.Data = data
	if _, err := t.js.PublishMsg(ctx, msg, jetstream.WithMsgID(spec.ID)); err != nil {
		return retryable(op, fmt.Errorf("%s: publishing: %w", spec.ID, err))
	}
	t.logger.Debug("enqueued", "job_id", spec.ID, "scanner", spec.Scanner, "subject", msg.Subject)
	return nil
}

// JobState reports job id's state: ready (enqueued, or waiting for its
// next attempt), leased, done, failed or unknown, its attempt, and the
// receipt of its last ended attempt.
func (t *Transport) JobState(ctx context.Context, id string) (transport.JobState, error) {
	const op = "job"
	if err := t.begin(ctx, op); err != nil {
		return transport.JobState{}, err
	}
	if err := job.ValidateID("job_id", id); err != nil {
		return transport.JobState{}, transport.Errorf(transport.Fatal, op, "%v", err)
	}
	ctx, cancel := context.WithTimeout(ctx, t.RequestTimeout.D())
	defer cancel()
	rec, _, err := t.get(ctx, id)
	if err != nil {
		return transport.JobState{}, retryable(op, err)
	}
	if rec == nil {
		e, err := t.enqueued.Get(ctx, jobKey(id))
		switch {
		case errors.Is(err, jetstream.ErrKeyNotFound):
			return transport.JobState{JobID: id, State: "unknown"}, nil
		case err != nil:
			return transport.JobState{}, retryable(op, err)
		}
		return transport.JobState{JobID: id, State: stateReady, Attempt: 1, Target: specTarget(e.Value())}, nil
	}
	js := transport.JobState{JobID: id, State: rec.State, Attempt: rec.Attempt, Target: specTarget(rec.Spec)}
	if rec.State == stateReady {
		js.Attempt++
	}
	if end := rec.last(); end != nil && rec.State != stateLeased {
		js.Receipt, js.Report, js.Partial = end.Receipt, end.Report, end.Partial
	}
	return js, nil
}

// Stats counts jobs by state: every job record, plus enqueued jobs no
// worker has pulled yet (Ready), e.g. jobs for a scanner no worker loaded.
// It reads both buckets whole.
func (t *Transport) Stats(ctx context.Context) (transport.Stats, error) {
	const op = "stats"
	if err := t.begin(ctx, op); err != nil {
		return transport.Stats{}, err
	}
	var st transport.Stats
	seen := map[string]bool{}
	err := eachValue(ctx, t.state, "job.>", func(key string, v []byte) error {
		var rec record
		if err := json.Unmarshal(v, &rec); err != nil {
			return fmt.Errorf("state record %s: %w", key, err)
		}
		seen[key] = true
		switch rec.State {
		case stateReady:
			st.Ready++
		case stateLeased:
			st.Leased++
		case stateDone:
			st.Done++
		case stateFailed, stateCancelled:
			st.Failed++ // as transport.local counts them
		}
		return nil
	})
	if err != nil {
		return st, retryable(op, err)
	}
	err = eachValue(ctx, t.enqueued, "job.>", func(key string, _ []byte) error {
		if !seen[key] {
			st.Ready++
		}
		return nil
	})
	if err != nil {
		return st, retryable(op, err)
	}
	return st, nil
}

// DoneJobs returns the ids of at most limit jobs whose bundle was
// accepted (worker result --all), in the order their records last changed,
// which for a done job is when its bundle was accepted. It reads the state
// bucket once and stops after limit+1 done jobs; more says that others were
// left out.
func (t *Transport) DoneJobs(ctx context.Context, limit int) ([]string, bool, error) {
	const op = "list_done"
	if err := t.begin(ctx, op); err != nil {
		return nil, false, err
	}
	if limit < 1 {
		return nil, false, transport.Errorf(transport.Fatal, op, "limit %d, must be at least 1", limit)
	}
	var ids []string
	more := false
	errEnough := errors.New("enough done jobs")
	err := eachValue(ctx, t.state, "job.>", func(key string, v []byte) error {
		var rec record
		if err := json.Unmarshal(v, &rec); err != nil {
			return fmt.Errorf("state record %s: %w", key, err)
		}
		if rec.State != stateDone {
			return nil
		}
		if len(ids) == limit {
			more = true
			return errEnough
		}
		ids = append(ids, rec.JobID)
		return nil
	})
	if err != nil && !errors.Is(err, errEnough) {
		return nil, false, retryable(op, err)
	}
	return ids, more, nil
}

// eachValue calls f with every live key of kv matching filter.
func eachValue(ctx context.Context, kv jetstream.KeyValue, filter string, f func(key string, v []byte) error) error {
	w, err := kv.Watch(ctx, filter, jetstream.IgnoreDeletes())
	if err != nil {
		return err
	}
	defer w.Stop()
	for {
		select {
		case e, ok := <-w.Updates():
			if !ok {
				return errors.New("watch closed")
			}
			if e == nil {
				return nil // the initial values are all delivered
			}
			if err := f(e.Key(), e.Value()); err != nil {
				return err
			}
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// ErrNoBundle says a job has no accepted bundle.
var ErrNoBundle = errors.New("no accepted bundle")

// OpenBundle opens the accepted bundle of job id from the object store,
// with its receipt. Reading it to the end checks the object's digest.
func (t *Transport) OpenBundle(ctx context.Context, id string) (io.ReadCloser, transport.Receipt, error) {
	const op = "bundle"
	if err := t.begin(ctx, op); err != nil {
		return nil, transport.Receipt{}, err
	}
	if err := job.ValidateID("job_id", id); err != nil {
		return nil, transport.Receipt{}, transport.Errorf(transport.Fatal, op, "%v", err)
	}
	rec, _, err := t.get(ctx, id)
	if err != nil {
		return nil, transport.Receipt{}, retryable(op, err)
	}
	if rec == nil || rec.State != stateDone || rec.last() == nil || rec.last().Receipt == nil {
		state := "unknown"
		if rec != nil {
			state = rec.State
		}
		return nil, transport.Receipt{}, fmt.Errorf("job %s (%s): %w", id, state, ErrNoBundle)
	}
	end := rec.last()
	r := *end.Receipt
	if end.BundleInState {
		e, err := t.state.Get(ctx, bundleKey(r.Digest))
		if err != nil {
			return nil, r, retryable(op, fmt.Errorf("job %s: bundle %s in the state bucket: %w", id, r.Digest, err))
		}
		if sum := sha256.Sum256(e.Value()); hex.EncodeToString(sum[:]) != r.Digest {
			return nil, r, fmt.Errorf("job %s: the stored bundle %s has sha256 %s, not its receipt's digest", id, r.Digest, hex.EncodeToString(sum[:]))
		}
		return io.NopCloser(bytes.NewReader(e.Value())), r, nil
	}
	obj, err := t.bundles.Get(ctx, r.Digest)
	if err != nil {
		return nil, r, retryable(op, fmt.Errorf("job %s: bundle %s: %w", id, r.Digest, err))
	}
	return obj, r, nil
}

// specTarget returns the target of an enqueued spec, or nil when the spec
// does not decode (a job record marked bad says why).
func specTarget(data []byte) *job.Target {
	spec, err := job.DecodeSpec(data)
	if err != nil {
		return nil
	}
	return &spec.Target
}
