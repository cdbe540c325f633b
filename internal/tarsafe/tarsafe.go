// Package tarsafe is the one walk over hostile tar archives that every tar
// reader of this module uses: the package verifier and signer (internal/pkg,
// signed .tar.gz packages) and the archive preparer (job archives). Walk
// makes the checks that do not depend on what is done with the entries
// (gzip and tar framing, entry counts, sparse files, declared sizes, the
// expansion ratio, link, device and other types) and reports each failure
// as a typed error that the caller words in its own terms. Entry names,
// duplicates and writing the content stay with the caller.
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
