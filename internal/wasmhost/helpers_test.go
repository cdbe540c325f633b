package wasmhost_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/sluicehq/sluice/internal/wasmhost"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/scannertest/wasmtest"
)

// guests maps a test guest's name (a folder of testdata/guests) to its
// built module.
var guests = map[string]string{}

func TestMain(m *testing.M) {
	for _, name := range []string{"tree", "detector", "wrongabi", "unknownimport", "trapinit", "abiv1", "hitfilter", "regex"} {
		path, err := wasmtest.BuildErr(filepath.Join("testdata", "guests", name))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		guests[name] = path
	}
	os.Exit(m.Run())
}

// testMemory is the memory cap of test runtimes: small, so that a guest
// allocating without end reaches it quickly.
const testMemory = 64 << 20

// sharedCache is one compilation cache directory for the whole test binary,
// so each guest is compiled once.
var sharedCache = sync.OnceValue(func() string {
	dir, err := wasmtest.CompileCacheDir()
	if err != nil {
		panic(err)
	}
	return dir
})

func newRuntime(t testing.TB, cfg wasmhost.Config) *wasmhost.Runtime {
	t.Helper()
	if cfg.MaxMemoryBytes == 0 {
		cfg.MaxMemoryBytes = testMemory
	}
	if cfg.CacheDir != "" && cfg.CacheKeyFile == "" {
		cfg.CacheKeyFile = cfg.CacheDir + ".key" // next to the cache, not in it
	}
	rt, err := wasmhost.NewRuntime(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := rt.Close(context.Background()); err != nil {
			t.Errorf("closing runtime: %v", err)
		}
	})
	return rt
}

func readGuest(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(guests[name])
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func load(t testing.TB, name string, opt wasmhost.ModuleOptions) *wasmhost.Module {
	t.Helper()
	rt := newRuntime(t, wasmhost.Config{CacheDir: sharedCache()})
	if opt.Name == "" {
		opt.Name = name
	}
	m, err := rt.Load(t.Context(), readGuest(t, name), opt)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// workspace writes files (slash paths → contents) into a new directory.
func workspace(t testing.TB, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// recorder is a Reporter that records everything.
type recorder struct {
	mu       sync.Mutex
	findings []scanner.Finding
	logs     []string
	progress []scanner.Progress
	// refuseAfter makes Finding fail with scanner.ErrLimit after this many
	// findings when positive.
	refuseAfter int
}

func (r *recorder) Finding(f scanner.Finding) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.refuseAfter > 0 && len(r.findings) >= r.refuseAfter {
		return scanner.ErrLimit
	}
	r.findings = append(r.findings, f)
	return nil
}

func (r *recorder) Progress(p scanner.Progress) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.progress = append(r.progress, p)
}

func (r *recorder) Log(level scanner.Level, msg string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.logs = append(r.logs, string(level)+": "+msg)
}

func (r *recorder) rules() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for _, f := range r.findings {
		out = append(out, f.RuleID+"@"+f.Path)
	}
	return out
}
