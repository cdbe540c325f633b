package metrics

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
)

// Transport wraps a transport.Transport: it counts failed calls by
// operation and kind in sluice_worker_transport_errors_total and remembers
// whether the transport answered its last call, for /readyz. It forwards
// only the Transport methods; keep the wrapped value for the optional
// interfaces (transport.Queue).
type Transport struct {
	next transport.Transport
	m    *Worker

	mu      sync.Mutex
	answers int       // calls answered (successes and classified refusals)
	lastErr error     // the last unanswered call's error, nil after an answer
	lastAt  time.Time // when lastErr happened
}

// InstrumentTransport returns t wrapped for m.
func (m *Worker) InstrumentTransport(t transport.Transport) *Transport {
	return &Transport{next: t, m: m}
}

// observe records the result of one call. Retryable errors (network, 5xx,
// busy) mean the transport did not answer; stale, conflict and fatal are
// answers.
func (t *Transport) observe(op string, err error) {
	if err != nil && !errors.Is(err, context.Canceled) {
		kind := transport.KindOf(err)
		// Progress is published after the fact: events of a job that
		// has since ended are refused as stale, which is how every
		// assignment's progress ends, not a fault.
		if !(op == "progress" && kind == transport.Stale) {
			t.m.transport.WithLabelValues(op, kind.String()).Inc()
		}
		if kind == transport.Retryable {
			t.mu.Lock()
			t.lastErr, t.lastAt = err, time.Now()
			t.mu.Unlock()
			return
		}
	}
	t.mu.Lock()
	t.answers++
	t.lastErr = nil
	t.mu.Unlock()
}

// Reachable returns nil when the transport answered its last call, or why
// not (no call answered yet, or the last call's retryable error).
func (t *Transport) Reachable() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	switch {
	case t.lastErr != nil:
		return t.lastErr
	case t.answers == 0:
		return errNoAnswerYet
	}
	return nil
}

var errNoAnswerYet = errors.New("no transport call answered yet")

// Claim implements transport.Transport.
func (t *Transport) Claim(ctx context.Context, req transport.ClaimRequest) (transport.ClaimResult, error) {
	r, err := t.next.Claim(ctx, req)
	t.observe("claim", err)
	return r, err
}

// Status implements transport.Transport.
func (t *Transport) Status(ctx context.Context, a *job.Assignment) (transport.Status, error) {
	s, err := t.next.Status(ctx, a)
	t.observe("status", err)
	return s, err
}

// Renew implements transport.Transport.
func (t *Transport) Renew(ctx context.Context, a *job.Assignment) (transport.Lease, error) {
	l, err := t.next.Renew(ctx, a)
	t.observe("renew", err)
	return l, err
}

// Progress implements transport.Transport.
func (t *Transport) Progress(ctx context.Context, a *job.Assignment, events []transport.ProgressEvent) error {
	err := t.next.Progress(ctx, a, events)
	t.observe("progress", err)
	return err
}

// Deliver implements transport.Transport.
func (t *Transport) Deliver(ctx context.Context, a *job.Assignment, b transport.BundleRef) (transport.Receipt, error) {
	r, err := t.next.Deliver(ctx, a, b)
	t.observe("deliver", err)
	return r, err
}

// Report implements transport.Transport.
func (t *Transport) Report(ctx context.Context, a *job.Assignment, r transport.TerminalReport) (transport.Receipt, error) {
	rec, err := t.next.Report(ctx, a, r)
	t.observe("report", err)
	return rec, err
}

// Close implements transport.Transport. It does not close the wrapped
// transport: its owner does.
func (t *Transport) Close() error { return nil }

var _ transport.Transport = (*Transport)(nil)

// Release implements transport.Releaser for the wrapped transport, when
// it is one; otherwise it answers transport.ErrCannotRelease.
func (t *Transport) Release(ctx context.Context, a *job.Assignment, reason string) error {
	rel, ok := t.next.(transport.Releaser)
	if !ok {
		return fmt.Errorf("%T: %w", t.next, transport.ErrCannotRelease)
	}
	err := rel.Release(ctx, a, reason)
	if !errors.Is(err, transport.ErrCannotRelease) {
		t.observe("release", err)
	}
	return err
}
