package archive

import (
	"archive/tar"
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/fsname"
	"github.com/sluicehq/sluice/internal/tarsafe"
	"github.com/sluicehq/sluice/internal/workspace"
)

// tar extracts a tar stream from r (size bytes on disk), gunzipping it first
// when gz is set. The walk is tarsafe's; tarVisitor names, filters and
// writes the entries it accepts.
func (e *extractor) tar(r io.Reader, size int64, gz bool) error {
	l := e.budget.Limits()
	opt := tarsafe.Options{
		Gzip: gz,
		Size: size,
		// A file over limits.file_max_bytes is left out, not refused
		// (tarVisitor.File); its bytes still count in the totals.
		MaxFileBytes:      max(l.MaxFileBytes, l.MaxBytes),
		MaxTotalBytes:     l.MaxBytes,
		MaxRatio:          int64(l.MaxRatio),
		RatioFloor:        RatioFloorBytes,
		MaxStreamBytes:    tarsafe.SatAdd(l.MaxBytes, HeaderAllowanceBytes+tarsafe.SatMul(2048, int64(l.MaxFiles))),
		SkipGlobalHeaders: true,
	}
	err := tarsafe.Walk(e.ctx, r, opt, (*tarVisitor)(e))
	if err == nil {
		return nil
	}
	return tarError(err, size, l)
}

// tarError turns a failure of the walk into a *prepare.Error; errors the
// visitor returned, and the context's, pass as they are.
func tarError(err error, size int64, l prepare.Limits) error {
	var le *tarsafe.LimitError
	var ee *tarsafe.EntryError
	var fe *tarsafe.FormatError
	switch {
	case errors.As(err, &le):
		switch le.Limit {
		case tarsafe.LimitFileBytes:
			return prepare.LimitError(le.Name, prepare.LimitFileBytes, le.Value, le.Max, "bytes declared")
		case tarsafe.LimitTotalBytes:
			return prepare.LimitError(le.Name, prepare.LimitBytes, le.Value, le.Max, "bytes declared in total")
		case tarsafe.LimitDeclaredRatio:
			return ratioError(le.Name, le.Value, size, l.MaxRatio, true)
		case tarsafe.LimitRatio:
			return ratioError(le.Name, le.Value, size, l.MaxRatio, false)
		case tarsafe.LimitStreamBytes:
			return prepare.LimitError(le.Name, prepare.LimitBytes, le.Value, le.Max, "bytes of tar stream (content, headers and padding)")
		}
		return prepare.LimitError(le.Name, prepare.LimitFiles, le.Value, le.Max, "entries")
	case errors.As(err, &ee):
		return refusal(ee)
	case errors.As(err, &fe):
		switch fe.Problem {
		case tarsafe.FormatNotGzip:
			return prepare.Errorf(prepare.ErrFormat, "", "reading gzip header: %w", fe.Err)
		case tarsafe.FormatNotTar:
			return prepare.Errorf(prepare.ErrFormat, "", "gzip stream does not hold a tar archive")
		case tarsafe.FormatRead:
			return prepare.Errorf(prepare.ErrFormat, "", "corrupt or truncated archive: %w", fe.Err)
		}
		return prepare.Errorf(prepare.ErrFormat, "", "%v", fe)
	}
	return err
}

// refusal is the *prepare.Error of an entry tarsafe refuses.
func refusal(e *tarsafe.EntryError) *prepare.Error {
	h := e.Header
	switch e.Problem {
	case tarsafe.ProblemSymlink:
		return prepare.Errorf(prepare.ErrEntryType, h.Name, "symlink entries are not allowed (link to %s)", fsname.Short(h.Linkname))
	case tarsafe.ProblemHardlink:
		return prepare.Errorf(prepare.ErrEntryType, h.Name, "hardlink entries are not allowed (link to %s)", fsname.Short(h.Linkname))
	case tarsafe.ProblemDevice:
		return prepare.Errorf(prepare.ErrEntryType, h.Name, "device entries are not allowed")
	case tarsafe.ProblemFIFO:
		return prepare.Errorf(prepare.ErrEntryType, h.Name, "FIFO entries are not allowed")
	case tarsafe.ProblemSparse:
		return prepare.Errorf(prepare.ErrEntryType, h.Name, "sparse file entries are not supported")
	case tarsafe.ProblemDirName:
		return prepare.Errorf(prepare.ErrFormat, h.Name, "regular file entry with a directory name (trailing /)")
	}
	return prepare.Errorf(prepare.ErrEntryType, h.Name, "unsupported tar entry type %q", h.Typeflag)
}

// tarVisitor is the extractor as the tarsafe.Visitor of a tar archive.
type tarVisitor extractor

// path checks an entry's name and counts the entry. skip reports the
// archive root ("./"), which holds nothing.
func (v *tarVisitor) path(h *tar.Header) (p string, skip bool, err error) {
	p, err = workspace.CleanEntryPath(h.Name)
	if err != nil {
		return "", false, err
	}
	if p == "" {
		if h.Typeflag == tar.TypeDir {
			return "", true, nil
		}
		return "", false, prepare.Errorf(prepare.ErrUnsafePath, h.Name, "entry of type %q names the archive root", h.Typeflag)
	}
	return p, false, (*extractor)(v).stopListing(p, v.budget.Entry(p))
}

func (v *tarVisitor) Dir(h *tar.Header) error {
	p, skip, err := v.path(h)
	if err != nil || skip {
		return err
	}
	if v.filter.Excluded(p) {
		v.excluded++
		return nil
	}
	return (*extractor)(v).stopListing(p, v.ws.AddDir(p))
}

func (v *tarVisitor) File(h *tar.Header, content io.Reader) error {
	p, _, err := v.path(h)
	if err != nil {
		return err
	}
	if !v.filter.Match(p, false) {
		v.excluded++
		return nil // tar.Reader.Next skips the data
	}
	if (*extractor)(v).skipFile(p, h.Size) {
		return nil
	}
	sum, err := v.ws.AddFile(v.ctx, p, content)
	if err != nil {
		return v.writeError(h.Name, (*extractor)(v).stopListing(p, err))
	}
	if sum.Size != h.Size {
		return prepare.Errorf(prepare.ErrFormat, h.Name, "size mismatch: header declares %d bytes, entry holds %d", h.Size, sum.Size)
	}
	return nil
}

func (v *tarVisitor) Refuse(e *tarsafe.EntryError) error { return refusal(e) }

// writeError turns an error from writing an entry into the error to
// report: a *prepare.Error or context error as it is, a failure reading the
// archive (a *prepare.ReadError) as a malformed archive. Anything else is a
// write error on the workspace side, returned wrapped: it may be transient.
// (A stream cap the read passed replaces all of these: tarsafe reports it.)
func (v *tarVisitor) writeError(name string, err error) error {
	var pe *prepare.Error
	if errors.As(err, &pe) || errors.Is(err, fs.SkipAll) || v.ctx.Err() != nil && errors.Is(err, v.ctx.Err()) {
		return err
	}
	var re *prepare.ReadError
	if errors.As(err, &re) {
		return prepare.Errorf(prepare.ErrFormat, name, "corrupt or truncated archive: %w", err)
	}
	return fmt.Errorf("extracting %s: %w", fsname.Short(name), err)
}
