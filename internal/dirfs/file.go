package dirfs

import (
	"io/fs"
	"os"

	"github.com/sluicehq/sluice/internal/fsname"
)

// File is a file or directory opened by FS: an *os.File whose names are
// escaped. Stat and the directory listings (ReadDir, Readdir, Readdirnames)
// return escaped names; every other method is the *os.File's.
type File struct {
	*os.File
}

// Stat returns the file's info under its escaped name.
func (f *File) Stat() (fs.FileInfo, error) {
	fi, err := f.File.Stat()
	if err != nil {
		return nil, err
	}
	return escapeInfo(fi), nil
}

// ReadDir reads the directory as (*os.File).ReadDir does, with escaped
// names.
func (f *File) ReadDir(n int) ([]fs.DirEntry, error) {
	return escapeEntries(f.File.ReadDir(n))
}

// Readdir reads the directory as (*os.File).Readdir does, with escaped
// names.
func (f *File) Readdir(n int) ([]fs.FileInfo, error) {
	infos, err := f.File.Readdir(n)
	for i, fi := range infos {
		infos[i] = escapeInfo(fi)
	}
	return infos, err
}

// Readdirnames reads the directory as (*os.File).Readdirnames does, with
// escaped names.
func (f *File) Readdirnames(n int) ([]string, error) {
	names, err := f.File.Readdirnames(n)
	for i, name := range names {
		names[i] = fsname.Escape(name)
	}
	return names, err
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
	return escapedInfo{FileInfo: fi, name: fsname.Escape(fi.Name())}
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
	return escapedInfo{FileInfo: fi, name: e.name}, nil
}

func (e escapedEntry) String() string { return fs.FormatDirEntry(e) }

type escapedInfo struct {
	fs.FileInfo
	name string
}

func (fi escapedInfo) Name() string { return fi.name }

func (fi escapedInfo) String() string { return fs.FormatFileInfo(fi) }

var (
	_ fs.ReadDirFile = (*File)(nil)
)
