// Package fsname turns file names that may hold any bytes into valid UTF-8
// and back, losslessly. Scanners see every workspace path in this escaped
// form, because fs.FS paths, protobuf strings and JSON text must be valid
// UTF-8 while a Unix file name is any bytes but '/' and NUL.
//
// The escape is the one MirBSD calls OPTU-8: each byte of a name that is
// not part of valid UTF-8 becomes the private-use rune U+EF00 plus the
// byte (0x80..0xFF become U+EF80..U+EFFF). A valid rune that itself lies in
// U+EF80..U+EFFF is escaped the same way, byte by byte, so that the mapping
// is a bijection: Unescape(Escape(raw)) == raw for every raw, and a name is
// accepted by Unescape only in the one form Escape produces. Every other
// name, including every valid UTF-8 name without those runes, is its own
// escape. The escape never produces or removes '/', NUL or '.', so path
// structure is unchanged.
package fsname

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Escape runes: byte b (0x80..0xFF) is written as escapeBase + b.
const (
	escapeBase  = 0xEF00
	escapeFirst = escapeBase + 0x80
	escapeLast  = escapeBase + 0xFF
	// escapeLead is the first byte of the UTF-8 encoding of every escape
	// rune (EE BE 80 .. EE BF BF).
	escapeLead = 0xEE
)

func isEscapeRune(r rune) bool { return r >= escapeFirst && r <= escapeLast }

// Escape returns raw (a name or slash path of any bytes) as valid UTF-8. It
// returns raw itself, without allocating, when raw needs no escape: valid
// UTF-8 without a rune in U+EF80..U+EFFF.
func Escape(raw string) string {
	i := firstEscape(raw)
	if i < 0 {
		return raw
	}
	var b strings.Builder
	b.Grow(len(raw) + 2*(len(raw)-i))
	b.WriteString(raw[:i])
	for i < len(raw) {
		c := raw[i]
		if c < utf8.RuneSelf {
			b.WriteByte(c)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(raw[i:])
		if r == utf8.RuneError && size == 1 || isEscapeRune(r) {
			for _, c := range []byte(raw[i : i+size]) {
				b.WriteRune(escapeBase + rune(c))
			}
		} else {
			b.WriteString(raw[i : i+size])
		}
		i += size
	}
	return b.String()
}

// NeedsEscape reports whether Escape(raw) differs from raw.
func NeedsEscape(raw string) bool { return firstEscape(raw) >= 0 }

// firstEscape returns the offset of the first byte of raw that Escape
// changes, or -1.
func firstEscape(raw string) int {
	for i := 0; i < len(raw); {
		c := raw[i]
		if c < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(raw[i:])
		if r == utf8.RuneError && size == 1 || isEscapeRune(r) {
			return i
		}
		i += size
	}
	return -1
}

// Unescape returns the raw bytes of name, an escaped name or path. ok is
// false when name is not valid UTF-8 or is not in the form Escape produces
// (for example "\uefc3\uefa9", whose bytes spell the valid "é": Escape
// leaves "é" as it is, so only "é" names that file).
func Unescape(name string) (raw string, ok bool) {
	if strings.IndexByte(name, escapeLead) < 0 {
		return name, utf8.ValidString(name)
	}
	if !utf8.ValidString(name) {
		return "", false
	}
	b := make([]byte, 0, len(name))
	for _, r := range name {
		if isEscapeRune(r) {
			b = append(b, byte(r-escapeBase))
		} else {
			b = utf8.AppendRune(b, r)
		}
	}
	raw = string(b)
	if Escape(raw) != name {
		return "", false
	}
	return raw, true
}

// Quote returns raw (exact bytes) as every output format shows a path to
// people and scripts, losslessly: raw itself when it is valid UTF-8 of
// printable characters (no tab) that does not start with a double quote,
// else a Go-quoted string literal ("dir/\xff.env") that strconv.Unquote
// turns back into the exact bytes.
func Quote(raw string) string {
	if strings.HasPrefix(raw, `"`) || !utf8.ValidString(raw) {
		return strconv.Quote(raw)
	}
	for _, r := range raw {
		if !unicode.IsPrint(r) || r == '\t' {
			return strconv.Quote(raw)
		}
	}
	return raw
}

// Display returns the escaped path name as Quote shows its raw bytes. A
// name not in escaped form (a scanner may report anything) is quoted as it
// is.
func Display(name string) string {
	if raw, ok := Unescape(name); ok {
		return Quote(raw)
	}
	return strconv.Quote(name)
}

// maxShortBytes bounds the name Short returns; longer names (a hostile
// archive may hold names of a megabyte) are cut and marked with "...".
const maxShortBytes = 256

// Short returns p for an error message: cut to 256 bytes and marked with
// "..." when longer, quoted with %q escapes when it holds control
// characters or invalid UTF-8.
func Short(p string) string {
	cut := false
	if len(p) > maxShortBytes {
		p, cut = p[:maxShortBytes], true
	}
	if !utf8.ValidString(p) || strings.ContainsFunc(p, unicode.IsControl) {
		p = strconv.Quote(p)
	}
	if cut {
		p += "..."
	}
	return p
}
