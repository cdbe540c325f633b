package workspace

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/fsname"
)

// ResolveRoots returns roots (absolute directories from a preparer's config)
// with their symlinks resolved, for ResolveTarget. It touches the file
// system, so call it from Provision. field names the config key in errors.
func ResolveRoots(field string, roots []string) ([]string, error) {
	out := make([]string, 0, len(roots))
	for i, r := range roots {
		if !filepath.IsAbs(r) {
			return nil, fmt.Errorf("%s[%d]: %q is not an absolute path", field, i, r)
		}
		real, err := filepath.EvalSymlinks(r)
		if err != nil {
			return nil, fmt.Errorf("%s[%d]: %w", field, i, err)
		}
		out = append(out, real)
	}
	return out, nil
}

// ResolveTarget checks a job's target path (absolute, at most
// job.MaxPathLen bytes, no NUL), resolves its symlinks, and, when roots (as
// returned by ResolveRoots) is not empty, checks that the resolved path is
// one of them or lies below one. Every failure is a *Error of kind
// ErrTarget. Symlinks in the target path itself are the operator's business
// and are followed once, here; nothing below the target is ever followed.
func ResolveTarget(raw string, roots []string) (string, error) {
	switch {
	case raw == "":
		return "", prepare.Errorf(prepare.ErrTarget, "", "target path is empty")
	case len(raw) > job.MaxPathLen:
		return "", prepare.Errorf(prepare.ErrTarget, raw, "target path longer than %d bytes", job.MaxPathLen)
	case strings.IndexByte(raw, 0) >= 0:
		return "", prepare.Errorf(prepare.ErrTarget, raw, "target path contains a NUL byte")
	case !filepath.IsAbs(raw):
		return "", prepare.Errorf(prepare.ErrTarget, raw, "target path is not absolute")
	}
	real, err := filepath.EvalSymlinks(filepath.Clean(raw))
	if err != nil {
		return "", TargetError(raw, err)
	}
	if len(roots) == 0 {
		return real, nil
	}
	for _, r := range roots {
		if rel, err := filepath.Rel(r, real); err == nil && rel != ".." && !strings.HasPrefix(rel, "../") {
			return real, nil
		}
	}
	return "", prepare.Errorf(prepare.ErrTarget, raw, "target resolves to %s, which is outside the allowed roots", fsname.Short(real))
}

// TargetError classifies a file system error about the target at path: a
// missing file, a permission problem, or an error about a name or the
// layout of the tree (see Permanent) is the target's fault (a *Error of
// kind ErrTarget); anything else (an I/O error) is returned wrapped as it
// is, since it may be transient. A *Error passes through unchanged.
func TargetError(path string, err error) error {
	var pe *prepare.Error
	if errors.As(err, &pe) {
		return err
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return prepare.Errorf(prepare.ErrTarget, path, "does not exist: %w", err)
	case errors.Is(err, fs.ErrPermission):
		return prepare.Errorf(prepare.ErrTarget, path, "permission denied: %w", err)
	case isLayoutError(err):
		return prepare.Errorf(prepare.ErrTarget, path, "%w", err)
	}
	return fmt.Errorf("reading target %s: %w", fsname.Short(path), err)
}

// Permanent reports whether err, as a Preparer returned it, is one that
// preparing again cannot fix, so the job must fail at once rather than be
// retried: a *Error (the target's fault), or a file system error about a
// name or the layout of the tree (an invalid argument, a name too long or
// in an encoding the file system refuses, a symbolic link loop, a file
// where a directory should be). Anything else (an I/O error, a full disk,
// a network failure) may be transient.
func Permanent(err error) bool {
	var pe *prepare.Error
	return errors.As(err, &pe) || isLayoutError(err)
}

func isLayoutError(err error) bool {
	if errors.Is(err, fs.ErrInvalid) {
		return true
	}
	for _, le := range layoutErrors {
		if errors.Is(err, le) {
			return true
		}
	}
	return false
}
