package detector

import (
	"regexp/syntax"
	"strings"
	"sync"

	"github.com/sluicehq/sluice/sdk/detect"
)

// patternSet is an allow-list's regular expressions, each run only when
// the text holds one of the literals every match of it contains. Gitleaks'
// global allow-list and its generic rule's are tested on every finding,
// and one alternation of them all made Go's regexp engine simulate every
// alternative at every position of the text: half the detector's CPU on
// Gitleaks' samples with Gitleaks' config. Most of these patterns need a
// literal ("${", "{{", "/users/", "onkey") that the text seldom holds.
type patternSet struct {
	res []*lazyRegexp
	// lits[i] are the literals (lower-case ASCII), one of which every
	// match of res[i] holds, ignoring ASCII case; nil when none is known,
	// and then res[i] always runs.
	lits [][]string
	// matcher finds every literal of lits at once; which[k] are the
	// patterns literal k stands for. Built at the first use; nil when no
	// pattern has literals.
	matcher func() *detect.Matcher
	which   [][]int
}

// newPatternSet parses each pattern (they must parse) and finds its
// literals.
func newPatternSet(patterns []string) (*patternSet, error) {
	p := &patternSet{}
	index := map[string]int{}
	var all []string
	for _, pat := range patterns {
		re, err := syntax.Parse(pat, syntax.Perl)
		if err != nil {
			return nil, err
		}
		// A pattern that is an alternation at the top is run as its
		// alternatives, each with its own literals: Gitleaks' generic
		// allow-list is one (?i) alternation of some 30 words and forms.
		parts := []*syntax.Regexp{re}
		if re.Op == syntax.OpAlternate {
			parts = re.Sub
		}
		for _, part := range parts {
			i := len(p.res)
			src := pat
			if len(parts) > 1 {
				src = part.String()
			}
			p.res = append(p.res, newLazyRegexp(src))
			lits, ok := requiredLiterals(part)
			if !ok {
				p.lits = append(p.lits, nil)
				continue
			}
			p.lits = append(p.lits, lits)
			for _, l := range lits {
				k, seen := index[l]
				if !seen {
					k = len(all)
					index[l] = k
					all = append(all, l)
					p.which = append(p.which, nil)
				}
				p.which[k] = append(p.which[k], i)
			}
		}
	}
	p.matcher = sync.OnceValue(func() *detect.Matcher {
		if len(all) == 0 {
			return nil
		}
		m, err := detect.NewMatcher(all)
		if err != nil {
			return nil // over the matcher's size limit: every pattern runs
		}
		return m
	})
	return p, nil
}

// resolve resolves every pattern (lazyRegexp.resolve).
func (p *patternSet) resolve(host func(pattern string) Regexp) error {
	for _, re := range p.res {
		if err := re.resolve(host); err != nil {
			return err
		}
	}
	return nil
}

// match reports whether any pattern matches text.
func (p *patternSet) match(text []byte) bool {
	m := p.matcher()
	if m == nil || !isASCII(text) {
		// A case-insensitive k or s also matches the Kelvin sign and the
		// long s, which no ASCII literal finds: every pattern runs.
		for _, re := range p.res {
			if re.match(text) {
				return true
			}
		}
		return false
	}
	var present []bool
	m.Find(text, func(h detect.Hit) bool {
		if present == nil {
			present = make([]bool, len(p.res))
		}
		for _, i := range p.which[h.Keyword] {
			present[i] = true
		}
		return true
	})
	for i, re := range p.res {
		if p.lits[i] != nil && (present == nil || !present[i]) {
			continue
		}
		if re.match(text) {
			return true
		}
	}
	return false
}

// requiredLiterals returns a set of ASCII literals, in lower case, at
// least one of which every match of re holds (ignoring ASCII case), or
// false when it knows none. It is conservative: a literal outside ASCII,
// an optional or repeated-from-zero part, a class or an empty match give
// no literal, and a concatenation takes the part whose literals are the
// longest.
func requiredLiterals(re *syntax.Regexp) ([]string, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		s := string(re.Rune)
		if s == "" || !isASCII([]byte(s)) {
			return nil, false
		}
		return []string{strings.ToLower(s)}, true
	case syntax.OpCapture, syntax.OpPlus:
		return requiredLiterals(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min < 1 {
			return nil, false
		}
		return requiredLiterals(re.Sub[0])
	case syntax.OpAlternate:
		var out []string
		for _, sub := range re.Sub {
			lits, ok := requiredLiterals(sub)
			if !ok {
				return nil, false
			}
			out = append(out, lits...)
		}
		return out, true
	case syntax.OpConcat:
		var best []string
		bestLen := 0
		for _, sub := range re.Sub {
			lits, ok := requiredLiterals(sub)
			if !ok {
				continue
			}
			shortest := len(lits[0])
			for _, l := range lits[1:] {
				shortest = min(shortest, len(l))
			}
			if shortest > bestLen || shortest == bestLen && len(lits) < len(best) {
				best, bestLen = lits, shortest
			}
		}
		return best, best != nil
	}
	return nil, false
}
