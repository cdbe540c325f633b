package detector_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/fake"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/scannertest"
)

// TestPackErrors checks that a bad pack is refused with an error naming
// the pack, the line, the rule and what to do.
func TestPackErrors(t *testing.T) {
	for _, tc := range []struct{ name, pack, want string }{
		{"syntax", "format = 1\n[[rules]\n", "rule pack user.toml:3: expected end of table array name"},
		{"format", "format = 2\n", "format = 2, want 1"},
		{"unknown key", "format = 1\n[[rules]]\nid = \"a\"\npattern = 'x'\n\n[[rules]]\nid = \"b\"\npatern = 'y'\n",
			`user.toml:8: unknown key "patern" of rule "b"`},
		{"bad pattern", "format = 1\n[[rules]]\nid = \"acme\"\nkeywords = [\"acme_\"]\npattern = 'acme_(['\n",
			`user.toml:2: rule "acme": pattern: error parsing regexp`},
		{"no keywords", "format = 1\n[[rules]]\nid = \"acme\"\npattern = '[a-z]{3}'\n", "add keywords"},
		{"validator", "format = 1\n[[rules]]\nid = \"acme\"\nkeywords=[\"a\"]\npattern = 'a'\nvalidator = \"luhn\"\n",
			`validator "luhn" is not one of`},
		{"severity", "format = 1\n[[rules]]\nid = \"acme\"\nkeywords=[\"a\"]\npattern = 'a'\nseverity = \"urgent\"\n",
			`severity "urgent"`},
		{"id", "format = 1\n[[rules]]\nid = \"Acme Key\"\nkeywords=[\"a\"]\npattern = 'a'\n", "id may hold only"},
		{"duplicate", "format = 1\n[[rules]]\nid = \"github-pat\"\nkeywords=[\"a\"]\npattern = 'a'\n",
			`rule "github-pat" is already defined by rules/default.toml`},
		{"secret group", "format = 1\n[[rules]]\nid = \"acme\"\nkeywords=[\"a\"]\npattern = 'a(b)'\nsecret_group = 2\n",
			"secret_group = 2, but the pattern has 1 groups"},
		{"help uri", "format = 1\n[[rules]]\nid = \"acme\"\nkeywords=[\"a\"]\npattern = 'a'\nhelp_uri = \"docs/acme.md\"\n",
			`user.toml:2: rule "acme": describing it for reports: ("acme") help_uri "docs/acme.md" must be an absolute http or https URL`},
		{"tag", "format = 1\n[[rules]]\nid = \"acme\"\nkeywords=[\"a\"]\npattern = 'a'\ntags = [\"\"]\n",
			`rule "acme": describing it for reports: ("acme") tags[0]`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := loadWithDefault(t, tc.pack)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want it to hold %q", err, tc.want)
			}
		})
	}
}

// TestPackDescribesRules: a rule's description for reports (Info.Rules)
// comes from its pack: tags, help, its help_uri or else the pack's, and a
// full description saying what it checks beyond its pattern.
func TestPackDescribesRules(t *testing.T) {
	d, err := loadWithDefault(t, `format = 1
help_uri = "https://example.com/acme"

[[rules]]
id = "acme-key"
description = "An Acme key."
keywords = ["acme_"]
pattern = 'acme_[a-z0-9]{20}'
entropy = 3.5
tags = ["acme", "cloud"]
help = "Rotate it in the Acme console."

[[rules]]
id = "acme-secret"
description = "An Acme secret."
keywords = ["acmesec_"]
pattern = 'acmesec_[a-z0-9]{20}'
help_uri = "https://example.com/acme#secret"
`)
	if err != nil {
		t.Fatal(err)
	}
	rules := map[string]scanner.Rule{}
	for _, r := range d.Info().Rules {
		rules[r.ID] = r
	}
	key, secret := rules["acme-key"], rules["acme-secret"]
	if key.HelpURI != "https://example.com/acme" || secret.HelpURI != "https://example.com/acme#secret" {
		t.Errorf("help URIs %q, %q", key.HelpURI, secret.HelpURI)
	}
	if key.Help != "Rotate it in the Acme console." || !strings.HasPrefix(secret.Help, "Revoke it") {
		t.Errorf("help %q, %q", key.Help, secret.Help)
	}
	if strings.Join(key.Tags, ",") != "acme,cloud" || key.FullDescription != "An Acme key. The secret must reach 3.5 bits of entropy per byte." || secret.FullDescription != "" {
		t.Errorf("acme-key %+v, acme-secret %+v", key, secret)
	}
	pat := rules["github-pat"]
	if !strings.Contains(pat.FullDescription, "validated offline (crc32-github)") || pat.HelpURI == "" || len(pat.Tags) == 0 {
		t.Errorf("github-pat from the default pack: %+v", pat)
	}
}

