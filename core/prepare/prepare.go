// Package prepare defines how a worker builds the private workspace for one
// attempt from a job's target. Preparers register by target kind
// ("preparer.path", "preparer.archive").
package prepare

import (
	"context"

	"github.com/sluicehq/sluice/core/job"
)

// Preparer builds a workspace for one target kind.
type Preparer interface {
	// Prepare fills dir (an empty private directory the pipeline created)
	// from t, or returns a *Error. It must never write outside dir, follow a
	// symlink out of the target, or exceed limits.
	Prepare(ctx context.Context, t job.Target, dir string, limits Limits) (Result, error)
}

// Limits bound a workspace.
type Limits struct {
	MaxBytes     int64 // total bytes of regular files
	MaxFiles     int   // regular files + directories
	MaxFileBytes int64 // one file
	// MaxRatio bounds archive expansion (uncompressed/compressed).
	MaxRatio int
}

// Result describes a prepared workspace.
type Result struct {
	// Root, when not empty, is the workspace to use instead of dir: a
	// preparer that offers a read-only view of the target in place (no
	// copy) returns the validated target path here.
	Root  string
	Files int
	Bytes int64
	// Digest is the sha256 over the sorted (path, size, sha256) list of the
	// workspace's files, lowercase hex.
	Digest string
}

// Error is a preparation failure caused by the target (bad archive, limit,
// traversal). It is not retryable: the same target fails the same way.
type Error struct {
	Path string // the entry or file concerned, if any
	Msg  string
}

func (e *Error) Error() string {
	if e.Path != "" {
		return "prepare: " + e.Path + ": " + e.Msg
	}
	return "prepare: " + e.Msg
}
