// Package workspace holds what the built-in preparers share beyond the
// preparer contract in core/prepare: resolving a job's target inside the
// configured roots, include and exclude globs, archive entry names,
// copying an in-place view's listing into a workspace, and removing a
// finished (read-only) workspace.
package workspace

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/dirfs"
	"github.com/sluicehq/sluice/internal/fsname"
)

// RemoveWorkspace removes the workspace dir and everything in it, first
// restoring the owner's write permission on every directory (a finished
// workspace is read-only). It follows no symlink: permissions are changed
// through an os.Root for dir, and a symlink at dir itself is removed, not
// followed. A missing dir is not an error.
func RemoveWorkspace(dir string) error {
	fi, err := os.Lstat(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("removing workspace: %w", err)
	}
	if !fi.IsDir() {
		if err := os.Remove(dir); err != nil {
			return fmt.Errorf("removing workspace: %w", err)
		}
		return nil
	}
	if err := os.Chmod(dir, 0o700); err != nil {
		return fmt.Errorf("removing workspace: %w", err)
	}
	if root, err := os.OpenRoot(dir); err == nil {
		_ = restoreWrite(root)
		root.Close()
	}
	if err := os.RemoveAll(dir); err != nil {
		return fmt.Errorf("removing workspace: %w", err)
	}
	return nil
}

// restoreWrite gives the owner rwx on every directory below root, parents
// before children, so RemoveAll can unlink everything.
func restoreWrite(root *os.Root) error {
	var first error
	var walk func(d string, depth int)
	walk = func(d string, depth int) {
		if depth > 4096 {
			return
		}
		f, err := root.Open(d)
		if err != nil {
			first = cmp(first, err)
			return
		}
		ents, err := f.ReadDir(-1)
		f.Close()
		first = cmp(first, err)
		for _, e := range ents {
			if !e.IsDir() {
				continue
			}
			c := path.Join(d, e.Name())
			if err := root.Chmod(c, 0o700); err != nil {
				first = cmp(first, err)
				continue
			}
			walk(c, depth+1)
		}
	}
	walk(".", 0)
	return first
}

func cmp(first, err error) error {
	if first == nil {
		return err
	}
	return first
}

// CopyListing copies the regular files that an in-place view's listing
// names (res.Listing, of res.Root) into dir, an existing empty directory,
// under limits, and returns the result for that workspace: for a scanner
// that walks its workspace itself and must see only what the listing
// names (Result.ListingOnly). Every file is opened through internal/dirfs,
// so no link is followed, and one that is no longer a regular file fails
// the copy. What res skipped and excluded stays counted.
func CopyListing(ctx context.Context, res prepare.Result, dir string, limits prepare.Limits) (prepare.Result, error) {
	if res.Root == "" || res.Listing == nil {
		return prepare.Result{}, errors.New("workspace: CopyListing needs an in-place view with its listing")
	}
	fsys, err := dirfs.Open(res.Root)
	if err != nil {
		return prepare.Result{}, TargetError(res.Root, err)
	}
	defer fsys.Close()
	if !fsys.UseListing(res.Listing) {
		return prepare.Result{}, fmt.Errorf("workspace: the listing is not of %s", res.Root)
	}
	ws, err := prepare.OpenWorkspace(dir, prepare.NewBudget(limits))
	if err != nil {
		return prepare.Result{}, err
	}
	defer ws.Close()
	err = fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return TargetError(name, err)
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		raw, ok := fsname.Unescape(name)
		if !ok {
			return prepare.Errorf(prepare.ErrUnsafePath, name, "the listing holds a name that is not in escaped form")
		}
		switch {
		case name == ".":
			return nil
		case d.IsDir():
			return ws.AddDir(raw)
		case d.Type().IsRegular():
			return copyListed(ctx, ws, fsys, name, raw)
		}
		return nil // links and special files are never copied
	})
	if err != nil {
		return prepare.Result{}, err
	}
	out, err := ws.Finish()
	if err != nil {
		return prepare.Result{}, err
	}
	out.Symlinks, out.Specials, out.Excluded, out.Skipped = res.Symlinks, res.Specials, res.Excluded, res.Skipped
	return out, nil
}

// copyListed copies the listed regular file name (raw: its name on disk)
// into ws.
func copyListed(ctx context.Context, ws *prepare.Workspace, fsys *dirfs.FS, name, raw string) error {
	f, err := fsys.Open(name)
	if err != nil {
		return TargetError(raw, err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return TargetError(raw, err)
	}
	if !fi.Mode().IsRegular() {
		return prepare.Errorf(prepare.ErrTarget, raw, "changed type during preparation (now a %s)", dirfs.TypeName(fi.Mode()))
	}
	_, err = ws.AddFile(ctx, raw, f)
	return err
}
