package detector

import (
	"bytes"
	"encoding/base64"
	"strconv"
	"unicode/utf8"
)

// Decoding, as Gitleaks does it: a gitleaks.toml's rules also run over the
// text with its encoded segments decoded (percent-encoding, Unicode
// escapes, hex, base64), up to MaxDecodeDepth times over, so a JWT inside
// a base64 blob is found as Gitleaks finds it. A finding in decoded text
// is reported where its encoded segment lies in the file. The segments
// and their decodings are Gitleaks' (detect/codec of Gitleaks v8.30.1):
//
//   - percent: `%XX`, through the last `%XX` of the line;
//   - Unicode: runs of `U+XXXX` each followed by a space or the end, or
//     of `\uXXXX` (one or two backslashes, u of either case);
//   - hex: 32 or more hex digits, holding a digit, of printable ASCII;
//   - base64: 16 or more of [A-Za-z0-9_/+-] and up to two '=', holding
//     one of 0-9 + / - _, of printable ASCII in standard or raw URL
//     encoding.
//
// At each place the first kind that matches there wins, in that order;
// a segment touching a neighbour of an earlier kind is dropped.

// MaxDecodeDepth is how many times decoding is applied to decoded text:
// Gitleaks' default (--max-decode-depth 5).
const MaxDecodeDepth = 5

// span is a byte range [start, end).
type span struct{ start, end int }

// overlaps is Gitleaks' test, which counts touching ranges.
func (s span) overlaps(o span) bool  { return o.start <= s.end && o.end >= s.start }
func (s span) contains(o span) bool  { return s.start <= o.start && o.end <= s.end }
func (s span) add(o span) span       { return span{s.start + o.start, s.end + o.end} }
func (s span) sub(o span) span       { return span{s.start - o.start, s.end - o.end} }
func (s span) merge(o span) span     { return span{min(s.start, o.start), max(s.end, o.end)} }
func (s span) overflow(o span) span  { return s.merge(o).sub(s) }
func (s span) spanLen() int          { return s.end - s.start }
func (s span) of(data []byte) []byte { return data[s.start:s.end] }

// Encoding kinds, in the order they are tried at a place.
const (
	encPercent = iota
	encUnicode
	encHex
	encBase64
)

// encoded is one encoded segment of a decoding pass.
type encoded struct {
	// predecessors are the segments of the pass before, whose decoded
	// text this segment was found in.
	predecessors []*encoded
	// original is where the segment lies in the window, encoded is
	// where it lies in the text of its pass, decoded where its decoding
	// lies in the text of the next.
	original, encoded, decoded span
	value                      []byte
}

// decodePass finds the encoded segments of data (the text of a pass, whose
// segments are predecessors) within the ranges of within (sorted, not
// overlapping; nil means all of data) and returns data with each decoded,
// and the segments. cache maps encoded text to its decoding.
func decodePass(data []byte, predecessors []*encoded, within []span, cache map[string][]byte) ([]byte, []*encoded) {
	var segments []*encoded
	shift := 0
	var matches []encMatch
	if within == nil {
		matches = findEncoded(data)
	}
	for _, w := range within {
		for _, m := range findEncoded(w.of(data)) {
			matches = append(matches, encMatch{span{w.start + m.start, w.start + m.end}, m.kind})
		}
	}
	for _, m := range matches {
		text := m.of(data)
		value, ok := cache[string(text)]
		if !ok {
			value = decodeSegment(m.kind, text)
			cache[string(text)] = value
		}
		if len(value) == 0 {
			continue
		}
		segments = append(segments, &encoded{
			predecessors: predecessors,
			original:     toOriginal(predecessors, m.span),
			encoded:      m.span,
			decoded:      span{m.start + shift, m.start + shift + len(value)},
			value:        value,
		})
		shift += len(value) - m.spanLen()
	}
	if len(segments) == 0 {
		return data, nil
	}
	out := make([]byte, 0, len(data)+shift)
	from := 0
	for _, s := range segments {
		out = append(out, data[from:s.encoded.start]...)
		out = append(out, s.value...)
		from = s.encoded.end
	}
	return append(out, data[from:]...), segments
}

