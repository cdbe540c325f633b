// Package hexdigest checks the hex spellings of digests and random ids that
// cross a trust boundary (bundle names, receipts, fingerprints, request
// ids): lower-case only, so that one value has one spelling.
package hexdigest

import "crypto/sha256"

// IsLowerHex reports whether s consists only of the digits 0-9 and a-f
// (the empty string does). Callers check the length they need.
func IsLowerHex(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// IsSHA256 reports whether s is a SHA-256 digest in lower-case hex: exactly
// 64 characters of 0-9 and a-f.
func IsSHA256(s string) bool { return len(s) == 2*sha256.Size && IsLowerHex(s) }
