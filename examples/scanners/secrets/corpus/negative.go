package corpus

import (
	"encoding/base64"
	"regexp"
	"strings"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/fake"
)

// negatives returns files of look-alikes and placeholders: nothing in them
// may be reported.
func negatives(g *fake.Gen) ([]*file, error) {
	breakCRC := func(tok string) string {
		last := tok[len(tok)-1]
		repl := byte('A')
		if last == 'A' {
			repl = 'B'
		}
		return tok[:len(tok)-1] + string(repl)
	}
	ghp, npm := g.CRC32Token("ghp_"), g.CRC32Token("npm_")
	jwtNone := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"none","typ":"JWT"}`)) + "." +
		base64.RawURLEncoding.EncodeToString([]byte(`{"sub":"1234567890","admin":true}`)) + "."
	notJSON := "eyJhbGciOiJIUzI1NiIsInR5cCI6." + "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6" + "." + g.String(fake.B64URL, 43)

	checksums := &file{path: "lookalikes/checksums.env"}
	checksums.add(
		"# Tokens with the right shape and a wrong checksum, and wrong case or length.",
		"GITHUB_TOKEN="+breakCRC(g.CRC32Token("ghp_")),
		"GH_OAUTH="+breakCRC(g.CRC32Token("gho_")),
		"NPM_TOKEN="+breakCRC(g.CRC32Token("npm_")),
		"UPPER_PREFIX="+strings.ToUpper(ghp[:4])+ghp[4:],
		"TOO_SHORT="+ghp[:len(ghp)-1],
		"TOO_LONG="+npm+"x",
		"GLUED=x"+g.CRC32Token("ghp_"),
		"AWS_ACCESS_SHORT=AKIA"+g.String(fake.Base32, 15),
		"AWS_ACCESS_LOWER=akia"+strings.ToLower(g.String(fake.Base32, 16)),
		"AWS_ACCESS_BAD_CHARS=AKIA"+g.String(fake.Base32, 8)+"01890189",
		"AZURE=DefaultEndpointsProtocol=https;AccountName=x;AccountKey=<your-account-key>;",
		"SLACK=xoxb-123-456-"+g.String(fake.Alnum, 24),
		"SENDGRID=SG."+g.String(fake.B64URL, 12)+"."+g.String(fake.B64URL, 20),
		"ANTHROPIC=sk-ant-api03-"+g.String(fake.B64URL, 93)+"AB",
		"OPENAI=sk-"+g.String(fake.Alnum, 48),
	)

	placeholders := &file{path: "lookalikes/placeholders.md"}
	placeholders.add(
		"# Configuration",
		"",
		"Set these in your environment (the values below are examples):",
		"",
		"```sh",
		"export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE",
		"export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
		"export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
		"export STRIPE_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
		"export STRIPE_TEST=sk_test_<your-test-key-goes-here>",
		"export SLACK_WEBHOOK=https://hooks.slack.com/services/TXXXXXXXX/BXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX",
		"export GOOGLE_API_KEY=AIzaSyXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
		"export NPM_TOKEN=npm_000000000000000000000000000000000000",
		"export API_KEY=<your-api-key>",
		"export DB_PASSWORD=changeme",
		"export CLIENT_SECRET=${CLIENT_SECRET}",
		"export SECRET_KEY=your-secret-key-here-1234567890",
		"export ACCESS_TOKEN=REDACTED_REDACTED_2024",
		"```",
		"",
		"A key file looks like this:",
		"",
		"    -----BEGIN RSA PRIVATE KEY-----",
		"    ...",
		"    -----END RSA PRIVATE KEY-----",
		"",
		"and an unsigned token like "+jwtNone+" carries no secret.",
		"A broken token: "+notJSON,
	)

	code := &file{path: "lookalikes/code.go"}
	code.add(
		"package auth",
		"",
		"import (",
		"\t\"os\"",
		"\t\"time\"",
		")",
		"",
		"const (",
		"\ttokenType        = \"Bearer\"",
		"\tpasswordFile     = \"/run/secrets/db-password-2024\"",
		"\tsecretKeyPath    = \"/etc/acme/keys/signing-2024-01.pem\"",
		"\tapiKeyHeader     = \"X-Api-Key-Version-20240101\"",
		"\ttokenTTL         = 15 * time.Minute",
		"\tsecretName       = \"billing-stripe-credentials\"",
		"\ttokenEndpoint    = \"https://auth.acme.dev/oauth2/v1/token\"",
		"\tpasswordMinLen   = 12",
		"\tkeyspace         = \"com.acme.billing.v2.cache\"",
		")",
		"",
		"// Load reads credentials from the environment.",
		"func Load() (string, string) {",
		"\ttoken := os.Getenv(\"GITHUB_TOKEN_2\")",
		"\tsecret := config.Lookup(\"client_secret_v2\")",
		"\treturn token, secret",
		"}",
		"",
		"var commit = \"e83c5163316f89bfbde7d9ab23ca2e25604af290\"",
		"var uuid = \"123e4567-e89b-12d3-a456-426614174000\"",
		"var checksum = \""+g.String(fake.HexLower, 64)+"\"",
	)

	keys := &file{path: "lookalikes/keys.txt"}
	keys.add(
		"-----BEGIN PUBLIC KEY-----",
		"MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"+g.String(fake.B64, 20),
		g.String(fake.B64, 64),
		"-----END PUBLIC KEY-----",
		"-----BEGIN CERTIFICATE-----",
		"MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ",
		g.String(fake.B64, 64),
		"-----END CERTIFICATE-----",
		"-----BEGIN OPENSSH PRIVATE KEY-----",
		"<paste your key here>",
		"-----END OPENSSH PRIVATE KEY-----",
		"Keep your private key secret; never share a PRIVATE KEY file.",
		"-----BEGIN OPENSSH PRIVATE KEY-----",
		"AAAAB3NzaC1yc2EAAAADAQABAAABAQ"+g.String(fake.B64, 60),
		"-----END OPENSSH PRIVATE KEY-----",
	)

	context := &file{path: "lookalikes/context.yaml"}
	context.add(
		"# Values that match a format only next to the right name.",
		"build_id: 6f1c2a9e-4b7d-4f8a-9c3e-2d5b7a1e0f44",
		"request_sid: SK"+g.String(fake.HexLower, 32),
		"mail_relay_ref: key-"+g.String(fake.HexLower, 32),
		"artifact_sha: "+g.String(fake.B64, 40),
		"heroku_app_name: acme-billing-prod",
		"twilio_region: us1",
		"aws_secret_access_key: ${AWS_SECRET}",
	)
	files := append([]*file{checksums, placeholders, code, keys, context}, generic(g)...)
	misses, err := nearMisses(g)
	if err != nil {
		return nil, err
	}
	return append(files, misses), nil
}

