package main

import (
	"syscall"
	"testing"
	"time"

	"github.com/sluicehq/sluice/internal/sandbox"
)

// TestSandboxFailureMetric runs a job through `worker run` whose scanner's
// sandbox cannot be set up (backend.subprocess with a read_only_paths entry
// that does not exist), then scrapes /metrics and checks that the refused
// runs are counted in sluice_worker_sandbox_failures_total and that the job
// failed.
func TestSandboxFailureMetric(t *testing.T) {
	t.Parallel()
	if err := sandbox.Probe().Missing(); err != nil {
		t.Skipf("kernel feature missing: %v", err)
	}
	bin := sharedWorkerBinary(t)
	r := newRig(t, bin, rigOptions{id: "sandbox-metrics", state: "state", slots: 1})
	appendConfig(t, r.cfg, "\n[metrics]\nlisten = \"127.0.0.1:0\"\n\n[backend.subprocess.sandbox]\nread_only_paths = [\"/nonexistent-sluice-sandbox-test\"]\n")
	p := r.start()
	p.waitStarted(t, time.Minute)
	m := metricsURLLine.FindStringSubmatch(p.stderr.String())
	if m == nil {
		t.Fatalf("no metrics listening line in the log:\n%s", p.stderr.String())
	}
	r.enqueue("sbx", 1, 1, markersScanner)
	r.waitResolved(r.openSpool(), 1, 2*time.Minute, p)
	// Each attempt runs up to three generations, each refused by the
	// sandbox, before its terminal report; the spool retries the job.
	scanner := map[string]string{"scanner": markersScanner}
	setup := map[string]string{"backend": "subprocess", "reason": sandbox.ReasonSetup}
	var refused, generations, failed float64
	p.waitFor(t, "every generation to be counted as a sandbox failure", time.Minute, func() bool {
		fams := scrape(t, m[1])
		refused = sumCounter(t, fams, "sluice_worker_sandbox_failures_total", setup)
		generations = sumCounter(t, fams, "sluice_worker_generations_started_total", scanner)
		failed = sumCounter(t, fams, "sluice_worker_jobs_failed_total", scanner)
		return refused >= 3 && refused == generations && failed >= 1
	})
	t.Logf("sandbox failures %v, generations %v, failed attempts %v", refused, generations, failed)
	p.signal(t, syscall.SIGTERM)
	<-p.exited
}
