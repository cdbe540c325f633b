package detector_test

import (
	"context"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/fake"
	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/scannertest"
)

// TestGitleaksConfig loads a gitleaks.toml with extend, disabledRules,
// per-rule and global allow-lists and a path-limited rule, on top of the
// default pack, and checks each takes effect.
func TestGitleaksConfig(t *testing.T) {
	data, err := os.ReadFile("testdata/gitleaks.toml")
	if err != nil {
		t.Fatal(err)
	}
	d, err := detector.FromDataFiles([]scanner.DataFile{
		{Name: detector.DefaultPackName, Data: detector.DefaultPack},
		{Name: "gitleaks.toml", Data: data},
	})
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, r := range d.Rules() {
		ids[r.ID] = true
	}
	if ids["stripe-test-key"] || !ids["github-pat"] || !ids["acme-internal-token"] {
		t.Fatalf("rules %v: want the defaults without stripe-test-key, plus the config's", ids)
	}
	const tok = "acme_k3j9x2m4p8q1w5e7r0t6y3u2b4n7c9v1"
	for _, tc := range []struct {
		rule, path, text string
		want             int
	}{
		{"acme-internal-token", "app/main.go", "t := \"" + tok + "\"\n", 1},
		{"acme-internal-token", "docs/setup.md", "t := \"" + tok + "\"\n", 0},                         // rule allow path
		{"acme-internal-token", "app/main.go", "t := \"acme_00000000k3j9x2m4p8q1w5e7r0t6y3u2\"\n", 0}, // rule allow regex
		{"acme-internal-token", "app/main.go", "t := \"acme_notasecretk3j9x2m4p8q1w5e7r0t6y3\"\n", 0}, // global stopword
		{"acme-db-password", "deploy/.env", "DB=postgres://acme:Zq8#rT2!vL9p@db:5432/acme\n", 1},      // path matches
		{"acme-db-password", "deploy/main.go", "DB=postgres://acme:Zq8#rT2!vL9p@db:5432/acme\n", 0},   // path does not
	} {
		if got := findRule(t, d, tc.path, tc.text, tc.rule); got != tc.want {
			t.Errorf("%s in %s %q: %d findings, want %d", tc.rule, tc.path, tc.text, got, tc.want)
		}
	}
	// A description written as a phrase, as Gitleaks' are, ends its
	// sentence before the advice that follows it.
	var c scannertest.Collector
	if err := d.Detect(context.Background(), &scanner.Window{Path: "app/main.go", Data: []byte("t := \"" + tok + "\"\n")}, &c); err != nil {
		t.Fatal(err)
	}
	const want = "Acme internal service token. Revoke it, then remove it from the file and its history."
	if f := c.Findings(); len(f) != 1 || f[0].Message != want {
		t.Errorf("findings %+v: want one with message %q", f, want)
	}
}

