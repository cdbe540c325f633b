package pkg

import (
	"archive/tar"
	"bufio"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"

	"github.com/sluicehq/sluice/internal/tarsafe"
)

// countingReader counts bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// errBomb is returned when an archive expands past its ratio or size caps.
var errBomb = errors.New("archive expands too much")

// ratioReader reads decompressed bytes and fails once they exceed the total
// cap, or (past RatioFloorBytes) MaxRatio times the compressed bytes read.
type ratioReader struct {
	r          io.Reader
	compressed *countingReader
	n          int64
	lim        Limits
	maxTotal   int64
}

func (r *ratioReader) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	r.n += int64(n)
	if r.n > r.maxTotal {
		return n, fmt.Errorf("%w: more than %d bytes uncompressed", errBomb, r.maxTotal)
	}
	if r.n > RatioFloorBytes && r.n > r.lim.MaxRatio*r.compressed.n {
		return n, fmt.Errorf("%w: %d bytes from %d compressed, a ratio over %d", errBomb, r.n, r.compressed.n, r.lim.MaxRatio)
	}
	return n, err
}

// extractArchive expands a .tar.gz package into dir, which must be empty
// and private. Only regular files and directories with safe, unique names
// are accepted; links, devices and anything else are problems. The whole
// archive is refused if it breaks a size, count or ratio cap.
func extractArchive(ctx context.Context, archivePath, dir string, lim Limits) []Problem {
	f, err := os.OpenFile(archivePath, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, 0)
	if err != nil {
		return []Problem{{Message: fmt.Sprintf("opening archive: %v", err)}}
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return []Problem{{Message: fmt.Sprintf("opening archive: %v", err)}}
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return []Problem{{Message: fmt.Sprintf("opening extraction directory: %v", err)}}
	}
	defer root.Close()
	compressed := &countingReader{r: f}
	br := bufio.NewReader(compressed)
	gz, err := gzip.NewReader(br)
	if err != nil {
		return []Problem{{Message: fmt.Sprintf("not a gzip stream: %v", err)}}
	}
	gz.Multistream(false)
	// Headers and padding count too; allow one 512-byte header and padding per entry.
	maxTar := lim.MaxTotalBytes + int64(lim.MaxEntries+2)*1024 + 64<<10
	rr := &ratioReader{r: gz, compressed: compressed, lim: lim, maxTotal: maxTar}
	tr := tar.NewReader(rr)
	x := &extractor{root: root, tr: tr, lim: lim, seen: map[string]string{},
		maxDeclared: max(RatioFloorBytes, tarsafe.SatMul(st.Size(), lim.MaxRatio))}
	for entries := 1; ; entries++ {
		if err := ctx.Err(); err != nil {
			return append(x.probs, Problem{Message: err.Error()})
		}
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return append(x.probs, Problem{Message: fmt.Sprintf("reading archive: %v", err)})
		}
		if entries > lim.MaxEntries {
			return append(x.probs, Problem{Message: fmt.Sprintf("archive has more than %d entries", lim.MaxEntries)})
		}
		if !x.entry(h) {
			return x.probs
		}
	}
	probs := x.probs
	// After the tar end marker only zero padding may follow, then the end
	// of the gzip stream and of the file.
	if err := drainZeros(rr); err != nil {
		return append(probs, Problem{Message: err.Error()})
	}
	if _, err := br.Peek(1); err != io.EOF {
		return append(probs, Problem{Message: "trailing data after the gzip stream"})
	}
	return probs
}

// extractor expands the entries of one archive.
type extractor struct {
	root  *os.Root
	tr    *tar.Reader
	lim   Limits
	seen  map[string]string // lower-case name → name
	total int64
	// maxDeclared is the ratio cap applied to the sizes the headers
	// declare, before any byte is written: MaxRatio times the archive's
	// size on disk (at least RatioFloorBytes). A tar reader never yields
	// more than an entry's declared size, so this bounds what is written
	// whatever tar feature expands (sparse maps, which are also refused).
	maxDeclared int64
	probs       []Problem
}

// entry handles one archive entry, recording its problems. It returns false
// when the archive must be abandoned (a size cap or a bomb).
func (x *extractor) entry(h *tar.Header) bool {
	add := func(name, format string, a ...any) {
		x.probs = append(x.probs, Problem{File: name, Message: fmt.Sprintf(format, a...)})
	}
	name := h.Name
	if h.Typeflag == tar.TypeDir {
		name = strings.TrimSuffix(name, "/")
	}
	if err := checkArchiveName(name); err != nil {
		add(h.Name, "unsafe archive entry name: %v", err)
		return true
	}
	low := strings.ToLower(name)
	if prev, dup := x.seen[low]; dup {
		add(name, "archive entry appears twice (after %q; names are compared ignoring case)", prev)
		return true
	}
	x.seen[low] = name
	switch h.Typeflag {
	case tar.TypeDir:
		if err := x.root.MkdirAll(name, 0o700); err != nil {
			add(name, "creating directory: %v", err)
		}
	case tar.TypeReg:
		if tarsafe.IsSparse(h) {
			add(name, "is a sparse file; package entries must be plain regular files")
			return false
		}
		if h.Size > x.lim.MaxFileBytes {
			add(name, "%d bytes, over the file limit of %d", h.Size, x.lim.MaxFileBytes)
			return false
		}
		x.total += h.Size
		if x.total > x.lim.MaxTotalBytes {
			add(name, "archive files add up to more than %d bytes", x.lim.MaxTotalBytes)
			return false
		}
		if x.total > x.maxDeclared {
			add(name, "%v: the entries declare %d bytes, over %d times the archive's %d bytes",
				errBomb, x.total, x.lim.MaxRatio, x.maxDeclared/x.lim.MaxRatio)
			return false
		}
		if p := extractFile(x.root, name, x.tr); p != nil {
			add(name, "%s", p.Error())
			return !errors.Is(p.err, errBomb)
		}
	case tar.TypeSymlink, tar.TypeLink:
		add(name, "is a link (to %q); package entries must be regular files or directories", h.Linkname)
	case tar.TypeChar, tar.TypeBlock:
		add(name, "is a device; package entries must be regular files or directories")
	case tar.TypeFifo:
		add(name, "is a FIFO; package entries must be regular files or directories")
	case tar.TypeGNUSparse:
		add(name, "is a sparse file; package entries must be plain regular files")
		return false
	default:
		add(name, "has tar type %q; package entries must be regular files or directories", h.Typeflag)
	}
	return true
}

type extractErr struct{ err error }

func (e *extractErr) Error() string { return e.err.Error() }

func extractFile(root *os.Root, name string, r io.Reader) *extractErr {
	if i := strings.LastIndexByte(name, '/'); i > 0 {
		if err := root.MkdirAll(name[:i], 0o700); err != nil {
			return &extractErr{fmt.Errorf("creating parent directory: %w", err)}
		}
	}
	out, err := root.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL|syscall.O_NOFOLLOW, 0o600)
	if err != nil {
		return &extractErr{fmt.Errorf("creating: %w", err)}
	}
	_, err = io.Copy(out, r)
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return &extractErr{err}
	}
	return nil
}

func drainZeros(r io.Reader) error {
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		for _, b := range buf[:n] {
			if b != 0 {
				return errors.New("trailing data after the end of the tar archive")
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("reading archive end: %w", err)
		}
	}
}

// checkArchiveName accepts the manifest and signature names and any path
// CheckPackagePath accepts.
func checkArchiveName(name string) error {
	if name == ManifestName || name == SignatureName {
		return nil
	}
	return CheckPackagePath(name)
}