func loadWithDefault(t *testing.T, pack string) (*detector.Secrets, error) {
	t.Helper()
	def, err := detector.ParsePack(detector.DefaultPackName, detector.DefaultPack)
	if err != nil {
		t.Fatal(err)
	}
	user, err := detector.ParsePack("user.toml", []byte(pack))
	if err != nil {
		return nil, err
	}
	return detector.NewFromPacks(def, user)
}

// TestUserPack adds a rule from a pack on top of the default one and
// checks it finds its format, its keywords reach Info for the host's
// prefilter, and its allow-list and path limits apply.
func TestUserPack(t *testing.T) {
	d, err := loadWithDefault(t, `format = 1
[[rules]]
id = "acme-api-key"
description = "An Acme API key."
severity = "high"
keywords = ["acme_live_"]
pattern = '''\bacme_live_([0-9a-z]{24})\b'''
entropy = 3.0
tags = ["acme"]
paths = ['''\.(env|ya?ml)$''']
[rules.allow]
stopwords = ["q7q7"]
`)
	if err != nil {
		t.Fatal(err)
	}
	info := d.Info()
	if !strings.Contains(strings.Join(info.Keywords, " "), "acme_live_") {
		t.Fatalf("keywords %q lack the pack's", info.Keywords)
	}
	const key = "acme_live_k3j9x2m4p8q1w5e7r0t6y3u2" // sluice:allow (a test fixture)
	for _, tc := range []struct {
		path, text string
		want       int
	}{
		{"app/.env", "ACME=" + key + "\n", 1},
		{"app/config.yaml", "acme: " + key + "\n", 1},
		{"app/main.go", "k := \"" + key + "\"\n", 0},                 // outside paths
		{"app/.env", "ACME=acme_live_k3j9x2m4q7q7e7r0t6y3u2ab\n", 0}, // stopword
		{"app/.env", "ACME=" + key + "x\n", 0},                       // too long
	} {
		got := findRule(t, d, tc.path, tc.text, "acme-api-key")
		if got != tc.want {
			t.Errorf("%s %q: %d findings, want %d", tc.path, tc.text, got, tc.want)
		}
	}
}

// findRule counts the findings of rule in text scanned as path.
func findRule(t *testing.T, d *detector.Secrets, path, text, rule string) int {
	t.Helper()
	var c scannertest.Collector
	w := &scanner.Window{Path: path, Data: []byte(text)}
	if err := d.Detect(context.Background(), w, &c); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range c.Findings() {
		if f.RuleID == rule {
			n++
		}
	}
	return n
}

// TestNamedRuleAssignmentForms: a rule that finds a secret by the name it
// is assigned to takes the assignment forms Gitleaks' own samples use
// (cmd/generate/config/utils of Gitleaks v8.30.1): Java's setProperty, the
// make operators ::=, :::= and ?=, PHP's .=, Go's var with a type, and a
// value followed by a JSON-escaped newline. A comparison (==) and a value
// run on into more hex are not assignments of the secret.
func TestNamedRuleAssignmentForms(t *testing.T) {
	d := detector.New()
	const s = "3f9a1c7e5b2d4068a9c1e7f3b5d20486"
	for _, tc := range []struct {
		text string
		want int
	}{
		{`System.setProperty("DATADOG_TOKEN", "` + s + `")`, 1},
		{`datadog_TOKEN ::= "` + s + `"`, 1},
		{`datadog_TOKEN :::= "` + s + `"`, 1},
		{`datadog_TOKEN ?= "` + s + `"`, 1},
		{`$datadogToken .= "` + s + `";`, 1},
		{`var datadogToken string = "` + s + `"`, 1},
		{`{"config.ini": "DATADOG_TOKEN=` + s + `\nBACKUP_ENABLED=true"}`, 1},
		{`datadogToken := "` + s + `"`, 1},
		{"<datadogToken>\n    " + s + "\n</datadogToken>", 1},
		{"<datadogToken>\r\n\t" + s + "\r\n</datadogToken>", 1},
		{`<datadogToken>` + s + `</datadogToken>`, 1},
		{"<datadogToken>\n\n    " + s + "\n</datadogToken>", 0},
		{`if datadogToken == "` + s + `" {`, 0},
		{`datadog_token = "` + s + `ff"`, 0},
	} {
		if got := findRule(t, d, "app.txt", tc.text, "datadog-api-key"); got != tc.want {
			t.Errorf("%s: %d findings, want %d", tc.text, got, tc.want)
		}
	}
}

