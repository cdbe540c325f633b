package prepare

import (
	"fmt"
	"strings"
)

// Default limits, used for every zero field of Limits.
const (
	DefaultMaxBytes     int64 = 1 << 30
	DefaultMaxFiles           = 100_000
	DefaultMaxFileBytes int64 = 256 << 20
	DefaultMaxRatio           = 200
	DefaultMaxPathBytes       = 1024
	DefaultMaxDepth           = 64
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
		l.MaxBytes = DefaultMaxBytes
	}
	if l.MaxFiles == 0 {
		l.MaxFiles = DefaultMaxFiles
	}
	if l.MaxFileBytes == 0 {
		l.MaxFileBytes = DefaultMaxFileBytes
	}
	if l.MaxRatio == 0 {
		l.MaxRatio = DefaultMaxRatio
	}
	if l.MaxPathBytes == 0 {
		l.MaxPathBytes = DefaultMaxPathBytes
	}
	if l.MaxDepth == 0 {
		l.MaxDepth = DefaultMaxDepth
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
