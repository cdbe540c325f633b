package scanner

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/sluicehq/sluice/internal/hexdigest"
)

// Severity ranks findings.
type Severity string

const (
	SeverityInfo     Severity = "info"
	SeverityLow      Severity = "low"
	SeverityMedium   Severity = "medium"
	SeverityHigh     Severity = "high"
	SeverityCritical Severity = "critical"
)

// Valid reports whether s is one of the defined severities.
func (s Severity) Valid() bool {
	switch s {
	case SeverityInfo, SeverityLow, SeverityMedium, SeverityHigh, SeverityCritical:
		return true
	}
	return false
}

// Finding is one thing a scanner found. Match must be redacted: it never
// carries a whole secret.
type Finding struct {
	// RuleID names the rule that matched.
	RuleID string `json:"rule_id"`
	// Path is slash-separated and relative to the workspace.
	Path string `json:"path"`
	// Line and Column are 1-based; Column counts bytes. Zero means unknown;
	// for detectors the host fills them from StartOffset.
	Line   int `json:"line,omitempty"`
	Column int `json:"column,omitempty"`
	// StartOffset and EndOffset are the absolute byte range of the match in
	// the file, end exclusive.
	StartOffset int64 `json:"start_offset"`
	EndOffset   int64 `json:"end_offset"`
	// Match is the redacted match text (see Redact).
	Match string `json:"match,omitempty"`
	// Fingerprint is stable across runs for the same secret at the same path
	// and rule (see Fingerprint).
	Fingerprint string   `json:"fingerprint"`
	Severity    Severity `json:"severity"`
	Message     string   `json:"message,omitempty"`
	// Validated reports that the secret passed an offline check of its
	// format beyond the pattern: a checksum (the CRC-32 tail of GitHub and
	// npm tokens), a structure (a JWT's JSON header, an OpenSSH key's
	// magic, a macaroon's version). It is a confidence flag, not proof
	// the secret is live: nothing is sent over the network.
	Validated bool `json:"validated,omitempty"`
}

// Validate reports the first problem with f.
func (f *Finding) Validate() error {
	switch {
	case f.RuleID == "" || len(f.RuleID) > MaxRuleIDLen:
		return fmt.Errorf("finding rule_id must be 1..%d bytes", MaxRuleIDLen)
	case f.Path == "" || len(f.Path) > MaxFindingPathLen:
		return fmt.Errorf("finding path must be 1..%d bytes", MaxFindingPathLen)
	case !validRelPath(f.Path):
		return fmt.Errorf("finding path %.80q is not a clean relative slash path", f.Path)
	case f.Line < 0 || f.Column < 0:
		return errors.New("finding line and column must not be negative")
	case f.StartOffset < 0 || f.EndOffset < f.StartOffset:
		return fmt.Errorf("finding offsets [%d,%d) are not a range", f.StartOffset, f.EndOffset)
	case len(f.Match) > MaxMatchLen:
		return fmt.Errorf("finding match is %d bytes, over %d", len(f.Match), MaxMatchLen)
	case len(f.Message) > MaxMessageLen:
		return fmt.Errorf("finding message is %d bytes, over %d", len(f.Message), MaxMessageLen)
	case !hexdigest.IsSHA256(f.Fingerprint):
		return errors.New("finding fingerprint must be 64 lowercase hex digits")
	case !f.Severity.Valid():
		return fmt.Errorf("finding severity %.20q is not one of info, low, medium, high, critical", f.Severity)
	case !utf8.ValidString(f.Match) || !utf8.ValidString(f.Message) || !utf8.ValidString(f.Path):
		return errors.New("finding text is not valid UTF-8")
	}
	return nil
}

func validRelPath(p string) bool {
	if strings.HasPrefix(p, "/") || strings.Contains(p, "\\") || strings.ContainsRune(p, 0) {
		return false
	}
	for _, part := range strings.Split(p, "/") {
		if part == "" || part == "." || part == ".." {
			return false
		}
	}
	return true
}

// Fingerprint returns a stable identifier for a secret found by rule at
// path: sha256 over the rule, the path and a sha256 of the secret, so the
// fingerprint reveals nothing about the secret itself.
func Fingerprint(ruleID, path string, secret []byte) string {
	sh := sha256.Sum256(secret)
	h := sha256.New()
	h.Write([]byte(ruleID))
	h.Write([]byte{0})
	h.Write([]byte(path))
	h.Write([]byte{0})
	h.Write(sh[:])
	return hex.EncodeToString(h.Sum(nil))
}

// Redact returns a display form of secret that keeps at most its first four
// characters (fewer for short secrets) and replaces the rest with "*****".
func Redact(secret string) string {
	keep := 4
	if n := utf8.RuneCountInString(secret); n <= 8 {
		keep = n / 4
	}
	var b strings.Builder
	for i, r := range secret {
		if keep == 0 {
			_ = i
			break
		}
		if r < 0x20 || r == 0x7f {
			r = '?'
		}
		b.WriteRune(r)
		keep--
	}
	b.WriteString("*****")
	return b.String()
}
