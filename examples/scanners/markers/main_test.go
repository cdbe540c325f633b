package main

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/markers/detector"
	"github.com/sluicehq/sluice/examples/scanners/markers/markerstest"
	"github.com/sluicehq/sluice/sdk/scannertest"
)

func TestInProcess(t *testing.T) {
	scannertest.Run(t, scannertest.InProcess(detector.New()), markerstest.Cases(t))
}

// Test_main builds this command with the go tool and runs the conformance
// suite against the executable.
func Test_main(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the executable")
	}
	bin := filepath.Join(t.TempDir(), "markers")
	build := exec.Command("go", "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	scannertest.Run(t, scannertest.Executable(bin), markerstest.Cases(t))
}
