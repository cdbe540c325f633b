package wasmabi

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// The binary formats of ABI version 3 (docs/wasm-abi.md, "Wire formats").
// All integers are little-endian.
//
// A window batch, written by the host into the exchange buffer before
// sluice_detect:
//
//	u32 path_len | path | u32 count | count × window
//	window: i64 offset | u32 data_len | data | u32 hit_count |
//	        hit_count × (u32 keyword | u32 start | u32 end)
//
// The hits are the host's keyword occurrences in the window (start and end
// relative to data, in the order detect.Matcher.Find reports them), so the
// guest need not search again; hit_count NoHits means the host did not
// search and the guest must. Version 2 had no hit list.
//
// A finding record, passed by the guest to the findings import (one call
// carries any number of records back to back):
//
//	u32 body_len | body
//	body: u32 window | i64 start | i64 end | u32 line | u32 column |
//	      u8 flags | 5 × (u32 len | bytes): rule_id, path, match,
//	      fingerprint, message
//	flags: bits 0-6 the severity code (info 0 .. critical 4), bit 7
//	       Finding.Validated

// Sizes of the fixed parts of the wire formats, in bytes.
const (
	// BatchHeaderBytes is the fixed part of a batch: path length and count.
	BatchHeaderBytes = 8
	// WindowHeaderBytes is the fixed part of one window: offset, length
	// and hit count.
	WindowHeaderBytes = 16
	// HitBytes is the size of one hit of a window's hit list.
	HitBytes = 12
	// FindingFixedBytes is the smallest finding record: the body length,
	// the fixed fields and five empty strings.
	FindingFixedBytes = 4 + 4 + 8 + 8 + 4 + 4 + 1 + 5*4
)

// validatedFlag is the bit of a finding record's flags byte that carries
// Finding.Validated; the other bits hold the severity code.
const validatedFlag = 0x80

// severities are the wire codes of the finding severities, by code.
var severities = [...]scanner.Severity{scanner.SeverityInfo, scanner.SeverityLow, scanner.SeverityMedium,
	scanner.SeverityHigh, scanner.SeverityCritical}

func severityCode(s scanner.Severity) (byte, bool) {
	for i, v := range severities {
		if v == s {
			return byte(i), true
		}
	}
	return 0, false
}

// AppendFinding appends the record of f, found in window (0 for tree
// scanners), to dst. It fails only when f's severity is not one of the five
// defined ones or a field does not fit its length prefix; the host checks
// everything else.
func AppendFinding(dst []byte, window uint32, f *scanner.Finding) ([]byte, error) {
	sev, ok := severityCode(f.Severity)
	if !ok {
		return dst, fmt.Errorf("finding severity %.20q is not one of info, low, medium, high, critical", f.Severity)
	}
	if f.Line < 0 || f.Column < 0 || int64(f.Line) > 1<<32-1 || int64(f.Column) > 1<<32-1 {
		return dst, fmt.Errorf("finding line %d and column %d must be in [0, 2^32)", f.Line, f.Column)
	}
	strs := [5]string{f.RuleID, f.Path, f.Match, f.Fingerprint, f.Message}
	body := FindingFixedBytes - 4
	for _, s := range strs {
		body += len(s)
	}
	if int64(body) > 1<<31 {
		return dst, fmt.Errorf("finding is %d bytes", body)
	}
	dst = binary.LittleEndian.AppendUint32(dst, uint32(body))
	dst = binary.LittleEndian.AppendUint32(dst, window)
	dst = binary.LittleEndian.AppendUint64(dst, uint64(f.StartOffset))
	dst = binary.LittleEndian.AppendUint64(dst, uint64(f.EndOffset))
	dst = binary.LittleEndian.AppendUint32(dst, uint32(f.Line))
	dst = binary.LittleEndian.AppendUint32(dst, uint32(f.Column))
	if f.Validated {
		sev |= validatedFlag
	}
	dst = append(dst, sev)
	for _, s := range strs {
		dst = binary.LittleEndian.AppendUint32(dst, uint32(len(s)))
		dst = append(dst, s...)
	}
	return dst, nil
}

// ErrTruncated is wrapped by the errors of ParseFinding and ParseBatch when
// the input ends inside a record.
var ErrTruncated = errors.New("truncated")

// RecordSize returns the size of the finding record at the start of b
// (including its 4-byte length), or an error when b is shorter than that.
// Hosts check it against their size limit before parsing the record.
func RecordSize(b []byte) (int64, error) {
	if len(b) < 4 {
		return 0, fmt.Errorf("finding record header: %d bytes: %w", len(b), ErrTruncated)
	}
	return 4 + int64(binary.LittleEndian.Uint32(b)), nil
}

