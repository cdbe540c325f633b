//go:build !unix

package dirfs

import (
	"errors"
	"io/fs"
	"os"
)

var errUnsupported = errors.New("dirfs: no-follow directory handles need a unix system")

func openDirPath(p string) (int, error) {
	return -1, &os.PathError{Op: "open", Path: p, Err: errUnsupported}
}

func openAt(dirfd int, base, name string, wantDir bool) (int, error) {
	return -1, &os.PathError{Op: "openat", Path: name, Err: errUnsupported}
}

func lstatAt(dirfd int, base string) (fs.FileInfo, error) {
	return nil, &os.PathError{Op: "fstatat", Path: base, Err: errUnsupported}
}

func fstat(fd int, name string) (fs.FileInfo, error)    { return nil, errUnsupported }
func read(fd int, p []byte) (int, error)                { return 0, errUnsupported }
func pread(fd int, p []byte, off int64) (int, error)    { return 0, errUnsupported }
func seek(fd int, off int64, whence int) (int64, error) { return 0, errUnsupported }
func closeFD(fd int) error                              { return errUnsupported }
