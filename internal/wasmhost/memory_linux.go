//go:build linux

package wasmhost

import (
	"errors"
	"math"
	"syscall"
)

// mapLinear reserves n bytes of address space for a linear memory:
// anonymous, private, readable and writable, with no swap committed
// (MAP_NORESERVE), so only the pages a guest touches cost memory.
func mapLinear(n uint64) ([]byte, error) {
	if n == 0 || n > math.MaxInt {
		return nil, errors.New("linear memory: no size to reserve")
	}
	return syscall.Mmap(-1, 0, int(n), syscall.PROT_READ|syscall.PROT_WRITE,
		syscall.MAP_PRIVATE|syscall.MAP_ANONYMOUS|syscall.MAP_NORESERVE)
}

func unmapLinear(b []byte) error { return syscall.Munmap(b) }
