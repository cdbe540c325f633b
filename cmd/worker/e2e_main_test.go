package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/sluicehq/sluice/core/backend/sandbox"
)

// The end-to-end, crash and benchmark tests share one worker binary, built
// once per test process (a build takes seconds on a busy machine) into a
// directory TestMain removes.
var shared struct {
	once sync.Once
	dir  string
	bin  string
	err  error
}

func TestMain(m *testing.M) {
	sandbox.Main()
	code := m.Run()
	if shared.dir != "" {
		os.RemoveAll(shared.dir)
	}
	os.Exit(code)
}

// sharedWorkerBinary returns the path of the worker binary, building it on
// first use. SLUICE_TEST_WORKER_BIN names a prebuilt binary to use instead,
// so a benchmark can compare two builds in one sitting.
func sharedWorkerBinary(tb testing.TB) string {
	tb.Helper()
	if bin := os.Getenv("SLUICE_TEST_WORKER_BIN"); bin != "" {
		return bin
	}
	shared.once.Do(func() {
		if shared.dir, shared.err = os.MkdirTemp("", "sluice-e2e-"); shared.err != nil {
			return
		}
		shared.bin = filepath.Join(shared.dir, "worker")
		if out, err := exec.Command("go", "build", "-o", shared.bin, ".").CombinedOutput(); err != nil {
			shared.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if shared.err != nil {
		tb.Fatal(shared.err)
	}
	return shared.bin
}
