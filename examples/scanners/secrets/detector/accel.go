package detector

import (
	"regexp/syntax"
	"slices"
	"strings"
	"unicode/utf8"
)

// Most token formats are a literal prefix followed by runs of a character
// set: `\bghp_([0-9A-Za-z]{36})\b`. For those, compileFormat turns the
// pattern into a format, a hand-written matcher that starts at the keyword
// hit and needs no regular expression engine. It does so only when the
// format finds exactly the pattern's matches; every other pattern runs as
// a regular expression.

// maxPrefixes caps how many literal prefixes a pattern may expand to.
const maxPrefixes = 16

// formatOf returns the format equivalent to the parsed pattern re, with
// the secret of capturing group secretGroup (0 for the whole token), or nil
// when the pattern is not of that shape. Every match of the format must
// start with one of keywords (ignoring case), so the keyword pass finds
// them all.
func formatOf(re *syntax.Regexp, secretGroup int, keywords []string) *format {
	var items []*syntax.Regexp
	flatten(re, &items)
	fb := formatBuilder{secretGroup: secretGroup, secretFrom: -1, secretTo: -1}
	// Leading boundary.
	if len(items) > 0 {
		if items[0].Op == syntax.OpWordBoundary {
			fb.left = setWordish
			items = items[1:]
		} else if set, ok := delimiter(items[0], syntax.OpBeginText); ok {
			fb.left = set
			items = items[1:]
		}
	}
	// Trailing boundary.
	if n := len(items); n > 0 {
		if items[n-1].Op == syntax.OpWordBoundary {
			fb.rightWord = true
			items = items[:n-1]
		} else if set, ok := delimiter(items[n-1], syntax.OpEndText); ok {
			fb.right = set
			items = items[:n-1]
		}
	}
	if !fb.build(items) {
		return nil
	}
	return fb.finish(keywords)
}

// flatten appends the items of a concatenation, descending into nested
// concatenations and marking capture groups with their own items.
func flatten(re *syntax.Regexp, out *[]*syntax.Regexp) {
	if re.Op == syntax.OpConcat {
		for _, s := range re.Sub {
			flatten(s, out)
		}
		return
	}
	*out = append(*out, re)
}

// delimiter recognises (?:^|[^SET]) (edge OpBeginText) or (?:[^SET]|$)
// (edge OpEndText) and returns the bytes that may not stand next to the
// token: the ASCII bytes outside the class.
func delimiter(re *syntax.Regexp, edge syntax.Op) (*charset, bool) {
	if re.Op != syntax.OpAlternate || len(re.Sub) != 2 {
		return nil, false
	}
	var class *syntax.Regexp
	for _, s := range re.Sub {
		switch {
		case s.Op == edge:
		case s.Op == syntax.OpCharClass:
			class = s
		default:
			return nil, false
		}
	}
	if class == nil || re.Sub[0].Op == re.Sub[1].Op {
		return nil, false
	}
	var forbidden charset
	for b := range 0x80 {
		forbidden[b] = !classHas(class, rune(b))
	}
	// Every non-ASCII rune (and U+FFFD, what invalid bytes decode to) must
	// be in the class, so no byte >= 0x80 is forbidden.
	if !classHas(class, utf8.RuneError) || !classHas(class, utf8.MaxRune) || !classHas(class, 0x80) {
		return nil, false
	}
	return &forbidden, true
}

func classHas(re *syntax.Regexp, r rune) bool {
	for i := 0; i+1 < len(re.Rune); i += 2 {
		if re.Rune[i] <= r && r <= re.Rune[i+1] {
			return true
		}
	}
	return false
}

// asciiClass returns re's class as a charset when it holds only ASCII.
func asciiClass(re *syntax.Regexp) (*charset, bool) {
	if re.Op != syntax.OpCharClass || re.Flags&syntax.FoldCase != 0 {
		return nil, false
	}
	var c charset
	for i := 0; i+1 < len(re.Rune); i += 2 {
		if re.Rune[i+1] >= 0x80 {
			return nil, false
		}
		for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
			c[r] = true
		}
	}
	return &c, true
}

// formatBuilder collects a format's pieces from a pattern's items.
type formatBuilder struct {
	prefixes    []string
	segs        []seg
	left, right *charset
	rightWord   bool
	secretGroup int
	// secretFrom and secretTo are the element indexes (0 the prefix, i the
	// i-th segment) the secret group spans, inclusive.
	secretFrom, secretTo int
	inPrefix             bool
}

// build consumes items: literal parts become the prefix until the first
// run, then literals and runs become segments.
func (fb *formatBuilder) build(items []*syntax.Regexp) bool {
	fb.prefixes = []string{""}
	fb.inPrefix = true
	for _, it := range items {
		if !fb.item(it) {
			return false
		}
	}
	return len(fb.prefixes) > 0 && fb.prefixes[0] != ""
}

func (fb *formatBuilder) element() int {
	if fb.inPrefix {
		return 0
	}
	return len(fb.segs)
}

