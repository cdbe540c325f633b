package workercmd

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/pkg"
)

// pkgNow is the reference time of the package goldens.
const pkgNow = "2026-06-01T00:00:00Z"

// testdataDir is absolute: the package tests change the working directory
// so that paths in their output are short and stable.
var testdataDir, _ = filepath.Abs("testdata")

// pkgGolden is golden for tests that changed the working directory.
func pkgGolden(t *testing.T, name, got string) {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(filepath.Dir(testdataDir))
	// Builds are chosen for this machine's platform; goldens name none.
	got = strings.ReplaceAll(got, `"platform": "`+runtime.GOOS+"/"+runtime.GOARCH+`"`, `"platform": "$PLATFORM"`)
	golden(t, name, got)
	t.Chdir(wd)
}

// writeSeedKey writes PREFIX.key and PREFIX.pub for a fixed seed byte, so
// key ids and signatures in goldens are stable (ed25519 is deterministic).
func writeSeedKey(t *testing.T, prefix string, b byte) {
	t.Helper()
	if _, _, err := pkg.WriteKeyFromSeed(prefix, bytes.Repeat([]byte{b}, ed25519.SeedSize)); err != nil {
		t.Fatal(err)
	}
}

// pkgSource writes a package source directory "src" in dir with fixed
// dates and platforms, so the built manifest is byte-for-byte stable.
func pkgSource(t *testing.T, dir string, version int) {
	t.Helper()
	files := map[string]string{
		"src/bin/scan":        "#!/bin/sh\nexit 0\n",
		"src/rules/words.txt": "secret\ntoken\n",
		"src/package.toml": `name = "demo"
version = ` + strconv.Itoa(version) + `
release = "1.0.` + strconv.Itoa(version) + `"
created = "2026-01-01T00:00:00Z"
expires = "2027-01-01T00:00:00Z"
platforms = ["linux/amd64", "linux/arm64"]
files = ["rules/words.txt"]

[[scanners]]
name = "words"
backend = "subprocess"
entry = "bin/scan"
capabilities = ["detector"]
keywords = ["secret", "token"]
`,
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o755); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPackageCommandsGolden builds, signs and verifies a package with the
// CLI in-process and pins the output of every step, valid and invalid.
func TestPackageCommandsGolden(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	pkgSource(t, dir, 3)
	writeSeedKey(t, "a", 1)
	writeSeedKey(t, "b", 2)
	writeSeedKey(t, "stranger", 3)

	step := func(wantCode int, args ...string) string {
		t.Helper()
		out, errOut, code := run(t, dir, args...)
		if code != wantCode {
			t.Fatalf("%s: exit %d, want %d\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), code, wantCode, out, errOut)
		}
		return out + errOut
	}
	var log strings.Builder
	log.WriteString(step(ExitOK, "package", "build", "src", "--out", "pkg"))
	log.WriteString(step(ExitFailed, "verify-package", "--trust-key", "a.pub", "--now", pkgNow, "pkg"))
	log.WriteString(step(ExitOK, "package", "sign", "--key", "a.key", "pkg"))
	log.WriteString(step(ExitOK, "package", "sign", "--key", "stranger.key", "pkg"))
	pkgGolden(t, "pkg_build_sign", log.String())

	pkgGolden(t, "pkg_verify_valid", step(ExitOK, "verify-package", "--trust-key", "a.pub", "--now", pkgNow, "pkg"))
	pkgGolden(t, "pkg_verify_valid_json", step(ExitOK, "verify-package", "--json", "--trust-key", "a.pub", "--now", pkgNow, "pkg"))
	// Run, as Main calls it, prints the same.
	var mainOut, mainErr bytes.Buffer
	code := Run(context.Background(), []string{"verify-package", "--trust-key", "a.pub", "--now", pkgNow, "pkg"}, strings.NewReader(""), &mainOut, &mainErr, Options{})
	if code != ExitOK || mainErr.Len() != 0 {
		t.Fatalf("Run: exit %d, stderr %q", code, mainErr.String())
	}
	pkgGolden(t, "pkg_verify_valid", mainOut.String())
	pkgGolden(t, "pkg_verify_threshold", step(ExitFailed, "verify-package",
		"--trust-key", "a.pub", "--trust-key", "b.pub", "--threshold", "2", "--now", pkgNow, "pkg"))

	cfg := writeConfig(t, dir, "[worker]\nid = \"w1\"\nstate_dir = \"state\"\n[transport]\nuse = \"clitest\"\n[transport.clitest]\ndir = \"q\"\n"+
		"[[package]]\npath = \"pkg\"\n[trust]\nkeys = [\"a.pub\"]\nthreshold = 1\n")
	if out := step(ExitOK, "verify-package", "--config", cfg, "--now", pkgNow, "pkg"); !strings.HasPrefix(out, "OK: pkg is a valid package") {
		t.Errorf("--config: %s", out)
	}

	// Tamper: change a listed file, add an unlisted one, drop the entry.
	os.WriteFile(filepath.Join(dir, "pkg", "rules", "words.txt"), []byte("secreT\ntoken\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "pkg", "extra"), []byte("x"), 0o644)
	os.Remove(filepath.Join(dir, "pkg", "bin", "scan"))
	pkgGolden(t, "pkg_verify_invalid", step(ExitFailed, "verify-package", "--trust-key", "a.pub", "--now", pkgNow, "pkg"))
	out := step(ExitFailed, "verify-package", "--json", "--trust-key", "a.pub", "--now", pkgNow, "pkg")
	pkgGolden(t, "pkg_verify_invalid_json", out)
	var rep struct {
		Valid    bool
		Problems []pkg.Problem
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || rep.Valid || len(rep.Problems) != 3 {
		t.Errorf("JSON report: valid %v, %d problems, %v", rep.Valid, len(rep.Problems), err)
	}
	for _, p := range rep.Problems {
		if p.File == "" {
			t.Errorf("problem without a file: %+v", p)
		}
	}
}

// TestPackageUsageErrors pins the exit code 2 cases of the package commands.
func TestPackageUsageErrors(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	writeSeedKey(t, "a", 1)
	cfg := writeConfig(t, dir, "[worker]\nid = \"w1\"\n[transport]\nuse = \"clitest\"\n[transport.clitest]\ndir = \"q\"\n")
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"verify_no_trust", []string{"verify-package", "pkg"}},
		{"verify_no_pkg", []string{"verify-package", "--trust-key", "a.pub"}},
		{"verify_two_pkgs", []string{"verify-package", "--trust-key", "a.pub", "p1", "p2"}},
		{"verify_config_and_key", []string{"verify-package", "--config", cfg, "--trust-key", "a.pub", "pkg"}},
		{"verify_config_no_trust", []string{"verify-package", "--config", cfg, "pkg"}},
		{"verify_threshold_alone", []string{"verify-package", "--threshold", "2", "pkg"}},
		{"verify_threshold_zero", []string{"verify-package", "--trust-key", "a.pub", "--threshold", "0", "pkg"}},
		{"verify_threshold_above", []string{"verify-package", "--trust-key", "a.pub", "--threshold", "2", "pkg"}},
		{"verify_key_twice", []string{"verify-package", "--trust-key", "a.pub", "--trust-key", "a.pub", "--threshold", "2", "pkg"}},
		{"verify_bad_key", []string{"verify-package", "--trust-key", "ed25519:AAAA", "pkg"}},
		{"verify_bad_now", []string{"verify-package", "--trust-key", "a.pub", "--now", "yesterday", "pkg"}},
		{"verify_bad_platform", []string{"verify-package", "--trust-key", "a.pub", "--platform", "linux", "pkg"}},
		{"keygen_no_out", []string{"keygen"}},
		{"build_no_out", []string{"package", "build", "src"}},
		{"build_no_src", []string{"package", "build", "--out", "p"}},
		{"sign_no_key", []string{"package", "sign", "pkg"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := run(t, dir, tc.args...)
			if code != ExitUsage || out != "" {
				t.Fatalf("exit %d (want %d), stdout %q, stderr %q", code, ExitUsage, out, errOut)
			}
			pkgGolden(t, "usage_"+tc.name, strings.ReplaceAll(errOut, dir, "$DIR"))
		})
	}
}

// TestPackageRuntimeErrors checks that failing to write keys or packages is
// exit 3 with the reason.
func TestPackageRuntimeErrors(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	out, errOut, code := run(t, dir, "keygen", "--out", "k")
	if code != ExitOK || !strings.Contains(out, "key id:") || !strings.Contains(out, `keys = ["ed25519:`) {
		t.Fatalf("keygen: exit %d %q %q", code, out, errOut)
	}
	if fi, err := os.Stat("k.key"); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("k.key: %v %v", fi, err)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"keygen", "--out", "k"}, ExitRuntime, "worker keygen: creating k.key"},
		{[]string{"package", "build", "nosuchdir", "--out", "p"}, ExitUsage, "worker package build: "},
		{[]string{"package", "sign", "--key", "k.key", "nosuchpkg"}, ExitUsage, "worker package sign: "},
	} {
		_, errOut, code := run(t, dir, tc.args...)
		if code != tc.code || !strings.HasPrefix(errOut, tc.want) {
			t.Errorf("%v: exit %d, stderr %q", tc.args, code, errOut)
		}
	}
	out, _, code = run(t, dir, "keygen", "--json", "--out", "j")
	var res keyResult
	if code != ExitOK || json.Unmarshal([]byte(out), &res) != nil || len(res.KeyID) != 64 || res.PrivateKeyPath != "j.key" {
		t.Errorf("keygen --json: exit %d %q", code, out)
	}
}

