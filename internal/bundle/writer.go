package bundle

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/klauspost/compress/zstd"

	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Writer streams one bundle to a private temp file. Its methods are safe for
// concurrent use. Memory use does not grow with the number of events: it is
// the zstd encoder's state for a 1 MiB window plus one 128 KiB block (about
// 10 MiB of heap in BenchmarkWrite, for 10 thousand or 1 million findings).
//
// An event that does not fit the Limits is dropped with an error wrapping
// ErrLimit and counted in Trailer.Dropped; the writer stays usable. An I/O
// error is sticky: every later call returns it and only Abort helps.
type Writer struct {
	mu      sync.Mutex
	lim     Limits
	f       *os.File
	tmpPath string
	out     *countingWriter
	enc     *zstd.Encoder
	sum     hash.Hash // sha256 of the uncompressed records before the trailer
	scratch bytes.Buffer
	rec     []byte

	bytes    int64 // uncompressed bytes written
	records  int64
	findings int64
	logs     int64
	progress int64
	dropped  int64
	err      error // sticky I/O error
	closed   bool
	// durability of Seal's file and rename (SetDurability).
	durability state.Durability

	// rules are the scanner's rule descriptions given to Create; named
	// are the rule ids findings named. Seal describes those.
	rules []scanner.Rule
	named map[string]struct{}

	// header is the header record as written.
	header Header
	// kept, when not nil (Keep), is what the writer wrote, as ReadContents
	// of the sealed bundle would give it.
	kept *Contents
}

// countingWriter passes compressed bytes to the file while counting and
// hashing them, so Seal knows the file's size and digest without reading it
// back.
type countingWriter struct {
	w   io.Writer
	sum hash.Hash
	n   int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.sum.Write(p[:n])
	c.n += int64(n)
	return n, err
}

// encoders holds idle zstd encoders of the one configuration every bundle
// uses. A new encoder allocates its tables (about a megabyte); reusing one
// through Reset writes the same bytes and saves that per bundle.
var encoders sync.Pool

func getEncoder(out io.Writer) (*zstd.Encoder, error) {
	if enc, ok := encoders.Get().(*zstd.Encoder); ok {
		enc.Reset(out)
		return enc, nil
	}
	return zstd.NewWriter(out,
		zstd.WithEncoderConcurrency(1),
		zstd.WithEncoderLevel(zstd.SpeedDefault),
		zstd.WithWindowSize(writerWindowBytes),
		zstd.WithEncoderCRC(true),
	)
}

// putEncoder returns an encoder whose frame was closed without error to
// the pool, detached from its output.
func putEncoder(enc *zstd.Encoder) {
	enc.Reset(io.Discard)
	encoders.Put(enc)
}

// Create starts a bundle for header h in a new private temp file (mode 0600,
// named with state.TempPrefix) in tmpDir, and writes the header record. A
// zero h.FormatVersion means the version the bundle needs: FormatVersion
// when rules are given, else 1. tmpDir must be on the same file system as
// the ready directory given to Seal.
//
// rules are the scanner's descriptions of its rules (scanner.Info.Rules:
// ids unique, each valid by scanner.Rule.Validate, which Seal checks of
// the rules it writes); Seal writes a rule record for each that a finding
// names (see sealRules). They are not copied and must not change until
// Seal.
func Create(tmpDir string, h Header, lim Limits, rules ...scanner.Rule) (*Writer, error) {
	lim, err := lim.normalize()
	if err != nil {
		return nil, err
	}
	if len(rules) > scanner.MaxRules {
		return nil, fmt.Errorf("bundle rules: %d rules, over %d", len(rules), scanner.MaxRules)
	}
	if h.FormatVersion == 0 {
		h.FormatVersion = formatVersionNoRules
		if len(rules) > 0 {
			h.FormatVersion = FormatVersion
		}
	}
	if err := h.Validate(); err != nil {
		return nil, fmt.Errorf("bundle header: %w", err)
	}
	if len(rules) > 0 && h.FormatVersion < FormatVersion {
		return nil, fmt.Errorf("bundle header: format_version %d cannot hold rule records; leave it 0", h.FormatVersion)
	}
	f, err := state.CreateTemp(tmpDir)
	if err != nil {
		return nil, fmt.Errorf("creating bundle: %w", err)
	}
	w := &Writer{
		lim:     lim,
		f:       f,
		tmpPath: f.Name(),
		out:     &countingWriter{w: f, sum: sha256.New()},
		sum:     sha256.New(),
		rules:   rules,
		header:  h,
	}
	w.enc, err = getEncoder(w.out)
	if err != nil {
		w.discard()
		return nil, fmt.Errorf("creating bundle encoder: %w", err)
	}
	if err := w.writeLocked(TypeHeader, &h); err != nil {
		w.discard()
		return nil, fmt.Errorf("writing bundle header: %w", err)
	}
	return w, nil
}

