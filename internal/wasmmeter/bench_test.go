package wasmmeter

import (
	"context"
	"testing"

	"github.com/tetratelabs/wazero"
)

// hotLoopModule returns a module exporting "loop": (n i32) -> (i32), which
// runs a tight loop of 11 instructions n times.
func hotLoopModule() []byte {
	var m asmModule
	t := m.addType([]byte{tI32}, []byte{tI32})
	f := m.addFunc(t, locals(1, tI32),
		loop(tEmpty),
		localGet(1), i32c(31), i32Mul, localGet(0), i32Add, localSet(1),
		localGet(0), i32c(1), i32Sub, localTee(0), brIf(0),
		end,
		localGet(1), end)
	m.export("loop", 0, f)
	return m.bytes()
}

// countDownModule returns a module exporting "loop": (n i32) -> (i32),
// which runs the tightest loop there is, 5 instructions, n times.
func countDownModule() []byte {
	var m asmModule
	t := m.addType([]byte{tI32}, []byte{tI32})
	f := m.addFunc(t, nil,
		loop(tEmpty),
		localGet(0), i32c(1), i32Sub, localTee(0), brIf(0),
		end,
		localGet(0), end)
	m.export("loop", 0, f)
	return m.bytes()
}

// BenchmarkHotLoop compares hot loops with and without the meter, and
// with wazero's own way to stop a guest, WithCloseOnContextDone. An op is
// one call of 2^20 iterations; ns/iter is the time of one iteration.
func BenchmarkHotLoop(b *testing.B) {
	const n = 1 << 20
	for _, loop := range []struct {
		name string
		wasm []byte
	}{
		{"mul", hotLoopModule()},
		{"countdown", countDownModule()},
	} {
		for _, v := range []struct {
			name        string
			wasm        []byte
			closeOnDone bool
		}{
			{"plain", loop.wasm, false},
			{"metered", instrument(b, loop.wasm, opts(1<<24)), false},
			{"closeOnContextDone", loop.wasm, true},
		} {
			b.Run(loop.name+"/"+v.name, func(b *testing.B) {
				ctx := context.Background()
				r := wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfigCompiler().
					WithCoreFeatures(coreFeatures).WithCloseOnContextDone(v.closeOnDone))
				defer r.Close(ctx)
				newMeterHost(1<<24).instantiate(b, r)
				mod, err := r.Instantiate(ctx, v.wasm)
				if err != nil {
					b.Fatal(err)
				}
				f := mod.ExportedFunction("loop")
				for b.Loop() {
					if _, err := f.Call(ctx, n); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/iter")
			})
		}
	}
}

// BenchmarkInstrument instruments the Go guest of the tests (a Go program
// of a few MB); its throughput is in bytes of input per second.
func BenchmarkInstrument(b *testing.B) {
	plain, _ := goGuest(b)
	b.SetBytes(int64(len(plain)))
	for b.Loop() {
		if _, err := Instrument(plain, opts(guestBudget)); err != nil {
			b.Fatal(err)
		}
	}
}
