package pipeline

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/internal/workspace"
)

// recoverSlots opens every slot's record pair and reads its record. A
// record that cannot be read or fails validation quarantines its slot:
// recovery never guesses, so that slot stays idle with its files left as
// they are (worker status shows it), while the other slots run. When no
// configured slot is left to run, New fails. A version 1 slot file is
// migrated into the slot's record pair first (migrateLegacySlot).
func (w *Worker) recoverSlots() (map[int]*slotFile, error) {
	entries, err := w.readDirBounded(w.lay.slotsDir())
	if err != nil {
		return nil, err
	}
	slots := make(map[int]bool)
	for i := range w.cfg.Slots {
		slots[i] = true
	}
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, state.TempPrefix) || strings.HasSuffix(name, legacyExecutingSuffix) {
			continue
		}
		n, ok := slotNumber(name)
		if !ok {
			w.log.Warn("ignoring unexpected file in the slots directory", "file", name)
			continue
		}
		slots[n] = true
	}
	out := make(map[int]*slotFile)
	for n := range slots {
		f, err := w.recoverSlot(n)
		if err != nil {
			w.quarantined[n] = err
			w.log.Error("slot quarantined: its state file is unreadable; the slot stays idle and the other slots run. "+
				"Inspect the file, then remove it to drop the slot's work (its job goes to a new attempt when its lease runs out) and restart",
				"slot", n, "err", err)
			continue
		}
		if f != nil {
			if f.Phase != PhaseIdle {
				w.log.Info("recovering slot", "slot", n, "phase", f.Phase)
			}
			out[n] = f
		}
	}
	usable := 0
	for i := range w.cfg.Slots {
		if w.quarantined[i] == nil {
			usable++
		}
	}
	if usable == 0 {
		for _, err := range w.quarantined {
			return nil, fmt.Errorf("%w (every slot is quarantined: inspect the file; remove it to drop the slot's work)", err)
		}
	}
	return out, nil
}

// recoverSlot opens slot n's record pair (kept in w.records for the slot)
// and returns its record, migrating a version 1 file first.
func (w *Worker) recoverSlot(n int) (*slotFile, error) {
	rec, data, err := state.OpenRecordPair(w.lay.slotsDir(), slotRecord(n), w.cfg.Limits.MaxStateFileBytes)
	if err != nil {
		return nil, fmt.Errorf("reading slot %d state: %w", n, err)
	}
	rec.NoSync = w.cfg.Durability == state.ProcessOnly
	w.records[n] = rec
	if data != nil {
		// A version 1 file beside a record is one whose migration was
		// interrupted after the record was durable.
		if err := w.removeLegacySlot(n); err != nil {
			return nil, err
		}
		return decodeSlotRecord(w.lay, n, data)
	}
	return w.migrateLegacySlot(n, rec)
}

// migrateLegacySlot moves slot n's version 1 file (slots/<n>.json, and its
// executing marker) into the slot's record pair: the record is written
// durably, then the old files are removed. A crash between the two leaves
// both, and the next start takes the record and removes the old files
// again. A version 1 file that does not validate is left alone and
// quarantines the slot, as before.
func (w *Worker) migrateLegacySlot(n int, rec *state.RecordPair) (*slotFile, error) {
	f, err := readLegacySlotFile(w.lay, n, w.cfg.Limits.MaxStateFileBytes)
	if err != nil || f == nil {
		return nil, err
	}
	f.Version = slotFileVersion
	if f.Phase == PhaseAssigned && f.Generation != "" {
		marker, err := state.ReadFile(w.lay.legacyExecutingPath(n), maxMarkerBytes)
		if err == nil && string(marker) == f.Generation {
			f.Executing = f.Generation
		}
	}
	data, err := json.Marshal(f)
	if err != nil {
		return nil, fmt.Errorf("encoding slot %d state: %w", n, err)
	}
	if err := rec.Write(data, true); err != nil {
		return nil, fmt.Errorf("migrating slot %d state: %w", n, err)
	}
	if err := w.removeLegacySlot(n); err != nil {
		return nil, err
	}
	w.log.Info("migrated a slot file of the previous format", "slot", n, "from_version", legacySlotFileVersion, "to_version", slotFileVersion)
	return f, nil
}