// TestGitleaksRefused checks what a gitleaks.toml may not hold is refused
// with an error naming the file, the line, the rule and the way out.
func TestGitleaksRefused(t *testing.T) {
	for _, tc := range []struct{ name, config, want string }{
		{"path only with keywords", "[[rules]]\nid = \"pem-file\"\npath = '''\\.pem$'''\nkeywords = [\"pem\"]\n",
			`gitleaks.toml:1: rule "pem-file": has keywords but no pattern`},
		{"neither", "[[rules]]\nid = \"nothing\"\ndescription = \"x\"\n",
			`gitleaks.toml:1: rule "nothing": has neither a regex nor a path`},
		{"required without id", "[[rules]]\nid = \"a\"\nregex = 'abcd'\n[[rules.required]]\nwithinLines = 1\n",
			`gitleaks.toml:1: rule "a": [[rules.required]] has no id`},
		{"targetRules in a rule", "[[rules]]\nid = \"a\"\nregex = 'abcd'\n[[rules.allowlists]]\ntargetRules = [\"a\"]\nregexes = ['x']\n",
			`only a global [[allowlists]] takes`},
		{"commits with AND", "\n[[rules]]\nid = \"a\"\nregex = 'abcd'\n[rules.allowlist]\ncondition = \"AND\"\ncommits = [\"abc\"]\nregexes = ['x']\n",
			`gitleaks.toml:2: rule "a": allowlist: commits with condition "AND"`},
		{"condition", "[[rules]]\nid = \"a\"\nregex = 'abcd'\n[rules.allowlist]\ncondition = \"XOR\"\nregexes = ['x']\n",
			`condition "XOR" is not OR or AND`},
		{"extend path", "[extend]\npath = \"base.toml\"\n", "pass that file with its own --rules"},
		{"unknown key", "[[rules]]\nid = \"a\"\nregex = 'abcd'\n\n[[rules]]\nid = \"b\"\nregx = 'abcd'\n",
			`gitleaks.toml:7: unknown key "regx" of rule "b"`},
		{"bad regex", "[[rules]]\nid = \"a\"\nregex = 'abc(?=def)'\n", `gitleaks.toml:1: rule "a": pattern: error parsing regexp`},
		{"no keywords", "[[rules]]\nid = \"a\"\nregex = '[a-z]{8}'\n", "add keywords"},
		{"disabled", "[extend]\nuseDefault = true\ndisabledRules = [\"nope\"]\n", `disabled rule "nope" is not defined`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := detector.FromDataFiles([]scanner.DataFile{
				{Name: detector.DefaultPackName, Data: detector.DefaultPack},
				{Name: "gitleaks.toml", Data: []byte(tc.config)},
			})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want it to hold %q", err, tc.want)
			}
		})
	}
}

// TestGitleaksKeywordsFromPattern checks a rule without keywords takes its
// pattern's literal prefix as its keyword.
func TestGitleaksKeywordsFromPattern(t *testing.T) {
	d, err := detector.FromDataFiles([]scanner.DataFile{
		{Name: "gitleaks.toml", Data: []byte("[[rules]]\nid = \"acme\"\nregex = '''acme-key-[0-9a-f]{16}'''\n")},
	})
	if err != nil {
		t.Fatal(err)
	}
	if kw := d.Info().Keywords; len(kw) != 1 || kw[0] != "acme-key-" {
		t.Fatalf("keywords %q, want [acme-key-]", kw)
	}
}

// TestGitleaksGenericYields: as in Gitleaks, a config's generic rule does
// not report what a specific rule reports on the same text, and still
// reports a secret no specific rule knows.
func TestGitleaksGenericYields(t *testing.T) {
	config := []byte(`
[[rules]]
id = "generic-api-key"
regex = '''(?i)(?:key|token|secret)[\w.-]{0,20}\s*[:=]\s*["']?([\w.=-]{16,150})'''
keywords = ["key", "token", "secret"]

[[rules]]
id = "acme-token"
regex = '''acme_[0-9a-z]{32}'''
keywords = ["acme_"]
`)
	d, err := detector.FromDataFiles([]scanner.DataFile{{Name: "gitleaks.toml", Data: config}})
	if err != nil {
		t.Fatal(err)
	}
	const line = "ACME_TOKEN=acme_k3j9x2m4p8q1w5e7r0t6y3u2b4n7c9v1\n"
	if g, s := findRule(t, d, "a.env", line, "generic-api-key"), findRule(t, d, "a.env", line, "acme-token"); g != 0 || s != 1 {
		t.Errorf("a specific secret: %d generic and %d specific findings, want 0 and 1", g, s)
	}
	if g := findRule(t, d, "a.env", "SERVICE_TOKEN=Zx9Qw8Er7Ty6Ui5Op4As3Df2\n", "generic-api-key"); g != 1 {
		t.Errorf("a secret only the generic rule knows: %d findings, want 1", g)
	}
}

