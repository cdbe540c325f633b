//go:build unix

package state

import (
	"fmt"
	"syscall"
)

// FreeBytes returns the bytes an unprivileged process may still write on
// the file system holding path (statfs's available blocks times the block
// size, without the blocks reserved for root), and its free inodes.
func FreeBytes(path string) (bytes int64, inodes int64, err error) {
	var st syscall.Statfs_t
	if err := syscall.Statfs(path, &st); err != nil {
		return 0, 0, fmt.Errorf("statfs %s: %w", path, err)
	}
	return int64(st.Bavail) * int64(st.Bsize), int64(st.Ffree), nil
}
