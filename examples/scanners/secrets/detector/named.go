package detector

import (
	"bytes"
	"encoding/base64"
	"slices"
)

// validator is a built-in check a rule names with `validator = "..."`.
type validator struct {
	// Doc says what the check verifies, for docs/secrets-scanner.md.
	Doc string
	// check reports whether secret passes. Block matchers apply it to the
	// first characters of the key's body instead.
	check func(secret []byte) bool
}

// validators are the built-in checks by name. A rule whose secret fails
// its validator reports nothing, and keeps the generic rule from reporting
// the same text (a token with a wrong checksum is no credential).
var validators = map[string]validator{
	"crc32-github": {"the last 6 characters are the base-62 CRC-32 of the 30 before them (GitHub and npm tokens)",
		validCRC32Body},
	"jwt":             {"header and payload decode to JSON objects; alg is set and not none", validJWT},
	"openssh-magic":   {`the key body starts with the "openssh-key-v1" magic`, validOpenSSHBody},
	"base64-64-bytes": {"the secret is standard base64 of exactly 64 bytes", validBase64Of64},
	"pypi-macaroon":   {"the body is base64url of a version-2 macaroon", validPyPI},
}

// Validators lists the names of the built-in validators, sorted.
func Validators() []string { return sortedKeys(validators) }

// ValidatorDoc returns what the named validator checks.
func ValidatorDoc(name string) string { return validators[name].Doc }

// matcherKind is a built-in hand-written matcher a rule names with
// `matcher = "..."`, for formats a regular expression cannot state
// precisely or fast enough.
type matcherKind struct {
	Doc   string
	apply func(r *Rule)
}

var matchers = map[string]matcherKind{
	"assignment": {"a name holding a keyword, an assignment operator and a quoted or bare value; reports the value (the generic rule)",
		func(r *Rule) { r.assign, r.generic = true, true }},
	"openai": {`an OpenAI key around its base64 "OpenAI" marker`,
		func(r *Rule) { r.custom = findOpenAI }},
	"nats-seed": {"a NATS nkey seed after a seed or nkey name, on its line or the next (a creds file's armour)",
		func(r *Rule) { r.custom = findNATSSeed }},
	"pem-private-key": {"a PEM private key block with its first 64 body characters",
		func(r *Rule) { r.block = &blockFormat{labels: []string{"", "RSA ", "EC ", "DSA ", "ENCRYPTED "}} }},
	"openssh-private-key": {"an OpenSSH private key block with its first 64 body characters",
		func(r *Rule) { r.block = &blockFormat{labels: []string{"OPENSSH "}} }},
	"pgp-private-key": {"a PGP private key block with its first 64 body characters",
		func(r *Rule) { r.block = &blockFormat{labels: []string{"PGP "}, suffix: " BLOCK"} }},
}

// Matchers lists the names of the built-in matchers, sorted.
func Matchers() []string { return sortedKeys(matchers) }

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// validCRC32Body checks the 36 characters after a GitHub or npm token's
// prefix: 30 random base-62 characters and their Base62CRC32.
func validCRC32Body(body []byte) bool {
	return len(body) == 36 && Base62CRC32(body[:30]) == string(body[30:])
}

// validBase64Of64 checks an Azure storage account key: standard base64 of
// the 64 bytes every such key holds.
func validBase64Of64(key []byte) bool {
	raw, err := base64.StdEncoding.DecodeString(string(key))
	return err == nil && len(raw) == 64
}

// validPyPI checks that a PyPI token's body is base64url for a version-2
// macaroon whose location is pypi.org or test.pypi.org: the pattern
// already spells the location, so what remains is that the whole body
// decodes.
func validPyPI(tok []byte) bool {
	body := bytes.TrimPrefix(tok, []byte("pypi-"))
	raw, err := base64.RawURLEncoding.DecodeString(string(body))
	if err != nil {
		// A body whose length is 1 mod 4 cannot be base64; trailing bits
		// are tolerated by trimming one character.
		raw, err = base64.RawURLEncoding.DecodeString(string(body[:len(body)-len(body)%4]))
		if err != nil {
			return false
		}
	}
	return len(raw) >= 32 && raw[0] == 0x02
}
