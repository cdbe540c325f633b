package pipeline

import (
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/internal/syncbuf"
)

// sealTestBundle seals a bundle for a in the worker's ready dir, as a
// crashed worker would have left it.
func (h *harness) sealTestBundle(a *slotFile) *bundleFacts {
	h.t.Helper()
	tmp := filepath.Join(h.stateDir, "bundles", "tmp")
	ready := filepath.Join(h.stateDir, "bundles", "ready")
	for _, d := range []string{tmp, ready} {
		if err := state.MkdirPrivate(d); err != nil {
			h.t.Fatal(err)
		}
	}
	bw, err := bundle.Create(tmp, bundle.Header{Identity: *a.Identity, Scanner: "pkg/tree", ScannerVersion: "1.0"}, bundle.Limits{})
	if err != nil {
		h.t.Fatal(err)
	}
	if err := bw.Finding(testFinding("x.txt", 7)); err != nil {
		h.t.Fatal(err)
	}
	s, err := bw.Seal(bundle.CompletionComplete, ready)
	if err != nil {
		h.t.Fatal(err)
	}
	return &bundleFacts{Path: s.Path, SHA256: s.Digest, Size: s.Size}
}

// assignedFile returns a slot file in phase assigned for a job claimed
// directly from the transport.
func (h *harness) assignedFile(slot int, jobID string, opts map[string]string) *slotFile {
	h.tr.enqueue(h.spec(jobID, opts))
	a, req := h.claimDirect(slot)
	id := h.identity(a)
	return &slotFile{Slot: slot, Phase: PhaseAssigned, RequestID: req, Assignment: &a, Identity: &id,
		Generations: 1, Generation: state.RandomHex(8)}
}

func TestRestartFromClaiming(t *testing.T) {
	h := newHarness(t)
	h.tr.enqueue(h.spec("j1", nil), h.spec("j2", nil))
	// The crashed worker's claim reached the transport, which assigned j1;
	// the answer was lost.
	_, req := h.claimDirect(0)
	h.writeSlotFile(&slotFile{Slot: 0, Phase: PhaseClaiming, RequestID: req})
	h.runToEnd()
	for _, id := range []string{"j1", "j2"} {
		if ma := h.tr.get(id); ma.res == nil || ma.a.Attempt != 1 {
			t.Errorf("%s: %+v", id, ma)
		}
	}
	if h.tr.claims != 2 {
		t.Errorf("%d jobs claimed, want 2 (the repeated claim must not take a second job)", h.tr.claims)
	}
	h.assertClean()
}

func TestRestartFromClaimingNeverSent(t *testing.T) {
	h := newHarness(t)
	h.tr.enqueue(h.spec("j1", nil))
	h.writeSlotFile(&slotFile{Slot: 0, Phase: PhaseClaiming, RequestID: state.RandomHex(16)})
	h.runToEnd()
	if ma := h.tr.get("j1"); ma.res == nil {
		t.Fatalf("j1 not resolved: %+v", ma)
	}
	h.assertClean()
}

func TestRestartFromAssigned(t *testing.T) {
	h := newHarness(t)
	f := h.assignedFile(0, "j1", nil)
	h.writeSlotFile(f)
	// A work dir of the crashed generation is left behind.
	if err := os.MkdirAll(filepath.Join(h.stateDir, "work", "0", f.Generation), 0o700); err != nil {
		t.Fatal(err)
	}
	h.runToEnd()
	ma := h.tr.get("j1")
	if ma.res == nil || ma.res.Outcome != transport.OutcomeBundle || ma.summary.Trailer.Findings != 3 {
		t.Fatalf("j1: %+v", ma)
	}
	h.assertClean()
}

func TestRestartFromAssignedWithGenerationsSpent(t *testing.T) {
	h := newHarness(t)
	f := h.assignedFile(0, "j1", nil)
	f.Generations, f.FailedGenerations = DefaultMaxGenerations+2, DefaultMaxGenerations
	h.writeSlotFile(f)
	h.runToEnd()
	if r := h.tr.get("j1").report; r == nil || r.Reason != "generations_exhausted" || !r.Retryable {
		t.Fatalf("report %+v", r)
	}
	if n := h.be.scanCount("j1/1"); n != 0 {
		t.Errorf("scanned %d times after the last generation", n)
	}
}

