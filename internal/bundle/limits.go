package bundle

import (
	"errors"
	"fmt"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// Limits bound a bundle. The writer refuses events that would cross them
// (with an ErrLimit error) and the reader rejects bundles that cross them
// (with ErrTooLarge). A zero field takes its value from DefaultLimits; a
// negative field is an error.
type Limits struct {
	// MaxFileBytes bounds the compressed file. The writer keeps a
	// worst-case estimate of the final size under it, which stops events up
	// to about 128 KiB before the limit. Default 256 MiB.
	MaxFileBytes int64
	// MaxUncompressedBytes bounds the uncompressed record stream, trailer
	// included. It is the reader's defence against decompression bombs.
	// Default 1 GiB.
	MaxUncompressedBytes int64
	// MaxRecords bounds the number of records, header and trailer included.
	// Default 2,097,152.
	MaxRecords int64
	// MaxRecordBytes bounds one record's body (type byte plus payload).
	// Default 64 KiB, which fits any valid finding. At least 512.
	MaxRecordBytes int
	// MaxLogRecords bounds log records, so a chatty scanner cannot crowd out
	// findings. Default 10,000.
	MaxLogRecords int64
	// MaxProgressRecords bounds progress records. Default 10,000.
	MaxProgressRecords int64
	// MaxRuleRecords bounds rule records (one per rule findings name).
	// Default 4096, the most rules a scanner may describe.
	MaxRuleRecords int64
	// MaxRuleBytes bounds the rule records together, in uncompressed
	// bytes with their framing. Default 1 MiB.
	MaxRuleBytes int64
}

// Default limits; see the Limits fields.
const (
	DefaultMaxFileBytes         = 256 << 20
	DefaultMaxUncompressedBytes = 1 << 30
	DefaultMaxRecords           = 1 << 21
	DefaultMaxRecordBytes       = 64 << 10
	DefaultMaxLogRecords        = 10_000
	DefaultMaxProgressRecords   = 10_000
	DefaultMaxRuleRecords       = scanner.MaxRules
	DefaultMaxRuleBytes         = 1 << 20
	// MinRecordBytes is the smallest MaxRecordBytes accepted; a header or
	// trailer must always fit.
	MinRecordBytes = 512
)

// DefaultLimits returns the default limits.
func DefaultLimits() Limits {
	return Limits{
		MaxFileBytes:         DefaultMaxFileBytes,
		MaxUncompressedBytes: DefaultMaxUncompressedBytes,
		MaxRecords:           DefaultMaxRecords,
		MaxRecordBytes:       DefaultMaxRecordBytes,
		MaxLogRecords:        DefaultMaxLogRecords,
		MaxProgressRecords:   DefaultMaxProgressRecords,
		MaxRuleRecords:       DefaultMaxRuleRecords,
		MaxRuleBytes:         DefaultMaxRuleBytes,
	}
}

// normalize fills zero fields with defaults and rejects bad values.
func (l Limits) normalize() (Limits, error) {
	d := DefaultLimits()
	if l.MaxFileBytes < 0 || l.MaxUncompressedBytes < 0 || l.MaxRecords < 0 ||
		l.MaxRecordBytes < 0 || l.MaxLogRecords < 0 || l.MaxProgressRecords < 0 ||
		l.MaxRuleRecords < 0 || l.MaxRuleBytes < 0 {
		return l, errors.New("bundle limits: negative value")
	}
	if l.MaxFileBytes == 0 {
		l.MaxFileBytes = d.MaxFileBytes
	}
	if l.MaxUncompressedBytes == 0 {
		l.MaxUncompressedBytes = d.MaxUncompressedBytes
	}
	if l.MaxRecords == 0 {
		l.MaxRecords = d.MaxRecords
	}
	if l.MaxRecordBytes == 0 {
		l.MaxRecordBytes = d.MaxRecordBytes
	}
	if l.MaxLogRecords == 0 {
		l.MaxLogRecords = d.MaxLogRecords
	}
	if l.MaxProgressRecords == 0 {
		l.MaxProgressRecords = d.MaxProgressRecords
	}
	if l.MaxRuleRecords == 0 {
		l.MaxRuleRecords = d.MaxRuleRecords
	}
	if l.MaxRuleBytes == 0 {
		l.MaxRuleBytes = d.MaxRuleBytes
	}
	if l.MaxRecordBytes < MinRecordBytes {
		return l, fmt.Errorf("bundle limits: max record bytes %d is under the minimum %d", l.MaxRecordBytes, MinRecordBytes)
	}
	if l.MaxRecords < 2 {
		return l, fmt.Errorf("bundle limits: max records %d leaves no room for header and trailer", l.MaxRecords)
	}
	return l, nil
}
