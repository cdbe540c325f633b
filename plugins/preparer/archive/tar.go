package archive

import (
	"archive/tar"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/tarsafe"
)

// streamGuard bounds a decompressed stream: at most ratioMax bytes (the
// max_ratio expansion of the compressed size) and at most streamMax bytes
// (max_bytes plus the header allowance). Its first error sticks, so it is
// reported even when a reader above wraps or replaces it.
type streamGuard struct {
	r         io.Reader
	n         int64
	size      int64
	ratio     int
	ratioMax  int64
	streamMax int64
	entry     string // the entry being read, for errors
	err       error
}

func (g *streamGuard) Read(p []byte) (int, error) {
	if g.err != nil {
		return 0, g.err
	}
	n, err := g.r.Read(p)
	g.n += int64(n)
	switch {
	case g.n > g.ratioMax:
		g.err = ratioError(g.entry, g.n, g.size, g.ratio)
	case g.n > g.streamMax:
		g.err = prepare.LimitError(g.entry, prepare.LimitBytes, g.n, g.streamMax, "bytes of tar stream (content, headers and padding)")
	}
	if g.err != nil {
		return n, g.err
	}
	return n, err
}

// tar extracts a tar stream from r (size bytes on disk), gunzipping it first
// when gz is set.
func (e *extractor) tar(r io.Reader, size int64, gz bool) error {
	l := e.budget.Limits()
	var guard *streamGuard
	if gz {
		zr, err := gzip.NewReader(r)
		if err != nil {
			return prepare.Errorf(prepare.ErrFormat, "", "reading gzip header: %w", err)
		}
		defer zr.Close()
		guard = &streamGuard{
			r: zr, size: size, ratio: l.MaxRatio,
			ratioMax:  expansionLimit(size, l.MaxRatio),
			streamMax: tarsafe.SatAdd(l.MaxBytes, HeaderAllowanceBytes+tarsafe.SatMul(2048, int64(l.MaxFiles))),
		}
		head := make([]byte, magicBytes)
		n, err := io.ReadFull(guard, head)
		if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
			return e.streamError(guard, "", err, true)
		}
		if !isTarHeader(head[:n]) {
			return prepare.Errorf(prepare.ErrFormat, "", "gzip stream does not hold a tar archive")
		}
		r = io.MultiReader(strings.NewReader(string(head[:n])), guard)
	}
	tr := tar.NewReader(r)
	for {
		if err := e.ctx.Err(); err != nil {
			return err
		}
		hdr, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return e.streamError(guard, "", err, true)
		}
		if guard != nil {
			guard.entry = hdr.Name
		}
		if err := e.tarEntry(tr, hdr); err != nil {
			return e.streamError(guard, hdr.Name, err, false)
		}
	}
}

// tarEntry checks one tar entry and extracts it unless it is excluded.
func (e *extractor) tarEntry(tr *tar.Reader, hdr *tar.Header) error {
	if hdr.Typeflag == tar.TypeXGlobalHeader {
		return nil // PAX global records carry no file; the stream limits bound them
	}
	p, err := prepare.CleanEntryPath(hdr.Name)
	if err != nil {
		return err
	}
	if p == "" {
		if hdr.Typeflag == tar.TypeDir {
			return nil // "./": the archive root
		}
		return prepare.Errorf(prepare.ErrUnsafePath, hdr.Name, "entry of type %q names the archive root", hdr.Typeflag)
	}
	if err := e.budget.Entry(p); err != nil {
		return err
	}
	switch hdr.Typeflag {
	case tar.TypeReg: // tar.Reader reports legacy '\x00' entries as TypeReg (or TypeDir with a trailing /)
		if strings.HasSuffix(hdr.Name, "/") {
			return prepare.Errorf(prepare.ErrFormat, hdr.Name, "regular file entry with a directory name (trailing /)")
		}
		if tarsafe.IsSparse(hdr) {
			return prepare.Errorf(prepare.ErrEntryType, hdr.Name, "sparse file entries are not supported")
		}
		if err := e.budget.Declare(p, hdr.Size); err != nil {
			return err
		}
		if !e.filter.Match(p, false) {
			e.excluded++
			return nil // tar.Reader.Next skips the data
		}
		sum, err := e.ws.AddFile(e.ctx, p, tr)
		if err != nil {
			return err
		}
		if sum.Size != hdr.Size {
			return prepare.Errorf(prepare.ErrFormat, hdr.Name, "size mismatch: header declares %d bytes, entry holds %d", hdr.Size, sum.Size)
		}
		return nil
	case tar.TypeDir:
		if e.filter.Excluded(p) {
			e.excluded++
			return nil
		}
		return e.ws.AddDir(p)
	case tar.TypeSymlink:
		return prepare.Errorf(prepare.ErrEntryType, hdr.Name, "symlink entries are not allowed (link to %s)", prepare.ShortPath(hdr.Linkname))
	case tar.TypeLink:
		return prepare.Errorf(prepare.ErrEntryType, hdr.Name, "hardlink entries are not allowed (link to %s)", prepare.ShortPath(hdr.Linkname))
	case tar.TypeChar, tar.TypeBlock:
		return prepare.Errorf(prepare.ErrEntryType, hdr.Name, "device entries are not allowed")
	case tar.TypeFifo:
		return prepare.Errorf(prepare.ErrEntryType, hdr.Name, "FIFO entries are not allowed")
	case tar.TypeGNUSparse:
		return prepare.Errorf(prepare.ErrEntryType, hdr.Name, "sparse file entries are not supported")
	default:
		return prepare.Errorf(prepare.ErrEntryType, hdr.Name, "unsupported tar entry type %q", hdr.Typeflag)
	}
}

// streamError turns an error met while extracting into the error to
// report: a limit the guard hit, a *prepare.Error or context error as it is,
// and a failure reading the archive (source is set, or a *prepare.ReadError
// from copying an entry) as a malformed archive. Anything else is a write
// error on the workspace side, returned wrapped: it may be transient.
func (e *extractor) streamError(guard *streamGuard, name string, err error, source bool) error {
	if guard != nil && guard.err != nil {
		return guard.err
	}
	var pe *prepare.Error
	if errors.As(err, &pe) || e.ctx.Err() != nil && errors.Is(err, e.ctx.Err()) {
		return err
	}
	var re *prepare.ReadError
	if source || errors.As(err, &re) {
		return prepare.Errorf(prepare.ErrFormat, name, "corrupt or truncated archive: %w", err)
	}
	return fmt.Errorf("extracting %s: %w", prepare.ShortPath(name), err)
}