// ParseFinding decodes the finding record at the start of b and returns
// the window it names, the finding (strings copied out of b) and the rest
// of b. It checks the structure only: lengths, severity code and that the
// record has no bytes left over; scanner.Finding.Validate checks the
// content.
func ParseFinding(b []byte) (window uint32, f scanner.Finding, rest []byte, err error) {
	size, err := RecordSize(b)
	if err != nil {
		return 0, f, nil, err
	}
	if size > int64(len(b)) {
		return 0, f, nil, fmt.Errorf("finding record of %d bytes in %d: %w", size, len(b), ErrTruncated)
	}
	if size < FindingFixedBytes {
		return 0, f, nil, fmt.Errorf("finding record of %d bytes is under the minimum of %d", size, FindingFixedBytes)
	}
	rec, rest := b[4:size], b[size:]
	le := binary.LittleEndian
	window = le.Uint32(rec)
	f.StartOffset = int64(le.Uint64(rec[4:]))
	f.EndOffset = int64(le.Uint64(rec[12:]))
	line, col := le.Uint32(rec[20:]), le.Uint32(rec[24:])
	if int64(line) > int64(^uint(0)>>1) || int64(col) > int64(^uint(0)>>1) {
		return 0, f, nil, fmt.Errorf("finding line %d or column %d is out of range", line, col)
	}
	f.Line, f.Column = int(line), int(col)
	sev := rec[28] &^ validatedFlag
	f.Validated = rec[28]&validatedFlag != 0
	if int(sev) >= len(severities) {
		return 0, f, nil, fmt.Errorf("finding severity code %d is not 0..%d", sev, len(severities)-1)
	}
	f.Severity = severities[sev]
	p := rec[29:]
	var strs [5]string
	names := [5]string{"rule_id", "path", "match", "fingerprint", "message"}
	for i := range strs {
		if len(p) < 4 {
			return 0, f, nil, fmt.Errorf("finding %s length: %w", names[i], ErrTruncated)
		}
		n := le.Uint32(p)
		p = p[4:]
		if uint64(n) > uint64(len(p)) {
			return 0, f, nil, fmt.Errorf("finding %s of %d bytes, %d left in the record: %w", names[i], n, len(p), ErrTruncated)
		}
		strs[i] = string(p[:n])
		p = p[n:]
	}
	if len(p) != 0 {
		return 0, f, nil, fmt.Errorf("finding record has %d bytes after its last field", len(p))
	}
	f.RuleID, f.Path, f.Match, f.Fingerprint, f.Message = strs[0], strs[1], strs[2], strs[3], strs[4]
	return window, f, rest, nil
}

// NoHits is the hit count of a window the host did not search for
// keywords.
const NoHits = 1<<32 - 1

// MaxHitsPerWindow bounds a window's hit list: the host sends NoHits for a
// window with more hits, and ParseBatch refuses a longer list.
const MaxHitsPerWindow = 1 << 20

// BatchWindow is one window of a batch: its bytes, where they start in the
// file, and the host's keyword hits in it (relative to Data) when Searched.
type BatchWindow struct {
	Offset   int64
	Data     []byte
	Searched bool
	Hits     []detect.Hit
}

// BatchSize returns the size in bytes of a batch for path with windows of
// the given data lengths and no hit lists.
func BatchSize(path string, dataLens ...int) int {
	n := BatchHeaderBytes + len(path)
	for _, l := range dataLens {
		n += WindowHeaderBytes + l
	}
	return n
}

// ParseBatch decodes a window batch from b. The returned path and windows'
// data alias b. It fails when a length runs past b, an offset is negative,
// or bytes are left over, or a hit lies outside its window. The hits of
// every window share one slice, hits, which ParseBatch reuses.
func ParseBatch(b []byte, windows []BatchWindow, hits []detect.Hit) (path []byte, _ []BatchWindow, _ []detect.Hit, err error) {
	hits = hits[:0]
	path, windows, hits, err = parseBatch(b, windows, hits)
	return path, windows, hits, err
}

