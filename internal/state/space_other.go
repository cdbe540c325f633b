//go:build !unix

package state

import "errors"

// FreeBytes is not available on this system: the worker runs on Unix.
func FreeBytes(path string) (bytes int64, inodes int64, err error) {
	return 0, 0, errors.New("free space: not supported on this system")
}
