package wasmhost

import (
	"context"
	"maps"
	"slices"
	"testing"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
)

func TestHostFuncsMatchTheirSignatures(t *testing.T) {
	got, want := slices.Sorted(maps.Keys(hostFuncs)), slices.Sorted(maps.Keys(expectedImports))
	if !slices.Equal(got, want) {
		t.Fatalf("host functions %v, want those of expectedImports %v", got, want)
	}
}

// callerModule is a module importing bench.reflect and bench.direct, both
// (i32, i32) -> i32, with exports call_reflect and call_direct that call
// them once with (0, 64), and a one-page memory.
func callerModule() []byte {
	section := func(id byte, body ...byte) []byte { return append([]byte{id, byte(len(body))}, body...) }
	str := func(s string) []byte { return append([]byte{byte(len(s))}, s...) }
	var imports, exports []byte
	imports = append(imports, 2)
	for _, name := range []string{"reflect", "direct"} {
		imports = append(append(append(imports, str("bench")...), str(name)...), 0x00, 0x00)
	}
	exports = append(exports, 3)
	exports = append(append(exports, str("memory")...), 0x02, 0x00)
	exports = append(append(exports, str("call_reflect")...), 0x00, 0x02)
	exports = append(append(exports, str("call_direct")...), 0x00, 0x03)
	body := func(fn byte) []byte { return []byte{9, 0x00, 0x41, 0x00, 0x41, 0xc0, 0x00, 0x10, fn, 0x0b} }
	code := append(append([]byte{2}, body(0)...), body(1)...)
	wasm := []byte{0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00}
	wasm = append(wasm, section(1, 2, 0x60, 2, 0x7f, 0x7f, 1, 0x7f, 0x60, 0, 1, 0x7f)...)
	wasm = append(wasm, section(2, imports...)...)
	wasm = append(wasm, section(3, 2, 1, 1)...)
	wasm = append(wasm, section(5, 1, 0x00, 1)...)
	wasm = append(wasm, section(7, exports...)...)
	return append(wasm, section(10, code...)...)
}

// BenchmarkHostCall measures one round trip host → guest → host function
// → guest → host, with the host function defined by reflection (WithFunc,
// as the host functions were) and as an api.GoModuleFunc (as they are). Both
// do what the cheapest ABI host functions do: find the call and read a
// range of guest memory.
func BenchmarkHostCall(b *testing.B) {
	ctx := context.Background()
	r := wazero.NewRuntime(ctx)
	defer r.Close(ctx)
	body := func(ctx context.Context, m api.Module, ptr, n uint32) uint32 {
		if callFrom(ctx) == nil {
			return 0
		}
		region, ok := m.Memory().Read(ptr, n)
		if !ok {
			return 0
		}
		return uint32(len(region))
	}
	i32 := []api.ValueType{api.ValueTypeI32}
	_, err := r.NewHostModuleBuilder("bench").
		NewFunctionBuilder().WithFunc(body).Export("reflect").
		NewFunctionBuilder().WithGoModuleFunction(api.GoModuleFunc(func(ctx context.Context, m api.Module, s []uint64) {
		s[0] = api.EncodeU32(body(ctx, m, api.DecodeU32(s[0]), api.DecodeU32(s[1])))
	}), []api.ValueType{api.ValueTypeI32, api.ValueTypeI32}, i32).Export("direct").
		Instantiate(ctx)
	if err != nil {
		b.Fatal(err)
	}
	mod, err := r.Instantiate(ctx, callerModule())
	if err != nil {
		b.Fatal(err)
	}
	ctx = context.WithValue(ctx, callKey{}, &call{})
	for _, name := range []string{"reflect", "direct"} {
		b.Run(name, func(b *testing.B) {
			fn, stack := mod.ExportedFunction("call_"+name), make([]uint64, 1)
			for b.Loop() {
				if err := fn.CallWithStack(ctx, stack); err != nil || stack[0] != 64 {
					b.Fatalf("call_%s: %v, %d", name, err, stack[0])
				}
			}
		})
	}
}
