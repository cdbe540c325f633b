package main

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/internal/conformance"
	"github.com/sluicehq/sluice/sdk/scannertest"
)

func TestInProcess(t *testing.T) {
	scannertest.Run(t, scannertest.InProcess(detector.New()), conformance.Cases(t))
}

// Test_main builds this command with the go tool and runs the conformance
// suite against the executable.
func Test_main(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the executable")
	}
	bin := filepath.Join(t.TempDir(), "secrets")
	build := exec.Command("go", "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	scannertest.Run(t, scannertest.Executable(bin), conformance.Cases(t))
}
