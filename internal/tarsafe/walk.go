package tarsafe

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"strings"
)

// Options say what one Walk accepts. The limits must be positive.
type Options struct {
	// Gzip is set when the archive is a gzip stream holding the tar
	// archive.
	Gzip bool
	// Size is the archive's size as stored (compressed), the base of
	// MaxRatio.
	Size int64
	// MaxEntries caps the headers of the archive: every entry, refused
	// ones and PAX global headers included. 0 leaves counting entries to
	// the caller.
	MaxEntries int
	// MaxFileBytes caps the size one regular file declares.
	MaxFileBytes int64
	// MaxTotalBytes caps the sum of the sizes regular files declare.
	MaxTotalBytes int64
	// MaxRatio caps the expansion per stored byte, once more than
	// RatioFloor bytes are involved: the declared sizes may add up to at
	// most MaxRatio times Size, and a gzip stream may decompress to at
	// most that many bytes.
	MaxRatio   int64
	RatioFloor int64
	// MaxStreamBytes caps the decompressed tar stream of a gzip archive:
	// content, headers, padding and PAX records.
	MaxStreamBytes int64
	// SkipGlobalHeaders passes over PAX global headers, which name no
	// entry (git archive writes one). Otherwise each is refused as an
	// entry of another type.
	SkipGlobalHeaders bool
	// Strict is for archives one program writes in one form (signed
	// packages). The gzip stream must be one member with nothing after
	// it, only zero blocks may follow the tar end marker, and the ratio is
	// also checked as the stream is read, against the compressed bytes
	// read so far, which stops a bomb at its head.
	Strict bool
}

// Visitor receives the entries of a Walk. A method returning an error
// stops the walk, which returns that error (or the stream limit that
// caused it).
type Visitor interface {
	// Dir is called for a directory entry.
	Dir(h *tar.Header) error
	// File is called for a regular file whose declared size passed the
	// limits; content yields its h.Size bytes (fewer only with an error).
	File(h *tar.Header, content io.Reader) error
	// Refuse is called for an entry the walk does not accept (a link, a
	// device, a FIFO, another type, a regular file with a directory
	// name). Returning nil goes on with the next entry.
	Refuse(e *EntryError) error
}

// Limit names the limit a *LimitError passed.
type Limit int

// Limits of Options, as a *LimitError names them.
const (
	LimitEntries       Limit = iota + 1 // MaxEntries
	LimitFileBytes                      // MaxFileBytes, declared
	LimitTotalBytes                     // MaxTotalBytes, declared
	LimitDeclaredRatio                  // MaxRatio, against the declared sizes
	LimitRatio                          // MaxRatio, against the decompressed stream
	LimitStreamBytes                    // MaxStreamBytes
)

// LimitError reports a limit of Options passed. Callers word it.
type LimitError struct {
	Limit Limit
	// Name is the entry whose header or content was being read, or ""
	// between entries.
	Name string
	// Value is what was found: entries, or bytes (declared, or
	// decompressed so far).
	Value int64
	// Max is the limit Value passed, in the same unit.
	Max int64
	// Compressed is, for the ratio limits, the stored bytes Value came
	// from (Size, or for a Strict stream the bytes read so far).
	Compressed int64
}

func (e *LimitError) Error() string {
	var msg string
	switch e.Limit {
	case LimitEntries:
		msg = fmt.Sprintf("archive has more than %d entries", e.Max)
	case LimitFileBytes:
		msg = fmt.Sprintf("%d bytes declared, over the file limit of %d", e.Value, e.Max)
	case LimitTotalBytes:
		msg = fmt.Sprintf("declared sizes add up to %d bytes, over the limit of %d", e.Value, e.Max)
	case LimitDeclaredRatio:
		msg = fmt.Sprintf("the entries declare %d bytes, over the ratio limit of %d for a %d-byte archive", e.Value, e.Max, e.Compressed)
	case LimitRatio:
		msg = fmt.Sprintf("%d bytes uncompressed from %d compressed, over the ratio limit of %d", e.Value, e.Compressed, e.Max)
	default:
		msg = fmt.Sprintf("tar stream of more than %d bytes uncompressed", e.Max)
	}
	if e.Name != "" {
		return fmt.Sprintf("%q: %s", e.Name, msg)
	}
	return msg
}

// Problem says why an entry was refused.
type Problem int

// Problems of an *EntryError.
const (
	ProblemSymlink  Problem = iota + 1
	ProblemHardlink         // TypeLink
	ProblemDevice           // character or block device
	ProblemFIFO
	ProblemSparse  // a sparse file in any format (always ends the walk)
	ProblemDirName // a regular file whose name ends in "/"
	ProblemType    // any other type flag (PAX global headers unless skipped, GNU volume headers, contiguous files, …)
)

// EntryError reports an entry the walk refuses. Callers word it.
type EntryError struct {
	Problem Problem
	Header  *tar.Header
}

