package archive

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/fsname"
	"github.com/sluicehq/sluice/internal/tarsafe"
	"github.com/sluicehq/sluice/internal/workspace"
)

// RatioFloorBytes is the expansion below which max_ratio is not checked: a
// small file of zeros compresses a thousandfold and is no bomb. Above it, an
// archive's uncompressed bytes may be at most max_ratio times its size.
const RatioFloorBytes = 1 << 20

// HeaderAllowanceBytes is what a tar stream may hold beyond max_bytes of file
// content, for headers, padding and PAX records: this much plus
// 2 KiB per allowed entry (max_files).
const HeaderAllowanceBytes = 16 << 20

// magicBytes is how much of the file format detection reads.
const magicBytes = 512

// extractor holds the state of one extraction.
type extractor struct {
	ctx    context.Context
	budget *prepare.Budget
	filter *workspace.Filter
	accept func(Format) bool
	ws     *prepare.Workspace
	format Format

	excluded int
	// skipped are the files left out for their size and, when listing
	// stopped at limits.workspace_max_files, where it stopped.
	skipped []prepare.Skip
}

// stopListing ends an extraction that reached limits.workspace_max_files
// (prepare.Budget.StopListing): what was extracted before is scanned.
func (e *extractor) stopListing(name string, err error) error {
	return e.budget.StopListing(name, err, &e.skipped)
}

// skipFile reports whether the file at p of size bytes (as its header
// declares) is over limits.file_max_bytes, recording that it is left out.
func (e *extractor) skipFile(p string, size int64) bool {
	skip, ok := e.budget.SkipFile(p, size)
	if ok {
		e.skipped = append(e.skipped, skip)
	}
	return ok
}

// run detects the format of the archive in ra (size bytes) and extracts it
// into dir.
func (e *extractor) run(ra io.ReaderAt, size int64, dir string) (prepare.Result, error) {
	head := make([]byte, magicBytes)
	n, err := ra.ReadAt(head, 0)
	if err != nil && err != io.EOF {
		return prepare.Result{}, fmt.Errorf("reading archive: %w", err)
	}
	head = head[:n]
	format, err := detect(head)
	if err != nil {
		return prepare.Result{}, err
	}
	if !e.accept(format) {
		return prepare.Result{}, prepare.Errorf(prepare.ErrFormat, "", "archive format %s is not accepted by this worker (see formats)", format)
	}
	e.format = format
	ws, err := prepare.OpenWorkspace(dir, e.budget)
	if err != nil {
		return prepare.Result{}, err
	}
	defer ws.Close()
	e.ws = ws
	switch format {
	case FormatZip:
		err = e.zip(ra, size)
	default:
		err = e.tar(io.NewSectionReader(ra, 0, size), size, format == FormatTarGz)
	}
	if err != nil && !errors.Is(err, fs.SkipAll) {
		return prepare.Result{}, err
	}
	res, err := ws.Finish()
	if err != nil {
		return prepare.Result{}, err
	}
	res.Excluded = e.excluded
	res.Skipped = append(res.Skipped, e.skipped...)
	return res, nil
}

// detect names the format from the first bytes of a file.
func detect(head []byte) (Format, error) {
	switch {
	case bytes.HasPrefix(head, []byte{0x1f, 0x8b}):
		return FormatTarGz, nil
	case bytes.HasPrefix(head, []byte("PK\x03\x04")), bytes.HasPrefix(head, []byte("PK\x05\x06")):
		return FormatZip, nil
	case tarsafe.IsTarHeader(head):
		return FormatTar, nil
	case len(head) == 0:
		return "", prepare.Errorf(prepare.ErrFormat, "", "archive is empty")
	}
	return "", prepare.Errorf(prepare.ErrFormat, "", "not a tar, gzip or zip archive (first bytes % x)", head[:min(len(head), 8)])
}

// expansionLimit returns how many uncompressed bytes an archive of size
// compressed bytes may expand to under max_ratio.
func expansionLimit(size int64, ratio int) int64 {
	return max(tarsafe.SatMul(size, int64(ratio)), RatioFloorBytes)
}

// ratioError reports an expansion of n bytes from size compressed bytes;
// declared says the bytes are the entries' declared sizes, not yet read.
func ratioError(path string, n, size int64, ratio int, declared bool) *prepare.Error {
	what := fmt.Sprintf("%d bytes uncompressed from %d compressed", n, size)
	if declared {
		what = fmt.Sprintf("the entries declare %d bytes in a %d-byte archive", n, size)
	}
	return &prepare.Error{
		Path:  fsname.Short(path),
		Msg:   fmt.Sprintf("%s exceeded: %s (more than %d times), limit %d", prepare.LimitRatio, what, ratio, ratio),
		Kind:  prepare.ErrLimit,
		Limit: prepare.LimitRatio,
	}
}
