package local

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/sluicehq/sluice/internal/state"
)

// BenchmarkFsyncFloor is one atomic durable write (temp, fsync, rename, dir
// fsync), the unit every spool operation is made of.
func BenchmarkFsyncFloor(b *testing.B) {
	dir := b.TempDir()
	for i := 0; b.Loop(); i++ {
		if err := state.WriteFileAtomic(filepath.Join(dir, "f"), []byte(`{"x":1}`)); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEnqueue(b *testing.B) {
	s := openSpool(b, b.TempDir(), nil)
	for i := 0; b.Loop(); i++ {
		mustEnqueue(b, s, testSpec(fmt.Sprintf("j%d", i), "pkg/scan"))
	}
}

// BenchmarkClaimDeliver is one job's life after enqueue: claim, deliver.
func BenchmarkClaimDeliver(b *testing.B) {
	s := openSpool(b, b.TempDir(), nil)
	bundle := writeBundle(b, "bundle bytes")
	for i := range b.N {
		mustEnqueue(b, s, testSpec(fmt.Sprintf("j%d", i), "pkg/scan"))
	}
	b.ResetTimer()
	for i := range b.N {
		a := mustClaim(b, s, claimReq(fmt.Sprintf("r%d", i)))
		if _, err := s.Deliver(bg, a, bundle); err != nil {
			b.Fatal(err)
		}
	}
}