func TestRestartFromAssignedAfterDeadline(t *testing.T) {
	h := newHarness(t)
	f := h.assignedFile(0, "j1", nil)
	f.Assignment.ScanDeadline = time.Now().Add(-time.Minute)
	h.writeSlotFile(f)
	h.runToEnd()
	if r := h.tr.get("j1").report; r == nil || r.Reason != "timeout" {
		t.Fatalf("report %+v; time left must come from the absolute deadline", r)
	}
}

func TestRestartFromAssignedStale(t *testing.T) {
	h := newHarness(t)
	f := h.assignedFile(0, "j1", nil)
	h.tr.do(func() { h.tr.byKey["j1/1"].state = transport.StateExpired })
	h.writeSlotFile(f)
	w := h.runToEnd()
	if c := w.Counters(); c.Stale != 1 {
		t.Fatalf("counters %+v", c)
	}
	if n := h.be.scanCount("j1/1"); n != 0 {
		t.Errorf("stale assignment was scanned %d times", n)
	}
	h.assertClean()
}

func TestRestartFromBundleReady(t *testing.T) {
	h := newHarness(t)
	f := h.assignedFile(0, "j1", nil)
	f.Phase = PhaseBundleReady
	f.Bundle = h.sealTestBundle(f)
	h.writeSlotFile(f)
	h.runToEnd()
	ma := h.tr.get("j1")
	if ma.res == nil || ma.res.Receipt.Digest != f.Bundle.SHA256 {
		t.Fatalf("want the same bytes re-delivered: %+v", ma.res)
	}
	if n := h.be.scanCount("j1/1"); n != 0 {
		t.Errorf("re-scanned %d times instead of re-delivering", n)
	}
	h.assertClean()
}

func TestRestartFromBundleReadyCorrupt(t *testing.T) {
	for _, tc := range []struct {
		name   string
		damage func(p string) error
	}{
		{"truncated", func(p string) error { return os.Truncate(p, 10) }},
		{"missing", os.Remove},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			f := h.assignedFile(0, "j1", nil)
			f.Phase = PhaseBundleReady
			f.Bundle = h.sealTestBundle(f)
			if err := tc.damage(f.Bundle.Path); err != nil {
				t.Fatal(err)
			}
			h.writeSlotFile(f)
			h.runToEnd()
			ma := h.tr.get("j1")
			if ma.summary == nil || ma.summary.Trailer.Findings != 3 {
				t.Fatalf("want a new generation's bundle: %+v", ma)
			}
			h.assertClean()
		})
	}
}

func TestRestartFromBundleReadyLostAndLate(t *testing.T) {
	h := newHarness(t)
	f := h.assignedFile(0, "j1", nil)
	f.Phase = PhaseBundleReady
	f.Bundle = h.sealTestBundle(f)
	f.Assignment.ScanDeadline = time.Now().Add(-time.Second)
	os.Remove(f.Bundle.Path)
	h.writeSlotFile(f)
	h.runToEnd()
	if r := h.tr.get("j1").report; r == nil || r.Reason != "bundle_lost" || !r.Retryable {
		t.Fatalf("report %+v", r)
	}
}

func TestRestartFromBundleReadyWrongIdentity(t *testing.T) {
	h := newHarness(t)
	f := h.assignedFile(0, "j1", nil)
	f.Phase = PhaseBundleReady
	other := *f.Identity
	other.WorkerID = "w2"
	f.Identity = &other
	f.Bundle = h.sealTestBundle(f)
	mine := h.identity(*f.Assignment)
	f.Identity = &mine
	h.writeSlotFile(f)
	h.runToEnd()
	ma := h.tr.get("j1")
	if ma.summary == nil || ma.summary.Header.Identity.WorkerID != "w1" {
		t.Fatalf("a bundle with another identity was adopted: %+v", ma.summary)
	}
}

