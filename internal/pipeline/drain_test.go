package pipeline

import (
	"context"
	"errors"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/transport"
)

func TestDrainLetsRunningSlotsFinish(t *testing.T) {
	h := newHarness(t)
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "wait"}), h.spec("j2", nil))
	w := h.newWorker()
	done := make(chan error, 1)
	go func() { done <- h.run(w, RunOptions{}) }()
	<-h.be.started
	w.Drain()
	close(h.be.release)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if ma := h.tr.get("j1"); ma.res == nil {
		t.Fatalf("j1 was not finished while draining: %+v", ma)
	}
	if h.tr.claims != 1 {
		t.Fatalf("%d claims; no new job may be claimed after Drain", h.tr.claims)
	}
	h.assertClean()
}

func TestDrainFinishesAStartedClaim(t *testing.T) {
	h := newHarness(t)
	h.tr.enqueue(h.spec("j1", nil), h.spec("j2", nil))
	var w *Worker
	h.cfg.FaultPoint = func(p string) {
		if p == FaultClaimWritten {
			w.Drain() // the signal lands after the request id is durable
		}
	}
	w = h.newWorker()
	if err := h.run(w, RunOptions{}); err != nil {
		t.Fatal(err)
	}
	if ma := h.tr.get("j1"); ma.res == nil {
		t.Fatalf("the claimed job was stranded: %+v", ma)
	}
	if h.tr.claims != 1 {
		t.Fatalf("%d claims, want 1", h.tr.claims)
	}
}

// longPoll is a transport whose claims wait for work until their context
// ends, as the HTTP transport's long poll does, unless NoWait is set.
type longPoll struct {
	*memTransport
	waiting chan string // request ids of claims now waiting
	noWait  chan string // request ids of NoWait claims
}

func (l *longPoll) Claim(ctx context.Context, req transport.ClaimRequest) (transport.ClaimResult, error) {
	if req.NoWait {
		l.noWait <- req.RequestID
		return l.memTransport.Claim(ctx, req)
	}
	l.waiting <- req.RequestID
	<-ctx.Done()
	return transport.ClaimResult{}, transport.Errorf(transport.Retryable, "claim", "long poll: %v", ctx.Err())
}

// TestDrainCutsALongPollShort: an idle worker whose claim waits for work
// stops at once on Drain, instead of waiting out the long poll; the claim is
// repeated with the same request id and NoWait, so a job assigned
// meanwhile is not stranded.
func TestDrainCutsALongPollShort(t *testing.T) {
	h := newHarness(t)
	lp := &longPoll{memTransport: h.tr, waiting: make(chan string, 1), noWait: make(chan string, 1)}
	deps := h.deps()
	deps.Transport = lp
	w, err := New(h.cfg, deps)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	// A hang fails the test instead of blocking it: Run gives up after 60s.
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx, RunOptions{}) }()
	req := <-lp.waiting
	w.Drain()
	// Run returns before its context ends only if Drain cut the long poll
	// short. (The NoWait claim is buffered, so Run may return before the
	// test reads it: read it after.)
	if err := <-done; err != nil || ctx.Err() != nil {
		t.Fatalf("Run returned %v with its context %v: the long poll was not cut short", err, ctx.Err())
	}
	select {
	case again := <-lp.noWait:
		if again != req {
			t.Fatalf("the claim was repeated with request id %s, want the durable %s", again, req)
		}
	default:
		t.Fatal("Run returned without repeating the claim with NoWait")
	}
	st, err := ReadStatus(h.stateDir)
	if err != nil || len(st) != 1 || st[0].Phase != PhaseIdle {
		t.Fatalf("after the drain: %+v %v; want the slot idle", st, err)
	}
}

// down is a transport in an outage: claims wait for work until their
// context ends, and NoWait claims fail as a network error would.
type down struct {
	*memTransport
	waiting chan string
	noWait  atomic.Int32
}

func (d *down) Claim(ctx context.Context, req transport.ClaimRequest) (transport.ClaimResult, error) {
	if req.NoWait {
		d.noWait.Add(1)
		return transport.ClaimResult{}, transport.Errorf(transport.Retryable, "claim", "connection refused")
	}
	d.waiting <- req.RequestID
	<-ctx.Done()
	return transport.ClaimResult{}, transport.Errorf(transport.Retryable, "claim", "long poll: %v", ctx.Err())
}