// TestGenericAssignmentForms: the generic rule takes the same forms as the
// named rules (TestNamedRuleAssignmentForms).
func TestGenericAssignmentForms(t *testing.T) {
	d := detector.New()
	const s = "Zx9Qw8Er7Ty6Ui5Op4As3Df2"
	for _, tc := range []struct {
		text string
		want int
	}{
		{`System.setProperty("SERVICE_API_TOKEN", "` + s + `")`, 1},
		{`service_api_token ::= "` + s + `"`, 1},
		{`service_api_token :::= "` + s + `"`, 1},
		{`service_api_token ?= "` + s + `"`, 1},
		{`$serviceApiToken .= "` + s + `";`, 1},
		{`var serviceApiToken string = "` + s + `"`, 1},
		{`{"config.ini": "SERVICE_API_TOKEN=` + s + `\nBACKUP_ENABLED=true"}`, 1},
		{"<serviceApiToken>\n    " + s + "\n</serviceApiToken>", 1},
		{`<serviceApiToken>` + s + `</serviceApiToken>`, 1},
		{`creds = ` + s, 1},
		{"<serviceApiToken>\n\n    " + s + "\n</serviceApiToken>", 0},
		{`x.serviceApiToken>` + s, 0},
		{`if serviceApiToken == "` + s + `" {`, 0},
		{`serviceApiToken, ` + s, 0},
	} {
		if got := findRule(t, d, "app.txt", tc.text, "generic-api-key"); got != tc.want {
			t.Errorf("%s: %d findings, want %d", tc.text, got, tc.want)
		}
	}
}

// TestGenericFalsePositives: what the generic rule reported on real trees
// that is no secret, and the secrets next to them it must still report.
func TestGenericFalsePositives(t *testing.T) {
	d := detector.New()
	for _, tc := range []struct {
		text string
		want int
	}{
		{"\t{Key: SVCParamIPv4Hint, Value: \"x\"},", 0},
		{"password: $2a$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy", 0},
		{"admin_password_hash = '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG'", 0},
		{"\tKeyAlgoSKED25519 = \"sk-ssh-ed25519@openssh.com\"", 0},
		{`{apiKey: Zx9Qw8Er7Ty6Ui5Op4As3Df2}`, 0},
		{`api_key: Zx9Qw8Er7Ty6Ui5Op4As3Df2`, 1},
		{`API_KEY=Zx9Qw8Er7Ty6Ui5Op4As3Df2`, 1},
		{`{"api_key": "Zx9Qw8Er7Ty6Ui5Op4As3Df2"}`, 1},
		{`db_password = "Zx9Qw8Er7Ty6@Ui5Op4As3Df2.com"`, 1},
	} {
		if got := findRule(t, d, "app.txt", tc.text, "generic-api-key"); got != tc.want {
			t.Errorf("%s: %d findings, want %d", tc.text, got, tc.want)
		}
	}
	for _, tc := range []struct{ text, rule string }{
		{"seed: SUAMK2FG4MI6UE3ACF3FK3OIQBCEIEZV7NSWFFEW63UXMRLFM2XLAXK4GY", "nats-nkey-seed"},
		{"-----BEGIN USER NKEY SEED-----\nSUAMK2FG4MI6UE3ACF3FK3OIQBCEIEZV7NSWFFEW63UXMRLFM2XLAXK4GY\n------END USER NKEY SEED------\n", "nats-nkey-seed"},
		{"NATS_USER_NKEY=SUAMK2FG4MI6UE3ACF3FK3OIQBCEIEZV7NSWFFEW63UXMRLFM2XLAXK4GY", "nats-nkey-seed"},
		{`token = "Q7XK2MPW9RTB4N.atlasv1.k3Jd9Lq0ZpX8wVn2Yb7Tc5Rm1Hs6Fg4Ae0Ui9Oy3Pt8Ql2Wz5Xv7Nb1Mc6Kd4Jf0Gh9Es"`, "terraform-cloud-api-token"},
	} {
		if got := findRule(t, d, "app.txt", tc.text, tc.rule); got != 1 {
			t.Errorf("%s: %d findings of %s, want 1", tc.text, got, tc.rule)
		}
	}
	// A run one character too long, or a seed two lines below its name,
	// is not reported.
	for _, text := range []string{
		"seed = SUAMK2FG4MI6UE3ACF3FK3OIQBCEIEZV7NSWFFEW63UXMRLFM2XLAXK4GYZ",
		"seed:\n\nSUAMK2FG4MI6UE3ACF3FK3OIQBCEIEZV7NSWFFEW63UXMRLFM2XLAXK4GY",
	} {
		if got := findRule(t, d, "app.txt", text, "nats-nkey-seed"); got != 0 {
			t.Errorf("%q: %d findings of nats-nkey-seed, want 0", text, got)
		}
	}
}

