//go:build linux

package goplugin

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

// TestSandboxFailureCounted loads a plugin whose sandbox cannot be set up
// (a read_only_paths entry that does not exist on this machine) and checks
// the load's failure and the worker's sandbox failure counter.
func TestSandboxFailureCounted(t *testing.T) {
	needSandbox(t)
	const missing = "/nonexistent-sluice-sandbox-test"
	b, err := Parse(modeConfig("", "[sandbox]\nread_only_paths = [\""+missing+"\"]"))
	if err != nil {
		t.Fatal(err)
	}
	reg := prometheus.NewRegistry()
	if err := b.Provision(registry.Context{Context: t.Context(), Logger: slog.New(slog.DiscardHandler), StateDir: t.TempDir(), Metrics: reg}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = b.Close() })
	in, err := b.Load(t.Context(), testEntry(t))
	if err == nil {
		in.Close()
		t.Fatal("the plugin loaded in a sandbox that cannot be set up")
	}
	if f := backend.AsFailure(err); f.Kind != backend.LoadFailed || !strings.Contains(f.Error()+string(f.Stderr), missing) {
		t.Fatalf("load: %v (stderr %q), want a load failure naming %s", f, f.Stderr, missing)
	}
	if n := testutil.ToFloat64(metrics.SandboxFailures(reg).WithLabelValues("goplugin", sandbox.ReasonSetup)); n != 1 {
		t.Fatalf("sluice_worker_sandbox_failures_total{backend=goplugin,reason=setup} is %v, want 1", n)
	}
}
