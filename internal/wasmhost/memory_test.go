package wasmhost

import (
	"context"
	"runtime"
	"testing"
	"unsafe"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/experimental"
)

// memoryModule is a module with a one-page memory and no declared maximum,
// exporting it with grow(pages) -> old pages (memory.grow), load(addr) ->
// byte and store(addr, byte).
func memoryModule() []byte {
	section := func(id byte, body ...byte) []byte { return append([]byte{id, byte(len(body))}, body...) }
	str := func(s string) []byte { return append([]byte{byte(len(s))}, s...) }
	exports := []byte{4}
	exports = append(append(exports, str("memory")...), 0x02, 0)
	for i, name := range []string{"grow", "load", "store"} {
		exports = append(append(exports, str(name)...), 0x00, byte(i))
	}
	code := []byte{3,
		6, 0x00, 0x20, 0, 0x40, 0, 0x0b, // local.get 0; memory.grow
		7, 0x00, 0x20, 0, 0x2d, 0, 0, 0x0b, // local.get 0; i32.load8_u
		9, 0x00, 0x20, 0, 0x20, 1, 0x3a, 0, 0, 0x0b, // local.get 0; local.get 1; i32.store8
	}
	wasm := []byte{0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00}
	wasm = append(wasm, section(1, 2, 0x60, 1, 0x7f, 1, 0x7f, 0x60, 2, 0x7f, 0x7f, 0)...)
	wasm = append(wasm, section(3, 3, 0, 0, 1)...)
	wasm = append(wasm, section(5, 1, 0x00, 1)...)
	wasm = append(wasm, section(7, exports...)...)
	return append(wasm, section(10, code...)...)
}

// TestLinearMemoryGrowth runs a guest on a linearMemory: growth keeps the
// memory where it is and its contents, the new pages read as zero, the
// guest and the host cannot reach past the current size, growth stops at
// the runtime's cap, and the mapping outlives a Free that comes while its
// instance still owns it, until release.
func TestLinearMemoryGrowth(t *testing.T) {
	const page, maxPages = 64 << 10, 8
	ctx := context.Background()
	r := wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfig().WithMemoryLimitPages(maxPages))
	defer r.Close(ctx)
	var lm *linearMemory
	mod, err := r.InstantiateWithConfig(experimental.WithMemoryAllocator(ctx, memoryAllocator(&lm)), memoryModule(), wazero.NewModuleConfig())
	if err != nil {
		t.Fatal(err)
	}
	if lm == nil {
		t.Fatal("the allocator was not used")
	}
	defer lm.release()
	addr := lm.addr()
	if runtime.GOOS == "linux" && addr == 0 {
		t.Skip("mmap(MAP_PRIVATE|MAP_ANONYMOUS|MAP_NORESERVE) of the memory's maximum failed: linear memories are Go slices here")
	}
	if lm.max != maxPages*page {
		t.Fatalf("allocator's maximum %d bytes, want the runtime's cap %d", lm.max, maxPages*page)
	}
	call := func(name string, args ...uint64) (uint64, error) {
		res, err := mod.ExportedFunction(name).Call(ctx, args...)
		if err != nil || len(res) == 0 {
			return 0, err
		}
		return res[0], nil
	}
	mem := mod.Memory()
	base := func() unsafe.Pointer { b, _ := mem.Read(0, 1); return unsafe.Pointer(unsafe.SliceData(b)) }
	start := base()
	fill := make([]byte, page)
	for i := range fill {
		fill[i] = 0xaa
	}
	mem.Write(0, fill)
	if _, err := call("store", page-1, 7); err != nil {
		t.Fatal(err)
	}
	outside := func(size uint64) {
		t.Helper()
		if _, err := call("load", size); err == nil {
			t.Errorf("the guest read byte %d of a %d-byte memory", size, size)
		}
		if _, err := call("store", size, 1); err == nil {
			t.Errorf("the guest wrote byte %d of a %d-byte memory", size, size)
		}
		if _, ok := mem.Read(uint32(size), 1); ok {
			t.Errorf("the host read byte %d of a %d-byte memory", size, size)
		}
		if mem.WriteByte(uint32(size), 1) {
			t.Errorf("the host wrote byte %d of a %d-byte memory", size, size)
		}
	}
	outside(page)

	if old, err := call("grow", 2); err != nil || old != 1 {
		t.Fatalf("grow(2) = %d, %v; want 1", old, err)
	}
	if mem.Size() != 3*page || base() != start {
		t.Fatalf("after growth: %d bytes at %p, want %d at %p", mem.Size(), base(), 3*page, start)
	}
	grown, _ := mem.Read(page, 2*page)
	for i, b := range grown {
		if b != 0 {
			t.Fatalf("grown byte %d is %#x, want 0", page+i, b)
		}
	}
	for addr, want := range map[uint64]uint64{0: 0xaa, page - 1: 7, page: 0, 3*page - 1: 0} {
		if got, err := call("load", addr); err != nil || got != want {
			t.Errorf("load(%d) = %d, %v; want %d", addr, got, err, want)
		}
	}
	outside(3 * page)

	if old, err := call("grow", maxPages-2); err != nil || int32(old) != -1 {
		t.Errorf("grow past the cap = %d, %v; want -1", int32(old), err)
	}
	if old, err := call("grow", maxPages-3); err != nil || old != 3 {
		t.Errorf("grow to the cap = %d, %v; want 3", old, err)
	}
	outside(maxPages * page)

	// A runtime closed while its instance is still in use frees the memory
	// under it; the mapping stays until the instance lets go.
	if err := mod.Close(ctx); err != nil {
		t.Fatal(err)
	}
	if ok, err := Mapped(addr); err != nil || !ok {
		t.Fatalf("after Free, while owned: mapped = %v, %v; want the mapping kept", ok, err)
	}
	lm.release()
	if ok, err := Mapped(addr); err != nil || ok {
		t.Fatalf("after release: mapped = %v, %v; want it unmapped", ok, err)
	}
}

// TestLinearMemoryFallback runs the Go-slice memory used where no mapping
// can be made: the same growth, zeroing and limits.
func TestLinearMemoryFallback(t *testing.T) {
	lm := &linearMemory{max: 4 << 16, owned: true}
	b := lm.Reallocate(1 << 16)
	b[len(b)-1] = 9
	b = lm.Reallocate(3 << 16)
	if len(b) != 3<<16 || cap(b) != len(b) || b[1<<16-1] != 9 {
		t.Fatalf("grown to %d bytes (cap %d), kept byte %d", len(b), cap(b), b[1<<16-1])
	}
	for i, v := range b[1<<16:] {
		if v != 0 {
			t.Fatalf("grown byte %d is %d", 1<<16+i, v)
		}
	}
	if lm.Reallocate(5<<16) != nil {
		t.Fatal("grew past the maximum")
	}
	lm.Free()
	lm.release()
}
