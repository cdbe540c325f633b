package detector

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode/utf8"
)

// pathRegexp is a rule's or allow-list's path pattern. The detector tests
// it against the path of every window it scans; in a WASM guest Go's
// regexp runs some 20 to 50 times slower than natively, and an unanchored
// alternation of file names (the default pack's lock files) took tens of
// microseconds a window there. Most such patterns end in `$` after a
// finite set of literals ("go\.sum$", "(^|/)(yarn\.lock|go\.sum)$"): a
// path can match only when it ends with one of them, which a few suffix
// comparisons rule out for almost every path before the regexp runs.
type pathRegexp struct {
	re *regexp.Regexp
	// suffixes, when not nil, holds strings one of which every path the
	// pattern matches ends with (case-sensitively).
	suffixes []string
	// last holds the last byte of each suffix.
	last charset
	// needs, when not nil, holds ASCII strings one of which every path
	// the pattern matches contains: for the patterns the suffix test
	// cannot take (Gitleaks' `(?:^|/)node_modules(?:/.*)?$`,
	// `gitleaks\.toml`), a few substring searches rule out most paths.
	needs []pathLiteral
}

// pathLiteral is a string a path must contain; a folded one is lower
// case and matched ignoring ASCII case.
type pathLiteral struct {
	s    string
	fold bool
}

// maxPathNeeds bounds the strings of a needs prefilter.
const maxPathNeeds = 16

// maxPathSuffixes bounds the literal strings a pattern's end may expand
// to; a pattern with more gets no prefilter.
const maxPathSuffixes = 256

// compilePath compiles a path pattern as regexp.Compile does.
func compilePath(pattern string) (*pathRegexp, error) {
	re, err := regexp.Compile(pattern)
	if err != nil {
		return nil, err
	}
	p := &pathRegexp{re: re}
	if parsed, err := syntax.Parse(pattern, syntax.Perl); err == nil {
		if s, ok := endSuffixes(parsed); ok && !slices.ContainsFunc(s, unsafeSuffix) {
			p.suffixes = s
			for _, x := range s {
				p.last[x[len(x)-1]] = true
			}
		}
		if p.suffixes == nil {
			if n, ok := needed(parsed); ok {
				p.needs = n
			}
		}
	}
	return p, nil
}

// MatchString reports whether path matches the pattern.
func (p *pathRegexp) MatchString(path string) bool {
	if p.suffixes != nil && (path == "" || !p.last[path[len(path)-1]] || !hasAnySuffix(path, p.suffixes)) {
		return false
	}
	if p.needs != nil && !containsNeeded(path, p.needs) {
		return false
	}
	return p.re.MatchString(path)
}

// containsNeeded reports whether path may match a pattern that needs one
// of needs: whether it holds one. regexp's case folding is Unicode's
// (a KELVIN SIGN matches k), so a folded string cannot rule out a path
// with a byte outside ASCII.
func containsNeeded(path string, needs []pathLiteral) bool {
	lower := ""
	for _, n := range needs {
		if !n.fold {
			if strings.Contains(path, n.s) {
				return true
			}
			continue
		}
		if lower == "" {
			for i := 0; i < len(path); i++ {
				if path[i] >= utf8.RuneSelf {
					return true
				}
			}
			lower = strings.ToLower(path)
		}
		if strings.Contains(lower, n.s) {
			return true
		}
	}
	return false
}

// needed returns ASCII strings one of which occurs in every text re
// matches; ok is false when it finds none. A concatenation needs what its
// most selective part needs (the one whose shortest string is longest), an
// alternation what any branch needs.
func needed(re *syntax.Regexp) (out []pathLiteral, ok bool) {
	switch re.Op {
	case syntax.OpLiteral:
		s := string(re.Rune)
		for i := 0; i < len(s); i++ {
			if s[i] >= utf8.RuneSelf {
				return nil, false
			}
		}
		fold := re.Flags&syntax.FoldCase != 0 && strings.ToLower(s) != strings.ToUpper(s)
		if fold {
			s = strings.ToLower(s)
		}
		return []pathLiteral{{s, fold}}, true
	case syntax.OpCapture, syntax.OpPlus:
		return needed(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return needed(re.Sub[0])
		}
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			n, ok := needed(sub)
			if !ok || len(out)+len(n) > maxPathNeeds {
				return nil, false
			}
			out = append(out, n...)
		}
		return out, true
	case syntax.OpConcat:
		best := 0
		for _, sub := range re.Sub {
			n, ok := needed(sub)
			if !ok {
				continue
			}
			shortest := len(n[0].s)
			for _, x := range n[1:] {
				shortest = min(shortest, len(x.s))
			}
			if shortest > best {
				out, best = n, shortest
			}
		}
		return out, out != nil
	}
	return nil, false
}