// nearMisses returns, for every token rule whose pattern starts at a word
// boundary, a fixture of the rule glued to a preceding letter and one with
// its secret replaced by a placeholder, and for every rule keyed by a
// setting name its value under another name and a placeholder under its
// own: none may be reported.
func nearMisses(g *fake.Gen) (*file, error) {
	f := &file{path: "lookalikes/near-misses.txt"}
	f.add("# Tokens glued to a word, and tokens whose secret is a placeholder.")
	for _, r := range detector.Rules() {
		if !strings.HasPrefix(r.Pattern, `\b`) || r.Matcher != "" || r.PathOnly() {
			continue
		}
		tok, err := g.Token(r.ID)
		if err != nil {
			return nil, err
		}
		re := regexp.MustCompile(r.Pattern)
		m := re.FindStringSubmatchIndex(tok)
		if m == nil {
			// A keyed rule: the token alone is not its match. Its value
			// under a name without the provider, and a placeholder under
			// the rule's own name.
			if strings.HasPrefix(r.Pattern, "(?i:") && re.MatchString(fake.Line(r.ID, tok)) {
				f.add("# "+r.ID, "build_label="+tok, fake.Line(r.ID, strings.Repeat("x", len(tok))))
			}
			continue
		}
		gs, ge := m[2*r.SecretGroup()], m[2*r.SecretGroup()+1]
		// Neutral names: a name holding "key" or "token" would rightly
		// make the generic rule report the glued value.
		f.add("# "+r.ID, "glued=x"+tok, "placeholder="+tok[:gs]+strings.Repeat("x", ge-gs)+tok[ge:])
	}
	return f, nil
}

