// Package conformance holds the sdk/scannertest cases every build of the
// secrets scanner must pass: the in-process detector, the subprocess
// executable (../../main.go), the WASM module (../../wasm) and the
// go-plugin binary (../../plugin).
package conformance

import (
	"strings"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/fake"
	"github.com/sluicehq/sluice/sdk/scannertest"
)

// Cases returns the conformance cases: tokens of several rules in config
// files, a private key block, a JWT, placeholders that must not match, a
// token in a binary file, keystores found by their names, and a token straddling the detector's 1 MiB chunk
// boundary. The tokens are generated with a fixed seed.
func Cases(t testing.TB) []scannertest.Case {
	t.Helper()
	g := fake.New(7)
	tok := func(id string) string {
		s, err := g.Token(id)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	ghp, npm, aws, stripe := tok("github-pat"), tok("npm-access-token"), tok("aws-access-key-id"), tok("stripe-secret-key")
	awsSecret, pem, jwt := tok("aws-secret-access-key"), tok("private-key"), tok("jwt")
	badGHP := ghp[:len(ghp)-1] + map[bool]string{true: "A", false: "B"}[ghp[len(ghp)-1] != 'A']
	// The token starts 26 bytes before the first 1 MiB chunk ends.
	lines := (1<<20 - 20) / 10
	return []scannertest.Case{
		{Name: "tokens in config", Files: map[string]string{
			"app/.env":        "GITHUB_TOKEN=" + ghp + "\nOLD_TOKEN=" + badGHP + "\n",
			"app/.npmrc":      "//registry.npmjs.org/:_authToken=" + npm + "\n",
			"deploy/aws.toml": "[default]\naws_access_key_id = " + aws + "\naws_secret_access_key = " + awsSecret + "\n",
			"clean.go":        "package clean\n\nconst token = \"\"\n",
		}, Secrets: []string{ghp, badGHP, npm, aws, awsSecret},
			Want: []scannertest.Want{
				{RuleID: "github-pat", Path: "app/.env", Line: 1},
				{RuleID: "npm-access-token", Path: "app/.npmrc", Line: 1},
				{RuleID: "aws-access-key-id", Path: "deploy/aws.toml", Line: 2},
				{RuleID: "aws-secret-access-key", Path: "deploy/aws.toml", Line: 3},
			}},
		{Name: "key block, jwt and placeholders", Files: map[string]string{
			"keys/id_rsa":   pem,
			"web/client.js": "const session = \"" + jwt + "\";\nconst key = \"AKIAIOSFODNN7EXAMPLE\";\nconst pk = 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxxxxxx';\n",
			"binary.bin":    "\x00\x01STRIPE=" + stripe + "\x00",
		}, Secrets: []string{pem[40:100], jwt, stripe},
			Want: []scannertest.Want{
				{RuleID: "private-key", Path: "keys/id_rsa", Line: 1},
				{RuleID: "jwt", Path: "web/client.js", Line: 1},
				{RuleID: "stripe-secret-key", Path: "binary.bin", Line: 1},
			}},
		// A keystore is found by its name, whatever it holds: the file is
		// binary, so only the path window (scanner.Info.PathPatterns)
		// brings it to the detector.
		{Name: "keystore by its path", Files: map[string]string{
			"certs/client.p12":   "0\x82\x0a\x19\x02\x01\x03\x00\x01\x02binary",
			"certs/p12.md":       "Export with: openssl pkcs12 -export -out client.p12\n",
			"certs/client.p12.b": "0\x82\x0a\x19\x02\x01\x03\x00",
		}, Want: []scannertest.Want{
			{RuleID: "pkcs12-file", Path: "certs/client.p12"},
		}},
		{Name: "across the chunk boundary", Files: map[string]string{
			"big.txt": strings.Repeat("abcdefghi\n", lines) + ghp + "\n",
		}, Secrets: []string{ghp},
			Want: []scannertest.Want{{RuleID: "github-pat", Path: "big.txt", Line: lines + 1}}},
	}
}
