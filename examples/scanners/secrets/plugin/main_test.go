package main

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/internal/conformance"
	"github.com/sluicehq/sluice/examples/scanners/secrets/internal/pluginharness"
	"github.com/sluicehq/sluice/sdk/scannertest"
)

// Test_main builds this command and runs the conformance suite against it
// as a go-plugin server, the way backend.goplugin talks to it.
func Test_main(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the plugin binary")
	}
	bin := filepath.Join(t.TempDir(), "secrets-plugin")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	scannertest.Run(t, pluginharness.New(t, bin), conformance.Cases(t))
}