func parseBatch(b []byte, windows []BatchWindow, hits []detect.Hit) (path []byte, _ []BatchWindow, _ []detect.Hit, err error) {
	le := binary.LittleEndian
	if len(b) < BatchHeaderBytes {
		return nil, windows, hits, fmt.Errorf("batch header: %d bytes: %w", len(b), ErrTruncated)
	}
	n := le.Uint32(b)
	if uint64(n) > uint64(len(b)-BatchHeaderBytes) {
		return nil, windows, hits, fmt.Errorf("batch path of %d bytes in a %d-byte batch: %w", n, len(b), ErrTruncated)
	}
	path, b = b[4:4+n], b[4+n:]
	count := le.Uint32(b)
	b = b[4:]
	if uint64(count) > uint64(len(b)/WindowHeaderBytes) {
		return nil, windows, hits, fmt.Errorf("batch of %d windows cannot fit %d bytes: %w", count, len(b), ErrTruncated)
	}
	for i := range count {
		if len(b) < WindowHeaderBytes {
			return nil, windows, hits, fmt.Errorf("window %d header: %w", i, ErrTruncated)
		}
		off, l := int64(le.Uint64(b)), le.Uint32(b[8:])
		b = b[12:] // the hit count follows the data
		if off < 0 {
			return nil, windows, hits, fmt.Errorf("window %d offset %d is negative", i, off)
		}
		if uint64(l) > uint64(len(b)) {
			return nil, windows, hits, fmt.Errorf("window %d of %d bytes, %d left in the batch: %w", i, l, len(b), ErrTruncated)
		}
		data := b[:l:l]
		b = b[l:]
		if len(b) < 4 {
			return nil, windows, hits, fmt.Errorf("window %d hit count: %w", i, ErrTruncated)
		}
		nh := le.Uint32(b)
		b = b[4:]
		w := BatchWindow{Offset: off, Data: data}
		if nh != NoHits {
			if nh > MaxHitsPerWindow || uint64(nh) > uint64(len(b)/HitBytes) {
				return nil, windows, hits, fmt.Errorf("window %d has %d hits, %d bytes left in the batch: %w", i, nh, len(b), ErrTruncated)
			}
			first := len(hits)
			for j := range nh {
				kw, s, e := le.Uint32(b), le.Uint32(b[4:]), le.Uint32(b[8:])
				b = b[HitBytes:]
				if s > e || e > l || kw > 1<<31-1 {
					return nil, windows, hits, fmt.Errorf("window %d hit %d: keyword %d at [%d,%d) is outside the %d-byte window", i, j, kw, s, e, l)
				}
				hits = append(hits, detect.Hit{Keyword: int(kw), Start: int(s), End: int(e)})
			}
			w.Searched, w.Hits = true, hits[first:len(hits):len(hits)]
		}
		windows = append(windows, w)
	}
	if len(b) != 0 {
		return nil, windows, hits, fmt.Errorf("batch has %d bytes after its last window", len(b))
	}
	return path, windows, hits, nil
}

// PutBatchHeader writes the batch header for path and count windows into
// dst, which must hold BatchHeaderBytes+len(path) bytes, and returns the
// bytes written.
func PutBatchHeader(dst []byte, path string, count int) int {
	binary.LittleEndian.PutUint32(dst, uint32(len(path)))
	n := 4 + copy(dst[4:], path)
	binary.LittleEndian.PutUint32(dst[n:], uint32(count))
	return n + 4
}

// PutWindow writes one window (header, data and hit list) into dst, which
// must hold WindowHeaderBytes+len(data)+HitBytes*len(hits) bytes, and
// returns the bytes written. searched false writes NoHits and no list;
// with searched, hits must be relative to data and at most
// MaxHitsPerWindow.
func PutWindow(dst []byte, offset int64, data []byte, searched bool, hits []detect.Hit) int {
	le := binary.LittleEndian
	le.PutUint64(dst, uint64(offset))
	le.PutUint32(dst[8:], uint32(len(data)))
	n := 12 + copy(dst[12:], data)
	if !searched {
		le.PutUint32(dst[n:], NoHits)
		return n + 4
	}
	le.PutUint32(dst[n:], uint32(len(hits)))
	n += 4
	for _, h := range hits {
		le.PutUint32(dst[n:], uint32(h.Keyword))
		le.PutUint32(dst[n+4:], uint32(h.Start))
		le.PutUint32(dst[n+8:], uint32(h.End))
		n += HitBytes
	}
	return n
}

// EncodeBatch encodes a whole window batch in a new slice, the way the host
// writes one into the exchange buffer piece by piece with PutBatchHeader
// and PutWindow. Tests build their batches with it.
func EncodeBatch(path string, windows ...BatchWindow) []byte {
	lens := make([]int, len(windows))
	for i, w := range windows {
		lens[i] = len(w.Data)
	}
	size := BatchSize(path, lens...)
	for _, w := range windows {
		size += HitBytes * len(w.Hits)
	}
	b := make([]byte, size)
	n := PutBatchHeader(b, path, len(windows))
	for _, w := range windows {
		n += PutWindow(b[n:], w.Offset, w.Data, w.Searched, w.Hits)
	}
	return b[:n]
}
