package pipeline

import (
	"time"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// Stage names a timed step of a job, in Observer.StageDone.
type Stage string

// The timed stages.
const (
	StageClaim   Stage = "claim"   // one claim, from request to answer (retries included)
	StagePrepare Stage = "prepare" // building one generation's workspace
	StageExecute Stage = "execute" // one scanner run
	StageSeal    Stage = "seal"    // sealing the bundle into ready/
	StageDeliver Stage = "deliver" // handing a bundle or terminal report over, until its receipt
)

// UnknownScanner is the scanner label of a job whose scanner is not in the
// catalog, so a transport cannot grow label sets with arbitrary names.
const UnknownScanner = "unknown"

// Observer is the one way to watch a pipeline: it receives every job Event
// (progress displays) and the pipeline's measurements (metrics). Every
// method is called from slot goroutines (and, for Event, backend sinks),
// concurrently, and must return quickly without blocking. Nothing is
// dropped on the way to it. Scanner labels are names from the worker's catalog or
// UnknownScanner; reasons are the pipeline's own fixed words (terminal
// report reasons, backend failure kinds), never text from a transport or a
// scanner, so label sets stay bounded. Embed NopObserver to keep compiling
// when methods are added.
type Observer interface {
	// Event is called with every job event (see EventKind), synchronously,
	// from the goroutine that produced it.
	Event(e Event)
	// SlotPhase is called when a slot moves from one phase to another
	// (PhaseIdle for no file). At start every slot is idle; a recovered
	// slot reports its move out of idle first.
	SlotPhase(from, to Phase)
	// JobStarted is called when a slot adopts an assignment.
	JobStarted(scanner string)
	// JobFinished is called when a slot ends an assignment with one of the
	// Outcome* values; reason is the terminal report's reason for
	// OutcomeReported, the partial reason (transport.Partial) of a
	// delivered bundle that does not cover the whole target, and empty
	// otherwise.
	JobFinished(scanner, outcome, reason string)
	// GenerationStarted is called when a runner generation is recorded.
	GenerationStarted(scanner string)
	// StageDone is called when a stage ends, successfully or not.
	StageDone(stage Stage, d time.Duration)
	// LeaseRenewed is called after each accepted lease renewal, LeaseLost
	// when a lease is lost (refused renewal, or expiry without one).
	LeaseRenewed()
	LeaseLost()
	// BundleSealed is called once per sealed bundle with its size and its
	// findings by severity.
	BundleSealed(scanner string, bytes int64, findings map[scanner.Severity]int64)
}

// NopObserver ignores every measurement.
type NopObserver struct{}

func (NopObserver) Event(Event)                                            {}
func (NopObserver) SlotPhase(from, to Phase)                               {}
func (NopObserver) JobStarted(string)                                      {}
func (NopObserver) JobFinished(string, string, string)                     {}
func (NopObserver) GenerationStarted(string)                               {}
func (NopObserver) StageDone(Stage, time.Duration)                         {}
func (NopObserver) LeaseRenewed()                                          {}
func (NopObserver) LeaseLost()                                             {}
func (NopObserver) BundleSealed(string, int64, map[scanner.Severity]int64) {}

var _ Observer = NopObserver{}

// Observers returns an Observer that hands everything to each of obs in
// order (nil entries are skipped).
func Observers(obs ...Observer) Observer {
	var t tee
	for _, o := range obs {
		if o != nil {
			t = append(t, o)
		}
	}
	if len(t) == 1 {
		return t[0]
	}
	return t
}

// tee is Observers' result.
type tee []Observer

func (t tee) Event(e Event) {
	for _, o := range t {
		o.Event(e)
	}
}

func (t tee) SlotPhase(from, to Phase) {
	for _, o := range t {
		o.SlotPhase(from, to)
	}
}

func (t tee) JobStarted(scanner string) {
	for _, o := range t {
		o.JobStarted(scanner)
	}
}

func (t tee) JobFinished(scanner, outcome, reason string) {
	for _, o := range t {
		o.JobFinished(scanner, outcome, reason)
	}
}

func (t tee) GenerationStarted(scanner string) {
	for _, o := range t {
		o.GenerationStarted(scanner)
	}
}

func (t tee) StageDone(stage Stage, d time.Duration) {
	for _, o := range t {
		o.StageDone(stage, d)
	}
}

func (t tee) LeaseRenewed() {
	for _, o := range t {
		o.LeaseRenewed()
	}
}

func (t tee) LeaseLost() {
	for _, o := range t {
		o.LeaseLost()
	}
}

func (t tee) BundleSealed(scanner string, bytes int64, findings map[scanner.Severity]int64) {
	for _, o := range t {
		o.BundleSealed(scanner, bytes, findings)
	}
}

// scannerLabel is the current assignment's scanner as a bounded label.
func (s *slot) scannerLabel() string {
	if s.file == nil || s.file.Assignment == nil {
		return UnknownScanner
	}
	name := s.file.Assignment.Spec.Scanner
	if sc, ok := s.w.deps.Catalog.Scanner(name); ok {
		return sc.FullName()
	}
	return UnknownScanner
}

// timeStage reports the duration of stage since start.
func (s *slot) timeStage(stage Stage, start time.Time) {
	s.w.cfg.Observer.StageDone(stage, time.Since(start))
}
