package secrets

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/internal/wasmhost"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/scannertest"
	"github.com/sluicehq/sluice/sdk/scannertest/wasmtest"
)

// corpusDir is the secrets scanner's labelled corpus.
const corpusDir = "../../scanners/secrets/testdata/corpus"

// TestWASMFindsWhatNativeFinds scans the labelled corpus with the
// embedded package's own secrets.wasm and rules/default.pack, through the
// same host the worker uses, and with the detector compiled natively: the
// findings must be identical, field for field and in the same order.
func TestWASMFindsWhatNativeFinds(t *testing.T) {
	ctx := context.Background()
	var native scannertest.Collector
	if err := detectengine.Scan(ctx, detector.New(), os.DirFS(corpusDir), &scanner.Request{JobID: "same"}, &native, detectengine.Options{}); err != nil {
		t.Fatal(err)
	}

	wasm, err := fs.ReadFile(Package().FS, "secrets.wasm")
	if err != nil {
		t.Fatal(err)
	}
	pack, err := fs.ReadFile(Package().FS, detector.CompiledPackName)
	if err != nil {
		t.Fatal(err)
	}
	cache, err := wasmtest.CompileCacheDir()
	if err != nil {
		t.Fatal(err)
	}
	key, err := wasmtest.CompileCacheKeyFile()
	if err != nil {
		t.Fatal(err)
	}
	rt, err := wasmhost.NewRuntime(ctx, wasmhost.Config{CacheDir: cache, CacheKeyFile: key})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close(ctx)
	m, err := rt.Load(ctx, wasm, wasmhost.ModuleOptions{Name: Scanner,
		Data: []scanner.DataFile{{Name: detector.CompiledPackName, Data: pack}}})
	if err != nil {
		t.Fatal(err)
	}
	abs, err := filepath.Abs(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	var guest scannertest.Collector
	if err := m.Scan(ctx, &wasmhost.ScanRequest{Workspace: abs, Request: scanner.Request{JobID: "same"}}, &guest); err != nil {
		t.Fatal(err)
	}

	n, w := native.Findings(), guest.Findings()
	if len(n) < 828 {
		t.Fatalf("native: %d findings, want at least the 828 planted", len(n))
	}
	for i := range max(len(n), len(w)) {
		switch {
		case i >= len(n):
			t.Fatalf("WASM has %d findings, native %d; first extra: %+v", len(w), len(n), w[i])
		case i >= len(w):
			t.Fatalf("WASM has %d findings, native %d; first missing: %+v", len(w), len(n), n[i])
		case n[i] != w[i]:
			t.Fatalf("finding %d differs:\nnative %+v\nWASM   %+v", i, n[i], w[i])
		}
	}
}
