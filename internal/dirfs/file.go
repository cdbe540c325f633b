package dirfs

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"

	"github.com/sluicehq/sluice/internal/fsname"
)

// File is a file or directory opened by FS. It reads its descriptor with
// plain read and pread system calls, not through an *os.File: os.NewFile
// of a descriptor opened non-blocking costs an fcntl and a failing
// epoll_ctl per file (a regular file cannot be polled), and the runtime
// poller has nothing to offer a file that is always ready. A FIFO, which
// FS opens non-blocking so the open cannot hang, fails a read with EAGAIN
// instead of waiting for a writer.
//
// Directory listings (ReadDir, Readdir, Readdirnames) go through an
// *os.File made from the descriptor on the first listing, and return
// escaped names, as Stat does. File is safe for concurrent use; Close it
// when done, or its descriptor stays open.
type File struct {
	name string // the escaped path given to FS.Open, for errors
	base string // the escaped name Stat reports
	// osName is the raw path of the file from the tree's top, as the
	// *os.File of a listing is named: (*os.File).ReadDir's entries stat
	// themselves by that path (with lstat, which follows no link at the
	// last element).
	top, raw string

	mu sync.RWMutex
	fd int // -1 once closed or handed to dir
	// dir is the descriptor as an *os.File, from the first listing on;
	// every method then goes through it.
	dir *os.File
}

func newFile(fd int, name, top, raw string) *File {
	return &File{fd: fd, name: name, base: path.Base(name), top: top, raw: raw}
}

// Stat returns the file's info under its escaped name.
func (f *File) Stat() (fs.FileInfo, error) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	if f.dir != nil {
		fi, err := f.dir.Stat()
		if err != nil {
			return nil, err
		}
		return renamedInfo{FileInfo: fi, name: f.base}, nil
	}
	if f.fd < 0 {
		return nil, f.err("stat", fs.ErrClosed)
	}
	fi, err := fstat(f.fd, f.base)
	if err != nil {
		return nil, f.err("stat", err)
	}
	return fi, nil
}

// Read reads up to len(p) bytes; it returns io.EOF at the end of the file.
func (f *File) Read(p []byte) (int, error) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	if f.dir != nil {
		return f.dir.Read(p)
	}
	if f.fd < 0 {
		return 0, f.err("read", fs.ErrClosed)
	}
	if len(p) == 0 {
		return 0, nil
	}
	n, err := read(f.fd, p)
	if err != nil {
		return 0, f.err("read", err)
	}
	if n == 0 {
		return 0, io.EOF
	}
	return n, nil
}

// ReadAt reads len(p) bytes at offset off, as io.ReaderAt says: fewer
// only with an error, io.EOF at the end of the file.
func (f *File) ReadAt(p []byte, off int64) (int, error) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	if f.dir != nil {
		return f.dir.ReadAt(p, off)
	}
	if f.fd < 0 {
		return 0, f.err("read", fs.ErrClosed)
	}
	if off < 0 {
		return 0, f.err("readat", errors.New("negative offset"))
	}
	n := 0
	for len(p) > 0 {
		m, err := pread(f.fd, p, off)
		if err != nil {
			return n, f.err("read", err)
		}
		if m == 0 {
			return n, io.EOF
		}
		n += m
		p = p[m:]
		off += int64(m)
	}
	return n, nil
}

// Seek sets the offset of the next Read, as io.Seeker says.
func (f *File) Seek(offset int64, whence int) (int64, error) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	if f.dir != nil {
		return f.dir.Seek(offset, whence)
	}
	if f.fd < 0 {
		return 0, f.err("seek", fs.ErrClosed)
	}
	off, err := seek(f.fd, offset, whence)
	if err != nil {
		return 0, f.err("seek", err)
	}
	return off, nil
}

// Close closes the descriptor. A second Close returns an error wrapping
// fs.ErrClosed.
func (f *File) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.dir != nil {
		return f.dir.Close()
	}
	if f.fd < 0 {
		return f.err("close", fs.ErrClosed)
	}
	err := closeFD(f.fd)
	f.fd = -1
	if err != nil {
		return f.err("close", err)
	}
	return nil
}

// ReadDir reads the directory as (*os.File).ReadDir does, with escaped
// names.
func (f *File) ReadDir(n int) ([]fs.DirEntry, error) {
	d, err := f.osFile("readdir")
	if err != nil {
		return nil, err
	}
	return escapeEntries(d.ReadDir(n))
}

// Readdir reads the directory as (*os.File).Readdir does, with escaped
// names.
func (f *File) Readdir(n int) ([]fs.FileInfo, error) {
	d, err := f.osFile("readdir")
	if err != nil {
		return nil, err
	}
	infos, err := d.Readdir(n)
	for i, fi := range infos {
		infos[i] = escapeInfo(fi)
	}
	return infos, err
}

// Readdirnames reads the directory as (*os.File).Readdirnames does, with
// escaped names.
func (f *File) Readdirnames(n int) ([]string, error) {
	d, err := f.osFile("readdir")
	if err != nil {
		return nil, err
	}
	names, err := d.Readdirnames(n)
	for i, name := range names {
		names[i] = fsname.Escape(name)
	}
	return names, err
}

