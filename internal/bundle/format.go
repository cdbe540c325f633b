package bundle

import (
	"bytes"
	"encoding/binary"
	"encoding/json"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// FormatVersion is the newest bundle format version this package writes
// and reads. Version 2 adds rule records (TypeRule) and the trailer's
// rules_omitted; the writer writes version 1 when it was given no rules to
// describe, so such bundles stay readable by version-1 readers. The reader
// reads both.
const FormatVersion = 2

// formatVersionNoRules is the version of a bundle without rule records.
const formatVersionNoRules = 1

// Extension is the file name suffix of a sealed bundle: "<sha256>.bundle".
const Extension = ".bundle"

// RecordType is the one-byte type tag that starts every record's body.
type RecordType byte

// Record types. The values are printable ASCII so hex dumps are readable.
const (
	TypeHeader   RecordType = 'H'
	TypeFinding  RecordType = 'F'
	TypeProgress RecordType = 'P'
	TypeLog      RecordType = 'L'
	TypeError    RecordType = 'E'
	// TypeRule describes a rule findings of the bundle name (version 2);
	// rule records follow every event and precede the trailer.
	TypeRule    RecordType = 'R'
	TypeTrailer RecordType = 'T'
)

// String returns the record type's name ("finding"), or its hex value for an
// unknown type.
func (t RecordType) String() string {
	switch t {
	case TypeHeader:
		return "header"
	case TypeFinding:
		return "finding"
	case TypeProgress:
		return "progress"
	case TypeLog:
		return "log"
	case TypeError:
		return "error"
	case TypeRule:
		return "rule"
	case TypeTrailer:
		return "trailer"
	}
	return "0x" + string("0123456789abcdef"[t>>4]) + string("0123456789abcdef"[t&15])
}

// MaxMessageBytes bounds the message of a log or error record. Writer.Log and
// Writer.Error cut longer messages at a UTF-8 boundary; the reader rejects
// longer ones.
const MaxMessageBytes = 4096

// MaxWindowBytes is the largest zstd window the reader accepts (declared in
// the frame header). The writer uses writerWindowBytes.
const MaxWindowBytes = 8 << 20

// maxBlockBytes is zstd's largest block content size.
const maxBlockBytes = 128 << 10

// writerWindowBytes is the zstd window the writer uses; fixed so output is
// deterministic and encoder memory is bounded.
const writerWindowBytes = 1 << 20

// maxTrailerRecordBytes bounds the framed size of any trailer record; the
// writer keeps this much room under its limits so Seal always fits.
const maxTrailerRecordBytes = 256

// maxVarintLen is the longest uvarint the format allows (any length up to
// 2^63-1 fits in 9 bytes; the reader's limits are far lower anyway).
const maxVarintLen = binary.MaxVarintLen64

// Progress, log and error payloads.
type (
	progressPayload struct {
		Files         int64 `json:"files"`
		Bytes         int64 `json:"bytes"`
		SkippedBinary int64 `json:"skipped_binary,omitempty"`
	}
	logPayload struct {
		Level   scanner.Level `json:"level"`
		Message string        `json:"message"`
	}
	errorPayload struct {
		Message string `json:"message"`
	}
)

// canonicalJSON appends the canonical encoding of v to dst: encoding/json
// with HTML escaping off and no trailing newline. The reader requires every
// payload to equal this encoding of what it decodes to.
func canonicalJSON(buf *bytes.Buffer, v any) ([]byte, error) {
	buf.Reset()
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	b := buf.Bytes()
	return b[:len(b)-1], nil
}

// appendRecord appends one framed record: uvarint(len(body)), then body =
// type byte + payload.
func appendRecord(dst []byte, t RecordType, payload []byte) []byte {
	dst = binary.AppendUvarint(dst, uint64(1+len(payload)))
	dst = append(dst, byte(t))
	return append(dst, payload...)
}

// framedLen is the length appendRecord adds for a payload of n bytes.
func framedLen(n int) int {
	body := uint64(n + 1)
	l := 1
	for body >= 0x80 {
		body >>= 7
		l++
	}
	return l + n + 1
}
