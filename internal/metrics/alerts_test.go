package metrics_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// alertTests are promtool unit tests of the alerts in docs/operations.md:
// each alert fires on the failure it is for, as a fresh fleet shows it,
// and stays quiet on a healthy one. (They were written for three alerts
// that stayed silent: all jobs failing on workers that had delivered
// nothing yet, a sandbox failure counter that first appears at 1, and a
// transport outage seen through retry backoff.)
const alertTests = `rule_files: [rules.yml]
evaluation_interval: 1m
tests:
  # Every job fails on a freshly started worker: no delivered series.
  - interval: 1m
    input_series:
      - series: 'sluice_worker_jobs_failed_total{instance="w1", reason="scanner_error"}'
        values: '0+2x40'
    alert_rule_test:
      - eval_time: 35m
        alertname: SluiceJobsFailing
        exp_alerts:
          - exp_labels: {}
            exp_annotations:
              summary: "100% of Sluice jobs fail; see sluice_worker_jobs_failed_total by reason"
  # A healthy worker: jobs delivered, a few cancelled.
  - interval: 1m
    input_series:
      - series: 'sluice_worker_jobs_delivered_total{instance="w1"}'
        values: '0+10x40'
      - series: 'sluice_worker_jobs_failed_total{instance="w1", reason="cancelled"}'
        values: '0+1x40'
    alert_rule_test:
      - eval_time: 35m
        alertname: SluiceJobsFailing
        exp_alerts: []
  # The sandbox fails at start: its counter first appears at 1.
  - interval: 1m
    input_series:
      - series: 'sluice_worker_sandbox_failures_total{instance="w1", backend="subprocess", reason="userns"}'
        values: '_x3 1x10'
    alert_rule_test:
      - eval_time: 5m
        alertname: SluiceSandboxUnavailable
        exp_alerts:
          - exp_labels: {instance: w1, backend: subprocess, reason: userns}
      - eval_time: 2m
        alertname: SluiceSandboxUnavailable
        exp_alerts: []
  # A transport outage: about 0.1 retryable errors a second, from retry
  # backoff; and a healthy worker with a rare one.
  - interval: 1m
    input_series:
      - series: 'sluice_worker_transport_errors_total{instance="w1", kind="retryable", op="claim"}'
        values: '0+6x30'
      - series: 'sluice_worker_transport_errors_total{instance="w2", kind="retryable", op="claim"}'
        values: '0x10 1x20'
    alert_rule_test:
      - eval_time: 20m
        alertname: SluiceTransportUnreachable
        exp_alerts:
          - exp_labels: {instance: w1}
  # A worker whose disk fills: storage_ok drops to 0 and stays; another
  # that has room.
  - interval: 1m
    input_series:
      - series: 'sluice_worker_storage_ok{instance="w1"}'
        values: '1x3 0x10'
      - series: 'sluice_worker_storage_ok{instance="w2"}'
        values: '1x13'
    alert_rule_test:
      - eval_time: 10m
        alertname: SluiceStorageFull
        exp_alerts:
          - exp_labels: {instance: w1}
            exp_annotations:
              summary: "worker w1 claims no jobs: its state dir is out of space or failing writes; see its log and sluice_worker_state_free_bytes"
      - eval_time: 5m
        alertname: SluiceStorageFull
        exp_alerts: []
`

// TestAlertsFire runs promtool test rules on the alerts of
// docs/operations.md with alertTests.
func TestAlertsFire(t *testing.T) {
	doc, err := os.ReadFile("../../docs/operations.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(doc), "## Alerts that matter\n")
	if ok {
		_, section, ok = strings.Cut(section, "```yaml\n")
	}
	if !ok {
		t.Fatal("docs/operations.md has no yaml block under \"## Alerts that matter\"")
	}
	after := section
	rules, _, ok := strings.Cut(after, "```\n")
	if !ok {
		t.Fatal("the alerts' yaml block in docs/operations.md does not end")
	}
	shipped, err := os.ReadFile("../../examples/deploy/prometheus/alerts.yml")
	if err != nil {
		t.Fatal(err)
	}
	if body := stripComments(string(shipped)); body != rules {
		t.Fatalf("examples/deploy/prometheus/alerts.yml (after its header comment) differs from the alerts in docs/operations.md:\n--- shipped\n%s\n--- docs\n%s", body, rules)
	}
	promtool, err := exec.LookPath("promtool")
	if err != nil {
		t.Skip("promtool is not on PATH (Debian's prometheus package; .ci/run installs it): the alert rules are not tested")
	}
	dir := t.TempDir()
	for name, content := range map[string]string{"rules.yml": rules, "tests.yml": alertTests} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	check := exec.Command(promtool, "check", "rules", "rules.yml")
	check.Dir = dir
	if out, err := check.CombinedOutput(); err != nil {
		t.Fatalf("promtool check rules on docs/operations.md's alerts: %v\n%s", err, out)
	}
	test := exec.Command(promtool, "test", "rules", "tests.yml")
	test.Dir = dir
	if out, err := test.CombinedOutput(); err != nil {
		t.Fatalf("promtool test rules: %v\n%s", err, out)
	}
}

// stripComments drops the comment lines that head a rules file.
func stripComments(s string) string {
	for strings.HasPrefix(s, "#") {
		_, s, _ = strings.Cut(s, "\n")
	}
	return s
}
