package detector

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/sdk/detect"
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
		"yandex-iam-token": true, "sidekiq-enterprise-url": true, "sidekiq-secret": true}
	for _, r := range Rules() {
		switch {
		case r.tok != nil, r.block != nil, r.custom != nil, r.assign:
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
// for field (with the same groups), and nothing for the other rules, so a
// detector built from it is the one built from the TOML.
func TestPreparedRulesMatchLoad(t *testing.T) {
	p, err := ParseAny(CompiledPackName, DefaultPackCompiled())
	if err != nil {
		t.Fatal(err)
	}
	want := Rules()
	if len(p.Rules) != len(want) {
		t.Fatalf("%d rules, want %d", len(p.Rules), len(want))
	}
	prepared := 0
	for i := range p.Rules {
		spec, w := &p.Rules[i], &want[i]
		if (spec.prepared != nil) != (w.tok != nil) {
			t.Fatalf("rule %s: prepared %v, but parsing at load gives a token format: %v", w.ID, spec.prepared != nil, w.tok != nil)
		}
		if spec.prepared == nil {
			continue
		}
		prepared++
		if !reflect.DeepEqual(spec.prepared.tok, w.tok) {
			t.Fatalf("rule %s: prepared format\n%+v\nwant\n%+v", w.ID, spec.prepared.tok, w.tok)
		}
		r, err := compileRule(spec)
		if err != nil {
			t.Fatal(err)
		}
		if r.secretGroup != w.secretGroup || r.keyed != nil || r.tok != spec.prepared.tok {
			t.Fatalf("rule %s: compiled from the prepared pack: secret group %d keyed %v, want %d and the prepared format", w.ID, r.secretGroup, r.keyed != nil, w.secretGroup)
		}
	}
	if prepared < len(want)/2 {
		t.Fatalf("only %d of %d default rules are prepared", prepared, len(want))
	}
}
