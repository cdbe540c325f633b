package coordinator

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/sluicehq/sluice/internal/buildinfo"
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
	enqueued      *prometheus.CounterVec
	ended         *prometheus.CounterVec
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
		enqueued: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "jobs_enqueued_total",
			Help: "Enqueue requests, by result: created, or repeated (the same job enqueued again, which changes nothing)."}, []string{"result"}),
		ended: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "jobs_ended_total",
			Help: "Jobs that reached a final state, by outcome: done, partial (done with a bundle that does not cover the whole target), failed, cancelled."}, []string{"outcome"}),
	}
	for _, r := range []string{"created", "repeated"} {
		m.enqueued.WithLabelValues(r)
	}
	for _, o := range []string{api.JobDone, "partial", api.JobFailed, api.JobCancelled} {
		m.ended.WithLabelValues(o)
	}
	bi := buildinfo.Read()
	build := prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: ns, Name: "build_info",
		Help:        "1, labelled with the running build: version, revision and Go version.",
		ConstLabels: prometheus.Labels{"version": bi.Version, "revision": bi.Revision, "goversion": bi.Go}},
		func() float64 { return 1 })
	reg.MustRegister(m.claimLatency, m.leasesExpired, m.uploads, m.uploadBytes, m.sessions, m.enqueued, m.ended, build, &stateCollector{c: c})
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
	oldestReadyDesc = prometheus.NewDesc("sluice_coordinator_oldest_ready_job_age_seconds",
		"How long the oldest ready job has waited since it was enqueued (0 when none is ready).", nil, nil)
	sessionsDesc = prometheus.NewDesc("sluice_coordinator_sessions", "Live workers: a session not expired, and a heartbeat within the last three heartbeat intervals.", nil, nil)
	pausedDesc   = prometheus.NewDesc("sluice_coordinator_paused", "1 while claims are paused.", nil, nil)
)

func (s *stateCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- jobsDesc
	ch <- oldestReadyDesc
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
	var oldest int64
	if err := s.c.db.QueryRowContext(ctx, `SELECT COALESCE(MIN(created), 0) FROM jobs WHERE state = ?`, api.JobReady).Scan(&oldest); err != nil {
		ch <- prometheus.NewInvalidMetric(oldestReadyDesc, err)
	} else {
		age := 0.0
		if oldest > 0 {
			age = max(s.c.now().Sub(fromNanos(oldest)).Seconds(), 0)
		}
		ch <- prometheus.MustNewConstMetric(oldestReadyDesc, prometheus.GaugeValue, age)
	}
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
