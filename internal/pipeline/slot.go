package pipeline

import (
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/diag"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/internal/workspace"
)

// slot is one lane of a worker. Only its own goroutine touches its fields,
// except lease, which the renewer goroutine shares through its own sync.
type slot struct {
	w   *Worker
	n   int
	log *slog.Logger

	file *slotFile // nil when idle
	// record is the slot's record pair on disk; synced is the newest
	// record in it known to be durable, and onDisk the newest written.
	record         *state.RecordPair
	synced, onDisk *slotFile
	// nextRequestID is the request id of the slot's next claim while it is
	// idle, when a durable record names it (durableRequestID); empty when
	// the next claim must write a new one first.
	nextRequestID string
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
	// jobStart is when this process claimed the current assignment (zero
	// for one resumed after a restart), for the job's end line.
	jobStart time.Time
}

func newSlot(w *Worker, n int, rec *state.RecordPair, f *slotFile, canClaim, untilIdle bool) *slot {
	s := &slot{
		w: w, n: n, log: w.log.With("slot", n), record: rec,
		canClaim: canClaim, untilIdle: untilIdle,
		synced: f, onDisk: f,
	}
	if f != nil && f.Phase == PhaseIdle {
		// An idle record names the id of the slot's next claim, which may
		// have been sent before the restart: repeat it, as for a claiming
		// record.
		if f.RequestID == "" {
			f = nil
		} else {
			f = &slotFile{Version: slotFileVersion, Slot: n, Phase: PhaseClaiming, Since: f.Since, RequestID: f.RequestID}
		}
	}
	s.recovered = f != nil
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
			if s.w.storage.Err() != nil {
				// No claim while the worker's storage fails it: a job
				// claimed now would only wait for it, or fail here.
				if werr := s.w.storage.wait(s.w.abortCtx, s.w.draining); werr != nil {
					continue // aborted (the loop ends) or draining (return above)
				}
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
	if err := s.writeRecord(f, true); err != nil {
		return &FatalError{Slot: s.n, Op: "writing slot state", Err: err}
	}
	return nil
}

// writeRecord writes f to the slot's record pair, durably with sync, and
// makes it the slot's state (an idle record leaves the slot idle).
func (s *slot) writeRecord(f *slotFile, sync bool) error {
	s.stamp(f)
	data, err := json.Marshal(f)
	if err != nil {
		return fmt.Errorf("encoding slot %d state: %w", s.n, err)
	}
	for {
		err := s.record.Write(data, sync)
		if err == nil {
			break
		}
		if !s.w.localFault(err) {
			return err
		}
		// The worker's storage failed this write (no space, a quota, an
		// I/O error): the slot's state is what makes every step safe, so
		// the slot waits for the storage and writes it again, rather than
		// stopping the worker or giving up a job.
		if werr := s.waitStorage(err); werr != nil {
			return werr
		}
	}
	s.onDisk = f
	if sync {
		s.synced = f
	}
	if f.Phase == PhaseIdle {
		f = nil
	}
	s.setFile(f)
	return nil
}

// durableRequestID reports whether the slot's newest durable record names
// id as the request id of the slot's next claim: an ended assignment's
// next_request_id, or the id of a claim that has not been bound to a job.
// A claim with such an id needs no write before it: after a crash at any
// point, the restart claims with the same id.
func (s *slot) durableRequestID(id string) bool {
	f := s.synced
	if id == "" || f == nil {
		return false
	}
	if f.Phase == PhaseClaiming || f.Phase == PhaseIdle {
		return f.RequestID == id
	}
	return f.NextRequestID == id
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
	f.Executing = ""
	return &f
}

// goIdle makes the slot idle, then removes its artifacts. The idle record
// names the request id of the slot's next claim when a durable record
// already does: the ended assignment's next_request_id, or, when reuse is
// true, the id of the claim that found no work (a NoWork answer binds
// nothing to its id, so the next poll repeats it). Otherwise the next claim
// writes a new id durably first.
//
// The idle record is written without fsync, and not at all when the record
// on disk already says the same (an idle poll writes nothing). A process
// that dies after the write leaves it in the page cache; a power loss may
// bring back the durable record before it instead, which names the same
// next request id: a claiming record repeats its claim, an ended
// assignment's phase was reached durably, so the restart repeats the last
// send (a delivery or report is idempotent by digest: the same receipt),
// or finds the bundle gone and asks Status (resolved by this attempt), and
// goes idle again with the same next id: nothing is lost or accepted twice.
// A crash between the write and the removals leaves only orphans, which
// the start-up sweep removes.
func (s *slot) goIdle(reuse bool) error {
	s.stopLease()
	var bundlePath, next string
	if f := s.file; f != nil {
		if f.Bundle != nil {
			bundlePath = f.Bundle.Path
		}
		switch {
		case f.Assignment != nil:
			next = f.NextRequestID
		case reuse:
			next = f.RequestID
		}
	}
	if !s.durableRequestID(next) {
		next = ""
	}
	if d := s.onDisk; d == nil || d.Phase != PhaseIdle || d.RequestID != next {
		if err := s.writeRecord(&slotFile{Phase: PhaseIdle, RequestID: next}, false); err != nil {
			return &FatalError{Slot: s.n, Op: "writing slot state", Err: err}
		}
	}
	s.setFile(nil)
	s.nextRequestID = next
	s.failedPending = false
	s.lastFailure = nil
	s.w.fault(FaultIdle)
	if err := s.clearWorkDir(); err != nil {
		s.log.Warn("removing work dir", "err", err)
	}
	if bundlePath != "" && s.ownsBundlePath(bundlePath) {
		if err := os.Remove(bundlePath); err != nil && !errors.Is(err, os.ErrNotExist) {
			s.log.Warn("removing delivered bundle", "err", err)
		}
	}
	return nil
}

// clearWorkDir removes the slot's workspaces (work/<n>/<generation>) and
// keeps work/<n> itself, so a job creates one directory, not two.
func (s *slot) clearWorkDir() error {
	dir := s.w.lay.slotWorkDir(s.n)
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("reading %s: %w", dir, err)
	}
	for _, e := range entries {
		if err := workspace.RemoveWorkspace(filepath.Join(dir, e.Name())); err != nil {
			return err
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
	switch {
	case outcome == OutcomeReported:
		obsReason = s.file.Report.Reason
	case outcome == OutcomeDelivered && s.file.Bundle != nil && s.file.Bundle.Partial != nil:
		obsReason = s.file.Bundle.Partial.Reason
	}
	s.w.cfg.Observer.JobFinished(s.scannerLabel(), outcome, obsReason)
	s.w.emit(Event{Kind: EventFinished, Slot: s.n, JobID: a.Spec.ID, Attempt: a.Attempt,
		Outcome: outcome, Reason: reason, Digest: digest, Findings: findings})
	end := []any{"job", a.Key(), "scanner", a.Spec.Scanner, "outcome", outcome, "findings", findings}
	if reason != "" {
		end = append(end, "reason", reason)
	}
	if obsReason != "" && outcome == OutcomeDelivered {
		end = append(end, "partial", obsReason)
	}
	if !s.jobStart.IsZero() {
		end = append(end, "duration", time.Since(s.jobStart).Round(time.Millisecond))
	}
	s.log.Info("job finished", end...)
	s.jobStart = time.Time{}
	s.progress(outcome, reason)
	return s.goIdle(false)
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
