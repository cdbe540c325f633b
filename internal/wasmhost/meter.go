package wasmhost

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/sys"

	"github.com/sluicehq/sluice/internal/wasmmeter"
)

// A guest is stopped at its deadline by a meter compiled into it, not by
// wazero: every module is rewritten at load (internal/wasmmeter) so that
// each function entry and loop header charges a budget, in units of about
// one instruction, and when the budget is used up the code calls
// sluice_meter.check. check is Go: it stops the guest when the call's
// context is done or its deadline has passed (closing the instance with
// the exit code wazero's own close on context done would use), and
// otherwise refills the budget. Being Go, each check is also a point
// where the scheduler can preempt the goroutine: compiled guest code
// cannot be preempted, so with every P running a guest, nothing else
// (timers, the collector, the other scans) would run between checks.
//
// wazero's WithCloseOnContextDone does the same job by leaving compiled
// code for Go at every loop iteration, which cost about half of a scan's
// CPU; the meter leaves it once per meterBudget units. docs/RATIONALE.md
// has the measurements.

// The meter's import, which the host module meterModule provides.
const (
	meterModule = "sluice_meter"
	meterCheck  = "check"
)

// meterBudget is the budget between two checks, in the meter's units
// (about one instruction each, see wasmmeter): at most a few milliseconds
// of guest code, so that a guest is stopped within milliseconds of its
// deadline plus the scheduler's delay. The weights charge a loop iteration
// for its whole body, and Go's compiler puts each function's body in one
// dispatch loop, so a Go guest charges far more than it runs: a smaller
// budget would call check (a call into Go and a clock read, about 0.1 µs)
// often enough to show (docs/RATIONALE.md, "Runaway guests").
const meterBudget = 1 << 22

// meterFormat names what instrument makes of a module: the meter's output
// version and the options. The compile cache binds its entries, which keep
// the metered module, to it.
var meterFormat = fmt.Sprintf("wasmmeter-v%d-%s.%s-budget-%d", wasmmeter.Version, meterModule, meterCheck, meterBudget)

// meterOptions are the options every module is instrumented with.
var meterOptions = wasmmeter.Options{ImportModule: meterModule, ImportName: meterCheck, Budget: meterBudget}

// instantiateMeterModule adds the meter's host module to r.
func instantiateMeterModule(ctx context.Context, r wazero.Runtime) error {
	_, err := r.NewHostModuleBuilder(meterModule).
		NewFunctionBuilder().
		WithGoModuleFunction(api.GoModuleFunc(meterCheckFunc), nil, []api.ValueType{api.ValueTypeI32}).
		Export(meterCheck).
		Instantiate(ctx)
	return err
}

// meterCheckFunc is sluice_meter.check: () -> (budget i32). When the
// call's context is done, it closes the instance and unwinds the guest
// with a *sys.ExitError, as WASI's proc_exit does; the caller then sees the
// context's error. A deadline is read from the clock: when it has passed
// but the context's timer has not fired yet (it may not have had a P to
// run on), check waits for it, which hands this P to the timer.
func meterCheckFunc(ctx context.Context, m api.Module, stack []uint64) {
	if d, ok := ctx.Deadline(); ok && !time.Now().Before(d) {
		<-ctx.Done()
	}
	err := ctx.Err()
	if err == nil {
		stack[0] = meterBudget
		return
	}
	code := sys.ExitCodeContextCanceled
	if errors.Is(err, context.DeadlineExceeded) {
		code = sys.ExitCodeDeadlineExceeded
	}
	_ = m.CloseWithExitCode(ctx, code)
	panic(sys.NewExitError(code))
}

// instrument returns wasm with the meter, or an error saying why it
// cannot be metered (which makes it a module this host does not run).
func instrument(wasm []byte) ([]byte, error) {
	metered, err := wasmmeter.Instrument(wasm, meterOptions)
	if err != nil {
		return nil, fmt.Errorf("metering: %w", err)
	}
	return metered, nil
}
