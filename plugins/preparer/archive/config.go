// Package archive is the preparer.archive plugin: the target is a local
// .tar, .tar.gz/.tgz or .zip file, detected by its magic bytes and extracted
// into the workspace through an os.Root. Entries that could write outside
// the workspace, links, special files, duplicates and decompression bombs
// are rejected with a *prepare.Error naming the entry.
package archive

import (
	"fmt"
	"io"
	"log/slog"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/workspace"
)

// Format is an archive format.
type Format string

// Formats.
const (
	FormatTar   Format = "tar"
	FormatTarGz Format = "tar.gz"
	FormatZip   Format = "zip"
)

// Archive is the preparer.archive plugin. Its exported fields decode from
// the plugin's TOML table (its keys are declared in register.go). A provisioned Archive is safe
// for concurrent use: Prepare keeps its state per call.
type Archive struct {
	// Formats are the accepted formats.
	Formats []Format `toml:"formats"`
	// MaxArchiveBytes bounds the archive file's size in bytes.
	MaxArchiveBytes config.Size `toml:"max_archive_bytes"`
	// Roots are absolute directories an archive must lie in after its
	// symlinks are resolved. Empty (default) accepts any absolute path.
	Roots []string `toml:"roots"`

	logger   *slog.Logger
	resolved []string
}

// New returns an Archive with defaults. It has no side effects.
func New() *Archive {
	a := &Archive{}
	registry.SetDefaults(a, keys)
	return a
}

// Provision resolves Roots and keeps the logger.
func (a *Archive) Provision(ctx registry.Context) error {
	a.logger = ctx.Logger
	if a.logger == nil {
		a.logger = slog.New(slog.DiscardHandler)
	}
	resolved, err := workspace.ResolveRoots("roots", a.Roots)
	if err != nil {
		return err
	}
	a.resolved = resolved
	return nil
}

// Validate checks the decoded configuration without side effects: at least
// one format, and the ranges and allowed values its keys declare
// (config.CheckKeys).
func (a *Archive) Validate() error {
	if len(a.Formats) == 0 {
		return fmt.Errorf("formats: empty; list at least one of \"tar\", \"tar.gz\", \"zip\"")
	}
	return config.CheckKeys(ID, keys, a)
}

// Close releases nothing; it exists for the lifecycle.
func (a *Archive) Close() error { return nil }

func (a *Archive) accepts(f Format) bool {
	for _, g := range a.Formats {
		if g == f {
			return true
		}
	}
	return false
}

var (
	_ registry.Provisioner = (*Archive)(nil)
	_ registry.Validator   = (*Archive)(nil)
	_ io.Closer            = (*Archive)(nil)
	_ prepare.Preparer     = (*Archive)(nil)
)
