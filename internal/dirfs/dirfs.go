// Package dirfs is a read-only fs.FS over a directory tree that never
// follows a symbolic link and opens each file with one openat relative to
// an open handle of its parent directory.
//
// os.Root gives the same confinement but resolves every path from the root,
// one openat per path element, so reading a deep tree costs about as many
// opens per file as the tree is deep. FS keeps a small cache of open
// directory handles instead: a walk that reads a directory and then its
// files costs one open per directory and one per file.
//
// Guarantees: every element of a path is opened with O_NOFOLLOW (a symbolic
// link anywhere in a path fails with an error, it is never followed, even
// when it points inside the tree); files are opened O_NONBLOCK and read
// with plain system calls (File), so a FIFO swapped in for a file can hang
// neither the open nor a read; ".." and absolute paths are refused by
// fs.ValidPath. Nothing is ever written.
//
// Per file a reader makes four system calls: openat, fstat (File.Stat),
// read (one per buffer) and close. Handles are raw descriptors, not
// *os.File values, which would add an fcntl and a failing epoll_ctl per
// file.
//
// Names are in the escaped form of internal/fsname: a name whose bytes are
// not valid UTF-8 is listed, opened and stated as its escape, so every file
// is reachable through fs.FS, whose paths must be valid UTF-8. Directory
// listings (FS.ReadDir, and ReadDir, Readdir and Readdirnames on an open
// directory) and FileInfo names are escaped; paths given to FS are
// unescaped before they reach the system, and a path that is not in
// escaped form does not exist.
package dirfs

import (
	"errors"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/sluicehq/sluice/internal/fsname"
)

// maxCachedDirs bounds the directory handles FS keeps open while nobody uses
// them. A depth-first walk with a few readers running slightly behind it
// needs only the directories along its current path and a few before it.
const maxCachedDirs = 64

// FS is a read-only view of one directory tree. It implements fs.FS,
// fs.ReadDirFS and fs.StatFS. Safe for concurrent use; Close it when done.
type FS struct {
	top  *dirHandle
	path string // the directory given to Open
	// listing, when set, answers ReadDir (see UseListing).
	listing *Listing

	mu   sync.Mutex
	dirs map[string]*dirHandle // by raw slash path below top, not "."
	// idle is a ring of the handles with refs == 0, oldest after idle
	// itself (a sentinel); idleLen counts them.
	idle    dirHandle
	idleLen int
	closed  bool
}

// dirHandle is one open directory. refs counts current users; a handle in
// the idle list has none and may be closed to make room. name is its raw
// slash path.
type dirHandle struct {
	name string
	fd   int
	refs int
	// prev and next link an idle handle into FS.idle; nil when in use.
	prev, next *dirHandle
}

// Open opens the directory at dir (which itself may be reached through
// symbolic links: it is the caller's choice) as an FS.
func Open(dir string) (*FS, error) {
	fd, err := openDirPath(dir)
	if err != nil {
		return nil, err
	}
	f := &FS{top: &dirHandle{name: ".", fd: fd, refs: 1}, path: dir, dirs: map[string]*dirHandle{}}
	f.idle.prev, f.idle.next = &f.idle, &f.idle
	return f, nil
}

// Close closes every cached directory handle. Files already opened stay
// usable.
func (f *FS) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return nil
	}
	f.closed = true
	var errs []error
	for _, d := range f.dirs {
		errs = append(errs, closeFD(d.fd))
	}
	f.dirs = nil
	errs = append(errs, closeFD(f.top.fd))
	return errors.Join(errs...)
}

// Open opens the regular file or directory name (an escaped slash path
// valid for fs.ValidPath) for reading. The result is a *File.
func (f *FS) Open(name string) (fs.File, error) {
	file, err := f.open(name, false)
	if err != nil {
		return nil, err // not a nil *File in a non-nil fs.File
	}
	return file, nil
}

// OpenDir opens the directory name for listing. Unlike Open it refuses
// anything else (ENOTDIR), and the handle is a blocking one, which costs
// no failed poller registration when it is listed.
func (f *FS) OpenDir(name string) (*File, error) {
	return f.open(name, true)
}

// open opens name below f's root without following a link; dir asks for
// a directory (OpenDir).
func (f *FS) open(name string, dir bool) (*File, error) {
	raw, err := rawPath("open", name)
	if err != nil {
		return nil, err
	}
	if raw == "." {
		return f.reopen(f.top, name, raw)
	}
	parent, base := split(raw)
	d, err := f.acquire(parent)
	if err != nil {
		return nil, pathErr("open", name, err)
	}
	defer f.release(d)
	fd, err := openAt(d.fd, base, name, dir)
	if err != nil {
		return nil, pathErr("open", name, err)
	}
	return newFile(fd, name, f.path, raw), nil
}

// rawPath checks an escaped path given to FS and returns its raw bytes.
func rawPath(op, name string) (string, error) {
	if !fs.ValidPath(name) {
		return "", &fs.PathError{Op: op, Path: name, Err: fs.ErrInvalid}
	}
	raw, ok := fsname.Unescape(name)
	if !ok {
		return "", &fs.PathError{Op: op, Path: name, Err: fs.ErrNotExist}
	}
	return raw, nil
}

