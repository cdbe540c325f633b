package path

import (
	"context"
	"io"
	"io/fs"
	"slices"
	"strings"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/dirfs"
	"github.com/sluicehq/sluice/internal/fsname"
	"github.com/sluicehq/sluice/internal/workspace"
)

// view checks the directory target in place against limits and returns it
// as the workspace root. Nothing is copied or read: the walk lists every
// directory once and stats every regular file, through handles that never
// follow a symbolic link; the scanner then reads each file once. A view is
// not a snapshot, so no content digest is recorded (Result.Digest is
// empty): a digest taken before the scan would not prove what the scanner
// read.
//
// The walk is the only listing of the tree in a scan: what it listed is
// returned as Result.Listing, and a detector host in the worker's process
// walks that instead of reading every directory again (the engine's walk
// used to repeat the getdents, opens and entry allocations of this one;
// on GOROOT/src, about 1,300 directories, that was a third of this walk's
// CPU). Nothing checked here moves to the scan: every limit is still
// enforced before the job runs, with the same errors, so a tree over them
// fails before a byte is read. What the scan still does per entry it
// would do anyway: open each file without following a link, fstat it and
// skip what is no longer a regular file. Those checks are what keep an
// entry that changed after this walk harmless: the listing names entries,
// it never vouches for them. Because the scan reads the tree as it was
// listed, the files it reads are the ones counted against the limits;
// a file added afterwards is not scanned.
//
// With Include/Exclude patterns (filter not nil) the listing leaves out
// what they exclude, and the result is ListingOnly: a scanner that walks
// the directory itself is given a copy of the listed files instead.
func (p *Path) view(ctx context.Context, raw, target string, limits prepare.Limits, filter *workspace.Filter) (prepare.Result, error) {
	fsys, err := dirfs.Open(target)
	if err != nil {
		return prepare.Result{}, workspace.TargetError(raw, err)
	}
	defer fsys.Close()
	v := &viewer{ctx: ctx, budget: prepare.NewBudget(limits), listing: dirfs.NewListing(target), filter: filter}
	top, err := fsys.OpenDir(".")
	if err != nil {
		return prepare.Result{}, workspace.TargetError(raw, err)
	}
	err = v.walk(top, ".")
	top.Close()
	if err != nil {
		return prepare.Result{}, err
	}
	res := prepare.Result{Root: target, Files: v.files, Bytes: v.bytes, Symlinks: v.symlinks, Specials: v.specials,
		Listing: v.listing, Skipped: v.skipped, Excluded: v.excluded, ListingOnly: filter != nil}
	p.logger.DebugContext(ctx, "viewing path target in place", "files", res.Files, "bytes", res.Bytes,
		"symlinks_skipped", res.Symlinks, "specials_skipped", res.Specials, "excluded", res.Excluded)
	return res, nil
}

// viewer holds the state of one in-place walk.
type viewer struct {
	ctx     context.Context
	budget  *prepare.Budget
	listing *dirfs.Listing
	filter  *workspace.Filter // nil: every entry

	files, symlinks, specials, excluded int
	bytes                               int64
	// skipped are the files over max_file_bytes, left out of the listing,
	// and where the listing stopped at max_files (stopped set).
	skipped []prepare.Skip
	stopped bool
}

// walk checks the directory dir, at rel ("." for the top), and everything
// below. Entries are stated and subdirectories opened through dir's own
// handle, so no path is resolved twice; the handles open at once are the
// directories on the current path, at most max_depth.
func (v *viewer) walk(dir *dirfs.File, rel string) error {
	ents, err := v.list(dir, rel)
	if err != nil {
		return err
	}
	// The listing holds what the scan reads: not the files over
	// max_file_bytes.
	listed := ents[:0:0]
	defer func() { v.listing.Add(rel, listed) }()
	for _, e := range ents {
		if err := v.ctx.Err(); err != nil {
			return err
		}
		child := join(rel, e.Name())
		switch typ := e.Type(); {
		case typ&fs.ModeSymlink != 0:
			v.symlinks++
			listed = append(listed, e)
		case typ.IsDir():
			if v.filtered(child, true) {
				continue
			}
			listed = append(listed, e)
			sub, err := dir.OpenDir(e.Name())
			if err != nil {
				return workspace.TargetError(child, err)
			}
			err = v.walk(sub, child)
			sub.Close()
			if err != nil {
				return err
			}
		case typ.IsRegular():
			if v.filtered(child, false) {
				continue
			}
			fi, err := dir.Lstat(e.Name())
			if err != nil {
				return workspace.TargetError(child, err)
			}
			if !fi.Mode().IsRegular() {
				return prepare.Errorf(prepare.ErrTarget, child, "changed type during preparation (now a %s)", dirfs.TypeName(fi.Mode()))
			}
			if skip, ok := v.budget.SkipFile(child, fi.Size()); ok {
				v.skipped = append(v.skipped, skip)
				continue
			}
			if err := v.budget.Declare(child, fi.Size()); err != nil {
				return err
			}
			listed = append(listed, e)
			v.files++
			v.bytes += fi.Size()
		default:
			v.specials++
			listed = append(listed, e)
		}
	}
	return nil
}

// filtered reports whether the target's patterns leave out the entry at
// child (an escaped path), counting it as excluded.
func (v *viewer) filtered(child string, isDir bool) bool {
	if v.filter == nil {
		return false
	}
	raw, ok := fsname.Unescape(child)
	if !ok {
		raw = child
	}
	if v.filter.Match(raw, isDir) {
		return false
	}
	v.excluded++
	return true
}

// list reads the directory dir (at rel) in batches, counting every entry
// against max_files as it is read (so a huge directory is never held in
// memory whole), and returns the entries sorted by name. At max_files the
// listing stops: the entries read before it are returned, the entry past
// it is recorded as skipped, and every later directory lists as empty.
func (v *viewer) list(dir *dirfs.File, rel string) ([]fs.DirEntry, error) {
	var ents []fs.DirEntry
	for !v.stopped {
		batch, err := dir.ReadDir(readDirBatch)
		for i, e := range batch {
			if err := v.budget.Entry(join(rel, e.Name())); err != nil {
				skip, ok := v.budget.SkipEntries(join(rel, e.Name()), err)
				if !ok {
					return nil, err
				}
				v.skipped, v.stopped = append(v.skipped, skip), true
				batch = batch[:i]
				break
			}
		}
		ents = append(ents, batch...)
		if v.stopped {
			break
		}
		if err == io.EOF || err == nil && len(batch) == 0 {
			break
		}
		if err != nil {
			return nil, workspace.TargetError(rel, err)
		}
	}
	slices.SortFunc(ents, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return ents, nil
}