func TestRestartFromTerminalPending(t *testing.T) {
	h := newHarness(t)
	f := h.assignedFile(0, "j1", nil)
	f.Phase = PhaseTerminalPending
	f.Report = &transport.TerminalReport{JobID: "j1", Attempt: 1, Reason: "protocol", Message: "bad frame"}
	h.writeSlotFile(f)
	h.runToEnd()
	if r := h.tr.get("j1").report; r == nil || *r != *f.Report {
		t.Fatalf("report %+v, want %+v re-sent", r, f.Report)
	}
	h.assertClean()
}

func TestRestartFromAwaitingResolution(t *testing.T) {
	for _, own := range []bool{true, false} {
		name := map[bool]string{true: "own result", false: "other result"}[own]
		t.Run(name, func(t *testing.T) {
			h := newHarness(t)
			f := h.assignedFile(0, "j1", nil)
			f.Phase = PhaseAwaitingResolution
			f.Bundle = &bundleFacts{Path: filepath.Join(h.stateDir, "bundles", "ready", "x.bundle"), SHA256: strings.Repeat("a", 64), Size: 5}
			f.Conflict = &conflictFacts{Op: "deliver", Message: "conflict", Outcome: transport.OutcomeBundle, Digest: f.Bundle.SHA256, At: time.Now()}
			h.writeSlotFile(f)
			digest := f.Bundle.SHA256
			if !own {
				digest = strings.Repeat("b", 64)
			}
			var mu sync.Mutex
			var finished []Event
			h.cfg.Observer = eventObserver{f: func(e Event) {
				mu.Lock()
				defer mu.Unlock()
				if e.Kind == EventFinished {
					finished = append(finished, e)
				}
			}}
			w := h.newWorker()
			go h.tr.do(func() {
				ma := h.tr.byKey["j1/1"]
				ma.state = transport.StateResolved
				ma.res = &transport.Resolution{JobID: "j1", Attempt: 1, Outcome: transport.OutcomeBundle,
					Receipt: transport.Receipt{ID: "r", Digest: digest}}
			})
			if err := h.run(w, RunOptions{UntilIdle: true}); err != nil {
				t.Fatal(err)
			}
			mu.Lock()
			defer mu.Unlock()
			want := map[bool]string{true: OutcomeDelivered, false: OutcomeConflict}[own]
			if len(finished) != 1 || finished[0].Outcome != want {
				t.Fatalf("finished %+v, want one %s", finished, want)
			}
			h.assertClean()
		})
	}
}

