package pipeline

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/hexdigest"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/internal/strictjson"
)

// Phase is a slot's durable phase (docs/architecture.md §2).
type Phase string

// The durable phases. A slot without a file is PhaseIdle.
const (
	PhaseIdle               Phase = "idle"
	PhaseClaiming           Phase = "claiming"
	PhaseAssigned           Phase = "assigned"
	PhaseBundleReady        Phase = "bundle_ready"
	PhaseTerminalPending    Phase = "terminal_pending"
	PhaseAwaitingResolution Phase = "awaiting_resolution"
)

// slotFileVersion is the version of the slot record format. Version 2 is
// kept in a state.RecordPair (slots/<n>.a and <n>.b) and may be idle;
// version 1 was a JSON file, slots/<n>.json, replaced by an atomic write,
// with the executing marker beside it; recovery migrates it
// (migrateLegacySlot).
const (
	slotFileVersion       = 2
	legacySlotFileVersion = 1
)

// slotFile is the durable state of one slot, written to its record pair
// before each side effect.
type slotFile struct {
	Version int   `json:"version"`
	Slot    int   `json:"slot"`
	Phase   Phase `json:"phase"`
	// Since is when the slot entered Phase.
	Since time.Time `json:"since"`
	// RequestID is the claim request id (claiming and later). In an idle
	// record it is the id the slot's next claim uses, when it is known.
	RequestID string `json:"request_id"`
	// NextRequestID is the request id of the claim after this assignment,
	// chosen when the assignment is first written: the slot claims with it
	// without another durable write (docs/architecture.md §2).
	NextRequestID string `json:"next_request_id,omitempty"`
	// Executing names the generation whose scanner is running, written
	// without fsync before the scanner loads (markExecuting).
	Executing string `json:"executing,omitempty"`
	// Assignment is the claimed assignment (assigned and later).
	Assignment *job.Assignment `json:"assignment,omitempty"`
	// Identity is the identity results must carry; set when the first
	// generation starts (the package digest comes from the catalog then).
	Identity *job.Identity `json:"identity,omitempty"`
	// Generations counts the runner generations started for Assignment,
	// whatever ended them (shown by status).
	Generations int `json:"generations,omitempty"`
	// FailedGenerations counts the generations that count toward the
	// crash-loop guard (Config.MaxGenerations): those whose scanner failed
	// in a way that starts another generation, and those that were running
	// the scanner when the worker died. A graceful stop, an abort the
	// worker decided, or a kill outside the scanner never counts
	// (docs/architecture.md, "Generations").
	FailedGenerations int `json:"failed_generations,omitempty"`
	// Generation is the random id of the current generation.
	Generation string `json:"generation,omitempty"`
	// Bundle names the sealed bundle (bundle_ready).
	Bundle *bundleFacts `json:"bundle,omitempty"`
	// Report is the fitted terminal report (terminal_pending).
	Report *transport.TerminalReport `json:"report,omitempty"`
	// Conflict is the last conflict (awaiting_resolution).
	Conflict *conflictFacts `json:"conflict,omitempty"`
}

// bundleFacts are what a slot remembers of its sealed bundle.
type bundleFacts struct {
	Path   string `json:"path"`
	SHA256 string `json:"sha256"`
	Size   int64  `json:"size"`
	// Findings counts the bundle's finding records, for events.
	Findings int64 `json:"findings,omitempty"`
	// Partial says what the bundle does not cover, when it does not cover
	// the whole target; the delivery tells the transport.
	Partial *transport.Partial `json:"partial,omitempty"`
}

// conflictFacts record the conflict that put a slot in awaiting_resolution.
type conflictFacts struct {
	Op      string            `json:"op"`
	Message string            `json:"message"`
	Outcome transport.Outcome `json:"outcome"`
	// Digest is the digest this slot tried to deliver, if any.
	Digest string    `json:"digest,omitempty"`
	At     time.Time `json:"at"`
}

// validate checks a slot file read back from disk, so recovery never acts on
// a file that could not have been written by this package.
// phase is f's phase; a nil file is idle.
func (f *slotFile) phase() Phase {
	if f == nil {
		return PhaseIdle
	}
	return f.Phase
}

func (f *slotFile) validate(slot int) error {
	return f.validateVersion(slot, slotFileVersion)
}

