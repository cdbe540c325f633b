package pipeline

import (
	"errors"
	"fmt"
	"log/slog"
	"os"

	"github.com/sluicehq/sluice/core/diag"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/transport"
)

// slot is one lane of a worker. Only its own goroutine touches its fields,
// except lease, which the renewer goroutine shares through its own sync.
type slot struct {
	w   *Worker
	n   int
	log *slog.Logger

	file *slotFile // nil when idle
	// recovered is true while file is the one read at start: the first
	// step after a restart asks the transport before acting.
	recovered bool
	canClaim  bool // false for slots beyond Config.Slots (recovery only)
	untilIdle bool

	lease *leaseKeeper // renews the current assignment's lease
	// failedPending is true when the last generation failed in this process
	// and the next generation's durable write has not counted it yet.
	failedPending bool
	// lastFailure is why the last generation of the current assignment
	// that failed in this process failed: a generations_exhausted report
	// carries it.
	lastFailure error
}

func newSlot(w *Worker, n int, f *slotFile, canClaim, untilIdle bool) *slot {
	s := &slot{
		w: w, n: n, log: w.log.With("slot", n),
		recovered: f != nil, canClaim: canClaim, untilIdle: untilIdle,
	}
	s.setFile(f)
	return s
}

// run drives the slot's state machine until the worker stops, drains with
// the slot idle, or (UntilIdle) the queue is empty.
func (s *slot) run() {
	defer s.stopLease()
	for s.w.abortCtx.Err() == nil {
		var err error
		phase := PhaseIdle
		if s.file != nil {
			phase = s.file.Phase
		}
		switch phase {
		case PhaseIdle:
			if !s.canClaim || s.w.isDraining() {
				return
			}
			var empty bool
			empty, err = s.claim()
			if err == nil && empty && s.untilIdle && s.file == nil {
				return
			}
		case PhaseClaiming:
			_, err = s.resumeClaim()
		case PhaseAssigned:
			err = s.runAssigned()
		case PhaseBundleReady:
			err = s.deliverBundle()
		case PhaseTerminalPending:
			err = s.sendReport()
		case PhaseAwaitingResolution:
			err = s.awaitResolution()
		}
		s.recovered = false
		if err == nil {
			continue
		}
		if errors.Is(err, errAborted) || s.w.abortCtx.Err() != nil {
			return
		}
		var fe *FatalError
		if !errors.As(err, &fe) {
			fe = &FatalError{Slot: s.n, Op: string(phase), Err: err}
		}
		s.w.setFatal(fe)
		return
	}
}

// write makes f the slot's durable state.
func (s *slot) write(f *slotFile) error {
	s.stamp(f)
	if err := s.w.cfg.Durability.WriteJSONAtomic(s.w.lay.slotPath(s.n), f); err != nil {
		return &FatalError{Slot: s.n, Op: "writing slot state", Err: err}
	}
	s.setFile(f)
	return nil
}

// adopt makes f the slot's state in memory only, for a state the next
// write records and that a restart can rebuild from the durable one.
func (s *slot) adopt(f *slotFile) {
	s.stamp(f)
	s.setFile(f)
}

// stamp sets f's version, slot and, on a phase change, its start time.
func (s *slot) stamp(f *slotFile) {
	f.Version, f.Slot = slotFileVersion, s.n
	if f.Since.IsZero() || s.file == nil || s.file.Phase != f.Phase {
		f.Since = s.w.cfg.Now().UTC()
	}
}

// setFile makes f the slot's state in memory and reports a phase change.
func (s *slot) setFile(f *slotFile) {
	from, to := s.file.phase(), f.phase()
	s.file = f
	if from != to {
		s.w.cfg.Observer.SlotPhase(from, to)
	}
}

// next returns a copy of the current file moved to phase p.
func (s *slot) next(p Phase) *slotFile {
	f := *s.file
	f.Phase = p
	return &f
}

