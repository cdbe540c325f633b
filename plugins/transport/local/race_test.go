package local

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/transport"
)

// TestConcurrentClaimsEachJobOnce has 8 goroutines, each with its own Spool
// on one directory, claim 500 jobs: every job is claimed exactly once.
func TestConcurrentClaimsEachJobOnce(t *testing.T) {
	const workers = 8
	jobs := 500
	if testing.Short() {
		jobs = 100
	}
	dir := t.TempDir()
	seed := openSpool(t, dir, nil)
	for i := range jobs {
		mustEnqueue(t, seed, testSpec(fmt.Sprintf("job-%03d", i), "pkg/scan"))
	}
	var (
		mu      sync.Mutex
		owner   = map[string]int{}
		claimed atomic.Int64
		wg      sync.WaitGroup
		errs    = make(chan error, workers)
	)
	deadline := time.Now().Add(2 * time.Minute)
	for w := range workers {
		s := openSpool(t, dir, nil)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; claimed.Load() < int64(jobs); i++ {
				if time.Now().After(deadline) {
					errs <- fmt.Errorf("worker %d: deadline passed with %d claimed", w, claimed.Load())
					return
				}
				res, err := s.Claim(bg, claimReq(fmt.Sprintf("w%d-r%d", w, i)))
				if err != nil {
					errs <- err
					return
				}
				if res.Assignment == nil {
					continue // NoWork while others finish their claims
				}
				id := res.Assignment.Spec.ID
				mu.Lock()
				if prev, dup := owner[id]; dup {
					mu.Unlock()
					errs <- fmt.Errorf("job %s claimed by worker %d and worker %d", id, prev, w)
					return
				}
				owner[id] = w
				mu.Unlock()
				claimed.Add(1)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if len(owner) != jobs {
		t.Fatalf("%d distinct jobs claimed, want %d", len(owner), jobs)
	}
	st, err := seed.Stats(bg)
	if err != nil || st != (transport.Stats{Leased: jobs}) {
		t.Fatalf("stats %+v, %v", st, err)
	}
	perWorker := map[int]int{}
	for _, w := range owner {
		perWorker[w]++
	}
	t.Logf("claims per worker: %v", perWorker)
}

// TestDeliverRacesExpiry runs Deliver (one Spool) against the expiry sweep
// (another Spool) on a lease that has run out: exactly one of them ends
// the attempt, every time.
func TestDeliverRacesExpiry(t *testing.T) {
	iterations := 60
	if testing.Short() {
		iterations = 15
	}
	clock := newClock()
	dir := t.TempDir()
	deliverer := openSpool(t, dir, clock)
	sweeper := openSpool(t, dir, clock)
	bundle := writeBundle(t, "race bundle")
	wins := map[string]int{}
	for i := range iterations {
		id := fmt.Sprintf("race-%03d", i)
		// A scanner of its own keeps earlier requeued jobs out of the way.
		mustEnqueue(t, deliverer, testSpec(id, "pkg/"+id))
		a := mustClaim(t, deliverer, claimReq("req-"+id, "pkg/"+id))
		clock.Advance(testLease)

		// The sweep starts when the deliverer has copied the bundle and
		// is about to take the job lock, so the two really race for it.
		staged := make(chan struct{})
		deliverer.testHook = func(point string) error {
			if point == "deliver.staged" {
				close(staged)
			}
			return nil
		}
		var wg sync.WaitGroup
		var derr, serr error
		wg.Add(2)
		go func() { defer wg.Done(); _, derr = deliverer.Deliver(bg, a, bundle) }()
		go func() { defer wg.Done(); <-staged; serr = sweeper.Sweep(bg) }()
		wg.Wait()
		deliverer.testHook = nil
		if serr != nil {
			t.Fatalf("%s: sweep: %v", id, serr)
		}
		// A sweep that found the job locked leaves it for the next sweep.
		if err := sweeper.Sweep(bg); err != nil {
			t.Fatal(err)
		}
		switch {
		case derr == nil:
			wantState(t, deliverer, id, dirDone)
			wins["deliver"]++
		case transport.KindOf(derr) == transport.Stale:
			wantState(t, deliverer, id, dirReady)
			jr, err := deliverer.JobResult(bg, id)
			if err != nil || jr.Attempt != 2 || jr.BundlePath != "" {
				t.Fatalf("%s: after expiry won: %+v, %v", id, jr, err)
			}
			if st, err := deliverer.Status(bg, a); err != nil || st.State != transport.StateExpired {
				t.Fatalf("%s: status %+v, %v", id, st, err)
			}
			wins["expiry"]++
		default:
			t.Fatalf("%s: deliver: %v", id, derr)
		}
		// Whoever won, the other side now sees the same outcome.
		st, err := sweeper.Status(bg, a)
		if err != nil || (derr == nil) != (st.State == transport.StateResolved) {
			t.Fatalf("%s: status %+v, %v after deliver error %v", id, st, err, derr)
		}
	}
	t.Logf("wins: %v", wins)
}
