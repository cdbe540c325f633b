package wasmhost_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/sluicehq/sluice/internal/wasmhost"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/sys"
)

// A guest that never returns is stopped at its deadline by the meter
// compiled into it (meter.go): its loop headers and function entries
// charge a budget, and once per budget the code calls into Go, which stops
// the guest when the deadline has passed and lets the Go scheduler run.
// Compiled code cannot be preempted otherwise, so with every P running a
// guest nothing else runs: not a timer, not the garbage collector. These
// tests spin more guests than there are Ps, each in a child process that
// the parent kills if the guests are not stopped (a hung child cannot be
// cleaned up from inside: nothing but the guests would run).

// spinEnv carries the child's case: kind (loop or calls), GOMAXPROCS and
// the number of guests.
const spinEnv = "SLUICE_TEST_SPIN"

func TestSpinningGuestsAreStopped(t *testing.T) {
	if os.Getenv(spinEnv) != "" {
		t.Skip("parent of the spinning guests' child processes")
	}
	// The children find the tree guest compiled in the shared cache.
	load(t, "tree", wasmhost.ModuleOptions{})
	for _, kind := range []string{"loop", "calls"} {
		for _, procs := range []int{1, 2} {
			for _, n := range []int{2, 4} {
				// -short keeps one case per GOMAXPROCS: as many guests as
				// Ps at 2 (where a flag-only check hangs), more at 1.
				inShort := (procs == 2 && n == 2) || (procs == 1 && n == 4)
				if testing.Short() && !inShort {
					continue
				}
				name := fmt.Sprintf("%s/gomaxprocs=%d/guests=%d", kind, procs, n)
				t.Run(name, func(t *testing.T) {
					runSpinChild(t, fmt.Sprintf("%s,%d,%d", kind, procs, n))
				})
			}
		}
	}
}

// spinChildLimit bounds a child's whole run (start, load, the spins): far
// above what stopping takes, and reached only when guests are not stopped.
const spinChildLimit = 3 * time.Minute

func runSpinChild(t *testing.T, spec string) {
	ctx, cancel := context.WithTimeout(t.Context(), spinChildLimit)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestSpinningGuestsChild$", "-test.v", "-test.count=1")
	// A race-built child otherwise sleeps a second before it exits.
	cmd.Env = append(os.Environ(), spinEnv+"="+spec, "GORACE=atexit_sleep_ms=0")
	out, err := cmd.CombinedOutput()
	if ctx.Err() != nil {
		t.Fatalf("guests (%s) were not stopped at their deadline: the child was killed after %s\n%s", spec, spinChildLimit, out)
	}
	if err != nil || !strings.Contains(string(out), "--- PASS: TestSpinningGuestsChild") {
		t.Fatalf("child (%s): %v\n%s", spec, err, out)
	}
	for line := range strings.Lines(string(out)) {
		if strings.Contains(line, "stopped") {
			t.Log(strings.TrimSpace(line))
		}
	}
}

// TestSpinningGuestsChild is the child of TestSpinningGuestsAreStopped.
func TestSpinningGuestsChild(t *testing.T) {
	spec := os.Getenv(spinEnv)
	if spec == "" {
		t.Skip("run by TestSpinningGuestsAreStopped in a child process")
	}
	parts := strings.Split(spec, ",")
	procs, _ := strconv.Atoi(parts[1])
	n, _ := strconv.Atoi(parts[2])
	// spin runs one guest until deadline and returns nil when it was stopped
	// there as the worker expects.
	var spin func(deadline time.Time) error
	switch parts[0] {
	case "loop":
		spin = treeLoop(t)
	case "calls":
		spin = callsOnly(t)
	default:
		t.Fatalf("unknown kind %q", parts[0])
	}

	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
	const budget = 200 * time.Millisecond
	late := make([]time.Duration, n)
	errs := make([]error, n)
	deadline := time.Now().Add(budget)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			errs[i] = spin(deadline)
			late[i] = time.Since(deadline)
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("guest %d: %v", i, err)
		}
	}
	slices.Sort(late)
	t.Logf("%s: %d guests at GOMAXPROCS=%d stopped %v after their deadline (max %v)", parts[0], n, procs, late, late[n-1])
}

// treeLoop loads the tree guest, whose "loop" mode spins in a Go for loop,
// and returns a scan of it in that mode.
func treeLoop(t *testing.T) func(time.Time) error {
	m := load(t, "tree", wasmhost.ModuleOptions{})
	ws := workspace(t, map[string]string{"a.txt": "x"})
	return func(deadline time.Time) error {
		req := scanReq(ws, map[string]string{"mode": "loop"})
		req.Deadline = deadline
		var r recorder
		err := m.Scan(context.Background(), req, &r)
		if e := wasmhost.AsError(err); e == nil || e.Kind != wasmhost.KindTimeout {
			return fmt.Errorf("Scan() = %v, want a timeout", err)
		}
		return nil
	}
}

