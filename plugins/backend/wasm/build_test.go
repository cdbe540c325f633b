package wasm_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/internal/pkg"
)

// TestPackageBuildChecksEntryInfo: `worker package build` loads a wasm
// entry and refuses a package.toml whose name, capabilities or keywords
// differ from the module's own Info, naming the field and both sides; a
// package.toml that agrees builds.
func TestPackageBuildChecksEntryInfo(t *testing.T) {
	bin, err := os.ReadFile(guests["markers"])
	if err != nil {
		t.Fatal(err)
	}
	const good = `name = "demo"
version = 1
release = "1.0.0"
expires = "2099-01-01T00:00:00Z"

[[scanners]]
name = "markers"
backend = "wasm"
entry = "markers.wasm"
capabilities = ["detector"]
keywords = ["SLUICE_TEST_", "do-not-commit"]
`
	tests := []struct {
		name, from, to string
		want           []string // empty: builds
	}{
		{"agrees (keywords in any order and ASCII case)", "", "", nil},
		{"name", `name = "markers"`, `name = "other"`,
			[]string{"package.toml scanners[0].name", `"other", but markers.wasm names itself "markers"`}},
		{"capabilities", "capabilities = [\"detector\"]\nkeywords = [\"SLUICE_TEST_\", \"do-not-commit\"]", `capabilities = ["tree"]`,
			[]string{"scanners[0].capabilities", `["tree"], but markers.wasm is a detector scanner`}},
		{"keywords", `"do-not-commit"]`, `"todo"]`,
			[]string{"scanners[0].keywords", `package.toml lacks ["do-not-commit"]; package.toml adds ["todo"]`}},
		{"not a module", "", "", []string{"scanners[0].entry", "the wasm backend cannot load markers.wasm", "not a WebAssembly module"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := t.TempDir()
			module := bin
			if tt.name == "not a module" {
				module = []byte("#!/bin/sh\n")
			}
			spec := good
			if tt.from != "" {
				spec = strings.Replace(good, tt.from, tt.to, 1)
			}
			for name, data := range map[string][]byte{"markers.wasm": module, "package.toml": []byte(spec)} {
				if err := os.WriteFile(filepath.Join(src, name), data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			err := pkg.Build(src, filepath.Join(t.TempDir(), "demo.tar.gz"))
			if len(tt.want) == 0 {
				if err != nil {
					t.Fatalf("Build: %v", err)
				}
				return
			}
			var ie *pkg.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("Build = %v, want an input error", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("Build error %q does not say %q", err, w)
				}
			}
		})
	}
}
