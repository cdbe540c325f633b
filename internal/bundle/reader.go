package bundle

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"

	"github.com/klauspost/compress/zstd"

	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Record is one event or rule record read from a bundle. Only the fields of
// its Type are set.
type Record struct {
	// Type is TypeFinding, TypeProgress, TypeLog, TypeError or TypeRule.
	Type RecordType
	// Index is the record's 0-based position in the stream (the header is 0).
	Index int64
	// Offset is the record's start in the uncompressed stream.
	Offset int64
	// Finding is set for TypeFinding; it has passed Finding.Validate.
	Finding scanner.Finding
	// Progress is set for TypeProgress.
	Progress scanner.Progress
	// Level is set for TypeLog.
	Level scanner.Level
	// Message is set for TypeLog and TypeError.
	Message string
	// Rule is set for TypeRule; it has passed Rule.Validate.
	Rule scanner.Rule
}

// Counts counts a bundle's event records by type.
type Counts struct {
	Findings int64 `json:"findings"`
	Progress int64 `json:"progress"`
	Logs     int64 `json:"logs"`
	Errors   int64 `json:"errors"`
	// Rules counts rule records (format version 2).
	Rules int64 `json:"rules,omitempty"`
}

// Reader streams a bundle's records with bounded memory: the zstd window
// (at most MaxWindowBytes), one record (at most Limits.MaxRecordBytes) and
// fixed buffers. A Reader is not safe for concurrent use.
type Reader struct {
	name    string
	lim     Limits
	file    *os.File
	dec     *zstd.Decoder
	br      *bufio.Reader
	tee     io.Reader
	fileSum hash.Hash
	sum     hash.Hash
	scratch bytes.Buffer
	buf     []byte
	size    int64

	header  Header
	trailer Trailer
	counts  Counts
	digest  string
	off     int64 // uncompressed bytes consumed
	records int64 // records read, header included
	rules   ruleState
	err     error // sticky; io.EOF after the trailer verified
}

// Open opens the bundle at path (not following a symlink), checks its size
// and zstd frame structure against lim, and reads and validates the header.
// The caller must Close the Reader.
func Open(path string, lim Limits) (*Reader, error) {
	lim, err := lim.normalize()
	if err != nil {
		return nil, err
	}
	f, err := state.OpenNoFollow(path)
	if err != nil {
		return nil, fmt.Errorf("opening bundle: %w", err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("opening bundle: %w", err)
	}
	if !fi.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("opening bundle %s: not a regular file", path)
	}
	r, err := newReader(f, fi.Size(), path, lim)
	if err != nil {
		f.Close()
		return nil, err
	}
	r.file = f
	return r, nil
}

// NewReader reads a bundle of size bytes from src (a bundle held in
// memory, for example), as Open does from a file; name appears in errors.
// Close releases its decoder.
func NewReader(src io.ReaderAt, size int64, name string, lim Limits) (*Reader, error) {
	lim, err := lim.normalize()
	if err != nil {
		return nil, err
	}
	return newReader(src, size, name, lim)
}

// newReader reads a bundle of size bytes from src; name appears in errors.
// lim must be normalized.
func newReader(src io.ReaderAt, size int64, name string, lim Limits) (*Reader, error) {
	r := &Reader{name: name, lim: lim, size: size, fileSum: sha256.New(), sum: sha256.New()}
	if size > lim.MaxFileBytes {
		return nil, r.fileErr(ErrTooLarge, -1, fmt.Sprintf("file is %d bytes, over the limit of %d", size, lim.MaxFileBytes), nil)
	}
	if _, err := walkFrame(src, size, MaxWindowBytes, lim.MaxUncompressedBytes); err != nil {
		var fe *frameError
		if errors.As(err, &fe) {
			return nil, r.fileErr(fe.kind, fe.offset, fe.detail, nil)
		}
		return nil, fmt.Errorf("reading bundle %s: %w", name, err)
	}
	r.tee = io.TeeReader(io.NewSectionReader(src, 0, size), r.fileSum)
	dec, err := zstd.NewReader(r.tee,
		zstd.WithDecoderConcurrency(1),
		zstd.WithDecoderLowmem(true),
		zstd.WithDecoderMaxWindow(MaxWindowBytes),
	)
	if err != nil {
		return nil, fmt.Errorf("creating zstd decoder: %w", err)
	}
	r.dec = dec
	r.br = bufio.NewReaderSize(dec, 64<<10)
	if err := r.readHeader(); err != nil {
		r.Close()
		return nil, err
	}
	return r, nil
}