// Finding validates f and appends it. An invalid finding is an error that
// does not wrap ErrLimit and is not counted as dropped.
func (w *Writer) Finding(f scanner.Finding) error {
	if err := f.Validate(); err != nil {
		return err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.usable(); err != nil {
		return err
	}
	if err := w.writeLocked(TypeFinding, &f); err != nil {
		return err
	}
	w.findings++
	w.noteRule(f.RuleID)
	if w.kept != nil {
		w.kept.Findings = append(w.kept.Findings, f)
	}
	return nil
}

// Progress appends a cumulative progress count. Negative counts are an
// error. At most Limits.MaxProgressRecords are kept.
func (w *Writer) Progress(p scanner.Progress) error {
	if p.Files < 0 || p.Bytes < 0 || p.SkippedBinary < 0 {
		return fmt.Errorf("bundle progress: negative count (files %d, bytes %d, skipped binary %d)", p.Files, p.Bytes, p.SkippedBinary)
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.usable(); err != nil {
		return err
	}
	if w.progress >= w.lim.MaxProgressRecords {
		w.dropped++
		return fmt.Errorf("progress record %d over the limit of %d: %w", w.progress+1, w.lim.MaxProgressRecords, ErrLimit)
	}
	if err := w.writeLocked(TypeProgress, &progressPayload{Files: p.Files, Bytes: p.Bytes, SkippedBinary: p.SkippedBinary}); err != nil {
		return err
	}
	w.progress++
	if w.kept != nil {
		w.kept.Progress = scanner.Progress{Files: p.Files, Bytes: p.Bytes, SkippedBinary: p.SkippedBinary}
	}
	return nil
}

// Log appends a log line. level must be one of the scanner levels. msg is
// made valid UTF-8 and cut to MaxMessageBytes. At most
// Limits.MaxLogRecords are kept.
func (w *Writer) Log(level scanner.Level, msg string) error {
	switch level {
	case scanner.LevelDebug, scanner.LevelInfo, scanner.LevelWarn, scanner.LevelError:
	default:
		return fmt.Errorf("bundle log: level %.20q is not debug, info, warn or error", level)
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.usable(); err != nil {
		return err
	}
	if w.logs >= w.lim.MaxLogRecords {
		w.dropped++
		return fmt.Errorf("log record %d over the limit of %d: %w", w.logs+1, w.lim.MaxLogRecords, ErrLimit)
	}
	msg = cleanMessage(msg)
	if err := w.writeLocked(TypeLog, &logPayload{Level: level, Message: msg}); err != nil {
		return err
	}
	w.logs++
	if w.kept != nil {
		if path, reason, ok := scanner.ParseSkipped(msg); ok {
			w.kept.Skipped = append(w.kept.Skipped, Skipped{Path: path, Reason: reason})
		}
	}
	return nil
}

// Error appends an error the host observed (a scanner crash, a deadline).
// msg is made valid UTF-8 and cut to MaxMessageBytes.
func (w *Writer) Error(msg string) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.usable(); err != nil {
		return err
	}
	return w.writeLocked(TypeError, &errorPayload{Message: cleanMessage(msg)})
}

// Keep makes the writer keep in memory what it writes, the Contents that
// ReadContents of the sealed bundle would give, and Seal return them in
// Sealed.Contents: a one-shot scan prints its findings from them, with no
// read-back of the bundle. Call it before the first event.
func (w *Writer) Keep() {
	w.mu.Lock()
	w.kept = &Contents{Header: w.header}
	w.mu.Unlock()
}

// Findings returns the number of findings written so far.
func (w *Writer) Findings() int64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.findings
}

// Sealed describes a bundle in its ready directory.
type Sealed struct {
	// Path is readyDir/<Digest>.bundle.
	Path string
	// Digest is the lowercase hex sha256 of the file.
	Digest string
	// Size is the file's length in bytes.
	Size int64
	// Records counts the records before the trailer, header included.
	Records int64
	// Findings counts the finding records.
	Findings int64
	// Dropped counts the events refused over the Limits (Trailer.Dropped).
	Dropped int64
	// Contents, after Keep, is what the bundle holds; nil otherwise.
	Contents *Contents
}

// Seal appends the trailer with completion c, finishes the zstd frame,
// fsyncs the file, renames it to readyDir/<sha256>.bundle (creating
// readyDir 0700 if needed) and fsyncs readyDir. On any failure the temp file
// is removed. After Seal, other methods return ErrClosed and Abort does
// nothing.
func (w *Writer) Seal(c Completion, readyDir string) (Sealed, error) {
	if !c.Valid() {
		return Sealed{}, fmt.Errorf("sealing bundle: completion %.40q is not complete or partial_timeout", c)
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.usable(); err != nil {
		return Sealed{}, err
	}
	s, err := w.sealLocked(c, readyDir)
	if err != nil {
		w.discard()
		return Sealed{}, fmt.Errorf("sealing bundle: %w", err)
	}
	w.closed = true
	return s, nil
}

func (w *Writer) sealLocked(c Completion, readyDir string) (Sealed, error) {
	omitted, err := w.sealRules()
	if err != nil {
		return Sealed{}, err
	}
	t := Trailer{
		Records:      w.records,
		Findings:     w.findings,
		Dropped:      w.dropped,
		Bytes:        w.bytes,
		SHA256:       hex.EncodeToString(w.sum.Sum(nil)),
		Completion:   c,
		RulesOmitted: omitted,
	}
	payload, err := canonicalJSON(&w.scratch, &t)
	if err != nil {
		return Sealed{}, err
	}
	w.rec = appendRecord(w.rec[:0], TypeTrailer, payload)
	if _, err := w.enc.Write(w.rec); err != nil {
		return Sealed{}, fmt.Errorf("writing trailer: %w", err)
	}
	if err := w.enc.Close(); err != nil {
		return Sealed{}, fmt.Errorf("finishing zstd frame: %w", err)
	}
	putEncoder(w.enc)
	w.enc = nil
	if w.out.n > w.lim.MaxFileBytes {
		return Sealed{}, fmt.Errorf("file is %d bytes, over the limit of %d: %w", w.out.n, w.lim.MaxFileBytes, ErrLimit)
	}
	if err := w.durability.Sync(w.f); err != nil {
		return Sealed{}, fmt.Errorf("syncing %s: %w", w.tmpPath, err)
	}
	if err := w.f.Close(); err != nil {
		w.f = nil
		return Sealed{}, fmt.Errorf("closing %s: %w", w.tmpPath, err)
	}
	w.f = nil
	if err := state.MkdirPrivate(readyDir); err != nil {
		return Sealed{}, err
	}
	digest := hex.EncodeToString(w.out.sum.Sum(nil))
	final := filepath.Join(readyDir, digest+Extension)
	if err := os.Rename(w.tmpPath, final); err != nil {
		return Sealed{}, fmt.Errorf("moving bundle into %s (temp and ready directories must share a file system): %w", readyDir, err)
	}
	w.tmpPath = ""
	// Only the new name is made durable: after a power loss the temp
	// directory may still list the old name, a leftover that the owner of
	// tmpDir sweeps (the pipeline empties it at start).
	if err := w.durability.SyncDir(readyDir); err != nil {
		return Sealed{}, err
	}
	if w.kept != nil {
		w.kept.Trailer = t
	}
	return Sealed{Path: final, Digest: digest, Size: w.out.n, Records: w.records, Findings: w.findings, Dropped: w.dropped, Contents: w.kept}, nil
}

// SetDurability says what the bundle Seal moves into the ready directory
// must survive: state.Durable (the default) fsyncs the file and the
// directory; state.ProcessOnly (a one-shot scan's temporary state dir,
// which nothing reads after a power loss) does not. Call it before Seal.
func (w *Writer) SetDurability(d state.Durability) {
	w.mu.Lock()
	w.durability = d
	w.mu.Unlock()
}

// Abort removes the temp file and closes the writer. It is safe to call more
// than once and after Seal (then it does nothing), so `defer w.Abort()` is
// the usual pattern.
func (w *Writer) Abort() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return nil
	}
	return w.discard()
}