func (fb *formatBuilder) item(it *syntax.Regexp) bool {
	if it.Op == syntax.OpCapture {
		if it.Cap != fb.secretGroup {
			return fb.group(it.Sub[0])
		}
		from := 0
		if !fb.inPrefix || fb.prefixes[0] != "" {
			from = len(fb.segs) + 1 // the secret starts with the next segment
		}
		before := slices.Clone(fb.prefixes)
		if !fb.group(it.Sub[0]) {
			return false
		}
		if from > 0 && !slices.Equal(before, fb.prefixes) {
			return false // the secret starts inside the prefix
		}
		fb.secretFrom, fb.secretTo = from, fb.element()
		return true
	}
	if strs, ok := literals(it); ok && fb.inPrefix {
		return fb.appendPrefix(strs)
	}
	if it.Op == syntax.OpLiteral && it.Flags&syntax.FoldCase == 0 {
		fb.segs = append(fb.segs, lit(string(it.Rune)))
		return true
	}
	var set *charset
	lo, hi := 1, 1
	switch it.Op {
	case syntax.OpRepeat:
		lo, hi = it.Min, it.Max
		if hi < 0 || hi > MaxMatchBytes {
			return false
		}
		var ok bool
		if set, ok = asciiClass(it.Sub[0]); !ok {
			return false
		}
	case syntax.OpCharClass:
		var ok bool
		if set, ok = asciiClass(it); !ok {
			return false
		}
	default:
		return false
	}
	if lo < 1 {
		return false
	}
	fb.inPrefix = false
	fb.segs = append(fb.segs, run(set, lo, hi))
	return true
}

// group consumes the items of a group's body.
func (fb *formatBuilder) group(re *syntax.Regexp) bool {
	var items []*syntax.Regexp
	flatten(re, &items)
	for _, it := range items {
		if !fb.item(it) {
			return false
		}
	}
	return true
}

func (fb *formatBuilder) appendPrefix(strs []string) bool {
	var out []string
	for _, p := range fb.prefixes {
		for _, s := range strs {
			out = append(out, p+s)
		}
	}
	if len(out) > maxPrefixes {
		return false
	}
	fb.prefixes = out
	return true
}

// literals expands a piece made only of literals, small classes and
// alternations into the strings it matches.
func literals(re *syntax.Regexp) ([]string, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return nil, false
		}
		for _, r := range re.Rune {
			if r >= 0x80 {
				return nil, false
			}
		}
		return []string{string(re.Rune)}, true
	case syntax.OpCharClass:
		set, ok := asciiClass(re)
		if !ok {
			return nil, false
		}
		var out []string
		for b := range 0x80 {
			if set[b] {
				out = append(out, string(rune(b)))
			}
		}
		return out, len(out) > 0 && len(out) <= 4
	case syntax.OpAlternate:
		var out []string
		for _, s := range re.Sub {
			strs, ok := literals(s)
			if !ok {
				return nil, false
			}
			out = append(out, strs...)
		}
		return out, len(out) <= maxPrefixes
	case syntax.OpConcat:
		out := []string{""}
		for _, s := range re.Sub {
			strs, ok := literals(s)
			if !ok {
				return nil, false
			}
			var next []string
			for _, p := range out {
				for _, q := range strs {
					next = append(next, p+q)
				}
			}
			if out = next; len(out) > maxPrefixes {
				return nil, false
			}
		}
		return out, true
	case syntax.OpCapture:
		return nil, false
	}
	return nil, false
}

// finish checks that the format finds exactly the pattern's matches and
// returns it.
func (fb *formatBuilder) finish(keywords []string) *format {
	if len(fb.segs) == 0 {
		return nil
	}
	// Every match starts at a keyword: each prefix begins with one.
	for _, p := range fb.prefixes {
		if !slices.ContainsFunc(keywords, func(k string) bool {
			return len(k) <= len(p) && strings.EqualFold(p[:len(k)], k)
		}) {
			return nil
		}
	}
	// The pattern tries prefixes in order; the format takes the first that
	// fits, so none may be a prefix of another.
	for i, p := range fb.prefixes {
		for j, q := range fb.prefixes {
			if i != j && strings.HasPrefix(q, p) {
				return nil
			}
		}
	}
	if fb.left == setWordish {
		for _, p := range fb.prefixes {
			if !setWordish[p[0]] {
				return nil // \b before a non-word byte needs a word byte
			}
		}
	}
	// Greedy runs give the pattern's match only when a run cannot take the
	// first byte of what follows it.
	for i, s := range fb.segs {
		if s.set == nil || s.min == s.max || i+1 == len(fb.segs) {
			continue
		}
		next := fb.segs[i+1]
		if next.set == nil {
			if s.set[next.lit[0]] {
				return nil
			}
			continue
		}
		for b := range 256 {
			if s.set[b] && next.set[b] {
				return nil
			}
		}
	}
	last := fb.segs[len(fb.segs)-1]
	wordEnd := false
	if fb.rightWord {
		// \b after the token. When the token always ends with a word byte,
		// "not followed by a word byte" is the boundary. When its last run
		// may also take other bytes (`[0-9A-Za-z%]{80,120}\b`), the run
		// gives bytes back until a boundary holds, as the pattern's
		// backtracking does.
		switch {
		case last.set == nil && !setWordish[last.lit[len(last.lit)-1]]:
			return nil
		case last.set != nil && !last.set.subsetOf(setWordish):
			wordEnd = true
		default:
			fb.right = setWordish
		}
	}
	f := newFormat(fb.prefixes, fb.left, fb.right, fb.segs...)
	f.wordEnd = wordEnd
	if fb.secretGroup == 0 || fb.secretFrom < 0 {
		if fb.secretGroup != 0 {
			return nil
		}
		f.secretFrom, f.secretTo = 0, len(fb.segs)
	} else {
		f.secretFrom, f.secretTo = fb.secretFrom, fb.secretTo
	}
	return f
}
