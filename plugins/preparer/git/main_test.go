package git

import (
	"os"
	"testing"

	"github.com/sluicehq/sluice/internal/sandbox"
)

// TestMain marks the test binary as the worker does, so that git runs in
// the sandbox (sandbox = "full", the default) as it does in the worker.
func TestMain(m *testing.M) {
	sandbox.Main()
	os.Exit(m.Run())
}
