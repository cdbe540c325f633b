package detector

import (
	"context"
	"crypto/sha256"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/scannertest"
)

// TestPatternsCompile checks every rule's documented pattern.
func TestPatternsCompile(t *testing.T) {
	for _, r := range Rules() {
		if _, err := regexp.Compile(r.Pattern); err != nil {
			t.Errorf("%s: pattern: %v", r.ID, err)
		}
		if r.Description == "" || !r.Severity.Valid() || len(r.Keywords) == 0 && !r.pathOnly {
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
		return s + string("aZ9_-.+/ %"[r.IntN(10)])
	default:
		b[r.IntN(len(b))] = "aZ9_-.+/ %"[r.IntN(10)]
		return string(b)
	}
}

// TestWordEndBacksOff checks a format whose last run may take non-word
// bytes before a trailing \b (twitter-bearer-token's `[0-9A-Za-z%]`): the
// run gives back the non-word bytes at its end, as the pattern does, and a
// hit inside a run of the prefix's bytes is no match.
func TestWordEndBacksOff(t *testing.T) {
	var rule *Rule
	for _, r := range Rules() {
		if r.ID == "twitter-bearer-token" {
			rule = &r
		}
	}
	if rule == nil || rule.tok == nil || !rule.tok.wordEnd {
		t.Fatal("twitter-bearer-token is not a token format ending at a word boundary")
	}
	re := regexp.MustCompile(rule.Pattern)
	tok := strings.Repeat("A", 21) + strings.Repeat("x9%Q", 20)
	for _, text := range []string{
		"t=" + tok + "\n", "t=" + tok + "%%\n", "t=" + tok + "%%", "t=" + tok + "Z%%Z%\n",
		"t=" + tok[:len(tok)-1] + "%%%%\n", "t=" + strings.Repeat("%", 120) + "\n",
	} {
		data := []byte(text)
		m := re.FindSubmatchIndex(data)
		end, ss, se := rule.tok.match(data, 2)
		switch {
		case m == nil && end >= 0, m != nil && end < 0:
			t.Fatalf("%q: pattern %v, format end %d", text, m, end)
		case m != nil && (ss != m[2] || se != m[3]):
			t.Fatalf("%q: format's secret %d:%d, pattern's %d:%d", text, ss, se, m[2], m[3])
		}
	}
	// Overlapping keyword hits inside a long run of 'A' start after a word
	// byte, so only the first can match.
	data := []byte("x " + strings.Repeat("A", 200) + "\n")
	for i := 3; i+21 <= len(data)-1; i++ {
		if end, _, _ := rule.tok.match(data, i); end >= 0 {
			t.Fatalf("a hit at %d inside the run matched", i)
		}
	}
}

// TestKeyedRegionsMerge checks that a keyed rule's pattern runs once over
// a line dense with its keyword, not once per hit (a line of base64 with
// long runs of one letter made a pattern run 160,000 times on the Go
// source tree), and that regions never merge across lines.
func TestKeyedRegionsMerge(t *testing.T) {
	line := strings.Repeat("mailgun ", 2000)
	data := []byte(line + "\n" + line + "\n")
	m, err := detect.NewMatcher([]string{"mailgun"})
	if err != nil {
		t.Fatal(err)
	}
	var regions []region
	last := make([]int, 1)
	hits := 0
	m.Find(data, func(h detect.Hit) bool {
		hits++
		regions = addRegion(regions, last, 0, data, h, keywordLine)
		return true
	})
	want := []region{{0, 0, len(line)}, {0, len(line) + 1, 2*len(line) + 1}}
	if hits != 4000 || !slices.Equal(regions, want) {
		t.Fatalf("%d hits gave regions %v, want %v", hits, regions, want)
	}
}

// TestKeyedRuleOnADenseLine checks that merging regions loses no match: a
// long line holding many keyed secrets reports each of them.
func TestKeyedRuleOnADenseLine(t *testing.T) {
	s := New()
	var b strings.Builder
	const n = 50
	for i := range n {
		sum := sha256.Sum256([]byte{byte(i)})
		fmt.Fprintf(&b, "mailgun: key-%x, ", sum[:16])
	}
	b.WriteString("\n")
	var c scannertest.Collector
	if err := s.Detect(context.Background(), &scanner.Window{Path: "f", Data: []byte(b.String())}, &c); err != nil {
		t.Fatal(err)
	}
	got := 0
	for _, f := range c.Findings() {
		if f.RuleID == "mailgun-api-key" {
			got++
		}
	}
	if got != n {
		t.Fatalf("%d mailgun findings on the line, want %d", got, n)
	}
}
