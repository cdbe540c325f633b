package state

import (
	"errors"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// blockingFsync is an fsync for dirSyncGroup tests that records each call
// and blocks until the test releases it.
type blockingFsync struct {
	mu      sync.Mutex
	calls   int
	started chan int   // receives the generation of each fsync as it starts
	release chan error // each fsync returns the next value sent here
}

func newBlockingFsync() *blockingFsync {
	return &blockingFsync{started: make(chan int, 100), release: make(chan error)}
}

func (f *blockingFsync) fsync(string) error {
	f.mu.Lock()
	f.calls++
	n := f.calls
	f.mu.Unlock()
	f.started <- n
	return <-f.release
}

// waitUsers polls until g has n callers of dir waiting or syncing, so
// a test knows a goroutine has arrived before it releases an fsync.
func waitUsers(t *testing.T, g *dirSyncGroup, dir string, n int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		g.mu.Lock()
		d := g.dirs[dir]
		got := 0
		if d != nil {
			got = d.users
		}
		g.mu.Unlock()
		if got == n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d callers of %s, want %d", got, dir, n)
		}
		time.Sleep(time.Millisecond) // poll interval of a deadline-bounded poll
	}
}

// TestSyncDirGroupCommit: calls that arrive while an fsync runs are not
// covered by it; they all share the next one, and none returns before an
// fsync that started after it arrived has finished.
func TestSyncDirGroupCommit(t *testing.T) {
	f := newBlockingFsync()
	g := newDirSyncGroup(f.fsync)
	const dir = "/d"
	results := make(chan int, 10)
	call := func(id int) {
		if err := g.sync(dir); err != nil {
			t.Error(err)
		}
		results <- id
	}
	go call(0)
	if gen := <-f.started; gen != 1 {
		t.Fatalf("first fsync is generation %d", gen)
	}
	// Five calls arrive while fsync 1 runs.
	for i := 1; i <= 5; i++ {
		go call(i)
	}
	waitUsers(t, g, dir, 6)
	f.release <- nil // fsync 1 ends: it covers call 0 only
	if id := <-results; id != 0 {
		t.Fatalf("call %d returned after the fsync that started before it", id)
	}
	if gen := <-f.started; gen != 2 {
		t.Fatalf("second fsync is generation %d", gen)
	}
	select {
	case id := <-results:
		t.Fatalf("call %d returned before the fsync after its arrival finished", id)
	default:
	}
	f.release <- nil // fsync 2 covers calls 1..5
	for range 5 {
		<-results
	}
	if f.calls != 2 {
		t.Fatalf("%d fsyncs for 6 calls, want 2", f.calls)
	}
	if len(g.dirs) != 0 {
		t.Fatalf("state of %d directories kept after every call returned", len(g.dirs))
	}
}

// TestSyncDirGroupCommitError: an fsync's error reaches every call it
// covered, and not a call covered by a later, successful fsync.
func TestSyncDirGroupCommitError(t *testing.T) {
	f := newBlockingFsync()
	g := newDirSyncGroup(f.fsync)
	const dir = "/d"
	errs := make(chan error, 10)
	go func() { errs <- g.sync(dir) }()
	<-f.started
	for range 3 {
		go func() { errs <- g.sync(dir) }()
	}
	waitUsers(t, g, dir, 4)
	f.release <- nil
	if err := <-errs; err != nil {
		t.Fatalf("first call: %v", err)
	}
	<-f.started
	boom := errors.New("boom")
	f.release <- boom
	for range 3 {
		if err := <-errs; !errors.Is(err, boom) {
			t.Fatalf("covered call returned %v, want the fsync's error", err)
		}
	}
	go func() { errs <- g.sync(dir) }()
	<-f.started
	f.release <- nil
	if err := <-errs; err != nil {
		t.Fatalf("a call after the failure, covered by a good fsync: %v", err)
	}
}

// TestSyncDirGroupsByDirectory: fsyncs of different directories do not
// wait for each other.
func TestSyncDirGroupsByDirectory(t *testing.T) {
	f := newBlockingFsync()
	g := newDirSyncGroup(f.fsync)
	done := make(chan struct{}, 2)
	go func() { g.sync("/a"); done <- struct{}{} }()
	go func() { g.sync("/b"); done <- struct{}{} }()
	<-f.started
	<-f.started // both run at once
	f.release <- nil
	f.release <- nil
	<-done
	<-done
}

// TestSyncDirReal fsyncs a real directory from many goroutines.
func TestSyncDirReal(t *testing.T) {
	dir := t.TempDir()
	var wg sync.WaitGroup
	for i := range 16 {
		wg.Go(func() {
			if err := WriteFileAtomic(filepath.Join(dir, string(rune('a'+i))), []byte("x")); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if err := SyncDir(filepath.Join(dir, "missing")); err == nil {
		t.Fatal("fsync of a missing directory succeeded")
	}
}
