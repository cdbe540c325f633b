package prepare

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/sluicehq/sluice/internal/fsname"
)

// copyBufBytes is the chunk size of Budget.Copy; the context is checked
// between chunks.
const copyBufBytes = 128 << 10

// Budget counts what a preparer examines against Limits: entries, declared
// sizes (archive headers) and real bytes. It is not safe for concurrent use;
// one Prepare call owns one Budget.
type Budget struct {
	l             Limits
	entries       int
	declaredBytes int64
	realBytes     int64
	buf           []byte
}

// NewBudget returns a Budget for l with its defaults applied.
func NewBudget(l Limits) *Budget { return &Budget{l: l.WithDefaults()} }

// Limits returns the limits in force, defaults applied.
func (b *Budget) Limits() Limits { return b.l }

// Bytes returns the real bytes counted by Copy so far.
func (b *Budget) Bytes() int64 { return b.realBytes }

// Entry counts one examined entry at relative path p (file, directory, or
// an entry that is skipped or excluded) and checks p's length and depth. It
// returns a limit *Error naming p when a limit is exceeded.
func (b *Budget) Entry(p string) error {
	if err := checkPathLimits(p, b.l); err != nil {
		return err
	}
	b.entries++
	if b.entries > b.l.MaxFiles {
		return LimitError(p, LimitFiles, int64(b.entries), int64(b.l.MaxFiles), "entries")
	}
	return nil
}

// SkipEntries reports whether err is the max_files limit that Entry
// returns, and if so the Skip a preparer that stops listing there records:
// the entry past the limit, and how to raise it.
func (b *Budget) SkipEntries(p string, err error) (Skip, bool) {
	var le *Error
	if !errors.As(err, &le) || le.Limit != LimitFiles {
		return Skip{}, false
	}
	return Skip{Path: p, Reason: fmt.Sprintf("listing stopped here, after %d entries (files and directories): over %s; what was listed before it is scanned",
		b.l.MaxFiles, limitSetting(LimitFiles, int64(b.l.MaxFiles)))}, true
}

// StopListing returns fs.SkipAll, appending to skipped the Skip that says
// where listing stopped (SkipEntries), when err is the entry limit; it
// returns err otherwise. fs.SkipAll is the standard library's "stop
// walking" (fs.WalkDir ends without an error on it): the preparer stops
// listing there, keeps what it prepared, and finishes.
func (b *Budget) StopListing(p string, err error, skipped *[]Skip) error {
	if skip, ok := b.SkipEntries(p, err); ok {
		*skipped = append(*skipped, skip)
		return fs.SkipAll
	}
	return err
}

// SkipFile reports whether a regular file of size bytes at p is over
// MaxFileBytes, and if so the Skip a preparer that leaves it out records.
func (b *Budget) SkipFile(p string, size int64) (Skip, bool) {
	if size <= b.l.MaxFileBytes {
		return Skip{}, false
	}
	return Skip{Path: p, Reason: fmt.Sprintf("%d bytes, over %s", size, limitSetting(LimitFileBytes, b.l.MaxFileBytes))}, true
}

// Declare checks a size a header declares for the file at p, before any of
// its bytes are read: it must not be negative, exceed MaxFileBytes, or bring
// the sum of declared sizes above MaxBytes.
func (b *Budget) Declare(p string, size int64) error {
	if size < 0 {
		return Errorf(ErrFormat, p, "negative declared size %d", size)
	}
	if size > b.l.MaxFileBytes {
		return LimitError(p, LimitFileBytes, size, b.l.MaxFileBytes, "bytes declared")
	}
	b.declaredBytes += size
	if b.declaredBytes > b.l.MaxBytes {
		return LimitError(p, LimitBytes, b.declaredBytes, b.l.MaxBytes, "bytes declared in total")
	}
	return nil
}

// Copy copies src to dst (io.Discard to only hash) for the file at p,
// counting every real byte against MaxFileBytes and MaxBytes, whatever any
// header said, and returns the file's FileSum. It reads at most one byte
// past the tighter limit before failing with a limit *Error. Errors from dst
// are returned as they are; errors from src are returned wrapped as read
// errors (the caller decides whether they are the target's fault).
func (b *Budget) Copy(ctx context.Context, p string, dst io.Writer, src io.Reader) (FileSum, error) {
	if b.buf == nil {
		b.buf = make([]byte, copyBufBytes)
	}
	h := sha256.New()
	var n int64
	for {
		if err := ctx.Err(); err != nil {
			return FileSum{}, err
		}
		m, rerr := src.Read(b.buf)
		if m > 0 {
			n += int64(m)
			b.realBytes += int64(m)
			if n > b.l.MaxFileBytes {
				return FileSum{}, LimitError(p, LimitFileBytes, n, b.l.MaxFileBytes, "bytes or more")
			}
			if b.realBytes > b.l.MaxBytes {
				return FileSum{}, LimitError(p, LimitBytes, b.realBytes, b.l.MaxBytes, "bytes or more in total")
			}
			h.Write(b.buf[:m])
			if _, err := dst.Write(b.buf[:m]); err != nil {
				return FileSum{}, err
			}
		}
		if rerr == io.EOF {
			break
		}
		if rerr != nil {
			return FileSum{}, &ReadError{Path: p, Err: rerr}
		}
	}
	fs := FileSum{Path: p, Size: n}
	h.Sum(fs.SHA256[:0])
	return fs, nil
}

// ReadError is a failure reading the source of a file in Budget.Copy.
type ReadError struct {
	Path string
	Err  error
}

func (e *ReadError) Error() string { return "reading " + fsname.Short(e.Path) + ": " + e.Err.Error() }

// Unwrap returns the read error.
func (e *ReadError) Unwrap() error { return e.Err }
