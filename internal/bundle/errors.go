package bundle

import (
	"errors"
	"fmt"
	"strings"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// Sentinel errors. Every error from Open, Reader.Next, Verify and Inspect
// that concerns the bundle's content is an *Error whose Kind is one of these,
// so callers decide with errors.Is. ErrNotZstd, ErrTruncated, ErrTrailingData
// and ErrMismatch also match ErrCorrupt.
var (
	// ErrCorrupt marks a bundle that is not well formed: bad framing, an
	// unknown record type, bad JSON, an invalid finding, a zstd error.
	ErrCorrupt = errors.New("corrupt bundle")
	// ErrNotZstd marks a file that does not start with a zstd frame.
	ErrNotZstd = errors.New("not a zstd stream")
	// ErrTruncated marks a bundle that ends early: inside the zstd frame,
	// inside a record, or before the trailer.
	ErrTruncated = errors.New("truncated bundle")
	// ErrTrailingData marks bytes after the trailer record or after the zstd
	// frame.
	ErrTrailingData = errors.New("trailing data in bundle")
	// ErrMismatch marks a trailer whose record count, finding count, byte
	// count or sha256 disagrees with the records before it.
	ErrMismatch = errors.New("bundle trailer mismatch")
	// ErrTooLarge marks a bundle over one of the reader's Limits, whether
	// declared (file size, zstd window or content size, record length) or
	// actual (bytes decompressed, records read).
	ErrTooLarge = errors.New("bundle over limit")
	// ErrVersion marks a bundle in a format version this reader does not
	// know.
	ErrVersion = errors.New("unsupported bundle format version")
	// ErrIdentity marks a bundle whose header identity differs from the one
	// the caller expected.
	ErrIdentity = errors.New("bundle identity mismatch")
	// ErrDigest marks a bundle named <sha256>.bundle whose bytes hash to
	// something else.
	ErrDigest = errors.New("bundle digest mismatch")
	// ErrLimit is returned (wrapped) by Writer methods when an event does not
	// fit the writer's Limits. It wraps scanner.ErrLimit, so a scanner that
	// checks errors.Is(err, scanner.ErrLimit) stops. The event is dropped and
	// counted in Trailer.Dropped; the bundle stays valid and can be sealed.
	ErrLimit = fmt.Errorf("bundle limit reached: %w", scanner.ErrLimit)
	// ErrClosed is returned by Writer methods after Seal or Abort.
	ErrClosed = errors.New("bundle writer is closed")
)

// Error describes what is wrong with a bundle and where.
type Error struct {
	// Path is the bundle file, or a description of the source.
	Path string
	// Kind is one of the sentinel errors above.
	Kind error
	// Record is the 0-based index of the record concerned (the header is
	// record 0), or -1 when the problem is not in a record.
	Record int64
	// Offset is the byte offset of the problem: in the uncompressed record
	// stream when InFile is false, in the file when InFile is true. -1 when
	// unknown.
	Offset int64
	// InFile says Offset counts file (compressed) bytes.
	InFile bool
	// Detail says what was wrong.
	Detail string
	// Err is the underlying cause, if any.
	Err error
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("bundle ")
	b.WriteString(e.Path)
	b.WriteString(": ")
	if e.Record >= 0 {
		fmt.Fprintf(&b, "record %d ", e.Record)
	}
	if e.Offset >= 0 {
		if e.InFile {
			fmt.Fprintf(&b, "at file offset %d ", e.Offset)
		} else {
			fmt.Fprintf(&b, "at stream offset %d ", e.Offset)
		}
	}
	if e.Record >= 0 || e.Offset >= 0 {
		b.WriteString("(")
		b.WriteString(e.Kind.Error())
		b.WriteString("): ")
	} else {
		b.WriteString(e.Kind.Error())
		b.WriteString(": ")
	}
	b.WriteString(e.Detail)
	if e.Err != nil {
		b.WriteString(": ")
		b.WriteString(e.Err.Error())
	}
	return b.String()
}

// Unwrap returns Kind and the underlying cause.
func (e *Error) Unwrap() []error {
	if e.Err != nil {
		return []error{e.Kind, e.Err}
	}
	return []error{e.Kind}
}

// Is reports whether target is ErrCorrupt for the kinds that refine it.
func (e *Error) Is(target error) bool {
	if target != ErrCorrupt {
		return false
	}
	switch e.Kind {
	case ErrNotZstd, ErrTruncated, ErrTrailingData, ErrMismatch:
		return true
	}
	return false
}
