package pipeline

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/state"
)

// TestIdlePollingWritesNothingAndSurvivesAKill: a slot polling an empty
// queue repeats one durable request id and writes nothing to its record
// (so no fsync) after the first poll; a kill during the polling, then a
// job, gives that job to the same request id exactly once. Before, every
// poll wrote a new claiming file durably (a file creation and two fsyncs).
func TestIdlePollingWritesNothingAndSurvivesAKill(t *testing.T) {
	h := newHarness(t)
	h.cfg.IdlePoll = time.Millisecond
	paths := state.RecordPairPaths(filepath.Join(h.stateDir, "slots"), slotRecord(0))
	readCopies := func() [2][]byte {
		var c [2][]byte
		for i, p := range paths {
			c[i], _ = os.ReadFile(p)
		}
		return c
	}
	const polls = 20
	var w *Worker
	var idles atomic.Int32
	var first [2][]byte
	var changedAt atomic.Int32
	h.cfg.FaultPoint = func(p string) {
		if p != FaultIdle {
			return
		}
		switch n := idles.Add(1); {
		case n == 1:
			first = readCopies()
		case n < polls:
			if c := readCopies(); !bytes.Equal(c[0], first[0]) || !bytes.Equal(c[1], first[1]) {
				changedAt.CompareAndSwap(0, n)
			}
		default:
			// A kill during idle polling.
			w.Abort()
			runtime.Goexit()
		}
	}
	w = h.newWorker()
	if err := h.run(w, RunOptions{}); err != nil {
		t.Fatal(err)
	}
	w.Close()
	if n := changedAt.Load(); n != 0 {
		t.Fatalf("idle poll %d rewrote the slot record", n)
	}
	reqs := h.tr.noWorkReqs
	if len(reqs) < polls {
		t.Fatalf("%d idle polls, want at least %d", len(reqs), polls)
	}
	for _, r := range reqs {
		if r != reqs[0] {
			t.Fatalf("idle polls used request ids %s and %s; an idle poll must repeat the durable one", reqs[0], r)
		}
	}
	if st, err := ReadStatus(h.stateDir); err != nil || st[0].Phase != PhaseIdle || st[0].Err != nil {
		t.Fatalf("status after the kill: %+v, %v; want idle", st, err)
	}

	h.cfg.FaultPoint = nil
	h.tr.enqueue(h.spec("j1", nil))
	h.runToEnd()
	ma := h.tr.get("j1")
	if ma.res == nil || ma.res.Outcome != transport.OutcomeBundle || h.tr.attempts["j1"] != 1 || h.tr.claims != 1 {
		t.Fatalf("j1: %+v, %d attempts, %d claims; want one delivered attempt", ma.res, h.tr.attempts["j1"], h.tr.claims)
	}
	if ma.a.RequestID != reqs[0] {
		t.Errorf("j1 was claimed with request %s, want the idle polls' durable %s", ma.a.RequestID, reqs[0])
	}
	h.assertClean()
}

// TestMigratesVersion1SlotFile: a state dir left by the previous version
// (slots/<n>.json and its executing marker) is taken over: the record pair
// holds the same state, the died-while-executing mark included, the old
// files are removed, and the job runs to its end.
func TestMigratesVersion1SlotFile(t *testing.T) {
	h := newHarness(t)
	f := h.assignedFile(0, "j1", nil)
	h.writeLegacySlotFile(f)
	slots := filepath.Join(h.stateDir, "slots")
	marker := filepath.Join(slots, "0"+legacyExecutingSuffix)
	if err := os.WriteFile(marker, []byte(f.Generation), 0o600); err != nil {
		t.Fatal(err)
	}
	w := h.newWorker()
	got := w.recovered[0]
	if got == nil || got.Version != slotFileVersion || got.Phase != PhaseAssigned || got.Assignment.Key() != "j1/1" ||
		got.Generation != f.Generation || got.Executing != f.Generation {
		t.Fatalf("migrated %+v, want assigned j1/1 with generation %s executing", got, f.Generation)
	}
	for _, p := range []string{filepath.Join(slots, "0.json"), marker} {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Errorf("%s is left after the migration (%v)", filepath.Base(p), err)
		}
	}
	w.Close()
	if f2, err := readSlotFile(layout{root: h.stateDir}, 0, DefaultMaxStateFileBytes); err != nil || f2.Executing != f.Generation {
		t.Fatalf("record after the migration: %+v, %v", f2, err)
	}
	h.runToEnd()
	if ma := h.tr.get("j1"); ma.res == nil || ma.res.Outcome != transport.OutcomeBundle || h.tr.attempts["j1"] != 1 {
		t.Fatalf("j1: %+v after %d attempts", ma.res, h.tr.attempts["j1"])
	}
	h.assertClean()
}

// TestInterruptedMigrationKeepsTheRecord: a crash after the migrated record
// was durable and before the old file was removed leaves both; the record
// is the newer state and wins.
func TestInterruptedMigrationKeepsTheRecord(t *testing.T) {
	h := newHarness(t)
	h.tr.enqueue(h.spec("j0", nil))
	_, oldReq := h.claimDirect(0)
	h.writeLegacySlotFile(&slotFile{Slot: 0, Phase: PhaseClaiming, RequestID: oldReq})
	f := h.assignedFile(0, "j1", nil)
	h.writeSlotFile(f)
	w := h.newWorker()
	if got := w.recovered[0]; got == nil || got.Phase != PhaseAssigned || got.Assignment.Key() != "j1/1" {
		t.Fatalf("recovered %+v, want the record (assigned j1/1)", got)
	}
	if _, err := os.Stat(filepath.Join(h.stateDir, "slots", "0.json")); !os.IsNotExist(err) {
		t.Fatalf("the old file is left (%v)", err)
	}
}

// TestSlotRecordOfAnotherVersionQuarantines: records written by a newer
// worker (another frame format, or another slot record version) are not
// guessed at: the slot is quarantined with an error that says so.
func TestSlotRecordOfAnotherVersionQuarantines(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"frame", "frame version 2, this worker reads 1"},
		{"record", "version 3, want 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			h.writeSlotFile(&slotFile{Slot: 0, Phase: PhaseIdle})
			path := state.RecordPairPaths(filepath.Join(h.stateDir, "slots"), slotRecord(0))[0]
			if tc.name == "frame" {
				data, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				data[7] = '2'
				if err := os.WriteFile(path, data, 0o600); err != nil {
					t.Fatal(err)
				}
			} else {
				h.writeSlotFile(&slotFile{Slot: 0, Phase: PhaseIdle})
				rec, _, err := state.OpenRecordPair(filepath.Dir(path), slotRecord(0), DefaultMaxStateFileBytes)
				if err != nil {
					t.Fatal(err)
				}
				if err := rec.Write([]byte(`{"version":3,"slot":0,"phase":"idle"}`), true); err != nil {
					t.Fatal(err)
				}
				rec.Close()
			}
			_, err := New(h.cfg, h.deps())
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("New = %v, want an error saying %q", err, tc.want)
			}
		})
	}
}
