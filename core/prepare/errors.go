package prepare

import (
	"errors"
	"fmt"

	"github.com/sluicehq/sluice/internal/fsname"
)

// Kinds of preparation failure, matched with errors.Is on a *Error.
var (
	// ErrLimit: a limit in Limits (or a plugin's own limit) was exceeded.
	ErrLimit = errors.New("limit exceeded")
	// ErrUnsafePath: an entry name is absolute, climbs out with "..", uses
	// a Windows drive, UNC path or backslash, or is otherwise not a clean
	// relative path.
	ErrUnsafePath = errors.New("unsafe path")
	// ErrEntryType: an entry is a symlink, hardlink, device, FIFO, socket
	// or another type the preparer does not accept.
	ErrEntryType = errors.New("unsupported entry type")
	// ErrConflict: an entry duplicates an earlier one, a file clashes with
	// a directory, or an entry's parent is a file.
	ErrConflict = errors.New("conflicting entry")
	// ErrFormat: the target is not in a supported format, is corrupt, is
	// encrypted, or uses an unsupported compression method.
	ErrFormat = errors.New("unsupported or malformed archive")
	// ErrTarget: the target itself is missing, of the wrong type, or
	// outside the allowed roots.
	ErrTarget = errors.New("bad target")
)

// Errorf returns a *Error of the given kind about path (which may be empty).
// A %w verb in format also sets Err.
func Errorf(kind error, path, format string, args ...any) *Error {
	err := fmt.Errorf(format, args...)
	return &Error{Path: fsname.Short(path), Msg: err.Error(), Kind: kind, Err: errors.Unwrap(err)}
}

// LimitError returns a *Error of kind ErrLimit naming the limit (its config
// key), the value found and the limit itself, about path.
func LimitError(path, limit string, value, max int64, unit string) *Error {
	return &Error{
		Path:  fsname.Short(path),
		Msg:   fmt.Sprintf("%d %s, over %s", value, unit, limitSetting(limit, max)),
		Kind:  ErrLimit,
		Limit: limit,
	}
}

// limitKeys are the worker.toml keys that set the limits.
var limitKeys = map[string]string{
	LimitBytes:     "limits.workspace_max_bytes",
	LimitFiles:     "limits.workspace_max_files",
	LimitFileBytes: "limits.file_max_bytes",
	LimitRatio:     "limits.archive_max_ratio",
}

// limitSetting names the limit and its value as a user sets it: "the
// limit of 67108864 (limits.file_max_bytes in worker.toml)", or, for a
// limit no setting changes, "the limit of 64 (max_depth)".
func limitSetting(limit string, max int64) string {
	if key, ok := limitKeys[limit]; ok {
		return fmt.Sprintf("the limit of %d (%s in worker.toml)", max, key)
	}
	return fmt.Sprintf("the limit of %d (%s)", max, limit)
}
