package wasmmeter

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/sys"
)

// The check the tests' modules import.
const (
	checkModule = "sluice_meter"
	checkName   = "check"
)

// opts returns the options of the tests with the given budget.
func opts(budget int32) Options {
	return Options{ImportModule: checkModule, ImportName: checkName, Budget: budget}
}

// coreFeatures are the features the tests compile with.
const coreFeatures = api.CoreFeaturesV2

// compilationCache is shared by the tests' runtimes, so that each module
// (the Go guests above all) is compiled once.
var compilationCache = wazero.NewCompilationCache()

// newRuntime returns a runtime with wazero's compiler and the features of
// WebAssembly 2.0, closed when the test ends.
func newRuntime(tb testing.TB) wazero.Runtime {
	tb.Helper()
	ctx := context.Background()
	r := wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfigCompiler().
		WithCoreFeatures(coreFeatures).
		WithCustomSections(true).
		WithCompilationCache(compilationCache))
	tb.Cleanup(func() { r.Close(ctx) })
	return r
}

// A meterHost provides the check.
type meterHost struct {
	// refill is the budget the check returns.
	refill atomic.Int32
	// calls counts the calls of the check.
	calls atomic.Int64
	// stop, if set, is called by the check with its context: if it returns
	// true, the check closes the module and exits it with
	// sys.ExitCodeDeadlineExceeded.
	stop func(ctx context.Context) bool
	// stopped is set when the check stopped the guest.
	stopped atomic.Bool
}

func newMeterHost(refill int32) *meterHost {
	h := &meterHost{}
	h.refill.Store(refill)
	return h
}

func (h *meterHost) check(ctx context.Context, mod api.Module, stack []uint64) {
	h.calls.Add(1)
	if h.stop != nil && h.stop(ctx) {
		h.stopped.Store(true)
		mod.CloseWithExitCode(ctx, sys.ExitCodeDeadlineExceeded)
		panic(sys.NewExitError(sys.ExitCodeDeadlineExceeded))
	}
	stack[0] = api.EncodeI32(h.refill.Load())
}

// instantiate adds the host modules the tests' modules import to r: the
// check, and "env" with "imp": (i32) -> (i32), which adds 1000.
func (h *meterHost) instantiate(tb testing.TB, r wazero.Runtime) {
	tb.Helper()
	ctx := context.Background()
	_, err := r.NewHostModuleBuilder(checkModule).
		NewFunctionBuilder().
		WithGoModuleFunction(api.GoModuleFunc(h.check), nil, []api.ValueType{api.ValueTypeI32}).
		Export(checkName).
		Instantiate(ctx)
	if err != nil {
		tb.Fatal(err)
	}
	_, err = r.NewHostModuleBuilder("env").
		NewFunctionBuilder().
		WithGoModuleFunction(api.GoModuleFunc(func(_ context.Context, _ api.Module, stack []uint64) {
			stack[0] = api.EncodeI32(api.DecodeI32(stack[0]) + 1000)
		}), []api.ValueType{api.ValueTypeI32}, []api.ValueType{api.ValueTypeI32}).
		Export("imp").
		Instantiate(ctx)
	if err != nil {
		tb.Fatal(err)
	}
}

// instrument instruments wasm or fails the test.
func instrument(tb testing.TB, wasm []byte, o Options) []byte {
	tb.Helper()
	out, err := Instrument(wasm, o)
	if err != nil {
		tb.Fatalf("Instrument: %v", err)
	}
	return out
}

// instance is a module instantiated in a runtime of its own.
type instance struct {
	host *meterHost
	mod  api.Module
}

// instantiate compiles and instantiates wasm in a new runtime with the
// check returning refill.
func instantiate(tb testing.TB, wasm []byte, refill int32) *instance {
	tb.Helper()
	r := newRuntime(tb)
	h := newMeterHost(refill)
	h.instantiate(tb, r)
	ctx := context.Background()
	c, err := r.CompileModule(ctx, wasm)
	if err != nil {
		tb.Fatalf("compile: %v", err)
	}
	mod, err := r.InstantiateModule(ctx, c, wazero.NewModuleConfig().WithName(""))
	if err != nil {
		tb.Fatalf("instantiate: %v", err)
	}
	return &instance{host: h, mod: mod}
}

// call calls an export and returns its results, or the first line of its
// error (a trap's message, without the stack trace, which names the
// functions by index).
func (in *instance) call(tb testing.TB, export string, params ...uint64) string {
	tb.Helper()
	f := in.mod.ExportedFunction(export)
	if f == nil {
		tb.Fatalf("no export %q", export)
	}
	res, err := f.Call(context.Background(), params...)
	if err != nil {
		msg, _, _ := strings.Cut(err.Error(), "\n")
		return "error: " + msg
	}
	return fmt.Sprint(res)
}

// A callCase is a call of an export and the result it must return.
type callCase struct {
	export string
	params []uint64
	want   string // as returned by instance.call
}

// compare instruments wasm, and checks that each call returns what it
// must, in the module and in its instrumented version alike. It returns
// the instrumented instance.
func compare(t *testing.T, wasm []byte, budget int32, calls []callCase) *instance {
	t.Helper()
	out := instrument(t, wasm, opts(budget))
	plain := instantiate(t, wasm, budget)
	metered := instantiate(t, out, budget)
	for _, c := range calls {
		p := plain.call(t, c.export, c.params...)
		m := metered.call(t, c.export, c.params...)
		if p != c.want || m != c.want {
			t.Errorf("%s%v: plain %s, instrumented %s, want %s", c.export, c.params, p, m, c.want)
		}
	}
	return metered
}

// exitCode returns the exit code of err if it is a *sys.ExitError.
func exitCode(err error) (uint32, bool) {
	var e *sys.ExitError
	if errors.As(err, &e) {
		return e.ExitCode(), true
	}
	return 0, false
}
