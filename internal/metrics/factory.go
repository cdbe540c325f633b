package metrics

import (
	"errors"

	"github.com/prometheus/client_golang/prometheus"
)

// factory creates collectors and registers them on reg. Registering the
// same metric twice is a programmer error and panics, like
// prometheus.MustRegister.
type factory struct{ reg prometheus.Registerer }

func (f factory) register(c prometheus.Collector) { f.reg.MustRegister(c) }

func (f factory) counter(o prometheus.CounterOpts) prometheus.Counter {
	c := prometheus.NewCounter(o)
	f.register(c)
	return c
}

func (f factory) counterVec(o prometheus.CounterOpts, labels ...string) *prometheus.CounterVec {
	c := prometheus.NewCounterVec(o, labels)
	f.register(c)
	return c
}

func (f factory) gauge(o prometheus.GaugeOpts) prometheus.Gauge {
	g := prometheus.NewGauge(o)
	f.register(g)
	return g
}

func (f factory) gaugeVec(o prometheus.GaugeOpts, labels ...string) *prometheus.GaugeVec {
	g := prometheus.NewGaugeVec(o, labels)
	f.register(g)
	return g
}

func (f factory) histogram(o prometheus.HistogramOpts) prometheus.Histogram {
	h := prometheus.NewHistogram(o)
	f.register(h)
	return h
}

func (f factory) histogramVec(o prometheus.HistogramOpts, labels ...string) *prometheus.HistogramVec {
	h := prometheus.NewHistogramVec(o, labels)
	f.register(h)
	return h
}

// SandboxFailures returns the counter of scanner runs that could not start
// because the sandbox was unavailable, labelled by backend ("subprocess",
// "goplugin") and reason: a fixed word of the backend's own (for example
// "userns", "landlock", "setup"), never error text. Every backend gets the
// same counter from the registerer in its registry.Context: the first call
// registers it, later calls return the registered one.
func SandboxFailures(reg prometheus.Registerer) *prometheus.CounterVec {
	c := prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: Namespace, Subsystem: "worker", Name: "sandbox_failures_total",
		Help: "Scanner runs refused because the sandbox could not be set up, by backend and reason."}, []string{"backend", "reason"})
	if err := reg.Register(c); err != nil {
		var are prometheus.AlreadyRegisteredError
		if errors.As(err, &are) {
			if existing, ok := are.ExistingCollector.(*prometheus.CounterVec); ok {
				return existing
			}
		}
		panic(err)
	}
	return c
}
