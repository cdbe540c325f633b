package workspace

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall"
	"testing"

	"github.com/sluicehq/sluice/core/prepare"
)

// TestPermanentAndTargetError: errors about a name or the layout of the
// target are the target's fault and final; I/O errors may pass and are
// left to a retry.
func TestPermanentAndTargetError(t *testing.T) {
	tests := []struct {
		err       error
		permanent bool
	}{
		{&fs.PathError{Op: "lstat", Path: "\xff.env", Err: syscall.EINVAL}, true},
		{&fs.PathError{Op: "open", Path: "x", Err: fs.ErrInvalid}, true},
		{&fs.PathError{Op: "openat", Path: "x", Err: syscall.EILSEQ}, true},
		{&fs.PathError{Op: "open", Path: "x", Err: syscall.ENAMETOOLONG}, true},
		{&fs.PathError{Op: "open", Path: "x", Err: syscall.ELOOP}, true},
		{&fs.PathError{Op: "open", Path: "x", Err: syscall.ENOTDIR}, true},
		{fmt.Errorf("walking: %w", prepare.Errorf(prepare.ErrLimit, "x", "too big")), true},
		{&fs.PathError{Op: "read", Path: "x", Err: syscall.EIO}, false},
		{&fs.PathError{Op: "write", Path: "x", Err: syscall.ENOSPC}, false},
		{errors.New("connection reset"), false},
	}
	for _, tc := range tests {
		if got := Permanent(tc.err); got != tc.permanent {
			t.Errorf("Permanent(%v) = %v, want %v", tc.err, got, tc.permanent)
		}
		var pe *prepare.Error
		isTarget := errors.As(TargetError("x", tc.err), &pe)
		if isTarget != tc.permanent {
			t.Errorf("TargetError(%v) is a *Error: %v, want %v", tc.err, isTarget, tc.permanent)
		}
	}
}