// TestGitleaksFalseSamples: what Gitleaks' own rules hold up as false
// samples (its v8.30.1 generator), reported by the rule named here, and
// the true samples next to them that must still be reported.
func TestGitleaksFalseSamples(t *testing.T) {
	d := detector.New()
	const (
		body  = "abc123xyz-456def789ghij-klmnopqrstuvwx-3456yza789bcde-1234fghijklmnopby56aaaogaopaaaabc123xyzAA"
		sjson = "eyJpYXQiOjk3OSwidXJsIjoiaHR0cHM6Ly9XVGt3eGUyT2NGIiwicmVnaW9uX3VybCI6Imh0dHBzOi8vZUVnVFZ5SXlfX2ZvQmhMUDNSMUEiLCJvcmciOiJfQ3dfciJ9"
	)
	for _, tc := range []struct {
		text, rule string
		want       int
	}{
		// An admin key is not an API key, and the other way round.
		{"sk-ant-admin01-" + body, "anthropic-api-key", 0},
		{"sk-ant-admin01-" + body, "anthropic-admin-api-key", 1},
		{"sk-ant-api03-" + body, "anthropic-admin-api-key", 0},
		{"sk-ant-api03-" + body, "anthropic-api-key", 1},
		// A Sentry org token's secret is 43 characters, no more, no less.
		{"sntrys_" + sjson + "_33ukFujRBjSczWHKXfpQ6EDDS5rdbSk6gKFJ09MbTP", "sentry-org-token", 0},
		{"sntrys_" + sjson + "_V6R58DOVOppYO2Vk2Ku6r0PxUPajSOdN3WR2WPzKeCI1", "sentry-org-token", 0},
		{"sntrys_" + sjson + "_V6R58DOVOppYO2Vk2Ku6r0PxUPajSOdN3WR2WPzKeCI", "sentry-org-token", 1},
		{"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", "sentry-org-token", 1},
		// Slack's Workflow Builder webhooks name team, app and workflow
		// before the token; the older trigger and workflow forms a
		// numeric id and 32 hex digits. A path of random characters is
		// neither.
		{"https://hooks.slack.com/workflows/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", "slack-workflow-builder-webhook-url", 1},
		{"https://hooks.slack.com/workflows/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", "slack-workflow-webhook-url", 0},
		{"https://hooks.slack.com/triggers/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", "slack-workflow-webhook-url", 1},
		{"https://hooks.slack.com/workflows/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", "slack-workflow-webhook-url", 0},
		{"https://hooks.slack.com/workflows/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", "slack-workflow-builder-webhook-url", 0},
		{"https://hooks.slack.com/workflows/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", "slack-workflow-builder-webhook-url", 0},
		// A fingerprinted .ico asset is not an Infracost token.
		{"http://assets.r7.com/assets/media_box_tv_tres_colunas/video_box.ico-7a388b69018576d24b59331fd60aab0c.png", "infracost-api-token", 0},
		{`secret_value = "ico-mlCr1Mn3SRcRiZMObUZOTHLcgtH2Lpgt"`, "infracost-api-token", 1},
		// Database, keyboard and vault keys hold no secret.
		{"foreignKey=rxVNeP41TnBBBXXgbz4E1hdDVVjNyn", "generic-api-key", 0},
		{"key_down_event=a3AfstGAEp3B0XxQVVDFWgb18RLuqZ", "generic-api-key", 0},
		{"  keyVaultToStoreSecrets: cmp2-qat-1208358310", "generic-api-key", 0},
		{"partition_key = \"Zx9Qw8Er7Ty6Ui5Op4As3Df2\"", "generic-api-key", 0},
		{"foreign_secret=rxVNeP41TnBBBXXgbz4E1hdDVVjNyn", "generic-api-key", 1},
		{"monkey_key_token=a3AfstGAEp3B0XxQVVDFWgb18RLuqZ", "generic-api-key", 1},
		// CO_API_KEY is Cohere's; DISCO_API_KEY is not.
		{"export DISCO_API_KEY=lprUHhJSsGBiiCixaRlb7RvYXMFrun1pAGU5sr3J", "cohere-api-key", 0},
		// Square's EAAA prefix at the start of a line of base64 (a PEM
		// body, say) that goes on with + or / is no Square token.
		{"EAAAbcdefghijklmnopqrs+uvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXY", "square-access-token", 0},
		{"EAAAbcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUV/XY", "square-access-token", 0},
		{"0g+FCQMAAESLBTRlDQBmDx+EAAAAAAAPHwBEOQUlZQ0AD4fpAgAAgz04XQ0AAH4F6EUMAABIgz19", "square-access-token", 0},
		{"SQUARE_ACCESS_TOKEN=EAAAl0ZgbTxvh2Q8FnPi5KcWz7R3mJd9YuB4sLe6HaVqNo1XtCy8Gf2UkMw5Dr7E", "square-access-token", 1},
		// deadbeef and cafebabe are made-up hexadecimal, not credentials.
		{"https://cafebabe:deadbeef@gems.contribsys.com/", "sidekiq-enterprise-url", 0},
		{"export BUNDLE_ENTERPRISE__CONTRIBSYS__COM=cafebabe:deadbeef", "sidekiq-secret", 0},
		{"http://cafeb4b3:d3adb33f@enterprise.contribsys.com:80", "sidekiq-enterprise-url", 0},
		{"https://3f9a1c7e:5b2d4068@gems.contribsys.com/", "sidekiq-enterprise-url", 1},
		{`// "xoxa-faketoken",`, "slack-legacy-workspace-token", 0},
		// The search-only key Yarn ships.
		{`,apiKey:"6fe4476ee5a1832882e326b506d14126",`, "generic-api-key", 0},
		{`,apiKey:"6fe4476ee5a1832882e326b506d14127",`, "generic-api-key", 1},
	} {
		if got := findRule(t, d, "app.txt", tc.text, tc.rule); got != tc.want {
			t.Errorf("%s: %d findings of %s, want %d", tc.text, got, tc.rule, tc.want)
		}
	}
}