// discard closes everything and removes the temp file; w.mu is held or w is
// not shared yet.
func (w *Writer) discard() error {
	w.closed = true
	if w.err == nil {
		w.err = ErrClosed
	}
	var errs []error
	if w.enc != nil {
		w.enc.Reset(io.Discard) // releases the encoder without writing to the file
		w.enc = nil
	}
	if w.f != nil {
		if err := w.f.Close(); err != nil {
			errs = append(errs, err)
		}
		w.f = nil
	}
	if w.tmpPath != "" {
		if err := os.Remove(w.tmpPath); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, fmt.Errorf("removing bundle temp file: %w", err))
		}
		w.tmpPath = ""
	}
	return errors.Join(errs...)
}

func (w *Writer) usable() error {
	if w.closed {
		return ErrClosed
	}
	return w.err
}

// writeLocked encodes v as a record of type t, checks the limits and writes
// it. w.mu is held.
func (w *Writer) writeLocked(t RecordType, v any) error {
	payload, err := canonicalJSON(&w.scratch, v)
	if err != nil {
		return fmt.Errorf("encoding %s record: %w", t, err)
	}
	if err := w.checkLimits(t, len(payload)); err != nil {
		w.dropped++
		return err
	}
	return w.emitLocked(t, payload)
}

// emitLocked frames and writes a record whose payload passed checkLimits.
// w.mu is held.
func (w *Writer) emitLocked(t RecordType, payload []byte) error {
	w.rec = appendRecord(w.rec[:0], t, payload)
	if _, err := w.enc.Write(w.rec); err != nil {
		w.err = fmt.Errorf("writing bundle %s: %w", w.tmpPath, err)
		return w.err
	}
	w.sum.Write(w.rec)
	w.bytes += int64(len(w.rec))
	w.records++
	return nil
}

