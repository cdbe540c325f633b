package main

import (
	"bytes"
	"crypto/ed25519"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sluicehq/sluice/internal/pkg"
)

// pkgStep runs the worker binary in dir and fails the test unless it exits
// with want; it returns stdout.
func pkgStep(t *testing.T, bin, dir string, want int, args ...string) string {
	t.Helper()
	out, errOut, code := runBinary(t, bin, dir, args...)
	if code != want {
		t.Fatalf("worker %s: exit %d, want %d\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), code, want, out, errOut)
	}
	return out
}

// TestPackageFlowNewUser walks what a new user does, only through the
// binary: create a key, build and sign a package, verify it offline (text,
// JSON, and with the trust of worker.toml), then scan with a worker that
// trusts the key.
func TestPackageFlowNewUser(t *testing.T) {
	t.Parallel()
	bin := workerBinary(t)
	dir := t.TempDir()
	markersSource(t, dir, "src", backendSubprocess, 1)

	out := pkgStep(t, bin, dir, 0, "keygen", "--out", "release")
	if !strings.Contains(out, "key id:") || !strings.Contains(out, "[trust]") {
		t.Errorf("keygen output:\n%s", out)
	}
	pkgStep(t, bin, dir, 0, "package", "build", "src", "--out", "examples.tar.gz")
	out = pkgStep(t, bin, dir, 1, "verify-package", "--trust-key", "release.pub", "examples.tar.gz")
	if !strings.Contains(out, "the package is unsigned") {
		t.Errorf("unsigned package:\n%s", out)
	}
	pkgStep(t, bin, dir, 0, "package", "sign", "--key", "release.key", "examples.tar.gz")
	out = pkgStep(t, bin, dir, 0, "verify-package", "--trust-key", "release.pub", "examples.tar.gz")
	for _, want := range []string{"OK: examples.tar.gz is a valid package", "examples/markers", "1 valid of threshold 1"} {
		if !strings.Contains(out, want) {
			t.Errorf("verify-package output lacks %q:\n%s", want, out)
		}
	}

	cfg := "[worker]\nid = \"newuser\"\n\n[[package]]\npath = \"examples.tar.gz\"\n\n[trust]\nkeys = [\"release.pub\"]\nthreshold = 1\n"
	if err := os.WriteFile(filepath.Join(dir, "worker.toml"), []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	pkgStep(t, bin, dir, 0, "config", "check", "--config", "worker.toml")
	out = pkgStep(t, bin, dir, 0, "verify-package", "--config", "worker.toml", "--json", "examples.tar.gz")
	var rep struct {
		Valid bool   `json:"valid"`
		Name  string `json:"name"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || !rep.Valid || rep.Name != "examples" {
		t.Fatalf("verify-package --json: %v %+v\n%s", err, rep, out)
	}

	target := filepath.Join(dir, "target")
	os.MkdirAll(target, 0o755)
	os.WriteFile(filepath.Join(target, "main.go"), []byte("package main\n// DO-NOT-COMMIT\n"), 0o644)
	out = pkgStep(t, bin, dir, 1, "scan", "--config", "worker.toml", "--fail-on-findings", "--format", "json", "target")
	if f := scanFindings(t, out); len(f) != 1 || f[0]["path"] != "main.go" || f[0]["line"] != float64(2) {
		t.Fatalf("scan findings: %v\n%s", f, out)
	}
}

// TestStartRefusesInvalidPackage checks that `worker scan` and `worker run`
// refuse to start with an unsigned, untrusted or tampered package, naming
// the package, the reason and a verify-package command that works.
func TestStartRefusesInvalidPackage(t *testing.T) {
	t.Parallel()
	bin := workerBinary(t)
	dir := t.TempDir()
	markersSource(t, dir, "src", backendSubprocess, 1)
	pkgStep(t, bin, dir, 0, "keygen", "--out", "release")
	pkgStep(t, bin, dir, 0, "keygen", "--out", "stranger")
	os.MkdirAll(filepath.Join(dir, "target"), 0o755)

	cases := []struct {
		name, reason string
		make         func(pkgDir string)
	}{
		{"unsigned", "the package is unsigned", func(string) {}},
		{"untrusted", "the threshold is 1", func(p string) {
			pkgStep(t, bin, dir, 0, "package", "sign", "--key", "stranger.key", p)
		}},
		{"tampered", "bin/markers: sha256 is", func(p string) {
			pkgStep(t, bin, dir, 0, "package", "sign", "--key", "release.key", p)
			entry := filepath.Join(dir, p, "bin", "markers")
			data, err := os.ReadFile(entry)
			if err != nil {
				t.Fatal(err)
			}
			data[len(data)/2] ^= 1
			os.Chmod(entry, 0o755)
			if err := os.WriteFile(entry, data, 0o755); err != nil {
				t.Fatal(err)
			}
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			pkgDir := tc.name + ".pkg"
			pkgStep(t, bin, dir, 0, "package", "build", "src", "--out", pkgDir)
			tc.make(pkgDir)
			cfg := tc.name + ".toml"
			body := "[worker]\nid = \"refuse\"\nstate_dir = \"state-" + tc.name + "\"\n\n[[package]]\npath = \"" + pkgDir +
				"\"\n\n[trust]\nkeys = [\"release.pub\"]\nthreshold = 1\n\n[transport.local]\ndir = \"spool-" + tc.name + "\"\n"
			if err := os.WriteFile(filepath.Join(dir, cfg), []byte(body), 0o600); err != nil {
				t.Fatal(err)
			}
			abs := filepath.Join(dir, pkgDir)
			for _, args := range [][]string{{"scan", "--config", cfg, "target"}, {"run", "--config", cfg}} {
				out, errOut, code := runBinary(t, bin, dir, args...)
				if code != 3 || out != "" {
					t.Fatalf("%v: exit %d, stdout %q, stderr:\n%s", args, code, out, errOut)
				}
				for _, want := range []string{"worker " + args[0] + ": refusing to start: package " + abs + " failed verification", tc.reason} {
					if !strings.Contains(errOut, want) {
						t.Errorf("%v: stderr lacks %q:\n%s", args, want, errOut)
					}
				}
				if strings.Contains(errOut, "worker started") {
					t.Errorf("%v: the worker started:\n%s", args, errOut)
				}
				// The suggested command runs and shows the same problem.
				_, hint, ok := strings.Cut(errOut, "check it with: worker ")
				if !ok {
					t.Fatalf("%v: no verify-package hint:\n%s", args, errOut)
				}
				vout := pkgStep(t, bin, dir, 1, strings.Fields(strings.TrimSpace(hint))...)
				if !strings.Contains(vout, tc.reason) {
					t.Errorf("the hinted command does not show %q:\n%s", tc.reason, vout)
				}
			}
		})
	}
}

// TestRunReloadKeepsGoodPackage runs `worker run` through the binary,
// replaces its package with one signed by an untrusted key and sends
// SIGHUP: the reload fails, the good package stays in use and a job still
// runs with it. A properly signed newer version then reloads.
func TestRunReloadKeepsGoodPackage(t *testing.T) {
	t.Parallel()
	bin := workerBinary(t)
	dir := t.TempDir()
	markersSource(t, dir, "src", backendSubprocess, 1)
	pkgStep(t, bin, dir, 0, "keygen", "--out", "release")
	pkgStep(t, bin, dir, 0, "keygen", "--out", "stranger")
	pkgStep(t, bin, dir, 0, "package", "build", "src", "--out", "examples.tar.gz")
	pkgStep(t, bin, dir, 0, "package", "sign", "--key", "release.key", "examples.tar.gz")
	cfg := "[worker]\nid = \"reload\"\nstate_dir = \"state\"\nslots = 1\n\n[[package]]\npath = \"examples.tar.gz\"\n\n" +
		"[trust]\nkeys = [\"release.pub\"]\nthreshold = 1\n\n[transport.local]\ndir = \"spool\"\npoll_interval = \"50ms\"\n"
	if err := os.WriteFile(filepath.Join(dir, "worker.toml"), []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}

	w := startRun(t, bin, dir, "worker.toml")
	w.waitStarted(t, time.Minute)

	// Version 2 signed only by an untrusted key replaces the file.
	markersSource(t, dir, "src2", backendSubprocess, 2)
	pkgStep(t, bin, dir, 0, "package", "build", "src2", "--out", "bad.tar.gz")
	pkgStep(t, bin, dir, 0, "package", "sign", "--key", "stranger.key", "bad.tar.gz")
	if err := os.Rename(filepath.Join(dir, "bad.tar.gz"), filepath.Join(dir, "examples.tar.gz")); err != nil {
		t.Fatal(err)
	}
	w.signal(t, syscall.SIGHUP)
	w.waitLog(t, "the failed reload", "package reload failed", time.Minute)
	if strings.Contains(w.stderr.String(), "packages reloaded") {
		t.Fatalf("the untrusted package was reloaded:\n%s", w.stderr.String())
	}

	// The good version 1 still runs jobs.
	target := filepath.Join(dir, "target")
	os.MkdirAll(target, 0o755)
	os.WriteFile(filepath.Join(target, "x.go"), []byte("// do-not-commit\n"), 0o644)
	pkgStep(t, bin, dir, 0, "enqueue", "--config", "worker.toml", "--id", "job-1", "--scanner", "examples/markers", "target")
	w.waitLog(t, "job-1's bundle", "bundle delivered", time.Minute)
	if strings.Contains(w.stderr.String(), "terminal report accepted") {
		t.Fatalf("job-1 failed instead of running the good package:\n%s", w.stderr.String())
	}

	// A newer version signed by the trusted key replaces it on SIGHUP.
	pkgStep(t, bin, dir, 0, "package", "build", "src2", "--out", "good.tar.gz")
	pkgStep(t, bin, dir, 0, "package", "sign", "--key", "release.key", "good.tar.gz")
	if err := os.Rename(filepath.Join(dir, "good.tar.gz"), filepath.Join(dir, "examples.tar.gz")); err != nil {
		t.Fatal(err)
	}
	w.signal(t, syscall.SIGHUP)
	w.waitLog(t, "the reload", "packages reloaded", time.Minute)
	w.drain(t, time.Minute)
}

// TestVerifyPackageGoldenBinary checks that the built binary prints exactly
// the verify-package output pinned by the cmd package's in-process goldens, for a
// valid and a tampered package. The fixture here (keys from fixed seeds,
// the source directory) mirrors cmd/pkg_test.go; the golden
// comparison fails if they drift.
func TestVerifyPackageGoldenBinary(t *testing.T) {
	t.Parallel()
	bin := workerBinary(t)
	dir := t.TempDir()
	for prefix, b := range map[string]byte{"a": 1, "stranger": 3} {
		if _, _, err := pkg.WriteKeyFromSeed(filepath.Join(dir, prefix), bytes.Repeat([]byte{b}, ed25519.SeedSize)); err != nil {
			t.Fatal(err)
		}
	}
	for name, body := range map[string]string{
		"src/bin/scan":        "#!/bin/sh\nexit 0\n",
		"src/rules/words.txt": "secret\ntoken\n",
		"src/package.toml": `name = "demo"
version = 3
release = "1.0.3"
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
	} {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	pkgStep(t, bin, dir, 0, "package", "build", "src", "--out", "pkg")
	pkgStep(t, bin, dir, 0, "package", "sign", "--key", "a.key", "pkg")
	pkgStep(t, bin, dir, 0, "package", "sign", "--key", "stranger.key", "pkg")
	verify := []string{"verify-package", "--trust-key", "a.pub", "--now", "2026-06-01T00:00:00Z", "pkg"}
	check := func(want int, golden string, args ...string) {
		t.Helper()
		got := pkgStep(t, bin, dir, want, args...)
		// Builds are chosen for this machine's platform; goldens name none.
		got = strings.ReplaceAll(got, `"platform": "`+runtime.GOOS+"/"+runtime.GOARCH+`"`, `"platform": "$PLATFORM"`)
		wantOut, err := os.ReadFile(filepath.Join("..", "testdata", golden))
		if err != nil {
			t.Fatal(err)
		}
		if got != string(wantOut) {
			t.Errorf("worker %s differs from cmd/testdata/%s:\n--- got\n%s\n--- want\n%s", strings.Join(args, " "), golden, got, wantOut)
		}
	}
	check(0, "pkg_verify_valid.golden", verify...)
	check(0, "pkg_verify_valid_json.golden", append([]string{verify[0], "--json"}, verify[1:]...)...)

	os.WriteFile(filepath.Join(dir, "pkg", "rules", "words.txt"), []byte("secreT\ntoken\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "pkg", "extra"), []byte("x"), 0o644)
	os.Remove(filepath.Join(dir, "pkg", "bin", "scan"))
	check(1, "pkg_verify_invalid.golden", verify...)
	check(1, "pkg_verify_invalid_json.golden", append([]string{verify[0], "--json"}, verify[1:]...)...)
}
