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
	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/internal/wasmhost"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/scannertest/wasmtest"
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

// A benchCorpus is a generated workspace with a known number of planted
// findings.
type benchCorpus struct {
	dir  string
	size int64
	want int
}

var (
	corporaMu sync.Mutex
	corpora   = map[string]*benchCorpus{}
)

// corpusKinds are the benchmark corpora. "realistic" is Go-like source in
// files of 1-64 KiB (32 KiB on average, like a source tree) with a planted
// token or marker about every 256 KiB and as many decoys (a keyword
// without a valid match: a token with a bad checksum, "do-not" prose) — the
// density of secrets in real code is lower still. "dense" is the stress
// case: 256 KiB files with a finding about every 12 KiB.
var corpusKinds = []string{"realistic", "dense"}

// corpus writes the named corpus once per process.
func corpus(b *testing.B, kind string) *benchCorpus {
	corporaMu.Lock()
	defer corporaMu.Unlock()
	if c := corpora[kind]; c != nil {
		return c
	}
	dir, err := os.MkdirTemp("", "wasm-bench-corpus-")
	if err != nil {
		b.Fatal(err)
	}
	c := &benchCorpus{dir: dir}
	r := rand.New(rand.NewPCG(1, 2))
	words := []string{"func", "return", "if", "err", "!=", "nil", "{", "}", "(", ")", "ctx", "value", "token", "secret",
		"for", "range", "\n", "\t", " ", " ", " ", "string", "int", "buf", "len", "data", "config", "name", "sluice", "commit"}
	tok, _ := detector.MakeToken("abcdefghijklmnopqrstuvwxyz01234")
	decoy := tok[:len(tok)-1] + string('0'+(tok[len(tok)-1]-'0'+1)%10)
	total := int64(benchCorpusMB()) << 20
	plantEvery := 256 << 10
	if kind == "dense" {
		plantEvery = 12 << 10
	}
	var sb strings.Builder
	sinceLast := 0
	for i := 0; c.size < total; i++ {
		fileSize := 256 << 10
		if kind == "realistic" {
			fileSize = 1<<10 + r.IntN(63<<10)
		}
		sb.Reset()
		for sb.Len() < fileSize {
			n := sb.Len()
			for range 50 {
				sb.WriteString(words[r.IntN(len(words))])
			}
			sinceLast += sb.Len() - n
			if sinceLast < plantEvery {
				continue
			}
			sinceLast = 0
			switch r.IntN(4) {
			case 0, 1:
				sb.WriteString(" key=" + tok + "\n")
				c.want++
			case 2:
				sb.WriteString(" // DO-NOT-COMMIT\n")
				c.want++
			}
			if kind == "realistic" {
				// A decoy: a keyword hit without a finding.
				sb.WriteString(" old=" + decoy + "\n")
			}
		}
		p := filepath.Join(dir, fmt.Sprintf("d%02d", i%16), fmt.Sprintf("f%05d.go", i))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(sb.String()), 0o644); err != nil {
			b.Fatal(err)
		}
		c.size += int64(sb.Len())
	}
	corpora[kind] = c
	return c
}

type countSink struct {
	mu sync.Mutex
	n  int
}

func (c *countSink) Finding(scanner.Finding) error { c.mu.Lock(); c.n++; c.mu.Unlock(); return nil }
func (c *countSink) Progress(scanner.Progress)     {}
func (c *countSink) Log(scanner.Level, string)     {}

// BenchmarkMarkers scans each corpus with the markers detector natively in
// process, through the WASM host with the keyword prefilter, and through it
// without the prefilter (every 1 MiB chunk handed to the guest whole).
func BenchmarkMarkers(b *testing.B) {
	for _, kind := range corpusKinds {
		b.Run(kind, func(b *testing.B) { benchMarkers(b, corpus(b, kind)) })
	}
}

func benchMarkers(b *testing.B, c *benchCorpus) {
	b.Run("native", func(b *testing.B) {
		root, err := os.OpenRoot(c.dir)
		if err != nil {
			b.Fatal(err)
		}
		defer root.Close()
		b.SetBytes(c.size)
		for b.Loop() {
			var s countSink
			if err := detectengine.Scan(b.Context(), detector.New(), root.FS(), &scanner.Request{}, &s, detectengine.Options{}); err != nil {
				b.Fatal(err)
			}
			if s.n != c.want {
				b.Fatalf("%d findings, want %d", s.n, c.want)
			}
		}
	})
	for _, prefilter := range []bool{true, false} {
		b.Run(fmt.Sprintf("wasm/prefilter=%v", prefilter), func(b *testing.B) {
			cache, err := wasmtest.CompileCacheDir()
			if err != nil {
				b.Fatal(err)
			}
			key, err := wasmtest.CompileCacheKeyFile()
			if err != nil {
				b.Fatal(err)
			}
			rt, err := wasmhost.NewRuntime(context.Background(), wasmhost.Config{CacheDir: cache, CacheKeyFile: key})
			if err != nil {
				b.Fatal(err)
			}
			defer rt.Close(context.Background())
			bin, _ := os.ReadFile(guests["markers"])
			m, err := rt.Load(b.Context(), bin, wasmhost.ModuleOptions{})
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(c.size)
			for b.Loop() {
				var s countSink
				req := &wasmhost.ScanRequest{Workspace: c.dir, Detect: detectengine.Options{NoPrefilter: !prefilter}}
				if err := m.Scan(b.Context(), req, &s); err != nil {
					b.Fatal(err)
				}
				if s.n != c.want {
					b.Fatalf("%d findings, want %d", s.n, c.want)
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
		rt, err := wasmhost.NewRuntime(ctx, wasmhost.Config{CacheDir: cacheDir, CacheKeyFile: cacheDir + ".key"})
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
