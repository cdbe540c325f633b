package pipeline

import (
	"context"
	"sync"
	"testing"

	"github.com/sluicehq/sluice/core/backend"
)

// cancelOnceBackend's first Load blocks until its caller's context ends
// and fails as cancelled, as a real backend's describe probe does when the
// worker stops it; every later Load succeeds.
type cancelOnceBackend struct {
	mu      sync.Mutex
	loads   int
	started chan struct{} // closed when the first Load is running
}

func (b *cancelOnceBackend) Load(ctx context.Context, s *backend.Scanner) (backend.Instance, error) {
	b.mu.Lock()
	b.loads++
	first := b.loads == 1
	b.mu.Unlock()
	if first {
		close(b.started)
		<-ctx.Done()
		return nil, &backend.Failure{Kind: backend.Cancelled, Message: "describe probe: the worker cancelled the run", Err: ctx.Err()}
	}
	return &treeInstance{b: newTreeBackend()}, nil
}

func (b *cancelOnceBackend) Close() error { return nil }

// TestSharedLoadCancelledByAnotherSlot: two slots need the same scanner;
// the slot that started the shared load loses its job (its context ends)
// while the other waits on that load. The waiting slot must get a loaded
// instance, not the first slot's cancellation, which it used to turn into
// a terminal "cancelled" report of its own, healthy job (seen when workers
// were killed under chaos).
func TestSharedLoadCancelledByAnotherSlot(t *testing.T) {
	joined := make(chan struct{})
	w := &Worker{instances: make(map[string]*instanceEntry), testHookJoinLoad: func() { close(joined) }}
	b := &cancelOnceBackend{started: make(chan struct{})}
	sc := &backend.Scanner{Package: "p", Name: "s", Backend: "test", EntryDigest: "d"}

	firstCtx, cancelFirst := context.WithCancel(t.Context())
	firstErr := make(chan error, 1)
	go func() {
		_, err := w.instance(firstCtx, b, sc)
		firstErr <- err
	}()
	<-b.started

	// The second slot waits on the running load, with a live context.
	second := make(chan error, 1)
	var inst backend.Instance
	go func() {
		var err error
		inst, err = w.instance(t.Context(), b, sc)
		second <- err
	}()
	// The second caller has joined the running load (it found the entry
	// and goes on to wait in its once) before the first is cancelled. It
	// cannot start a load of its own until the first one returns, which
	// it cannot before cancelFirst.
	<-joined
	cancelFirst()

	if err := <-firstErr; err == nil || !isCancellation(err) {
		t.Fatalf("the cancelled slot's load returned %v, want its cancellation", err)
	}
	if err := <-second; err != nil {
		t.Fatalf("the waiting slot's load failed with %v, want an instance (the cancellation was not its own)", err)
	}
	if inst == nil {
		t.Fatal("no instance")
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.loads != 2 {
		t.Fatalf("%d loads, want 2 (the cancelled one and the waiting slot's own)", b.loads)
	}
}
