package detector

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// TestDefaultPackFormats lists which default rules run as token formats
// and which as regular expressions, so a pattern edit that silently drops
// a rule off the fast path shows up.
func TestDefaultPackFormats(t *testing.T) {
	regexOK := map[string]bool{"aws-secret-access-key": true, "twilio-api-key": true, "mailgun-api-key": true,
		"heroku-api-key": true, "google-api-key-web-config": true,
		// Optional parts, delimiters inside, keywords not at the start, or
		// a run that may end in a non-word byte before a delimiter.
		"grafana-cloud-api-token": true, "sentry-org-token": true, "discord-webhook-url": true, "telegram-bot-token": true,
		"flutterwave-secret-key": true, "mapbox-secret-token": true, "onepassword-service-account-token": true,
		"microsoft-teams-webhook": true, "sourcegraph-access-token": true, "maxmind-license-key": true,
		"cloudinary-url":      true,
		"aws-bedrock-api-key": true, "aws-bedrock-short-term-api-key": true, "azure-ad-client-secret": true,
		"dropbox-short-lived-token": true, "flutterwave-public-key": true, "grafana-api-key": true,
		"terraform-cloud-api-token": true, "mailchimp-api-key": true, "slack-legacy-workspace-token": true,
		"yandex-iam-token": true, "sidekiq-enterprise-url": true, "sidekiq-secret": true,
		// An optional dash after the prefix (Gitleaks' samples have one, the
		// provider's keys do not).
		"flutterwave-encryption-key": true,
		// No base64 on either side of a token (Square's EAAA begins many a
		// line of base64).
		"square-access-token": true,
		// Several DER structures, each behind its own keyword.
		"private-key-hex-der": true,
		// Three prefixes and a run of unbounded length.
		"flyio-macaroon-token": true,
		// Two layouts of the middle part.
		"onepassword-secret-key": true}
	for _, r := range Rules() {
		switch {
		case r.tok != nil, r.block != nil, r.custom != nil, r.assign, r.pathOnly:
		case regexOK[r.ID]:
		case strings.HasPrefix(r.Pattern, "(?i:"):
			// Keyed by a setting name: a regular expression by design,
			// run only around its provider's name.
		default:
			t.Errorf("%s: pattern %s runs as a regular expression, not as a token format", r.ID, r.Pattern)
		}
	}
}

// TestKeyedPatternsCompileAtFirstUse checks that loading a pack compiles
// no keyed pattern (each WASM pool instance loads the pack, and compiling
// them was most of that cost in a guest), that a hit compiles its rule's
// pattern only, and that a bad pattern still fails the load.
func TestKeyedPatternsCompileAtFirstUse(t *testing.T) {
	s, err := NewFromPacks(mustParse(t, DefaultPack))
	if err != nil {
		t.Fatal(err)
	}
	compiled := func() (ids []string) {
		for _, r := range s.rules {
			if r.keyed != nil && r.keyed.re != nil {
				ids = append(ids, r.ID)
			}
		}
		return ids
	}
	if ids := compiled(); len(ids) != 0 {
		t.Fatalf("compiled at load: %v", ids)
	}
	data := []byte("mailgun: key-0123456789abcdef0123456789abcdef\n")
	s.find("f", data, mustMatcher(t, s).Find)
	if ids := compiled(); !slices.Equal(ids, []string{"mailgun-api-key"}) {
		t.Fatalf("compiled after one mailgun hit: %v", ids)
	}
	bad := []byte("format = 1\n[[rules]]\nid = \"bad\"\nkeywords = [\"bad\"]\npattern = '''(?i:bad)[^\\n]{0,9}?(x'''\n")
	if _, err := NewFromPacks(mustParse(t, bad)); err == nil || !strings.Contains(err.Error(), "missing closing )") {
		t.Fatalf("bad pattern: %v", err)
	}
}