// TestGitleaksPrivateKeyRule: Gitleaks' own private-key rule, whose pattern
// spans the lines of a key block, replaces the default one and still finds
// keys (it runs over the lines after its keyword, not on one line).
func TestGitleaksPrivateKeyRule(t *testing.T) {
	config := []byte(`
[extend]
useDefault = true

[[rules]]
id = "private-key"
description = "Identified a Private Key, which may compromise cryptographic security and sensitive data encryption."
regex = '''(?i)-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\s\S-]{64,}?KEY(?: BLOCK)?-----'''
keywords = ["-----begin"]
`)
	d, err := detector.FromDataFiles([]scanner.DataFile{
		{Name: detector.DefaultPackName, Data: detector.DefaultPack},
		{Name: "gitleaks.toml", Data: config},
	})
	if err != nil {
		t.Fatal(err)
	}
	key, err := fake.New(9).Token("private-key")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(key, "\n") {
		t.Fatalf("the fake key is one line: %q", key)
	}
	if got := findRule(t, d, "id_rsa", key+"\n", "private-key"); got != 1 {
		t.Errorf("%d private-key findings in a key block, want 1:\n%s", got, key)
	}
}

// TestGitleaksAllowlistConditions checks the allow-list forms Gitleaks'
// own config leans on: an "AND" list with paths and regexes allows only
// findings that match both (its paths alone never skip the file), an "OR"
// list's paths skip the file for the rules it belongs to, a global list
// applies to every rule, and stopwords (matched in one pass over ASCII
// secrets) fold case as Gitleaks' strings.ToLower does, Unicode included.
func TestGitleaksAllowlistConditions(t *testing.T) {
	config := `
[allowlist]
paths = ['''(?:^|/)fixtures/''']
[[rules]]
id = "acme-token"
regex = '''acme_([0-9a-zA-Z\x{212A}]{20,40})'''
keywords = ["acme_"]
[[rules.allowlists]]
condition = "AND"
paths = ['''\.md$''']
regexes = ['''^0000''']
[[rules.allowlists]]
stopwords = ["notreal", "key"]
[[rules.allowlists]]
paths = ['''(?:^|/)testdata/''']
[[rules]]
id = "zeta-token"
regex = '''zeta_([0-9a-z]{20,40})'''
keywords = ["zeta_"]
`
	d, err := detector.FromDataFiles([]scanner.DataFile{{Name: "gitleaks.toml", Data: []byte(config)}})
	if err != nil {
		t.Fatal(err)
	}
	const acme, zeta = "acme_q8w3e9r2t7y1u4i6o0p5", "zeta_q8w3e9r2t7y1u4i6o0p5"
	for _, tc := range []struct {
		rule, path, text string
		want             int
	}{
		{"acme-token", "README.md", acme, 1},                            // AND: path matches, regex does not
		{"acme-token", "README.md", "acme_0000q8w3e9r2t7y1u4i6o0p5", 0}, // AND: both match
		{"acme-token", "main.go", "acme_0000q8w3e9r2t7y1u4i6o0p5", 1},   // AND: regex matches, path does not
		{"acme-token", "main.go", "acme_q8w3NotReal9r2t7y1u4i6o0", 0},   // stopword, any case
		{"acme-token", "main.go", "acme_q8w3e9r2t7y1\u212Aey6o0p5", 0},  // stopword through Unicode folding (KELVIN SIGN)
		{"acme-token", "main.go", "acme_q8w3e9r2t7y1u4Ä6o0pNOTREAL", 0}, // stopword in a non-ASCII secret
		{"acme-token", "a/testdata/x.go", acme, 0},                      // the rule's path list
		{"zeta-token", "a/testdata/x.go", zeta, 1},                      // not zeta's list
		{"acme-token", "fixtures/x.go", acme, 0},                        // global list
		{"zeta-token", "fixtures/x.go", zeta, 0},                        // global list
		{"zeta-token", "main.go", zeta, 1},
	} {
		for range 2 { // the second time, from skippedRules' memo of the last path
			if got := findRule(t, d, tc.path, "x = \""+tc.text+"\"\n", tc.rule); got != tc.want {
				t.Errorf("%s in %s %q: %d findings, want %d", tc.rule, tc.path, tc.text, got, tc.want)
			}
		}
	}
}

