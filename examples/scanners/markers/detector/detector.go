// Package detector is the markers example scanner: a content detector that
// finds "DO-NOT-COMMIT" markers and test tokens of the made-up format
// sluice_test_ followed by 31 lowercase letters or digits and one checksum
// digit. It is written once against sdk/scanner; main.go in the parent
// folder runs it as an executable, and other builds (WASM, go-plugin) can
// import this package as is.
package detector

import (
	"bytes"
	"context"
	"fmt"

	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Rule ids.
const (
	RuleMarker = "do-not-commit"
	RuleToken  = "sluice-test-token"
)

const (
	marker      = "do-not-commit"
	tokenPrefix = "sluice_test_"
	// TokenBodyLen is the number of [a-z0-9] characters after the prefix,
	// the last of which is the checksum digit.
	TokenBodyLen = 32
	// maxContext is how much of a marker's line goes into its fingerprint.
	maxContext = 64
)

// Markers is the detector. Its zero value is ready to use and it is safe
// for concurrent use.
type Markers struct{}

// New returns the detector.
func New() *Markers { return &Markers{} }

// Info describes the detector: its keywords are the marker and the token
// prefix, and no match is longer than 64 bytes.
func (*Markers) Info() scanner.Info {
	return scanner.Info{
		Name:          "markers",
		Version:       "1.0.0",
		Kind:          scanner.KindDetector,
		Keywords:      []string{marker, tokenPrefix},
		MaxMatchBytes: 64,
		Rules: []scanner.Rule{
			{ID: RuleMarker, Description: "A DO-NOT-COMMIT marker was left in the code.", Severity: scanner.SeverityMedium,
				FullDescription: "A DO-NOT-COMMIT marker, in any letter case, marks code its author meant to change before committing it.",
				Help:            "Finish or remove the marked change, then delete the marker.",
				HelpURI:         "https://github.com/sluicehq/sluice/blob/main/docs/scanner-authoring.md",
				Tags:            []string{"hygiene"}},
			{ID: RuleToken, Description: "A Sluice test token with a valid checksum.", Severity: scanner.SeverityHigh,
				FullDescription: "A sluice_test_ token: 31 lowercase letters or digits, then a digit that is the sum of their bytes modulo 10.",
				Help:            "Test tokens belong in test fixtures; move it there or remove it.",
				HelpURI:         "https://github.com/sluicehq/sluice/blob/main/docs/scanner-authoring.md",
				Tags:            []string{"test-token", "checksum"}},
		},
	}
}

// Detect reports every marker (any case) and every valid token in w. It
// looks only at keyword occurrences, so the result does not depend on where
// the window starts. Offsets are relative to w.Data, as sdk/detect expects.
func (*Markers) Detect(ctx context.Context, w *scanner.Window, out scanner.Reporter) error {
	for off := 0; ; off++ {
		i := detect.IndexFold(w.Data[off:], marker)
		if i < 0 {
			break
		}
		off += i
		end := off + len(marker)
		// The fingerprint covers the rest of the line (at most maxContext
		// bytes, which the window always holds), so markers differ.
		ctxEnd := min(len(w.Data), end+maxContext)
		if nl := bytes.IndexByte(w.Data[end:ctxEnd], '\n'); nl >= 0 {
			ctxEnd = end + nl
		}
		if err := out.Finding(scanner.Finding{
			RuleID: RuleMarker, Path: w.Path, StartOffset: int64(off), EndOffset: int64(end),
			Match:       string(w.Data[off:end]),
			Fingerprint: scanner.Fingerprint(RuleMarker, w.Path, w.Data[off:ctxEnd]),
			Severity:    scanner.SeverityMedium,
			Message:     "remove the DO-NOT-COMMIT marker before committing",
		}); err != nil {
			return err
		}
	}
	for off := 0; ; off++ {
		i := bytes.Index(w.Data[off:], []byte(tokenPrefix))
		if i < 0 {
			break
		}
		off += i
		end := off + len(tokenPrefix) + TokenBodyLen
		if end > len(w.Data) || !ValidToken(string(w.Data[off:end])) || end < len(w.Data) && isBody(w.Data[end]) {
			continue
		}
		token := w.Data[off:end]
		if err := out.Finding(scanner.Finding{
			RuleID: RuleToken, Path: w.Path, StartOffset: int64(off), EndOffset: int64(end),
			Match:       scanner.Redact(string(token)),
			Fingerprint: scanner.Fingerprint(RuleToken, w.Path, token),
			Severity:    scanner.SeverityHigh,
			Message:     "a Sluice test token; revoke it and remove it from the file",
		}); err != nil {
			return err
		}
	}
	return ctx.Err()
}

// ValidToken reports whether s is exactly one token: the prefix, 31 body
// characters of [a-z0-9] and their checksum digit.
func ValidToken(s string) bool {
	if len(s) != len(tokenPrefix)+TokenBodyLen || s[:len(tokenPrefix)] != tokenPrefix {
		return false
	}
	body := s[len(tokenPrefix):]
	for i := 0; i < len(body); i++ {
		if !isBody(body[i]) {
			return false
		}
	}
	return body[TokenBodyLen-1] == checksum(body[:TokenBodyLen-1])
}

// MakeToken returns the token for a 31-character body of [a-z0-9], for
// tests and examples.
func MakeToken(body string) (string, error) {
	if len(body) != TokenBodyLen-1 {
		return "", fmt.Errorf("token body is %d characters, want %d", len(body), TokenBodyLen-1)
	}
	for i := 0; i < len(body); i++ {
		if !isBody(body[i]) {
			return "", fmt.Errorf("token body character %d (%q) is not [a-z0-9]", i, body[i])
		}
	}
	return tokenPrefix + body + string(checksum(body)), nil
}

// checksum is the sum of the body's bytes modulo 10, as a digit.
func checksum(body string) byte {
	sum := 0
	for i := 0; i < len(body); i++ {
		sum += int(body[i])
	}
	return byte('0' + sum%10)
}

func isBody(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' }

var _ scanner.Detector = (*Markers)(nil)
