package main

import (
	"strings"
	"testing"
)

// TestRunEnqueueStatusDrain starts `worker run`, enqueues a job with
// `worker enqueue`, waits for `worker status` to show it done, then stops
// the worker with SIGTERM (drain) and expects exit 0. Then `worker result`
// fetches the job: state and receipt, the bundle written and verified
// against the receipt, its findings; a job that does not exist is
// "unknown", and --bundle for it fails saying there is no bundle.
func TestRunEnqueueStatusDrain(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	r := newRig(t, bin, rigOptions{id: "run-test", state: "state", slots: 1})
	if stderr := r.runOneJob(); !strings.Contains(stderr, "draining") {
		t.Errorf("no drain log line:\n%s", stderr)
	}
	out, errOut, code := runBinary(t, bin, r.dir, "result", "--config", r.cfg, "--bundle", "job-1.bundle", "--findings", "job-1")
	if code != 0 || !strings.Contains(out, "job job-1: done, attempt 1") || !strings.Contains(out, "verified against the receipt") ||
		!strings.Contains(out, "do-not-commit") {
		t.Fatalf("worker result: exit %d\n%s\n%s", code, out, errOut)
	}
	out, errOut, code = runBinary(t, bin, r.dir, "result", "--config", r.cfg, "--json", "no-such-job")
	if code != 0 || !strings.Contains(out, `"state":"unknown"`) {
		t.Fatalf("worker result of an unknown job: exit %d\n%s\n%s", code, out, errOut)
	}
	_, errOut, code = runBinary(t, bin, r.dir, "result", "--config", r.cfg, "--bundle", "none.bundle", "no-such-job")
	if code == 0 || !strings.Contains(errOut, "no accepted bundle") {
		t.Fatalf("--bundle of an unknown job: exit %d\n%s", code, errOut)
	}
}
