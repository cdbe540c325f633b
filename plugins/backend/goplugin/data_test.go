//go:build linux

package goplugin

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/internal/sandbox"
	"github.com/sluicehq/sluice/internal/sandbox/sandboxtest"
)

// TestDataFiles loads a Configurable plugin with a data file: sdk/plugin
// configures it with the file's content before it serves (in both sandbox
// modes), and in the sandbox the plugin cannot read the undeclared file
// beside it in the store, nor write the data file.
func TestDataFiles(t *testing.T) {
	for _, mode := range []string{sandbox.ModeFull, sandbox.ModeOff} {
		t.Run("sandbox="+mode, func(t *testing.T) {
			if mode == sandbox.ModeFull {
				needSandbox(t)
			}
			store := t.TempDir()
			data := filepath.Join(store, "blob-a")
			undeclared := filepath.Join(store, "blob-b")
			for p, c := range map[string]string{data: "alpha\n", undeclared: "not for the plugin"} {
				if err := os.WriteFile(p, []byte(c), 0o400); err != nil {
					t.Fatal(err)
				}
			}
			b := newBackend(t, modeConfig("", "[sandbox]\nmode = \""+mode+"\""))
			s := testEntry(t)
			s.Data = []backend.DataFile{{Name: "rules/words.txt", Path: data}}
			in := load(t, b, s)
			var got sink
			if err := in.Scan(t.Context(), request(workspace(t, 1), "data"), &got); err != nil {
				t.Fatal(err)
			}
			logs := strings.Join(got.logs, "\n")
			if !strings.Contains(logs, "data files 1") || !strings.Contains(logs, `data rules/words.txt "alpha\n"`) {
				t.Fatalf("the plugin was not configured with its data file:\n%s", logs)
			}
			if mode == sandbox.ModeOff {
				return
			}
			sandboxtest.AllFail(t, attackLogs(t, in, "read ", "attack", "read", "path", undeclared+","+store+","+data+",/package/../blob-b"))
			sandboxtest.AllFail(t, attackLogs(t, in, "write ", "attack", "write", "path", "/package/rules/words.txt,/package/new"))
		})
	}
}
