package config

import (
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
)

// Position is a place in a config file. Line and Col count from 1; Col
// counts bytes, like BurntSushi/toml's own positions. The zero Position
// means "unknown".
type Position struct {
	Line int
	Col  int
}

// IsValid reports whether p names a real place.
func (p Position) IsValid() bool { return p.Line > 0 }

// keyIndex maps every key of a TOML document, written the way
// toml.Key.String writes it ("a.b", `a."c d"`), to the positions where it
// occurs, in document order. A key occurs more than once when it sits in
// several elements of an array of tables.
//
// BurntSushi/toml reports positions for syntax errors but not for
// MetaData.Undecoded keys or for values that decode but fail validation, so
// the loader keeps this small index of its own. It only needs to be right
// for documents the parser accepted; for anything else it must merely not
// panic and terminate, which the fuzz test checks.
type keyIndex struct {
	positions map[string][]Position
	// seen counts how many occurrences of a key were handed out by next.
	seen map[string]int
}

// first returns the first position of key.
func (ix *keyIndex) first(key string) Position {
	if ps := ix.positions[key]; len(ps) > 0 {
		return ps[0]
	}
	return Position{}
}

// next returns the next not yet returned position of key, or its last one
// when all were returned. Undecoded keys arrive in document order, so
// successive calls for a key in an array of tables map to successive
// elements.
func (ix *keyIndex) next(key string) Position {
	ps := ix.positions[key]
	if len(ps) == 0 {
		return Position{}
	}
	n := ix.seen[key]
	ix.seen[key] = n + 1
	if n >= len(ps) {
		n = len(ps) - 1
	}
	return ps[n]
}

// indexKeys builds the key index of src.
func indexKeys(src string) *keyIndex {
	s := &keyScanner{src: src, ix: &keyIndex{positions: map[string][]Position{}, seen: map[string]int{}}}
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			s.lineStarts = append(s.lineStarts, i+1)
		}
	}
	s.document()
	return s.ix
}

type keyScanner struct {
	src        string
	i          int
	lineStarts []int // offsets of the starts of lines 2, 3, ...
	ix         *keyIndex
}

// maxNesting bounds recursion into arrays and inline tables.
const maxNesting = 128

func (s *keyScanner) pos(off int) Position {
	line := sort.Search(len(s.lineStarts), func(i int) bool { return s.lineStarts[i] > off })
	start := 0
	if line > 0 {
		start = s.lineStarts[line-1]
	}
	return Position{Line: line + 1, Col: off - start + 1}
}

func (s *keyScanner) record(key toml.Key, off int) {
	k := key.String()
	s.ix.positions[k] = append(s.ix.positions[k], s.pos(off))
}

func (s *keyScanner) eof() bool { return s.i >= len(s.src) }

func (s *keyScanner) peek() byte {
	if s.eof() {
		return 0
	}
	return s.src[s.i]
}

func (s *keyScanner) skipSpace() {
	for !s.eof() && (s.src[s.i] == ' ' || s.src[s.i] == '\t') {
		s.i++
	}
}

// skipBlank skips spaces, newlines and comments.
func (s *keyScanner) skipBlank() {
	for !s.eof() {
		switch s.src[s.i] {
		case ' ', '\t', '\r', '\n':
			s.i++
		case '#':
			s.skipLine()
		default:
			return
		}
	}
}

func (s *keyScanner) skipLine() {
	for !s.eof() && s.src[s.i] != '\n' {
		s.i++
	}
}

func (s *keyScanner) document() {
	var table toml.Key
	for {
		s.skipBlank()
		if s.eof() {
			return
		}
		start := s.i
		if s.peek() == '[' {
			s.i++
			array := s.peek() == '['
			if array {
				s.i++
			}
			key := s.key(nil)
			if key != nil {
				table = key
			}
			s.skipLine()
		} else {
			key := s.key(table)
			s.skipSpace()
			if s.peek() == '=' {
				s.i++
				s.skipSpace()
				s.value(key, 0)
			}
			s.skipLine()
		}
		if s.i == start { // never loop without progress on odd input
			s.i++
		}
	}
}

// key reads a dotted key, records every level below prefix and returns the
// full key, or nil when there is no key here.
func (s *keyScanner) key(prefix toml.Key) toml.Key {
	key := append(toml.Key(nil), prefix...)
	for {
		s.skipSpace()
		off := s.i
		part, ok := s.keyPart()
		if !ok {
			if len(key) == len(prefix) {
				return nil
			}
			return key
		}
		key = append(key, part)
		s.record(key, off)
		s.skipSpace()
		if s.peek() != '.' {
			return key
		}
		s.i++
	}
}