func (f *slotFile) validateVersion(slot, version int) error {
	if f.Version != version {
		return fmt.Errorf("version %d, want %d", f.Version, version)
	}
	if f.Slot != slot {
		return fmt.Errorf("slot %d in the file of slot %d", f.Slot, slot)
	}
	if f.Phase == PhaseIdle && version >= 2 {
		if f.RequestID != "" && !isRequestID(f.RequestID) {
			return fmt.Errorf("request_id %.40q is not 32 lowercase hex digits", f.RequestID)
		}
		if f.Assignment != nil || f.NextRequestID != "" || f.Executing != "" {
			return errors.New("idle record with an assignment")
		}
		return nil
	}
	if !isRequestID(f.RequestID) {
		return fmt.Errorf("request_id %.40q is not 32 lowercase hex digits", f.RequestID)
	}
	if f.NextRequestID != "" && (!isRequestID(f.NextRequestID) || f.NextRequestID == f.RequestID) {
		return fmt.Errorf("next_request_id %.40q is not 32 lowercase hex digits other than request_id", f.NextRequestID)
	}
	if f.Executing != "" && (len(f.Executing) != 16 || !hexdigest.IsLowerHex(f.Executing)) {
		return fmt.Errorf("executing %.40q is not 16 lowercase hex digits", f.Executing)
	}
	if f.Phase == PhaseClaiming {
		return nil
	}
	switch f.Phase {
	case PhaseAssigned, PhaseBundleReady, PhaseTerminalPending, PhaseAwaitingResolution:
	default:
		return fmt.Errorf("unknown phase %.40q", f.Phase)
	}
	if f.Assignment == nil {
		return fmt.Errorf("phase %s without an assignment", f.Phase)
	}
	if err := checkAssignment(f.Assignment, f.RequestID); err != nil {
		return err
	}
	if f.Assignment.Slot != slot {
		return fmt.Errorf("assignment for slot %d in the file of slot %d", f.Assignment.Slot, slot)
	}
	if f.Generations < 0 || f.FailedGenerations < 0 {
		return fmt.Errorf("generations %d, failed %d: negative", f.Generations, f.FailedGenerations)
	}
	if f.Generation != "" && (len(f.Generation) != 16 || !hexdigest.IsLowerHex(f.Generation)) {
		return fmt.Errorf("generation %.40q is not 16 lowercase hex digits", f.Generation)
	}
	if f.Identity != nil {
		want := job.Identity{JobID: f.Assignment.Spec.ID, Attempt: f.Assignment.Attempt, Slot: slot,
			WorkerID: f.Identity.WorkerID, PackageDigest: f.Identity.PackageDigest}
		if err := want.Check(*f.Identity); err != nil {
			return err
		}
	}
	switch f.Phase {
	case PhaseBundleReady:
		if f.Bundle == nil || f.Identity == nil {
			return errors.New("phase bundle_ready without bundle facts or identity")
		}
		if !hexdigest.IsSHA256(f.Bundle.SHA256) || f.Bundle.Size <= 0 {
			return errors.New("bundle facts: bad sha256 or size")
		}
	case PhaseTerminalPending:
		if f.Report == nil {
			return errors.New("phase terminal_pending without a report")
		}
		if f.Report.JobID != f.Assignment.Spec.ID || f.Report.Attempt != f.Assignment.Attempt {
			return errors.New("terminal report for another attempt")
		}
	case PhaseAwaitingResolution:
		if f.Conflict == nil {
			return errors.New("phase awaiting_resolution without a conflict")
		}
	}
	return nil
}

func isRequestID(s string) bool { return len(s) == 32 && hexdigest.IsLowerHex(s) }

// checkAssignment checks an assignment from the transport (or read back from
// a slot file) before the slot adopts it.
func checkAssignment(a *job.Assignment, requestID string) error {
	if err := job.ValidateID("assignment job_id", a.Spec.ID); err != nil {
		return err
	}
	if a.RequestID != requestID {
		return fmt.Errorf("assignment %s: request_id %.40q, want %q", a.Key(), a.RequestID, requestID)
	}
	if a.Attempt < 1 {
		return fmt.Errorf("assignment %s: attempt %d, must be at least 1", a.Key(), a.Attempt)
	}
	if a.LeaseExpires.IsZero() || a.ScanDeadline.IsZero() {
		return fmt.Errorf("assignment %s: missing lease expiry or scan deadline", a.Key())
	}
	return nil
}

// layout names the directories and files of a state dir.
type layout struct{ root string }

func (l layout) slotsDir() string { return filepath.Join(l.root, "slots") }

// slotRecord names slot n's record pair in slotsDir: <n>.a and <n>.b.
func slotRecord(n int) string { return strconv.Itoa(n) }

// legacySlotPath is slot n's version 1 file, which recovery migrates.
func (l layout) legacySlotPath(n int) string {
	return filepath.Join(l.slotsDir(), strconv.Itoa(n)+".json")
}

// legacyExecutingPath is the version 1 marker that slot n's scanner was
// running; version 2 keeps it in the record (slotFile.Executing).
func (l layout) legacyExecutingPath(n int) string {
	return filepath.Join(l.slotsDir(), strconv.Itoa(n)+legacyExecutingSuffix)
}
func (l layout) workDir() string          { return filepath.Join(l.root, "work") }
func (l layout) slotWorkDir(n int) string { return filepath.Join(l.workDir(), strconv.Itoa(n)) }
func (l layout) genDir(n int, g string) string {
	return filepath.Join(l.slotWorkDir(n), g)
}
func (l layout) bundleTmp() string   { return filepath.Join(l.root, "bundles", "tmp") }
func (l layout) bundleReady() string { return filepath.Join(l.root, "bundles", "ready") }
func (l layout) outboxDir() string   { return filepath.Join(l.root, "outbox") }
func (l layout) workerFile() string  { return filepath.Join(l.root, "worker.json") }

