package local

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"sync"
	"syscall"
	"testing"
	"time"
)

// queued is one job enqueued by a test, with the order it was given.
type queued struct {
	id    string
	order int64
}

// enqueueShuffled enqueues n jobs whose ids sort in another order than
// their enqueue times, every fifth one at the same instant as the one
// before (a tie, broken by job id), and returns them in the order a claim
// must take them.
func enqueueShuffled(t testing.TB, s *Spool, clock *fakeClock, n int) []queued {
	t.Helper()
	rng := rand.New(rand.NewPCG(14, 3))
	out := make([]queued, n)
	for k, p := range rng.Perm(n) {
		if k%5 != 0 {
			clock.Advance(time.Microsecond)
		}
		out[k] = queued{id: fmt.Sprintf("q%05d", p), order: s.clock().UnixNano()}
		mustEnqueue(t, s, testSpec(out[k].id, "pkg/scan"))
	}
	slices.SortFunc(out, func(a, b queued) int {
		return cmp.Or(cmp.Compare(a.order, b.order), cmp.Compare(a.id, b.id))
	})
	return out
}

// memDir returns a directory for a spool whose fsyncs do not matter to
// the test (order, not durability): on tmpfs when /dev/shm is one, where
// an fsync costs nothing and 10,000 jobs take seconds, else t.TempDir().
func memDir(t testing.TB) string {
	var fs syscall.Statfs_t
	if err := syscall.Statfs("/dev/shm", &fs); err == nil && fs.Type == 0x01021994 { // TMPFS_MAGIC
		dir, err := os.MkdirTemp("/dev/shm", "sluice-spool-test-")
		if err == nil {
			t.Cleanup(func() { os.RemoveAll(dir) })
			return dir
		}
	}
	t.Log("no tmpfs at /dev/shm: the spool is on the test's temp dir, and every fsync is paid")
	return t.TempDir()
}

func queueLength(short int) int {
	if testing.Short() {
		return short
	}
	return 10_000
}

