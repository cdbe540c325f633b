package dirfs

import (
	"io/fs"
	"slices"
)

// Listing is a tree's directories as one walk listed them, for a later
// walk of the same tree to reuse (FS.UseListing) instead of reading every
// directory again. It maps each directory's escaped slash path ("." for the
// top) to its entries, sorted by name. A Listing is built by one goroutine
// and read-only once handed on; its reader may use it from any goroutine.
//
// Reusing a listing moves no guarantee: it only names entries. Every open
// still goes through FS, with O_NOFOLLOW at each element and O_NONBLOCK for
// files, so an entry replaced after the listing (a file by a symbolic link
// or a FIFO, a directory by a link out of the tree) fails to open or is
// seen for what it is by Stat, exactly as when the walk listed it itself.
type Listing struct {
	root string
	dirs map[string][]fs.DirEntry
}

// NewListing returns an empty listing of the tree FS.Open(root) opens.
func NewListing(root string) *Listing {
	return &Listing{root: root, dirs: map[string][]fs.DirEntry{}}
}

// Add records the entries of directory name, which must be sorted by name
// and carry escaped names (as FS and File list them).
func (l *Listing) Add(name string, ents []fs.DirEntry) { l.dirs[name] = ents }

// Dirs returns how many directories l holds.
func (l *Listing) Dirs() int { return len(l.dirs) }

// UseListing makes ReadDir answer from l, for the directories l holds,
// instead of reading them. It reports whether l was taken: a listing of
// another tree (another root path given to Open) is not. Call it before
// the FS is used.
func (f *FS) UseListing(l *Listing) bool {
	if l == nil || l.root != f.path {
		return false
	}
	f.listing = l
	return true
}

// listed returns a copy of the entries l holds for name, if any.
func (l *Listing) listed(name string) ([]fs.DirEntry, bool) {
	if l == nil {
		return nil, false
	}
	ents, ok := l.dirs[name]
	return slices.Clone(ents), ok
}
