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
	"sync"
	"syscall"
	"time"

	"github.com/sluicehq/sluice/internal/state"
)

// storageProbeBytes is what a write must manage after a storage fault
// before the worker claims again: a fault clears only when the state
// dir's file system takes a real, synced write, not merely when statfs
// says there is room (a quota or an I/O error does not show there).
const storageProbeBytes = 64 << 10

// storageProbeName is the probe file in the state dir; a crash may leave
// it, and the next probe overwrites it.
const storageProbeName = ".space-probe"

// storageRegrowBytes is how much free space must come back, after a write
// failed for want of space, before the worker claims again (see
// storage.needFree).
const storageRegrowBytes = 16 << 20

// storage watches the worker's own storage, the file system of the state
// dir that holds the slot records, workspaces, bundles and progress
// journal. The worker claims only while it is healthy: free space at or
// above Config.MinFreeBytes, and no write failed for want of space or with
// an I/O error (state.LocalFault) since the last successful probe. Such a
// failure is the worker's fault, never the job's: the slot that hit it
// waits for storage instead of counting a failed generation, and no slot
// claims until it recovers. Transitions are logged once each way, with
// the path and the free bytes.
type storage struct {
	dir      string
	minFree  int64
	interval time.Duration
	log      *slog.Logger

	mu sync.Mutex
	// fault is why the worker may not claim now; nil when healthy. wrote
	// is true when it came from a failed write (cleared only by a probe).
	fault error
	wrote bool
	free  int64
	// needFree, after a write failed for want of space, is the free space
	// that counts as the space having returned: what was free once the
	// failed write's own output was removed, plus storageRegrowBytes (or
	// MinFreeBytes when larger). Without it, a job too big for what is
	// left would be tried again as soon as its partial workspace is gone,
	// and fail again, every interval.
	needFree int64
	// healed is closed when fault clears, and replaced when it is set.
	healed chan struct{}
	// checked is when free was last read.
	checked time.Time
}

func newStorage(dir string, minFree int64, interval time.Duration, log *slog.Logger) *storage {
	h := make(chan struct{})
	close(h)
	return &storage{dir: dir, minFree: minFree, interval: interval, log: log, healed: h}
}

// Err returns why the worker's storage keeps it from claiming, or nil.
func (st *storage) Err() error {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.fault
}

// Free returns the free bytes of the state dir's file system at the last
// check.
func (st *storage) Free() int64 {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.free
}

// failed records that a write of the worker's own failed with err (a
// state.LocalFault): the worker stops claiming until a probe write
// succeeds.
func (st *storage) failed(path string, err error) {
	free, _, ferr := state.FreeBytes(st.dir)
	st.mu.Lock()
	defer st.mu.Unlock()
	if ferr == nil {
		st.free = free
		if errors.Is(err, syscall.ENOSPC) {
			st.needFree = free + max(st.minFree, storageRegrowBytes)
		}
	}
	if st.fault != nil && st.wrote {
		return
	}
	st.set(fmt.Errorf("writing %s failed: %w (%d bytes free on the state dir's file system); the worker claims no job until a write succeeds again", path, err, free), true)
}

// set makes fault the current one; call with mu held.
func (st *storage) set(fault error, wrote bool) {
	if st.fault == nil {
		st.healed = make(chan struct{})
		st.log.Error("the worker's storage fails it: no new claims, and running jobs wait for it without spending an attempt",
			"state_dir", st.dir, "free_bytes", st.free, "min_free_bytes", st.minFree, "err", fault)
	}
	st.fault, st.wrote = fault, wrote
}

// clear marks storage healthy; call with mu held.
func (st *storage) clear() {
	if st.fault == nil {
		return
	}
	st.log.Info("the worker's storage works again: claiming resumes", "state_dir", st.dir, "free_bytes", st.free)
	st.fault, st.wrote, st.needFree = nil, false, 0
	close(st.healed)
}

// check reads the free space and updates the state: under MinFreeBytes is
// a fault; a fault from a failed write clears only when a probe write
// succeeds too.
func (st *storage) check() {
	free, _, err := state.FreeBytes(st.dir)
	st.mu.Lock()
	defer st.mu.Unlock()
	st.checked = time.Now()
	if err != nil {
		// statfs itself failing is no verdict on the space: leave the
		// state as it is.
		return
	}
	st.free = free
	if st.minFree > 0 && free < st.minFree {
		st.set(fmt.Errorf("%d bytes free on the file system of the state dir %s, under worker.min_free_bytes (%d)", free, st.dir, st.minFree), st.wrote)
		return
	}
	if st.fault == nil {
		return
	}
	if st.wrote {
		if free < st.needFree {
			return
		}
		if perr := st.probe(); perr != nil {
			return
		}
	}
	st.clear()
}

// probe writes and syncs storageProbeBytes in the state dir, then removes
// them.
func (st *storage) probe() error {
	p := filepath.Join(st.dir, storageProbeName)
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, state.FileMode)
	if err != nil {
		return err
	}
	_, werr := f.Write(make([]byte, storageProbeBytes))
	if werr == nil {
		werr = f.Sync()
	}
	return errors.Join(werr, f.Close(), os.Remove(p))
}

// watch checks the storage every interval until ctx ends.
func (st *storage) watch(ctx context.Context) {
	t := time.NewTicker(st.interval)
	defer t.Stop()
	for {
		st.check()
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// wait blocks until the storage is healthy, ctx ends (its error), or stop
// is closed (errStorageWaitStopped). Each wait checks at once, then every
// interval, so a slot does not lag the watcher by a whole tick.
func (st *storage) wait(ctx context.Context, stop <-chan struct{}) error {
	for {
		st.mu.Lock()
		fault, healed := st.fault, st.healed
		st.mu.Unlock()
		if fault == nil {
			return nil
		}
		t := time.NewTimer(st.interval)
		select {
		case <-healed:
		case <-t.C:
			st.check()
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		case <-stop:
			t.Stop()
			return errStorageWaitStopped
		}
		t.Stop()
	}
}

// errStorageWaitStopped ends a wait for storage whose reason to wait went
// away (the lease was lost, the job cancelled, the worker drains).
var errStorageWaitStopped = errors.New("stopped waiting for storage")

// localFault reports whether err is the worker's own storage failing
// (state.LocalFault): no space, a quota, a read-only file system, or an
// I/O error on a path in the state dir. An I/O error reading a job's
// target elsewhere is the target's, not the worker's.
func (w *Worker) localFault(err error) bool {
	if !state.LocalFault(err) {
		return false
	}
	var errno syscall.Errno
	if errors.As(err, &errno) && errno != syscall.EIO {
		return true
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return within(w.lay.root, pe.Path)
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return within(w.lay.root, le.Old) || within(w.lay.root, le.New)
	}
	return false
}

// within reports whether path is dir or inside it.
func within(dir, path string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// faultPath returns the path a storage error names, else the state dir.
func (w *Worker) faultPath(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Path
	}
	return w.lay.root
}

// waitStorage waits, after a write of the slot's own failed with a
// state.LocalFault, until the worker's storage works again. Only an abort
// ends the wait early (errAborted): the slot's state must be written
// before it can do anything else.
func (s *slot) waitStorage(err error) error {
	s.w.storage.failed(s.w.faultPath(err), err)
	if werr := s.w.storage.wait(s.w.abortCtx, nil); werr != nil {
		return errAborted
	}
	return nil
}
