package main

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/markers/markerstest"
	"github.com/sluicehq/sluice/sdk/plugin/plugintest"
	"github.com/sluicehq/sluice/sdk/scannertest"
)

// TestPluginConformance runs the markers conformance cases
// (markerstest.Cases), unchanged, over the plugin build of the markers
// detector in a real plugin process.
func TestPluginConformance(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "markers-plugin")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("building the plugin: %v\n%s", err, out)
	}
	h := plugintest.New(bin)
	defer h.Close()
	scannertest.Run(t, h, markerstest.Cases(t))
}
