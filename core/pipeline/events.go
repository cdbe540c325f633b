package pipeline

import "time"

// EventKind says what an Event reports.
type EventKind string

// Event kinds.
const (
	// EventStarted: a slot adopted an assignment.
	EventStarted EventKind = "started"
	// EventFinished: a slot finished an assignment (see Event.Outcome).
	EventFinished EventKind = "finished"
)

// Outcomes of a finished assignment, in Event.Outcome.
const (
	OutcomeDelivered = "delivered" // a bundle was accepted
	OutcomeReported  = "reported"  // a terminal report was accepted
	OutcomeStale     = "stale"     // the assignment was no longer ours
	OutcomeConflict  = "conflict"  // the transport kept a different result
)

// Event is a job event for progress displays.
type Event struct {
	Kind    EventKind
	Slot    int
	JobID   string
	Attempt int
	// Outcome is set on EventFinished.
	Outcome string
	// Reason is the terminal report's reason, or why the slot went stale.
	Reason string
	// Findings counts the findings in a delivered bundle.
	Findings int64
	// Digest is the delivered bundle's sha256.
	Digest string
	Time   time.Time
}

func (w *Worker) emit(e Event) {
	e.Time = w.cfg.Now()
	select {
	case w.events <- e:
	default:
	}
}
