package main

import (
	"strings"
	"testing"
	"time"
)

// TestEndToEnd200Jobs runs 200 jobs through the real worker binary with 4
// slots: `worker enqueue` for each job, `worker run` until the spool shows
// every job resolved, then a SIGTERM drain. Every job must be delivered
// exactly once (one attempt, one accepted bundle that verifies, a receipt),
// nothing half-written may remain in the spool or the state dir, and no
// scanner process may survive.
func TestEndToEnd200Jobs(t *testing.T) {
	t.Parallel()
	const n = 200 // about 5 s on 2 cores, so it runs under -short too
	bin := sharedWorkerBinary(t)
	r := newRig(t, bin, rigOptions{id: "e2e", state: "state", slots: 4})
	start := time.Now()
	ids := r.enqueue("e2e", n, 4, markersScanner)
	t.Logf("enqueued %d jobs through the binary in %s", n, time.Since(start))

	s := r.openSpool()
	start = time.Now()
	w := r.start()
	r.waitResolved(s, n, 5*time.Minute, w)
	t.Logf("%d jobs resolved in %s", n, time.Since(start))
	w.drain(t, time.Minute)
	for l := range strings.Lines(w.stderr.String()) {
		if strings.Contains(l, "package loaded") || strings.Contains(l, "worker started") {
			t.Log(strings.TrimSpace(l))
		}
	}

	c := r.checkResolved(s, ids, true)
	if c.done != n {
		t.Errorf("%d of %d jobs done", c.done, n)
	}
	checkNoTemps(t, r.dir+"/state", r.spool)
	checkNoScanners(t, r.dir, 10*time.Second)

	// A sample of the bundles also verifies through the binary.
	for _, id := range ids[:3] {
		res, err := s.JobResult(t.Context(), id)
		if err != nil {
			t.Fatal(err)
		}
		out, errOut, code := runBinary(t, bin, r.dir, "bundle", "verify", res.BundlePath)
		if code != 0 {
			t.Errorf("worker bundle verify %s: exit %d\n%s%s", res.BundlePath, code, out, errOut)
		}
	}
}