// TestDrainDuringAnOutageDoesNotWaitOutTheTimeout: an idle worker drained
// while its transport is down repeats its pending claim for a while, then
// stops cleanly, long before its shutdown timeout and without
// ErrShutdownTimeout; the claim's request id stays durable for the next
// start. (It used to retry until the shutdown timeout aborted it, and the
// worker then said it had aborted running jobs.)
func TestDrainDuringAnOutageDoesNotWaitOutTheTimeout(t *testing.T) {
	h := newHarness(t)
	h.cfg.ShutdownTimeout = 10 * time.Minute
	h.cfg.RetryBase, h.cfg.RetryMax = time.Millisecond, 10*time.Millisecond
	d := &down{memTransport: h.tr, waiting: make(chan string, 1)}
	deps := h.deps()
	deps.Transport = d
	w, err := New(h.cfg, deps)
	if err != nil {
		t.Fatal(err)
	}
	w.drainClaimWindow = 200 * time.Millisecond
	t.Cleanup(func() { w.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx, RunOptions{}) }()
	req := <-d.waiting
	w.Drain()
	if err := <-done; err != nil || ctx.Err() != nil {
		t.Fatalf("Run returned %v with its context %v: want a clean stop before the shutdown timeout", err, ctx.Err())
	}
	if d.noWait.Load() < 2 {
		t.Errorf("the pending claim was tried %d times while draining, want it repeated", d.noWait.Load())
	}
	w.Close()
	// The request id is still the slot's next claim: nothing is lost.
	w2, err := New(h.cfg, h.deps())
	if err != nil {
		t.Fatal(err)
	}
	defer w2.Close()
	if f := w2.recovered[0]; f == nil || f.RequestID != req {
		t.Fatalf("after the drain, slot 0's record is %+v; want the pending claim's request id %s kept for the next start", f, req)
	}
}

func TestDrainTimeoutAbortsAndKeepsState(t *testing.T) {
	h := newHarness(t)
	h.cfg.ShutdownTimeout = 20 * time.Millisecond
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "wait"}))
	w := h.newWorker()
	done := make(chan error, 1)
	go func() { done <- h.run(w, RunOptions{}) }()
	<-h.be.started
	w.Drain()
	if err := <-done; !errors.Is(err, ErrShutdownTimeout) {
		t.Fatalf("Run = %v, want ErrShutdownTimeout", err)
	}
	w.Close()
	st, err := ReadStatus(h.stateDir)
	if err != nil || st[0].Phase != PhaseAssigned || st[0].JobID != "j1" {
		t.Fatalf("after abort: %+v %v; the slot state must survive", st, err)
	}
	if ma := h.tr.get("j1"); ma.state != transport.StateActive {
		t.Fatalf("j1 is %s; nothing may be reported for an aborted run", ma.state)
	}
	// The next start resumes the job in a new generation.
	close(h.be.release)
	h.cfg.ShutdownTimeout = time.Minute
	h.runToEnd()
	if ma := h.tr.get("j1"); ma.res == nil || ma.a.Attempt != 1 {
		t.Fatalf("j1 after restart: %+v", ma)
	}
	if n := h.be.scanCount("j1/1"); n != 2 {
		t.Errorf("scanned %d times, want 2 (one per generation)", n)
	}
	h.assertClean()
}

func TestCancelledContextAborts(t *testing.T) {
	h := newHarness(t)
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "hang"}))
	w := h.newWorker()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx, RunOptions{}) }()
	<-h.be.started
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if err := w.Run(context.Background(), RunOptions{}); err == nil {
		t.Fatal("a second Run must fail")
	}
}

func TestEventsReportStartAndFinish(t *testing.T) {
	h := newHarness(t)
	h.tr.enqueue(h.spec("j1", nil))
	var mu sync.Mutex
	var events []Event
	h.cfg.Observer = eventObserver{f: func(e Event) {
		mu.Lock()
		defer mu.Unlock()
		events = append(events, e)
	}}
	w := h.newWorker()
	if err := h.run(w, RunOptions{UntilIdle: true}); err != nil {
		t.Fatal(err)
	}
	var kinds []EventKind
	mu.Lock()
	defer mu.Unlock()
	for _, e := range events {
		kinds = append(kinds, e.Kind)
		if e.Kind == EventFinished && (e.Outcome != OutcomeDelivered || e.JobID != "j1" || e.Digest == "" || e.Findings != 3) {
			t.Errorf("finished event %+v", e)
		}
	}
	want := []EventKind{EventStarted, EventPrepared, EventProgress, EventProgress, EventProgress, EventFinished}
	if !slices.Equal(kinds, want) {
		t.Fatalf("events %v, want %v", kinds, want)
	}
}
