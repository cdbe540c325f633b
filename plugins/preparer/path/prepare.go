package path

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/dirfs"
	"github.com/sluicehq/sluice/internal/workspace"
)

// readDirBatch is how many directory entries are read at once; every entry
// is counted against max_files as it is read, so a huge directory fails
// before it is held in memory.
const readDirBatch = 256

// Prepare builds the workspace for t in dir (ModeCopy) or validates t in
// place and returns it as Result.Root (ModeView). Failures caused by the
// target are *prepare.Error values.
func (p *Path) Prepare(ctx context.Context, t job.Target, dir string, limits prepare.Limits) (prepare.Result, error) {
	if err := limits.Validate(); err != nil {
		return prepare.Result{}, err
	}
	if len(p.resolved) != len(p.Roots) {
		return prepare.Result{}, errors.New("preparer.path: Prepare called before Provision")
	}
	if t.Kind != "" && t.Kind != Kind {
		return prepare.Result{}, prepare.Errorf(prepare.ErrTarget, "", "target kind %q is not %q", t.Kind, Kind)
	}
	filter, err := workspace.NewFilter(t.Include, t.Exclude)
	if err != nil {
		return prepare.Result{}, prepare.Errorf(prepare.ErrTarget, "", "target patterns: %w", err)
	}
	target, err := workspace.ResolveTarget(t.Path, p.resolved)
	if err != nil {
		return prepare.Result{}, err
	}
	fi, err := os.Lstat(target)
	if err != nil {
		return prepare.Result{}, workspace.TargetError(t.Path, err)
	}
	if p.Mode == ModeView && fi.IsDir() {
		return p.view(ctx, t.Path, target, limits, filter)
	}
	w := &walker{ctx: ctx, budget: prepare.NewBudget(limits), filter: filter}
	switch {
	case fi.IsDir():
		w.root, err = os.OpenRoot(target)
	case fi.Mode().IsRegular():
		w.root, err = os.OpenRoot(filepath.Dir(target))
	default:
		return prepare.Result{}, prepare.Errorf(prepare.ErrTarget, t.Path, "target is a %s, want a directory or a regular file", dirfs.TypeName(fi.Mode()))
	}
	if err != nil {
		return prepare.Result{}, workspace.TargetError(t.Path, err)
	}
	defer w.root.Close()

	ws, err := prepare.OpenWorkspace(dir, w.budget)
	if err != nil {
		return prepare.Result{}, err
	}
	defer ws.Close()
	w.ws = ws
	if fi.IsDir() {
		err = w.walkDir(".", "")
	} else {
		err = w.single(filepath.Base(target))
	}
	if err != nil {
		return prepare.Result{}, err
	}

	res, err := w.ws.Finish()
	if err != nil {
		return prepare.Result{}, err
	}
	res.Symlinks, res.Specials, res.Excluded, res.Skipped = w.symlinks, w.specials, w.excluded, w.skipped
	p.logger.DebugContext(ctx, "prepared path target", "mode", string(p.Mode), "files", res.Files,
		"bytes", res.Bytes, "symlinks_skipped", res.Symlinks, "specials_skipped", res.Specials, "excluded", res.Excluded)
	return res, nil
}

// walker holds the state of one Prepare call.
type walker struct {
	ctx    context.Context
	root   *os.Root
	budget *prepare.Budget
	filter *workspace.Filter
	ws     *prepare.Workspace

	symlinks, specials, excluded int
	// skipped are the files over max_file_bytes, not copied, and where the
	// walk stopped at max_files (stopped set).
	skipped []prepare.Skip
	stopped bool
}

type dirEntry struct {
	name string
	typ  fs.FileMode
}

// walkDir processes the directory at name (relative to the root); rel is its
// workspace path ("" for the top).
func (w *walker) walkDir(name, rel string) error {
	f, err := w.root.Open(name)
	if err != nil {
		return workspace.TargetError(rel, err)
	}
	var ents []dirEntry
	for !w.stopped {
		batch, err := f.ReadDir(readDirBatch)
		for _, e := range batch {
			if err := w.budget.Entry(join(rel, e.Name())); err != nil {
				skip, ok := w.budget.SkipEntries(join(rel, e.Name()), err)
				if !ok {
					f.Close()
					return err
				}
				// Stop here: what was read is copied, and every later
				// directory is left empty.
				w.skipped, w.stopped = append(w.skipped, skip), true
				break
			}
			ents = append(ents, dirEntry{e.Name(), e.Type()})
		}
		if w.stopped || err == io.EOF || err == nil && len(batch) == 0 {
			break
		}
		if err != nil {
			f.Close()
			return workspace.TargetError(rel, err)
		}
	}
	f.Close()
	slices.SortFunc(ents, func(a, b dirEntry) int { return strings.Compare(a.name, b.name) })
	for _, e := range ents {
		if err := w.ctx.Err(); err != nil {
			return err
		}
		childName, childRel := join(rel, e.name), join(rel, e.name)
		switch {
		case e.typ&fs.ModeSymlink != 0:
			w.symlinks++
		case e.typ.IsDir():
			if w.filter.Excluded(childRel) {
				w.excluded++
				continue
			}
			if err := w.ws.AddDir(childRel); err != nil {
				return err
			}
			if err := w.walkDir(childName, childRel); err != nil {
				return err
			}
		case e.typ.IsRegular():
			if !w.filter.Match(childRel, false) {
				w.excluded++
				continue
			}
			if err := w.file(childName, childRel); err != nil {
				return err
			}
		default:
			w.specials++
		}
	}
	return nil
}

// single handles a target that is one regular file: the workspace holds it
// under its base name, unless the target's patterns exclude it.
func (w *walker) single(name string) error {
	if err := w.budget.Entry(name); err != nil {
		return err
	}
	if !w.filter.Match(name, false) {
		w.excluded++
		return nil
	}
	return w.file(name, name)
}

// file copies the regular file at name into the workspace.
func (w *walker) file(name, rel string) error {
	before, err := w.root.Lstat(name)
	if err != nil {
		return workspace.TargetError(rel, err)
	}
	if !before.Mode().IsRegular() {
		return prepare.Errorf(prepare.ErrTarget, rel, "changed type during preparation (now a %s)", dirfs.TypeName(before.Mode()))
	}
	// O_NONBLOCK: should the entry be swapped for a FIFO, open must not hang.
	f, err := w.root.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return workspace.TargetError(rel, err)
	}
	defer f.Close()
	after, err := f.Stat()
	if err != nil {
		return workspace.TargetError(rel, err)
	}
	if !after.Mode().IsRegular() || !os.SameFile(before, after) {
		return prepare.Errorf(prepare.ErrTarget, rel, "was replaced during preparation")
	}
	if skip, ok := w.budget.SkipFile(rel, after.Size()); ok {
		w.skipped = append(w.skipped, skip)
		return nil
	}
	_, err = w.ws.AddFile(w.ctx, rel, f)
	return err
}

func join(dir, name string) string {
	if dir == "" || dir == "." {
		return name
	}
	return dir + "/" + name
}