// goIdle removes the slot file, then the slot's artifacts. A crash between
// the two leaves only orphans, which the start-up sweep removes.
//
// The removal is not fsynced: the slot's next claim writes its file again
// (an atomic write that fsyncs the directory) before it asks for work, and
// that makes the removal durable too. A power loss before then may bring
// the ended assignment's file back; its phase was reached durably, so the
// restart repeats the last send (a delivery or report is idempotent by
// digest: the same receipt), or finds the bundle gone and asks Status
// (resolved by this attempt), and goes idle again: nothing is lost or
// accepted twice.
func (s *slot) goIdle() error {
	s.stopLease()
	var bundlePath string
	if s.file != nil && s.file.Bundle != nil {
		bundlePath = s.file.Bundle.Path
	}
	path := s.w.lay.slotPath(s.n)
	if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return &FatalError{Slot: s.n, Op: "removing slot state", Err: err}
	}
	s.setFile(nil)
	s.failedPending = false
	s.lastFailure = nil
	s.clearExecuting()
	s.w.fault(FaultIdle)
	if err := prepare.RemoveWorkspace(s.w.lay.slotWorkDir(s.n)); err != nil {
		s.log.Warn("removing work dir", "err", err)
	}
	if bundlePath != "" && s.ownsBundlePath(bundlePath) {
		if err := os.Remove(bundlePath); err != nil && !errors.Is(err, os.ErrNotExist) {
			s.log.Warn("removing delivered bundle", "err", err)
		}
	}
	return nil
}

// ownsBundlePath reports whether p is a file directly in the ready dir, so
// a tampered slot file cannot make the worker delete anything else.
func (s *slot) ownsBundlePath(p string) bool {
	dir, name := splitPath(p)
	return dir == s.w.lay.bundleReady() && name != "" && name[0] != '.'
}

// finish records the end of an assignment and makes the slot idle.
func (s *slot) finish(outcome, reason string, digest string, findings int64) error {
	a := s.file.Assignment
	var obsReason string
	if outcome == OutcomeReported {
		obsReason = s.file.Report.Reason
	}
	s.w.cfg.Observer.JobFinished(s.scannerLabel(), outcome, obsReason)
	s.w.emit(Event{Kind: EventFinished, Slot: s.n, JobID: a.Spec.ID, Attempt: a.Attempt,
		Outcome: outcome, Reason: reason, Digest: digest, Findings: findings})
	s.progress(outcome, reason)
	return s.goIdle()
}

// finishStale handles a Stale answer: it asks Status once, records a stale
// outcome, deletes the artifacts and goes idle. If Status shows the
// assignment resolved with this slot's own result, the outcome is the
// success it is.
func (s *slot) finishStale(op string, cause error) error {
	a := s.file.Assignment
	st, err := s.w.deps.Transport.Status(s.w.abortCtx, a)
	if s.w.abortCtx.Err() != nil {
		return errAborted
	}
	if err == nil && st.State == transport.StateResolved && s.ownResolution(st.Resolution) {
		s.log.Info("assignment already resolved with this slot's result", "job", a.Key(), "op", op)
		return s.finishResolved(st.Resolution)
	}
	s.w.stale.Add(1)
	state := "unreachable"
	if err == nil {
		state = string(st.State)
	}
	s.log.Warn("assignment is stale; discarding local work", "job", a.Key(), "op", op, "cause", cause, "status", state, "status_err", err)
	return s.finish(OutcomeStale, fmt.Sprintf("%s: %s", op, state), "", 0)
}

// ownResolution reports whether r resolves this slot's assignment with
// this slot's own bundle or report.
func (s *slot) ownResolution(r *transport.Resolution) bool {
	if r == nil || s.file == nil || s.file.Assignment == nil {
		return false
	}
	a := s.file.Assignment
	if r.JobID != a.Spec.ID || r.Attempt != a.Attempt {
		return false
	}
	switch {
	case r.Outcome == transport.OutcomeBundle && s.file.Bundle != nil:
		return r.Receipt.Digest == s.file.Bundle.SHA256
	case r.Outcome == transport.OutcomeTerminal && s.file.Report != nil:
		return r.Receipt.Digest == diag.ReportDigest(*s.file.Report)
	}
	return false
}

func (s *slot) finishResolved(r *transport.Resolution) error {
	if r.Outcome == transport.OutcomeBundle {
		s.w.delivered.Add(1)
		var findings int64
		if s.file.Bundle != nil {
			findings = s.file.Bundle.Findings
		}
		return s.finish(OutcomeDelivered, "", r.Receipt.Digest, findings)
	}
	s.w.reported.Add(1)
	return s.finish(OutcomeReported, s.file.Report.Reason, "", 0)
}

// progress appends a phase event for the current assignment to the outbox.
func (s *slot) progress(phase, message string) {
	if s.file == nil || s.file.Assignment == nil {
		return
	}
	s.w.outbox.add(s.file.Assignment, transport.ProgressEvent{Phase: phase, Message: message})
}