func (e *EntryError) Error() string {
	h := e.Header
	var msg string
	switch e.Problem {
	case ProblemSymlink:
		msg = fmt.Sprintf("symlink (to %q)", h.Linkname)
	case ProblemHardlink:
		msg = fmt.Sprintf("hard link (to %q)", h.Linkname)
	case ProblemDevice:
		msg = "device"
	case ProblemFIFO:
		msg = "FIFO"
	case ProblemSparse:
		msg = "sparse file"
	case ProblemDirName:
		msg = "regular file with a directory name (trailing /)"
	default:
		msg = fmt.Sprintf("tar type %q", h.Typeflag)
	}
	return fmt.Sprintf("%q: refused entry: %s", h.Name, msg)
}

// FormatProblem says what is wrong with the archive's stream.
type FormatProblem int

// Problems of a *FormatError.
const (
	FormatNotGzip      FormatProblem = iota + 1 // the gzip header does not read (Err)
	FormatNotTar                                // the stream does not start with a POSIX or GNU tar header
	FormatRead                                  // reading a header failed: corrupt or truncated (Err)
	FormatTrailingTar                           // Strict: non-zero bytes after the tar end marker
	FormatTrailingGzip                          // Strict: bytes after the gzip stream
)

// FormatError reports a stream that is not a well-formed (gzipped) tar
// archive. Callers word it; Err is the underlying error, if any.
type FormatError struct {
	Problem FormatProblem
	Err     error
}

func (e *FormatError) Error() string {
	switch e.Problem {
	case FormatNotGzip:
		return "not a gzip stream: " + e.Err.Error()
	case FormatNotTar:
		return "does not hold a tar archive"
	case FormatTrailingTar:
		return "trailing data after the end of the tar archive"
	case FormatTrailingGzip:
		return "trailing data after the gzip stream"
	}
	return "reading archive: " + e.Err.Error()
}

func (e *FormatError) Unwrap() error { return e.Err }

// magicBytes is how much of the stream the tar check reads: one header.
const magicBytes = 512

// IsTarHeader reports whether b starts with a POSIX (ustar, PAX) or GNU
// tar header. Pre-POSIX v7 archives, which carry no magic, are not
// accepted.
func IsTarHeader(b []byte) bool {
	return len(b) >= 263 && bytes.Equal(b[257:262], []byte("ustar"))
}

// Walk reads the tar archive in r, which may be hostile, and hands its
// entries to v. Before any entry reaches v it checks what no caller may
// skip: the stream is a (gzipped) tar archive, the entry count, sparse
// files (refused: their content expands from a map past any cap), the
// declared sizes against the file, total and ratio limits, and for a gzip
// stream the decompressed bytes against the ratio and stream caps. Links,
// devices, FIFOs and other types go to v.Refuse, never to v.File. Entry
// names, duplicates and what to do with the content are the caller's.
// Failures are a *LimitError, *EntryError or *FormatError, the context's
// error, or an error v returned.
func Walk(ctx context.Context, r io.Reader, opt Options, v Visitor) error {
	w := &walker{opt: opt, v: v}
	src, err := w.open(r)
	if err != nil {
		return w.fail(err)
	}
	tr := tar.NewReader(src)
	entries := 0
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return w.fail(&FormatError{Problem: FormatRead, Err: err})
		}
		entries++
		if opt.MaxEntries > 0 && entries > opt.MaxEntries {
			return &LimitError{Limit: LimitEntries, Value: int64(entries), Max: int64(opt.MaxEntries)}
		}
		if w.guard != nil {
			w.guard.entry = h.Name
		}
		if err := w.entry(tr, h); err != nil {
			return w.fail(err)
		}
	}
	if w.guard != nil {
		w.guard.entry = ""
	}
	if opt.Gzip && opt.Strict {
		if err := w.end(src); err != nil {
			return w.fail(err)
		}
	}
	return nil
}

// walker is the state of one Walk.
type walker struct {
	opt      Options
	v        Visitor
	guard    *streamGuard  // gzip only
	stored   *bufio.Reader // gzip only: the compressed stream
	declared int64
}

// open returns the tar stream of r after checking that it starts with a
// tar header.
func (w *walker) open(r io.Reader) (io.Reader, error) {
	if !w.opt.Gzip {
		return w.checkHead(r)
	}
	counted := &countingReader{r: r}
	w.stored = bufio.NewReader(counted)
	zr, err := gzip.NewReader(w.stored)
	if err != nil {
		return nil, &FormatError{Problem: FormatNotGzip, Err: err}
	}
	if w.opt.Strict {
		zr.Multistream(false)
	}
	w.guard = &streamGuard{r: zr, compressed: counted, opt: &w.opt,
		ratioMax: max(w.opt.RatioFloor, SatMul(w.opt.Size, w.opt.MaxRatio))}
	return w.checkHead(w.guard)
}

// checkHead reads the first header block of r and checks its magic. It
// returns a reader of the whole stream: r itself, rewound, when r can
// seek (so that the tar reader skips unread content by seeking), else the
// block followed by the rest of r (no buffer in between, so content reads
// reach r at the size the caller asks for).
func (w *walker) checkHead(r io.Reader) (io.Reader, error) {
	head := make([]byte, magicBytes)
	n, err := io.ReadFull(r, head)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, &FormatError{Problem: FormatRead, Err: err}
	}
	if !IsTarHeader(head[:n]) {
		return nil, &FormatError{Problem: FormatNotTar}
	}
	if s, ok := r.(io.Seeker); ok {
		if _, err := s.Seek(-int64(n), io.SeekCurrent); err == nil {
			return r, nil
		}
	}
	return io.MultiReader(bytes.NewReader(head[:n]), r), nil
}

