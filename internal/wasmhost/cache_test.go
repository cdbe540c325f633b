package wasmhost_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
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

// compiledCodeMarker is what the wazero this module builds with (the
// release plus third_party/wazero.patch) appends to its version wherever
// the version keys compiled code. Its code differs from the release's (a
// termination budget at loop headers and function entries), so the
// release must not load it, nor it the release's.
const compiledCodeMarker = "+sluice-termbudget.1"

// TestCompileCacheSeparatesEngines checks that the compile cache keys
// entries by the engine that compiled them: every entry is named, and
// tagged, for a wazero platform that carries compiledCodeMarker (a release
// wazero, which looks for its entries under its own plain version, never
// finds them), and an entry stored under the release's name for the same
// module is not read: the module is compiled again under the marked name,
// without a warning, and the foreign entry is left as it was.
func TestCompileCacheSeparatesEngines(t *testing.T) {
	load(t, "detector", wasmhost.ModuleOptions{})
	dir := filepath.Join(t.TempDir(), "cache")
	key := sharedCache() + ".key"
	copyTree(t, filepath.Join(sharedCache(), "authenticated"), filepath.Join(dir, "authenticated"))
	bin := readGuest(t, "detector")
	sum := sha256.Sum256(bin)
	digest := hex.EncodeToString(sum[:])

	entries := func() []string {
		names, err := filepath.Glob(filepath.Join(dir, "authenticated", digest+"-*"))
		if err != nil {
			t.Fatal(err)
		}
		return names
	}
	var marked []string
	for _, e := range entries() {
		if strings.Contains(filepath.Base(e), compiledCodeMarker+"-") {
			marked = append(marked, e)
		}
	}
	if len(marked) != 1 {
		t.Fatalf("entries for the detector: %v, want one named for the engine marker %q", entries(), compiledCodeMarker)
	}
	// The entry a release wazero of the same version would use (the shared
	// test cache may hold a real one, from a build with the release).
	foreign := strings.Replace(marked[0], compiledCodeMarker, "", 1)
	before, err := os.ReadFile(marked[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(foreign, before, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(marked[0]); err != nil {
		t.Fatal(err)
	}

	var logs bytes.Buffer
	rt := newRuntime(t, wasmhost.Config{CacheDir: dir, CacheKeyFile: key,
		Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	if _, err := rt.Load(t.Context(), bin, wasmhost.ModuleOptions{Name: "detector"}); err != nil {
		t.Fatal(err)
	}
	if err := rt.Close(t.Context()); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(logs.String(), "WARN") {
		t.Errorf("the release's entry was read:\n%s", logs.String())
	}
	if after, err := os.ReadFile(foreign); err != nil || !bytes.Equal(after, before) {
		t.Errorf("the release's entry was changed or removed (%v)", err)
	}
	if got := entries(); !slices.Contains(got, marked[0]) || !slices.Contains(got, foreign) {
		t.Errorf("entries after the load: %v, want the release's and a new %s", got, filepath.Base(marked[0]))
	}
}