// removeLegacySlot removes slot n's version 1 file and executing marker,
// if there are any, durably.
func (w *Worker) removeLegacySlot(n int) error {
	removed := false
	for _, p := range []string{w.lay.legacySlotPath(n), w.lay.legacyExecutingPath(n)} {
		err := os.Remove(p)
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("removing the migrated slot file: %w", err)
		}
		removed = removed || err == nil
	}
	if removed {
		return w.cfg.Durability.SyncDir(w.lay.slotsDir())
	}
	return nil
}

// sweep removes leftovers of a crash: temp files, every work dir (a
// restarted assignment runs a new generation in a fresh one), unsealed
// bundles, and sealed bundles no slot refers to.
func (w *Worker) sweep() error {
	if err := state.RemoveTemps(w.lay.slotsDir()); err != nil {
		return fmt.Errorf("sweeping %s: %w", w.lay.slotsDir(), err)
	}
	if err := state.RemoveTemps(w.lay.root); err != nil {
		return fmt.Errorf("sweeping %s: %w", w.lay.root, err)
	}
	if err := w.sweepMarkers(); err != nil {
		return err
	}
	work, err := w.readDirBounded(w.lay.workDir())
	if err != nil {
		return err
	}
	for _, e := range work {
		if err := workspace.RemoveWorkspace(filepath.Join(w.lay.workDir(), e.Name())); err != nil {
			return fmt.Errorf("sweeping work dir: %w", err)
		}
	}
	tmp, err := w.readDirBounded(w.lay.bundleTmp())
	if err != nil {
		return err
	}
	for _, e := range tmp {
		if err := os.Remove(filepath.Join(w.lay.bundleTmp(), e.Name())); err != nil {
			return fmt.Errorf("sweeping unsealed bundle: %w", err)
		}
	}
	keep := make(map[string]bool)
	for _, f := range w.recovered {
		if f.Bundle != nil {
			keep[filepath.Clean(f.Bundle.Path)] = true
		}
	}
	ready, err := w.readDirBounded(w.lay.bundleReady())
	if err != nil {
		return err
	}
	for _, e := range ready {
		p := filepath.Join(w.lay.bundleReady(), e.Name())
		if keep[p] {
			continue
		}
		if err := os.Remove(p); err != nil {
			return fmt.Errorf("sweeping orphaned bundle: %w", err)
		}
	}
	return nil
}

// sweepMarkers removes version 1 executing markers that no migration
// took (their slot file was gone). A quarantined slot's marker is kept
// beside its file for inspection.
func (w *Worker) sweepMarkers() error {
	slots, err := w.readDirBounded(w.lay.slotsDir())
	if err != nil {
		return err
	}
	for _, e := range slots {
		base, ok := strings.CutSuffix(e.Name(), legacyExecutingSuffix)
		if !ok {
			continue
		}
		if n, ok := slotNumber(base + ".json"); ok && w.quarantined[n] != nil {
			continue
		}
		if err := os.Remove(filepath.Join(w.lay.slotsDir(), e.Name())); err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("sweeping executing marker: %w", err)
		}
	}
	return nil
}

// readDirBounded lists dir, refusing one with more than MaxDirEntries
// entries: a state dir never holds that many, so something else is wrong.
func (w *Worker) readDirBounded(dir string) ([]os.DirEntry, error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", dir, err)
	}
	defer f.Close()
	limit := w.cfg.Limits.MaxDirEntries
	entries, err := f.ReadDir(limit + 1)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("reading %s: %w", dir, err)
	}
	if len(entries) > limit {
		return nil, fmt.Errorf("%s has more than %d entries (limits.max_dir_entries); it is not a directory this worker filled", dir, limit)
	}
	return entries, nil
}

func splitPath(p string) (dir, name string) {
	return filepath.Dir(p), filepath.Base(p)
}
