package metrics

import (
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/sluicehq/sluice/internal/pipeline"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// BenchmarkObserverJob measures what the worker's metrics cost per job:
// one op replays the observer calls the pipeline makes for one delivered
// job (phase changes, start, generation, five stage timings, a sealed
// bundle with findings, a renewal, the finish) on the real Worker metrics,
// against pipeline.NopObserver, one slot (serial) and all slots at once
// (parallel). docs/benchmarks.md sets the figure beside a job's latency.
func BenchmarkObserverJob(b *testing.B) {
	findings := map[scanner.Severity]int64{scanner.SeverityHigh: 2, scanner.SeverityLow: 1}
	job := func(o pipeline.Observer) {
		const sc = "builtin/secrets"
		o.SlotPhase(pipeline.PhaseIdle, pipeline.PhaseClaiming)
		o.StageDone(pipeline.StageClaim, time.Millisecond)
		o.SlotPhase(pipeline.PhaseClaiming, pipeline.PhaseAssigned)
		o.JobStarted(sc)
		o.GenerationStarted(sc)
		o.StageDone(pipeline.StagePrepare, time.Millisecond)
		o.StageDone(pipeline.StageExecute, 10*time.Millisecond)
		o.LeaseRenewed()
		o.StageDone(pipeline.StageSeal, time.Millisecond)
		o.BundleSealed(sc, 4096, findings)
		o.SlotPhase(pipeline.PhaseAssigned, pipeline.PhaseBundleReady)
		o.StageDone(pipeline.StageDeliver, time.Millisecond)
		o.JobFinished(sc, pipeline.OutcomeDelivered, "")
		o.SlotPhase(pipeline.PhaseBundleReady, pipeline.PhaseIdle)
	}
	for _, c := range []struct {
		name string
		new  func() pipeline.Observer
	}{
		{"observer=nop", func() pipeline.Observer { return pipeline.NopObserver{} }},
		{"observer=metrics", func() pipeline.Observer { return NewWorker(prometheus.NewRegistry()) }},
	} {
		b.Run(c.name+"/serial", func(b *testing.B) {
			o := c.new()
			b.ReportAllocs()
			for b.Loop() {
				job(o)
			}
		})
		b.Run(c.name+"/parallel", func(b *testing.B) {
			o := c.new()
			b.ReportAllocs()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					job(o)
				}
			})
		})
	}
}