// unsafeSuffix reports whether suffix cannot serve as a byte-wise
// prefilter: the empty string rules nothing out, and regexp matches
// U+FFFD against any invalid UTF-8 byte, which a byte comparison does not.
func unsafeSuffix(suffix string) bool {
	return suffix == "" || strings.ContainsRune(suffix, utf8.RuneError)
}

func hasAnySuffix(s string, suffixes []string) bool {
	for _, x := range suffixes {
		if strings.HasSuffix(s, x) {
			return true
		}
	}
	return false
}

// endSuffixes returns strings one of which every text that re matches
// ends with, when re can match only at the end of the text (each branch
// ends in `$` without the m flag, or `\z`); ok is false otherwise. The
// suffixes are the strings the finite part just before that end can
// match (the empty string when there is none).
func endSuffixes(re *syntax.Regexp) (suffixes []string, ok bool) {
	switch re.Op {
	case syntax.OpCapture:
		return endSuffixes(re.Sub[0])
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			s, ok := endSuffixes(sub)
			if !ok || len(suffixes)+len(s) > maxPathSuffixes {
				return nil, false
			}
			suffixes = append(suffixes, s...)
		}
		return suffixes, true
	case syntax.OpConcat:
		n := len(re.Sub)
		if n < 2 || re.Sub[n-1].Op != syntax.OpEndText {
			return nil, false
		}
		// The finite elements before the end, as far back as they go:
		// the longer the suffixes, the more paths they rule out.
		suffixes = []string{""}
		for i := n - 2; i >= 0; i-- {
			s, ok := literalStrings(re.Sub[i])
			if !ok || len(s)*len(suffixes) > maxPathSuffixes {
				break
			}
			suffixes = crossConcat(s, suffixes)
		}
		return suffixes, true
	}
	return nil, false
}

// literalStrings returns every string re matches, when that is a finite
// set of at most maxPathSuffixes strings matched case-sensitively; ok is
// false otherwise.
func literalStrings(re *syntax.Regexp) (out []string, ok bool) {
	if re.Flags&syntax.FoldCase != 0 && re.Op != syntax.OpCapture && re.Op != syntax.OpConcat && re.Op != syntax.OpAlternate {
		return nil, false
	}
	switch re.Op {
	case syntax.OpEmptyMatch:
		return []string{""}, true
	case syntax.OpLiteral:
		return []string{string(re.Rune)}, true
	case syntax.OpCharClass:
		// re.Rune holds inclusive ranges [lo, hi] in pairs.
		for i := 0; i+1 < len(re.Rune); i += 2 {
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				if len(out) == maxPathSuffixes {
					return nil, false
				}
				out = append(out, string(r))
			}
		}
		return out, len(out) > 0
	case syntax.OpCapture:
		return literalStrings(re.Sub[0])
	case syntax.OpQuest:
		s, ok := literalStrings(re.Sub[0])
		if !ok || len(s) == maxPathSuffixes {
			return nil, false
		}
		return append(s, ""), true
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			s, ok := literalStrings(sub)
			if !ok || len(out)+len(s) > maxPathSuffixes {
				return nil, false
			}
			out = append(out, s...)
		}
		return out, true
	case syntax.OpConcat:
		out = []string{""}
		for _, sub := range re.Sub {
			s, ok := literalStrings(sub)
			if !ok || len(out)*len(s) > maxPathSuffixes {
				return nil, false
			}
			out = crossConcat(out, s)
		}
		return out, true
	}
	return nil, false
}

// crossConcat returns every a+b of a in as and b in bs.
func crossConcat(as, bs []string) []string {
	out := make([]string, 0, len(as)*len(bs))
	for _, a := range as {
		for _, b := range bs {
			out = append(out, a+b)
		}
	}
	return out
}
