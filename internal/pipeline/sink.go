package pipeline

import (
	"errors"
	"maps"
	"sync"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// errFenced is returned to a backend that sends events for a generation the
// slot no longer runs. It wraps scanner.ErrLimit so a scanner stops.
var errFenced = errors.Join(errors.New("generation fenced off"), scanner.ErrLimit)

// fencedSink passes one generation's events to its bundle writer until the
// slot fences the generation off; after that every event is refused, so a
// late result from an older generation never reaches a bundle.
type fencedSink struct {
	w   *Worker
	a   *job.Assignment
	gen string
	bw  *bundle.Writer

	mu           sync.Mutex
	fenced       bool
	lastProgress time.Time
	findings     int
	overLimit    bool                       // a finding past Limits.Backend.MaxFindings was refused
	storageErr   error                      // a bundle write failed for the worker's storage (state.LocalFault)
	unscanned    int64                      // files reported as not scanned (scanner.SkippedMessage)
	bySeverity   map[scanner.Severity]int64 // findings accepted
}

// errTooManyFindings refuses a finding past limits.max_findings. It wraps
// scanner.ErrLimit so a scanner stops.
var errTooManyFindings = errors.Join(errors.New("over limits.max_findings"), scanner.ErrLimit)

func newFencedSink(s *slot, gen string, bw *bundle.Writer) *fencedSink {
	return &fencedSink{w: s.w, a: s.file.Assignment, gen: gen, bw: bw}
}

// fence refuses every later event.
func (k *fencedSink) fence() {
	k.mu.Lock()
	k.fenced = true
	k.mu.Unlock()
}

// Finding implements backend.Sink. It is where limits.max_findings
// (Limits.Backend.MaxFindings) is enforced, for every backend alike: the
// finding past it is refused with an error wrapping scanner.ErrLimit, and
// the generation ends with an over_limit report (tooManyFindings).
func (k *fencedSink) Finding(f scanner.Finding) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.fenced {
		return errFenced
	}
	if max := k.w.cfg.Limits.Backend.MaxFindings; max > 0 && k.findings >= max {
		k.overLimit = true
		return errTooManyFindings
	}
	if err := k.bw.Finding(f); err != nil {
		k.noteStorage(err)
		return err
	}
	k.findings++
	if k.bySeverity == nil {
		k.bySeverity = map[scanner.Severity]int64{}
	}
	k.bySeverity[f.Severity]++
	return nil
}

// severities returns the accepted findings by severity.
func (k *fencedSink) severities() map[scanner.Severity]int64 {
	k.mu.Lock()
	defer k.mu.Unlock()
	return maps.Clone(k.bySeverity)
}

// noteStorage keeps the first bundle write error that is the worker's
// storage failing; call with mu held.
func (k *fencedSink) noteStorage(err error) {
	if err != nil && k.storageErr == nil && k.w.localFault(err) {
		k.storageErr = err
	}
}

// storageFault returns the first bundle write that failed for the
// worker's storage, or nil.
func (k *fencedSink) storageFault() error {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.storageErr
}

// partial says what a bundle sealed with completion c does not cover, or
// nil when it covers the whole target.
func (k *fencedSink) partial(c bundle.Completion, dropped int64) *transport.Partial {
	k.mu.Lock()
	defer k.mu.Unlock()
	p := &transport.Partial{Unscanned: k.unscanned, Dropped: dropped}
	switch {
	case c == bundle.CompletionPartialTimeout:
		p.Reason = transport.PartialTimeout
	case p.Unscanned > 0:
		p.Reason = transport.PartialUnscanned
	case p.Dropped > 0:
		p.Reason = transport.PartialDropped
	default:
		return nil
	}
	return p
}

// tooManyFindings reports whether a finding was refused for being past
// limits.max_findings.
func (k *fencedSink) tooManyFindings() bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.overLimit
}

// Progress implements backend.Sink. It records every progress report in the
// bundle (within the bundle's limits) and at most one per
// Limits.ProgressInterval in the outbox.
func (k *fencedSink) Progress(p scanner.Progress) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.fenced {
		return
	}
	k.noteStorage(k.bw.Progress(p)) // over its limit, the bundle drops and counts it
	k.w.emit(Event{Kind: EventProgress, Slot: k.a.Slot, JobID: k.a.Spec.ID, Attempt: k.a.Attempt, Files: p.Files, Bytes: p.Bytes})
	now := k.w.cfg.Now()
	if now.Sub(k.lastProgress) < k.w.cfg.Limits.ProgressInterval {
		return
	}
	k.lastProgress = now
	k.w.outbox.add(k.a, transport.ProgressEvent{Phase: "progress", Files: p.Files, Bytes: p.Bytes})
}

// Log implements backend.Sink. Messages pass the redactor before they are
// stored.
func (k *fencedSink) Log(level scanner.Level, msg string) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.fenced {
		return
	}
	if _, _, ok := scanner.ParseSkipped(msg); ok && level == scanner.LevelWarn {
		k.unscanned++
	}
	k.noteStorage(k.bw.Log(level, k.w.cfg.Redactor.Redact(msg)))
}