// toOriginal maps a range of a pass's decoded text to the window.
func toOriginal(predecessors []*encoded, r span) span {
	if len(predecessors) == 0 {
		return r
	}
	var enc span
	for _, p := range predecessors {
		if !p.decoded.overlaps(r) {
			continue
		}
		if p.decoded.contains(r) {
			return p.original
		}
		if enc.end == 0 {
			enc = p.encoded.add(p.decoded.overflow(r))
		} else {
			enc = enc.merge(p.encoded.add(p.decoded.overflow(r)))
		}
	}
	if enc.end == 0 {
		return r
	}
	return toOriginal(predecessors[0].predecessors, enc)
}

// overlapping returns the segments whose decoded text overlaps r.
func overlapping(segments []*encoded, r span) []*encoded {
	var out []*encoded
	for _, s := range segments {
		if s.decoded.overlaps(r) {
			out = append(out, s)
		}
	}
	return out
}

// encMatch is a candidate segment of one kind.
type encMatch struct {
	span
	kind int
}

// findEncoded returns the encoded segments of data, left to right.
func findEncoded(data []byte) []encMatch {
	var all []encMatch
	for p := 0; p < len(data); {
		c := data[p]
		n, kind := 0, 0
		switch {
		case c == '%':
			n, kind = percentAt(data, p), encPercent
		case c == '\\':
			n, kind = unicodeAt(data, p), encUnicode
		case isBase64(c):
			if c == 'U' {
				n, kind = unicodeAt(data, p), encUnicode
			}
			if n == 0 {
				n, kind = hexAt(data, p), encHex
			}
			if n == 0 {
				n, kind = base64At(data, p), encBase64
			}
			if n == 0 {
				// No segment starts in this run of base64 bytes (too
				// short for hex or base64) but where a U+ might.
				q := p + 1
				for q < len(data) && isBase64(data[q]) && data[q] != 'U' {
					q++
				}
				p = q
				continue
			}
		}
		if n == 0 {
			p++
			continue
		}
		all = append(all, encMatch{span{p, p + n}, kind})
		p += n
	}
	if len(all) < 2 {
		return all
	}
	// A segment touching a neighbour of a kind tried before its own is
	// dropped (Gitleaks' filter; its ranges touch when one ends where the
	// other starts).
	out := all[:0:0]
	for i, m := range all {
		if i > 0 && m.overlaps(all[i-1].span) && all[i-1].kind < m.kind ||
			i+1 < len(all) && m.overlaps(all[i+1].span) && all[i+1].kind < m.kind {
			continue
		}
		out = append(out, m)
	}
	return out
}

var hexChars = newCharset("0-9a-fA-F")

func isHex(c byte) bool { return hexChars[c] }

func hexPairAt(data []byte, p int) bool {
	return p+1 < len(data) && isHex(data[p]) && isHex(data[p+1])
}

// percentAt matches `%[0-9A-Fa-f]{2}(?:.*%[0-9A-Fa-f]{2})?` at p: through
// the last such escape before the end of the line.
func percentAt(data []byte, p int) int {
	if data[p] != '%' || !hexPairAt(data, p+1) {
		return 0
	}
	end := p + 3
	line := len(data)
	if nl := bytes.IndexByte(data[end:], '\n'); nl >= 0 {
		line = end + nl
	}
	for i := line - 3; i >= end; i-- {
		if data[i] == '%' && isHex(data[i+1]) && isHex(data[i+2]) {
			return i + 3 - p
		}
	}
	return end - p
}

// unicodeAt matches `(?:U\+[a-fA-F0-9]{4}(?:\s|$))+` at p, else
// `(?i)(?:\\{1,2}u[a-fA-F0-9]{4})+`.
func unicodeAt(data []byte, p int) int {
	i := p
	for i+6 <= len(data) && data[i] == 'U' && data[i+1] == '+' && allHex(data[i+2:i+6]) {
		if i+6 < len(data) && !isSpace(data[i+6]) {
			break // this code point is not followed by a space or the end
		}
		i = min(i+7, len(data))
	}
	if i > p {
		return i - p
	}
	for {
		n := escapeAt(data, i)
		if n == 0 {
			return i - p
		}
		i += n
	}
}

