package state

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
)

// dirSyncs coalesces the directory fsyncs of the whole process.
var dirSyncs = newDirSyncGroup(fsyncDir)

// SyncDir fsyncs a directory so renames and creations in it are durable.
//
// Concurrent calls for one directory share fsyncs (group commit): a call is
// covered by the first fsync of the directory that starts after the call
// began, because an fsync persists every change to the directory that was
// made before it started. A call that arrives while an fsync of the
// directory is running does not count on that one (its own rename may have
// come too late for it) and waits for the next, which it shares with every
// other call that arrived meanwhile. So each call returns only after an
// fsync that started after its own changes, exactly as if it had made one
// itself, and n slots renaming into one directory at once pay about two
// fsyncs instead of n. An fsync error is returned to every call it
// covered. Directories are told apart by their cleaned path; two paths of
// one directory only share less.
func SyncDir(dir string) error {
	return dirSyncs.sync(filepath.Clean(dir))
}

// fsyncDir opens dir and fsyncs it.
func fsyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("opening %s for sync: %w", dir, err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("syncing directory %s: %w", dir, err)
	}
	return nil
}

// dirSyncGroup runs at most one fsync per directory at a time and lets the
// calls that arrive meanwhile share the next one.
type dirSyncGroup struct {
	mu    sync.Mutex
	dirs  map[string]*dirSync
	fsync func(dir string) error
}

// dirSync is the state of one directory while calls for it are active.
// Generations number its fsyncs: started counts those begun, done is the
// last one finished (they run one at a time, so in order).
type dirSync struct {
	started, done uint64
	running       bool
	users         int
	// failed is the last generation whose fsync failed, with its error.
	failed    uint64
	failedErr error
	cond      sync.Cond
}

func newDirSyncGroup(fsync func(string) error) *dirSyncGroup {
	return &dirSyncGroup{dirs: map[string]*dirSync{}, fsync: fsync}
}

func (g *dirSyncGroup) sync(dir string) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	d := g.dirs[dir]
	if d == nil {
		d = &dirSync{}
		d.cond.L = &g.mu
		g.dirs[dir] = d
	}
	d.users++
	defer func() {
		if d.users--; d.users == 0 {
			delete(g.dirs, dir)
		}
	}()
	// A running fsync started before this call; the next one to start
	// covers it.
	need := d.started + 1
	for d.done < need {
		if d.running {
			d.cond.Wait()
			continue
		}
		d.running = true
		d.started++
		gen := d.started
		g.mu.Unlock()
		err := g.fsync(dir)
		g.mu.Lock()
		d.running, d.done = false, gen
		if err != nil {
			d.failed, d.failedErr = gen, err
		}
		d.cond.Broadcast()
	}
	// A later generation may have finished before this call woke; its
	// failure is reported too, which errs on the safe side.
	if d.failed >= need {
		return d.failedErr
	}
	return nil
}
