package metrics

import (
	"os"
	"regexp"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/sluicehq/sluice/internal/pipeline"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// TestDocsNameEveryWorkerMetric checks that docs/operations.md documents
// every worker metric and that it and the Grafana example use no worker
// metric that does not exist.
func TestDocsNameEveryWorkerMetric(t *testing.T) {
	reg := prometheus.NewRegistry()
	m := NewWorker(reg)
	m.JobStarted("s")
	for _, o := range []string{pipeline.OutcomeDelivered, pipeline.OutcomeReported, pipeline.OutcomeStale} {
		m.JobFinished("s", o, "timeout")
	}
	m.GenerationStarted("s")
	m.StageDone(pipeline.StageClaim, time.Millisecond)
	m.LeaseRenewed()
	m.LeaseLost()
	m.BundleSealed("s", 10, map[scanner.Severity]int64{scanner.SeverityHigh: 1})
	m.PackagesLoaded(true, true, 1, 1)
	m.transport.WithLabelValues("claim", "retryable").Inc()
	SandboxFailures(reg).WithLabelValues("subprocess", "userns").Inc()
	fams, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	registered := map[string]bool{}
	for _, f := range fams {
		registered[f.GetName()] = true
	}
	doc, err := os.ReadFile("../../docs/operations.md")
	if err != nil {
		t.Fatal(err)
	}
	grafana, err := os.ReadFile("../../examples/grafana/sluice.json")
	if err != nil {
		t.Fatal(err)
	}
	name := regexp.MustCompile(`sluice_worker_[a-z_]+`)
	documented := map[string]bool{}
	for _, n := range name.FindAllString(string(doc), -1) {
		documented[n] = true
	}
	for n := range registered {
		if regexp.MustCompile(`^sluice_worker_`).MatchString(n) && !documented[n] {
			t.Errorf("%s is not documented in docs/operations.md", n)
		}
	}
	suffix := regexp.MustCompile(`_(bucket|sum|count)$`)
	for _, src := range []struct {
		name string
		text []byte
	}{{"docs/operations.md", doc}, {"examples/grafana/sluice.json", grafana}} {
		for _, n := range name.FindAllString(string(src.text), -1) {
			if !registered[n] && !registered[suffix.ReplaceAllString(n, "")] {
				t.Errorf("%s names %s, which the worker does not export", src.name, n)
			}
		}
	}
}