// callsOnlyWasm is a module whose one function f(n) calls f(n-1) twice
// unless n is 0: 2^n calls and no loop, so only the check at function
// entry stops it. Hand-assembled: Go does not compile a function without
// a loop.
//
//	(func (export "f") (param i32)
//	  local.get 0  i32.eqz  if  return  end
//	  local.get 0  i32.const 1  i32.sub  call 0
//	  local.get 0  i32.const 1  i32.sub  call 0)
var callsOnlyWasm = []byte{
	0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version 1
	0x01, 0x05, 0x01, 0x60, 0x01, 0x7f, 0x00, // types: (i32) -> ()
	0x03, 0x02, 0x01, 0x00, // functions: f has type 0
	0x07, 0x05, 0x01, 0x01, 'f', 0x00, 0x00, // exports: "f" is function 0
	0x0a, 0x19, 0x01, 0x17, 0x00, // code: one body of 23 bytes, no locals
	0x20, 0x00, 0x45, 0x04, 0x40, 0x0f, 0x0b, // local.get 0; i32.eqz; if; return; end
	0x20, 0x00, 0x41, 0x01, 0x6b, 0x10, 0x00, // local.get 0; i32.const 1; i32.sub; call 0
	0x20, 0x00, 0x41, 0x01, 0x6b, 0x10, 0x00, // the same again
	0x0b, // end
}

// callsOnly compiles callsOnlyWasm as the worker compiles every module
// (metered) and returns a call of f(62), 2^62 calls, in a new instance.
func callsOnly(t *testing.T) func(time.Time) error {
	ctx := context.Background()
	rt := newRuntime(t, wasmhost.Config{})
	var mu sync.Mutex
	next := 0
	return func(deadline time.Time) error {
		mu.Lock()
		next++
		name := fmt.Sprintf("calls-%d", next)
		mu.Unlock()
		mod, err := wasmhost.InstantiateMetered(ctx, rt, callsOnlyWasm, name)
		if err != nil {
			return fmt.Errorf("instantiating: %w", err)
		}
		defer mod.Close(ctx)
		callCtx, cancel := context.WithDeadline(ctx, deadline)
		defer cancel()
		_, err = mod.ExportedFunction("f").Call(callCtx, 62)
		var exit *sys.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != sys.ExitCodeDeadlineExceeded {
			return fmt.Errorf("f(62) = %v, want exit code %d (deadline exceeded)", err, sys.ExitCodeDeadlineExceeded)
		}
		return nil
	}
}

// loopWasm is a module whose one function loop(n) counts n down to zero
// in a Wasm loop: one loop header per iteration and nothing else.
//
//	(func (export "loop") (param i32)
//	  (loop local.get 0  i32.const 1  i32.sub  local.tee 0  br_if 0))
var loopWasm = []byte{
	0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version 1
	0x01, 0x05, 0x01, 0x60, 0x01, 0x7f, 0x00, // types: (i32) -> ()
	0x03, 0x02, 0x01, 0x00, // functions: loop has type 0
	0x07, 0x08, 0x01, 0x04, 'l', 'o', 'o', 'p', 0x00, 0x00, // exports: "loop" is function 0
	0x0a, 0x10, 0x01, 0x0e, 0x00, // code: one body of 14 bytes, no locals
	0x03, 0x40, // loop
	0x20, 0x00, 0x41, 0x01, 0x6b, 0x22, 0x00, // local.get 0; i32.const 1; i32.sub; local.tee 0
	0x0d, 0x00, // br_if 0
	0x0b, 0x0b, // end loop, end function
}

// BenchmarkLoopCheck measures what stopping a runaway guest costs a loop
// iteration (ns/iteration), with loopWasm, whose loop does nothing but
// count, so the check is all there is:
//
//   - none: compiled without any check (a guest that spins is never
//     stopped): the floor;
//   - close-on-done: wazero's WithCloseOnContextDone, an exit to Go at
//     every loop iteration;
//   - meter: the worker's meter (meter.go), a budget charged inline and an
//     exit to Go once per budget.
func BenchmarkLoopCheck(b *testing.B) {
	ctx := context.Background()
	plain := func(closeOnDone bool) func(*testing.B) api.Function {
		return func(b *testing.B) api.Function {
			r := wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfigCompiler().WithCloseOnContextDone(closeOnDone))
			b.Cleanup(func() { r.Close(ctx) })
			mod, err := r.Instantiate(ctx, loopWasm)
			if err != nil {
				b.Fatal(err)
			}
			return mod.ExportedFunction("loop")
		}
	}
	metered := func(b *testing.B) api.Function {
		rt, err := wasmhost.NewRuntime(ctx, wasmhost.Config{})
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { rt.Close(ctx) })
		mod, err := wasmhost.InstantiateMetered(ctx, rt, loopWasm, "loop")
		if err != nil {
			b.Fatal(err)
		}
		return mod.ExportedFunction("loop")
	}
	for _, bc := range []struct {
		name string
		load func(*testing.B) api.Function
	}{{"none", plain(false)}, {"close-on-done", plain(true)}, {"meter", metered}} {
		b.Run(bc.name, func(b *testing.B) {
			loop := bc.load(b)
			const iterations = 1 << 20
			callCtx, cancel := context.WithTimeout(ctx, time.Hour)
			defer cancel()
			cpuBefore := processCPU(b)
			for b.Loop() {
				if _, err := loop.Call(callCtx, iterations); err != nil {
					b.Fatal(err)
				}
			}
			cpu := processCPU(b) - cpuBefore
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/iterations, "ns/iteration")
			// CPU time moves less than wall time on a shared machine.
			b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/iterations, "cpu-ns/iteration")
		})
	}
}

// processCPU returns the user and system CPU time of this process so far.
func processCPU(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
