// Package fake makes fake credentials in the formats the secrets detector
// finds, with valid checksums where the format has one. They are random,
// belong to no account, and exist so that tests and the accuracy corpus
// can plant realistic secrets. Every function is deterministic for a given
// *rand.Rand.
package fake

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
)

// Alphabets.
const (
	Alnum    = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	HexLower = "0123456789abcdef"
	Digits   = "0123456789"
	B64URL   = Alnum + "_-"
	B64      = Alnum + "+/"
	Base32   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	UpperNum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
)

// Gen makes fake credentials from a random source.
type Gen struct{ R *rand.Rand }

// New returns a Gen seeded with seed.
func New(seed uint64) *Gen {
	var s [32]byte
	for i := range 8 {
		s[i] = byte(seed >> (8 * i))
	}
	return &Gen{R: rand.New(rand.NewChaCha8(s))}
}

// String returns n random bytes of alphabet, retrying until the result is
// not mistaken for a placeholder by the detector (a random string very
// rarely spells "your" or "xxxx").
func (g *Gen) String(alphabet string, n int) string {
	for {
		b := make([]byte, n)
		for i := range b {
			b[i] = alphabet[g.R.IntN(len(alphabet))]
		}
		if !detector.IsPlaceholder(b) && (n < 16 || detector.Entropy(b) >= 3.5 || len(alphabet) <= 16) {
			return string(b)
		}
	}
}

// Bytes returns n random bytes.
func (g *Gen) Bytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.R.UintN(256))
	}
	return b
}

// CRC32Token returns prefix + 30 random base-62 characters + their
// checksum, as GitHub and npm tokens are built.
func (g *Gen) CRC32Token(prefix string) string {
	random := g.String(Alnum, 30)
	return prefix + random + detector.Base62CRC32([]byte(random))
}

// Token returns a fake credential for rule id: from a hand-written
// generator for the rules whose formats carry checksums or structure, else
// generated from the rule's pattern (FromRule). For keyed rules (aws-secret-access-key, twilio-api-key,
// mailgun-api-key, heroku-api-key, generic-api-key) it returns the value
// alone; the caller writes the name next to it.
func (g *Gen) Token(id string) (string, error) {
	switch id {
	case "aws-access-key-id":
		return []string{"AKIA", "ASIA"}[g.R.IntN(2)] + g.String(Base32, 16), nil
	case "aws-secret-access-key":
		return g.String(B64, 40), nil
	case "sidekiq-secret":
		// user:password, 8 hex digits each, varied enough for the rule's
		// entropy threshold.
		secret := g.String(HexLower, 8) + ":" + g.String(HexLower, 8)
		for detector.Entropy([]byte(secret)) < 3.2 {
			secret = g.String(HexLower, 8) + ":" + g.String(HexLower, 8)
		}
		return []string{"BUNDLE_ENTERPRISE__CONTRIBSYS__COM", "BUNDLE_GEMS__CONTRIBSYS__COM"}[g.R.IntN(2)] + "=" + secret, nil
	case "github-pat":
		return g.CRC32Token("ghp_"), nil
	case "github-oauth-token":
		return g.CRC32Token("gho_"), nil
	case "github-app-token":
		return g.CRC32Token([]string{"ghu_", "ghs_"}[g.R.IntN(2)]), nil
	case "github-refresh-token":
		return g.CRC32Token("ghr_"), nil
	case "github-fine-grained-pat":
		return "github_pat_" + g.String(Alnum, 22) + "_" + g.String(Alnum, 59), nil
	case "gitlab-pat":
		return "glpat-" + g.String(B64URL, 20), nil
	case "gitlab-pipeline-trigger-token":
		return "glptt-" + g.String(HexLower, 40), nil
	case "gitlab-runner-token":
		return "glrt-" + g.String(B64URL, 20), nil
	case "slack-bot-token":
		return "xoxb-" + g.String(Digits, 12) + "-" + g.String(Digits, 13) + "-" + g.String(Alnum, 24), nil
	case "slack-user-token":
		return "xoxp-" + g.String(Digits, 12) + "-" + g.String(Digits, 12) + "-" + g.String(Digits, 13) + "-" + g.String(HexLower, 32), nil
	case "slack-app-token":
		return "xapp-1-A" + g.String(UpperNum, 10) + "-" + g.String(Digits, 13) + "-" + g.String(HexLower, 64), nil
	case "slack-webhook-url":
		return "https://hooks.slack.com/services/T" + g.String(UpperNum, 8) + "/B" + g.String(UpperNum, 10) + "/" + g.String(Alnum, 24), nil
	case "stripe-secret-key":
		return "sk_live_" + g.String(Alnum, 24+g.R.IntN(76)), nil
	case "stripe-restricted-key":
		return "rk_live_" + g.String(Alnum, 24+g.R.IntN(76)), nil
	case "stripe-test-key":
		return "sk_test_" + g.String(Alnum, 24+g.R.IntN(76)), nil
	case "google-api-key", "google-api-key-web-config":
		return "AIza" + g.String(B64URL, 35), nil
	case "twilio-api-key":
		return "SK" + g.String(HexLower, 32), nil
	case "sendgrid-api-key":
		return "SG." + g.String(B64URL, 22) + "." + g.String(B64URL, 43), nil
	case "npm-access-token":
		return g.CRC32Token("npm_"), nil
	case "pypi-upload-token":
		// A v2 macaroon: version, location "pypi.org", then random fields.
		body := append([]byte{0x02, 0x01, 0x08}, "pypi.org"...)
		body = append(body, 0x02, 0x01, 0x00, 0x02, 0x20)
		body = append(body, g.Bytes(120)...)
		return "pypi-" + base64.RawURLEncoding.EncodeToString(body), nil
	case "dockerhub-pat":
		return "dckr_pat_" + g.String(B64URL, 27), nil
	case "azure-storage-account-key":
		return base64.StdEncoding.EncodeToString(g.Bytes(64)), nil
	case "shopify-access-token":
		return []string{"shpat_", "shpca_", "shppa_"}[g.R.IntN(3)] + g.String(HexLower, 32), nil
	case "shopify-shared-secret":
		return "shpss_" + g.String(HexLower, 32), nil
	case "square-access-token":
		return "sq0atp-" + g.String(B64URL, 22), nil
	case "square-oauth-secret":
		return "sq0csp-" + g.String(B64URL, 43), nil
	case "mailgun-api-key":
		if g.R.IntN(2) == 0 {
			return "key-" + g.String(HexLower, 32), nil
		}
		return g.String(HexLower, 32) + "-" + g.String(HexLower, 8) + "-" + g.String(HexLower, 8), nil
	case "heroku-api-key":
		h := g.String(HexLower, 32)
		return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:], nil
	case "heroku-platform-key":
		return "HRKU-AA" + g.String(B64URL, 58), nil
	case "jwt":
		return g.JWT("HS256", 43), nil
	case "openai-api-key":
		if g.R.IntN(2) == 0 {
			return "sk-" + g.String(Alnum, 20) + "T3BlbkFJ" + g.String(Alnum, 20), nil
		}
		return "sk-proj-" + g.String(B64URL, 74) + "T3BlbkFJ" + g.String(B64URL, 74), nil
	case "anthropic-api-key":
		return "sk-ant-api03-" + g.String(B64URL, 93) + "AA", nil
	case "sentry-org-token":
		claims := fmt.Sprintf(`{"iat":%d.%06d,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"%s"}`,
			1700000000+g.R.IntN(100000000), g.R.IntN(1000000), g.String("abcdefghijklmnopqrstuvwxyz", 8))
		return "sntrys_" + base64.StdEncoding.EncodeToString([]byte(claims)) + "_" + g.String(B64, 43), nil
	case "anthropic-admin-api-key":
		return "sk-ant-admin01-" + g.String(B64URL, 93) + "AA", nil
	case "private-key":
		return g.PEM("RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", 1190), nil
	case "openssh-private-key":
		return g.PEM("OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 300), nil
	case "pgp-private-key":
		return g.PEM("PGP PRIVATE KEY BLOCK", "lQOYBG", 900), nil
	case detector.GenericRuleID:
		return g.String(Alnum, 12) + g.String(Digits, 2) + g.String(Alnum+"+/", 18), nil
	}
	return g.FromRule(id)
}