// TestGitleaksConfigReplacesDefaults: as in Gitleaks, a gitleaks.toml that
// does not extend the defaults ([extend] useDefault = true) stands alone:
// the default pack's rules are dropped (and disabledRules is ignored),
// while a Sluice pack loaded before it keeps its rules.
func TestGitleaksConfigReplacesDefaults(t *testing.T) {
	config := []byte(`
[extend]
disabledRules = ["no-such-rule"]

[[rules]]
id = "acme-internal-token"
regex = '''acme_([a-z0-9]{32})'''
keywords = ["acme_"]
`)
	team := []byte(`format = 1
[[rules]]
id = "team-token"
description = "A team token."
keywords = ["team_"]
pattern = '''team_[a-z0-9]{20}'''
`)
	for _, defaults := range []scanner.DataFile{
		{Name: detector.DefaultPackName, Data: detector.DefaultPack},
		{Name: detector.CompiledPackName, Data: detector.DefaultPackCompiled()},
	} {
		d, err := detector.FromDataFiles([]scanner.DataFile{defaults, {Name: "team.toml", Data: team}, {Name: "gitleaks.toml", Data: config}})
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, r := range d.Rules() {
			ids = append(ids, r.ID)
		}
		if strings.Join(ids, " ") != "team-token acme-internal-token" {
			t.Errorf("after %s: rules %q, want the team pack's and the config's alone", defaults.Name, ids)
		}
	}
}

