package wasmhost_test

import (
	"bytes"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

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
	copyTree(t, filepath.Join(sharedCache(), "modules"), filepath.Join(dir, "modules"))
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
	// Only the entries are in the cache dir: each runtime removed its
	// staging dir when it closed.
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if e.Name() != "modules" {
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

// TestCompileCacheSeparatesEngines checks that the compile cache keys
// entries by the engine that compiled them: every entry is named for
// wazero's version and platform, and an entry stored under another
// version's name for the same module is not read: the module is compiled
// again under this version's name, without a warning, and the foreign
// entry is left as it was.
func TestCompileCacheSeparatesEngines(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cache")
	key := filepath.Join(t.TempDir(), "cache.key")
	bin := tinyModule(bodyEnd)
	stored := cacheEntry(t, loadLogged(t, dir, key, bin, "linking"), "stored an entry")
	_, engine, ok := strings.Cut(filepath.Base(stored), "-wazero-")
	if !ok || !strings.HasSuffix(engine, "-"+runtime.GOARCH+"-"+runtime.GOOS) {
		t.Fatalf("entry %s is not named for wazero's version and platform", stored)
	}
	// The entry another wazero version would have.
	foreign := strings.Replace(stored, "-wazero-", "-wazero-v0.0.1-other-", 1)
	before, err := os.ReadFile(stored)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(stored, foreign); err != nil {
		t.Fatal(err)
	}
	logs := loadLogged(t, dir, key, bin, "linking")
	if strings.Contains(logs, "WARN") || cacheEntry(t, logs, "stored an entry") != stored {
		t.Errorf("the other version's entry was read, or the module not compiled again under this version's name:\n%s", logs)
	}
	if after, err := os.ReadFile(foreign); err != nil || !bytes.Equal(after, before) {
		t.Errorf("the other version's entry was changed or removed (%v)", err)
	}
}

// Bodies of tinyModule's function: empty, a nop, and an invalid one (it
// leaves an i32 on the stack of a function that returns nothing), which
// only the validation of function bodies finds.
var (
	bodyEnd     = []byte{0x00, 0x0b}             // no locals; end
	bodyNop     = []byte{0x00, 0x01, 0x0b}       // no locals; nop; end
	bodyInvalid = []byte{0x00, 0x41, 0x01, 0x0b} // no locals; i32.const 1; end
)

// tinyModule is a WebAssembly module of one function with body, exported
// as "f", that is not a scanner: Load compiles it and then fails to link.
func tinyModule(body []byte) []byte {
	b := []byte("\x00asm\x01\x00\x00\x00")
	b = append(b, 0x01, 0x04, 0x01, 0x60, 0x00, 0x00)             // type 0: () -> ()
	b = append(b, 0x03, 0x02, 0x01, 0x00)                         // function 0 of type 0
	b = append(b, 0x07, 0x05, 0x01, 0x01, 'f', 0x00, 0x00)        // export "f": function 0
	b = append(b, 0x0a, byte(2+len(body)), 0x01, byte(len(body))) // code
	return append(b, body...)
}

// loadLogged loads bin in a new runtime over the cache dir and key file
// with a debug log, checks that Load fails at the stage named by want
// ("linking": it compiled; "compiling": it was refused) and returns the log.
func loadLogged(t *testing.T, dir, key string, bin []byte, want string) string {
	t.Helper()
	var logs bytes.Buffer
	rt := newRuntime(t, wasmhost.Config{CacheDir: dir, CacheKeyFile: key,
		Logger: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	_, err := rt.Load(t.Context(), bin, wasmhost.ModuleOptions{Name: "tiny"})
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("Load() = %v, want an error %s", err, want)
	}
	if err := rt.Close(t.Context()); err != nil {
		t.Fatal(err)
	}
	return logs.String()
}

// cacheEntry returns the entry named in the log line with msg.
func cacheEntry(t *testing.T, logs, msg string) string {
	t.Helper()
	for line := range strings.Lines(logs) {
		if _, rest, ok := strings.Cut(line, "compile cache: "+msg+"\" entry="); ok {
			return strings.Fields(rest)[0]
		}
	}
	t.Fatalf("no %q in the log:\n%s", msg, logs)
	return ""
}

// TestCompileCacheRefusesBadEntries replaces a module's authentic entry by
// a tampered, a truncated, a wrong-key and another module's entry: each is
// refused with a warning, and the module is compiled again and stored in
// an entry that the next load takes.
func TestCompileCacheRefusesBadEntries(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cache")
	key := filepath.Join(t.TempDir(), "cache.key")
	bin := tinyModule(bodyEnd)
	entry := cacheEntry(t, loadLogged(t, dir, key, bin, "linking"), "stored an entry")
	authentic, err := os.ReadFile(entry)
	if err != nil {
		t.Fatal(err)
	}
	if logs := loadLogged(t, dir, key, bin, "linking"); cacheEntry(t, logs, "authenticated entry") != entry {
		t.Fatalf("the second load did not take the entry:\n%s", logs)
	}

	// The same module's entry made with another key.
	otherDir := filepath.Join(t.TempDir(), "cache")
	otherKey := filepath.Join(t.TempDir(), "cache.key")
	wrongKey, err := os.ReadFile(cacheEntry(t, loadLogged(t, otherDir, otherKey, bin, "linking"), "stored an entry"))
	if err != nil {
		t.Fatal(err)
	}
	// Another module's authentic entry, with this key.
	otherModule, err := os.ReadFile(cacheEntry(t, loadLogged(t, dir, key, tinyModule(bodyNop), "linking"), "stored an entry"))
	if err != nil {
		t.Fatal(err)
	}
	tampered := bytes.Clone(authentic)
	tampered[len(tampered)-100] ^= 1

	for _, tc := range []struct {
		name string
		data []byte
	}{
		{"tampered", tampered},
		{"truncated", authentic[:len(authentic)/2]},
		{"truncated in the header", authentic[:10]},
		{"wrong key", wrongKey},
		{"another module's", otherModule},
	} {
		if err := os.WriteFile(entry, tc.data, 0o600); err != nil {
			t.Fatal(err)
		}
		logs := loadLogged(t, dir, key, bin, "linking")
		if !strings.Contains(logs, "level=WARN msg=\"compile cache: entry failed authentication") || cacheEntry(t, logs, "stored an entry") != entry {
			t.Errorf("%s entry: not refused, or the module not compiled again:\n%s", tc.name, logs)
		}
		if logs := loadLogged(t, dir, key, bin, "linking"); strings.Contains(logs, "WARN") || cacheEntry(t, logs, "authenticated entry") != entry {
			t.Errorf("%s entry: the entry stored in its place is not taken:\n%s", tc.name, logs)
		}
	}
}

// TestCompileCacheInvalidModule checks that a module with an invalid
// function body is refused with and without an entry under its name: the
// bodies are validated whenever the code does not come from an
// authenticated entry. Nothing is stored for it, and an authentic entry of
// another module put in its place is refused and deleted.
func TestCompileCacheInvalidModule(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cache")
	key := filepath.Join(t.TempDir(), "cache.key")
	bad := tinyModule(bodyInvalid)
	logs := loadLogged(t, dir, key, bad, "compiling")
	entry := cacheEntry(t, logs, "no entry")
	if strings.Contains(logs, "stored an entry") {
		t.Fatalf("an entry was stored for an invalid module:\n%s", logs)
	}
	valid, err := os.ReadFile(cacheEntry(t, loadLogged(t, dir, key, tinyModule(bodyEnd), "linking"), "stored an entry"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(entry, valid, 0o600); err != nil {
		t.Fatal(err)
	}
	var logBuf bytes.Buffer
	rt := newRuntime(t, wasmhost.Config{CacheDir: dir, CacheKeyFile: key, Logger: slog.New(slog.NewTextHandler(&logBuf, nil))})
	_, err = rt.Load(t.Context(), bad, wasmhost.ModuleOptions{Name: "bad"})
	if e := wasmhost.AsError(err); e == nil || e.Kind != wasmhost.KindLoad || !strings.Contains(err.Error(), "compiling bad") || !strings.Contains(err.Error(), "invalid function[0]") {
		t.Fatalf("Load() = %v, want the invalid function body refused", err)
	}
	if !strings.Contains(logBuf.String(), "entry failed authentication") {
		t.Errorf("the planted entry was not refused:\n%s", logBuf.String())
	}
	if _, err := os.Stat(entry); !os.IsNotExist(err) {
		t.Errorf("the planted entry is still there (%v)", err)
	}
}

// TestCompileCacheSharedByRuntimes checks that two runtimes open at once
// over the same cache dir and key share its entries: what one compiled and
// stored, the other takes without compiling.
func TestCompileCacheSharedByRuntimes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cache")
	key := filepath.Join(t.TempDir(), "cache.key")
	var logs [2]bytes.Buffer
	var rts [2]*wasmhost.Runtime
	for i := range rts {
		rts[i] = newRuntime(t, wasmhost.Config{CacheDir: dir, CacheKeyFile: key,
			Logger: slog.New(slog.NewTextHandler(&logs[i], &slog.HandlerOptions{Level: slog.LevelDebug}))})
	}
	for i, rt := range rts {
		if _, err := rt.Load(t.Context(), tinyModule(bodyNop), wasmhost.ModuleOptions{}); err == nil || !strings.Contains(err.Error(), "linking") {
			t.Fatalf("runtime %d: Load() = %v, want a linking error", i, err)
		}
	}
	stored := cacheEntry(t, logs[0].String(), "stored an entry")
	if got := cacheEntry(t, logs[1].String(), "authenticated entry"); got != stored || strings.Contains(logs[1].String(), "stored an entry") {
		t.Errorf("the second runtime did not take the first one's entry:\n%s", logs[1].String())
	}
}

// TestCompileCacheRemovesOldLayouts checks that what earlier versions kept
// in the cache dir (wazero's own files, the entries of the staging layout
// and its staging dirs once a day old) is removed, and that the entries
// and a staging dir a running process may still use are kept.
func TestCompileCacheRemovesOldLayouts(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cache")
	key := filepath.Join(t.TempDir(), "cache.key")
	stored := cacheEntry(t, loadLogged(t, dir, key, tinyModule(bodyEnd), "linking"), "stored an entry")
	old := []string{"authenticated/x", "compiled/v", "wazero-v1.12.0-amd64-linux/y", "staging-123/wazero-v1.12.0-amd64-linux/z", "staging-456/w"}
	for _, name := range old {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("old"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	dayAgo := time.Now().Add(-25 * time.Hour)
	if err := os.Chtimes(filepath.Join(dir, "staging-123"), dayAgo, dayAgo); err != nil {
		t.Fatal(err)
	}
	rt := newRuntime(t, wasmhost.Config{CacheDir: dir, CacheKeyFile: key})
	if err := rt.Close(t.Context()); err != nil {
		t.Fatal(err)
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	if strings.Join(names, ",") != "modules,staging-456" {
		t.Errorf("cache dir holds %v, want the entries and the recent staging dir", names)
	}
	if _, err := os.Stat(stored); err != nil {
		t.Errorf("the entry was removed: %v", err)
	}
}

// TestCompileCacheRefusesBadCodeFiles replaces the code file of a module's
// entry (the bytes wazero reads, linked into the staging dir) by another
// module's authentic code file, by a copy of itself that other users may
// change, by one owned by another user (as root) and by a symbolic link:
// each is refused with a warning, and the module compiled again and
// stored in an entry that the next load takes.
func TestCompileCacheRefusesBadCodeFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cache")
	key := filepath.Join(t.TempDir(), "cache.key")
	bin := tinyModule(bodyEnd)
	entry := cacheEntry(t, loadLogged(t, dir, key, bin, "linking"), "stored an entry")
	code := entry + ".code"
	other := cacheEntry(t, loadLogged(t, dir, key, tinyModule(bodyNop), "linking"), "stored an entry") + ".code"
	otherCode, err := os.ReadFile(other)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name  string
		plant func(t *testing.T)
		want  string
	}{
		{"another module's", func(t *testing.T) { writeFile(t, code, otherCode, 0o600) }, "the GMAC does not match"},
		{"group-writable", func(t *testing.T) {
			data, err := os.ReadFile(code)
			if err != nil {
				t.Fatal(err)
			}
			writeFile(t, code, data, 0o600)
			if err := os.Chmod(code, 0o620); err != nil {
				t.Fatal(err)
			}
		}, "lets others change it"},
		{"a symbolic link", func(t *testing.T) {
			if err := os.Remove(code); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(other, code); err != nil {
				t.Fatal(err)
			}
		}, "code file:"},
	}
	if os.Geteuid() == 0 {
		cases = append(cases, struct {
			name  string
			plant func(t *testing.T)
			want  string
		}{"owned by another user", func(t *testing.T) {
			if err := os.Chown(code, 65534, 65534); err != nil {
				t.Fatal(err)
			}
		}, "owned by another user"})
	}
	for _, tc := range cases {
		tc.plant(t)
		logs := loadLogged(t, dir, key, bin, "linking")
		if !strings.Contains(logs, "level=WARN msg=\"compile cache: entry failed authentication") || !strings.Contains(logs, tc.want) ||
			cacheEntry(t, logs, "stored an entry") != entry {
			t.Errorf("%s code file: not refused with %q, or the module not compiled again:\n%s", tc.name, tc.want, logs)
		}
		if logs := loadLogged(t, dir, key, bin, "linking"); strings.Contains(logs, "WARN") || cacheEntry(t, logs, "authenticated entry") != entry {
			t.Errorf("%s code file: the entry stored in its place is not taken:\n%s", tc.name, logs)
		}
	}
}

// writeFile replaces path by a new file of data and mode.
func writeFile(t *testing.T, path string, data []byte, mode os.FileMode) {
	t.Helper()
	os.Remove(path)
	if err := os.WriteFile(path, data, mode); err != nil {
		t.Fatal(err)
	}
}
