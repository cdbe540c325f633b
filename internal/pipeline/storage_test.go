package pipeline

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/state"
)

// TestStorageThreshold reads the state dir's real free space: a threshold
// above it keeps the worker from claiming, with a reason that names the
// key; a threshold below it does not.
func TestStorageThreshold(t *testing.T) {
	dir := t.TempDir()
	free, _, err := state.FreeBytes(dir)
	if err != nil {
		t.Fatal(err)
	}
	st := newStorage(dir, free+1<<40, time.Second, slog.New(slog.DiscardHandler))
	st.check()
	if err := st.Err(); err == nil || !strings.Contains(err.Error(), "worker.min_free_bytes") {
		t.Fatalf("free %d under a threshold of %d: %v, want an error naming worker.min_free_bytes", free, free+1<<40, err)
	}
	if st.Free() <= 0 {
		t.Errorf("Free() = %d after a check", st.Free())
	}
	st.minFree = 1
	st.check()
	if err := st.Err(); err != nil {
		t.Fatalf("free %d over a threshold of 1: %v", free, err)
	}
}

// TestStorageWriteFaultNeedsAProbe: after a write failed for want of
// space, the storage is healthy again only when the free space grew by
// storageRegrowBytes since and a synced probe write succeeds; the probe
// leaves nothing behind.
func TestStorageWriteFaultNeedsAProbe(t *testing.T) {
	dir := t.TempDir()
	st := newStorage(dir, 0, time.Second, slog.New(slog.DiscardHandler))
	enospc := &fs.PathError{Op: "write", Path: filepath.Join(dir, "x"), Err: syscall.ENOSPC}
	st.failed(enospc.Path, enospc)
	if st.Err() == nil {
		t.Fatal("healthy right after a failed write")
	}
	st.check()
	if st.Err() == nil {
		t.Fatal("healthy again without the free space growing")
	}
	st.mu.Lock()
	st.needFree = 0 // as if the space came back
	st.mu.Unlock()
	st.check()
	if err := st.Err(); err != nil {
		t.Fatalf("still faulted once the space came back and a probe could write: %v", err)
	}
	if _, err := os.Lstat(filepath.Join(dir, storageProbeName)); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the probe file was left behind: %v", err)
	}
	// An I/O error is not about space: a probe alone clears it.
	eio := &fs.PathError{Op: "write", Path: filepath.Join(dir, "y"), Err: syscall.EIO}
	st.failed(eio.Path, eio)
	st.check()
	if err := st.Err(); err != nil {
		t.Fatalf("an EIO fault outlived a successful probe: %v", err)
	}
}

// TestLocalFaultIsTheWorkersOnly: no space, a quota and a read-only file
// system are the worker's wherever they happen (the worker writes only its
// own state); an I/O error is the worker's only in its state dir, since
// reading a job's target can fail with EIO too, and that is the target's.
func TestLocalFaultIsTheWorkersOnly(t *testing.T) {
	w := &Worker{lay: layout{root: "/var/lib/sluice"}}
	for _, c := range []struct {
		err  error
		want bool
	}{
		{&fs.PathError{Op: "write", Path: "/var/lib/sluice/work/0/a/x", Err: syscall.ENOSPC}, true},
		{fmt.Errorf("preparing: %w", &fs.PathError{Op: "write", Path: "/elsewhere", Err: syscall.EDQUOT}), true},
		{&fs.PathError{Op: "open", Path: "/var/lib/sluice/slots/0.a", Err: syscall.EROFS}, true},
		{&fs.PathError{Op: "read", Path: "/var/lib/sluice/bundles/tmp/b", Err: syscall.EIO}, true},
		{&fs.PathError{Op: "read", Path: "/srv/targets/repo/file", Err: syscall.EIO}, false},
		{&fs.PathError{Op: "read", Path: "/var/lib/sluice-other/x", Err: syscall.EIO}, false},
		{&os.LinkError{Op: "rename", Old: "/var/lib/sluice/a", New: "/var/lib/sluice/b", Err: syscall.EIO}, true},
		{&fs.PathError{Op: "open", Path: "/var/lib/sluice/x", Err: syscall.EACCES}, false},
		{errors.New("no space left on device"), false},
	} {
		if got := w.localFault(c.err); got != c.want {
			t.Errorf("localFault(%v) = %v, want %v", c.err, got, c.want)
		}
	}
}

// fullOnce is the copy preparer whose first workspace write fails with
// ENOSPC, as a full state dir makes it fail.
type fullOnce struct {
	failed atomic.Bool
}

func (f *fullOnce) Prepare(ctx context.Context, t job.Target, dir string, lim prepare.Limits) (prepare.Result, error) {
	if f.failed.CompareAndSwap(false, true) {
		return prepare.Result{}, &fs.PathError{Op: "write", Path: filepath.Join(dir, "a.txt"), Err: syscall.ENOSPC}
	}
	return copyPreparer{}.Prepare(ctx, t, dir, lim)
}

// TestStorageFaultHoldsTheJob: with a transport that cannot take a job
// back (no transport.Releaser), a generation failed by the worker's
// storage does not count: the slot keeps the job, with its lease, waits
// for the storage, and runs the job in the same attempt once it works.
func TestStorageFaultHoldsTheJob(t *testing.T) {
	h := newHarness(t)
	h.cfg.StorageCheckInterval = 5 * time.Millisecond
	h.prep = &fullOnce{}
	h.tr.enqueue(h.spec("j1", nil))
	w := h.newWorker()
	done := make(chan error, 1)
	go func() { done <- h.run(w, RunOptions{UntilIdle: true}) }()
	deadline := time.Now().Add(time.Minute)
	for w.StorageErr() == nil {
		if time.Now().After(deadline) {
			t.Fatal("the storage fault was never noted")
		}
		time.Sleep(time.Millisecond) // poll interval of a deadline-bounded poll
	}
	if err := w.StorageErr(); !strings.Contains(err.Error(), "no space left on device") {
		t.Errorf("StorageErr: %v", err)
	}
	// The space comes back (as far as the worker can tell).
	w.storage.mu.Lock()
	w.storage.needFree = 0
	w.storage.mu.Unlock()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if c := w.Counters(); c.Delivered != 1 || c.Stale != 0 {
		t.Fatalf("counters %+v: want the job delivered", c)
	}
	if h.tr.attempts["j1"] != 1 {
		t.Errorf("the job took %d attempts, want 1", h.tr.attempts["j1"])
	}
	if ma := h.tr.get("j1"); ma.res == nil {
		t.Fatalf("j1 not resolved: %+v", ma)
	}
}
