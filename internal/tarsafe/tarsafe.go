// Package tarsafe holds the checks both tar extractors of this module (the
// package verifier's and the archive preparer's) make before they write a
// byte: sparse entries, which expand from a map past any ratio cap, and
// size arithmetic that saturates instead of overflowing.
package tarsafe

import (
	"archive/tar"
	"math"
	"strings"
)

// IsSparse reports whether h is a sparse file in any format: the old GNU
// type flag, or PAX records of the 0.0, 0.1 and 1.0 formats, whose content
// the tar reader expands from a map.
func IsSparse(h *tar.Header) bool {
	if h.Typeflag == tar.TypeGNUSparse {
		return true
	}
	for k := range h.PAXRecords {
		if strings.HasPrefix(k, "GNU.sparse.") {
			return true
		}
	}
	return false
}

// SatMul returns a*b for non-negative a and b, saturating at
// math.MaxInt64.
func SatMul(a, b int64) int64 {
	if b != 0 && a > math.MaxInt64/b {
		return math.MaxInt64
	}
	return a * b
}

// SatAdd returns a+b for non-negative a and b, saturating at
// math.MaxInt64.
func SatAdd(a, b int64) int64 {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}
