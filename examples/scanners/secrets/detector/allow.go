package detector

import (
	"bytes"
	"math"
)

// Entropy returns the Shannon entropy of s in bits per byte: 0 for a
// string of one repeated byte, log2(n) at most for n distinct bytes.
func Entropy(s []byte) float64 {
	if len(s) == 0 {
		return 0
	}
	var counts [256]int
	for _, c := range s {
		counts[c]++
	}
	h := 0.0
	n := float64(len(s))
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / n
			h -= p * math.Log2(p)
		}
	}
	return h
}

// placeholderWords are substrings (matched ignoring ASCII case) that mark a
// value as an example or a template rather than a live credential.
var placeholderWords = [][]byte{
	[]byte("example"), []byte("xxxx"), []byte("your"), []byte("placeholder"),
	[]byte("dummy"), []byte("fake"), []byte("sample"), []byte("changeme"), []byte("redacted"),
	[]byte("insert"), []byte("replace"), []byte("****"), []byte("..."),
	[]byte("0000000000"), []byte("0123456789"), []byte("1234567890"), []byte("abcdefghij"),
	[]byte("<"), []byte(">"), []byte("${"), []byte("{{"), []byte("%("),
	// The hexadecimal words programmers write for made-up values.
	[]byte("deadbeef"), []byte("d3adb33f"), []byte("cafebabe"),
}

// IsPlaceholder reports whether secret is an obvious placeholder: it holds
// one of the placeholder words (EXAMPLE, xxxx, <your-key>, changeme,
// redacted, 1234567890, deadbeef, ...), or one byte makes up most of it (a run like
// "AAAAAAAA...").
func IsPlaceholder(secret []byte) bool {
	if len(secret) == 0 {
		return true
	}
	lower := make([]byte, len(secret))
	var counts [256]int
	most := 0
	for i, c := range secret {
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		lower[i] = c
		counts[c]++
		most = max(most, counts[c])
	}
	if most*2 > len(secret) {
		return true
	}
	for _, w := range placeholderWords {
		if bytes.Contains(lower, w) {
			return true
		}
	}
	return false
}
