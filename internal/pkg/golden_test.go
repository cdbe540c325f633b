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

// TestVerifyReportGolden pins the text and JSON reports of Verify (what
// worker verify-package prints) for a valid and an invalid package.
func TestVerifyReportGolden(t *testing.T) {
	f := newFixture(t, false)
	if err := Sign(f.b.key, f.pkg); err != nil {
		t.Fatal(err)
	}
	if err := Sign(f.c.key, f.pkg); err != nil { // an untrusted extra signer
		t.Fatal(err)
	}
	t.Chdir(f.dir)
	opt := VerifyOptions{Trust: TrustConfig{Keys: []string{"a.pub", "b.pub"}, Threshold: 2}, Now: testNow}
	run := func(asJSON bool) (bool, string) {
		t.Helper()
		r, err := Verify(context.Background(), "pkg", opt)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if asJSON {
			err = r.WriteJSON(&out)
		} else {
			err = r.WriteText(&out)
		}
		if err != nil {
			t.Fatal(err)
		}
		return r.Valid, out.String()
	}
	for _, asJSON := range []bool{false, true} {
		valid, out := run(asJSON)
		if !valid {
			t.Fatalf("valid package reported invalid:\n%s", out)
		}
		checkGolden(t, "valid"+ext(asJSON), []byte(out))
	}

	f.write(t, "rules/words.txt", "secreT\ntoken\n")
	f.write(t, "bin/extra", "x")
	f.remove(t, "mod.wasm")
	for _, asJSON := range []bool{false, true} {
		valid, out := run(asJSON)
		if valid {
			t.Fatal("invalid package reported valid")
		}
		checkGolden(t, "invalid"+ext(asJSON), []byte(out))
	}

	f.remove(t, SignatureName)
	valid, out := run(false)
	if valid {
		t.Fatal("unsigned package reported valid")
	}
	checkGolden(t, "unsigned.txt", []byte(out))

	opt.Trust.Threshold = 3
	if _, err := Verify(context.Background(), "pkg", opt); err == nil || !strings.Contains(err.Error(), "trust config: threshold: 3 is not in 1..2") {
		t.Fatalf("threshold above the key count: %v", err)
	}
}

func ext(asJSON bool) string {
	if asJSON {
		return ".json"
	}
	return ".txt"
}

func TestKeygenBuildSign(t *testing.T) {
	dir := t.TempDir()
	prefix := filepath.Join(dir, "release")
	pubPath, keyPath, err := GenerateKey(prefix)
	if err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(keyPath)
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("private key mode: %v %v", fi.Mode(), err)
	}
	if _, _, err := GenerateKey(prefix); err == nil || !strings.Contains(err.Error(), "file exists") {
		t.Fatalf("GenerateKey overwrote a key: %v", err)
	}

	src := writeSource(t, dir, strings.Replace(testPackageTOML, `created = "2026-01-01T00:00:00Z"`+"\n", "", 1))
	pkgPath := filepath.Join(dir, "out.tar.gz")
	if err := Build(src, pkgPath); err != nil {
		t.Fatalf("build: %v", err)
	}
	if err := Sign(keyPath, pkgPath); err != nil {
		t.Fatalf("sign: %v", err)
	}
	r, err := Verify(context.Background(), pkgPath, VerifyOptions{Trust: TrustConfig{Keys: []string{pubPath}, Threshold: 1}})
	if err != nil || !r.Valid {
		t.Fatalf("verify of a freshly built package: %v\n%s", err, problemsText(r))
	}

	// A key readable by others is refused.
	os.Chmod(keyPath, 0o644)
	if err := Sign(keyPath, pkgPath); err == nil || !strings.Contains(err.Error(), "chmod 600") {
		t.Fatalf("sign with a world-readable key: %v", err)
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
