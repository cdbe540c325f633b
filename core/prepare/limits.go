package prepare

import (
	"fmt"
	"strings"
)

// Limits for the zero fields of a Limits built by hand (a test, a host of
// its own). A worker passes every limit its [limits] table sets; the first
// four equal that table's defaults, which a test in internal/config checks.
const (
	defaultMaxBytes     int64 = 1 << 30
	defaultMaxFiles           = 100_000
	defaultMaxFileBytes int64 = 64 << 20
	defaultMaxRatio           = 100
	defaultMaxPathBytes       = 1024
	defaultMaxDepth           = 64
)

// Names of the limits, as they appear in config and in errors.
const (
	LimitBytes     = "max_bytes"
	LimitFiles     = "max_files"
	LimitFileBytes = "max_file_bytes"
	LimitRatio     = "max_ratio"
	LimitPathBytes = "max_path_bytes"
	LimitDepth     = "max_depth"
)

// WithDefaults returns l with every zero field set to its default.
func (l Limits) WithDefaults() Limits {
	if l.MaxBytes == 0 {
		l.MaxBytes = defaultMaxBytes
	}
	if l.MaxFiles == 0 {
		l.MaxFiles = defaultMaxFiles
	}
	if l.MaxFileBytes == 0 {
		l.MaxFileBytes = defaultMaxFileBytes
	}
	if l.MaxRatio == 0 {
		l.MaxRatio = defaultMaxRatio
	}
	if l.MaxPathBytes == 0 {
		l.MaxPathBytes = defaultMaxPathBytes
	}
	if l.MaxDepth == 0 {
		l.MaxDepth = defaultMaxDepth
	}
	return l
}

// Validate reports the first negative field of l. It is a configuration
// error, not a *Error.
func (l Limits) Validate() error {
	for _, f := range []struct {
		name string
		v    int64
	}{
		{LimitBytes, l.MaxBytes},
		{LimitFiles, int64(l.MaxFiles)},
		{LimitFileBytes, l.MaxFileBytes},
		{LimitRatio, int64(l.MaxRatio)},
		{LimitPathBytes, int64(l.MaxPathBytes)},
		{LimitDepth, int64(l.MaxDepth)},
	} {
		if f.v < 0 {
			return fmt.Errorf("limits: %s is %d, must not be negative (0 takes the default)", f.name, f.v)
		}
	}
	return nil
}

// checkPathLimits returns a limit *Error when the relative path p is longer than
// l.MaxPathBytes or deeper than l.MaxDepth. l must have its defaults set.
func checkPathLimits(p string, l Limits) error {
	if len(p) > l.MaxPathBytes {
		return LimitError(p, LimitPathBytes, int64(len(p)), int64(l.MaxPathBytes), "bytes")
	}
	if d := strings.Count(p, "/") + 1; d > l.MaxDepth {
		return LimitError(p, LimitDepth, int64(d), int64(l.MaxDepth), "path elements")
	}
	return nil
}
