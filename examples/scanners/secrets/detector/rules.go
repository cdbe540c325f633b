package detector

import (
	"regexp"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// Severities used by the rules.
const (
	critical = scanner.SeverityCritical
	high     = scanner.SeverityHigh
	medium   = scanner.SeverityMedium
	low      = scanner.SeverityLow
)

// GenericRuleID is the id of the keyed-assignment rule.
const GenericRuleID = "generic-api-key"

// tokenRule builds a rule around a hand-written format.
func tokenRule(id, desc string, sev scanner.Severity, pattern string, f *format) Rule {
	return Rule{ID: id, Description: desc, Severity: sev, Keywords: keywordsOf(f), Pattern: pattern, tok: f}
}

// keyedRule builds a rule whose pattern runs on the line around a keyword
// hit; the secret is the pattern's last capturing group.
func keyedRule(id, desc string, sev scanner.Severity, keywords []string, pattern string, minEntropy float64) Rule {
	return Rule{ID: id, Description: desc, Severity: sev, Keywords: keywords, Pattern: pattern,
		keyed: regexp.MustCompile(pattern), MinEntropy: minEntropy}
}

// afterPrefix returns a secret function that drops the first n bytes.
func afterPrefix(n int) func([]byte) []byte { return func(m []byte) []byte { return m[n:] } }

// afterByte returns a secret function that keeps what follows the first c.
func afterByte(c byte) func([]byte) []byte {
	return func(m []byte) []byte {
		for i, b := range m {
			if b == c {
				return m[i+1:]
			}
		}
		return m
	}
}

// Rules returns the detector's rules, in a fixed order. Each call returns
// fresh values; the patterns are compiled on every call, so call it once.
func Rules() []Rule {
	// Boundaries: a token may not be glued to letters or digits (or to the
	// characters of its own alphabet) on either side.
	// setWordish gives the \b of the patterns: tokens start and (unless
	// their alphabet has '-') end with a word character.
	word, alnum, b64url := setWordish, setAlnum, setB64URL
	crc := func(r Rule, prefix int) Rule {
		r.valid, r.Checksum, r.secret = validCRC32Token(prefix), "CRC-32 of the random part, base 62", afterPrefix(prefix)
		return r
	}
	withSecret := func(r Rule, fn func([]byte) []byte) Rule { r.secret = fn; return r }
	withEntropy := func(r Rule, e float64) Rule { r.MinEntropy = e; return r }

	rules := []Rule{
		withEntropy(tokenRule("aws-access-key-id", "An AWS access key id (long-term AKIA or temporary ASIA).", high,
			`\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}\b`,
			newFormat([]string{"AKIA", "ASIA", "ABIA", "ACCA"}, word, word, fixed(setUpperB32, 16))), 3.0),
		keyedRule("aws-secret-access-key", "An AWS secret access key assigned to an aws_secret_access_key-like name.", critical,
			[]string{"secret_access_key", "secretaccesskey", "secret-access-key", "aws_secret_key"},
			`(?i:(?:aws[_.-]?)?secret[_.-]?(?:access[_.-]?)?key)["']?\s*(?:=|:=|:|=>)\s*["']?([A-Za-z0-9/+]{40})(?:[^A-Za-z0-9/+=]|$)`, 4.0),

		crc(tokenRule("github-pat", "A GitHub classic personal access token.", critical,
			`\bghp_[0-9A-Za-z]{36}\b`, newFormat([]string{"ghp_"}, word, word, fixed(alnum, 36))), 4),
		crc(tokenRule("github-oauth-token", "A GitHub OAuth access token.", critical,
			`\bgho_[0-9A-Za-z]{36}\b`, newFormat([]string{"gho_"}, word, word, fixed(alnum, 36))), 4),
		crc(tokenRule("github-app-token", "A GitHub App user-to-server or installation token.", critical,
			`\bgh[us]_[0-9A-Za-z]{36}\b`, newFormat([]string{"ghu_", "ghs_"}, word, word, fixed(alnum, 36))), 4),
		crc(tokenRule("github-refresh-token", "A GitHub refresh token.", high,
			`\bghr_[0-9A-Za-z]{36}\b`, newFormat([]string{"ghr_"}, word, word, fixed(alnum, 36))), 4),
		withSecret(tokenRule("github-fine-grained-pat", "A GitHub fine-grained personal access token.", critical,
			`\bgithub_pat_[0-9A-Za-z]{22}_[0-9A-Za-z]{59}\b`,
			newFormat([]string{"github_pat_"}, word, word, fixed(alnum, 22), lit("_"), fixed(alnum, 59))), afterPrefix(11)),

		withSecret(tokenRule("gitlab-pat", "A GitLab personal, project or group access token.", critical,
			`\bglpat-[0-9A-Za-z_-]{20,64}\b`, newFormat([]string{"glpat-"}, word, b64url, run(b64url, 20, 64))), afterPrefix(6)),
		withSecret(tokenRule("gitlab-pipeline-trigger-token", "A GitLab pipeline trigger token.", high,
			`\bglptt-[0-9a-f]{40}\b`, newFormat([]string{"glptt-"}, word, word, fixed(setHexLower, 40))), afterPrefix(6)),
		withSecret(tokenRule("gitlab-runner-token", "A GitLab runner authentication token.", high,
			`\bglrt-[0-9A-Za-z_-]{20,64}\b`, newFormat([]string{"glrt-"}, word, b64url, run(b64url, 20, 64))), afterPrefix(5)),

		withSecret(tokenRule("slack-bot-token", "A Slack bot token.", high,
			`\bxoxb-[0-9]{10,13}-[0-9]{10,13}-[0-9A-Za-z]{24,34}\b`,
			newFormat([]string{"xoxb-"}, word, word, run(setDigit, 10, 13), lit("-"), run(setDigit, 10, 13), lit("-"), run(alnum, 24, 34))),
			lastDash),
		withSecret(tokenRule("slack-user-token", "A Slack user token.", high,
			`\bxoxp-[0-9]{10,13}-[0-9]{10,13}-[0-9]{10,13}-[0-9a-f]{32}\b`,
			newFormat([]string{"xoxp-"}, word, word, run(setDigit, 10, 13), lit("-"), run(setDigit, 10, 13), lit("-"),
				run(setDigit, 10, 13), lit("-"), fixed(setHexLower, 32))), lastDash),
		withSecret(tokenRule("slack-app-token", "A Slack app-level token.", high,
			`\bxapp-[0-9]{1,2}-[A-Z0-9]{9,12}-[0-9]{10,13}-[0-9a-f]{64}\b`,
			newFormat([]string{"xapp-"}, word, word, run(setDigit, 1, 2), lit("-"), run(setUpperNum, 9, 12), lit("-"),
				run(setDigit, 10, 13), lit("-"), fixed(setHexLower, 64))), lastDash),
		withSecret(tokenRule("slack-webhook-url", "A Slack incoming webhook URL.", high,
			`hooks\.slack\.com/services/T[A-Z0-9]{8,12}/B[A-Z0-9]{8,12}/[0-9A-Za-z]{24}\b`,
			newFormat([]string{"hooks.slack.com/services/"}, nil, word, lit("T"), run(setUpperNum, 8, 12), lit("/B"),
				run(setUpperNum, 8, 12), lit("/"), fixed(alnum, 24))), lastSlash),

		withSecret(tokenRule("stripe-secret-key", "A Stripe live secret key.", critical,
			`\bsk_live_[0-9A-Za-z]{24,99}\b`, newFormat([]string{"sk_live_"}, word, word, run(alnum, 24, 99))), afterPrefix(8)),
		withSecret(tokenRule("stripe-restricted-key", "A Stripe live restricted key.", high,
			`\brk_live_[0-9A-Za-z]{24,99}\b`, newFormat([]string{"rk_live_"}, word, word, run(alnum, 24, 99))), afterPrefix(8)),
		withSecret(tokenRule("stripe-test-key", "A Stripe test-mode secret or restricted key.", low,
			`\b[sr]k_test_[0-9A-Za-z]{24,99}\b`, newFormat([]string{"sk_test_", "rk_test_"}, word, word, run(alnum, 24, 99))), afterPrefix(8)),

		withEntropy(tokenRule("google-api-key", "A Google (GCP, Firebase, Maps) API key.", high,
			`\bAIza[0-9A-Za-z_-]{35}\b`, newFormat([]string{"AIza"}, word, b64url, fixed(b64url, 35))), 3.5),
		keyedRule("twilio-api-key", "A Twilio API key SID next to a twilio-named setting.", high,
			[]string{"twilio"}, `(?i:twilio)[^\n]{0,60}?\b(SK[0-9a-f]{32})\b`, 3.0),
		withSecret(tokenRule("sendgrid-api-key", "A SendGrid API key.", high,
			`\bSG\.[0-9A-Za-z_-]{22}\.[0-9A-Za-z_-]{43}\b`,
			newFormat([]string{"SG."}, word, b64url, fixed(b64url, 22), lit("."), fixed(b64url, 43))), afterPrefix(3)),
		crc(tokenRule("npm-access-token", "An npm access token.", critical,
			`\bnpm_[0-9A-Za-z]{36}\b`, newFormat([]string{"npm_"}, word, word, fixed(alnum, 36))), 4),
		withSecret(withValid(tokenRule("pypi-upload-token", "A PyPI (or TestPyPI) upload token.", critical,
			`\bpypi-AgE(?:IcHlwaS5vcmc|NdGVzdC5weXBpLm9yZw)[0-9A-Za-z_-]{50,800}`,
			newFormat([]string{"pypi-AgEIcHlwaS5vcmc", "pypi-AgENdGVzdC5weXBpLm9yZw"}, word, b64url, run(b64url, 50, 800))),
			validPyPI, "macaroon v2 header and base64url body"), afterPrefix(5)),
		withSecret(tokenRule("dockerhub-pat", "A Docker Hub personal access token.", high,
			`\bdckr_pat_[0-9A-Za-z_-]{27}\b`, newFormat([]string{"dckr_pat_"}, word, b64url, fixed(b64url, 27))), afterPrefix(9)),
		withSecret(withValid(tokenRule("azure-storage-account-key", "An Azure storage account key in a connection string.", critical,
			`AccountKey=[0-9A-Za-z+/]{86}==`, newFormat([]string{"AccountKey="}, nil, nil, fixed(setB64, 86), lit("=="))),
			validAzureKey, "decodes to 64 bytes"), afterByte('=')),
		withSecret(tokenRule("shopify-access-token", "A Shopify admin, custom app or private app access token.", high,
			`\bshp(?:at|ca|pa)_[0-9a-fA-F]{32}\b`, newFormat([]string{"shpat_", "shpca_", "shppa_"}, word, word, fixed(setHex, 32))), afterPrefix(6)),
		withSecret(tokenRule("shopify-shared-secret", "A Shopify app shared secret.", high,
			`\bshpss_[0-9a-fA-F]{32}\b`, newFormat([]string{"shpss_"}, word, word, fixed(setHex, 32))), afterPrefix(6)),
		withSecret(tokenRule("square-access-token", "A Square access token.", high,
			`\bsq0atp-[0-9A-Za-z_-]{22}\b`, newFormat([]string{"sq0atp-"}, word, b64url, fixed(b64url, 22))), afterPrefix(7)),
		withSecret(tokenRule("square-oauth-secret", "A Square OAuth application secret.", high,
			`\bsq0csp-[0-9A-Za-z_-]{43}\b`, newFormat([]string{"sq0csp-"}, word, b64url, fixed(b64url, 43))), afterPrefix(7)),
		keyedRule("mailgun-api-key", "A Mailgun API key next to a mailgun-named setting.", high,
			[]string{"mailgun"}, `(?i:mailgun)[^\n]{0,60}?\b(key-[0-9a-f]{32}|[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8})\b`, 3.0),
		keyedRule("heroku-api-key", "A Heroku API key (a UUID) next to a heroku-named setting.", high,
			[]string{"heroku"}, `(?i:heroku)[^\n]{0,60}?\b([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\b`, 3.0),
		withSecret(tokenRule("heroku-platform-key", "A Heroku platform API key (HRKU- format).", high,
			`\bHRKU-AA[0-9A-Za-z_-]{58}\b`, newFormat([]string{"HRKU-AA"}, word, b64url, fixed(b64url, 58))), afterPrefix(7)),
		withValid(tokenRule("jwt", "A signed JSON Web Token.", medium,
			`\beyJ[0-9A-Za-z_-]{10,300}\.eyJ[0-9A-Za-z_-]{10,1000}\.[0-9A-Za-z_-]{16,400}\b`,
			newFormat([]string{"eyJ"}, b64url, b64url, run(b64url, 10, 300), lit(".eyJ"), run(b64url, 10, 1000), lit("."), run(b64url, 16, 400))),
			validJWT, "header and payload are JSON, alg is not none"),
		{ID: "openai-api-key", Description: "An OpenAI API key.", Severity: critical, Keywords: []string{openAIMarker},
			Pattern: `\bsk-(?:proj-|svcacct-|admin-)?[0-9A-Za-z_-]{20,100}T3BlbkFJ[0-9A-Za-z_-]{20,100}\b`, custom: findOpenAI},
		withSecret(withValid(tokenRule("anthropic-api-key", "An Anthropic API key.", critical,
			`\bsk-ant-(?:api03|admin01)-[0-9A-Za-z_-]{93}AA\b`,
			newFormat([]string{"sk-ant-api03-", "sk-ant-admin01-"}, word, b64url, fixed(b64url, 95))),
			func(m []byte) bool { return string(m[len(m)-2:]) == "AA" }, "ends in AA"), afterNth('-', 3)),

		blockRule("private-key", "A PEM private key block (PKCS#1, PKCS#8, EC, DSA, encrypted).", critical,
			[]string{"", "RSA ", "EC ", "DSA ", "ENCRYPTED "}, "", nil),
		blockRule("openssh-private-key", "An OpenSSH private key block.", critical,
			[]string{"OPENSSH "}, "", validOpenSSHBody),
		blockRule("pgp-private-key", "A PGP private key block.", critical,
			[]string{"PGP "}, " BLOCK", nil),

		genericRule(),
	}
	return rules
}

func withValid(r Rule, fn func([]byte) bool, what string) Rule {
	r.valid, r.Checksum = fn, what
	return r
}

// afterNth returns a secret function that keeps what follows the n-th c.
func afterNth(c byte, n int) func([]byte) []byte {
	return func(m []byte) []byte {
		left := n
		for i, b := range m {
			if b == c {
				if left--; left == 0 {
					return m[i+1:]
				}
			}
		}
		return m
	}
}

// lastDash keeps what follows the last '-' of a match.
func lastDash(m []byte) []byte { return afterLast(m, '-') }

// lastSlash keeps what follows the last '/' of a match.
func lastSlash(m []byte) []byte { return afterLast(m, '/') }

func afterLast(m []byte, c byte) []byte {
	for i := len(m) - 1; i >= 0; i-- {
		if m[i] == c {
			return m[i+1:]
		}
	}
	return m
}
