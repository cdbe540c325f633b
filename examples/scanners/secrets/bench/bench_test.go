package bench

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/internal/pluginharness"
	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/scannertest"
	"github.com/sluicehq/sluice/sdk/scannertest/wasmtest"
)

func TestWriteCorpus(t *testing.T) {
	dir := t.TempDir()
	n, planted, err := WriteCorpus(dir, 3*FileBytes)
	if err != nil {
		t.Fatal(err)
	}
	if n < 3*FileBytes || planted != 3 {
		t.Fatalf("wrote %d bytes, %d secrets", n, planted)
	}
	h := scannertest.InProcess(detector.New())
	fs, err := h.Scan(context.Background(), dir, &scanner.Request{JobID: "t"})
	if err != nil || len(fs) < planted {
		t.Fatalf("%d findings, %v; want at least %d", len(fs), err, planted)
	}
}

// corpusMB is the corpus size: SLUICE_BENCH_MB, default 100.
func corpusMB(b *testing.B) int64 {
	if s := os.Getenv("SLUICE_BENCH_MB"); s != "" {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil || n < 1 {
			b.Fatalf("SLUICE_BENCH_MB=%q: want a positive integer", s)
		}
		return n
	}
	return 100
}

type counter struct {
	mu sync.Mutex
	n  int
}

func (c *counter) Finding(scanner.Finding) error { c.mu.Lock(); c.n++; c.mu.Unlock(); return nil }
func (c *counter) Progress(scanner.Progress)     {}
func (c *counter) Log(scanner.Level, string)     {}

func goBuild(b *testing.B, out, pkg string, env ...string) {
	b.Helper()
	cmd := exec.Command("go", "build", "-o", out, pkg)
	cmd.Env = append(os.Environ(), env...)
	if o, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("go build %s: %v\n%s", pkg, err, o)
	}
}

// BenchmarkSecrets scans one generated corpus with every build of the
// scanner; the MB/s of each sub-benchmark compare within one run. Every
// scan uses the default parallelism of its host (GOMAXPROCS detector
// workers natively and in the subprocess and plugin; the WASM host's
// instance pool).
func BenchmarkSecrets(b *testing.B) {
	tmp := b.TempDir()
	corpus := filepath.Join(tmp, "corpus")
	size, planted, err := WriteCorpus(corpus, corpusMB(b)<<20)
	if err != nil {
		b.Fatal(err)
	}
	req := &scanner.Request{JobID: "bench"}
	check := func(b *testing.B, n int, err error) {
		b.Helper()
		if err != nil {
			b.Fatal(err)
		}
		if n < planted {
			b.Fatalf("%d findings, %d secrets planted", n, planted)
		}
	}
	harness := func(name string, h func(b *testing.B) scannertest.Harness) {
		b.Run(name, func(b *testing.B) {
			hh := h(b)
			b.SetBytes(size)
			for b.Loop() {
				fs, err := hh.Scan(context.Background(), corpus, req)
				check(b, len(fs), err)
			}

		})
	}

	b.Run("native", func(b *testing.B) {
		d := detector.New()
		e, err := detectengine.New(d.Info(), detectengine.Options{})
		if err != nil {
			b.Fatal(err)
		}
		b.SetBytes(size)
		for b.Loop() {
			var c counter
			err := e.ScanFS(context.Background(), os.DirFS(corpus), req, d, &c)
			check(b, c.n, err)
		}
	})
	// The WASM build gets the default pack compiled, as the built-in
	// package ships it.
	harness("wasm", func(b *testing.B) scannertest.Harness {
		opt := wasmtest.Options{}
		opt.Runtime.CacheDir = filepath.Join(tmp, "wazero")
		opt.Module.Data = []scanner.DataFile{{Name: detector.CompiledPackName, Data: detector.DefaultPackCompiled()}}
		return wasmtest.Harness(b, wasmtest.Build(b, "../wasm"), opt)
	})
	// SLUICE_BENCH_BASE_WASM names an earlier build of the WASM module
	// (e.g. the committed built-in package's secrets.wasm, copied aside
	// before a change) to measure in the same run, with the compiled pack
	// (SLUICE_BENCH_BASE_PACK=toml: the TOML pack, for a module older than
	// the compiled pack).
	if base := os.Getenv("SLUICE_BENCH_BASE_WASM"); base != "" {
		harness("wasm-base", func(b *testing.B) scannertest.Harness {
			opt := wasmtest.Options{}
			opt.Runtime.CacheDir = filepath.Join(tmp, "wazero")
			opt.Module.Data = []scanner.DataFile{{Name: detector.CompiledPackName, Data: detector.DefaultPackCompiled()}}
			if os.Getenv("SLUICE_BENCH_BASE_PACK") == "toml" {
				opt.Module.Data = []scanner.DataFile{{Name: detector.DefaultPackName, Data: detector.DefaultPack}}
			}
			return wasmtest.Harness(b, base, opt)
		})
	}
	harness("goplugin", func(b *testing.B) scannertest.Harness {
		bin := filepath.Join(tmp, "secrets-plugin")
		goBuild(b, bin, "../plugin")
		return pluginharness.New(b, bin)
	})
	harness("subprocess", func(b *testing.B) scannertest.Harness {
		bin := filepath.Join(tmp, "secrets")
		goBuild(b, bin, "..")
		return scannertest.Executable(bin)
	})

	// worker scan end to end: the built-in package (WASM), the full
	// pipeline (prepare, execute, seal, deliver), JSON output. Cold: a new
	// HOME (so an empty user cache) and the default temporary state dir: a
	// user's first scan, which verifies the package and compiles the module
	// (run with -benchtime 1x, as the script does; later iterations would
	// find the cache). Warm: one kept --state-dir, so the compiled module is
	// reused, as every later scan does through the user cache.
	worker := filepath.Join(tmp, "worker")
	goBuild(b, worker, "../../../../cmd/worker")
	for _, warm := range []bool{false, true} {
		name := "worker-scan-cold"
		if warm {
			name = "worker-scan-warm"
		}
		b.Run(name, func(b *testing.B) {
			home := b.TempDir()
			args := []string{"scan", "--format", "json", "--output", filepath.Join(home, "out.jsonl")}
			if warm {
				args = append(args, "--state-dir", filepath.Join(home, "state"))
				runWorker(b, worker, home, append(args, corpus)) // compile once
			}
			b.SetBytes(size)
			for b.Loop() {
				runWorker(b, worker, home, append(args, corpus))
			}
			out, err := os.ReadFile(filepath.Join(home, "out.jsonl"))
			check(b, strings.Count(string(out), "\n"), err)
		})
	}
}

func runWorker(b *testing.B, bin, home string, args []string) {
	b.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = home
	cmd.Env = []string{"HOME=" + home, "PATH=" + os.Getenv("PATH")}
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("worker %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}
