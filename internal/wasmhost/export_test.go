package wasmhost

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"unsafe"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
)

// PoolCounts returns how many instances of m exist (idle or in use) and
// how many of them are idle.
func PoolCounts(m *Module) (exist, idle int) { return len(m.pool.slots), len(m.pool.idle) }

// HoldInstance takes an instance from m's pool as a detector scan does and
// returns the function that gives it back.
func HoldInstance(ctx context.Context, m *Module) (release func(), err error) {
	in, err := m.pool.acquire(ctx, m.newPooled)
	if err != nil {
		return nil, err
	}
	return func() { m.pool.release(in, false) }, nil
}

// Instantiated returns how many instances of m were ever created.
func Instantiated(m *Module) int64 { return m.instantiated.Load() }

// StartInstances starts n instances of m outside its pool and returns where
// each one's linear memory is mapped (0 when it is a Go slice) and the
// function that closes them.
func StartInstances(ctx context.Context, m *Module, n int) (addrs []uintptr, closeAll func(), err error) {
	var ins []*instance
	closeAll = func() {
		for _, in := range ins {
			in.close()
		}
	}
	for range n {
		in, err := m.instantiate(ctx, nil, nil)
		if err != nil {
			closeAll()
			return nil, nil, err
		}
		ins = append(ins, in)
		addrs = append(addrs, in.mem.addr())
	}
	return addrs, closeAll, nil
}

// addr returns where the memory is mapped, or 0 when it is not.
func (lm *linearMemory) addr() uintptr {
	lm.mu.Lock()
	defer lm.mu.Unlock()
	if lm.mapped == nil {
		return 0
	}
	return uintptr(unsafe.Pointer(unsafe.SliceData(lm.mapped)))
}

// Mapped reports whether addr lies in one of the process's mappings, as
// /proc/self/maps lists them.
func Mapped(addr uintptr) (bool, error) {
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		return false, err
	}
	for line := range strings.Lines(string(maps)) {
		span, _, _ := strings.Cut(line, " ")
		lo, hi, ok := strings.Cut(span, "-")
		start, err1 := strconv.ParseUint(lo, 16, 64)
		end, err2 := strconv.ParseUint(hi, 16, 64)
		if !ok || err1 != nil || err2 != nil {
			return false, fmt.Errorf("/proc/self/maps: unreadable line %q", line)
		}
		if uint64(addr) >= start && uint64(addr) < end {
			return true, nil
		}
	}
	return false, nil
}

// InstantiateMetered compiles wasm as Load does (metered, through rt's
// compile cache) and instantiates it as name, without a scanner's checks:
// for tests of the meter on hand-made modules.
func InstantiateMetered(ctx context.Context, rt *Runtime, wasm []byte, name string) (api.Module, error) {
	cm, err := rt.compile(ctx, wasm)
	if err != nil {
		return nil, err
	}
	return rt.r.InstantiateModule(ctx, cm, wazero.NewModuleConfig().WithName(name))
}
