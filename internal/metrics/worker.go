package metrics

import (
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/sluicehq/sluice/internal/buildinfo"
	"github.com/sluicehq/sluice/internal/pipeline"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Namespace prefixes every Sluice metric.
const Namespace = "sluice"

// Label values used when the real value would be unbounded.
const unknownLabel = "unknown"

// Buckets of the duration and size histograms.
var (
	stageBuckets  = prometheus.ExponentialBuckets(0.001, 4, 10) // 1ms .. ~4m
	bundleBuckets = prometheus.ExponentialBuckets(1024, 4, 11)  // 1KiB .. 1GiB
)

// Worker holds a worker's metrics and implements pipeline.Observer. Create
// it with NewWorker; all methods are safe for concurrent use.
type Worker struct {
	claimed     *prometheus.CounterVec
	delivered   *prometheus.CounterVec
	failed      *prometheus.CounterVec
	abandoned   *prometheus.CounterVec
	stage       *prometheus.HistogramVec
	slotsBusy   *prometheus.GaugeVec
	generations *prometheus.CounterVec
	renewals    prometheus.Counter
	leasesLost  prometheus.Counter
	bundleBytes prometheus.Histogram
	findings    *prometheus.CounterVec
	pkgLoads    *prometheus.CounterVec
	pkgReloads  *prometheus.CounterVec
	pkgLoaded   prometheus.Gauge
	scanners    prometheus.Gauge
	transport   *prometheus.CounterVec
	sandbox     *prometheus.CounterVec

	counters atomic.Pointer[func() pipeline.Counters]
}

// NewWorker registers the worker metrics, the Go runtime collector and the
// process collector on reg.
func NewWorker(reg prometheus.Registerer) *Worker {
	const ns, sub = Namespace, "worker"
	f := factory{reg}
	m := &Worker{
		claimed: f.counterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "jobs_claimed_total",
			Help: "Assignments adopted by a slot, by scanner."}, "scanner"),
		delivered: f.counterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "jobs_delivered_total",
			Help: "Assignments that ended with an accepted result bundle, by scanner and completion (complete; partial: the scan timed out, left files unscanned or dropped events)."}, "scanner", "completion"),
		failed: f.counterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "jobs_failed_total",
			Help: "Assignments that ended with an accepted terminal report, by scanner and failure reason."}, "scanner", "reason"),
		abandoned: f.counterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "jobs_abandoned_total",
			Help: "Assignments that ended without this worker's result being kept (outcome stale: no longer ours; conflict: the transport kept another result)."}, "scanner", "outcome"),
		stage: f.histogramVec(prometheus.HistogramOpts{Namespace: ns, Subsystem: sub, Name: "stage_duration_seconds",
			Help: "Duration of the pipeline stages: claim, prepare, execute, seal, deliver.", Buckets: stageBuckets}, "stage"),
		slotsBusy: f.gaugeVec(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub, Name: "slots_busy",
			Help: "Slots not idle, by durable phase."}, "phase"),
		generations: f.counterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "generations_started_total",
			Help: "Runner generations started (execute attempts within an assignment), by scanner."}, "scanner"),
		renewals: f.counter(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "lease_renewals_total",
			Help: "Lease renewals the transport accepted."}),
		leasesLost: f.counter(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "leases_lost_total",
			Help: "Leases lost: a renewal refused as stale, or expiry without a successful renewal."}),
		bundleBytes: f.histogram(prometheus.HistogramOpts{Namespace: ns, Subsystem: sub, Name: "bundle_size_bytes",
			Help: "Size of each sealed result bundle.", Buckets: bundleBuckets}),
		findings: f.counterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "findings_total",
			Help: "Findings sealed into result bundles, by scanner and severity."}, "scanner", "severity"),
		pkgLoads: f.counterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "package_verifications_total",
			Help: "Package verifications at start and on reload, by result (ok, failed)."}, "result"),
		pkgReloads: f.counterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "package_reloads_total",
			Help: "Package reloads (SIGHUP), by result (ok, failed: the packages loaded before stay in use)."}, "result"),
		pkgLoaded: f.gauge(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub, Name: "packages_loaded",
			Help: "Verified packages in use."}),
		scanners: f.gauge(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub, Name: "scanners_loaded",
			Help: "Scanners of the verified packages in use."}),
		transport: f.counterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "transport_errors_total",
			Help: "Transport calls that failed, by operation and kind (retryable, stale, conflict, fatal)."}, "op", "kind"),
		sandbox: SandboxFailures(reg),
	}
	for _, p := range []struct{ name, help string }{
		{"progress_events_journaled_total", "Progress events written to the durable progress journal."},
		{"progress_events_published_total", "Progress events the transport accepted (replays after a restart count again)."},
		{"progress_events_dropped_total", "Progress events dropped because the in-memory queue or the journal was full."},
	} {
		read := progressReader(p.name)
		f.register(prometheus.NewCounterFunc(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: p.name, Help: p.help},
			func() float64 {
				if fn := m.counters.Load(); fn != nil {
					return float64(read((*fn)()))
				}
				return 0
			}))
	}
	bi := buildinfo.Read()
	f.register(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: ns, Name: "build_info",
		Help:        "1, labelled with the running build: version (never (devel): a release's, the module's, or devel- and the VCS revision), revision and Go version.",
		ConstLabels: prometheus.Labels{"version": bi.Version, "revision": bi.Revision, "goversion": bi.Go}},
		func() float64 { return 1 }))
	f.register(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub, Name: "slots",
		Help: "The worker's slots (worker.slots): how many jobs it runs at once."},
		func() float64 {
			if fn := m.counters.Load(); fn != nil {
				return float64((*fn)().Slots)
			}
			return 0
		}))
	f.register(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub, Name: "draining",
		Help: "1 while the worker drains (after SIGTERM or SIGINT): it finishes running jobs and claims no new ones."},
		func() float64 {
			if fn := m.counters.Load(); fn != nil && (*fn)().Draining {
				return 1
			}
			return 0
		}))
	f.register(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub, Name: "state_free_bytes",
		Help: "Free bytes of the state dir's file system (worker.min_free_bytes is the claiming threshold), read every few seconds."},
		func() float64 {
			if fn := m.counters.Load(); fn != nil {
				return float64((*fn)().StateFreeBytes)
			}
			return 0
		}))
	f.register(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub, Name: "storage_ok",
		Help: "1 while the worker's storage lets it claim; 0 while free space is under worker.min_free_bytes or a write failed for want of space or with an I/O error (no claims, /readyz fails)."},
		func() float64 {
			if fn := m.counters.Load(); fn != nil && (*fn)().StorageFault {
				return 0
			}
			return 1
		}))
	for _, st := range []pipeline.Stage{pipeline.StageClaim, pipeline.StagePrepare, pipeline.StageExecute, pipeline.StageSeal, pipeline.StageDeliver} {
		m.stage.WithLabelValues(string(st)) // every stage is listed from the start
	}
	for _, ph := range []pipeline.Phase{pipeline.PhaseClaiming, pipeline.PhaseAssigned, pipeline.PhaseBundleReady,
		pipeline.PhaseTerminalPending, pipeline.PhaseAwaitingResolution} {
		m.slotsBusy.WithLabelValues(string(ph))
	}
	f.register(collectors.NewGoCollector())
	f.register(collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

func progressReader(name string) func(pipeline.Counters) int64 {
	switch name {
	case "progress_events_journaled_total":
		return func(c pipeline.Counters) int64 { return c.ProgressJournaled }
	case "progress_events_published_total":
		return func(c pipeline.Counters) int64 { return c.ProgressPublished }
	}
	return func(c pipeline.Counters) int64 { return c.ProgressDropped }
}

// WatchCounters makes the progress metrics read counters (a pipeline
// Worker's Counters method) at each scrape.
func (m *Worker) WatchCounters(counters func() pipeline.Counters) { m.counters.Store(&counters) }

// PackagesLoaded records a package verification at start or on reload:
// ok with the packages and scanners now in use, or failed.
func (m *Worker) PackagesLoaded(ok bool, reload bool, packages, scanners int) {
	result := "ok"
	if !ok {
		result = "failed"
	}
	m.pkgLoads.WithLabelValues(result).Inc()
	if reload {
		m.pkgReloads.WithLabelValues(result).Inc()
	}
	if ok {
		m.pkgLoaded.Set(float64(packages))
		m.scanners.Set(float64(scanners))
	}
}

// Event implements pipeline.Observer: job events are not metrics.
func (m *Worker) Event(pipeline.Event) {}

// SlotPhase implements pipeline.Observer.
func (m *Worker) SlotPhase(from, to pipeline.Phase) {
	if from != pipeline.PhaseIdle {
		m.slotsBusy.WithLabelValues(string(from)).Dec()
	}
	if to != pipeline.PhaseIdle {
		m.slotsBusy.WithLabelValues(string(to)).Inc()
	}
}

// JobStarted implements pipeline.Observer.
func (m *Worker) JobStarted(scanner string) { m.claimed.WithLabelValues(scanner).Inc() }

// JobFinished implements pipeline.Observer.
func (m *Worker) JobFinished(scanner, outcome, reason string) {
	switch outcome {
	case pipeline.OutcomeDelivered:
		completion := "complete"
		if reason != "" {
			completion = "partial"
		}
		m.delivered.WithLabelValues(scanner, completion).Inc()
	case pipeline.OutcomeReported:
		m.failed.WithLabelValues(scanner, reason).Inc()
	default:
		m.abandoned.WithLabelValues(scanner, outcome).Inc()
	}
}

// GenerationStarted implements pipeline.Observer.
func (m *Worker) GenerationStarted(scanner string) { m.generations.WithLabelValues(scanner).Inc() }

// StageDone implements pipeline.Observer.
func (m *Worker) StageDone(stage pipeline.Stage, d time.Duration) {
	m.stage.WithLabelValues(string(stage)).Observe(d.Seconds())
}

// LeaseRenewed implements pipeline.Observer.
func (m *Worker) LeaseRenewed() { m.renewals.Inc() }

// LeaseLost implements pipeline.Observer.
func (m *Worker) LeaseLost() { m.leasesLost.Inc() }

// BundleSealed implements pipeline.Observer.
func (m *Worker) BundleSealed(name string, bytes int64, findings map[scanner.Severity]int64) {
	m.bundleBytes.Observe(float64(bytes))
	for sev, n := range findings {
		label := string(sev)
		if !sev.Valid() {
			label = unknownLabel
		}
		m.findings.WithLabelValues(name, label).Add(float64(n))
	}
}

var _ pipeline.Observer = (*Worker)(nil)
