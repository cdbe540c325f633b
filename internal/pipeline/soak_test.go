package pipeline

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/transport"
)

// TestSoakRandomCrashes runs many jobs through several slots and crashes
// the worker at a random fault-point call, over and over, until every job is
// resolved. Each job must end with exactly one resolution of the expected
// kind from its single attempt.
func TestSoakRandomCrashes(t *testing.T) {
	if testing.Short() {
		t.Skip("soak test")
	}
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, seed))
	h := newHarness(t)
	h.cfg.Slots = 4
	h.cfg.MaxGenerations = 4 // crash_once plus up to three crashed restarts
	modes := []string{"", "", "", "crash_once", "scanner_error"}
	want := map[string]string{}
	const jobs = 40
	for i := range jobs {
		id := fmt.Sprintf("j%02d", i)
		mode := modes[rng.IntN(len(modes))]
		h.tr.enqueue(h.spec(id, map[string]string{"mode": mode}))
		want[id] = mode
	}
	resolved := func() int {
		n := 0
		h.tr.do(func() {
			for _, ma := range h.tr.byKey {
				if ma.state == transport.StateResolved {
					n++
				}
			}
		})
		return n
	}
	crashes := 0
	for round := 0; resolved() < jobs; round++ {
		if round > 500 {
			t.Fatalf("only %d of %d jobs resolved after %d rounds", resolved(), jobs, round)
		}
		var w *Worker
		var calls atomic.Int64
		crashAt := int64(1 + rng.IntN(40))
		var crashed atomic.Bool
		h.cfg.FaultPoint = func(p string) {
			if calls.Add(1) == crashAt {
				crashed.Store(true)
				w.Abort()
				runtime.Goexit()
			}
		}
		var err error
		w, err = New(h.cfg, h.deps())
		if err != nil {
			t.Fatal(err)
		}
		if err := h.run(w, RunOptions{UntilIdle: true}); err != nil {
			t.Fatal(err)
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		if crashed.Load() {
			crashes++
		}
	}
	t.Logf("%d crashes", crashes)
	// The last round may have crashed after the final resolution (between
	// the receipt and the slot file removal, say): one more start cleans up.
	h.cfg.FaultPoint = nil
	h.runToEnd()
	exhausted := 0
	for id, mode := range want {
		ma := h.tr.get(id)
		if ma.a.Attempt != 1 || ma.res == nil {
			t.Errorf("%s: attempt %d res %+v", id, ma.a.Attempt, ma.res)
			continue
		}
		// Every crash while a job runs costs it a generation (a job that
		// crashes the worker must not loop forever), so an unlucky job may
		// end with generations_exhausted; it still ends exactly once.
		if ma.report != nil && ma.report.Reason == "generations_exhausted" {
			exhausted++
			continue
		}
		switch mode {
		case "scanner_error":
			if ma.res.Outcome != transport.OutcomeTerminal || ma.report.Reason != "scanner_error" {
				t.Errorf("%s (%s): %+v %+v", id, mode, ma.res, ma.report)
			}
		default:
			if ma.res.Outcome != transport.OutcomeBundle || ma.summary.Trailer.Findings != 3 {
				t.Errorf("%s (%s): %+v %+v", id, mode, ma.res, ma.report)
			}
		}
	}
	t.Logf("%d jobs ran out of generations", exhausted)
	if c := h.runToEnd().Counters(); c.Delivered+c.Reported != 0 {
		t.Errorf("a clean start after everything resolved did work: %+v", c)
	}
	h.assertClean()
}
