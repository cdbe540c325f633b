package main

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/pkg"
)

// signedMarkersPackage builds the markers example scanner, packs it into a
// package, signs it with a fresh key and returns a worker.toml using it.
func signedMarkersPackage(t *testing.T, dir string) (configPath string) {
	t.Helper()
	src := filepath.Join(dir, "src")
	if err := os.MkdirAll(filepath.Join(src, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("go", "build", "-o", filepath.Join(src, "bin", "markers"), "../../examples/scanners/markers").CombinedOutput(); err != nil {
		t.Fatalf("building the markers example: %v\n%s", err, out)
	}
	expires := time.Now().Add(24 * time.Hour).UTC().Format(time.RFC3339)
	manifest := `name = "examples"
version = 1
release = "1.0.0"
expires = "` + expires + `"
files = []

[[scanners]]
name = "markers"
backend = "subprocess"
entry = "bin/markers"
capabilities = ["detector"]
keywords = ["do-not-commit", "sluice_test_"]
`
	if err := os.WriteFile(filepath.Join(src, "package.toml"), []byte(manifest), 0o644); err != nil {
		t.Fatal(err)
	}
	pkgPath := filepath.Join(dir, "examples.tar.gz")
	if err := pkg.Build(src, pkgPath); err != nil {
		t.Fatalf("building the package: %v", err)
	}
	pub, key, err := pkg.GenerateKey(filepath.Join(dir, "demo"))
	if err != nil {
		t.Fatal(err)
	}
	if err := pkg.Sign(key, pkgPath); err != nil {
		t.Fatalf("signing: %v", err)
	}
	cfg := "[worker]\nid = \"scan-test\"\n\n[[package]]\npath = \"examples.tar.gz\"\n\n[trust]\nkeys = [\"" + filepath.Base(pub) + "\"]\n"
	configPath = filepath.Join(dir, "worker.toml")
	if err := os.WriteFile(configPath, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	return configPath
}

// TestScanEndToEnd runs `worker scan` through the built binary with a real
// signed package, the subprocess backend, the path preparer and a private
// transport.local spool, and checks the printed findings and exit codes.
func TestScanEndToEnd(t *testing.T) {
	bin := workerBinary(t)
	dir := t.TempDir()
	cfg := signedMarkersPackage(t, dir)

	target := filepath.Join(dir, "target")
	os.MkdirAll(filepath.Join(target, "sub"), 0o755)
	os.WriteFile(filepath.Join(target, "a.txt"), []byte("hello\n// DO-NOT-COMMIT: remove this\n"), 0o644)
	os.WriteFile(filepath.Join(target, "sub", "b.txt"), []byte("nothing here\n"), 0o644)
	clean := filepath.Join(dir, "clean")
	os.MkdirAll(clean, 0o755)
	os.WriteFile(filepath.Join(clean, "c.txt"), []byte("all fine\n"), 0o644)

	out, errOut, code := runBinary(t, bin, dir, "scan", "--config", cfg, "--format", "json", target, clean)
	if code != 0 {
		t.Fatalf("scan: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	var findings []map[string]any
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		var f map[string]any
		if err := json.Unmarshal(sc.Bytes(), &f); err != nil {
			t.Fatalf("line %q is not JSON: %v", sc.Text(), err)
		}
		findings = append(findings, f)
	}
	if len(findings) != 1 || findings[0]["path"] != "a.txt" || findings[0]["target"] != target || findings[0]["line"] != float64(2) {
		t.Fatalf("findings = %v\nstderr %s", findings, errOut)
	}
	if !strings.Contains(errOut, "1 finding in 2 targets") {
		t.Errorf("summary missing: %s", errOut)
	}

	out, errOut, code = runBinary(t, bin, dir, "scan", "--config", cfg, "--fail-on-findings", target)
	if code != 1 || !strings.Contains(out, filepath.Join(target, "a.txt")+":2") {
		t.Errorf("--fail-on-findings table: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}

	_, errOut, code = runBinary(t, bin, dir, "scan", "--config", cfg, "--scanner", "nope/none", target)
	if code != 2 || !strings.Contains(errOut, "examples/markers") {
		t.Errorf("unknown scanner: exit %d %s", code, errOut)
	}
}
