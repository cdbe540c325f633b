package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScanEndToEnd runs `worker scan` through the built binary with a real
// signed package, the subprocess backend, the path preparer and a private
// transport.local spool, and checks the printed findings and exit codes.
func TestScanEndToEnd(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	dir := t.TempDir()
	cfg := signedMarkersPackage(t, dir, backendSubprocess, "[worker]\nid = \"scan-test\"\n")
	target := writeScanTarget(t, dir)
	clean := filepath.Join(dir, "clean")
	os.MkdirAll(clean, 0o755)
	os.WriteFile(filepath.Join(clean, "c.txt"), []byte("all fine\n"), 0o644)

	findings, errOut := scanJSON(t, bin, dir, cfg, target, clean)
	if len(findings) != 1 || findings[0]["path"] != "a.txt" || findings[0]["target"] != target || findings[0]["line"] != float64(2) {
		t.Fatalf("findings = %v\nstderr %s", findings, errOut)
	}
	if !strings.Contains(errOut, "1 finding in 2 targets") {
		t.Errorf("summary missing: %s", errOut)
	}

	out, errOut, code := runBinary(t, bin, dir, "scan", "--config", cfg, "--fail-on-findings", target)
	if code != 1 || !strings.Contains(out, filepath.Join(target, "a.txt")+":2") {
		t.Errorf("--fail-on-findings table: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}

	_, errOut, code = runBinary(t, bin, dir, "scan", "--config", cfg, "--scanner", "nope/none", target)
	if code != 2 || !strings.Contains(errOut, "examples/markers") {
		t.Errorf("unknown scanner: exit %d %s", code, errOut)
	}
}
