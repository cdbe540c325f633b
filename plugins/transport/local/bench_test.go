package local

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/sluicehq/sluice/core/transport"

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

// BenchmarkClaimQueued is the cost of one Claim with queued jobs ready
// (queued=N), the queue kept at that length by putting one job back after
// every claim (untimed). The spool is on tmpfs when /dev/shm is one (see
// memDir), so the figure is the claim's CPU and system calls rather than
// the disk's fsync latency; its durable writes cost the same at every
// queue length, so what grows with N is finding the job.
func BenchmarkClaimQueued(b *testing.B) {
	for _, n := range []int{10, 100, 1_000, 10_000} {
		b.Run(fmt.Sprintf("queued=%d", n), func(b *testing.B) {
			s := openSpool(b, memDir(b), nil)
			for i := range n {
				putReady(b, s, fmt.Sprintf("q%06d", i), int64(i+1))
			}
			b.ResetTimer()
			for i := range b.N {
				mustClaim(b, s, claimReq(fmt.Sprintf("r%d", i)))
				b.StopTimer()
				putReady(b, s, fmt.Sprintf("p%06d", i), int64(n+i+1))
				b.StartTimer()
			}
		})
	}
}

// putReady lays out a ready job directly (job directory, spec, ready
// entry with the given order), without fsyncs and without Enqueue's checks,
// so a benchmark can fill a long queue quickly.
func putReady(b *testing.B, s *Spool, id string, order int64) {
	b.Helper()
	spec, err := json.Marshal(testSpec(id, "pkg/scan"))
	if err != nil {
		b.Fatal(err)
	}
	for _, d := range []string{s.layout.Job(id), s.layout.attemptsDir(id), s.layout.incomingDir(id), s.layout.resultDir(id)} {
		if err := os.Mkdir(d, 0o700); err != nil {
			b.Fatal(err)
		}
	}
	entry, err := json.Marshal(entry{JobID: id, Order: order})
	if err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(s.layout.specPath(id), append(spec, '\n'), 0o600); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(s.layout.readyPath(order, id), entry, 0o600); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkClaimDeliverMem is BenchmarkClaimDeliver on tmpfs (see memDir):
// fsyncs cost nothing there, so it measures the CPU and system calls of a
// job's spool operations, the part that file creation and copying add to.
func BenchmarkClaimDeliverMem(b *testing.B) {
	s := openSpool(b, memDir(b), nil)
	sealed := memDir(b) // one sealed file per job, as a worker has
	bundles := make([]transport.BundleRef, b.N)
	for i := range b.N {
		mustEnqueue(b, s, testSpec(fmt.Sprintf("j%d", i), "pkg/scan"))
		bundles[i] = writeBundleIn(b, filepath.Join(sealed, strconv.Itoa(i)), "bundle bytes")
	}
	b.ResetTimer()
	for i := range b.N {
		a := mustClaim(b, s, claimReq(fmt.Sprintf("r%d", i)))
		if _, err := s.Deliver(bg, a, bundles[i]); err != nil {
			b.Fatal(err)
		}
	}
}
