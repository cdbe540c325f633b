package prepare

import (
	"context"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/sluicehq/sluice/internal/fsname"
)

// Modes of a finished workspace: the scanner can read but not write it.
const (
	workspaceFileMode os.FileMode = 0o400
	workspaceDirMode  os.FileMode = 0o500
)

// entry flags what a Workspace knows about one path.
type entry uint8

const (
	entryFile     entry = 1 << iota // a regular file
	entryDir                        // a directory
	entryExplicit                   // added by AddDir (not only implied by a file)
	entryOnDisk                     // the directory exists on disk
)

// Workspace writes a workspace tree under one directory through an os.Root,
// so no name can reach outside it: files are created with O_CREATE|O_EXCL
// (never through an existing name or symlink), directories with Mkdir. It
// tracks every path it was given and rejects duplicates, file/directory
// clashes and files used as parents with an ErrConflict *Error. Directories
// are created on disk only as parents of files, so empty directories are not
// reproduced. Files are not fsynced: a workspace is rebuilt, not recovered,
// after a crash. A Workspace is not safe for concurrent use.
type Workspace struct {
	dir    string
	root   *os.Root
	budget *Budget
	kinds  map[string]entry
	dirs   []string // created on disk, in creation order
	files  []FileSum
}

// OpenWorkspace opens dir (an existing, empty directory) for writing with the
// given budget.
func OpenWorkspace(dir string, budget *Budget) (*Workspace, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("opening workspace: %w", err)
	}
	return &Workspace{dir: dir, root: root, budget: budget, kinds: map[string]entry{}}, nil
}

// AddDir records the directory at relative path p (clean, as returned by
// CleanEntryPath). It fails when p was already added explicitly, names a
// file, or has a file as a parent. The directory is created only when a file
// is added below it.
func (w *Workspace) AddDir(p string) error {
	if err := w.checkParents(p); err != nil {
		return err
	}
	e := w.kinds[p]
	switch {
	case e&entryFile != 0:
		return Errorf(ErrConflict, p, "directory entry clashes with an earlier file of the same name")
	case e&entryExplicit != 0:
		return Errorf(ErrConflict, p, "duplicate directory entry")
	}
	w.kinds[p] = e | entryDir | entryExplicit
	return nil
}

// AddFile creates the regular file at relative path p (clean) with the
// content of r, mode workspaceFileMode, creating missing parent directories.
// Parents not added with AddDir count as entries against the budget. Bytes
// are counted by Budget.Copy.
func (w *Workspace) AddFile(ctx context.Context, p string, r io.Reader) (FileSum, error) {
	if err := w.checkParents(p); err != nil {
		return FileSum{}, err
	}
	switch e := w.kinds[p]; {
	case e&entryFile != 0:
		return FileSum{}, Errorf(ErrConflict, p, "duplicate file entry")
	case e&entryDir != 0:
		return FileSum{}, Errorf(ErrConflict, p, "file entry clashes with a directory of the same name")
	}
	if err := w.makeParents(p); err != nil {
		return FileSum{}, err
	}
	w.kinds[p] = entryFile
	f, err := w.root.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, workspaceFileMode)
	if err != nil {
		return FileSum{}, fmt.Errorf("creating %s in workspace: %w", fsname.Short(p), err)
	}
	sum, err := w.budget.Copy(ctx, p, f, r)
	if cerr := f.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("writing %s in workspace: %w", fsname.Short(p), cerr)
	}
	if err != nil {
		return FileSum{}, err
	}
	w.files = append(w.files, sum)
	return sum, nil
}

// checkParents fails when a parent of p is a file.
func (w *Workspace) checkParents(p string) error {
	for i := 0; i < len(p); i++ {
		if p[i] == '/' && w.kinds[p[:i]]&entryFile != 0 {
			return Errorf(ErrConflict, p, "parent %s is a file", fsname.Short(p[:i]))
		}
	}
	return nil
}

// makeParents creates the missing parent directories of p on disk.
func (w *Workspace) makeParents(p string) error {
	for i := 0; i < len(p); i++ {
		if p[i] != '/' {
			continue
		}
		d := p[:i]
		e := w.kinds[d]
		if e&entryOnDisk != 0 {
			continue
		}
		if e == 0 {
			// Implied by this file only: a new entry for the budget.
			if err := w.budget.Entry(d); err != nil {
				return err
			}
		}
		if err := w.root.Mkdir(d, 0o700); err != nil {
			return fmt.Errorf("creating directory %s in workspace: %w", fsname.Short(d), err)
		}
		w.kinds[d] = e | entryDir | entryOnDisk
		w.dirs = append(w.dirs, d)
	}
	return nil
}

// Finish makes the tree read-only (workspaceFileMode files, workspaceDirMode
// directories, the workspace directory included) and returns the Result with
// its Digest. Root is left empty: the workspace is dir itself.
func (w *Workspace) Finish() (Result, error) {
	dirs := append([]string(nil), w.dirs...)
	sort.Slice(dirs, func(i, j int) bool { return strings.Count(dirs[i], "/") > strings.Count(dirs[j], "/") })
	dirs = append(dirs, ".")
	for _, d := range dirs {
		if err := w.root.Chmod(d, workspaceDirMode); err != nil {
			return Result{}, fmt.Errorf("making workspace read-only: %w", err)
		}
	}
	res := Result{Files: len(w.files), Digest: digest(w.files)}
	for _, f := range w.files {
		res.Bytes += f.Size
	}
	return res, nil
}

// Close releases the workspace's directory handle. It does not remove
// anything; see RemoveWorkspace.
func (w *Workspace) Close() error { return w.root.Close() }