// JWT returns a signed-looking JWT with header alg and a random signature
// of sigLen base64url characters.
func (g *Gen) JWT(alg string, sigLen int) string {
	header, _ := json.Marshal(map[string]string{"alg": alg, "typ": "JWT"})
	payload, _ := json.Marshal(map[string]any{
		"sub": g.String(Digits, 10), "name": "Test User " + g.String(Alnum, 6), "iat": 1700000000 + g.R.IntN(1e7),
	})
	enc := base64.RawURLEncoding
	return enc.EncodeToString(header) + "." + enc.EncodeToString(payload) + "." + g.String(B64URL, sigLen)
}

// PEM returns a private key block of kind (e.g. "RSA PRIVATE KEY") whose
// base64 body starts with lead and holds n random bytes, in 64-character
// lines.
func (g *Gen) PEM(kind, lead string, n int) string {
	body := lead + base64.StdEncoding.EncodeToString(g.Bytes(n))
	var b strings.Builder
	b.WriteString("-----BEGIN " + kind + "-----\n")
	if strings.HasPrefix(kind, "PGP") {
		b.WriteString("Version: GnuPG v2\n\n")
	}
	for len(body) > 64 {
		b.WriteString(body[:64] + "\n")
		body = body[64:]
	}
	b.WriteString(body + "\n-----END " + kind + "-----\n")
	return b.String()
}

// keyedNames are the setting names keyed rules need next to their value.
var keyedNames = map[string]string{
	"aws-secret-access-key":     "aws_secret_access_key",
	"twilio-api-key":            "TWILIO_API_KEY",
	"mailgun-api-key":           "MAILGUN_API_KEY",
	"heroku-api-key":            "HEROKU_API_KEY",
	"google-api-key-web-config": "apiKey",
	detector.GenericRuleID:      "api_key",
	"azure-storage-account-key": "",
}

// Line returns token in a one-line setting, as a .env file would hold it:
// NAME=token, with the name keyed rules need.
func Line(id, token string) string {
	switch id {
	case "azure-storage-account-key":
		return "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=" + token + ";EndpointSuffix=core.windows.net"
	case "private-key", "openssh-private-key", "pgp-private-key", "sidekiq-secret":
		return token // the token holds its own setting name
	}
	if name, ok := keyedNames[id]; ok {
		return name + "=" + token
	}
	return strings.ToUpper(strings.ReplaceAll(id, "-", "_")) + "=" + token
}