// TestGitleaksSemantics: a gitleaks.toml's rules keep Gitleaks' own
// semantics, so that Gitleaks' config finds what Gitleaks finds: without
// secretGroup the secret is the first group that matched something; no
// placeholder filter; a secret at or below the entropy threshold is
// dropped; a finding starts where the whole match starts (the line a
// .gitleaksignore names); and a generic rule yields to a specific finding
// on the same line whose secret holds its own.
func TestGitleaksSemantics(t *testing.T) {
	config := []byte(`
[[rules]]
id = "two-forms"
regex = '''tf_(?:(a[0-9]+)|(b[0-9]+))'''
keywords = ["tf_"]

[[rules]]
id = "repeated"
regex = '''REP-([A-Z]{20})'''
keywords = ["rep-"]

[[rules]]
id = "low-entropy"
regex = '''le_([ab]{8})'''
entropy = 1.0
keywords = ["le_"]

[[rules]]
id = "block"
regex = '''(?s)BEGIN BLOCK.{1,80}?secret: ([0-9a-z]{12})'''
keywords = ["begin block"]

[[rules]]
id = "vendor-token"
regex = '''vendor_token = "(vt_[0-9a-z]{16})"'''
keywords = ["vendor_token"]

[[rules]]
id = "generic-api-key"
regex = '''(?i)(?:token|secret)[ ="]{1,6}([0-9a-z_]{10,40})'''
keywords = ["token", "secret"]
`)
	d, err := detector.FromDataFiles([]scanner.DataFile{{Name: "gitleaks.toml", Data: config}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, text string
		want       []string // rule@line:secret
	}{
		{"first group that matched", "x = tf_b123\n", []string{"two-forms@1:b123"}},
		{"no placeholder filter", "REP-AAAAAAAAAAAAAAAAAAAA\n", []string{"repeated@1:AAAAAAAAAAAAAAAAAAAA"}},
		{"entropy at the threshold is dropped", "le_abababab le_aaaaaaaa\n", nil}, // 1.0 and 0 bits
		{"the match's line", "BEGIN BLOCK\nname: x\nsecret: k3j9x2m4p8q1\n", []string{"block@1:k3j9x2m4p8q1"}},
		{"generic yields on its line", "vendor_token = \"vt_k3j9x2m4p8q1w5e7\"\n", []string{"vendor-token@1:vt_k3j9x2m4p8q1w5e7"}},
		{"generic on another line stays", "vendor_token = \"vt_k3j9x2m4p8q1w5e7\"\nsecret = vt_k3j9x2m4p8q1w5e7\n",
			[]string{"vendor-token@1:vt_k3j9x2m4p8q1w5e7", "generic-api-key@2:vt_k3j9x2m4p8q1w5e7"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var c scannertest.Collector
			e, err := detectengine.New(d.Info(), detectengine.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := e.ScanReader(t.Context(), "f.txt", strings.NewReader(tc.text), nil, d, &c); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range c.Findings() {
				secret := "?"
				for _, s := range strings.FieldsFunc(tc.text, func(r rune) bool { return strings.ContainsRune(" \n\"=:", r) }) {
					for _, cand := range []string{s, strings.TrimPrefix(s, "REP-"), strings.TrimPrefix(s, "tf_"), strings.TrimPrefix(s, "le_")} {
						if scanner.Fingerprint(f.RuleID, "f.txt", []byte(cand)) == f.Fingerprint {
							secret = cand
						}
					}
				}
				got = append(got, fmt.Sprintf("%s@%d:%s", f.RuleID, f.Line, secret))
			}
			if strings.Join(got, " ") != strings.Join(tc.want, " ") {
				t.Errorf("%q: findings %q, want %q", tc.text, got, tc.want)
			}
		})
	}
}

// TestGitleaksDecoding: as Gitleaks does, a gitleaks.toml's rules also
// run over encoded segments decoded (base64, hex, percent, Unicode
// escapes, nested up to MaxDecodeDepth), a finding placed on the line of
// its encoded text; and a pattern whose spacing allows a newline finds
// a value on the line after its name (XML).
func TestGitleaksDecoding(t *testing.T) {
	config := []byte(`
[[rules]]
id = "vendor-token"
regex = '''vendor_token\s*=\s*"(vt_[0-9a-z]{16})"'''
keywords = ["vendor_token"]

[[rules]]
id = "acme-key"
regex = '''(?i)acme(?:[ \t\w.-]{0,20})[\s'"]{0,3}(?:=|>)[\x60'"\s=]{0,5}([a-z0-9]{16})(?:[\x60'"\s;<]|$)'''
keywords = ["acme"]

[[rules]]
id = "generic-api-key"
regex = '''(?i)(?:secret)[ :="]{1,6}([0-9a-z_+/=]{10,200})'''
keywords = ["secret"]
`)
	d, err := detector.FromDataFiles([]scanner.DataFile{{Name: "gitleaks.toml", Data: config}})
	if err != nil {
		t.Fatal(err)
	}
	const inner = `vendor_token = "vt_k3j9x2m4p8q1w5e7"`
	b64 := base64.StdEncoding.EncodeToString([]byte(inner))
	nested := base64.StdEncoding.EncodeToString([]byte(b64))
	deep := inner
	for range detector.MaxDecodeDepth + 1 {
		deep = base64.StdEncoding.EncodeToString([]byte(deep))
	}
	for _, tc := range []struct {
		name, text, want string // want: rule@line, space-separated
	}{
		{"base64", "x\nsecret: " + b64 + "\n", "generic-api-key@2 vendor-token@2"},
		{"base64 in base64", "x\ny\nsecret: " + nested + "\n", "generic-api-key@3 vendor-token@3"},
		{"hex", "secret hex " + hex.EncodeToString([]byte(inner)) + "\n", "vendor-token@1"},
		{"percent", "secret, " + strings.ReplaceAll(inner, "\"", "%22") + "\n", "vendor-token@1"},
		{"unicode escapes", "secret, \"" + strings.ReplaceAll(inner, "\"", `\u0022`) + "\"\n", "vendor-token@1"},
		// The generic rule finds the blob, and again what its first layer
		// decodes to; the token is one layer too deep.
		{"past the depth", "secret: " + deep + "\n", "generic-api-key@1 generic-api-key@1"},
		{"xml", "<config>\n  <acmeKey>\n    k3j9x2m4p8q1w5e7\n  </acmeKey>\n", "acme-key@2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var c scannertest.Collector
			e, err := detectengine.New(d.Info(), detectengine.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := e.ScanReader(t.Context(), "f.txt", strings.NewReader(tc.text), nil, d, &c); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range c.Findings() {
				got = append(got, fmt.Sprintf("%s@%d", f.RuleID, f.Line))
			}
			slices.Sort(got)
			if strings.Join(got, " ") != tc.want {
				t.Errorf("%q: findings %q, want %q", tc.text, got, tc.want)
			}
		})
	}
}

// TestGitleaksHitFilters: the hit filter derived from Gitleaks' generic
// rule drops the hits no match can start at, and never one it can: for
// every match of the pattern in random text, one of the keyword hits
// inside the match passes the filter.
func TestGitleaksHitFilters(t *testing.T) {
	const pattern = `(?i)[\w.-]{0,50}?(?:access|auth|(?-i:[Aa]pi|API)|credential|creds|key|passw(?:or)?d|secret|token)(?:[ \t\w.-]{0,20})[\s'"]{0,3}(?:=|>|:{1,3}=|\|\||:|=>|\?=|,)[\x60'"\s=]{0,5}([\w.=-]{10,150}|[a-z0-9][a-z0-9+/]{11,}={0,3})(?:[\x60'"\s;]|\\[nr]|$)`
	keywords := []string{"access", "api", "auth", "credential", "creds", "key", "passwd", "password", "secret", "token"}
	config := fmt.Sprintf("[[rules]]\nid = \"generic-api-key\"\nregex = '''%s'''\nkeywords = [\"%s\"]\n", pattern, strings.Join(keywords, `", "`))
	d, err := detector.FromDataFiles([]scanner.DataFile{{Name: "gitleaks.toml", Data: []byte(config)}})
	if err != nil {
		t.Fatal(err)
	}
	info := d.Info()
	filters := map[int]detect.HitFilter{}
	for _, f := range d.HitFilters() {
		filters[f.Keyword] = f
	}
	if len(filters) != len(info.Keywords) {
		t.Fatalf("%d hit filters for the %d keywords %q", len(filters), len(info.Keywords), info.Keywords)
	}
	m, err := detect.NewMatcher(info.Keywords)
	if err != nil {
		t.Fatal(err)
	}
	keep := func(text string, h detect.Hit) bool { f := filters[h.Keyword]; return f.Keep([]byte(text), h.End) }
	for _, tc := range []struct {
		text string
		kept bool
	}{
		{`api_token = "k3j9x2m4p8q1w5e7r0t6"`, true},
		{`tokenizer.Next()`, false},
		{`var token string`, false},
		{`"secret": "k3j9x2m4p8q1w5e7r0t6"`, true},
		{"<apiKey>\n  k3j9x2m4p8q1w5e7r0t6", true},
	} {
		kept := false
		m.Find([]byte(tc.text), func(h detect.Hit) bool { kept = kept || keep(tc.text, h); return true })
		if kept != tc.kept {
			t.Errorf("%q: a hit kept: %v, want %v", tc.text, kept, tc.kept)
		}
	}
	re := regexp.MustCompile(pattern)
	pieces := []string{"api", "Key", "TOKEN", "secret", "passwd", "_", "-", ".", " ", "\t", "\n", `"`, "'", "=", ":", "::=", "=>", "|", "||", "?=", ",", ">", "x", "k3j9x2m4p8q1w5e7", "ſ", "K", "é", "`"}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		var b strings.Builder
		for range 1 + r.IntN(14) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		text := b.String()
		for _, loc := range re.FindAllStringIndex(text, -1) {
			ok := false
			m.Find([]byte(text), func(h detect.Hit) bool {
				ok = ok || h.Start >= loc[0] && h.End <= loc[1] && keep(text, h)
				return true
			})
			if !ok {
				t.Fatalf("%q: the match %q has no keyword hit the filter keeps", text, text[loc[0]:loc[1]])
			}
		}
	}
}

// TestGitleaksCompositeRules: a rule with [[rules.required]] reports a
// match only where each required rule matches near it (withinLines,
// withinColumns, else anywhere in the window); skipReport keeps a rule's
// own matches out of the report; a global allowlist with targetRules
// applies to the rules it names only.
func TestGitleaksCompositeRules(t *testing.T) {
	config := []byte(`
[[rules]]
id = "acme-secret"
regex = '''acme_secret\s*=\s*"([0-9a-z]{16})"'''
keywords = ["acme_secret"]
[[rules.required]]
id = "acme-id"
withinLines = 2

[[rules]]
id = "acme-id"
regex = '''acme_id\s*=\s*"(id[0-9]{6})"'''
keywords = ["acme_id"]
skipReport = true

[[rules]]
id = "zeta-token"
regex = '''zeta_([0-9a-z]{16})'''
keywords = ["zeta_"]

[[rules]]
id = "beta-token"
regex = '''beta_([0-9a-z]{16})'''
keywords = ["beta_"]

[[allowlists]]
targetRules = ["zeta-token"]
regexes = ['''^0000''']
`)
	d, err := detector.FromDataFiles([]scanner.DataFile{{Name: "gitleaks.toml", Data: config}})
	if err != nil {
		t.Fatal(err)
	}
	const secret, id = `acme_secret = "k3j9x2m4p8q1w5e7"`, `acme_id = "id123456"`
	for _, tc := range []struct {
		name, text, want string
	}{
		{"required near", id + "\n" + secret + "\n", "acme-secret@2"},
		{"required too far", id + "\n\n\n\n" + secret + "\n", ""},
		{"required missing", secret + "\n", ""},
		{"target rule allowed", "zeta_0000k3j9x2m4p8q1\n", ""},
		{"other rule not", "beta_0000k3j9x2m4p8q1\nzeta_k3j9x2m4p8q1w5e7\n", "beta-token@1 zeta-token@2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var c scannertest.Collector
			e, err := detectengine.New(d.Info(), detectengine.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := e.ScanReader(t.Context(), "f.txt", strings.NewReader(tc.text), nil, d, &c); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range c.Findings() {
				got = append(got, fmt.Sprintf("%s@%d", f.RuleID, f.Line))
			}
			slices.Sort(got)
			if strings.Join(got, " ") != tc.want {
				t.Errorf("%q: findings %q, want %q", tc.text, got, tc.want)
			}
		})
	}
	for _, bad := range []struct{ config, want string }{
		{"[[rules]]\nid = \"a\"\nregex = 'aaa_[0-9]{8}'\n[[rules.required]]\nid = \"b\"\n", `rule "a" requires rule "b" ([[rules.required]]), which no pack defines`},
		{"[[rules]]\nid = \"a\"\nregex = 'aaa_[0-9]{8}'\n[[allowlists]]\ntargetRules = [\"c\"]\nregexes = ['x']\n", `targetRules names rule "c", which no pack defines`},
		{"[[rules]]\nid = \"a\"\nregex = 'aaa_[0-9]{8}'\n[[rules.required]]\nid = \"a\"\nwithinLines = -1\n", "withinLines and withinColumns must not be negative"},
	} {
		if _, err := detector.FromDataFiles([]scanner.DataFile{{Name: "gitleaks.toml", Data: []byte(bad.config)}}); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%q: error %v, want %q", bad.config, err, bad.want)
		}
	}
}