func mustParse(t *testing.T, data []byte) *Pack {
	t.Helper()
	p, err := ParseAny("p.toml", data)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// mustMatcher returns s's keyword matcher, built at its first use.
func mustMatcher(t testing.TB, s *Secrets) *detect.Matcher {
	t.Helper()
	m, err := s.matcher()
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestPreparedRulesMatchLoad checks that the compiled default pack carries
// every token format that parsing the pattern at load gives, equal field
// for field (with the same groups), the group count of every keyed
// pattern, and nothing for the other rules, so a detector built from it
// is the one built from the TOML.
func TestPreparedRulesMatchLoad(t *testing.T) {
	p, err := ParseAny(CompiledPackName, DefaultPackCompiled())
	if err != nil {
		t.Fatal(err)
	}
	want := Rules()
	if len(p.Rules) != len(want) {
		t.Fatalf("%d rules, want %d", len(p.Rules), len(want))
	}
	prepared, keyed := 0, 0
	for i := range p.Rules {
		spec, w := &p.Rules[i], &want[i]
		if (spec.prepared != nil) != (w.tok != nil || w.keyed != nil) {
			t.Fatalf("rule %s: prepared %v, but parsing at load gives a token format %v, a keyed pattern %v", w.ID, spec.prepared != nil, w.tok != nil, w.keyed != nil)
		}
		if spec.prepared == nil {
			continue
		}
		if !reflect.DeepEqual(spec.prepared.tok, w.tok) {
			t.Fatalf("rule %s: prepared format\n%+v\nwant\n%+v", w.ID, spec.prepared.tok, w.tok)
		}
		r, err := compileRule(spec)
		if err != nil {
			t.Fatal(err)
		}
		if w.keyed != nil {
			keyed++
			if r.secretGroup != w.secretGroup || r.tok != nil || r.keyed == nil || !r.keyed.unchecked {
				t.Fatalf("rule %s: compiled from the prepared pack: secret group %d, keyed %v, want %d and an unchecked keyed pattern", w.ID, r.secretGroup, r.keyed != nil, w.secretGroup)
			}
			if err := r.keyed.resolve(nil); err != nil {
				t.Fatalf("rule %s: %v", w.ID, err)
			}
			continue
		}
		prepared++
		if r.secretGroup != w.secretGroup || r.keyed != nil || r.tok != spec.prepared.tok {
			t.Fatalf("rule %s: compiled from the prepared pack: secret group %d keyed %v, want %d and the prepared format", w.ID, r.secretGroup, r.keyed != nil, w.secretGroup)
		}
	}
	if keyed == 0 {
		t.Fatal("no keyed rule is prepared")
	}
	if prepared < len(want)/2 {
		t.Fatalf("only %d of %d default rules are prepared", prepared, len(want))
	}
}

// keyedPack is a pack of one keyed rule (its pattern runs as a regular
// expression, with one capturing group), compiled with prepared set as
// given.
func keyedPack(t *testing.T, pattern string, prepared *preparedRule) []byte {
	t.Helper()
	p, err := ParsePack("keyed.toml", []byte(`format = 1
[[rules]]
id = "acme-keyed"
keywords = ["acme"]
pattern = '''(?i:acme)[a-z_]{0,8}(?i:key)[ \t]*=[ \t]*([0-9a-f]{24})'''
`))
	if err != nil {
		t.Fatal(err)
	}
	if pr := prepareRule(&p.Rules[0]); pr == nil || pr.tok != nil || pr.groups != 1 {
		t.Fatalf("the rule is not prepared as a keyed pattern: %+v", pr)
	}
	if pattern != "" {
		p.Rules[0].Pattern = pattern
	}
	p.Rules[0].prepared = prepared
	return CompilePack(p)
}

// groupCounter is a host runner that tells its group count, as
// wasmguest.HostRegexp does.
type groupCounter struct {
	Regexp
	groups int
}

func (g groupCounter) NumSubexp() int { return g.groups }

// TestCompiledKeyedPatternChecked: a compiled pack's keyed pattern is not
// parsed by compileRule, but the load still fails on a pattern that does
// not parse or whose group count is not the pack's, naming the pack, the
// line and the rule; with a host runner its group count is checked.
func TestCompiledKeyedPatternChecked(t *testing.T) {
	load := func(data []byte, host func(string) Regexp) error {
		_, err := fromDataFiles([]scanner.DataFile{{Name: "keyed.pack", Data: data}}, host)
		return err
	}
	if err := load(keyedPack(t, "", &preparedRule{groups: 1}), nil); err != nil {
		t.Fatalf("a well-formed pack: %v", err)
	}
	for _, c := range []struct {
		name string
		data []byte
		host func(string) Regexp
		want string
	}{
		{"bad pattern", keyedPack(t, `(acme[`, &preparedRule{groups: 1}), nil, "missing closing ]"},
		{"wrong groups", keyedPack(t, "", &preparedRule{groups: 2}), nil, "has 1 capturing groups, but the compiled pack says 2"},
		{"host says other groups", keyedPack(t, "", &preparedRule{groups: 1}),
			func(p string) Regexp { return groupCounter{regexp.MustCompile(p), 3} }, "has 3 capturing groups, but the compiled pack says 1"},
		{"host without a group count", keyedPack(t, `(acme[`, &preparedRule{groups: 1}),
			func(string) Regexp { return struct{ Regexp }{regexp.MustCompile("x")} }, "missing closing ]"},
	} {
		err := load(c.data, c.host)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), `keyed.toml:2: rule "acme-keyed": pattern`) {
			t.Errorf("%s: %v, want an error naming keyed.toml:2, the rule and %q", c.name, err, c.want)
		}
	}
	var asked []string
	host := func(p string) Regexp { asked = append(asked, p); return groupCounter{regexp.MustCompile(p), 1} }
	if err := load(keyedPack(t, "", &preparedRule{groups: 1}), host); err != nil || len(asked) != 1 {
		t.Fatalf("host runner: %v, asked for %q", err, asked)
	}
}

func TestSpansLines(t *testing.T) {
	for pattern, want := range map[string]bool{
		`(?i)-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\s\S-]{64,}?KEY(?: BLOCK)?-----`: true,
		`(?s)BEGIN.{10,}END`:                          true,
		`line one\nline two`:                          true,
		`(?i)api[_-]?key["']?\s*[:=]\s*["']?(\w{32})`: false,
		`\bAKIA[A-Z2-7]{16}\b`:                        false,
		`[^"]{20,40}`:                                 true, // as in Gitleaks: a negated class matches a newline
	} {
		if got := spansLines(pattern); got != want {
			t.Errorf("spansLines(%s) = %v, want %v", pattern, got, want)
		}
	}
}
