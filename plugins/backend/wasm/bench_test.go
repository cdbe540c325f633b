package wasm_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sluicehq/sluice/examples/scanners/markers/detector"
	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/wasmhost"
)

// benchCorpusMB is the size of the benchmark corpus: SLUICE_BENCH_MB, or
// 100 (8 under -short).
func benchCorpusMB() int {
	if n, err := strconv.Atoi(os.Getenv("SLUICE_BENCH_MB")); err == nil && n > 0 {
		return n
	}
	if testing.Short() {
		return 8
	}
	return 100
}

var (
	corpusOnce sync.Once
	corpusDir  string
	corpusSize int64
	corpusWant int
)

// corpus writes source-like text in 256 KiB files with a planted token or
// marker about every 64 KiB, once per process.
func corpus(b *testing.B) (string, int64, int) {
	corpusOnce.Do(func() {
		dir, err := os.MkdirTemp("", "wasm-bench-corpus-")
		if err != nil {
			b.Fatal(err)
		}
		r := rand.New(rand.NewPCG(1, 2))
		words := []string{"func", "return", "if", "err", "!=", "nil", "{", "}", "(", ")", "ctx", "value", "token", "secret",
			"for", "range", "\n", "\t", " ", " ", " ", "string", "int", "buf", "len", "data", "config", "name", "sluice", "commit"}
		tok, _ := detector.MakeToken("abcdefghijklmnopqrstuvwxyz01234")
		total := int64(benchCorpusMB()) << 20
		var sb strings.Builder
		for i := 0; corpusSize < total; i++ {
			sb.Reset()
			for sb.Len() < 256<<10 {
				for range 2000 {
					sb.WriteString(words[r.IntN(len(words))])
				}
				if r.IntN(2) == 0 {
					sb.WriteString(" key=" + tok + "\n")
				} else {
					sb.WriteString(" // DO-NOT-COMMIT\n")
				}
				corpusWant++
			}
			p := filepath.Join(dir, fmt.Sprintf("d%02d", i%16), fmt.Sprintf("f%04d.go", i))
			os.MkdirAll(filepath.Dir(p), 0o755)
			if err := os.WriteFile(p, []byte(sb.String()), 0o644); err != nil {
				b.Fatal(err)
			}
			corpusSize += int64(sb.Len())
		}
		corpusDir = dir
	})
	return corpusDir, corpusSize, corpusWant
}

type countSink struct {
	mu sync.Mutex
	n  int
}

func (c *countSink) Finding(scanner.Finding) error { c.mu.Lock(); c.n++; c.mu.Unlock(); return nil }
func (c *countSink) Progress(scanner.Progress)     {}
func (c *countSink) Log(scanner.Level, string)     {}

// BenchmarkMarkers scans the same corpus with the markers detector natively
// in process, through the WASM host with the keyword prefilter, and through
// it without the prefilter (every 1 MiB chunk handed to the guest whole).
func BenchmarkMarkers(b *testing.B) {
	dir, size, want := corpus(b)
	b.Run("native", func(b *testing.B) {
		root, err := os.OpenRoot(dir)
		if err != nil {
			b.Fatal(err)
		}
		defer root.Close()
		b.SetBytes(size)
		for b.Loop() {
			var c countSink
			if err := detect.Scan(b.Context(), detector.New(), root.FS(), &scanner.Request{}, &c, detect.Options{}); err != nil {
				b.Fatal(err)
			}
			if c.n != want {
				b.Fatalf("%d findings, want %d", c.n, want)
			}
		}
	})
	for _, prefilter := range []bool{true, false} {
		b.Run(fmt.Sprintf("wasm/prefilter=%v", prefilter), func(b *testing.B) {
			rt, err := wasmhost.NewRuntime(context.Background(), wasmhost.Config{CacheDir: b.TempDir()})
			if err != nil {
				b.Fatal(err)
			}
			defer rt.Close(context.Background())
			bin, _ := os.ReadFile(guests["markers"])
			m, err := rt.Load(b.Context(), bin, wasmhost.ModuleOptions{})
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(size)
			for b.Loop() {
				var c countSink
				req := &wasmhost.ScanRequest{Workspace: dir, Detect: detect.Options{NoPrefilter: !prefilter}}
				if err := m.Scan(b.Context(), req, &c); err != nil {
					b.Fatal(err)
				}
				if c.n != want {
					b.Fatalf("%d findings, want %d", c.n, want)
				}
			}
			b.ReportMetric(float64(m.PeakMemoryBytes())/(1<<20), "peak-MiB/instance")
		})
	}
}

// BenchmarkFirstJob measures a worker's first job with the markers module:
// new runtime, load (compile, or read the compile cache) and one small scan.
func BenchmarkFirstJob(b *testing.B) {
	bin, err := os.ReadFile(guests["markers"])
	if err != nil {
		b.Fatal(err)
	}
	ws := b.TempDir()
	os.WriteFile(filepath.Join(ws, "a.go"), []byte("// DO-NOT-COMMIT\n"), 0o644)
	warm := b.TempDir()
	firstJob := func(b *testing.B, cacheDir string) {
		ctx := context.Background()
		rt, err := wasmhost.NewRuntime(ctx, wasmhost.Config{CacheDir: cacheDir})
		if err != nil {
			b.Fatal(err)
		}
		defer rt.Close(ctx)
		m, err := rt.Load(ctx, bin, wasmhost.ModuleOptions{})
		if err != nil {
			b.Fatal(err)
		}
		var c countSink
		if err := m.Scan(ctx, &wasmhost.ScanRequest{Workspace: ws, Deadline: time.Now().Add(time.Minute)}, &c); err != nil || c.n != 1 {
			b.Fatalf("scan: %v, %d findings", err, c.n)
		}
	}
	firstJob(b, warm) // fills the warm cache
	b.Run("cold-cache", func(b *testing.B) {
		for b.Loop() {
			firstJob(b, b.TempDir())
		}
	})
	b.Run("warm-cache", func(b *testing.B) {
		for b.Loop() {
			firstJob(b, warm)
		}
	})
}
