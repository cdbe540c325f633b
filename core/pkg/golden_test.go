package pkg

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata/golden")

// goldenDir is absolute, as some tests change the working directory.
var goldenDir, _ = filepath.Abs(filepath.Join("testdata", "golden"))

func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join(goldenDir, name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s differs from the golden file (go test -update rewrites it)\n--- got:\n%s\n--- want:\n%s", name, got, want)
	}
}

// TestVerifyCommandGolden pins the text and JSON output of
// worker verify-package for a valid and an invalid package.
func TestVerifyCommandGolden(t *testing.T) {
	f := newFixture(t, false)
	if err := Sign(f.b.key, f.pkg); err != nil {
		t.Fatal(err)
	}
	if err := Sign(f.c.key, f.pkg); err != nil { // an untrusted extra signer
		t.Fatal(err)
	}
	t.Chdir(f.dir)
	opt := VerifyOptions{Trust: TrustConfig{Keys: []string{"a.pub", "b.pub"}, Threshold: 2}, Now: testNow}
	run := func(asJSON bool) (int, string, string) {
		var out, errOut bytes.Buffer
		code := VerifyCommand(context.Background(), "pkg", opt, asJSON, &out, &errOut)
		return code, out.String(), errOut.String()
	}
	for _, asJSON := range []bool{false, true} {
		code, out, errOut := run(asJSON)
		if code != ExitValid || errOut != "" {
			t.Fatalf("valid package: exit %d, stderr %q, stdout:\n%s", code, errOut, out)
		}
		checkGolden(t, "valid"+ext(asJSON), []byte(out))
	}

	f.write(t, "rules/words.txt", "secreT\ntoken\n")
	f.write(t, "bin/extra", "x")
	f.remove(t, "mod.wasm")
	for _, asJSON := range []bool{false, true} {
		code, out, _ := run(asJSON)
		if code != ExitInvalid {
			t.Fatalf("invalid package: exit %d", code)
		}
		checkGolden(t, "invalid"+ext(asJSON), []byte(out))
	}

	f.remove(t, SignatureName)
	code, out, _ := run(false)
	if code != ExitInvalid {
		t.Fatalf("unsigned package: exit %d", code)
	}
	checkGolden(t, "unsigned.txt", []byte(out))

	opt.Trust.Threshold = 3
	code, out, errOut := run(false)
	if code != ExitUsage || out != "" || !strings.Contains(errOut, "threshold: 3 is not in 1..2") {
		t.Fatalf("usage error: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	checkGolden(t, "usage.txt", []byte(errOut))
}

func ext(asJSON bool) string {
	if asJSON {
		return ".json"
	}
	return ".txt"
}

func TestKeygenBuildSignCommands(t *testing.T) {
	dir := t.TempDir()
	prefix := filepath.Join(dir, "release")
	var out, errOut bytes.Buffer
	if code := KeygenCommand(prefix, false, &out, &errOut); code != 0 {
		t.Fatalf("keygen: %d %s", code, errOut.String())
	}
	fi, err := os.Stat(prefix + ".key")
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("private key mode: %v %v", fi.Mode(), err)
	}
	if !strings.Contains(out.String(), "keys = [\"ed25519:") {
		t.Fatalf("keygen output:\n%s", out.String())
	}
	if code := KeygenCommand(prefix, false, &out, &errOut); code == 0 || !strings.Contains(errOut.String(), "file exists") {
		t.Fatalf("keygen overwrote a key: %d %s", code, errOut.String())
	}
	out.Reset()
	if code := KeygenCommand(filepath.Join(dir, "second"), true, &out, &errOut); code != 0 || !strings.Contains(out.String(), `"keyid"`) {
		t.Fatalf("keygen --json: %d %s", code, out.String())
	}

	src := writeSource(t, dir, strings.Replace(testPackageTOML, `created = "2026-01-01T00:00:00Z"`+"\n", "", 1))
	pkgPath := filepath.Join(dir, "out.tar.gz")
	if code := BuildCommand(src, pkgPath, &out, &errOut); code != 0 {
		t.Fatalf("build: %s", errOut.String())
	}
	if code := SignCommand(prefix+".key", pkgPath, &out, &errOut); code != 0 {
		t.Fatalf("sign: %s", errOut.String())
	}
	r, err := Verify(context.Background(), pkgPath, VerifyOptions{Trust: TrustConfig{Keys: []string{prefix + ".pub"}, Threshold: 1}})
	if err != nil || !r.Valid {
		t.Fatalf("verify of a freshly built package: %v\n%s", err, problemsText(r))
	}

	// A key readable by others is refused.
	os.Chmod(prefix+".key", 0o644)
	errOut.Reset()
	if code := SignCommand(prefix+".key", pkgPath, &out, &errOut); code == 0 || !strings.Contains(errOut.String(), "chmod 600") {
		t.Fatalf("sign with a world-readable key: %s", errOut.String())
	}
}

func TestBuildErrors(t *testing.T) {
	cases := []struct {
		name string
		edit func(string) string
		prep func(t *testing.T, src string)
		want string
	}{
		{"unknown key", func(s string) string { return "homepage = \"x\"\n" + s }, nil, "unknown keys: homepage"},
		{"unknown scanner key", func(s string) string { return s + "memory = 1\n" }, nil, "unknown keys: scanners.memory"},
		{"bad toml", func(s string) string { return s + "name = \n" }, nil, "package.toml"},
		{"missing expires", func(s string) string { return strings.Replace(s, `expires = "2027-01-01T00:00:00Z"`+"\n", "", 1) }, nil, "expires"},
		{"unsafe file path", func(s string) string { return strings.Replace(s, `"rules/words.txt"`, `"../x"`, 1) }, nil, `".." component`},
		{"missing file", func(s string) string { return strings.Replace(s, `"rules/words.txt"`, `"rules/none.txt"`, 1) }, nil, "package.toml lists rules/none.txt, which is not in the source directory"},
		{"symlinked source file", nil, func(t *testing.T, src string) {
			os.Remove(filepath.Join(src, "rules/words.txt"))
			os.Symlink("/etc/passwd", filepath.Join(src, "rules/words.txt"))
		}, "is a symlink, not a regular file"},
		{"bad scanner", func(s string) string { return strings.Replace(s, `backend = "wasm"`, `backend = "docker"`, 1) }, nil, `"docker" is not a backend built into this worker`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			toml := testPackageTOML
			if tc.edit != nil {
				toml = tc.edit(toml)
			}
			src := writeSource(t, dir, toml)
			if tc.prep != nil {
				tc.prep(t, src)
			}
			err := build(src, filepath.Join(dir, "pkg"), testNow)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("want an error mentioning %q, got %v", tc.want, err)
			}
		})
	}
}
