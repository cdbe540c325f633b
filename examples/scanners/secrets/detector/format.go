package detector

import "bytes"

// seg is one part of a token format after its prefix: either a literal or a
// run of min..max bytes from a character set.
type seg struct {
	lit      string
	set      *charset
	min, max int
}

// lit is a literal segment.
func lit(s string) seg { return seg{lit: s} }

// run is a segment of min..max bytes of set. Runs are matched greedily, so
// a run's set must not hold the first byte of the segment after it.
func run(set *charset, min, max int) seg { return seg{set: set, min: min, max: max} }

// format is a hand-written matcher for a token with a fixed, case-sensitive
// prefix followed by segments. It replaces a regular expression like
// `\bghp_[0-9A-Za-z]{36}\b`, and is several times faster because the
// keyword pass has already found the prefix.
type format struct {
	// prefixes are the literal prefixes; every one is also a keyword.
	prefixes []string
	segs     []seg
	// left, when set, holds the bytes that may not come just before the
	// prefix (a word boundary); right the bytes that may not follow the
	// token.
	left, right *charset
	// wordEnd makes the token end at a word boundary (`\b`): the last
	// run, whose set holds word and non-word bytes, gives back bytes
	// until one holds.
	wordEnd bool
	// maxLen is the longest token the format matches, in bytes.
	maxLen int
	// secretFrom and secretTo are the first and last element of the secret
	// (element 0 is the prefix, element i the i-th segment).
	secretFrom, secretTo int
}

func newFormat(prefixes []string, left, right *charset, segs ...seg) *format {
	f := &format{prefixes: prefixes, segs: segs, left: left, right: right}
	longest := 0
	for _, p := range prefixes {
		longest = max(longest, len(p))
	}
	f.maxLen = longest
	for _, s := range segs {
		if s.set == nil {
			f.maxLen += len(s.lit)
		} else {
			f.maxLen += s.max
		}
	}
	return f
}

// match returns the end of the token starting at data[start] and where
// its secret starts and ends, or -1s. The prefix is compared
// case-sensitively (the keyword pass ignored case).
func (f *format) match(data []byte, start int) (end, secretStart, secretEnd int) {
	secretStart, secretEnd = -1, -1
	if f.left != nil && start > 0 && f.left[data[start-1]] {
		return -1, -1, -1
	}
	i := -1
	for _, p := range f.prefixes {
		if bytes.HasPrefix(data[start:], []byte(p)) {
			i = start + len(p)
			break
		}
	}
	if i < 0 {
		return -1, -1, -1
	}
	if f.secretFrom == 0 {
		secretStart = start
	}
	if f.secretTo == 0 {
		secretEnd = i
	}
	for k, s := range f.segs {
		if k+1 == f.secretFrom {
			secretStart = i
		}
		if s.set == nil {
			if !bytes.HasPrefix(data[i:], []byte(s.lit)) {
				return -1, -1, -1
			}
			i += len(s.lit)
			if k+1 == f.secretTo {
				secretEnd = i
			}
			continue
		}
		n := s.set.span(data, i, s.max)
		if f.wordEnd && k+1 == len(f.segs) {
			for n >= s.min && !wordBoundary(data, i+n) {
				n--
			}
		}
		if n < s.min {
			return -1, -1, -1
		}
		i += n
		if k+1 == f.secretTo {
			secretEnd = i
		}
	}
	if f.right != nil && i < len(data) && f.right[data[i]] {
		return -1, -1, -1
	}
	return i, secretStart, secretEnd
}

// wordBoundary reports whether data has an ASCII word boundary (`\b`)
// before data[p]: a word byte on exactly one side of it.
func wordBoundary(data []byte, p int) bool {
	before := p > 0 && setWordish[data[p-1]]
	after := p < len(data) && setWordish[data[p]]
	return before != after
}
