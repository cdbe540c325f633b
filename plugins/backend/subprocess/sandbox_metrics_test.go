//go:build linux

package subprocess

import (
	"log/slog"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/metrics"
	"github.com/sluicehq/sluice/internal/sandbox"
)

// TestSandboxFailureCounted runs a scanner whose sandbox cannot be set up
// (a read_only_paths entry that does not exist on this machine) and checks
// the run's failure and the worker's sandbox failure counter.
func TestSandboxFailureCounted(t *testing.T) {
	needSandbox(t)
	const missing = "/nonexistent-sluice-sandbox-test"
	b, err := Parse("probe = false\n[sandbox]\nread_only_paths = [\"" + missing + "\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	reg := prometheus.NewRegistry()
	if err := b.Provision(registry.Context{Context: t.Context(), Logger: slog.New(slog.DiscardHandler), StateDir: t.TempDir(), Metrics: reg}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = b.Close() })
	in, err := b.Load(t.Context(), testScannerEntry())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { in.Close() })
	counter := metrics.SandboxFailures(reg).WithLabelValues("subprocess", sandbox.ReasonSetup)
	for i := 1; i <= 2; i++ {
		err := in.Scan(t.Context(), request(t, nil), &recorder{})
		f := backend.AsFailure(err)
		if err == nil || f.Kind != backend.LoadFailed || !strings.Contains(f.Error(), "sandbox failed") || !strings.Contains(f.Error(), missing) {
			t.Fatalf("run %d: %v, want a load failure naming the sandbox and %s", i, err, missing)
		}
		if n := testutil.ToFloat64(counter); n != float64(i) {
			t.Fatalf("after %d refused runs sluice_worker_sandbox_failures_total{backend=subprocess,reason=setup} is %v", i, n)
		}
	}
}
