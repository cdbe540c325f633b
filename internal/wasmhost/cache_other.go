//go:build !linux

package wasmhost

import (
	"errors"
	"io"
	"os"
)

// mapFile reads the first size bytes of f into memory (no mapping here).
func mapFile(f *os.File, size int64) (data []byte, unmap func(), err error) {
	data = make([]byte, size)
	if _, err := io.ReadFull(f, data); err != nil {
		return nil, nil, err
	}
	return data, func() {}, nil
}

// linkOpen is not available: the caller writes a copy.
func linkOpen(*os.File, string) error { return errors.ErrUnsupported }
