package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/sdk/scannertest/wasmtest"
)

// multiBuildTOML ships the markers example as one scanner in two builds:
// the WASM guest first, then the native executable.
const multiBuildTOML = `name = "examples"
version = 1
release = "1.0.0"
expires = "2099-01-01T00:00:00Z"

[[scanners]]
name = "markers"
capabilities = ["detector"]
keywords = ["do-not-commit", "sluice_test_"]

[[scanners.builds]]
backend = "wasm"
entry = "bin/markers.wasm"

[[scanners.builds]]
backend = "subprocess"
entry = "bin/markers"
`

// verifyReport is the part of `verify-package --json` these checks read.
type verifyReport struct {
	Valid    bool `json:"valid"`
	Scanners []struct {
		Name    string `json:"name"`
		Backend string `json:"backend"`
		Builds  []struct {
			Backend string `json:"backend"`
			Entry   string `json:"entry"`
			Chosen  bool   `json:"chosen"`
			Reason  string `json:"reason"`
		} `json:"builds"`
	} `json:"scanners"`
	Problems []struct {
		File    string `json:"file"`
		Message string `json:"message"`
	} `json:"problems"`
}

// TestMultiBuildPackage ships the markers example as one signed package
// holding a WASM and a subprocess build, made with `worker package build`
// from one package.toml. verify-package lists both builds and which one a
// worker runs and why; `worker scan` runs the WASM build by the package's
// order and the subprocess build when worker.backends leaves WASM out,
// finding the same; and a tampered subprocess build fails verification and
// the worker's start even where WASM is the build it would run.
func TestMultiBuildPackage(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	if err := os.MkdirAll(filepath.Join(src, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	copyFile(t, sharedBuild(t, "markers-"+backendSubprocess, "../../examples/scanners/markers"), filepath.Join(src, "bin", "markers"), 0o755)
	copyFile(t, wasmtest.Build(t, "../../plugins/backend/wasm/testdata/markers"), filepath.Join(src, "bin", "markers.wasm"), 0o644)
	if err := os.WriteFile(filepath.Join(src, "package.toml"), []byte(multiBuildTOML), 0o644); err != nil {
		t.Fatal(err)
	}
	must := func(args ...string) string {
		t.Helper()
		out, errOut, code := runBinary(t, bin, dir, args...)
		if code != 0 {
			t.Fatalf("worker %s: exit %d\nstdout %s\nstderr %s", strings.Join(args, " "), code, out, errOut)
		}
		return out + errOut
	}
	// A directory package, so one of its files can be tampered with below.
	must("package", "build", "src", "--out", "examples")
	must("keygen", "--out", "demo")
	must("package", "sign", "--key", "demo.key", "examples")

	report := func(args ...string) verifyReport {
		t.Helper()
		out := must(append([]string{"verify-package", "--json"}, append(args, "examples")...)...)
		var r verifyReport
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("verify-package --json: %v\n%s", err, out)
		}
		if !r.Valid || len(r.Scanners) != 1 || len(r.Scanners[0].Builds) != 2 {
			t.Fatalf("verify-package: %+v", r)
		}
		return r
	}
	chosen := func(r verifyReport) (backend, reason string) {
		for _, b := range r.Scanners[0].Builds {
			if b.Chosen {
				return b.Backend, b.Reason
			}
		}
		return "", ""
	}
	if be, why := chosen(report("--trust-key", "demo.pub")); be != backendWASM || !strings.Contains(why, "the first runnable build in the package's order") {
		t.Errorf("by default the package's first build runs: chosen %q because %q", be, why)
	}

	target := writeScanTarget(t, dir)
	config := func(name, worker string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		body := "[worker]\nid = \"multi\"\nbuiltin_packages = false\n" + worker +
			"\n[[package]]\npath = \"examples\"\n\n[trust]\nkeys = [\"demo.pub\"]\n"
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tc := range []struct {
		name, worker, want string
	}{
		{"package order", "", backendWASM},
		{"wasm left out", "backends = [\"subprocess\"]\n", backendSubprocess},
		{"subprocess preferred", "backends = [\"subprocess\", \"wasm\"]\n", backendSubprocess},
	} {
		cfg := config("worker-"+strings.ReplaceAll(tc.name, " ", "-")+".toml", tc.worker)
		r := report("--config", cfg)
		if be, why := chosen(r); be != tc.want || r.Scanners[0].Backend != tc.want || why == "" {
			t.Errorf("%s: verify-package --config chose %q (%q), want %s: %+v", tc.name, be, why, tc.want, r.Scanners[0].Builds)
		}
		out, errOut, code := runBinary(t, bin, dir, "scan", "--verbose", "--config", cfg, "--format", "json", target)
		if code != 0 {
			t.Fatalf("%s: scan: exit %d\nstdout %s\nstderr %s", tc.name, code, out, errOut)
		}
		if f := scanFindings(t, out); len(f) != 1 || f[0]["path"] != "a.txt" || f[0]["line"] != float64(2) {
			t.Errorf("%s: findings = %v\nstderr %s", tc.name, f, errOut)
		}
		logged := ""
		for _, l := range strings.Split(errOut, "\n") {
			if strings.Contains(l, `msg="scanner build chosen"`) && strings.Contains(l, "scanner=examples/markers") {
				logged = l
			}
		}
		if !strings.Contains(logged, " backend="+tc.want+" ") {
			t.Errorf("%s: no log line says the %s build was chosen:\n%s", tc.name, tc.want, errOut)
		}
	}
	// With WASM left out entirely, a worker has no build to run.
	none := config("worker-none.toml", "backends = [\"goplugin\"]\n")
	_, errOut, code := runBinary(t, bin, dir, "scan", "--config", none, target)
	if code == 0 || !strings.Contains(errOut, "no scanner of package examples has a build this worker can run") {
		t.Errorf("scan with no runnable build: exit %d\n%s", code, errOut)
	}

	// Every build is signed and verified: tampering with the subprocess
	// build fails the package on a worker that would run the WASM build.
	// One byte is flipped, so only the digest tells.
	native := filepath.Join(dir, "examples", "bin", "markers")
	data, err := os.ReadFile(native)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)/2] ^= 0xff
	if err := os.WriteFile(native, data, 0o755); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runBinary(t, bin, dir, "verify-package", "--json", "--trust-key", "demo.pub", "examples")
	var r verifyReport
	if err := json.Unmarshal([]byte(out), &r); code != 1 || err != nil || r.Valid || len(r.Problems) == 0 || r.Problems[0].File != "bin/markers" {
		t.Errorf("verify-package of a tampered build: exit %d, %+v\n%s%s", code, r, out, errOut)
	}
	wasmOnly := config("worker-wasm.toml", "backends = [\"wasm\"]\n")
	_, errOut, code = runBinary(t, bin, dir, "scan", "--config", wasmOnly, target)
	if code == 0 || !strings.Contains(errOut, "bin/markers") || !strings.Contains(errOut, "sha256") {
		t.Errorf("scan with a tampered build it would not run: exit %d\n%s", code, errOut)
	}
}