func (s *keyScanner) keyPart() (string, bool) {
	switch c := s.peek(); {
	case c == '"':
		return s.basicString()
	case c == '\'':
		s.i++
		end := strings.IndexAny(s.src[s.i:], "'\n")
		if end < 0 {
			s.i = len(s.src)
			return "", false
		}
		part := s.src[s.i : s.i+end]
		s.i += end + 1
		return part, true
	case isBare(c):
		start := s.i
		for !s.eof() && isBare(s.src[s.i]) {
			s.i++
		}
		return s.src[start:s.i], true
	}
	return "", false
}

func isBare(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

// basicString reads a one-line "..." string at s.i and returns its value.
func (s *keyScanner) basicString() (string, bool) {
	s.i++ // opening quote
	var b strings.Builder
	for !s.eof() {
		c := s.src[s.i]
		switch c {
		case '"':
			s.i++
			return b.String(), true
		case '\n':
			return "", false
		case '\\':
			s.i++
			s.escape(&b)
		default:
			b.WriteByte(c)
			s.i++
		}
	}
	return "", false
}

// escape decodes the escape sequence after a backslash.
func (s *keyScanner) escape(b *strings.Builder) {
	if s.eof() {
		return
	}
	c := s.src[s.i]
	s.i++
	simple := map[byte]byte{'b': '\b', 't': '\t', 'n': '\n', 'f': '\f', 'r': '\r', 'e': 0x1b, '"': '"', '\\': '\\'}
	if r, ok := simple[c]; ok {
		b.WriteByte(r)
		return
	}
	width := map[byte]int{'x': 2, 'u': 4, 'U': 8}[c]
	if width == 0 || s.i+width > len(s.src) {
		return
	}
	n, err := strconv.ParseUint(s.src[s.i:s.i+width], 16, 32)
	if err != nil {
		return
	}
	s.i += width
	if c == 'x' {
		b.WriteRune(rune(n))
		return
	}
	if utf8.ValidRune(rune(n)) {
		b.WriteRune(rune(n))
	}
}

// value skips one value; inline tables (also inside arrays) record their
// keys below key.
func (s *keyScanner) value(key toml.Key, depth int) {
	if depth > maxNesting {
		s.i = len(s.src)
		return
	}
	switch {
	case strings.HasPrefix(s.src[s.i:], `"""`):
		s.multiline(`"""`, true)
	case strings.HasPrefix(s.src[s.i:], `'''`):
		s.multiline(`'''`, false)
	case s.peek() == '"':
		s.basicString()
	case s.peek() == '\'':
		s.keyPart()
	case s.peek() == '[':
		s.i++
		for {
			s.skipBlank()
			if s.eof() {
				return
			}
			if s.peek() == ']' {
				s.i++
				return
			}
			start := s.i
			s.value(key, depth+1)
			s.skipBlank()
			if s.peek() == ',' {
				s.i++
			}
			if s.i == start {
				s.i++
			}
		}
	case s.peek() == '{':
		s.i++
		for {
			s.skipBlank()
			if s.eof() {
				return
			}
			if s.peek() == '}' {
				s.i++
				return
			}
			start := s.i
			sub := s.key(key)
			s.skipSpace()
			if sub != nil && s.peek() == '=' {
				s.i++
				s.skipSpace()
				s.value(sub, depth+1)
			}
			s.skipBlank()
			if s.peek() == ',' {
				s.i++
			}
			if s.i == start {
				s.i++
			}
		}
	default: // number, bool, date-time: up to a delimiter
		for !s.eof() && !strings.ContainsRune(",]}#\n", rune(s.src[s.i])) {
			s.i++
		}
	}
}

// multiline skips a multi-line string opened by delim at s.i. A closing
// delimiter may be followed by up to two more quote characters that belong
// to the content.
func (s *keyScanner) multiline(delim string, escapes bool) {
	s.i += 3
	for !s.eof() {
		if escapes && s.src[s.i] == '\\' {
			s.i += 2
			continue
		}
		if strings.HasPrefix(s.src[s.i:], delim) {
			s.i += 3
			for n := 0; n < 2 && !s.eof() && s.src[s.i] == delim[0]; n++ {
				s.i++
			}
			return
		}
		s.i++
	}
	if s.i > len(s.src) {
		s.i = len(s.src)
	}
}
