package pipeline

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/state"
)

// recoverSlots reads every slot file. A file that cannot be read or fails
// validation quarantines its slot: recovery never guesses, so that slot
// stays idle with the file left as it is (worker status shows it), while
// the other slots run. When no configured slot is left to run, New fails.
func (w *Worker) recoverSlots() (map[int]*slotFile, error) {
	entries, err := w.readDirBounded(w.lay.slotsDir())
	if err != nil {
		return nil, err
	}
	out := make(map[int]*slotFile)
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, state.TempPrefix) || strings.HasSuffix(name, executingSuffix) {
			continue
		}
		n, ok := slotNumber(name)
		if !ok {
			w.log.Warn("ignoring unexpected file in the slots directory", "file", name)
			continue
		}
		f, err := readSlotFile(w.lay, n, w.cfg.Limits.MaxStateFileBytes)
		if err != nil {
			w.quarantined[n] = err
			w.log.Error("slot quarantined: its state file is unreadable; the slot stays idle and the other slots run. "+
				"Inspect the file, then remove it to drop the slot's work (its job goes to a new attempt when its lease runs out) and restart",
				"slot", n, "err", err)
			continue
		}
		if f != nil {
			w.log.Info("recovering slot", "slot", n, "phase", f.Phase)
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
		if err := prepare.RemoveWorkspace(filepath.Join(w.lay.workDir(), e.Name())); err != nil {
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

// sweepMarkers removes executing markers of slots that are not resuming an
// assignment: only an assigned slot's next generation reads its marker.
func (w *Worker) sweepMarkers() error {
	slots, err := w.readDirBounded(w.lay.slotsDir())
	if err != nil {
		return err
	}
	for _, e := range slots {
		base, ok := strings.CutSuffix(e.Name(), executingSuffix)
		if !ok {
			continue
		}
		if n, ok := slotNumber(base + ".json"); ok && w.recovered[n] != nil && w.recovered[n].Phase == PhaseAssigned {
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
