package nats

import (
	"errors"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// metrics are transport.nats's own series, sluice_transport_nats_…, beside
// the worker's transport metrics. Labels are fixed words: the operation
// whose compare-and-set lost, never a job id or a subject.
type metrics struct {
	claimSeconds  prometheus.Histogram
	casConflicts  *prometheus.CounterVec
	redeliveries  prometheus.Counter
	leasesExpired prometheus.Counter
}

const metricsSubsystem = "transport_nats"

// newMetrics registers the series with reg (a private registry when reg is
// nil, for a Transport made by New outside a worker). A series already
// registered by another Transport of the same process is shared.
func newMetrics(reg prometheus.Registerer) (*metrics, error) {
	if reg == nil {
		reg = prometheus.NewRegistry()
	}
	m := &metrics{
		claimSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: "sluice", Subsystem: metricsSubsystem,
			Name: "claim_duration_seconds", Help: "Time of one claim against the server, from the request to its answer (an assignment or no work).",
			Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}}),
		casConflicts: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: "sluice", Subsystem: metricsSubsystem,
			Name: "kv_cas_conflicts_total", Help: "Job record updates that lost a compare-and-set to another change and were retried, by operation."},
			[]string{"op"}),
		redeliveries: prometheus.NewCounter(prometheus.CounterOpts{Namespace: "sluice", Subsystem: metricsSubsystem,
			Name: "redeliveries_total", Help: "Job messages this worker received that the server had delivered before (an ack wait ran out, or a message was put back)."}),
		leasesExpired: prometheus.NewCounter(prometheus.CounterOpts{Namespace: "sluice", Subsystem: metricsSubsystem,
			Name: "leases_expired_total", Help: "Leases this worker found run out when their job's message came back (the attempt ends expired)."}),
	}
	var err error
	if m.claimSeconds, err = register(reg, m.claimSeconds); err != nil {
		return nil, err
	}
	if m.casConflicts, err = register(reg, m.casConflicts); err != nil {
		return nil, err
	}
	if m.redeliveries, err = register(reg, m.redeliveries); err != nil {
		return nil, err
	}
	if m.leasesExpired, err = register(reg, m.leasesExpired); err != nil {
		return nil, err
	}
	for _, op := range casOps {
		m.casConflicts.WithLabelValues(op) // every label value shows from the start, at 0
	}
	return m, nil
}

// casOps are the op label values of kv_cas_conflicts_total.
var casOps = []string{"claim", "renew", "deliver", "report", "cancel"}

func register[C prometheus.Collector](reg prometheus.Registerer, c C) (C, error) {
	if err := reg.Register(c); err != nil {
		var are prometheus.AlreadyRegisteredError
		if errors.As(err, &are) {
			if existing, ok := are.ExistingCollector.(C); ok {
				return existing, nil
			}
		}
		return c, err
	}
	return c, nil
}

func (m *metrics) conflict(op string) { m.casConflicts.WithLabelValues(op).Inc() }

func (m *metrics) claimed(start time.Time) { m.claimSeconds.Observe(time.Since(start).Seconds()) }
