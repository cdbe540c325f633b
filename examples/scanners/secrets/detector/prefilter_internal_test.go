package detector

import (
	"math/rand/v2"
	"regexp"
	"regexp/syntax"
	"strings"
	"testing"
)

// TestPatternSetAgreesWithAlternation checks that an allow-list's pattern
// set, which runs a pattern (or one alternative of a pattern) only when
// the text holds a literal it needs, answers as the one alternation of
// all the patterns does, on texts made of the patterns' own words, their
// near misses, case changes and the non-ASCII letters that a
// case-insensitive k and s also match.
func TestPatternSetAgreesWithAlternation(t *testing.T) {
	patterns := []string{
		`^[a-zA-Z_.-]+$`,
		`(?i)(?:access(?:ibility|or)|access[_.-]?id|random[_.-]?access|api[_.-]?(?:id|name|version)|rapid|capital|author|(?:bucket|foreign|primary|pub(?:lic)?)[_.-]?key|key[_.-]?(?:alias|board|code|id|name|pair|ring|store|word)|(?-i:[DdMm]onkey|[DM]ONKEY)|keying|(?:secret)[_.-]?(?:length|name|size)|(?:csrf)[_.-]?token|(?:key|token)[_.-]?file|(?-i:(?:[A-Z_]+=\n[A-Z_]+=|[a-z_]+=\n[a-z_]+=)(?:\n|\z)))`,
		`(?i)^true|false|null$`,
		`^\$(?:\d+|{\d+})$`,
		`^\${(?:[A-Z_]+|[a-z_]+)}$`,
		`^\{\{[ \t]*[\w ().|]+[ \t]*}}$`,
		`^%(?:[A-Z_]+|[a-z_]+)%$`,
		`^/(?:bin|etc|home|opt|tmp|usr|var)/[\w ./-]+$`,
		`(?i)^/Users/[a-z0-9]+/[\w .-/]+$`,
		`import[ \t]+{[ \t\w,]+}[ \t]+from[ \t]+['"][^'"]+['"]`,
		`(?i)s\.[a-z]{4}k`,
		`x*y?`, // matches everywhere: no literal
	}
	alt := make([]string, len(patterns))
	for i, p := range patterns {
		alt[i] = "(?:" + p + ")"
	}
	whole := regexp.MustCompile(strings.Join(alt, "|"))
	set, err := newPatternSet(patterns[:len(patterns)-1])
	if err != nil {
		t.Fatal(err)
	}
	wholeButLast := regexp.MustCompile(strings.Join(alt[:len(alt)-1], "|"))
	everywhere, err := newPatternSet(patterns)
	if err != nil {
		t.Fatal(err)
	}
	words := []string{"access", "accessor", "ACCESS_ID", "random-access", "api.version", "Rapid", "capital", "author",
		"foreign_key", "pubkey", "key.ring", "keyword", "monkey", "Monkey", "MONKEY", "mONKEY", "keying", "secret_size",
		"CSRF-token", "token_file", "KEY=\nVALUE=\n", "true", "FALSE", "null", "$1", "${12}", "${HOME}", "{{ .Values.x }}",
		"%PATH%", "/usr/lib/x", "/Users/bob/src", "import { a, b } from 'x'", "s.abcdk", "S.ABCDK", "\u212aey_id",
		"s.abcd\u212a", "\u017f.abcdk", "ghp_", "=", "\n", "{{", "}}", "$", "%", "/", " ", "x", "Ke", "ey", "a1b2c3"}
	r := rand.New(rand.NewPCG(1, 2))
	texts := append([]string{""}, words...)
	n := 20000
	if testing.Short() {
		n = 5000 // -race makes each regexp run dear
	}
	for range n {
		var b strings.Builder
		for range 1 + r.IntN(4) {
			w := words[r.IntN(len(words))]
			if r.IntN(3) == 0 && len(w) > 1 {
				i := r.IntN(len(w))
				w = w[:i] + w[i+1:] // a near miss
			}
			b.WriteString(w)
		}
		texts = append(texts, b.String())
	}
	agree := 0
	for _, text := range texts {
		if got, want := set.match([]byte(text)), wholeButLast.Match([]byte(text)); got != want {
			t.Fatalf("%q: the pattern set says %v, the alternation %v", text, got, want)
		}
		if got, want := everywhere.match([]byte(text)), whole.Match([]byte(text)); got != want {
			t.Fatalf("%q: with a pattern that matches everywhere, the pattern set says %v, the alternation %v", text, got, want)
		}
		if wholeButLast.Match([]byte(text)) {
			agree++
		}
	}
	if agree == 0 || agree == len(texts) {
		t.Fatalf("%d of %d texts match: the texts do not test both answers", agree, len(texts))
	}
}

// TestRequiredLiterals lists what a few patterns need.
func TestRequiredLiterals(t *testing.T) {
	for _, tc := range []struct {
		pattern string
		want    []string // nil: none known
	}{
		{`abc`, []string{"abc"}},
		{`(?i)ABC`, []string{"abc"}},
		{`a(?:bcd|efg)h`, []string{"bcd", "efg"}},
		{`x?abc`, []string{"abc"}},
		{`(?:abc)?`, nil},
		{`[abc]+`, nil},
		{`abc|[xy]`, nil},
		{`(?:abc){2,3}`, []string{"abc"}},
		{`(?:abc){0,3}`, nil},
		{`é`, nil},
		{`^\${(?:[A-Z_]+)}$`, []string{"${"}},
	} {
		re, err := syntax.Parse(tc.pattern, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := requiredLiterals(re)
		if ok != (tc.want != nil) || strings.Join(got, ",") != strings.Join(tc.want, ",") {
			t.Errorf("%s: %q %v, want %q", tc.pattern, got, ok, tc.want)
		}
	}
}
