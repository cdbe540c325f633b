package pkg

import (
	"archive/tar"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"

	"github.com/sluicehq/sluice/internal/tarsafe"
)

// errBomb is the wording of an archive that expands past its ratio or size
// caps.
var errBomb = errors.New("archive expands too much")

// walkOptions are the tarsafe options of a .tar.gz package of size bytes
// under lim: strict framing, the package caps, and a stream allowance of
// one 512-byte header and padding per entry beyond the file bytes.
func walkOptions(size int64, lim Limits) tarsafe.Options {
	return tarsafe.Options{
		Gzip:           true,
		Strict:         true,
		Size:           size,
		MaxEntries:     lim.MaxEntries,
		MaxFileBytes:   lim.MaxFileBytes,
		MaxTotalBytes:  lim.MaxTotalBytes,
		MaxRatio:       lim.MaxRatio,
		RatioFloor:     RatioFloorBytes,
		MaxStreamBytes: tarsafe.SatAdd(lim.MaxTotalBytes, tarsafe.SatMul(int64(lim.MaxEntries+2), 1024)+64<<10),
	}
}

// walkProblem words a failure of tarsafe.Walk over a package.
func walkProblem(err error, lim Limits) Problem {
	var le *tarsafe.LimitError
	var ee *tarsafe.EntryError
	var fe *tarsafe.FormatError
	switch {
	case errors.As(err, &le):
		switch le.Limit {
		case tarsafe.LimitEntries:
			return Problem{Message: fmt.Sprintf("archive has more than %d entries", le.Max)}
		case tarsafe.LimitFileBytes:
			return Problem{File: le.Name, Message: fmt.Sprintf("%d bytes, over the file limit of %d", le.Value, le.Max)}
		case tarsafe.LimitTotalBytes:
			return Problem{File: le.Name, Message: fmt.Sprintf("archive files add up to more than %d bytes", le.Max)}
		case tarsafe.LimitDeclaredRatio:
			return Problem{File: le.Name, Message: fmt.Sprintf("%v: the entries declare %d bytes, over %d times the archive's %d bytes",
				errBomb, le.Value, lim.MaxRatio, le.Compressed)}
		case tarsafe.LimitRatio:
			return Problem{File: le.Name, Message: fmt.Sprintf("%v: %d bytes from %d compressed, a ratio over %d", errBomb, le.Value, le.Compressed, lim.MaxRatio)}
		default:
			return Problem{File: le.Name, Message: fmt.Sprintf("%v: more than %d bytes uncompressed", errBomb, le.Max)}
		}
	case errors.As(err, &ee):
		return Problem{File: ee.Header.Name, Message: refusal(ee)}
	case errors.As(err, &fe):
		switch fe.Problem {
		case tarsafe.FormatNotGzip, tarsafe.FormatTrailingTar, tarsafe.FormatTrailingGzip:
			return Problem{Message: fe.Error()}
		case tarsafe.FormatNotTar:
			return Problem{Message: "the gzip stream does not hold a tar archive"}
		}
		return Problem{Message: fmt.Sprintf("reading archive: %v", fe.Err)}
	}
	return Problem{Message: err.Error()}
}

// refusal words an entry tarsafe refuses.
func refusal(e *tarsafe.EntryError) string {
	switch e.Problem {
	case tarsafe.ProblemSymlink, tarsafe.ProblemHardlink:
		return fmt.Sprintf("is a link (to %q); package entries must be regular files or directories", e.Header.Linkname)
	case tarsafe.ProblemDevice:
		return "is a device; package entries must be regular files or directories"
	case tarsafe.ProblemFIFO:
		return "is a FIFO; package entries must be regular files or directories"
	case tarsafe.ProblemSparse:
		return "is a sparse file; package entries must be plain regular files"
	case tarsafe.ProblemDirName:
		return "is a regular file with a directory name (trailing /)"
	}
	return fmt.Sprintf("has tar type %q; package entries must be regular files or directories", e.Header.Typeflag)
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
	x := &extractor{root: root, seen: map[string]string{}}
	if err := tarsafe.Walk(ctx, f, walkOptions(st.Size(), lim), x); err != nil {
		x.probs = append(x.probs, walkProblem(err, lim))
	}
	return x.probs
}

// extractor writes the entries of one archive that tarsafe.Walk accepts,
// checking their names, and records every problem. It implements
// tarsafe.Visitor.
type extractor struct {
	root  *os.Root
	seen  map[string]string // lower-case name → name
	probs []Problem
}

func (x *extractor) add(name, format string, a ...any) {
	x.probs = append(x.probs, Problem{File: name, Message: fmt.Sprintf(format, a...)})
}

// name checks an entry's name: safe, and unique ignoring case. It records
// a problem and returns false otherwise.
func (x *extractor) name(h *tar.Header) (string, bool) {
	name := h.Name
	if h.Typeflag == tar.TypeDir {
		name = strings.TrimSuffix(name, "/")
	}
	if err := checkArchiveName(name); err != nil {
		x.add(h.Name, "unsafe archive entry name: %v", err)
		return "", false
	}
	low := strings.ToLower(name)
	if prev, dup := x.seen[low]; dup {
		x.add(name, "archive entry appears twice (after %q; names are compared ignoring case)", prev)
		return "", false
	}
	x.seen[low] = name
	return name, true
}

func (x *extractor) Dir(h *tar.Header) error {
	if name, ok := x.name(h); ok {
		if err := x.root.MkdirAll(name, 0o700); err != nil {
			x.add(name, "creating directory: %v", err)
		}
	}
	return nil
}

// File writes a regular file; a stream cap passed while reading it ends
// the walk.
func (x *extractor) File(h *tar.Header, content io.Reader) error {
	name, ok := x.name(h)
	if !ok {
		return nil
	}
	if err := extractFile(x.root, name, content); err != nil {
		if le := (*tarsafe.LimitError)(nil); errors.As(err, &le) {
			return err
		}
		x.add(name, "%v", err)
	}
	return nil
}

func (x *extractor) Refuse(e *tarsafe.EntryError) error {
	if name, ok := x.name(e.Header); ok {
		x.add(name, "%s", refusal(e))
	}
	return nil
}

func extractFile(root *os.Root, name string, r io.Reader) error {
	if i := strings.LastIndexByte(name, '/'); i > 0 {
		if err := root.MkdirAll(name[:i], 0o700); err != nil {
			return fmt.Errorf("creating parent directory: %w", err)
		}
	}
	out, err := root.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL|syscall.O_NOFOLLOW, 0o600)
	if err != nil {
		return fmt.Errorf("creating: %w", err)
	}
	_, err = io.Copy(out, r)
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	return err
}

// checkArchiveName accepts the manifest and signature names and any path
// CheckPackagePath accepts.
func checkArchiveName(name string) error {
	if name == ManifestName || name == SignatureName {
		return nil
	}
	return CheckPackagePath(name)
}
