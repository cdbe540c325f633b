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

// Observer receives the pipeline's measurements (metrics). Every method is
// called from slot goroutines, concurrently, and must return quickly
// without blocking. Scanner labels are names from the worker's catalog or
// UnknownScanner; reasons are the pipeline's own fixed words (terminal
// report reasons, backend failure kinds), never text from a transport or a
// scanner, so label sets stay bounded. Embed NopObserver to keep compiling
// when methods are added.
type Observer interface {
	// SlotPhase is called when a slot moves from one phase to another
	// (PhaseIdle for no file). At start every slot is idle; a recovered
	// slot reports its move out of idle first.
	SlotPhase(from, to Phase)
	// JobStarted is called when a slot adopts an assignment.
	JobStarted(scanner string)
	// JobFinished is called when a slot ends an assignment with one of the
	// Outcome* values; reason is the terminal report's reason for
	// OutcomeReported and empty otherwise.
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

func (NopObserver) SlotPhase(from, to Phase)                               {}
func (NopObserver) JobStarted(string)                                      {}
func (NopObserver) JobFinished(string, string, string)                     {}
func (NopObserver) GenerationStarted(string)                               {}
func (NopObserver) StageDone(Stage, time.Duration)                         {}
func (NopObserver) LeaseRenewed()                                          {}
func (NopObserver) LeaseLost()                                             {}
func (NopObserver) BundleSealed(string, int64, map[scanner.Severity]int64) {}

var _ Observer = NopObserver{}

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