// ReadDir reads the directory name and returns its entries sorted by name,
// or returns them from the listing given to UseListing.
func (f *FS) ReadDir(name string) ([]fs.DirEntry, error) {
	raw, err := rawPath("readdir", name)
	if err != nil {
		return nil, err
	}
	if ents, ok := f.listing.listed(name); ok {
		f.mu.Lock()
		closed := f.closed
		f.mu.Unlock()
		if closed {
			return nil, pathErr("readdir", name, fs.ErrClosed)
		}
		return ents, nil
	}
	d, err := f.acquire(raw)
	if err != nil {
		return nil, pathErr("readdir", name, err)
	}
	defer f.release(d)
	// A fresh handle: reading moves the handle's offset, and the cached
	// one may be read by another caller at the same time.
	rd, err := f.reopen(d, name, raw)
	if err != nil {
		return nil, err
	}
	defer rd.Close()
	ents, err := rd.ReadDir(-1)
	slices.SortFunc(ents, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	if err != nil {
		return ents, pathErr("readdir", name, err)
	}
	return ents, nil
}

// Lstat returns the file info of name without following a symbolic link at
// its last element (no element before it is followed either).
func (f *FS) Lstat(name string) (fs.FileInfo, error) {
	raw, err := rawPath("lstat", name)
	if err != nil {
		return nil, err
	}
	if raw == "." {
		fi, err := fstat(f.top.fd, ".")
		if err != nil {
			return nil, pathErr("lstat", name, err)
		}
		return fi, nil
	}
	parent, base := split(raw)
	d, err := f.acquire(parent)
	if err != nil {
		return nil, pathErr("lstat", name, err)
	}
	defer f.release(d)
	fi, err := lstatAt(d.fd, base)
	if err != nil {
		return nil, pathErr("lstat", name, err)
	}
	return escapeInfo(fi), nil
}

// Stat is Lstat: FS never follows symbolic links.
func (f *FS) Stat(name string) (fs.FileInfo, error) { return f.Lstat(name) }

// reopen opens the directory of d (escaped path name, raw path raw) again,
// as a handle the caller owns.
func (f *FS) reopen(d *dirHandle, name, raw string) (*File, error) {
	fd, err := openAt(d.fd, ".", name, true)
	if err != nil {
		return nil, pathErr("open", name, err)
	}
	return newFile(fd, name, f.path, raw), nil
}

// acquire returns the open handle of directory name (a raw path),
// opening it (and its parents, as needed) relative to its parent's handle.
// Release it after use.
func (f *FS) acquire(name string) (*dirHandle, error) {
	if name == "." {
		return f.top, nil
	}
	f.mu.Lock()
	if f.closed {
		f.mu.Unlock()
		return nil, fs.ErrClosed
	}
	if d := f.dirs[name]; d != nil {
		f.use(d)
		f.mu.Unlock()
		return d, nil
	}
	f.mu.Unlock()

	parentName, base := split(name)
	parent, err := f.acquire(parentName)
	if err != nil {
		return nil, err
	}
	fd, err := openAt(parent.fd, base, fsname.Escape(name), true)
	f.release(parent)
	if err != nil {
		return nil, err
	}

	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		closeFD(fd)
		return nil, fs.ErrClosed
	}
	if d := f.dirs[name]; d != nil { // opened meanwhile by another caller
		closeFD(fd)
		f.use(d)
		return d, nil
	}
	d := &dirHandle{name: name, fd: fd, refs: 1}
	f.dirs[name] = d
	f.trim()
	return d, nil
}

// use takes a reference on d. f.mu is held.
func (f *FS) use(d *dirHandle) {
	if d.next != nil {
		f.unlinkIdle(d)
	}
	d.refs++
}

// release drops a reference taken by acquire.
func (f *FS) release(d *dirHandle) {
	if d == f.top {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	d.refs--
	if d.refs > 0 || f.closed {
		return
	}
	d.prev, d.next = f.idle.prev, &f.idle
	d.prev.next, f.idle.prev = d, d
	f.idleLen++
	f.trim()
}

// trim closes the oldest idle handles beyond maxCachedDirs. f.mu is held.
func (f *FS) trim() {
	for f.idleLen > maxCachedDirs {
		d := f.idle.next
		f.unlinkIdle(d)
		delete(f.dirs, d.name)
		closeFD(d.fd)
	}
}

// unlinkIdle takes d out of the idle ring. f.mu is held.
func (f *FS) unlinkIdle(d *dirHandle) {
	d.prev.next, d.next.prev = d.next, d.prev
	d.prev, d.next = nil, nil
	f.idleLen--
}

// split returns the parent directory (or ".") and the last element of a
// valid slash path other than ".".
func split(name string) (dir, base string) {
	dir, base = path.Split(name)
	if dir == "" {
		return ".", base
	}
	return dir[:len(dir)-1], base
}

func pathErr(op, name string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return &fs.PathError{Op: op, Path: name, Err: pe.Err}
	}
	return &fs.PathError{Op: op, Path: name, Err: err}
}

var (
	_ fs.ReadDirFS = (*FS)(nil)
	_ fs.StatFS    = (*FS)(nil)
)
