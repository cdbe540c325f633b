package pkg

import "github.com/sluicehq/sluice/core/registry"

// The backends of a worker declare the entry kind they run when they
// register; these tests run without plugins/, so they register three
// backends with the entry kinds the built-in ones declare.
func init() {
	for name, kind := range map[string]string{"subprocess": KindExecutable, "goplugin": KindExecutable, "wasm": KindWasm} {
		registry.Register(registry.Module{ID: registry.NSBackend + "." + name, New: func() any { return struct{}{} }, EntryKind: kind})
	}
}
