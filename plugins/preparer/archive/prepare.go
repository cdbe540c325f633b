package archive

import (
	"context"
	"errors"
	"os"
	"syscall"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/workspace"
)

// Prepare extracts the archive at t.Path into dir. Failures caused by the
// archive are *prepare.Error values naming the entry; on any error dir may
// hold a partial tree, which the caller removes (workspace.RemoveWorkspace).
func (a *Archive) Prepare(ctx context.Context, t job.Target, dir string, limits prepare.Limits) (prepare.Result, error) {
	if err := limits.Validate(); err != nil {
		return prepare.Result{}, err
	}
	if len(a.resolved) != len(a.Roots) {
		return prepare.Result{}, errors.New("preparer.archive: Prepare called before Provision")
	}
	if t.Kind != "" && t.Kind != Kind {
		return prepare.Result{}, prepare.Errorf(prepare.ErrTarget, "", "target kind %q is not %q", t.Kind, Kind)
	}
	filter, err := workspace.NewFilter(t.Include, t.Exclude)
	if err != nil {
		return prepare.Result{}, prepare.Errorf(prepare.ErrTarget, "", "target patterns: %w", err)
	}
	path, err := workspace.ResolveTarget(t.Path, a.resolved)
	if err != nil {
		return prepare.Result{}, err
	}
	// O_NOFOLLOW: the resolved path must not have become a symlink since;
	// O_NONBLOCK: a FIFO swapped in must not hang the open.
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		return prepare.Result{}, workspace.TargetError(t.Path, err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return prepare.Result{}, workspace.TargetError(t.Path, err)
	}
	if !fi.Mode().IsRegular() {
		return prepare.Result{}, prepare.Errorf(prepare.ErrTarget, t.Path, "archive is not a regular file")
	}
	if fi.Size() > int64(a.MaxArchiveBytes) {
		return prepare.Result{}, prepare.LimitError(t.Path, "max_archive_bytes", fi.Size(), int64(a.MaxArchiveBytes), "bytes")
	}
	ex := &extractor{ctx: ctx, budget: prepare.NewBudget(limits), filter: filter, accept: a.accepts}
	res, err := ex.run(f, fi.Size(), dir)
	if err != nil {
		return prepare.Result{}, err
	}
	a.logger.DebugContext(ctx, "prepared archive target", "format", string(ex.format), "files", res.Files,
		"bytes", res.Bytes, "excluded", res.Excluded)
	return res, nil
}