// TestClaimOrderLongQueue claims a long queue while two other Spools
// enqueue more jobs: the queued jobs come out oldest first with ties by id,
// exactly, then each enqueuer's jobs in the order it enqueued them, and
// every job exactly once.
func TestClaimOrderLongQueue(t *testing.T) {
	n, m := queueLength(1_000), 200
	dir := memDir(t)
	clock := newClock()
	s := openSpool(t, dir, clock)
	want := enqueueShuffled(t, s, clock, n)

	var wg sync.WaitGroup
	errs := make(chan error, 2)
	for e := range 2 {
		other := openSpool(t, dir, clock)
		wg.Go(func() {
			for i := range m {
				clock.Advance(time.Microsecond)
				if err := other.Enqueue(bg, testSpec(fmt.Sprintf("e%d-%04d", e, i), "pkg/scan")); err != nil {
					errs <- err
					return
				}
			}
		})
	}
	var got []string
	deadline := time.Now().Add(5 * time.Minute)
	for i := 0; len(got) < n+2*m; i++ {
		if time.Now().After(deadline) {
			t.Fatalf("deadline passed with %d of %d claimed", len(got), n+2*m)
		}
		res, err := s.Claim(bg, claimReq(fmt.Sprintf("r%d", i)))
		if err != nil {
			t.Fatal(err)
		}
		if res.Assignment != nil {
			got = append(got, res.Assignment.Spec.ID)
		}
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	for k, q := range want {
		if got[k] != q.id {
			t.Fatalf("claim %d took %s, want %s (order %d)", k, got[k], q.id, q.order)
		}
	}
	seen := map[string]bool{}
	next := [2]int{}
	for _, id := range got {
		if seen[id] {
			t.Fatalf("%s claimed twice", id)
		}
		seen[id] = true
		var e, i int
		if _, err := fmt.Sscanf(id, "e%d-%d", &e, &i); err != nil {
			continue
		}
		if i != next[e] {
			t.Fatalf("enqueuer %d: claimed its job %d, want %d first", e, i, next[e])
		}
		next[e]++
	}
	if res, err := s.Claim(bg, claimReq("last")); err != nil || res.NoWork == nil || res.NoWork.Reason != ReasonEmpty {
		t.Fatalf("claim on the drained queue: %+v, %v", res, err)
	}
}

// TestClaimFairnessSeveralSpools has four Spools (four processes) claim
// one long queue at once: each takes jobs oldest first, and together they
// take every job exactly once.
func TestClaimFairnessSeveralSpools(t *testing.T) {
	n := queueLength(1_000)
	dir := memDir(t)
	clock := newClock()
	want := enqueueShuffled(t, openSpool(t, dir, clock), clock, n)
	rank := map[string]int{}
	for k, q := range want {
		rank[q.id] = k
	}
	var (
		mu    sync.Mutex
		owner = map[string]int{}
		wg    sync.WaitGroup
	)
	errs := make(chan error, 4)
	for w := range 4 {
		s := openSpool(t, dir, clock)
		wg.Go(func() {
			last := -1
			for i := 0; ; i++ {
				res, err := s.Claim(bg, claimReq(fmt.Sprintf("w%d-%d", w, i)))
				if err != nil {
					errs <- err
					return
				}
				if res.NoWork != nil {
					if res.NoWork.Reason != ReasonEmpty {
						errs <- fmt.Errorf("spool %d: no work (%s)", w, res.NoWork.Reason)
					}
					return
				}
				id := res.Assignment.Spec.ID
				if rank[id] <= last {
					errs <- fmt.Errorf("spool %d took %s (rank %d) after rank %d", w, id, rank[id], last)
					return
				}
				last = rank[id]
				mu.Lock()
				if prev, dup := owner[id]; dup {
					mu.Unlock()
					errs <- fmt.Errorf("%s claimed by spools %d and %d", id, prev, w)
					return
				}
				owner[id] = w
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if len(owner) != n {
		t.Fatalf("%d jobs claimed, want %d", len(owner), n)
	}
}

// TestReadyIndexSeesNewJobs: a Spool whose index still holds jobs claims
// a job that another Spool enqueued later only after those, and one with
// another scanner as soon as it asks for that scanner.
func TestReadyIndexSeesNewJobs(t *testing.T) {
	dir := t.TempDir()
	clock := newClock()
	s := openSpool(t, dir, clock)
	other := openSpool(t, dir, clock)
	for _, id := range []string{"a", "b", "c"} {
		clock.Advance(time.Second)
		mustEnqueue(t, s, testSpec(id, "pkg/scan"))
	}
	if a := mustClaim(t, s, claimReq("r1")); a.Spec.ID != "a" {
		t.Fatalf("claimed %s", a.Spec.ID)
	}
	clock.Advance(time.Second)
	mustEnqueue(t, other, testSpec("d", "pkg/scan"), testSpec("x", "pkg/other"))
	// b was claimed by another process meanwhile: s finds it gone.
	if a := mustClaim(t, other, claimReq("o1")); a.Spec.ID != "b" {
		t.Fatalf("other claimed %s", a.Spec.ID)
	}
	if a := mustClaim(t, s, claimReq("r2", "pkg/other")); a.Spec.ID != "x" {
		t.Fatalf("claimed %s, want the new job of the other scanner", a.Spec.ID)
	}
	for i, want := range []string{"c", "d"} {
		if a := mustClaim(t, s, claimReq(fmt.Sprintf("r%d", i+3))); a.Spec.ID != want {
			t.Fatalf("claimed %s, want %s", a.Spec.ID, want)
		}
	}
	res, err := s.Claim(bg, claimReq("r9"))
	if err != nil || res.NoWork == nil || res.NoWork.Reason != ReasonEmpty {
		t.Fatalf("%+v, %v", res, err)
	}
}
