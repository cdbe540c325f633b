package detector

import (
	"regexp"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// Rule is one kind of credential the detector finds.
type Rule struct {
	// ID is the stable rule id reported in findings, e.g. "github-pat".
	ID string
	// Description says what the rule finds, for reports and SARIF.
	Description string
	// Severity is the severity of every finding of the rule.
	Severity scanner.Severity
	// Keywords are the literal strings (matched ignoring ASCII case) one of
	// which starts or precedes every match; the host's keyword pass uses
	// them to pick the windows the detector sees.
	Keywords []string
	// Pattern is the rule's format as an RE2 regular expression. For rules
	// with a hand-written matcher it documents the format (and tests check
	// that the matcher agrees with it); for keyed rules it is what runs,
	// with the secret in its last capturing group.
	Pattern string
	// MinEntropy, when positive, is the Shannon entropy in bits per byte
	// the secret must reach.
	MinEntropy float64
	// Checksum names the validation beyond the format, if any ("crc32",
	// "base64 length", "jwt structure", "macaroon", ...), for docs.
	Checksum string

	// tok is the hand-written matcher, for token rules.
	tok *format
	// keyed is the compiled Pattern, for rules that search the line around
	// a keyword hit.
	keyed *regexp.Regexp
	// block finds private key blocks.
	block *blockFormat
	// custom finds a match around a keyword hit at data[start:end] for
	// formats the other matchers cannot express; it returns -1, -1 for none.
	custom func(data []byte, start, end int) (int, int)
	// secret returns the part of a match that is the secret (for the
	// entropy check, the allow-list and the fingerprint); nil means all of
	// it.
	secret func(match []byte) []byte
	// valid checks a checksum or structure; nil accepts every match.
	valid func(match []byte) bool
	// assign marks the generic rule's hand-written assignment parser.
	assign bool
	// generic marks the keyed-assignment rule: its findings give way to
	// every specific rule's findings that overlap them.
	generic bool
}

// keywordsOf returns the prefixes of a format as keywords.
func keywordsOf(f *format) []string { return f.prefixes }