// generic returns ordinary code and data that the generic rule must stay
// quiet on: identifiers, type names, constants whose value echoes their
// name, public keys, CSRF tokens, hashes in lock files and test fixtures
// named as such.
func generic(g *fake.Gen) []*file {
	zig := &file{path: "lookalikes/generic/openssl.zig"}
	zig.add(
		"pub const X509_pubkey_st = struct_X509_pubkey_st;",
		"pub const EVP_PKEY_asn1_method = struct_evp_pkey_asn1_method_st;",
		`pub const SN_id_Gost28147_89_None_KeyMeshing = "id-Gost28147-89-None-KeyMeshing";`,
		`pub const LN_id_tc26_gost_28147_param_Z = "id-tc26-gost-28147-param-Z";`,
	)
	goCode := &file{path: "lookalikes/generic/identifiers.go"}
	goCode.add(
		"package sign",
		"",
		"var (",
		"	BlindKeySignatures = Ed25519.BlindKeySignatures",
		"	DefaultKeySize2048 = rsa.DefaultKeySize2048",
		")",
		"",
		"var tmpl = x509.Certificate{",
		"	KeyUsage:    x509.KeyUsageDigitalSignature,",
		"	ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},",
		"}",
		"",
		`const FingerprintKey = "sluiceFindingHash/v1"`,
		`const TokenKindRefresh2 = "refreshTokenRotation2"`,
		`const secretStoreBackend = "hashicorpVaultKV2Backend"`,
		"",
		"// Table entries naming constants of the same kind (crypto/x509's tests).",
		"var mismatchTests = []struct{ hexKey, errorContains string }{",
		`	{hexKey: hexPKCS8TestECKey, errorContains: "use ParseECPrivateKey instead"},`,
		`	{hexKey: hexECTestPKCS1Key, errorContains: "use ParsePKCS1PrivateKey instead"},`,
		"}",
		"",
		"var testAPIKey = \""+g.String(fake.Alnum, 32)+"\"",
		"var fakeToken = \""+g.String(fake.Alnum, 40)+"\"",
		"var mockSecret = \""+g.String(fake.HexLower, 32)+"\"",
	)
	web := &file{path: "lookalikes/generic/page.html"}
	web.add(
		`<meta name="csrf-token" content="`+g.String(fake.B64, 40)+`">`,
		`<input type="hidden" name="csrf_token" value="`+g.String(fake.B64URL, 43)+`">`,
		`<script>window.csrfToken = "`+g.String(fake.Alnum, 32)+`";</script>`,
	)
	pub := &file{path: "lookalikes/generic/keys.yaml"}
	pub.add(
		"public_key: \""+g.String(fake.B64, 44)+"\"",
		"signing_public_key = \""+g.String(fake.B64, 44)+"\"",
		"pubkey: "+g.String(fake.B64, 44),
		"vapidPublicKey: \""+g.String(fake.B64URL, 87)+"\"",
	)
	lock := &file{path: "lookalikes/generic/package-lock.json"}
	lock.add(
		"{",
		`  "name": "acme-web",`,
		`  "lockfileVersion": 3,`,
		`  "packages": {`,
		`    "node_modules/left-pad": {`,
		`      "version": "1.3.0",`,
		`      "resolved": "https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz",`,
		`      "integrity": "sha512-`+g.String(fake.B64, 86)+`==",`,
		`      "token": "`+g.String(fake.HexLower, 40)+`"`,
		`    }`,
		`  }`,
		"}",
	)
	return []*file{zig, goCode, web, pub, lock}
}
