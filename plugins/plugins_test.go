// Package plugins_test checks the plugin naming rule (names are namespaced,
// lower snake_case and equal to the folder; see docs/architecture.md): every
// folder plugins/<kind>/<name> registers the module "<kind>.<name>" with
// declared Keys and a Summary, and plugins/all links
// every one of them. plugins/<kind>/internal holds code shared by the
// plugins of one kind (Go lets only they import it) and is not a plugin.
package plugins_test

import (
	"os"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/modules"
	_ "github.com/sluicehq/sluice/plugins/all"
)

// kinds are the plugin folders under plugins/, one per registry namespace.
var kinds = []string{backend.Plugins.Name, prepare.Plugins.Name, transport.Plugins.Name}

func TestEveryPluginFolderRegisters(t *testing.T) {
	folders := map[string]bool{}
	for _, kind := range kinds {
		entries, err := os.ReadDir(kind)
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if !e.IsDir() || e.Name() == "testdata" || e.Name() == "internal" || strings.HasPrefix(e.Name(), ".") || strings.HasPrefix(e.Name(), "_") {
				continue
			}
			id := kind + "." + e.Name()
			folders[id] = true
			m, ok := modules.Lookup(id)
			if !ok {
				t.Errorf("plugins/%s/%s does not register %q, or plugins/all does not import it", kind, e.Name(), id)
				continue
			}
			// A plugin declares its keys; its table is generated from them
			// and decodes strictly into the plugin's own value.
			table, err := config.PluginTable(m)
			if err != nil {
				t.Errorf("%s: %v", id, err)
				continue
			}
			if strings.TrimSpace(m.Summary) == "" || strings.Contains(m.Summary, "\n") {
				t.Errorf("%s: Summary must be one non-empty line, got %q", id, m.Summary)
			}
			var root map[string]map[string]toml.Primitive
			md, err := toml.Decode("["+id+"]\n"+table, &root)
			if err == nil {
				err = md.PrimitiveDecode(root[kind][e.Name()], m.New())
			}
			if err != nil {
				t.Errorf("%s: its generated table does not decode into its config: %v", id, err)
			} else if u := md.Undecoded(); len(u) > 0 {
				t.Errorf("%s: its generated table has keys the plugin does not know: %v", id, u)
			}
		}
	}
	for _, m := range modules.List("") {
		if !folders[m.ID] {
			t.Errorf("module %s is registered but there is no folder plugins/%s/%s", m.ID, m.Namespace(), m.Name())
		}
	}
}