// TestTokenAlphabets: Slack's app configuration tokens carry base64
// (both cases) after their prefix, where the rules took upper case only
// and missed every real one; Sourcegraph's have a local_ form, and hex of
// either case; a value on the line after its XML element is found by the
// rules that look for the provider's name before the token; and the
// token forms of Gitleaks' own samples that the rules missed are found.
func TestTokenAlphabets(t *testing.T) {
	d := detector.New()
	for _, tc := range []struct{ text, rule string }{
		{`accessToken="xoxe.xoxp-1-Mi0yLTM0MTQwNDE0MDE3Ni0zNjU5NDY0Njg4MTctNTE4MjA3NTQ5NjA4MC01NDEyOTYyODY5NzUxLThhMTBjZmI1ZWIzMGIwNTg0ZDdmMDI5Y2UxNzVlZWVhYzU2ZWQyZTZiODNjNDZiMGUxMzRlNmNjNDEwYmQxMjQ"`, "slack-config-access-token"},
		{`refreshToken := "xoxe-1-My0xLTMxNzcwMjQ0MTcxMy01MTU4MTUyNjkxNzE0LTUxODE4NDI0MDY3MzYtMjA5MGFkOTFlZThkZWE2OGFlZDYwYWJjODNhYzAxYjA5ZjVmODBhYjgzN2QyNDdjOTNlOGY5NTg2YWM1OGM4Mg"`, "slack-config-refresh-token"},
		{`token: sgp_AaD80dc6E02eCAE1_d3cba16CC0F18fA14A2EFB61CbDFceEBf9fAD16b`, "sourcegraph-access-token"},
		{`SRC_ACCESS_TOKEN=sgp_local_3f9a1c7e5b2d4068a9c1e7f3b5d204863f9a1c7e`, "sourcegraph-access-token"},
		{"<twilioToken>\n    SKd81d5fe51096241ddb4b9deef61717cb\n</twilioToken>", "twilio-api-key"},
		{"<mailgunToken>\n    key-6e087e12d4d941fa47cbaa8877298102\n</mailgunToken>", "mailgun-api-key"},
		{"<herokuToken>\n    6f9eebdd-df0c-9fe0-4337-a4c15b03d0f1\n</herokuToken>", "heroku-api-key"},
		{"export CO_API_KEY=lprUHhJSsGBiiCixaRlb7RvYXMFrun1pAGU5sr3J", "cohere-api-key"},
		// The forms Gitleaks' rules take and ours did not: an older bot
		// token (no AA) under a telegram name, a CI job token with its
		// partition prefix, an Xray token, a short legacy Slack token,
		// Square's EAAA tokens, a Flutterwave encryption key after a dash,
		// SendGrid keys with = in them, and provider tokens in lower case.
		{"telegramToken = 27576526:A7h45xr__y8jab4kxlr_xcwfmn1-ro4amrr", "telegram-assigned-bot-token"},
		{`gitlab_token: "glcbt-6hx0f_m4o5gsfpex8hla2vni6u"`, "gitlab-ci-job-token"},
		{`xrayToken := "uhkxgadjfy0jj9c8j2x02s9ns32u1je61bnzkkr1462mqudl3f7krakxdob47h5v"`, "jfrog-identity-token"},
		{"slackToken := `xoxs-416843729158-132049654-5609968301-e708ba56e1`", "slack-legacy-token"},
		{`square_token: 'EAAA3L7ESWBq1PDySnPGDxqCoS'`, "square-access-token"},
		{`System.setProperty("FLUTTERWAVEPUBKEY_TOKEN", "FLWSECK_TEST-c92de6dcbda8")`, "flutterwave-encryption-key"},
		{`SENDGRID_TOKEN = "SG.iqwqpzl2x0a2skl6opj911diwf54=0mdg1mvaimhox-_boks3z82e0a-fy_bazxxr_"`, "sendgrid-api-key"},
		{"dynatrace_token: dt0c01.dos4wdpp720qon9j6w223mv6.nr1mi0ei0d9l1uhb9vao09wadbwk2vcec1l0cgh67jzopo4mw45a4trmzz5fwc6j", "dynatrace-api-token"},
		{"new-relicToken=NRAK-4d625f16rfagwuuid10zq8zxn13", "newrelic-user-api-key"},
		{"new-relicToken = 'NRJS-3f99f8ff81f33289326'", "newrelic-browser-key"},
		{"dnkey_token: dnkey-qtj6is14j=c6h8z698okkyl0fo-tc79qam8ngg8nef9zl2lhyl25nuz8kszm5r0ae7ap4e8=v_bjkjr", "defined-networking-api-token"},
		{`yandex_token: "t1.V=.CAxXmIDv_VMHV7NCz8tdVUCiKl7snJNPQagU96_F-gtpYjikzzx_lnSBaU7an0THfwwfFl9urUQRmYeOABZAPg="`, "yandex-iam-token"},
		{"fastlyToken = s8pbb1x-q_i2m0z=u6r056d_s82tp9_3", "fastly-api-token"},
	} {
		if got := findRule(t, d, "app.txt", tc.text, tc.rule); got != 1 {
			t.Errorf("%s: %d findings of %s, want 1", tc.text, got, tc.rule)
		}
	}
}

