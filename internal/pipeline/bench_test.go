package pipeline

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/sluicehq/sluice/internal/state"
)

// BenchmarkJob measures the pipeline's cost per job, end to end through one
// slot: claim, prepare (3 small files), a tree scan, seal, deliver, with
// every durable write fsynced. Compare with BenchmarkFsyncFloor.
func BenchmarkJob(b *testing.B) {
	t := &testing.T{}
	h := newHarness(t)
	h.stateDir = b.TempDir()
	h.cfg.StateDir = h.stateDir
	for i := range b.N {
		h.tr.enqueue(h.spec(fmt.Sprintf("j%d", i), nil))
	}
	w, err := New(h.cfg, h.deps())
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	b.ResetTimer()
	if err := w.Run(context.Background(), RunOptions{UntilIdle: true}); err != nil {
		b.Fatal(err)
	}
	b.StopTimer()
	if c := w.Counters(); c.Delivered != int64(b.N) {
		b.Fatalf("delivered %d of %d", c.Delivered, b.N)
	}
}

// BenchmarkFsyncFloor performs the durable steps a job needs at least, on
// the same file system, 12 fsyncs: four atomic slot-file writes (claiming,
// assigned, generation, bundle_ready; file and directory each), the sealed
// bundle (file, ready dir, temp dir) and going idle (remove, directory).
// strace shows BenchmarkJob at about 12.3 fsyncs per job: the slot files,
// the bundle and the group-committed progress journal.
func BenchmarkFsyncFloor(b *testing.B) {
	dir := b.TempDir()
	tmp := filepath.Join(dir, "tmp")
	if err := os.Mkdir(tmp, 0o700); err != nil {
		b.Fatal(err)
	}
	p := filepath.Join(dir, "0.json")
	v := map[string]string{"phase": "assigned"}
	for b.Loop() {
		for range 4 {
			if err := state.WriteJSONAtomic(p, v); err != nil {
				b.Fatal(err)
			}
		}
		if err := state.WriteFileAtomic(filepath.Join(dir, "bundle"), make([]byte, 512)); err != nil {
			b.Fatal(err)
		}
		if err := state.SyncDir(tmp); err != nil {
			b.Fatal(err)
		}
		if err := os.Remove(p); err != nil {
			b.Fatal(err)
		}
		if err := state.SyncDir(dir); err != nil {
			b.Fatal(err)
		}
	}
}