// entry checks one header and hands the entry to the visitor.
func (w *walker) entry(tr *tar.Reader, h *tar.Header) error {
	refuse := func(p Problem) error { return w.v.Refuse(&EntryError{Problem: p, Header: h}) }
	switch h.Typeflag {
	case tar.TypeDir:
		return w.v.Dir(h)
	case tar.TypeReg: // tar.Reader reports legacy '\x00' entries as TypeReg (or TypeDir with a trailing /)
		if IsSparse(h) {
			return &EntryError{Problem: ProblemSparse, Header: h}
		}
		if strings.HasSuffix(h.Name, "/") {
			return refuse(ProblemDirName)
		}
		if err := w.declare(h); err != nil {
			return err
		}
		return w.v.File(h, tr)
	case tar.TypeSymlink:
		return refuse(ProblemSymlink)
	case tar.TypeLink:
		return refuse(ProblemHardlink)
	case tar.TypeChar, tar.TypeBlock:
		return refuse(ProblemDevice)
	case tar.TypeFifo:
		return refuse(ProblemFIFO)
	case tar.TypeGNUSparse:
		return &EntryError{Problem: ProblemSparse, Header: h}
	case tar.TypeXGlobalHeader:
		if w.opt.SkipGlobalHeaders {
			return nil // no file; the stream caps bound its records
		}
	}
	return refuse(ProblemType)
}

// declare checks a regular file's declared size before any of its bytes
// are read. A tar reader never yields more than the declared size, so the
// ratio check here bounds what a caller writes whatever the compression.
func (w *walker) declare(h *tar.Header) error {
	if h.Size < 0 { // tar.Reader refuses these; kept for any other reader
		return &FormatError{Problem: FormatRead, Err: fmt.Errorf("entry %q declares %d bytes", h.Name, h.Size)}
	}
	if h.Size > w.opt.MaxFileBytes {
		return &LimitError{Limit: LimitFileBytes, Name: h.Name, Value: h.Size, Max: w.opt.MaxFileBytes}
	}
	w.declared = SatAdd(w.declared, h.Size)
	if w.declared > w.opt.MaxTotalBytes {
		return &LimitError{Limit: LimitTotalBytes, Name: h.Name, Value: w.declared, Max: w.opt.MaxTotalBytes}
	}
	if lim := max(w.opt.RatioFloor, SatMul(w.opt.Size, w.opt.MaxRatio)); w.declared > lim {
		return &LimitError{Limit: LimitDeclaredRatio, Name: h.Name, Value: w.declared, Max: lim, Compressed: w.opt.Size}
	}
	return nil
}

// end checks, for a Strict gzip stream, that only zero padding follows the
// tar end marker, and nothing follows the gzip stream.
func (w *walker) end(src io.Reader) error {
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		for _, b := range buf[:n] {
			if b != 0 {
				return &FormatError{Problem: FormatTrailingTar}
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return &FormatError{Problem: FormatRead, Err: err}
		}
	}
	if _, err := w.stored.Peek(1); err != io.EOF {
		return &FormatError{Problem: FormatTrailingGzip}
	}
	return nil
}

// fail returns the stream guard's error, when it has one, in place of err:
// a limit the decompressed stream passed surfaces as whatever read it
// failed with (a tar header error, a visitor's copy error).
func (w *walker) fail(err error) error {
	if w.guard != nil && w.guard.err != nil {
		return w.guard.err
	}
	return err
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// streamGuard bounds a decompressed stream by the ratio and stream caps.
// Its first error sticks, so it is reported even when a reader above wraps
// or replaces it.
type streamGuard struct {
	r          io.Reader
	compressed *countingReader
	opt        *Options
	ratioMax   int64
	n          int64
	entry      string // the entry being read, for errors
	err        error
}

func (g *streamGuard) Read(p []byte) (int, error) {
	if g.err != nil {
		return 0, g.err
	}
	n, err := g.r.Read(p)
	g.n += int64(n)
	o := g.opt
	switch {
	case g.n > g.ratioMax:
		g.err = &LimitError{Limit: LimitRatio, Name: g.entry, Value: g.n, Max: g.ratioMax, Compressed: o.Size}
	case o.Strict && g.n > o.RatioFloor && g.n > SatMul(g.compressed.n, o.MaxRatio):
		g.err = &LimitError{Limit: LimitRatio, Name: g.entry, Value: g.n, Max: SatMul(g.compressed.n, o.MaxRatio), Compressed: g.compressed.n}
	case g.n > o.MaxStreamBytes:
		g.err = &LimitError{Limit: LimitStreamBytes, Name: g.entry, Value: g.n, Max: o.MaxStreamBytes}
	}
	if g.err != nil {
		return n, g.err
	}
	return n, err
}
