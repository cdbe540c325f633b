package path

import (
	_ "embed"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
)

// Kind is the job target kind this preparer prepares.
const Kind = "path"

// ID is the registry id of this preparer.
const ID = "preparer.path"

//go:embed sample.toml
var sample string

func init() {
	prepare.Plugins.Register(registry.Module{
		ID:          ID,
		New:         func() any { return New() },
		Sample:      sample,
		Summary:     "copies (or views in place) a local directory or file, skipping symlinks and special files",
		TargetKinds: []string{Kind},
	})
}
