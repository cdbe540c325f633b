package wasmmeter

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/tetratelabs/wazero"
)

// FuzzInstrument checks that Instrument never panics, fails with an *Error
// on bad input, is deterministic, and that when wazero compiles the input
// it compiles the output too.
func FuzzInstrument(f *testing.F) {
	for _, wasm := range testModules() {
		f.Add(wasm)
	}
	f.Add(oneFunc(end))
	ctx := context.Background()
	// A runtime of its own, without the tests' compilation cache, which
	// would keep every fuzzed module.
	r := wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfigCompiler().WithCoreFeatures(coreFeatures))
	f.Cleanup(func() { r.Close(ctx) })
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := Instrument(in, opts(1000))
		if err != nil {
			if !errors.As(err, new(*Error)) {
				t.Fatalf("error %T: %v", err, err)
			}
			return
		}
		if again, _ := Instrument(in, opts(1000)); !bytes.Equal(again, out) {
			t.Fatal("two runs, two outputs")
		}
		if !fewLocals(in) {
			return // wazero would allocate them all
		}
		c, err := r.CompileModule(ctx, in)
		if err != nil {
			return // an invalid module may be rewritten into an invalid module
		}
		c.Close(ctx)
		c, err = r.CompileModule(ctx, out)
		if err != nil {
			t.Fatalf("wazero compiles the input but not the output: %v", err)
		}
		c.Close(ctx)
	})
}

// fewLocals reports whether no function of the module wasm, which
// Instrument accepted, declares more than 2^16 locals.
func fewLocals(wasm []byte) bool {
	m := &module{in: wasm}
	if m.scan() != nil {
		return false
	}
	for i := range m.sections {
		if m.sections[i].id != secCode {
			continue
		}
		r := m.newReader()
		r.section(&m.sections[i])
		for n := r.u32(); n > 0 && r.err == nil; n-- {
			end := int(r.u32()) + r.pos
			var sum uint64
			for d := r.u32(); d > 0 && r.err == nil; d-- {
				sum += uint64(r.u32())
				r.byte1()
			}
			if sum > 1<<16 {
				return false
			}
			r.pos = end
		}
	}
	return true
}
