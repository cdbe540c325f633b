// Package modules answers the worker's questions about the registered
// plugins across namespaces (a module by id, a namespace's modules, which
// preparer takes a target kind, which entry kind a backend runs). Plugins
// register through the typed namespace of their contract
// (backend.Plugins, transport.Plugins, prepare.Plugins); only the worker
// asks.
package modules

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
)

// namespace is one typed namespace seen without its contract type.
type namespace struct {
	name        string
	lookup      func(name string) (registry.Module, bool)
	list        func() []registry.Module
	instantiate func(ctx registry.Context, m registry.Module, decode func(v any) error) (any, error)
}

func untyped[T any](ns registry.Namespace[T]) namespace {
	return namespace{ns.Name, ns.Lookup, ns.List,
		func(ctx registry.Context, m registry.Module, decode func(v any) error) (any, error) {
			v, err := ns.Instantiate(ctx, m, decode)
			if err != nil {
				return nil, err
			}
			return v, nil
		}}
}

// namespaces are every namespace, in the order worker.toml shows them.
var namespaces = []namespace{untyped(transport.Plugins), untyped(backend.Plugins), untyped(prepare.Plugins)}

// find returns the namespace named name.
func find(name string) (namespace, bool) {
	for _, ns := range namespaces {
		if ns.name == name {
			return ns, true
		}
	}
	return namespace{}, false
}

// Lookup returns the module with the given id ("backend.wasm").
func Lookup(id string) (registry.Module, bool) {
	nsName, name, _ := strings.Cut(id, ".")
	ns, ok := find(nsName)
	if !ok {
		return registry.Module{}, false
	}
	return ns.lookup(name)
}

// List returns the modules of namespace ("" for all), sorted by id.
func List(namespace string) []registry.Module {
	var out []registry.Module
	for _, ns := range namespaces {
		if namespace == "" || ns.name == namespace {
			out = append(out, ns.list()...)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Instantiate runs the lifecycle of m up to Validate, through its
// namespace (registry.Namespace.Instantiate); the caller closes the value.
func Instantiate(ctx registry.Context, m registry.Module, decode func(v any) error) (any, error) {
	ns, ok := find(m.Namespace())
	if !ok {
		return nil, fmt.Errorf("module %s is in no namespace", m.ID)
	}
	return ns.instantiate(ctx, m, decode)
}

// EntryKind returns the entry kind the backend named name declares
// ("wasm" for backend.wasm); ok is false when no such backend is built in.
func EntryKind(name string) (kind string, ok bool) {
	m, ok := backend.Plugins.Lookup(name)
	return m.EntryKind, ok
}

// PreparerFor returns the preparer that declares target kind kind.
func PreparerFor(kind string) (registry.Module, bool) {
	for _, m := range prepare.Plugins.List() {
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
	for _, m := range prepare.Plugins.List() {
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
	for _, m := range prepare.Plugins.List() {
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
	for _, m := range List(namespace) {
		names = append(names, m.Name())
	}
	return names
}
