package pipeline

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/backend"
)

// gatedBackend's loads wait for gate (or their context) and then fail
// with the load's number, or succeed when ok is set; closed counts the
// Close calls of the instances it returned.
type gatedBackend struct {
	mu      sync.Mutex
	loads   int
	ok      bool
	started chan struct{} // closed when the first Load runs
	gate    chan struct{}
	closed  int
}

func (b *gatedBackend) Load(ctx context.Context, s *backend.Scanner) (backend.Instance, error) {
	b.mu.Lock()
	b.loads++
	n := b.loads
	b.mu.Unlock()
	if n == 1 {
		close(b.started)
	}
	select {
	case <-b.gate:
	case <-ctx.Done():
	}
	if b.ok {
		return &countedInstance{b: b}, nil
	}
	return nil, &backend.Failure{Kind: backend.LoadFailed, Message: fmt.Sprintf("load %d failed", n), ExitCode: -1}
}

func (b *gatedBackend) Close() error { return nil }

func (b *gatedBackend) count() (loads, closed int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.loads, b.closed
}

type countedInstance struct {
	treeInstance
	b *gatedBackend
}

func (i *countedInstance) Close() error {
	i.b.mu.Lock()
	i.b.closed++
	i.b.mu.Unlock()
	return nil
}

// preloadWorker is a Worker with only what Preload and instance use.
func preloadWorker(b backend.Backend, joined func()) *Worker {
	w := &Worker{instances: make(map[string]*instanceEntry), testHookJoinLoad: joined,
		cfg:  Config{DefaultScanTimeout: time.Hour},
		deps: Deps{Catalog: testCatalog(), Backends: map[string]backend.Backend{"tree": b}}}
	w.draining = make(chan struct{})
	w.abortCtx, w.abort = context.WithCancel(context.Background())
	return w
}

// TestPreloadFailureReportedByTheSlot: a slot that joined a failing
// preload gets the failure of a load of its own, as without Preload (the
// error a job reports is its own load's, under its own context).
func TestPreloadFailureReportedByTheSlot(t *testing.T) {
	joined := make(chan struct{})
	b := &gatedBackend{started: make(chan struct{}), gate: make(chan struct{})}
	w := preloadWorker(b, func() { close(joined) })
	defer w.Close()
	sc, _ := w.deps.Catalog.Scanner("pkg/tree")

	w.Preload(0, "pkg/tree", "pkg/unknown")
	<-b.started
	errc := make(chan error, 1)
	go func() {
		_, err := w.instance(t.Context(), b, sc)
		errc <- err
	}()
	<-joined // the slot waits on the preload
	close(b.gate)
	err := <-errc
	if err == nil || !strings.Contains(err.Error(), "load 2 failed") {
		t.Fatalf("the slot's load returned %v, want its own load's failure (load 2 failed)", err)
	}
	if loads, _ := b.count(); loads != 2 {
		t.Fatalf("%d loads, want 2 (the preload and the slot's own)", loads)
	}
}

// TestPreloadJoinedBySlot: a preload that succeeds is the instance the slot
// uses; the scanner is loaded once, and closed once at Close.
func TestPreloadJoinedBySlot(t *testing.T) {
	b := &gatedBackend{ok: true, started: make(chan struct{}), gate: make(chan struct{})}
	w := preloadWorker(b, nil)
	sc, _ := w.deps.Catalog.Scanner("pkg/tree")
	w.Preload(0, "pkg/tree")
	<-b.started
	close(b.gate)
	inst, err := w.instance(t.Context(), b, sc)
	if err != nil || inst == nil {
		t.Fatalf("instance: %v, %v", inst, err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if loads, closed := b.count(); loads != 1 || closed != 1 {
		t.Fatalf("%d loads and %d closes, want 1 and 1", loads, closed)
	}
}

// TestCloseWaitsForPreload: Close while a preload runs stops it (Abort
// cancels its context), waits for it, and closes the instance it returned
// instead of leaking it.
func TestCloseWaitsForPreload(t *testing.T) {
	b := &gatedBackend{ok: true, started: make(chan struct{}), gate: make(chan struct{})}
	w := preloadWorker(b, nil)
	w.Preload(0, "pkg/tree")
	<-b.started
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if loads, closed := b.count(); loads != 1 || closed != 1 {
		t.Fatalf("%d loads and %d closes after Close, want 1 and 1", loads, closed)
	}
}

// TestPreloadEndsAtTimeout: a preload's context ends after its timeout, so
// a load that hangs does not outlive the job's scan timeout.
func TestPreloadEndsAtTimeout(t *testing.T) {
	b := &gatedBackend{started: make(chan struct{}), gate: make(chan struct{})}
	w := preloadWorker(b, nil)
	defer w.Close()
	w.Preload(time.Millisecond, "pkg/tree")
	w.preloads.Wait() // returns only because the load's context ended
	if loads, _ := b.count(); loads != 1 {
		t.Fatalf("%d loads, want 1", loads)
	}
}