// Header returns the bundle's header, read and validated by Open.
func (r *Reader) Header() Header { return r.header }

// Trailer returns the verified trailer once Next has returned io.EOF, and
// the zero Trailer before.
func (r *Reader) Trailer() Trailer { return r.trailer }

// Counts returns the event records read so far, by type.
func (r *Reader) Counts() Counts { return r.counts }

// Digest returns the lowercase hex sha256 of the whole file once Next has
// returned io.EOF, and "" before.
func (r *Reader) Digest() string { return r.digest }

// Size returns the file's length in bytes.
func (r *Reader) Size() int64 { return r.size }

// Close releases the decoder and closes the file.
func (r *Reader) Close() error {
	if r.dec != nil {
		r.dec.Close()
		r.dec = nil
	}
	if r.err == nil {
		r.err = ErrClosed
	}
	if r.file != nil {
		err := r.file.Close()
		r.file = nil
		return err
	}
	return nil
}

// Next returns the next event record. After the last event it reads the
// trailer, checks its counts, byte count and sha256, checks that nothing
// follows it, and returns io.EOF. Any problem is an *Error; errors are
// sticky.
func (r *Reader) Next() (Record, error) {
	if r.err != nil {
		return Record{}, r.err
	}
	rec, err := r.next()
	if err != nil {
		r.err = err
		return Record{}, err
	}
	return rec, nil
}

func (r *Reader) next() (Record, error) {
	index := r.records
	typ, payload, start, err := r.readRecord()
	if err != nil {
		return Record{}, err
	}
	rec := Record{Type: typ, Index: index, Offset: start}
	bad := func(kind error, format string, args ...any) (Record, error) {
		return Record{}, r.recErr(kind, index, start, fmt.Sprintf(format, args...), nil)
	}
	if r.rules.count > 0 && typ != TypeRule && typ != TypeTrailer {
		return bad(ErrCorrupt, "a %s record after the rule records; rule records come last, before the trailer", typ)
	}
	switch typ {
	case TypeFinding:
		if err := r.decode(payload, &rec.Finding, index, start); err != nil {
			return Record{}, err
		}
		if err := rec.Finding.Validate(); err != nil {
			return Record{}, r.recErr(ErrCorrupt, index, start, "invalid finding", err)
		}
		r.counts.Findings++
	case TypeProgress:
		var p progressPayload
		if err := r.decode(payload, &p, index, start); err != nil {
			return Record{}, err
		}
		if p.Files < 0 || p.Bytes < 0 || p.SkippedBinary < 0 {
			return bad(ErrCorrupt, "progress has a negative count")
		}
		if r.counts.Progress >= r.lim.MaxProgressRecords {
			return bad(ErrTooLarge, "more than %d progress records", r.lim.MaxProgressRecords)
		}
		rec.Progress = scanner.Progress{Files: p.Files, Bytes: p.Bytes, SkippedBinary: p.SkippedBinary}
		r.counts.Progress++
	case TypeLog:
		var l logPayload
		if err := r.decode(payload, &l, index, start); err != nil {
			return Record{}, err
		}
		switch l.Level {
		case scanner.LevelDebug, scanner.LevelInfo, scanner.LevelWarn, scanner.LevelError:
		default:
			return bad(ErrCorrupt, "log level %.20q is not debug, info, warn or error", l.Level)
		}
		if len(l.Message) > MaxMessageBytes {
			return bad(ErrCorrupt, "log message of %d bytes is over %d", len(l.Message), MaxMessageBytes)
		}
		if r.counts.Logs >= r.lim.MaxLogRecords {
			return bad(ErrTooLarge, "more than %d log records", r.lim.MaxLogRecords)
		}
		rec.Level, rec.Message = l.Level, l.Message
		r.counts.Logs++
	case TypeError:
		var e errorPayload
		if err := r.decode(payload, &e, index, start); err != nil {
			return Record{}, err
		}
		if len(e.Message) > MaxMessageBytes {
			return bad(ErrCorrupt, "error message of %d bytes is over %d", len(e.Message), MaxMessageBytes)
		}
		rec.Message = e.Message
		r.counts.Errors++
	case TypeRule:
		if err := r.readRule(payload, index, start, &rec); err != nil {
			return Record{}, err
		}
	case TypeTrailer:
		if err := r.finish(payload, index, start); err != nil {
			return Record{}, err
		}
		return Record{}, io.EOF
	case TypeHeader:
		return bad(ErrCorrupt, "a second header record")
	default:
		return bad(ErrCorrupt, "unknown record type %s", typ)
	}
	return rec, nil
}