// TestPublicGoogleKeysAllowed: the API keys Google ships in its own SDKs
// and samples (which Gitleaks allow-lists) are not reported; another key
// in the same place is.
func TestPublicGoogleKeysAllowed(t *testing.T) {
	d := detector.New()
	for _, tc := range []struct {
		text string
		want int
	}{
		{`maps_key = "AIzaSyA4UrcGxgwQFTfaI3no3t7Lt1sjmdnP5sQ"`, 0},
		{`apiKey: "AIzaSyB8qGxt4ec15vitgn44duC5ucxaOi4FmqE",`, 0},
		{`maps_key = "AIzaSyC9xK2mQ7pL4vN8wR3tY6uB1eH5jD0fG2s"`, 1},
	} {
		n := findRule(t, d, "app.txt", tc.text, "google-api-key") + findRule(t, d, "app.txt", tc.text, "google-api-key-web-config")
		if n != tc.want {
			t.Errorf("%s: %d findings, want %d", tc.text, n, tc.want)
		}
	}
}

// TestHexDERPrivateKeys: private keys embedded as hex DER (PKCS#1 and
// PKCS#8 RSA, EC and PKCS#8 EC) are found, in either case; a public key in
// the same encoding is not.
func TestHexDERPrivateKeys(t *testing.T) {
	d := detector.New()
	rsaKey, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	ecKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	pkcs8RSA, _ := x509.MarshalPKCS8PrivateKey(rsaKey)
	pkcs8EC, _ := x509.MarshalPKCS8PrivateKey(ecKey)
	ec, _ := x509.MarshalECPrivateKey(ecKey)
	pub, _ := x509.MarshalPKIXPublicKey(&rsaKey.PublicKey)
	for _, tc := range []struct {
		name string
		der  []byte
		want int
	}{
		{"PKCS#1 RSA", x509.MarshalPKCS1PrivateKey(rsaKey), 1},
		{"PKCS#8 RSA", pkcs8RSA, 1},
		{"EC", ec, 1},
		{"PKCS#8 EC", pkcs8EC, 1},
		{"RSA public key", pub, 0},
	} {
		for _, h := range []string{hex.EncodeToString(tc.der), strings.ToUpper(hex.EncodeToString(tc.der))} {
			if got := findRule(t, d, "keys.go", `const key = "`+h+`"`+"\n", "private-key-hex-der"); got != tc.want {
				t.Errorf("%s: %d findings, want %d", tc.name, got, tc.want)
			}
		}
	}
}

