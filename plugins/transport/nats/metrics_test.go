package nats

import (
	"context"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport/transporttest"
	"github.com/sluicehq/sluice/plugins/transport/nats/natstest"
)

// TestMetrics checks transport.nats's own series against what happened: a
// job claimed, its lease run out, its message redelivered and the
// expired attempt noticed by the next claim.
func TestMetrics(t *testing.T) {
	clock := &testClock{t: time.Now()}
	reg := prometheus.NewRegistry()
	tr := &Transport{Config: testConfig(natstest.Start(t, "", true), clock)}
	t.Cleanup(func() { tr.Close() })
	if err := tr.Provision(registry.Context{Context: context.Background(), WorkerID: transporttest.WorkerID, Metrics: reg}); err != nil {
		t.Fatal(err)
	}
	if err := tr.Enqueue(context.Background(), transporttest.Spec("m-1")); err != nil {
		t.Fatal(err)
	}
	claimOne(t, tr)
	clock.Add(tr.Lease.D() + time.Second)
	claims := 1
	deadline := time.Now().Add(30 * time.Second)
	for {
		claims++
		if res := claim(t, tr); res.Assignment != nil {
			if res.Assignment.Attempt != 2 {
				t.Fatalf("second claim: attempt %d, want 2", res.Assignment.Attempt)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the expired job was not handed out again within 30s")
		}
	}
	if got := testutil.ToFloat64(tr.metrics.redeliveries); got != 1 {
		t.Errorf("redeliveries_total %v, want 1", got)
	}
	if got := testutil.ToFloat64(tr.metrics.leasesExpired); got != 1 {
		t.Errorf("leases_expired_total %v, want 1", got)
	}
	if n := testutil.CollectAndCount(tr.metrics.casConflicts); n != len(casOps) {
		t.Errorf("kv_cas_conflicts_total has %d series, want one per op (%v)", n, casOps)
	}
	fams, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	var count uint64
	for _, f := range fams {
		if f.GetName() == "sluice_transport_nats_claim_duration_seconds" {
			count = f.GetMetric()[0].GetHistogram().GetSampleCount()
		}
	}
	if count != uint64(claims) {
		t.Errorf("claim_duration_seconds counted %d claims, want %d", count, claims)
	}
	// A second transport in the same process shares the series.
	if _, err := newMetrics(reg); err != nil {
		t.Fatalf("registering again: %v", err)
	}
}
