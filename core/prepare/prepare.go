// Package prepare defines how a worker builds the private workspace for one
// attempt from a job's target. Preparers register by target kind
// ("preparer.path", "preparer.archive").
//
// Besides the Preparer contract, the package holds what a preparer needs
// to keep it: limit defaults and checks (Limits, Budget), the workspace
// digest (Digest), and a writer that can only create files inside the
// workspace, within the limits (Workspace).
package prepare

import (
	"context"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/dirfs"
)

// Preparer builds a workspace for one target kind.
type Preparer interface {
	// Prepare fills dir (an empty private directory the pipeline created)
	// from t, or returns a *Error. It must never write outside dir, follow a
	// symlink out of the target, or exceed limits.
	Prepare(ctx context.Context, t job.Target, dir string, limits Limits) (Result, error)
}

// Limits bound a workspace. A zero field takes its default (see
// WithDefaults); a negative field is invalid (see Validate).
type Limits struct {
	// MaxBytes bounds the total bytes of regular files (for archives: the
	// total uncompressed bytes, declared and real). Default 1 GiB.
	MaxBytes int64
	// MaxFiles bounds the entries a preparer examines: regular files,
	// directories, and entries it skips (symlinks, special files) or
	// excludes by pattern. Default 100000.
	MaxFiles int
	// MaxFileBytes bounds one file. Default 256 MiB.
	MaxFileBytes int64
	// MaxRatio bounds archive expansion (uncompressed/compressed). Default 200.
	MaxRatio int
	// MaxPathBytes bounds the length in bytes of a workspace-relative,
	// slash-separated path. Default 1024.
	MaxPathBytes int
	// MaxDepth bounds the number of elements of a workspace-relative path
	// ("a/b/c" has depth 3). Default 64.
	MaxDepth int
}

// Result describes a prepared workspace.
type Result struct {
	// Root, when not empty, is the workspace to use instead of dir: a
	// preparer that offers a read-only view of the target in place (no
	// copy) returns the validated target path here. Whoever reads Root
	// must not follow symbolic links below it (internal/dirfs does not).
	Root string
	// Files is the number of regular files in the workspace.
	Files int
	// Bytes is the total size of those files.
	Bytes int64
	// Digest is the sha256 over the sorted (path, size, sha256) list of the
	// workspace's files, lowercase hex. See digest for the
	// exact encoding. It is empty for an in-place view (Root set), which
	// is not a snapshot: its files are read once, by the scanner.
	Digest string
	// Symlinks counts symbolic links skipped (never copied or followed).
	Symlinks int
	// Specials counts devices, FIFOs and sockets skipped.
	Specials int
	// Excluded counts files and directories left out by the target's
	// Include/Exclude patterns.
	Excluded int
	// Skipped lists what the preparer left out of the workspace on
	// purpose and the scan must report as not scanned: a file over
	// max_file_bytes, or the entries past max_files, where the preparer
	// stopped listing (one entry naming where). The rest of the target is
	// prepared.
	Skipped []Skip
	// Listing, when not nil, is the in-place view's listing of Root (every
	// directory's entries as the preparer's walk read them). A scanner
	// host in the worker's process walks it instead of reading each
	// directory again; it still opens every file through internal/dirfs,
	// which follows no link and skips what is not a regular file.
	Listing *dirfs.Listing
	// ListingOnly is set when Root holds entries the Listing leaves out on
	// purpose (the target's Include/Exclude patterns excluded them): the
	// scanner must see only what the Listing names. A backend that walks
	// the Listing reads Root in place; any other is given a copy of the
	// listed files (CopyListing).
	ListingOnly bool
}

// Skip is a file or an entry a preparer left out of a workspace, and why.
type Skip struct {
	// Path is the workspace path, slash-separated.
	Path string
	// Reason says why, naming the limit and the worker.toml key that
	// raises it.
	Reason string
}

// Error is a preparation failure caused by the target (bad archive, limit,
// traversal). It is not retryable: the same target fails the same way.
// Kind is one of the Err* sentinels and Err the underlying cause, if any;
// errors.Is matches both.
type Error struct {
	Path string // the entry or file concerned, if any
	Msg  string
	// Kind classifies the failure: ErrLimit, ErrUnsafePath, ErrEntryType,
	// ErrConflict, ErrFormat or ErrTarget. It may be nil.
	Kind error
	// Limit names the exceeded limit ("max_bytes", "max_files",
	// "max_file_bytes", "max_ratio", "max_path_bytes", "max_depth" or a
	// plugin's own limit key) when Kind is ErrLimit.
	Limit string
	// Err is the underlying cause, if any.
	Err error
}

func (e *Error) Error() string {
	if e.Path != "" {
		return "prepare: " + e.Path + ": " + e.Msg
	}
	return "prepare: " + e.Msg
}

// Unwrap returns Kind and Err, so errors.Is(err, prepare.ErrLimit) works.
func (e *Error) Unwrap() []error {
	var out []error
	if e.Kind != nil {
		out = append(out, e.Kind)
	}
	if e.Err != nil {
		out = append(out, e.Err)
	}
	return out
}

// Plugins is the typed registry namespace of Preparer plugins ("preparer.<name>"):
// a plugin registers with Plugins.Register, which checks in init that it
// implements Preparer, and the worker instantiates it typed.
var Plugins = registry.NewNamespace[Preparer]("preparer")
