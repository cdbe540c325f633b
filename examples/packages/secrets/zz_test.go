package secrets

import (
	"context"
	"io/fs"
	"os"
	"testing"
	"time"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/scannertest/wasmtest"
	"github.com/sluicehq/sluice/sdk/wasmhost"
)

func TestZZLoad(t *testing.T) {
	ctx := context.Background()
	wasm, _ := fs.ReadFile(Package().FS, "secrets.wasm")
	if p := os.Getenv("ZZWASM"); p != "" {
		wasm, _ = os.ReadFile(p)
	}
	cache, _ := wasmtest.CompileCacheDir()
	key, _ := wasmtest.CompileCacheKeyFile()
	rt, err := wasmhost.NewRuntime(ctx, wasmhost.Config{CacheDir: cache, CacheKeyFile: key})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close(ctx)
	one := []byte("format = 1\n[[rules]]\nid = \"github-pat\"\nkeywords = [\"ghp_\"]\npattern = '''\\bghp_([0-9A-Za-z]{36})\\b'''\n")
	for _, c := range []struct {
		name string
		data []byte
	}{{"warm", one}, {"one", one}, {"default", detector.DefaultPack}, {"default", detector.DefaultPack}, {"one", one}} {
		t0 := time.Now()
		m, err := rt.Load(ctx, wasm, wasmhost.ModuleOptions{Name: "x", Data: []scanner.DataFile{{Name: "p.toml", Data: c.data}}})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: load %v", c.name, time.Since(t0))
		m.Close(ctx)
	}
}