// readSlotFile reads slot n's record, or its version 1 file when that is
// all there is (a state dir the previous version left). No record returns
// nil, nil (idle). An idle record is returned as it is.
func readSlotFile(l layout, n int, maxBytes int64) (*slotFile, error) {
	data, err := state.ReadRecordPair(l.slotsDir(), slotRecord(n), maxBytes)
	if err != nil {
		return nil, fmt.Errorf("reading slot %d state: %w", n, err)
	}
	if data == nil {
		return readLegacySlotFile(l, n, maxBytes)
	}
	return decodeSlotRecord(l, n, data)
}

// decodeSlotRecord decodes and validates slot n's record.
func decodeSlotRecord(l layout, n int, data []byte) (*slotFile, error) {
	var f slotFile
	if err := strictjson.Decode(data, &f); err != nil {
		return nil, fmt.Errorf("slot %d state %s: %w", n, state.RecordPairPaths(l.slotsDir(), slotRecord(n))[0], err)
	}
	if err := f.validate(n); err != nil {
		return nil, fmt.Errorf("slot %d state %s: %w", n, state.RecordPairPaths(l.slotsDir(), slotRecord(n))[0], err)
	}
	return &f, nil
}

// readLegacySlotFile reads slot n's version 1 file. A missing file returns
// nil, nil.
func readLegacySlotFile(l layout, n int, maxBytes int64) (*slotFile, error) {
	var f slotFile
	err := state.ReadJSON(l.legacySlotPath(n), maxBytes, &f)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("reading slot %d state: %w", n, err)
	}
	if err := f.validateVersion(n, legacySlotFileVersion); err != nil {
		return nil, fmt.Errorf("slot %d state %s: %w", n, l.legacySlotPath(n), err)
	}
	return &f, nil
}

// workerFacts is <state>/worker.json, written at New for ReadStatus.
type workerFacts struct {
	WorkerID string    `json:"worker_id"`
	Slots    int       `json:"slots"`
	PID      int       `json:"pid"`
	Started  time.Time `json:"started"`
}

// SlotStatus is one slot's state as ReadStatus sees it on disk.
type SlotStatus struct {
	Slot  int
	Phase Phase
	// JobID and Attempt name the assignment, when there is one.
	JobID   string
	Attempt int
	// Generations counts the runner generations started so far, and
	// FailedGenerations those that count toward the crash-loop guard.
	Generations, FailedGenerations int
	// Since is when the slot entered Phase; zero for idle slots.
	Since time.Time
	// Err says why the slot file could not be read, if it could not.
	Err error
}

// ReadStatus reads each slot's durable state from stateDir without taking
// the lock, for `worker status` in another process. It lists slots
// 0..Slots-1 of the last worker started on stateDir, plus any other slot
// that has a file.
func ReadStatus(stateDir string) ([]SlotStatus, error) {
	l := layout{root: stateDir}
	var wf workerFacts
	if err := state.ReadJSON(l.workerFile(), DefaultMaxStateFileBytes, &wf); err != nil {
		return nil, fmt.Errorf("reading worker status in %s (has a worker run there?): %w", stateDir, err)
	}
	n := min(max(wf.Slots, 0), MaxSlots)
	entries, err := os.ReadDir(l.slotsDir())
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("reading %s: %w", l.slotsDir(), err)
	}
	for _, e := range entries {
		if k, ok := slotNumber(e.Name()); ok && k >= n {
			n = k + 1
		}
	}
	out := make([]SlotStatus, 0, n)
	for i := range n {
		st := SlotStatus{Slot: i, Phase: PhaseIdle}
		f, err := readSlotFile(l, i, DefaultMaxStateFileBytes)
		switch {
		case err != nil:
			st.Err = fmt.Errorf("quarantined (the worker does not run this slot until the file is fixed or removed): %w", err)
		case f != nil && f.Phase != PhaseIdle:
			st.Phase, st.Since, st.Generations, st.FailedGenerations = f.Phase, f.Since, f.Generations, f.FailedGenerations
			if f.Assignment != nil {
				st.JobID, st.Attempt = f.Assignment.Spec.ID, f.Assignment.Attempt
			}
		}
		out = append(out, st)
	}
	return out, nil
}

// slotNumber parses the name of a slot's file, "<n>.a" or "<n>.b" (its
// record pair) or "<n>.json" (version 1), for 0 <= n < MaxSlots.
func slotNumber(name string) (int, bool) {
	base, ext, ok := strings.Cut(name, ".")
	if !ok || (ext != "a" && ext != "b" && ext != "json") || base == "" || len(base) > 3 {
		return 0, false
	}
	n, err := strconv.Atoi(base)
	if err != nil || n < 0 || n >= MaxSlots || strconv.Itoa(n) != base {
		return 0, false
	}
	return n, true
}