// TestOnePasswordSecretKeyLayouts: both layouts of a 1Password secret key,
// an 11-character middle part or two parts of 6 and 5 (as Gitleaks' rule
// takes them), are found; a key with a part too short is not.
func TestOnePasswordSecretKeyLayouts(t *testing.T) {
	d := detector.New()
	for text, want := range map[string]int{
		"OP_KEY=A3-E3HUCQ-L7KW2VFB80C-GXFKI-3YMTD-KM8BD\n":  1,
		"OP_KEY=A3-4LD4JF-P0KU2A-9E4KU-LNG70-XYEKW-T8AHS\n": 1,
		"OP_KEY=A3-4LD4JF-P0KU2-9E4KU-LNG70-XYEKW-T8AHS\n":  0,
		"OP_KEY=A3-E3HUCQ-L7KW2VFB80-GXFKI-3YMTD-KM8BD\n":   0,
	} {
		if got := findRule(t, d, "op.env", text, "onepassword-secret-key"); got != want {
			t.Errorf("%q: %d findings, want %d", text, got, want)
		}
	}
}

// TestYieldingRule: a rule marked yields (jfrog-identity-token, which finds
// a value by its setting name) gives way to a rule of the value's own
// format (an AKCp API key, an Artifactory reference token), while the
// generic rule gives way to it.
func TestYieldingRule(t *testing.T) {
	d := detector.New()
	g := fake.New(11)
	akcp, _ := g.Token("jfrog-api-key")
	ref, _ := g.Token("artifactory-reference-token")
	const plain = "k3j9x2m4p8q1w5e7r0t6y3u2b4n7c9v1k3j9x2m4p8q1w5e7r0t6y3u2b4n7c9v1"
	for _, tc := range []struct{ text, want string }{
		{"artifactory_api_key = \"" + akcp + "\"\n", "jfrog-api-key"},
		{"ARTIFACTORY_TOKEN=" + ref + "\n", "artifactory-reference-token"},
		{"artifactoryToken = \"" + plain + "\"\n", "jfrog-identity-token"},
		{"bintray_token: " + plain + "\n", "jfrog-identity-token"},
	} {
		var got []string
		for _, f := range detectAll(t, d, tc.text) {
			got = append(got, f.RuleID)
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("%q: rules %q, want %s alone", tc.text, got, tc.want)
		}
	}
}
