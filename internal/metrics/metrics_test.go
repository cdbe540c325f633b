package metrics

import (
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/pipeline"
)

func TestSandboxFailuresIsSharedPerRegistry(t *testing.T) {
	reg := prometheus.NewRegistry()
	m := NewWorker(reg)
	SandboxFailures(reg).WithLabelValues("subprocess", "userns").Inc()
	SandboxFailures(reg).WithLabelValues("subprocess", "userns").Inc()
	if n := testutil.ToFloat64(m.sandbox.WithLabelValues("subprocess", "userns")); n != 2 {
		t.Fatalf("sandbox failures through two lookups: %v, want 2", n)
	}
	// Another worker's registry is independent: no package-level state.
	if n := testutil.ToFloat64(SandboxFailures(prometheus.NewRegistry()).WithLabelValues("subprocess", "userns")); n != 0 {
		t.Fatalf("a fresh registry's counter: %v", n)
	}
}

func TestSlotPhaseGauge(t *testing.T) {
	m := NewWorker(prometheus.NewRegistry())
	m.SlotPhase(pipeline.PhaseIdle, pipeline.PhaseClaiming)
	m.SlotPhase(pipeline.PhaseClaiming, pipeline.PhaseAssigned)
	m.SlotPhase(pipeline.PhaseIdle, pipeline.PhaseAssigned)
	m.SlotPhase(pipeline.PhaseAssigned, pipeline.PhaseIdle)
	for phase, want := range map[pipeline.Phase]float64{pipeline.PhaseClaiming: 0, pipeline.PhaseAssigned: 1} {
		if n := testutil.ToFloat64(m.slotsBusy.WithLabelValues(string(phase))); n != want {
			t.Errorf("slots_busy{phase=%s} = %v, want %v", phase, n, want)
		}
	}
}

func TestTransportReachability(t *testing.T) {
	m := NewWorker(prometheus.NewRegistry())
	tr := m.InstrumentTransport(nil)
	if err := tr.Reachable(); err == nil {
		t.Fatal("reachable before any answer")
	}
	tr.observe("claim", nil)
	if err := tr.Reachable(); err != nil {
		t.Fatalf("after an answer: %v", err)
	}
	tr.observe("renew", transport.Errorf(transport.Stale, "renew", "gone"))
	if err := tr.Reachable(); err != nil {
		t.Fatalf("a stale answer is an answer: %v", err)
	}
	tr.observe("claim", errors.New("connection refused"))
	if err := tr.Reachable(); err == nil || !strings.Contains(err.Error(), "connection refused") {
		t.Fatalf("after a network error: %v", err)
	}
	if n := testutil.ToFloat64(m.transport.WithLabelValues("claim", "retryable")); n != 1 {
		t.Errorf("transport_errors_total{op=claim,kind=retryable} = %v", n)
	}
	if n := testutil.ToFloat64(m.transport.WithLabelValues("renew", "stale")); n != 1 {
		t.Errorf("transport_errors_total{op=renew,kind=stale} = %v", n)
	}
	// Progress of a job that ended meanwhile is refused as stale in every
	// fault-free run: not an error.
	tr.observe("progress", transport.Errorf(transport.Stale, "progress", "ended"))
	tr.observe("progress", transport.Errorf(transport.Retryable, "progress", "down"))
	if n := testutil.ToFloat64(m.transport.WithLabelValues("progress", "stale")); n != 0 {
		t.Errorf("transport_errors_total{op=progress,kind=stale} = %v, want 0", n)
	}
	if n := testutil.ToFloat64(m.transport.WithLabelValues("progress", "retryable")); n != 1 {
		t.Errorf("transport_errors_total{op=progress,kind=retryable} = %v, want 1", n)
	}
}

func TestHandlerHealth(t *testing.T) {
	var draining error
	srv := httptest.NewServer(Handler(prometheus.NewRegistry(), func() []Check {
		return []Check{{Name: "ok", Func: func() error { return nil }}, {Name: "draining", Func: func() error { return draining }}}
	}))
	defer srv.Close()
	get := func(path string) (int, string) {
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	if code, body := get("/readyz"); code != 200 || body != "ready\n" {
		t.Errorf("/readyz: %d %q", code, body)
	}
	draining = errors.New("the worker is draining\nsecond line")
	if code, body := get("/readyz"); code != 503 || body != "not ready\ndraining: the worker is draining second line\n" {
		t.Errorf("/readyz while draining: %d %q", code, body)
	}
	if code, body := get("/healthz"); code != 200 || body != "ok\n" {
		t.Errorf("/healthz: %d %q", code, body)
	}
	if code, _ := get("/metrics"); code != 200 {
		t.Errorf("/metrics: %d", code)
	}
}