// Lstat returns the info of the entry name (one escaped path element) of
// the directory f, without following a symbolic link: a walk that lists a
// directory stats its entries through the handle it listed with, so no
// path is resolved again.
func (f *File) Lstat(name string) (fs.FileInfo, error) {
	raw, err := f.element("lstat", name)
	if err != nil {
		return nil, err
	}
	f.mu.RLock()
	defer f.mu.RUnlock()
	fd, err := f.descriptor("lstat")
	if err != nil {
		return nil, err
	}
	fi, err := lstatAt(fd, raw)
	if err != nil {
		return nil, &fs.PathError{Op: "lstat", Path: path.Join(f.name, name), Err: errors.Unwrap(err)}
	}
	return escapeInfo(fi), nil
}

// OpenDir opens the subdirectory name (one escaped path element) of the
// directory f, without following a symbolic link, for listing.
func (f *File) OpenDir(name string) (*File, error) {
	raw, err := f.element("open", name)
	if err != nil {
		return nil, err
	}
	f.mu.RLock()
	defer f.mu.RUnlock()
	fd, err := f.descriptor("open")
	if err != nil {
		return nil, err
	}
	child := path.Join(f.name, name)
	sub, err := openAt(fd, raw, child, true)
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: child, Err: errors.Unwrap(err)}
	}
	return newFile(sub, child, f.top, path.Join(f.raw, raw)), nil
}

// element checks that name is one escaped path element and returns its
// raw bytes.
func (f *File) element(op, name string) (string, error) {
	raw, ok := fsname.Unescape(name)
	if !ok || !fs.ValidPath(name) || name == "." || strings.Contains(name, "/") {
		return "", &fs.PathError{Op: op, Path: path.Join(f.name, name), Err: fs.ErrInvalid}
	}
	return raw, nil
}

// descriptor returns f's descriptor. f.mu is held.
func (f *File) descriptor(op string) (int, error) {
	if f.dir != nil {
		return int(f.dir.Fd()), nil
	}
	if f.fd < 0 {
		return -1, f.err(op, fs.ErrClosed)
	}
	return f.fd, nil
}

// osFile hands the descriptor to an *os.File, once, for the directory
// listings it implements.
func (f *File) osFile(op string) (*os.File, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.dir == nil {
		if f.fd < 0 {
			return nil, f.err(op, fs.ErrClosed)
		}
		f.dir = os.NewFile(uintptr(f.fd), filepath.Join(f.top, filepath.FromSlash(f.raw)))
		f.fd = -1
	}
	return f.dir, nil
}

func (f *File) err(op string, err error) error {
	return &fs.PathError{Op: op, Path: f.name, Err: err}
}

// escapeEntries escapes the names of a directory listing in place.
func escapeEntries(ents []fs.DirEntry, err error) ([]fs.DirEntry, error) {
	for i, e := range ents {
		if fsname.NeedsEscape(e.Name()) {
			ents[i] = escapedEntry{DirEntry: e, name: fsname.Escape(e.Name())}
		}
	}
	return ents, err
}

// escapeInfo returns fi under its escaped name.
func escapeInfo(fi fs.FileInfo) fs.FileInfo {
	if !fsname.NeedsEscape(fi.Name()) {
		return fi
	}
	return renamedInfo{FileInfo: fi, name: fsname.Escape(fi.Name())}
}

type escapedEntry struct {
	fs.DirEntry
	name string
}

func (e escapedEntry) Name() string { return e.name }

func (e escapedEntry) Info() (fs.FileInfo, error) {
	fi, err := e.DirEntry.Info()
	if err != nil {
		return nil, err
	}
	return renamedInfo{FileInfo: fi, name: e.name}, nil
}

func (e escapedEntry) String() string { return fs.FormatDirEntry(e) }

// renamedInfo is a FileInfo under another (escaped) name.
type renamedInfo struct {
	fs.FileInfo
	name string
}

func (fi renamedInfo) Name() string { return fi.name }

func (fi renamedInfo) String() string { return fs.FormatFileInfo(fi) }

var (
	_ fs.ReadDirFile = (*File)(nil)
	_ io.ReaderAt    = (*File)(nil)
	_ io.Seeker      = (*File)(nil)
)

// TypeName names the type of a file mode as an error message does:
// "symlink", "FIFO", "socket", "device", "directory", "regular file".
func TypeName(m fs.FileMode) string {
	switch {
	case m&fs.ModeSymlink != 0:
		return "symlink"
	case m&fs.ModeNamedPipe != 0:
		return "FIFO"
	case m&fs.ModeSocket != 0:
		return "socket"
	case m&fs.ModeCharDevice != 0:
		return "character device"
	case m&fs.ModeDevice != 0:
		return "device"
	case m.IsDir():
		return "directory"
	case m.IsRegular():
		return "regular file"
	}
	return "special file (" + m.String() + ")"
}
