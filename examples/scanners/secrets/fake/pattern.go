package fake

import (
	"fmt"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
)

// maxRepeat caps how many times an unbounded repetition (*, +, {n,})
// repeats beyond its minimum when generating from a pattern.
const maxRepeat = 8

// FromPattern returns a random string matched by the RE2 pattern, for
// rules whose fixtures need no checksum: the fixture generator for the
// token formats of the default rule pack. Empty-width alternatives (^, $)
// are preferred, so a pattern's delimiters generate nothing. Character
// classes are drawn from their printable ASCII members.
func (g *Gen) FromPattern(pattern string) (string, error) {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	if err := g.generate(&b, re); err != nil {
		return "", fmt.Errorf("fake: pattern %s: %w", pattern, err)
	}
	return b.String(), nil
}

func (g *Gen) generate(b *strings.Builder, re *syntax.Regexp) error {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return nil
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			if re.Flags&syntax.FoldCase != 0 && g.R.IntN(2) == 0 {
				r = []rune(strings.ToUpper(string(r)))[0]
			}
			b.WriteRune(r)
		}
		return nil
	case syntax.OpCharClass:
		// The class's printable ASCII members, counted and then indexed
		// without building a slice of them.
		n := 0
		for i := 0; i+1 < len(re.Rune); i += 2 {
			n += max(0, int(min(re.Rune[i+1], 0x7e)-max(re.Rune[i], 0x21))+1)
		}
		if n == 0 {
			if slices.ContainsFunc(classPairs(re.Rune), func(p [2]rune) bool { return p[0] <= ' ' && ' ' <= p[1] }) {
				b.WriteByte(' ') // a class of blanks ([ \t], \s)
				return nil
			}
			return fmt.Errorf("a class with no printable ASCII member")
		}
		k := g.R.IntN(n)
		for i := 0; i+1 < len(re.Rune); i += 2 {
			lo, hi := max(re.Rune[i], 0x21), min(re.Rune[i+1], 0x7e)
			if lo > hi {
				continue
			}
			if k <= int(hi-lo) {
				b.WriteRune(lo + rune(k))
				return nil
			}
			k -= int(hi-lo) + 1
		}
		panic("unreachable")
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		b.WriteByte(Alnum[g.R.IntN(len(Alnum))])
		return nil
	case syntax.OpCapture:
		return g.generate(b, re.Sub[0])
	case syntax.OpConcat:
		for _, s := range re.Sub {
			if err := g.generate(b, s); err != nil {
				return err
			}
		}
		return nil
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if s.Op == syntax.OpBeginText || s.Op == syntax.OpEndText || s.Op == syntax.OpEmptyMatch {
				return nil
			}
		}
		return g.generate(b, re.Sub[g.R.IntN(len(re.Sub))])
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		lo, hi := 0, maxRepeat
		switch re.Op {
		case syntax.OpPlus:
			lo = 1
		case syntax.OpQuest:
			hi = 1
		case syntax.OpRepeat:
			lo, hi = re.Min, re.Max
			if hi < 0 {
				hi = lo + maxRepeat
			}
		}
		n := lo + g.R.IntN(hi-lo+1)
		if lo == 0 && quotesOnly(re.Sub[0]) {
			// An optional quote (["']?) is left out: fixtures are
			// embedded in string literals of generated code.
			n = 0
		}
		for range n {
			if err := g.generate(b, re.Sub[0]); err != nil {
				return err
			}
		}
		return nil
	}
	return fmt.Errorf("cannot generate %s", re.Op)
}

// quotesOnly reports whether re is a class of quote characters only.
func quotesOnly(re *syntax.Regexp) bool {
	if re.Op != syntax.OpCharClass {
		return false
	}
	for _, p := range classPairs(re.Rune) {
		for r := p[0]; r <= p[1]; r++ {
			if r != '"' && r != '\'' && r != '`' {
				return false
			}
		}
	}
	return true
}

// classPairs returns the ranges of a character class as pairs.
func classPairs(runes []rune) [][2]rune {
	var out [][2]rune
	for i := 0; i+1 < len(runes); i += 2 {
		out = append(out, [2]rune{runes[i], runes[i+1]})
	}
	return out
}

// rulesByID are the default pack's rules, for FromRule.
var rulesByID = sync.OnceValue(func() map[string]detector.Rule {
	m := map[string]detector.Rule{}
	for _, r := range detector.Rules() {
		m[r.ID] = r
	}
	return m
})

// FromRule returns a fixture for a rule of the default pack generated from
// its pattern, retried until its secret passes the rule's entropy
// threshold and is no placeholder, so the detector reports it. For a keyed
// rule, whose secret alone does not match its pattern but does when
// assigned to the rule's setting name (Line), it returns the secret alone,
// as Token does for the hand-written keyed rules.
func (g *Gen) FromRule(id string) (string, error) {
	r, ok := rulesByID()[id]
	if !ok {
		return "", fmt.Errorf("fake: no rule %q in the default pack", id)
	}
	re, err := regexp.Compile(r.Pattern)
	if err != nil {
		return "", err
	}
	for range 1000 {
		tok, err := g.FromPattern(r.Pattern)
		if err != nil {
			return "", err
		}
		m := re.FindStringSubmatch(tok)
		if m == nil {
			return "", fmt.Errorf("fake: %s: generated %q does not match the pattern", id, tok)
		}
		secret := []byte(m[r.SecretGroup()])
		if detector.IsPlaceholder(secret) || detector.Entropy(secret) < r.MinEntropy {
			continue
		}
		if r.SecretGroup() != 0 && !re.Match(secret) && re.MatchString(Line(id, string(secret))) {
			return string(secret), nil
		}
		return tok, nil
	}
	return "", fmt.Errorf("fake: %s: no fixture passes the rule's checks", id)
}
