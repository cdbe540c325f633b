package main

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/markers/detector"
	"github.com/sluicehq/sluice/sdk/plugin/plugintest"
	"github.com/sluicehq/sluice/sdk/scannertest"
)

// TestPluginConformance runs the conformance suite, unchanged, over the
// plugin build of the markers detector in a real plugin process.
func TestPluginConformance(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "markers-plugin")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("building the plugin: %v\n%s", err, out)
	}
	tok, err := detector.MakeToken("abcdefghijklmnopqrstuvwxyz01234")
	if err != nil {
		t.Fatal(err)
	}
	h := plugintest.New(bin)
	defer h.Close()
	scannertest.Run(t, h, []scannertest.Case{
		{Name: "marker", Files: map[string]string{
			"a/todo.go": "package a\n\nx := 1 // DO-NOT-COMMIT remove\n",
			"clean.go":  "package clean\n",
		}, Want: []scannertest.Want{{RuleID: detector.RuleMarker, Path: "a/todo.go", Line: 3}}},
		{Name: "token", Files: map[string]string{
			"config/app.env": "NAME=x\nTOKEN=" + tok + "\n",
		}, Secrets: []string{tok},
			Want: []scannertest.Want{{RuleID: detector.RuleToken, Path: "config/app.env", Line: 2}}},
	})
}