// TestRunRefusesInvalidPackage checks that `worker run` does not start
// with an unsigned package and says which package, why, and how to check
// it.
func TestRunRefusesInvalidPackage(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	pkgSource(t, dir, 1)
	writeSeedKey(t, "a", 1)
	if _, errOut, code := run(t, dir, "package", "build", "src", "--out", "unsigned"); code != ExitOK {
		t.Fatal(errOut)
	}
	cfg := writeConfig(t, dir, "[worker]\nid = \"w1\"\nstate_dir = \"state\"\n[transport]\nuse = \"clitest\"\n[transport.clitest]\ndir = \"q\"\n"+
		"[[package]]\npath = \"unsigned\"\n[trust]\nkeys = [\"a.pub\"]\nthreshold = 1\n")
	os.Mkdir("q", 0o700)
	out, errOut, code := run(t, dir, "run", "--config", cfg)
	if code != ExitRuntime || out != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	pkgGolden(t, "run_unsigned_package", strings.ReplaceAll(errOut, dir, "$DIR"))

	err := packageLoadError(&config.Config{Source: "w.toml"},
		errors.Join(&pkg.LoadError{Source: "x", Problems: []pkg.Problem{{File: "manifest.sig", Message: "bad"}}}))
	if !errors.Is(err, pkg.ErrInvalid) {
		t.Errorf("the start error does not wrap pkg.ErrInvalid: %v", err)
	}
}

