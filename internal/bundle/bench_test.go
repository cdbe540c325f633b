package bundle

import (
	"fmt"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// benchSizes are the bundle sizes benchmarked. The one-million case runs
// only under -bench, never in plain go test.
var benchSizes = []int{10_000, 1_000_000}

var benchLimits = Limits{
	MaxFileBytes:         1 << 30,
	MaxUncompressedBytes: 1 << 30,
	MaxRecords:           2_000_000,
}

// findingPool holds distinct findings that the benchmarks cycle through
// (with fresh offsets), so generating input costs almost nothing and the
// input itself does not count towards the heap being measured.
var findingPool = sync.OnceValue(func() []scanner.Finding {
	pool := make([]scanner.Finding, 8192)
	for i := range pool {
		pool[i] = testFinding(i)
	}
	return pool
})

// heapPeak samples runtime.MemStats.HeapInuse until stopped and reports the
// high-water mark above the level when it started.
type heapPeak struct {
	base, peak uint64
	stop, done chan struct{}
}

func startHeapPeak() *heapPeak {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	p := &heapPeak{base: ms.HeapInuse, peak: ms.HeapInuse, stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(p.done)
		tick := time.NewTicker(10 * time.Millisecond)
		defer tick.Stop()
		for {
			p.sample()
			select {
			case <-p.stop:
				return
			case <-tick.C:
			}
		}
	}()
	return p
}

func (p *heapPeak) sample() {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	p.peak = max(p.peak, ms.HeapInuse)
}

// report stops sampling and reports the peak as peak-heap-MiB.
func (p *heapPeak) report(b *testing.B) {
	close(p.stop)
	<-p.done
	p.sample()
	b.ReportMetric(float64(p.peak-p.base)/(1<<20), "peak-heap-MiB")
}

// writeBench writes n pooled findings into a bundle in dir and seals it.
func writeBench(b *testing.B, dir string, n int) (Sealed, int64) {
	pool := findingPool()
	w, err := Create(dir, testHeader(), benchLimits)
	if err != nil {
		b.Fatal(err)
	}
	defer w.Abort()
	for i := range n {
		f := pool[i%len(pool)]
		f.StartOffset, f.EndOffset = int64(i), int64(i+20)
		if err := w.Finding(f); err != nil {
			b.Fatal(err)
		}
	}
	raw := w.bytes
	s, err := w.Seal(CompletionComplete, dir)
	if err != nil {
		b.Fatal(err)
	}
	return s, raw
}

// BenchmarkWrite measures writing and sealing (fsync included) a bundle of
// n findings: MB/s of uncompressed records, and heap high-water.
func BenchmarkWrite(b *testing.B) {
	findingPool()
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("findings=%d", n), func(b *testing.B) {
			dir := b.TempDir()
			peak := startHeapPeak()
			b.ResetTimer()
			var s Sealed
			var raw int64
			for range b.N {
				s, raw = writeBench(b, dir, n)
			}
			b.StopTimer()
			peak.report(b)
			b.SetBytes(raw)
			b.ReportMetric(float64(raw)/float64(s.Size), "ratio")
			b.ReportMetric(float64(s.Size)/(1<<20), "file-MiB")
		})
	}
}

// BenchmarkRead measures Verify (full read, every check, file sha256) of a
// bundle of n findings: MB/s of uncompressed records, and heap high-water.
func BenchmarkRead(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("findings=%d", n), func(b *testing.B) {
			s, raw := writeBench(b, b.TempDir(), n)
			peak := startHeapPeak()
			b.SetBytes(raw)
			b.ResetTimer()
			for range b.N {
				sum, err := Verify(s.Path, benchLimits, nil)
				if err != nil {
					b.Fatal(err)
				}
				if sum.Counts.Findings != int64(n) {
					b.Fatalf("read %d findings, want %d", sum.Counts.Findings, n)
				}
			}
			b.StopTimer()
			peak.report(b)
		})
	}
}

// BenchmarkJobRules measures one job's bundle (create, findings, seal)
// with and without 213 described rules (the size of the default secrets
// pack's descriptions): what rule records cost a job without findings,
// and one whose 100 findings name 10 rules.
func BenchmarkJobRules(b *testing.B) {
	var rules []scanner.Rule
	for i := range 213 {
		rules = append(rules, scanner.Rule{ID: fmt.Sprintf("rule-%03d", i), Description: "A credential of some provider.",
			Severity: scanner.SeverityHigh, FullDescription: "A credential of some provider. The secret must reach 3 bits of entropy per byte.",
			Help: "Revoke it, then remove it from the file and its history.", HelpURI: "https://github.com/sluicehq/sluice/blob/main/docs/secrets-scanner.md#rules",
			Tags: []string{"cloud", "provider"}})
	}
	for _, findings := range []int{0, 100} {
		for _, described := range []bool{false, true} {
			name := fmt.Sprintf("findings=%d/rules=%v", findings, described)
			b.Run(name, func(b *testing.B) {
				dir := b.TempDir()
				var given []scanner.Rule
				if described {
					given = rules
				}
				for b.Loop() {
					w, err := Create(dir, testHeader(), Limits{}, given...)
					if err != nil {
						b.Fatal(err)
					}
					for i := range findings {
						f := findingPool()[i]
						f.RuleID = fmt.Sprintf("rule-%03d", i%10)
						if err := w.Finding(f); err != nil {
							b.Fatal(err)
						}
					}
					if _, err := w.Seal(CompletionComplete, dir); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
