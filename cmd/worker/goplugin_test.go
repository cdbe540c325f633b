package main

import (
	"path/filepath"
	"testing"
	"time"
)

// TestGoPluginScan runs `worker scan` with the markers example as a
// go-plugin from a signed package through backend.goplugin, and checks
// that no plugin process outlives the worker.
func TestGoPluginScan(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	r := newRig(t, bin, rigOptions{id: "goplugin-scan", state: "state", slots: 1, backend: backendGoPlugin})
	findings, errOut := scanJSON(t, bin, r.dir, r.cfg, r.target)
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
	t.Parallel()
	bin := sharedWorkerBinary(t)
	r := newRig(t, bin, rigOptions{id: "goplugin-run", state: "state", slots: 2, backend: backendGoPlugin})
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
