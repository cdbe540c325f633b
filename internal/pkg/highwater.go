package pkg

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/sluicehq/sluice/internal/state"
)

// highWaterName is the store file recording the highest versions accepted.
const highWaterName = "highwater.json"

// maxHighWaterBytes caps highwater.json.
const maxHighWaterBytes = 4 << 20

// mark is the highest version accepted for one package name or root
// lineage, with the sha256 of the exact bytes accepted at that version.
type mark struct {
	Version int64  `json:"version"`
	SHA256  string `json:"sha256"`
}

// highWater is the durable anti-rollback state of a store.
type highWater struct {
	path string
	// Packages is keyed by package name.
	Packages map[string]mark `json:"packages"`
	// Roots is keyed by the sha256 of the pinned (first) root file.
	Roots map[string]mark `json:"roots"`
}

func loadHighWater(dir string) (*highWater, error) {
	hw := &highWater{path: filepath.Join(dir, highWaterName)}
	err := state.ReadJSON(hw.path, maxHighWaterBytes, hw)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("reading version high-water marks (refusing to start without them, as that would allow rollbacks): %w", err)
	}
	if hw.Packages == nil {
		hw.Packages = map[string]mark{}
	}
	if hw.Roots == nil {
		hw.Roots = map[string]mark{}
	}
	return hw, nil
}

// check refuses a version below the mark, or the mark's version with other
// bytes. what names the thing for messages ("package secrets").
func check(m map[string]mark, key, what string, version int64, sum string) error {
	cur, ok := m[key]
	switch {
	case !ok:
		return nil
	case version < cur.Version:
		return fmt.Errorf("%s version %d is lower than version %d accepted before (rollback refused)", what, version, cur.Version)
	case version == cur.Version && sum != cur.SHA256:
		return fmt.Errorf("%s version %d was accepted before with other bytes (sha256 %s, now %s); a new release needs a new version", what, version, cur.SHA256, sum)
	}
	return nil
}

// raise records version as accepted, durably, if it is above the mark.
func (hw *highWater) raise(m map[string]mark, key string, version int64, sum string) error {
	if cur, ok := m[key]; ok && cur.Version >= version {
		return nil
	}
	m[key] = mark{Version: version, SHA256: sum}
	if err := state.WriteJSONAtomic(hw.path, hw); err != nil {
		return fmt.Errorf("recording version high-water mark: %w", err)
	}
	return nil
}