// escapeAt matches `(?i)\\{1,2}u[a-fA-F0-9]{4}` at p.
func escapeAt(data []byte, p int) int {
	if p < len(data) && data[p] == '\\' {
		if p+6 < len(data) && data[p+1] == '\\' && isU(data[p+2]) && allHex(data[p+3:p+7]) {
			return 7
		}
		if p+5 < len(data) && isU(data[p+1]) && allHex(data[p+2:p+6]) {
			return 6
		}
	}
	return 0
}

func isU(c byte) bool { return c == 'u' || c == 'U' }

func allHex(b []byte) bool {
	for _, c := range b {
		if !isHex(c) {
			return false
		}
	}
	return true
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

// hexAt matches `[0-9A-Fa-f]{32,}` at p.
func hexAt(data []byte, p int) int {
	i := p
	for i < len(data) && isHex(data[i]) {
		i++
	}
	if i-p < 32 {
		return 0
	}
	return i - p
}

// base64Chars are the bytes of a base64 segment: \w, '/', '+' and '-'.
var base64Chars = newCharset("A-Za-z0-9_/+-")

func isBase64(c byte) bool { return base64Chars[c] }

// base64At matches `[\w\/+-]{16,}={0,2}` at p.
func base64At(data []byte, p int) int {
	i := p
	for i < len(data) && isBase64(data[i]) {
		i++
	}
	if i-p < 16 {
		return 0
	}
	for k := 0; k < 2 && i < len(data) && data[i] == '='; k++ {
		i++
	}
	return i - p
}

// printable is Gitleaks' printable ASCII: tab through '~'.
func printable(b []byte) bool {
	for _, c := range b {
		if c <= '\x08' || c >= '\x7f' {
			return false
		}
	}
	return true
}

// decodeSegment decodes text of kind, or returns nil.
func decodeSegment(kind int, text []byte) []byte {
	switch kind {
	case encPercent:
		return decodePercent(text)
	case encUnicode:
		return decodeUnicode(text)
	case encHex:
		return decodeHex(text)
	default:
		return decodeBase64(text)
	}
}

func decodeBase64(text []byte) []byte {
	if bytes.IndexFunc(text, func(r rune) bool { return '0' <= r && r <= '9' || r == '+' || r == '/' || r == '-' || r == '_' }) < 0 {
		return nil
	}
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawURLEncoding} {
		out := make([]byte, enc.DecodedLen(len(text)))
		n, err := enc.Decode(out, text)
		if err == nil && printable(out[:n]) {
			return out[:n]
		}
	}
	return nil
}

func decodeHex(text []byte) []byte {
	if len(text)%2 != 0 || bytes.IndexFunc(text, func(r rune) bool { return '0' <= r && r <= '9' }) < 0 {
		return nil
	}
	out := make([]byte, len(text)/2)
	for i := 0; i < len(text); i += 2 {
		v, err := strconv.ParseUint(string(text[i:i+2]), 16, 8)
		if err != nil || !printable([]byte{byte(v)}) {
			return nil
		}
		out[i/2] = byte(v)
	}
	return out
}

func decodePercent(text []byte) []byte {
	out := make([]byte, 0, len(text))
	for i := 0; i < len(text); {
		if text[i] == '%' && i+2 < len(text) && isHex(text[i+1]) && isHex(text[i+2]) {
			v, _ := strconv.ParseUint(string(text[i+1:i+3]), 16, 8)
			if !printable([]byte{byte(v)}) {
				return nil
			}
			out = append(out, byte(v))
			i += 3
			continue
		}
		out = append(out, text[i])
		i++
	}
	return out
}

// decodeUnicode decodes a run of `U+XXXX` code points (the spaces between
// them dropped) or of `\uXXXX` escapes.
func decodeUnicode(text []byte) []byte {
	var out []byte
	if bytes.HasPrefix(text, []byte("U+")) {
		for _, f := range bytes.Fields(text) {
			if len(f) < 6 || !bytes.HasPrefix(f, []byte("U+")) {
				continue
			}
			if v, err := strconv.ParseUint(string(f[2:]), 16, 32); err == nil {
				out = utf8.AppendRune(out, rune(v))
			}
		}
		return out
	}
	for i := 0; i < len(text); {
		n := escapeAt(text, i)
		if n == 0 {
			break
		}
		v, _ := strconv.ParseUint(string(text[i+n-4:i+n]), 16, 32)
		out = utf8.AppendRune(out, rune(v))
		i += n
	}
	return out
}
