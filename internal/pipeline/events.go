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
	// EventPrepared: a generation's workspace is ready (Event.Files and
	// Event.Bytes: what it holds).
	EventPrepared EventKind = "prepared"
	// EventProgress: the scanner reported progress (Event.Files and
	// Event.Bytes, cumulative for the job's current generation).
	EventProgress EventKind = "progress"
)

// Outcomes of a finished assignment, in Event.Outcome.
const (
	OutcomeDelivered = "delivered" // a bundle was accepted
	OutcomeReported  = "reported"  // a terminal report was accepted
	OutcomeStale     = "stale"     // the assignment was no longer ours
	OutcomeConflict  = "conflict"  // the transport kept a different result
	OutcomeReleased  = "released"  // given back for a fault of the worker's own; the attempt does not count
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
	// Files and Bytes are set on EventPrepared (the workspace's regular
	// files) and EventProgress (scanned so far by the job's current
	// generation).
	Files, Bytes int64
	Time         time.Time
}

// emit hands e to Config.Observer, synchronously.
func (w *Worker) emit(e Event) {
	e.Time = w.cfg.Now()
	w.cfg.Observer.Event(e)
}
