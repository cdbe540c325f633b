package archive

import (
	"archive/zip"
	"errors"
	"io"
	"io/fs"
	"math"
	"slices"
	"strings"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/fsname"
	"github.com/sluicehq/sluice/internal/tarsafe"
	"github.com/sluicehq/sluice/internal/workspace"
)

// zipEntry is a zip entry that passed the checks of the first pass.
type zipEntry struct {
	f     *zip.File
	path  string
	dir   bool
	start int64 // offset of the entry's data
	end   int64
}

// zip validates every entry of the central directory first (names, types,
// encryption, methods, declared sizes and ratios, overlapping data), and
// only then extracts, checking real sizes and checksums as it goes.
func (e *extractor) zip(ra io.ReaderAt, size int64) error {
	l := e.budget.Limits()
	zr, err := zip.NewReader(ra, size)
	if err != nil && !errors.Is(err, zip.ErrInsecurePath) {
		return prepare.Errorf(prepare.ErrFormat, "", "reading zip directory: %w", err)
	}
	entries := make([]zipEntry, 0, min(len(zr.File), l.MaxFiles))
	stopped := false
	for _, f := range zr.File {
		if err := e.ctx.Err(); err != nil {
			return err
		}
		ent, skip, err := e.checkZipEntry(f, size)
		if err = e.stopListing(f.Name, err); errors.Is(err, fs.SkipAll) {
			stopped = true
			break
		}
		if err != nil {
			return err
		}
		if !skip {
			entries = append(entries, ent)
		}
	}
	if err := checkOverlap(entries); err != nil {
		return err
	}
	for _, ent := range entries {
		if err := e.ctx.Err(); err != nil {
			return err
		}
		if ent.dir {
			if e.filter.Excluded(ent.path) {
				e.excluded++
				continue
			}
			if err := e.stopListing(ent.path, e.ws.AddDir(ent.path)); err != nil {
				return err
			}
			continue
		}
		if !e.filter.Match(ent.path, false) {
			e.excluded++
			continue
		}
		if err := e.stopListing(ent.path, e.extractZipFile(ent, size)); err != nil {
			return err
		}
	}
	if stopped {
		return fs.SkipAll
	}
	return nil
}

