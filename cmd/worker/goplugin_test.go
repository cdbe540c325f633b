package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/pkg"
)

// newGoPluginRig is newRig with the markers example built as a go-plugin
// (examples/scanners/markers/plugin) in place of the subprocess build: the
// package is rebuilt with backend = "goplugin" and signed again with the
// rig's key, so the worker runs it through backend.goplugin.
func newGoPluginRig(t *testing.T, bin string, opt rigOptions) *rig {
	t.Helper()
	r := newRig(t, bin, opt)
	src := filepath.Join(r.dir, "src")
	if out, err := exec.Command("go", "build", "-o", filepath.Join(src, "bin", "markers"), "../../examples/scanners/markers/plugin").CombinedOutput(); err != nil {
		t.Fatalf("building the markers plugin: %v\n%s", err, out)
	}
	manifestPath := filepath.Join(src, "package.toml")
	manifest, err := os.ReadFile(manifestPath)
	if err != nil {
		t.Fatal(err)
	}
	swapped := bytes.Replace(manifest, []byte(`backend = "subprocess"`), []byte(`backend = "goplugin"`), 1)
	if bytes.Equal(swapped, manifest) {
		t.Fatalf("the rig's manifest names no subprocess backend:\n%s", manifest)
	}
	if err := os.WriteFile(manifestPath, swapped, 0o644); err != nil {
		t.Fatal(err)
	}
	pkgPath := filepath.Join(r.dir, "examples.tar.gz")
	old, _ := filepath.Glob(pkgPath + "*")
	for _, p := range old {
		if err := os.Remove(p); err != nil {
			t.Fatal(err)
		}
	}
	if err := pkg.Build(src, pkgPath); err != nil {
		t.Fatalf("building the go-plugin package: %v", err)
	}
	if err := pkg.Sign(filepath.Join(r.dir, "demo.key"), pkgPath); err != nil {
		t.Fatalf("signing the go-plugin package: %v", err)
	}
	return r
}

// TestGoPluginScan runs `worker scan` with the markers example as a
// go-plugin from a signed package through backend.goplugin, and checks
// that no plugin process outlives the worker.
func TestGoPluginScan(t *testing.T) {
	bin := sharedWorkerBinary(t)
	r := newGoPluginRig(t, bin, rigOptions{id: "goplugin-scan", state: "state", slots: 1})
	out, errOut, code := runBinary(t, bin, r.dir, "scan", "--config", r.cfg, "--format", "json", r.target)
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
	if len(findings) != 1 || findings[0]["path"] != "x.go" || findings[0]["line"] != float64(2) {
		t.Fatalf("findings = %v\nstderr %s", findings, errOut)
	}
	checkNoScanners(t, r.dir, 10*time.Second)
}

// TestGoPluginRun runs `worker run` with the go-plugin markers package,
// enqueues jobs through `worker enqueue`, waits until all are done while
// one warm plugin process serves them, drains the worker with SIGTERM and
// checks that every job ended once with a bundle that verifies, nothing
// is left half-written and no plugin process survives the worker.
func TestGoPluginRun(t *testing.T) {
	bin := sharedWorkerBinary(t)
	r := newGoPluginRig(t, bin, rigOptions{id: "goplugin-run", state: "state", slots: 2})
	s := r.openSpool()
	w := r.start()
	ids := r.enqueue("gp", 6, 2, markersScanner)
	r.waitResolved(s, len(ids), 2*time.Minute, w)
	if procs := scannerProcs(r.dir); len(procs) != 1 {
		t.Errorf("plugin processes while the worker idles: %v, want the one warm process", procs)
	}
	w.drain(t, time.Minute)
	if c := r.checkResolved(s, ids, true); c.done != len(ids) {
		t.Errorf("%d of %d jobs done\n%s", c.done, len(ids), lastBytes(w.stderr.String(), 8<<10))
	}
	checkNoTemps(t, filepath.Join(r.dir, "state"), r.spool)
	checkNoScanners(t, r.dir, 10*time.Second)
}