func TestRestartRejectsCorruptSlotFile(t *testing.T) {
	for _, tc := range []struct{ name, body string }{
		{"not json", "{"},
		{"unknown field", `{"version":1,"slot":0,"phase":"claiming","request_id":"` + strings.Repeat("a", 32) + `","x":1}`},
		{"bad phase", `{"version":1,"slot":0,"phase":"dancing","request_id":"` + strings.Repeat("a", 32) + `"}`},
		{"wrong slot", `{"version":1,"slot":1,"phase":"claiming","request_id":"` + strings.Repeat("a", 32) + `"}`},
		{"assigned without assignment", `{"version":1,"slot":0,"phase":"assigned","request_id":"` + strings.Repeat("a", 32) + `"}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			dir := filepath.Join(h.stateDir, "slots")
			os.MkdirAll(dir, 0o700)
			if err := os.WriteFile(filepath.Join(dir, "0.json"), []byte(tc.body), 0o600); err != nil {
				t.Fatal(err)
			}
			_, err := New(h.cfg, h.deps())
			if err == nil || !strings.Contains(err.Error(), "0.json") && !strings.Contains(err.Error(), "slot 0") {
				t.Fatalf("New = %v, want an error naming slot 0's file", err)
			}
		})
	}
}

// TestCorruptSlotFileQuarantinesOnlyItsSlot: with two slots, a corrupt
// file in slot 0 keeps slot 0 idle (the file stays for inspection and
// ReadStatus reports it) while slot 1 runs the queue. Before, New failed
// and the whole worker stayed down.
func TestCorruptSlotFileQuarantinesOnlyItsSlot(t *testing.T) {
	h := newHarness(t)
	h.cfg.Slots = 2
	dir := filepath.Join(h.stateDir, "slots")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	corrupt := filepath.Join(dir, "0.json")
	if err := os.WriteFile(corrupt, []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	var logs syncbuf.Buffer
	h.cfg.Logger = slog.New(slog.NewTextHandler(&logs, nil))
	h.tr.enqueue(h.spec("j1", nil), h.spec("j2", nil))
	h.runToEnd()
	for _, id := range []string{"j1", "j2"} {
		if ma := h.tr.get(id); ma.res == nil || ma.summary.Header.Identity.Slot != 1 {
			t.Fatalf("%s: %+v; slot 1 must run the queue", id, ma.res)
		}
	}
	if !strings.Contains(logs.String(), "slot quarantined") || !strings.Contains(logs.String(), "level=ERROR") {
		t.Errorf("the quarantine must be logged as an error:\n%s", logs.String())
	}
	if data, err := os.ReadFile(corrupt); err != nil || string(data) != "{" {
		t.Fatalf("the corrupt file must stay for inspection: %q %v", data, err)
	}
	st, err := ReadStatus(h.stateDir)
	if err != nil || len(st) != 2 || st[0].Err == nil || !strings.Contains(st[0].Err.Error(), "quarantined") || st[1].Err != nil {
		t.Fatalf("status %+v %v; slot 0 must show as quarantined", st, err)
	}
}

func TestRecoversSlotsBeyondConfiguredCount(t *testing.T) {
	h := newHarness(t)
	f := h.assignedFile(5, "j1", nil)
	h.writeSlotFile(f)
	h.tr.enqueue(h.spec("j2", nil))
	h.runToEnd()
	if ma := h.tr.get("j1"); ma.res == nil || ma.summary.Header.Identity.Slot != 5 {
		t.Fatalf("slot 5 not recovered: %+v", ma)
	}
	if ma := h.tr.get("j2"); ma.res == nil || ma.summary.Header.Identity.Slot != 0 {
		t.Fatalf("j2 must run in slot 0, the only configured slot: %+v", ma)
	}
	h.assertClean()
}

func TestReadStatus(t *testing.T) {
	h := newHarness(t)
	h.cfg.Slots = 3
	w := h.newWorker()
	w.Close()
	f := h.assignedFile(1, "j1", nil)
	h.writeSlotFile(f)
	h.writeSlotFile(&slotFile{Slot: 2, Phase: PhaseClaiming, RequestID: state.RandomHex(16)})
	st, err := ReadStatus(h.stateDir)
	if err != nil {
		t.Fatal(err)
	}
	if len(st) != 3 || st[0].Phase != PhaseIdle || st[1].Phase != PhaseAssigned || st[1].JobID != "j1" ||
		st[1].Attempt != 1 || st[1].Generations != 1 || st[2].Phase != PhaseClaiming {
		t.Fatalf("status %+v", st)
	}
	if _, err := ReadStatus(t.TempDir()); err == nil {
		t.Fatal("ReadStatus of an empty dir must say no worker ran there")
	}
}

// TestCrashAtEveryFaultPoint stops the worker between every pair of durable
// steps, restarts it on the same state dir and checks that each job gets
// exactly one resolution, from its one attempt, with nothing left behind.
//
// In the "after a job" round a first job runs to its end before the crash,
// so the crash hits a slot whose claims ride on the previous job's record
// (next_request_id) and whose idle and executing marks are unsynced writes
// of its record pair.
func TestCrashAtEveryFaultPoint(t *testing.T) {
	for _, round := range []string{"first job", "after a job"} {
		for _, point := range FaultPoints() {
			if round == "after a job" && slices.Contains(journalFaultPoints, point) {
				continue // the journal's points do not depend on the slot's records
			}
			t.Run(round+"/"+point, func(t *testing.T) { crashAtFaultPoint(t, point, round == "after a job") })
		}
	}
}

var journalFaultPoints = []string{FaultJournalSegmentCreated, FaultJournalAppended, FaultProgressPublished,
	FaultJournalCursorWritten, FaultJournalCompacting}

func crashAtFaultPoint(t *testing.T, point string, afterAJob bool) {
	h := newHarness(t)
	// A segment per batch, so the journal compacts within one run.
	h.cfg.Limits.OutboxSegmentBytes, h.cfg.Limits.OutboxBatch = 1, 1
	claims := 3
	if afterAJob {
		h.tr.enqueue(h.spec("warm", nil))
		claims++
	}
	h.tr.enqueue(h.spec("ok", nil), h.spec("bad", map[string]string{"mode": "scanner_error"}))
	var w *Worker
	var hit atomic.Bool
	h.cfg.FaultPoint = func(p string) {
		if afterAJob && h.tr.get("warm").res == nil {
			return
		}
		if p == point && hit.CompareAndSwap(false, true) {
			// Crash: stop everything and end this slot's goroutine
			// right here, before its next durable step.
			w.Abort()
			runtime.Goexit()
		}
	}
	w = h.newWorker()
	if err := h.run(w, RunOptions{UntilIdle: true}); err != nil {
		t.Fatal(err)
	}
	w.Close()
	if !hit.Load() {
		t.Fatalf("fault point %s was never reached", point)
	}
	h.cfg.FaultPoint = nil
	h.tr.enqueue(h.spec("later", nil))
	w2 := h.runToEnd()
	ok, bad := h.tr.get("ok"), h.tr.get("bad")
	if ok.res == nil || ok.res.Outcome != transport.OutcomeBundle || ok.summary.Trailer.Findings != 3 {
		t.Errorf("ok: %+v", ok.res)
	}
	if bad.res == nil || bad.res.Outcome != transport.OutcomeTerminal || bad.report.Reason != "scanner_error" {
		t.Errorf("bad: %+v", bad.res)
	}
	if h.tr.attempts["ok"] != 1 || h.tr.attempts["bad"] != 1 || h.tr.claims != claims {
		t.Errorf("attempts ok=%d bad=%d claims=%d (want %d); a job was claimed twice",
			h.tr.attempts["ok"], h.tr.attempts["bad"], h.tr.claims, claims)
	}
	if afterAJob && (h.tr.attempts["warm"] != 1 || h.tr.get("warm").res == nil) {
		t.Errorf("warm: %d attempts, %+v", h.tr.attempts["warm"], h.tr.get("warm").res)
	}
	if c := w2.Counters(); c.Conflicts != 0 || c.Stale != 0 || c.ProgressDropped != 0 {
		t.Errorf("counters after restart %+v", c)
	}
	// The progress journal works after the restart: the job run
	// by the new start is published to its end.
	if !hasEvent(h.tr, "later", OutcomeDelivered) {
		t.Errorf("the progress of the job after the restart never reached the transport")
	}
	h.assertClean()
}

func TestAwaitingResolutionIsBounded(t *testing.T) {
	h := newHarness(t)
	h.cfg.Limits.MaxResolutionWait = time.Minute
	f := h.assignedFile(0, "j1", nil)
	f.Phase = PhaseAwaitingResolution
	// The conflict is older than the limit; the transport still says active.
	f.Conflict = &conflictFacts{Op: "report", Message: "conflict", Outcome: transport.OutcomeTerminal,
		At: time.Now().Add(-2 * time.Minute)}
	h.writeSlotFile(f)
	w := h.runToEnd()
	if c := w.Counters(); c.Delivered+c.Reported != 0 {
		t.Fatalf("counters %+v", c)
	}
	if ma := h.tr.get("j1"); ma.state != transport.StateActive {
		t.Fatalf("transport state %s", ma.state)
	}
	h.assertClean()
}
