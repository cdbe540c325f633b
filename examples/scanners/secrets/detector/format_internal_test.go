package detector

import (
	"math/rand/v2"
	"regexp"
	"testing"
)

// TestPatternsCompile checks every rule's documented pattern.
func TestPatternsCompile(t *testing.T) {
	for _, r := range Rules() {
		if _, err := regexp.Compile(r.Pattern); err != nil {
			t.Errorf("%s: pattern: %v", r.ID, err)
		}
		if r.Description == "" || !r.Severity.Valid() || len(r.Keywords) == 0 {
			t.Errorf("%s: description, severity and keywords are required", r.ID)
		}
		if r.tok != nil && r.tok.maxLen > MaxMatchBytes {
			t.Errorf("%s: matches up to %d bytes, over MaxMatchBytes %d", r.ID, r.tok.maxLen, MaxMatchBytes)
		}
	}
}

// TestFormatsAgreeWithPatterns checks that each pattern compiled to a
// token format finds the same secret as the pattern run as a regular
// expression, on strings made of the format's pieces, mutated at random.
func TestFormatsAgreeWithPatterns(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, rule := range Rules() {
		if rule.tok == nil {
			continue
		}
		re := regexp.MustCompile(rule.Pattern)
		g := rule.secretGroup
		for range 300 {
			tok := sample(r, rule.tok)
			for _, s := range []string{tok, mutate(r, tok)} {
				text := []byte("x = " + s + "\n")
				m := re.FindSubmatchIndex(text)
				end, ss, se := rule.tok.match(text, 4)
				switch {
				case m == nil && end >= 0:
					t.Fatalf("%s: matcher matches %q, pattern does not", rule.ID, s)
				case m != nil && m[2*g] <= 4 && end < 0:
					t.Fatalf("%s: pattern matches %q, matcher does not", rule.ID, s)
				case m != nil && end >= 0 && (ss != m[2*g] || se != m[2*g+1]):
					t.Fatalf("%s: on %q the matcher's secret is %d:%d, the pattern's %d:%d", rule.ID, s, ss, se, m[2*g], m[2*g+1])
				}
			}
		}
	}
}

// sample builds a string in f's format with random lengths.
func sample(r *rand.Rand, f *format) string {
	b := []byte(f.prefixes[r.IntN(len(f.prefixes))])
	for _, s := range f.segs {
		if s.set == nil {
			b = append(b, s.lit...)
			continue
		}
		var members []byte
		for c := range 256 {
			if s.set[c] {
				members = append(members, byte(c))
			}
		}
		n := s.min + r.IntN(s.max-s.min+1)
		for range n {
			b = append(b, members[r.IntN(len(members))])
		}
	}
	return string(b)
}

// mutate truncates, extends or changes one byte of s.
func mutate(r *rand.Rand, s string) string {
	b := []byte(s)
	switch r.IntN(3) {
	case 0:
		return string(b[:r.IntN(len(b))])
	case 1:
		return s + string("aZ9_-.+/ "[r.IntN(9)])
	default:
		b[r.IntN(len(b))] = "aZ9_-.+/ "[r.IntN(9)]
		return string(b)
	}
}
