//go:build linux

package wasmhost

import (
	"fmt"
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

// mapFile maps the first size bytes of f read-only, populated up front.
// The mapping shares the file's pages in the page cache: checking an
// entry of tens of MiB costs no copy and no freshly zeroed memory. The
// caller calls unmap when done.
func mapFile(f *os.File, size int64) (data []byte, unmap func(), err error) {
	if size == 0 {
		return nil, func() {}, nil
	}
	data, err = syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_PRIVATE|syscall.MAP_POPULATE)
	if err != nil {
		return nil, nil, fmt.Errorf("mapping %s: %w", f.Name(), err)
	}
	return data, func() { syscall.Munmap(data) }, nil
}

// linkOpen gives the file open as f the new name dst, whatever has become
// of the name f was opened by: a hard link made through /proc/self/fd,
// which names the open file itself (linkat following that link).
func linkOpen(f *os.File, dst string) error {
	err := unix.Linkat(unix.AT_FDCWD, fmt.Sprintf("/proc/self/fd/%d", f.Fd()), unix.AT_FDCWD, dst, unix.AT_SYMLINK_FOLLOW)
	if err != nil {
		return &os.LinkError{Op: "link", Old: f.Name(), New: dst, Err: err}
	}
	return nil
}
