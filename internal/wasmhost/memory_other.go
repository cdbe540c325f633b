//go:build !linux

package wasmhost

import "errors"

// mapLinear is not used outside Linux: linear memories are Go slices there.
func mapLinear(uint64) ([]byte, error) {
	return nil, errors.ErrUnsupported
}

func unmapLinear([]byte) error { return nil }
