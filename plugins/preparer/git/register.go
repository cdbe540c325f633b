package git

import (
	_ "embed"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
)

// Kind is the job target kind this preparer prepares.
const Kind = "git"

// ID is the registry id of this preparer.
const ID = "preparer.git"

//go:embed sample.toml
var sample string

func init() {
	prepare.Plugins.Register(registry.Module{
		ID:          ID,
		New:         func() any { return New() },
		Sample:      sample,
		Summary:     "reads one commit of a local git repository (ls-tree + cat-file, no checkout, hooks, filters or attributes)",
		TargetKinds: []string{Kind},
	})
}
