package coordinator

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"

	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// TestMetricsCountWhatHappened drives claims, an upload, its repeat and a
// lease expiry through the HTTP API and checks every coordinator metric.
func TestMetricsCountWhatHappened(t *testing.T) {
	reg := prometheus.NewRegistry()
	h := newHarnessWith(t, func(c *Config) { c.Metrics = reg })
	h.enqueue("j1")
	h.enqueue("j2")
	h.enqueue("j3")
	a := h.claim("req-1", http.StatusCreated).Assignment
	data := []byte("bundle bytes")
	sum := sha256.Sum256(data)
	hdr := map[string]string{api.HeaderSHA256: hex.EncodeToString(sum[:])}
	h.do("PUT", apath(a, "/bundle"), a.Lease, hdr, data, http.StatusCreated, nil)
	h.do("PUT", apath(a, "/bundle"), a.Lease, hdr, data, http.StatusOK, nil)
	h.claim("req-2", http.StatusCreated)
	h.clk.Add(11 * time.Second)
	if n, err := h.c.Sweep(context.Background()); err != nil || n != 1 {
		t.Fatalf("sweep: %d, %v", n, err)
	}
	if _, err := h.c.Cancel(context.Background(), "j3"); err != nil {
		t.Fatal(err)
	}
	h.enqueue("j1") // the same job again: repeated, nothing changes

	fams, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	for _, f := range fams {
		for _, m := range f.GetMetric() {
			key := f.GetName()
			for _, l := range m.GetLabel() {
				key += "," + l.GetName() + "=" + l.GetValue()
			}
			switch f.GetType() {
			case dto.MetricType_COUNTER:
				got[key] = m.GetCounter().GetValue()
			case dto.MetricType_GAUGE:
				got[key] = m.GetGauge().GetValue()
			case dto.MetricType_HISTOGRAM:
				got[key] = float64(m.GetHistogram().GetSampleCount())
			}
		}
	}
	for key, want := range map[string]float64{
		"sluice_coordinator_jobs,state=done":                           1,
		"sluice_coordinator_jobs,state=ready":                          1, // j2, back after its lease expired
		"sluice_coordinator_jobs,state=leased":                         0,
		"sluice_coordinator_jobs,state=cancelled":                      1,
		"sluice_coordinator_jobs,state=failed":                         0,
		"sluice_coordinator_sessions":                                  1,
		"sluice_coordinator_sessions_started_total":                    1,
		"sluice_coordinator_paused":                                    0,
		"sluice_coordinator_uploads_total,kind=bundle,result=accepted": 1,
		"sluice_coordinator_uploads_total,kind=bundle,result=repeated": 1,
		"sluice_coordinator_upload_bytes_total":                        float64(len(data)),
		"sluice_coordinator_leases_expired_total":                      1,
		"sluice_coordinator_claim_duration_seconds,answer=assigned":    2,
		"sluice_coordinator_jobs_enqueued_total,result=created":        3,
		"sluice_coordinator_jobs_enqueued_total,result=repeated":       1,
		"sluice_coordinator_jobs_ended_total,outcome=done":             1,
		"sluice_coordinator_jobs_ended_total,outcome=partial":          0,
		"sluice_coordinator_jobs_ended_total,outcome=failed":           0,
		"sluice_coordinator_jobs_ended_total,outcome=cancelled":        1,
		"sluice_coordinator_oldest_ready_job_age_seconds":              11, // j2, enqueued 11 s ago
	} {
		if v, ok := got[key]; !ok || v != want {
			t.Errorf("%s = %v (present %v), want %v", key, v, ok, want)
		}
	}
	if err := h.c.Ready(context.Background()); err != nil {
		t.Errorf("Ready: %v", err)
	}
}
