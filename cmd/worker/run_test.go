package main

import (
	"strings"
	"testing"
)

// TestRunEnqueueStatusDrain starts `worker run`, enqueues a job with
// `worker enqueue`, waits for `worker status` to show it done, then stops
// the worker with SIGTERM (drain) and expects exit 0.
func TestRunEnqueueStatusDrain(t *testing.T) {
	bin := sharedWorkerBinary(t)
	r := newRig(t, bin, rigOptions{id: "run-test", state: "state", slots: 1})
	if stderr := r.runOneJob(); !strings.Contains(stderr, "draining") {
		t.Errorf("no drain log line:\n%s", stderr)
	}
}
