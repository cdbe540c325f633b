package coordinator

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// coordMetrics are the coordinator's Prometheus metrics. Job and session
// counts are read from the database at each scrape; the rest are counted
// where the events happen.
type coordMetrics struct {
	claimLatency  *prometheus.HistogramVec
	leasesExpired prometheus.Counter
	uploads       *prometheus.CounterVec
	uploadBytes   prometheus.Counter
	sessions      prometheus.Counter
}

func newCoordMetrics(c *Coordinator, reg prometheus.Registerer) *coordMetrics {
	const ns, sub = "sluice", "coordinator"
	m := &coordMetrics{
		claimLatency: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: ns, Subsystem: sub, Name: "claim_duration_seconds",
			Help:    "Time to answer a claim (long polls included), by answer: assigned, repeated (a retried claim), no_work, error.",
			Buckets: prometheus.ExponentialBuckets(0.001, 4, 10)}, []string{"answer"}),
		leasesExpired: prometheus.NewCounter(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "leases_expired_total",
			Help: "Attempts ended because their lease ran out without renewal."}),
		uploads: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "uploads_total",
			Help: "Result uploads, by kind (bundle, report) and result (accepted, repeated, refused)."}, []string{"kind", "result"}),
		uploadBytes: prometheus.NewCounter(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "upload_bytes_total",
			Help: "Bytes of accepted bundle uploads."}),
		sessions: prometheus.NewCounter(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "sessions_started_total",
			Help: "Worker sessions started (hello)."}),
	}
	reg.MustRegister(m.claimLatency, m.leasesExpired, m.uploads, m.uploadBytes, m.sessions, &stateCollector{c: c})
	return m
}

// upload counts one upload of kind; err and created decide the result.
func (m *coordMetrics) upload(kind string, created bool, err error, bytes int64) {
	result := "accepted"
	switch {
	case err != nil:
		result = "refused"
	case !created:
		result = "repeated"
	default:
		m.uploadBytes.Add(float64(bytes))
	}
	m.uploads.WithLabelValues(kind, result).Inc()
}

func (m *coordMetrics) claimed(start time.Time, res ClaimResult, err error) {
	answer := "assigned"
	switch {
	case err != nil:
		answer = "error"
	case res.NoWork != "":
		answer = "no_work"
	case res.Repeated:
		answer = "repeated"
	}
	m.claimLatency.WithLabelValues(answer).Observe(time.Since(start).Seconds())
}

// stateCollector reads jobs by state and live sessions at scrape time.
type stateCollector struct{ c *Coordinator }

var (
	jobsDesc = prometheus.NewDesc("sluice_coordinator_jobs", "Jobs by state (ready, leased, done, failed, cancelled).",
		[]string{"state"}, nil)
	sessionsDesc = prometheus.NewDesc("sluice_coordinator_sessions", "Live workers: a session not expired, and a heartbeat within the last three heartbeat intervals.", nil, nil)
	pausedDesc   = prometheus.NewDesc("sluice_coordinator_paused", "1 while claims are paused.", nil, nil)
)

func (s *stateCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- jobsDesc
	ch <- sessionsDesc
	ch <- pausedDesc
}

func (s *stateCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	st, err := s.c.Stats(ctx)
	if err != nil {
		ch <- prometheus.NewInvalidMetric(jobsDesc, err)
		return
	}
	for _, v := range []struct {
		state string
		n     int
	}{{api.JobReady, st.Ready}, {api.JobLeased, st.Leased}, {api.JobDone, st.Done},
		{api.JobFailed, st.Failed}, {api.JobCancelled, st.Cancelled}} {
		ch <- prometheus.MustNewConstMetric(jobsDesc, prometheus.GaugeValue, float64(v.n), v.state)
	}
	ch <- prometheus.MustNewConstMetric(sessionsDesc, prometheus.GaugeValue, float64(st.Workers))
	paused := 0.0
	if st.Paused {
		paused = 1
	}
	ch <- prometheus.MustNewConstMetric(pausedDesc, prometheus.GaugeValue, paused)
}

// Ready reports whether the coordinator can serve: its database answers.
func (c *Coordinator) Ready(ctx context.Context) error {
	return c.db.PingContext(ctx)
}
