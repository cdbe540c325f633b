package pipeline

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/internal/state"
)

func TestSlotFileOverLimitIsRefused(t *testing.T) {
	h := newHarness(t)
	h.cfg.Limits.MaxStateFileBytes = 256
	f := h.assignedFile(0, "j1", map[string]string{"pad": strings.Repeat("x", 300)})
	h.writeSlotFile(f)
	_, err := New(h.cfg, h.deps())
	if err == nil || !strings.Contains(err.Error(), "over the limit") {
		t.Fatalf("New = %v, want a size limit error", err)
	}
}

func TestSlotFileRoundTrip(t *testing.T) {
	h := newHarness(t)
	f := h.assignedFile(0, "j1", nil)
	h.writeSlotFile(f)
	got, err := readSlotFile(layout{root: h.stateDir}, 0, DefaultMaxStateFileBytes)
	if err != nil {
		t.Fatal(err)
	}
	if got.Phase != PhaseAssigned || got.Assignment.Key() != "j1/1" || got.Generation != f.Generation {
		t.Fatalf("read back %+v", got)
	}
	if fi, err := os.Stat(filepath.Join(h.stateDir, "slots", "0.a")); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("slot record mode %v %v", fi.Mode(), err)
	}
}

// FuzzSlotFile feeds arbitrary bytes to the slot file reader: it must
// either reject them with an error or return a file that validates.
func FuzzSlotFile(f *testing.F) {
	a := job.Assignment{Spec: job.Spec{ID: "j1", Scanner: "p/s", Target: job.Target{Kind: "path", Path: "/x"}},
		Attempt: 1, RequestID: strings.Repeat("a", 32), Lease: "l", LeaseExpires: time.Unix(1e9, 0), ScanDeadline: time.Unix(1e9, 0)}
	for _, sf := range []slotFile{
		{Version: 2, Phase: PhaseIdle, RequestID: strings.Repeat("a", 32)},
		{Version: 2, Phase: PhaseClaiming, RequestID: strings.Repeat("a", 32)},
		{Version: 2, Phase: PhaseAssigned, RequestID: strings.Repeat("a", 32), NextRequestID: strings.Repeat("d", 32), Assignment: &a,
			Generations: 2, Generation: strings.Repeat("b", 16), Executing: strings.Repeat("b", 16)},
		{Version: 2, Phase: PhaseBundleReady, RequestID: strings.Repeat("a", 32), Assignment: &a,
			Identity: &job.Identity{JobID: "j1", Attempt: 1}, Bundle: &bundleFacts{Path: "/p", SHA256: strings.Repeat("c", 64), Size: 9}},
	} {
		data, _ := json.Marshal(sf)
		f.Add(data)
	}
	f.Add([]byte(`{"version":2,"slot":0,"phase":"awaiting_resolution"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		lay := layout{root: dir}
		if err := state.MkdirPrivate(lay.slotsDir()); err != nil {
			t.Fatal(err)
		}
		rec, _, err := state.OpenRecordPair(lay.slotsDir(), slotRecord(0), DefaultMaxStateFileBytes)
		if err != nil {
			t.Fatal(err)
		}
		err = rec.Write(data, false)
		rec.Close()
		if err != nil {
			t.Fatal(err)
		}
		sf, err := readSlotFile(lay, 0, DefaultMaxStateFileBytes)
		if err != nil || sf == nil {
			return
		}
		if err := sf.validate(0); err != nil {
			t.Fatalf("accepted a file that does not validate: %v", err)
		}
		if sf.Phase != PhaseClaiming && sf.Phase != PhaseIdle && sf.Assignment == nil {
			t.Fatalf("phase %s accepted without an assignment", sf.Phase)
		}
	})
}
