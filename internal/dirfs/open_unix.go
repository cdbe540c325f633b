//go:build unix

package dirfs

import (
	"io/fs"
	"os"
	"time"

	"golang.org/x/sys/unix"
)

// openDirPath opens the directory at p, following symbolic links in p
// itself: the tree starts wherever the caller points.
func openDirPath(p string) (int, error) {
	fd, err := ignoringEINTR(func() (int, error) {
		return unix.Open(p, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	})
	if err != nil {
		return -1, &os.PathError{Op: "open", Path: p, Err: err}
	}
	return fd, nil
}

// openAt opens base in the directory dirfd without following a symbolic
// link: a directory when wantDir, else anything, opened non-blocking so
// that a FIFO cannot hang the open (the reader checks the type with Stat).
// name is the path for errors.
func openAt(dirfd int, base, name string, wantDir bool) (int, error) {
	flags := unix.O_RDONLY | unix.O_NOFOLLOW | unix.O_CLOEXEC
	if wantDir {
		flags |= unix.O_DIRECTORY
	} else {
		flags |= unix.O_NONBLOCK
	}
	fd, err := ignoringEINTR(func() (int, error) { return unix.Openat(dirfd, base, flags, 0) })
	if err != nil {
		return -1, &os.PathError{Op: "openat", Path: name, Err: err}
	}
	return fd, nil
}

// lstatAt stats base in dirfd without following a symbolic link.
func lstatAt(dirfd int, base string) (fs.FileInfo, error) {
	var st unix.Stat_t
	_, err := ignoringEINTR(func() (int, error) { return 0, unix.Fstatat(dirfd, base, &st, unix.AT_SYMLINK_NOFOLLOW) })
	if err != nil {
		return nil, &os.PathError{Op: "fstatat", Path: base, Err: err}
	}
	return newFileInfo(base, &st), nil
}

// fstat stats the open descriptor fd; name is the info's name.
func fstat(fd int, name string) (fs.FileInfo, error) {
	var st unix.Stat_t
	_, err := ignoringEINTR(func() (int, error) { return 0, unix.Fstat(fd, &st) })
	if err != nil {
		return nil, err
	}
	return newFileInfo(name, &st), nil
}

// read, pread and seek are the system calls of the same names, retried
// when interrupted. They never go through the runtime poller: a regular
// file is always ready, and a FIFO opened non-blocking fails with EAGAIN
// instead of waiting.
func read(fd int, p []byte) (int, error) {
	return ignoringEINTR(func() (int, error) { return unix.Read(fd, p) })
}

func pread(fd int, p []byte, off int64) (int, error) {
	return ignoringEINTR(func() (int, error) { return unix.Pread(fd, p, off) })
}

func seek(fd int, off int64, whence int) (int64, error) {
	return unix.Seek(fd, off, whence)
}

// closeFD closes fd. It is not retried on EINTR: on Linux the descriptor
// is released either way, and a retry could close a descriptor another
// goroutine has just been given.
func closeFD(fd int) error { return unix.Close(fd) }

func ignoringEINTR(call func() (int, error)) (int, error) {
	for {
		n, err := call()
		if err != unix.EINTR {
			return n, err
		}
	}
}

// fileInfo is an fs.FileInfo from a stat result.
type fileInfo struct {
	name string
	size int64
	mode fs.FileMode
	mod  time.Time
	sys  sysStat
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
	if st.Mode&unix.S_ISUID != 0 {
		mode |= fs.ModeSetuid
	}
	if st.Mode&unix.S_ISGID != 0 {
		mode |= fs.ModeSetgid
	}
	if st.Mode&unix.S_ISVTX != 0 {
		mode |= fs.ModeSticky
	}
	fi := &fileInfo{name: name, size: st.Size, mode: mode, mod: time.Unix(st.Mtim.Unix())}
	fillSys(&fi.sys, st)
	return fi
}

func (fi *fileInfo) Name() string       { return fi.name }
func (fi *fileInfo) Size() int64        { return fi.size }
func (fi *fileInfo) Mode() fs.FileMode  { return fi.mode }
func (fi *fileInfo) ModTime() time.Time { return fi.mod }
func (fi *fileInfo) IsDir() bool        { return fi.mode.IsDir() }

// Sys returns the stat result as os.Stat would: a *syscall.Stat_t where
// this package knows its layout (Linux), else the *unix.Stat_t.
func (fi *fileInfo) Sys() any { return &fi.sys }
