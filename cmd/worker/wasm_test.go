package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWASMScan runs `worker scan` with the markers example as a WASM module
// from a signed package through backend.wasm.
func TestWASMScan(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	dir := t.TempDir()
	cfg := signedMarkersPackage(t, dir, backendWASM, "[worker]\nid = \"wasm-scan\"\n")
	target := writeScanTarget(t, dir)
	findings, errOut := scanJSON(t, bin, dir, cfg, target)
	if len(findings) != 1 || findings[0]["path"] != "a.txt" || findings[0]["line"] != float64(2) {
		t.Fatalf("findings = %v\nstderr %s", findings, errOut)
	}
}

// TestWASMRun runs `worker run` with the WASM markers package, enqueues a
// job and waits for it to be done, then drains the worker with SIGTERM.
func TestWASMRun(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	r := newRig(t, bin, rigOptions{id: "wasm-run", state: "state", slots: 1, backend: backendWASM})
	stderr := r.runOneJob()
	if !strings.Contains(stderr, "findings=1") && !strings.Contains(stderr, "\"findings\":1") {
		t.Logf("worker stderr (no finding count seen):\n%s", stderr)
	}
	if _, err := os.Stat(filepath.Join(r.dir, "state", "plugins", "backend.wasm", "compile-cache")); err != nil {
		t.Logf("compile cache dir: %v", err)
	}
}
