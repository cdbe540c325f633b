package wasmhost

import (
	"sync"

	"github.com/tetratelabs/wazero/experimental"
)

// linearMemory backs one instance's linear memory. Where the platform
// allows (memory_linux.go), it reserves the largest size the memory may
// reach in one anonymous private mapping that commits no swap, and growing
// only lengthens the slice over it: the kernel hands out zeroed pages as
// the guest first touches them, so growth neither copies nor clears, and
// the pages go back to the system when the instance is closed. Elsewhere,
// or when the mapping fails, it is a Go slice grown like wazero's own.
//
// A memory only ever grows, and the guest and the host reach it only below
// its current size (wazero checks every access against the slice's length,
// which is also its capacity here), so a page past the size has never been
// written and reads as zero when growth reaches it.
//
// wazero calls Free when the module closes, which a runtime being closed
// may do while another goroutine still runs the guest or writes its input;
// so Free releases the mapping only when the owning instance has already
// been closed, and otherwise the instance's close (release, which comes
// after its module is closed) does.
type linearMemory struct {
	mu     sync.Mutex
	mapped []byte // the whole reservation; nil when heap-backed or released
	heap   []byte
	max    uint64
	size   uint64
	owned  bool // the instance may still touch the memory
}

// newLinearMemory returns a linear memory that grows up to max bytes,
// reserving it up front when the platform can.
func newLinearMemory(capacity, max uint64) *linearMemory {
	lm := &linearMemory{max: max, owned: true}
	if b, err := mapLinear(max); err == nil {
		lm.mapped = b
	} else {
		lm.heap = make([]byte, 0, min(capacity, max))
	}
	return lm
}

// memoryAllocator returns the allocator that gives an instance its linear
// memory, recording it in *dst so the instance can release it.
func memoryAllocator(dst **linearMemory) experimental.MemoryAllocator {
	return experimental.MemoryAllocatorFunc(func(capacity, max uint64) experimental.LinearMemory {
		lm := newLinearMemory(capacity, max)
		*dst = lm
		return lm
	})
}

// Reallocate implements experimental.LinearMemory: it returns the memory at
// size bytes, or nil past the maximum.
func (lm *linearMemory) Reallocate(size uint64) []byte {
	lm.mu.Lock()
	defer lm.mu.Unlock()
	if size > lm.max {
		return nil
	}
	if lm.mapped != nil {
		if size > uint64(len(lm.mapped)) {
			return nil
		}
		lm.size = size
		return lm.mapped[:size:size]
	}
	if size > uint64(cap(lm.heap)) {
		lm.heap = append(lm.heap[:cap(lm.heap)], make([]byte, size-uint64(cap(lm.heap)))...)
	}
	lm.heap = lm.heap[:size]
	lm.size = size
	return lm.heap[:size:size]
}

// Free implements experimental.LinearMemory.
func (lm *linearMemory) Free() {
	lm.mu.Lock()
	defer lm.mu.Unlock()
	if !lm.owned {
		lm.unmapLocked()
	}
}

// release is called once the owning instance's module is closed, or its
// instantiation failed: wazero no longer runs the guest, and the host no
// longer reads or writes the memory.
func (lm *linearMemory) release() {
	if lm == nil {
		return
	}
	lm.mu.Lock()
	defer lm.mu.Unlock()
	lm.owned = false
	lm.unmapLocked()
}

func (lm *linearMemory) unmapLocked() {
	if lm.mapped != nil {
		_ = unmapLinear(lm.mapped)
		lm.mapped = nil
	}
	lm.heap = nil
}