// TestEnqueueUnknownScanner: a job for a scanner that no package of the
// config provides is refused (it would wait in the queue for good), naming
// the scanners there are; --any-scanner enqueues it for workers with other
// packages.
func TestEnqueueUnknownScanner(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	pkgSource(t, dir, 1)
	writeSeedKey(t, "a", 1)
	for _, args := range [][]string{{"package", "build", "src", "--out", "pkg"}, {"package", "sign", "--key", "a.key", "pkg"}} {
		if _, errOut, code := run(t, dir, args...); code != ExitOK {
			t.Fatalf("%v: %s", args, errOut)
		}
	}
	cfg := writeConfig(t, dir, "[worker]\nid = \"w1\"\nstate_dir = \"state\"\n[transport]\nuse = \"clitest\"\n[transport.clitest]\ndir = \"q\"\n"+
		"[[package]]\npath = \"pkg\"\n[trust]\nkeys = [\"a.pub\"]\nthreshold = 1\n")
	os.Mkdir("q", 0o700)
	target := t.TempDir()
	out, errOut, code := run(t, dir, "enqueue", "--config", cfg, "--id", "job-1", "--scanner", "demo/typo", target)
	if code != ExitUsage || out != "" || !strings.Contains(errOut, `provides scanner "demo/typo" (they provide: demo/words)`) {
		t.Fatalf("unknown scanner: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	if _, err := os.Stat(filepath.Join("q", "job-1")); !os.IsNotExist(err) {
		t.Fatalf("the refused job was queued: %v", err)
	}
	if _, errOut, code := run(t, dir, "enqueue", "--config", cfg, "--id", "job-2", "--scanner", "demo/words", target); code != ExitOK {
		t.Fatalf("known scanner: exit %d, %s", code, errOut)
	}
	if _, errOut, code := run(t, dir, "enqueue", "--config", cfg, "--id", "job-3", "--any-scanner", "--scanner", "demo/typo", target); code != ExitOK {
		t.Fatalf("--any-scanner: exit %d, %s", code, errOut)
	}
}

// TestPackagingErrorsSayWhatToDo: the author's mistakes while building and
// signing exit 2 with an error that names the real cause: a public key
// given as --key, an entry file that is not in the source directory, and a
// missing expires (reported against package.toml, the file the author
// edits, not the generated manifest.json). (All three exited 3, saying the
// private key's mode was too open, "statat bin/x", and "manifest.json
// expires".)
func TestPackagingErrorsSayWhatToDo(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	pkgSource(t, dir, 1)
	writeSeedKey(t, "acme", 1)
	toml := filepath.Join(dir, "src", "package.toml")
	orig, err := os.ReadFile(toml)
	if err != nil {
		t.Fatal(err)
	}
	check := func(want string, args ...string) {
		t.Helper()
		out, errOut, code := run(t, dir, args...)
		if code != ExitUsage || !strings.Contains(errOut, want) {
			t.Errorf("worker %s: exit %d (want 2), stdout %q, stderr %q; want %q", strings.Join(args, " "), code, out, errOut, want)
		}
	}
	os.Remove(filepath.Join(dir, "src", "bin", "scan"))
	check("package.toml lists bin/scan, which is not in the source directory", "package", "build", "src", "--out", "p.tar.gz")
	pkgSource(t, dir, 1)
	os.WriteFile(toml, []byte(strings.Replace(string(orig), "expires = \"2027-01-01T00:00:00Z\"\n", "", 1)), 0o644)
	check(filepath.Join("src", "package.toml")+" expires: \"\" is not a UTC time", "package", "build", "src", "--out", "p.tar.gz")
	os.WriteFile(toml, orig, 0o644)
	if out, errOut, code := run(t, dir, "package", "build", "src", "--out", "p.tar.gz"); code != 0 {
		t.Fatalf("build: exit %d %s %s", code, out, errOut)
	}
	check("acme.pub is a public key", "package", "sign", "--key", "acme.pub", "p.tar.gz")
	check("opening private key", "package", "sign", "--key", "nope.key", "p.tar.gz")
}