func (r *Reader) readHeader() error {
	typ, payload, start, err := r.readRecord()
	if err != nil {
		return err
	}
	if typ != TypeHeader {
		return r.recErr(ErrCorrupt, 0, start, fmt.Sprintf("first record is a %s record, want header", typ), nil)
	}
	// Check the version before the strict decode, so a newer bundle says
	// "unsupported version" rather than "unknown field".
	var v struct {
		FormatVersion *int `json:"format_version"`
	}
	if err := json.Unmarshal(payload, &v); err != nil {
		return r.recErr(ErrCorrupt, 0, start, "header payload is not a JSON object", err)
	}
	if v.FormatVersion == nil {
		return r.recErr(ErrCorrupt, 0, start, "header has no format_version", nil)
	}
	if *v.FormatVersion < formatVersionNoRules || *v.FormatVersion > FormatVersion {
		return r.recErr(ErrVersion, 0, start, fmt.Sprintf("format version %d; this reader supports %d and %d", *v.FormatVersion, formatVersionNoRules, FormatVersion), nil)
	}
	if err := r.decode(payload, &r.header, 0, start); err != nil {
		return err
	}
	if err := r.header.Validate(); err != nil {
		return r.recErr(ErrCorrupt, 0, start, "invalid header", err)
	}
	return nil
}

// readRecord reads one framed record, enforcing the declared-length limits
// before reading its body, and hashes it unless it is the trailer.
func (r *Reader) readRecord() (RecordType, []byte, int64, error) {
	start, index := r.off, r.records
	var lenBuf [maxVarintLen]byte
	var length uint64
	var shift uint
	n := 0
	for {
		c, err := r.br.ReadByte()
		if err != nil {
			if errors.Is(err, io.EOF) {
				if n == 0 {
					return 0, nil, start, r.recErr(ErrTruncated, index, start, "stream ends without a trailer record", nil)
				}
				return 0, nil, start, r.recErr(ErrTruncated, index, start, "stream ends inside a record length", nil)
			}
			return 0, nil, start, r.streamErr(index, start, err)
		}
		lenBuf[n] = c
		n++
		if c < 0x80 {
			if c == 0 && n > 1 {
				return 0, nil, start, r.recErr(ErrCorrupt, index, start, "record length is not minimally encoded", nil)
			}
			length |= uint64(c) << shift
			break
		}
		if n == maxVarintLen-1 {
			return 0, nil, start, r.recErr(ErrCorrupt, index, start, "record length varint is too long", nil)
		}
		length |= uint64(c&0x7f) << shift
		shift += 7
	}
	switch {
	case length == 0:
		return 0, nil, start, r.recErr(ErrCorrupt, index, start, "record of length 0 has no type byte", nil)
	case length > uint64(r.lim.MaxRecordBytes):
		return 0, nil, start, r.recErr(ErrTooLarge, index, start, fmt.Sprintf("record declares %d bytes, over the limit of %d", length, r.lim.MaxRecordBytes), nil)
	case start+int64(n)+int64(length) > r.lim.MaxUncompressedBytes:
		return 0, nil, start, r.recErr(ErrTooLarge, index, start, fmt.Sprintf("record would bring the stream to %d bytes, over the limit of %d", start+int64(n)+int64(length), r.lim.MaxUncompressedBytes), nil)
	case index >= r.lim.MaxRecords:
		return 0, nil, start, r.recErr(ErrTooLarge, index, start, fmt.Sprintf("more than %d records", r.lim.MaxRecords), nil)
	}
	if cap(r.buf) < int(length) {
		r.buf = make([]byte, length)
	}
	body := r.buf[:length]
	if got, err := io.ReadFull(r.br, body); err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return 0, nil, start, r.recErr(ErrTruncated, index, start, fmt.Sprintf("stream ends inside a record (%d of %d bytes)", got, length), nil)
		}
		return 0, nil, start, r.streamErr(index, start, err)
	}
	r.off = start + int64(n) + int64(length)
	r.records++
	typ := RecordType(body[0])
	if typ != TypeTrailer {
		r.sum.Write(lenBuf[:n])
		r.sum.Write(body)
	}
	return typ, body[1:], start, nil
}

