package pipeline

import (
	"context"
	"errors"
	"reflect"
	"sync"
	"testing"

	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/internal/transport/memory"
)

// TestMemoryTransport runs jobs through internal/transport/memory, the
// transport `worker scan` uses, with two slots: every job ends with its
// bundle's findings in the transport, and Config.Observer sees every job
// start, get its workspace, report progress and finish, none dropped; and
// Config.Sealed is given what each delivered bundle holds, by its digest
// (worker scan prints from it).
func TestMemoryTransport(t *testing.T) {
	h := newHarness(t)
	h.cfg.Slots = 2
	var mu sync.Mutex
	seen := map[EventKind]map[string]Event{}
	h.cfg.Observer = eventObserver{f: func(ev Event) {
		mu.Lock()
		defer mu.Unlock()
		if seen[ev.Kind] == nil {
			seen[ev.Kind] = map[string]Event{}
		}
		seen[ev.Kind][ev.JobID] = ev
	}}
	sealed := map[string]*bundle.Contents{}
	h.cfg.Sealed = func(digest string, c *bundle.Contents) {
		mu.Lock()
		sealed[digest] = c
		mu.Unlock()
	}
	mem := memory.New(memory.Options{})
	ids := []string{"j1", "j2", "j3", "j4"}
	for _, id := range ids {
		if err := mem.Enqueue(context.Background(), h.spec(id, nil)); err != nil {
			t.Fatal(err)
		}
	}
	deps := h.deps()
	deps.Transport = mem
	w, err := New(h.cfg, deps)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	if err := h.run(w, RunOptions{UntilIdle: true}); err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		res, ok, err := mem.Result(id)
		if !ok || err != nil || res.Report != nil || len(res.Findings) != 3 || res.Header.Identity.JobID != id {
			t.Errorf("%s: result %+v", id, res)
		}
		// Config.Sealed was given what the delivered bundle holds.
		if c := sealed[res.Receipt.Digest]; c == nil || !reflect.DeepEqual(*c, res.Contents) {
			t.Errorf("%s: sealed contents %+v, the delivered bundle holds %+v", id, c, res.Contents)
		}
		for _, kind := range []EventKind{EventStarted, EventPrepared, EventProgress, EventFinished} {
			if _, ok := seen[kind][id]; !ok {
				t.Errorf("%s: no %s event", id, kind)
			}
		}
		if ev := seen[EventPrepared][id]; ev.Files != 3 {
			t.Errorf("%s: prepared event %+v, want 3 files", id, ev)
		}
		if ev := seen[EventProgress][id]; ev.Files != 3 {
			t.Errorf("%s: last progress event %+v, want 3 files", id, ev)
		}
		if ev := seen[EventFinished][id]; ev.Outcome != OutcomeDelivered || ev.Findings != 3 {
			t.Errorf("%s: finished event %+v", id, ev)
		}
	}
	h.assertClean()
}

// TestCallerHeldStateLock: a worker handed the state dir's lock runs under
// it (no second lock), leaves it held at Close, and the lock still keeps
// out a second worker.
func TestCallerHeldStateLock(t *testing.T) {
	h := newHarness(t)
	if err := state.MkdirPrivate(h.stateDir); err != nil {
		t.Fatal(err)
	}
	lock, err := state.LockDir(h.stateDir)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Unlock()
	deps := h.deps()
	deps.StateLock = lock
	w, err := New(h.cfg, deps)
	if err != nil {
		t.Fatalf("New under the caller's lock: %v", err)
	}
	if _, err := New(h.cfg, h.deps()); !errors.Is(err, state.ErrLocked) {
		t.Fatalf("second worker on a locked dir: %v, want state.ErrLocked", err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := New(h.cfg, h.deps()); !errors.Is(err, state.ErrLocked) {
		t.Fatalf("after Close the caller's lock was released: %v", err)
	}
}

// eventObserver is an Observer that hands every Event to f and ignores
// measurements.
type eventObserver struct {
	NopObserver
	f func(Event)
}

func (o eventObserver) Event(e Event) { o.f(e) }
