//go:build unix

package dirfs

import (
	"io/fs"
	"os"
	"path"
	"time"

	"golang.org/x/sys/unix"
)

// openDirPath opens the directory at p, following symbolic links in p
// itself: the tree starts wherever the caller points.
func openDirPath(p string) (*os.File, error) {
	fd, err := unix.Open(p, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: p, Err: err}
	}
	return os.NewFile(uintptr(fd), p), nil
}

// openAt opens base in the directory dir without following a symbolic
// link: a directory when wantDir, else anything but a directory is checked
// by the reader (Stat on the result). name is the path for errors.
func openAt(dir *os.File, base, name string, wantDir bool) (*os.File, error) {
	flags := unix.O_RDONLY | unix.O_NOFOLLOW | unix.O_CLOEXEC
	if wantDir {
		flags |= unix.O_DIRECTORY
	} else {
		flags |= unix.O_NONBLOCK
	}
	var fd int
	var err error
	for {
		fd, err = unix.Openat(int(dir.Fd()), base, flags, 0)
		if err != unix.EINTR {
			break
		}
	}
	if err != nil {
		return nil, &os.PathError{Op: "openat", Path: name, Err: err}
	}
	return os.NewFile(uintptr(fd), path.Join(dir.Name(), base)), nil
}

// lstatAt stats base in dir without following a symbolic link.
func lstatAt(dir *os.File, base string) (os.FileInfo, error) {
	var st unix.Stat_t
	for {
		err := unix.Fstatat(int(dir.Fd()), base, &st, unix.AT_SYMLINK_NOFOLLOW)
		if err == nil {
			break
		}
		if err != unix.EINTR {
			return nil, &os.PathError{Op: "fstatat", Path: base, Err: err}
		}
	}
	return newFileInfo(base, &st), nil
}

// fileInfo is an fs.FileInfo from a stat result.
type fileInfo struct {
	name string
	size int64
	mode fs.FileMode
	mod  time.Time
	sys  unix.Stat_t
}

func newFileInfo(name string, st *unix.Stat_t) *fileInfo {
	mode := fs.FileMode(st.Mode & 0o777)
	switch st.Mode & unix.S_IFMT {
	case unix.S_IFDIR:
		mode |= fs.ModeDir
	case unix.S_IFLNK:
		mode |= fs.ModeSymlink
	case unix.S_IFIFO:
		mode |= fs.ModeNamedPipe
	case unix.S_IFSOCK:
		mode |= fs.ModeSocket
	case unix.S_IFCHR:
		mode |= fs.ModeDevice | fs.ModeCharDevice
	case unix.S_IFBLK:
		mode |= fs.ModeDevice
	}
	return &fileInfo{name: name, size: st.Size, mode: mode, mod: time.Unix(st.Mtim.Unix()), sys: *st}
}

func (fi *fileInfo) Name() string       { return fi.name }
func (fi *fileInfo) Size() int64        { return fi.size }
func (fi *fileInfo) Mode() fs.FileMode  { return fi.mode }
func (fi *fileInfo) ModTime() time.Time { return fi.mod }
func (fi *fileInfo) IsDir() bool        { return fi.mode.IsDir() }
func (fi *fileInfo) Sys() any           { return &fi.sys }