// decode strictly decodes a record payload into v and requires the payload
// to be v's canonical encoding, so one event has exactly one byte form.
func (r *Reader) decode(payload []byte, v any, index, start int64) error {
	if err := json.Unmarshal(payload, v); err != nil {
		return r.recErr(ErrCorrupt, index, start, "bad JSON payload", err)
	}
	canon, err := canonicalJSON(&r.scratch, v)
	if err != nil {
		return r.recErr(ErrCorrupt, index, start, "re-encoding payload", err)
	}
	if !bytes.Equal(canon, payload) {
		// Name an unknown field when that is the problem.
		dec := json.NewDecoder(bytes.NewReader(payload))
		dec.DisallowUnknownFields()
		if err := dec.Decode(v); err != nil {
			return r.recErr(ErrCorrupt, index, start, "bad JSON payload", err)
		}
		return r.recErr(ErrCorrupt, index, start, "payload is not canonical JSON (spacing, key order or case, escapes, duplicate keys or trailing data differ from the specified form)", nil)
	}
	return nil
}

// finish verifies the trailer at index/start and that nothing follows it.
func (r *Reader) finish(payload []byte, index, start int64) error {
	var t Trailer
	if err := r.decode(payload, &t, index, start); err != nil {
		return err
	}
	if err := t.validate(); err != nil {
		return r.recErr(ErrCorrupt, index, start, "invalid trailer", err)
	}
	if t.RulesOmitted > 0 && r.header.FormatVersion < FormatVersion {
		return r.recErr(ErrCorrupt, index, start, fmt.Sprintf("trailer rules_omitted in a format version %d bundle", r.header.FormatVersion), nil)
	}
	mismatch := func(what string, got, want any) error {
		return r.recErr(ErrMismatch, index, start, fmt.Sprintf("trailer says %v %s, the stream has %v", got, what, want), nil)
	}
	if t.Records != index {
		return mismatch("records", t.Records, index)
	}
	if t.Findings != r.counts.Findings {
		return mismatch("findings", t.Findings, r.counts.Findings)
	}
	if t.Bytes != start {
		return mismatch("bytes", t.Bytes, start)
	}
	if sum := hex.EncodeToString(r.sum.Sum(nil)); t.SHA256 != sum {
		return mismatch("sha256", t.SHA256, sum)
	}
	// Reading past the trailer makes the decoder finish the frame and check
	// its content checksum.
	if _, err := r.br.ReadByte(); err == nil {
		return r.recErr(ErrTrailingData, index+1, r.off, "data after the trailer record", nil)
	} else if !errors.Is(err, io.EOF) {
		return r.streamErr(index+1, r.off, err)
	}
	if _, err := io.Copy(io.Discard, r.tee); err != nil {
		return fmt.Errorf("reading bundle %s: %w", r.name, err)
	}
	r.trailer = t
	r.digest = hex.EncodeToString(r.fileSum.Sum(nil))
	return nil
}

func (r *Reader) recErr(kind error, index, offset int64, detail string, cause error) error {
	return &Error{Path: r.name, Kind: kind, Record: index, Offset: offset, Detail: detail, Err: cause}
}

func (r *Reader) fileErr(kind error, offset int64, detail string, cause error) error {
	return &Error{Path: r.name, Kind: kind, Record: -1, Offset: offset, InFile: true, Detail: detail, Err: cause}
}

// streamErr classifies an error from the zstd decoder.
func (r *Reader) streamErr(index, offset int64, err error) error {
	kind := ErrCorrupt
	if errors.Is(err, zstd.ErrWindowSizeExceeded) || errors.Is(err, zstd.ErrDecoderSizeExceeded) {
		kind = ErrTooLarge
	} else if errors.Is(err, io.ErrUnexpectedEOF) {
		kind = ErrTruncated
	}
	return r.recErr(kind, index, offset, "decompressing", err)
}
