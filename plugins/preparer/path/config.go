// Package path is the preparer.path plugin: the target is a local directory
// or one regular file, copied into the workspace or viewed in place. Nothing
// under the target is followed out of it: the walk goes through an os.Root,
// symlinks are skipped and counted, and devices, FIFOs and sockets are
// skipped.
package path

import (
	"fmt"
	"io"
	"log/slog"
	"path/filepath"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/workspace"
)

// Mode selects how the workspace is built.
type Mode string

// Modes.
const (
	// ModeCopy copies the selected files into the workspace directory.
	ModeCopy Mode = "copy"
	// ModeView returns the target itself as the workspace root.
	ModeView Mode = "view"
)

// Path is the preparer.path plugin. Its exported fields decode from the
// plugin's TOML table (declared in keys; Validate checks the allowed modes). A provisioned Path is safe for
// concurrent use by many slots: Prepare keeps its state per call.
type Path struct {
	// Mode is ModeCopy (default) or ModeView.
	Mode Mode `toml:"mode"`
	// Roots are absolute directories a target must lie in after its
	// symlinks are resolved. Empty (default) accepts any absolute path.
	Roots []string `toml:"roots"`

	logger   *slog.Logger
	resolved []string // Roots with symlinks resolved, set by Provision
}

// New returns a Path with defaults: mode copy, no root restriction. It has no
// side effects.
func New() *Path {
	p := &Path{}
	registry.SetDefaults(p, keys)
	return p
}

// Provision resolves Roots (each must exist and be a directory) and keeps the
// logger. In a one-shot command (registry.Context.OneShot: worker scan) the
// mode is ModeView, whatever the table says: the person running it named
// the directories, and copying them would only cost time.
func (p *Path) Provision(ctx registry.Context) error {
	if ctx.OneShot {
		p.Mode = ModeView
	}
	p.logger = ctx.Logger
	if p.logger == nil {
		p.logger = slog.New(slog.DiscardHandler)
	}
	resolved, err := workspace.ResolveRoots("roots", p.Roots)
	if err != nil {
		return err
	}
	p.resolved = resolved
	return nil
}

// Validate checks the decoded configuration without side effects.
func (p *Path) Validate() error {
	for i, r := range p.Roots {
		if !filepath.IsAbs(r) {
			return fmt.Errorf("roots[%d]: %q is not an absolute path", i, r)
		}
	}
	return config.CheckKeys(ID, keys, p)
}

// Close releases nothing; it exists for the lifecycle.
func (p *Path) Close() error { return nil }

var (
	_ registry.Provisioner = (*Path)(nil)
	_ registry.Validator   = (*Path)(nil)
	_ io.Closer            = (*Path)(nil)
	_ prepare.Preparer     = (*Path)(nil)
)
