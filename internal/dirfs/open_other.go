//go:build !unix

package dirfs

import (
	"errors"
	"os"
)

var errUnsupported = errors.New("dirfs: no-follow directory handles need a unix system")

func openDirPath(p string) (*os.File, error) {
	return nil, &os.PathError{Op: "open", Path: p, Err: errUnsupported}
}

func openAt(dir *os.File, base, name string, wantDir bool) (*os.File, error) {
	return nil, &os.PathError{Op: "openat", Path: name, Err: errUnsupported}
}

func lstatAt(dir *os.File, base string) (os.FileInfo, error) {
	return nil, &os.PathError{Op: "fstatat", Path: base, Err: errUnsupported}
}
