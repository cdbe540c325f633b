package wasmhost_test

import (
	"bytes"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/internal/wasmhost"
	"github.com/sluicehq/sluice/sdk/scannertest/wasmtest"
)

// TestCompileCacheTamperedEntry is the reproduction of native code run
// from an unauthenticated cache: the machine code of a cached module is
// replaced (CRC fixed) between two runs. The second runtime must not run
// it (a 0xCC patch would kill the test with SIGTRAP): it logs that the
// entry failed authentication, compiles again, scans correctly and leaves
// an authentic entry that the next runtime reuses without a warning.
func TestCompileCacheTamperedEntry(t *testing.T) {
	// Start from the shared test cache's authentic entry (compiling from
	// cold is slow), copied to a cache of this test with the same key.
	load(t, "detector", wasmhost.ModuleOptions{})
	dir := filepath.Join(t.TempDir(), "cache")
	key := sharedCache() + ".key"
	copyTree(t, filepath.Join(sharedCache(), "authenticated"), filepath.Join(dir, "authenticated"))
	bin := readGuest(t, "detector")
	run := func() string {
		var logs bytes.Buffer
		rt := newRuntime(t, wasmhost.Config{CacheDir: dir, CacheKeyFile: key,
			Logger: slog.New(slog.NewTextHandler(&logs, nil))})
		m, err := rt.Load(t.Context(), bin, wasmhost.ModuleOptions{Name: "detector"})
		if err != nil {
			t.Fatal(err)
		}
		var r recorder
		if err := m.Scan(t.Context(), scanReq(workspace(t, tokenFiles()), nil), &r); err != nil {
			t.Fatal(err)
		}
		if len(r.findings) != 2 {
			t.Fatalf("scan: %v", r.rules())
		}
		if err := rt.Close(t.Context()); err != nil {
			t.Fatal(err)
		}
		return logs.String()
	}
	if n, err := wasmtest.PatchCompiledCode(dir); err != nil || n == 0 {
		t.Fatalf("patched %d cached modules: %v", n, err)
	}
	if logs := run(); !strings.Contains(logs, "entry failed authentication") {
		t.Fatalf("tampered entry: no warning logged:\n%s", logs)
	}
	if logs := run(); strings.Contains(logs, "WARN") {
		t.Fatalf("the entry was not replaced by an authentic one:\n%s", logs)
	}
	// Only the entries are left in the cache dir: no staging dir.
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if e.Name() != "authenticated" {
			t.Errorf("left in the cache dir: %s", e.Name())
		}
	}
}

// TestCompileCacheKeyFile checks the key file: created 0600 in a 0700 dir,
// refused when others can read it or when it has the wrong size.
func TestCompileCacheKeyFile(t *testing.T) {
	dir := t.TempDir()
	key := filepath.Join(dir, "keys", "cache.key")
	newRuntime(t, wasmhost.Config{CacheDir: filepath.Join(dir, "cache"), CacheKeyFile: key})
	st, err := os.Stat(key)
	if err != nil || st.Mode().Perm() != 0o600 || st.Size() != 32 {
		t.Fatalf("key file: %v %v", st, err)
	}
	if st, err := os.Stat(filepath.Dir(key)); err != nil || st.Mode().Perm() != 0o700 {
		t.Fatalf("key dir: %v %v", st, err)
	}
	for _, tc := range []struct {
		mode os.FileMode
		size int
		want string
	}{{0o644, 32, "lets others read"}, {0o600, 31, "not a 32-byte key"}, {0o600, 33, "not a 32-byte key"}} {
		bad := filepath.Join(t.TempDir(), "bad.key")
		if err := os.WriteFile(bad, bytes.Repeat([]byte{1}, tc.size), tc.mode); err != nil {
			t.Fatal(err)
		}
		_, err := wasmhost.NewRuntime(t.Context(), wasmhost.Config{CacheDir: filepath.Join(dir, "cache"), CacheKeyFile: bad})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("key of mode %v, %d bytes: %v, want %q", tc.mode, tc.size, err, tc.want)
		}
	}
}

// copyTree copies the regular files of src into dst.
func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	if err := os.MkdirAll(dst, 0o700); err != nil {
		t.Fatal(err)
	}
	ents, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if !e.Type().IsRegular() {
			continue
		}
		data, err := os.ReadFile(filepath.Join(src, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dst, e.Name()), data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
}