// checkLimits reports whether a record with an n-byte payload still leaves
// room for the trailer under every limit.
func (w *Writer) checkLimits(t RecordType, n int) error {
	body := n + 1
	if body > w.lim.MaxRecordBytes {
		return fmt.Errorf("%s record of %d bytes over the limit of %d: %w", t, body, w.lim.MaxRecordBytes, ErrLimit)
	}
	if w.records+2 > w.lim.MaxRecords {
		return fmt.Errorf("%s record %d over the limit of %d records: %w", t, w.records+1, w.lim.MaxRecords, ErrLimit)
	}
	total := w.bytes + int64(framedLen(n)) + maxTrailerRecordBytes
	if total > w.lim.MaxUncompressedBytes {
		return fmt.Errorf("%s record would bring the stream to %d bytes, over the limit of %d: %w", t, total, w.lim.MaxUncompressedBytes, ErrLimit)
	}
	if est := w.fileEstimate(int64(framedLen(n))); est > w.lim.MaxFileBytes {
		return fmt.Errorf("%s record could bring the file to %d bytes, over the limit of %d: %w", t, est, w.lim.MaxFileBytes, ErrLimit)
	}
	return nil
}

// fileEstimate bounds the final file size if n more uncompressed bytes and
// the trailer are written. The single-threaded encoder never holds a full
// block, so at most min(bytes, 128 KiB) written bytes are not yet in
// w.out.n; zstd never stores a block larger than its content plus a 3-byte
// block header, and the frame adds at most 18 header and 4 checksum bytes.
func (w *Writer) fileEstimate(n int64) int64 {
	pending := min(w.bytes, maxBlockBytes) + n + maxTrailerRecordBytes
	blocks := pending/maxBlockBytes + 2
	return w.out.n + pending + 3*blocks + 18 + 4
}

// cleanMessage makes msg valid UTF-8 and cuts it to MaxMessageBytes at a
// rune boundary.
func cleanMessage(msg string) string {
	msg = strings.ToValidUTF8(msg, "\uFFFD")
	if len(msg) <= MaxMessageBytes {
		return msg
	}
	cut := MaxMessageBytes
	for cut > 0 && !utf8.RuneStart(msg[cut]) {
		cut--
	}
	return msg[:cut]
}
