package workercmd

import (
	"flag"
	"slices"
	"strings"

	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/pkg"
)

// noBuiltinFlag adds --no-builtin to run and scan. Given, it turns
// worker.builtin_packages off for this run.
func noBuiltinFlag(fs *flag.FlagSet) *bool {
	return fs.Bool("no-builtin", false, "do not load the packages built into the worker (worker.builtin_packages = false)")
}

// builtinPackages returns the built-in packages to load with cfg.
func (e *env) builtinPackages(cfg *config.Config) []pkg.BuiltinPackage {
	if !cfg.Worker.BuiltinPackages {
		return nil
	}
	return e.builtin
}

// builtinKeys returns the signing keys of every package built into the
// binary, loaded or not: no package from disk may be trusted by one.
func (e *env) builtinKeys() []string {
	keys := make([]string, 0, len(e.builtin))
	for _, b := range e.builtin {
		keys = append(keys, b.Key)
	}
	return keys
}

// builtinScanners lists the scanners of the loaded built-in packages,
// sorted.
func builtinScanners(store *pkg.Store) []string {
	var names []string
	for _, p := range store.Packages() {
		if strings.HasPrefix(p.Source, pkg.BuiltinSourcePrefix) {
			names = append(names, p.Scanners...)
		}
	}
	slices.Sort(names)
	return names
}
