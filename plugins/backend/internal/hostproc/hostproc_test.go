//go:build linux

package hostproc

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestCheckEntry(t *testing.T) {
	dir := t.TempDir()
	exe := filepath.Join(dir, "scanner")
	if err := os.WriteFile(exe, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	e, err := CheckEntry(exe, "")
	if err != nil || len(e.Digest) != 64 || len(e.Sum) != 32 {
		t.Fatalf("CheckEntry = %+v, %v", e, err)
	}
	if _, err := CheckEntry(exe, e.Digest); err != nil {
		t.Fatal(err)
	}
	if _, err := CheckEntry(exe, strings.Repeat("0", 64)); err == nil || !strings.Contains(err.Error(), "manifest says") {
		t.Errorf("wrong digest: %v", err)
	}
	plain := filepath.Join(dir, "plain")
	os.WriteFile(plain, nil, 0o644)
	link := filepath.Join(dir, "link")
	os.Symlink(exe, link)
	for path, want := range map[string]string{"rel/x": "clean absolute", dir + "/../x": "clean absolute", plain: "not executable", dir: "not a regular file", link: "opening entry"} {
		if _, err := CheckEntry(path, ""); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", path, err, want)
		}
	}
	// The sealed copy holds the hashed bytes and cannot be changed.
	if err := os.WriteFile(exe, []byte("#!/bin/sh\necho\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if b, err := io.ReadAll(e.Exe); err != nil || string(b) != "#!/bin/sh\n" {
		t.Fatalf("sealed copy holds %q, %v", b, err)
	}
	if _, err := e.Exe.WriteAt([]byte("x"), 0); err == nil {
		t.Error("the sealed copy accepted a write")
	}
}

func TestReadEntry(t *testing.T) {
	dir := t.TempDir()
	mod := filepath.Join(dir, "m.wasm")
	body := []byte("\x00asm module bytes")
	if err := os.WriteFile(mod, body, 0o644); err != nil {
		t.Fatal(err)
	}
	e, err := CheckEntry(mustExec(t, dir, body), "")
	if err != nil {
		t.Fatal(err)
	}
	got, err := ReadEntry(mod, e.Digest, int64(len(body)))
	if err != nil || string(got) != string(body) {
		t.Fatalf("ReadEntry = %q, %v", got, err)
	}
	link := filepath.Join(dir, "link")
	os.Symlink(mod, link)
	for _, tc := range []struct {
		path, want string
		max        int64
	}{
		{mod, "over the limit of 4", 4},
		{"rel/x", "clean absolute", 1 << 20},
		{dir, "not a regular file", 1 << 20},
		{link, "opening entry", 1 << 20},
	} {
		if _, err := ReadEntry(tc.path, "", tc.max); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s (max %d): %v, want %q", tc.path, tc.max, err, tc.want)
		}
	}
	if _, err := ReadEntry(mod, strings.Repeat("0", 64), 1<<20); err == nil || !strings.Contains(err.Error(), "manifest says") {
		t.Errorf("wrong digest: %v", err)
	}
}

// mustExec writes body as an executable file in dir and returns its path.
func mustExec(t *testing.T, dir string, body []byte) string {
	t.Helper()
	p := filepath.Join(dir, "exe")
	if err := os.WriteFile(p, body, 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestCheckEnvConfig(t *testing.T) {
	reserved := map[string]bool{"HOME": true}
	if errs := CheckEnvConfig([]string{"A", "B_1"}, map[string]string{"C": "x"}, reserved); errs != nil {
		t.Fatalf("a good config: %v", errs)
	}
	errs := CheckEnvConfig([]string{"A", "HOME", "1x"}, map[string]string{"C": "ok", "D=": "a", "HOME": "h"}, reserved)
	got := errors.Join(errs...).Error()
	for _, want := range []string{
		"env_allow[1]: HOME is set by the backend", "env_allow[2]: \"1x\" is not a variable name",
		"env.D=: \"D=\" is not a variable name", "env.HOME: HOME is set by the backend",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("errors lack %q:\n%s", want, got)
		}
	}
	if len(errs) != 4 {
		t.Errorf("%d errors, want 4:\n%s", len(errs), got)
	}
}

func TestEnviron(t *testing.T) {
	t.Setenv("HOSTPROC_ALLOWED", "yes")
	t.Setenv("HOSTPROC_SECRET", "no")
	env := Environ([]string{"HOSTPROC_ALLOWED", "HOSTPROC_UNSET"}, map[string]string{"FIXED": "1", "HOME": "/bad"}, "/priv", map[string]string{"MARK": "m"})
	want := []string{"FIXED=1", "HOME=/priv", "HOSTPROC_ALLOWED=yes", "LANG=" + DefaultLang, "MARK=m", "PATH=" + DefaultPath, "TMPDIR=/priv"}
	if !slices.Equal(env, want) {
		t.Fatalf("Environ = %q, want %q", env, want)
	}
	reserved := map[string]bool{"HOME": true}
	for name, want := range map[string]string{"OK_1": "", "1BAD": "not a variable name", "A-B": "not a variable name", strings.Repeat("A", 129): "not a variable name", "HOME": "set by the backend"} {
		err := CheckEnvName(name, reserved)
		if (want == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), want) {
			t.Errorf("CheckEnvName(%.20q) = %v, want %q", name, err, want)
		}
	}
}

func TestClipMiddle(t *testing.T) {
	if got := string(ClipMiddle([]byte("abc"), 10)); got != "abc" {
		t.Errorf("short: %q", got)
	}
	if got := string(ClipMiddle([]byte("abcdefghij"), 0)); got != "abcdefghij" {
		t.Errorf("no max: %q", got)
	}
	if got := string(ClipMiddle([]byte("abcdefghijklmnopqrstuvwxyz"), 10)); got != "abcde…[16 bytes elided]…vwxyz" {
		t.Errorf("clipped: %q", got)
	}
}
