package wasmhost_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/internal/wasmhost"
	"github.com/sluicehq/sluice/sdk/scanner"
)

func TestLoadRejectsBadModules(t *testing.T) {
	tests := []struct {
		name    string
		bin     func(t *testing.T) []byte
		wantIs  error
		wantMsg string
	}{
		{"not wasm", func(*testing.T) []byte { return []byte("#!/bin/sh\necho hi\n") }, nil, "not a WebAssembly module"},
		{"empty", func(*testing.T) []byte { return nil }, nil, "not a WebAssembly module"},
		{"truncated", func(t *testing.T) []byte { return readGuest(t, "tree")[:4096] }, nil, "compiling"},
		{"unknown import", func(t *testing.T) []byte { return readGuest(t, "unknownimport") }, wasmhost.ErrUnknownImport, "env.open_socket"},
		{"wrong ABI version", func(t *testing.T) []byte { return readGuest(t, "wrongabi") }, wasmhost.ErrABIVersion, "version 99"},
		{"ABI version 1", func(t *testing.T) []byte { return readGuest(t, "abiv1") }, wasmhost.ErrABIVersion, "ABI version 1"},
		{"traps on start", func(t *testing.T) []byte { return readGuest(t, "trapinit") }, nil, "starting"},
	}
	rt := newRuntime(t, wasmhost.Config{CacheDir: sharedCache()})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rt.Load(t.Context(), tt.bin(t), wasmhost.ModuleOptions{Name: "bad"})
			e := wasmhost.AsError(err)
			if e == nil || e.Kind != wasmhost.KindLoad {
				t.Fatalf("Load() = %v, want a %s error", err, wasmhost.KindLoad)
			}
			if tt.wantIs != nil && !errors.Is(err, tt.wantIs) {
				t.Errorf("Load() = %v, want errors.Is %v", err, tt.wantIs)
			}
			if !strings.Contains(err.Error(), tt.wantMsg) {
				t.Errorf("Load() = %v, want it to mention %q", err, tt.wantMsg)
			}
		})
	}
	t.Run("trap output is captured", func(t *testing.T) {
		_, err := rt.Load(t.Context(), readGuest(t, "trapinit"), wasmhost.ModuleOptions{})
		if e := wasmhost.AsError(err); e == nil || !strings.Contains(string(e.Stderr), "initialisation failed on purpose") {
			t.Fatalf("Load() = %v, want the panic message in the captured stderr", err)
		}
	})
}

func TestLoadDescribes(t *testing.T) {
	m := load(t, "detector", wasmhost.ModuleOptions{})
	info := m.Info()
	if info.Name != "detector" || info.Kind != scanner.KindDetector || len(info.Keywords) != 1 || info.MaxMatchBytes != 16 {
		t.Fatalf("Info() = %+v", info)
	}
}

// TestLoadConfigures checks data files reach every instance through
// sluice_configure before describe, and that a guest refusing them, or one
// that takes none, fails the load saying why.
func TestLoadConfigures(t *testing.T) {
	m := load(t, "detector", wasmhost.ModuleOptions{Data: []scanner.DataFile{{Name: "a", Data: []byte("zzz_")}, {Name: "b", Data: []byte("yyy_")}}})
	if got := strings.Join(m.Info().Keywords, ","); got != "tok_,zzz_,yyy_" {
		t.Fatalf("keywords %s, want tok_,zzz_,yyy_", got)
	}
	rt := newRuntime(t, wasmhost.Config{CacheDir: sharedCache()})
	for _, tc := range []struct{ guest, name, want string }{
		{"detector", "fail", "refused on purpose"},
		{"tree", "rules.toml", "takes no data files"},
	} {
		_, err := rt.Load(t.Context(), readGuest(t, tc.guest), wasmhost.ModuleOptions{Name: tc.guest,
			Data: []scanner.DataFile{{Name: tc.name, Data: []byte("x")}}})
		if e := wasmhost.AsError(err); e == nil || e.Kind != wasmhost.KindLoad || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Load() = %v, want a load error holding %q", tc.guest, err, tc.want)
		}
	}
}

// TestCompileCacheReused loads a module into a runtime with a file cache,
// closes it, and loads it again into a new runtime over the same directory,
// as a restarted worker does: the second load must add nothing to the
// cache (it read the compiled code instead of compiling again).
func TestCompileCacheReused(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles a module from cold (slow under -race)")
	}
	dir := t.TempDir()
	bin := readGuest(t, "detector")
	loadOnce := func() {
		rt := newRuntime(t, wasmhost.Config{CacheDir: dir})
		if _, err := rt.Load(t.Context(), bin, wasmhost.ModuleOptions{}); err != nil {
			t.Fatal(err)
		}
		if err := rt.Close(t.Context()); err != nil {
			t.Fatal(err)
		}
	}
	loadOnce()
	first := cacheFiles(t, dir)
	if len(first) == 0 {
		t.Fatal("the first load wrote nothing to the compilation cache")
	}
	loadOnce()
	second := cacheFiles(t, dir)
	if len(second) != len(first) {
		t.Fatalf("the cache changed from %d to %d files on reload", len(first), len(second))
	}
	for name, mod := range first {
		if second[name] != mod {
			t.Errorf("cache file %s was rewritten on reload", name)
		}
	}
}

func cacheFiles(t *testing.T, dir string) map[string]int64 {
	t.Helper()
	files := map[string]int64{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		files[p] = fi.ModTime().UnixNano()
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestLoadStartsPoolInstances checks that Load starts a detector's whole
// pool, the other instances once the first has joined it, so that they
// start in the background instead of inside a scan; that Close right after Load
// stops and closes the ones still starting; and that a tree scanner, whose
// scans each take a fresh instance, keeps none.
func TestLoadStartsPoolInstances(t *testing.T) {
	m := load(t, "detector", wasmhost.ModuleOptions{PoolSize: 3})
	deadline := time.Now().Add(time.Minute)
	for {
		exist, idle := wasmhost.PoolCounts(m)
		if exist == 3 && idle == 3 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("pool of 3: %d instances exist, %d idle a minute after Load; want all 3 started", exist, idle)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := m.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
	if exist, idle := wasmhost.PoolCounts(m); exist != 0 || idle != 0 {
		t.Fatalf("after Close: %d instances exist, %d idle; want none", exist, idle)
	}

	m = load(t, "detector", wasmhost.ModuleOptions{PoolSize: 4})
	if err := m.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
	if exist, idle := wasmhost.PoolCounts(m); exist != 0 || idle != 0 {
		t.Fatalf("Close right after Load: %d instances exist, %d idle; want none", exist, idle)
	}

	m = load(t, "tree", wasmhost.ModuleOptions{PoolSize: 3})
	if exist, idle := wasmhost.PoolCounts(m); exist != 0 || idle != 0 {
		t.Fatalf("tree scanner: %d pool instances exist, %d idle; want none", exist, idle)
	}
	// The spares start only once the probe has described a detector: a
	// tree scanner's load creates the probe's instance alone.
	if n := wasmhost.Instantiated(m); n != 1 {
		t.Fatalf("tree scanner with a pool of 3: Load created %d instances; want only the probe's", n)
	}
}
