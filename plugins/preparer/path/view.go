package path

import (
	"context"
	"io"
	"io/fs"
	"slices"
	"strings"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/dirfs"
)

// view checks the directory target in place against limits and returns it
// as the workspace root. Nothing is copied or read: the walk lists every
// directory once and stats every regular file, through handles that never
// follow a symbolic link; the scanner then reads each file once. A view is
// not a snapshot, so no content digest is recorded (Result.Digest is
// empty): a digest taken before the scan would not prove what the scanner
// read.
func (p *Path) view(ctx context.Context, raw, target string, limits prepare.Limits) (prepare.Result, error) {
	fsys, err := dirfs.Open(target)
	if err != nil {
		return prepare.Result{}, prepare.TargetError(raw, err)
	}
	defer fsys.Close()
	v := &viewer{ctx: ctx, fsys: fsys, budget: prepare.NewBudget(limits)}
	if err := v.walk("."); err != nil {
		return prepare.Result{}, err
	}
	res := prepare.Result{Root: target, Files: v.files, Bytes: v.bytes, Symlinks: v.symlinks, Specials: v.specials}
	p.logger.DebugContext(ctx, "viewing path target in place", "files", res.Files, "bytes", res.Bytes,
		"symlinks_skipped", res.Symlinks, "specials_skipped", res.Specials)
	return res, nil
}

// viewer holds the state of one in-place walk.
type viewer struct {
	ctx    context.Context
	fsys   *dirfs.FS
	budget *prepare.Budget

	files, symlinks, specials int
	bytes                     int64
}

// walk checks the directory at rel ("." for the top) and everything below.
func (v *viewer) walk(rel string) error {
	ents, err := v.list(rel)
	if err != nil {
		return err
	}
	for _, e := range ents {
		if err := v.ctx.Err(); err != nil {
			return err
		}
		child := join(rel, e.name)
		switch typ := e.typ; {
		case typ&fs.ModeSymlink != 0:
			v.symlinks++
		case typ.IsDir():
			if err := v.walk(child); err != nil {
				return err
			}
		case typ.IsRegular():
			fi, err := v.fsys.Lstat(child)
			if err != nil {
				return prepare.TargetError(child, err)
			}
			if !fi.Mode().IsRegular() {
				return prepare.Errorf(prepare.ErrTarget, child, "changed type during preparation (now a %s)", typeName(fi.Mode()))
			}
			if err := v.budget.Declare(child, fi.Size()); err != nil {
				return err
			}
			v.files++
			v.bytes += fi.Size()
		default:
			v.specials++
		}
	}
	return nil
}

// list reads the directory at rel in batches, counting every entry against
// max_files as it is read (so a huge directory fails before it is held in
// memory), and returns the entries sorted by name.
func (v *viewer) list(rel string) ([]dirEntry, error) {
	f, err := v.fsys.Open(rel)
	if err != nil {
		return nil, prepare.TargetError(rel, err)
	}
	defer f.Close()
	d, ok := f.(fs.ReadDirFile)
	if !ok {
		return nil, prepare.Errorf(prepare.ErrTarget, rel, "is not a directory")
	}
	var ents []dirEntry
	for {
		batch, err := d.ReadDir(readDirBatch)
		for _, e := range batch {
			if err := v.budget.Entry(join(rel, e.Name())); err != nil {
				return nil, err
			}
			ents = append(ents, dirEntry{e.Name(), e.Type()})
		}
		if err == io.EOF || err == nil && len(batch) == 0 {
			break
		}
		if err != nil {
			return nil, prepare.TargetError(rel, err)
		}
	}
	slices.SortFunc(ents, func(a, b dirEntry) int { return strings.Compare(a.name, b.name) })
	return ents, nil
}
