// Package modules answers the worker's questions about the registered
// plugins (which preparer takes a target kind, which entry kind a backend
// runs, which names a namespace holds). Plugins register through
// core/registry; only the worker asks.
package modules

import (
	"slices"
	"sort"
	"strings"

	"github.com/sluicehq/sluice/core/registry"
)

// EntryKind returns the entry kind the backend named name declares
// ("wasm" for backend.wasm); ok is false when no such backend is built in.
func EntryKind(backend string) (kind string, ok bool) {
	m, ok := registry.Lookup(registry.NSBackend + "." + backend)
	return m.EntryKind, ok
}

// PreparerFor returns the preparer that declares target kind kind.
func PreparerFor(kind string) (registry.Module, bool) {
	for _, m := range registry.List(registry.NSPreparer) {
		if slices.Contains(m.TargetKinds, kind) {
			return m, true
		}
	}
	return registry.Module{}, false
}

// TargetKinds returns every target kind the registered preparers declare,
// sorted.
func TargetKinds() []string {
	var kinds []string
	for _, m := range registry.List(registry.NSPreparer) {
		kinds = append(kinds, m.TargetKinds...)
	}
	sort.Strings(kinds)
	return kinds
}

// TargetKindForFile returns the target kind of the preparer that declares
// an archive suffix name ends with (case-insensitive), longest suffix
// first; ok is false when none does.
func TargetKindForFile(name string) (kind string, ok bool) {
	lower, best := strings.ToLower(name), ""
	for _, m := range registry.List(registry.NSPreparer) {
		for _, s := range m.ArchiveSuffixes {
			if strings.HasSuffix(lower, s) && len(s) > len(best) && len(m.TargetKinds) > 0 {
				best, kind = s, m.TargetKinds[0]
			}
		}
	}
	return kind, best != ""
}

// Names returns the names (without namespace) registered in a namespace.
func Names(namespace string) []string {
	var names []string
	for _, m := range registry.List(namespace) {
		names = append(names, m.Name())
	}
	return names
}
