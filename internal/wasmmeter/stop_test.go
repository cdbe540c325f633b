package wasmmeter

import (
	"context"
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/tetratelabs/wazero/sys"
)

// TestStopAtDeadline runs guests that never end, and a check that, once
// the deadline of its context has passed, closes the module and exits it
// with sys.ExitCodeDeadlineExceeded: the call must return that exit error.
// The guests are a loop (no call), a recursion (no loop) and a Go program
// spinning in a for loop, and each runs with GOMAXPROCS 1 and 2: the check
// being a Go function call, the guest's goroutine does not starve the
// others (here, the timer of the context).
func TestStopAtDeadline(t *testing.T) {
	const budget = 10000
	guests := []struct {
		name   string
		wasm   func(t *testing.T) []byte
		export string
		args   []uint64
	}{
		{"loop", func(t *testing.T) []byte { return instrument(t, countLoopModule(), opts(budget)) }, "spin", nil},
		{"recursion", func(t *testing.T) []byte { return instrument(t, recursionModule(), opts(budget)) }, "tree", []uint64{62}},
		{"go", func(t *testing.T) []byte { _, m := goGuest(t); return m }, "", nil},
	}
	for _, procs := range []int{1, 2} {
		for _, g := range guests {
			t.Run(fmt.Sprintf("%s/GOMAXPROCS=%d", g.name, procs), func(t *testing.T) {
				wasm := g.wasm(t)
				prev := runtime.GOMAXPROCS(procs)
				defer runtime.GOMAXPROCS(prev)

				stop := func(ctx context.Context) bool {
					deadline, _ := ctx.Deadline()
					return ctx.Err() != nil || !time.Now().Before(deadline)
				}
				var h *meterHost
				var call func(context.Context) error
				if g.export == "" {
					h = newMeterHost(budget)
					run := prepareGuest(t, wasm, h, "spin")
					call = func(ctx context.Context) error { _, err := run.run(ctx); return err }
				} else {
					in := instantiate(t, wasm, budget)
					h = in.host
					f := in.mod.ExportedFunction(g.export)
					call = func(ctx context.Context) error { _, err := f.Call(ctx, g.args...); return err }
				}
				h.stop = stop

				// The clock starts once the guest is compiled.
				ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
				defer cancel()
				deadline, _ := ctx.Deadline()
				done := make(chan error, 1)
				go func() { done <- call(ctx) }()
				var err error
				select {
				case err = <-done:
				case <-time.After(time.Until(deadline) + 5*time.Second):
					t.Fatal("the guest was not stopped 5s after its deadline")
				}
				latency := time.Since(deadline)
				if code, ok := exitCode(err); !ok || code != sys.ExitCodeDeadlineExceeded {
					t.Fatalf("the call returned %v, want exit code %d", err, sys.ExitCodeDeadlineExceeded)
				}
				if !h.stopped.Load() {
					t.Fatal("the guest ended without the check stopping it")
				}
				t.Logf("stopped %v after the deadline, after %d checks", latency, h.calls.Load())
			})
		}
	}
}