// checkZipEntry runs the first-pass checks on one entry. skip reports the
// archive root entry ("./").
func (e *extractor) checkZipEntry(f *zip.File, size int64) (ent zipEntry, skip bool, err error) {
	l := e.budget.Limits()
	name := f.Name
	p, err := workspace.CleanEntryPath(name)
	if err != nil {
		return ent, false, err
	}
	mode := f.Mode()
	isDir := mode.IsDir() || strings.HasSuffix(name, "/")
	if p == "" {
		if isDir {
			return ent, true, nil
		}
		return ent, false, prepare.Errorf(prepare.ErrUnsafePath, name, "file entry names the archive root")
	}
	if err := e.budget.Entry(p); err != nil {
		return ent, false, err
	}
	switch {
	case mode&fs.ModeSymlink != 0:
		return ent, false, prepare.Errorf(prepare.ErrEntryType, name, "symlink entries are not allowed")
	case mode&(fs.ModeDevice|fs.ModeCharDevice) != 0:
		return ent, false, prepare.Errorf(prepare.ErrEntryType, name, "device entries are not allowed")
	case mode&fs.ModeNamedPipe != 0:
		return ent, false, prepare.Errorf(prepare.ErrEntryType, name, "FIFO entries are not allowed")
	case mode&fs.ModeSocket != 0:
		return ent, false, prepare.Errorf(prepare.ErrEntryType, name, "socket entries are not allowed")
	case mode&fs.ModeIrregular != 0:
		return ent, false, prepare.Errorf(prepare.ErrEntryType, name, "irregular entries are not allowed")
	case isDir && !mode.IsDir() && mode.Type() != 0:
		return ent, false, prepare.Errorf(prepare.ErrEntryType, name, "entry has a directory name but type %v", mode.Type())
	case f.Flags&0x1 != 0:
		return ent, false, prepare.Errorf(prepare.ErrFormat, name, "encrypted entries are not supported")
	case f.Method != zip.Store && f.Method != zip.Deflate:
		return ent, false, prepare.Errorf(prepare.ErrFormat, name, "compression method %d is not supported (only store and deflate)", f.Method)
	case f.UncompressedSize64 > math.MaxInt64 || f.CompressedSize64 > uint64(size):
		return ent, false, prepare.Errorf(prepare.ErrFormat, name, "declared sizes (%d compressed, %d uncompressed) do not fit the %d-byte archive", f.CompressedSize64, f.UncompressedSize64, size)
	}
	declared, compressed := int64(f.UncompressedSize64), int64(f.CompressedSize64)
	if isDir && declared != 0 {
		return ent, false, prepare.Errorf(prepare.ErrFormat, name, "directory entry declares %d bytes of content", declared)
	}
	if f.Method == zip.Store && declared != compressed {
		return ent, false, prepare.Errorf(prepare.ErrFormat, name, "stored entry declares %d bytes but holds %d", declared, compressed)
	}
	if declared > RatioFloorBytes && declared > tarsafe.SatMul(compressed, int64(l.MaxRatio)) {
		return ent, false, ratioError(name, declared, compressed, l.MaxRatio, false)
	}
	if !isDir {
		if e.skipFile(p, declared) {
			return ent, true, nil // left out for its size, listed as not scanned
		}
		if err := e.budget.Declare(p, declared); err != nil {
			return ent, false, err
		}
	}
	start, err := f.DataOffset()
	if err != nil {
		return ent, false, prepare.Errorf(prepare.ErrFormat, name, "locating entry data: %w", err)
	}
	if start < 0 || start > size || compressed > size-start {
		return ent, false, prepare.Errorf(prepare.ErrFormat, name, "entry data (offset %d, %d bytes) lies outside the %d-byte archive", start, compressed, size)
	}
	return zipEntry{f: f, path: p, dir: isDir, start: start, end: start + compressed}, false, nil
}

// checkOverlap rejects entries whose compressed data overlap: a zip that
// reuses one compressed span for many entries is a classic bomb.
func checkOverlap(entries []zipEntry) error {
	spans := make([]zipEntry, 0, len(entries))
	for _, e := range entries {
		if e.end > e.start {
			spans = append(spans, e)
		}
	}
	slices.SortFunc(spans, func(a, b zipEntry) int {
		switch {
		case a.start < b.start:
			return -1
		case a.start > b.start:
			return 1
		}
		return 0
	})
	for i := 1; i < len(spans); i++ {
		if spans[i].start < spans[i-1].end {
			return prepare.Errorf(prepare.ErrFormat, spans[i].f.Name, "entry data overlaps entry %s (overlapping entries are a zip bomb technique)", fsname.Short(spans[i-1].f.Name))
		}
	}
	return nil
}

// extractZipFile extracts one regular entry, trusting no header: it reads at
// most one byte more than declared, and checks the real size, the checksum
// (by archive/zip at EOF) and the archive-wide expansion.
func (e *extractor) extractZipFile(ent zipEntry, size int64) error {
	l := e.budget.Limits()
	declared := int64(ent.f.UncompressedSize64)
	rc, err := ent.f.Open()
	if err != nil {
		return prepare.Errorf(prepare.ErrFormat, ent.f.Name, "opening entry: %w", err)
	}
	defer rc.Close()
	sum, err := e.ws.AddFile(e.ctx, ent.path, io.LimitReader(rc, declared+1))
	if err != nil {
		var re *prepare.ReadError
		if errors.As(err, &re) {
			return prepare.Errorf(prepare.ErrFormat, ent.f.Name, "corrupt entry: %w", re.Err)
		}
		return err
	}
	if sum.Size != declared {
		return prepare.Errorf(prepare.ErrFormat, ent.f.Name, "size mismatch: declared %d bytes, entry holds %d or more", declared, sum.Size)
	}
	if total := e.budget.Bytes(); total > expansionLimit(size, l.MaxRatio) {
		return ratioError(ent.f.Name, total, size, l.MaxRatio, false)
	}
	return nil
}
