package pkg

import (
	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/registry"
)

// The backends of a worker declare the entry kind they run when they
// register; these tests run without plugins/, so they register three
// backends with the entry kinds the built-in ones declare.
// declaredBackend only declares: these tests never run a scanner.
type declaredBackend struct{ backend.Backend }

func init() {
	for name, kind := range map[string]string{"subprocess": KindExecutable, "goplugin": KindExecutable, "wasm": KindWasm} {
		backend.Plugins.Register(registry.Module{ID: backend.Plugins.Name + "." + name, New: func() any { return declaredBackend{} }, EntryKind: kind})
	}
}
