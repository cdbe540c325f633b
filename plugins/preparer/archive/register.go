package archive

import (
	_ "embed"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
)

// Kind is the job target kind this preparer prepares.
const Kind = "archive"

// ID is the registry id of this preparer.
const ID = "preparer.archive"

//go:embed sample.toml
var sample string

func init() {
	prepare.Plugins.Register(registry.Module{
		ID:              ID,
		New:             func() any { return New() },
		Sample:          sample,
		Summary:         "extracts a tar, tar.gz or zip archive (detected by magic bytes) with traversal, link and bomb checks",
		TargetKinds:     []string{Kind},
		ArchiveSuffixes: []string{".tar", ".tar.gz", ".tgz", ".zip"},
	})
}
