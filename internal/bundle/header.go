package bundle

import (
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/internal/hexdigest"
)

// Limits on header fields, enforced by the writer and the reader.
const (
	MaxScannerLen        = 2*job.MaxIDLen + 1 // "package/scanner"
	MaxScannerVersionLen = 128
	MaxDigestLen         = 128
)

// Header is the first record of every bundle. It says which attempt of which
// job produced the bundle, with which scanner, over which workspace.
type Header struct {
	// FormatVersion is the bundle format version: 2 (FormatVersion) when
	// the bundle may hold rule records, else 1. Create fills it in when it
	// is zero and rejects any other value.
	FormatVersion int `json:"format_version"`
	// Identity is the assignment identity the slot checks before adopting
	// the bundle.
	Identity job.Identity `json:"identity"`
	// Scanner is the scanner's full name, "package/scanner": 1..129 bytes of
	// printable ASCII.
	Scanner string `json:"scanner"`
	// ScannerVersion is the scanner's self-reported version: 0..128 bytes of
	// UTF-8 without control characters.
	ScannerVersion string `json:"scanner_version"`
	// WorkspaceDigest is the prepare stage's content digest of the
	// workspace: 0..128 bytes of printable ASCII.
	WorkspaceDigest string `json:"workspace_digest"`
}

// Validate reports the first problem with h, naming the field.
func (h *Header) Validate() error {
	if h.FormatVersion < formatVersionNoRules || h.FormatVersion > FormatVersion {
		return fmt.Errorf("format_version: %d, want %d or %d", h.FormatVersion, formatVersionNoRules, FormatVersion)
	}
	id := &h.Identity
	if err := job.ValidateID("identity.worker_id", id.WorkerID); err != nil {
		return err
	}
	if err := job.ValidateID("identity.job_id", id.JobID); err != nil {
		return err
	}
	if id.Attempt < 1 {
		return fmt.Errorf("identity.attempt: %d, must be at least 1", id.Attempt)
	}
	if id.Slot < 0 {
		return fmt.Errorf("identity.slot: %d, must not be negative", id.Slot)
	}
	if err := checkASCII("identity.package_digest", id.PackageDigest, 1, MaxDigestLen); err != nil {
		return err
	}
	if err := checkASCII("scanner", h.Scanner, 1, MaxScannerLen); err != nil {
		return err
	}
	if len(h.ScannerVersion) > MaxScannerVersionLen {
		return fmt.Errorf("scanner_version: %d bytes, longer than %d", len(h.ScannerVersion), MaxScannerVersionLen)
	}
	if !utf8.ValidString(h.ScannerVersion) || hasControl(h.ScannerVersion) {
		return fmt.Errorf("scanner_version: %.40q is not UTF-8 text without control characters", h.ScannerVersion)
	}
	return checkASCII("workspace_digest", h.WorkspaceDigest, 0, MaxDigestLen)
}

func checkASCII(field, s string, minLen, maxLen int) error {
	if len(s) < minLen || len(s) > maxLen {
		return fmt.Errorf("%s: %d bytes, must be %d..%d", field, len(s), minLen, maxLen)
	}
	for i := 0; i < len(s); i++ {
		if s[i] <= ' ' || s[i] >= 0x7f {
			return fmt.Errorf("%s: %.40q has byte %q at %d; only printable ASCII without spaces is allowed", field, s, s[i], i)
		}
	}
	return nil
}

func hasControl(s string) bool {
	for _, r := range s {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			return true
		}
	}
	return false
}

// Completion says whether the scan ran to its end.
type Completion string

const (
	// CompletionComplete means the scanner finished normally.
	CompletionComplete Completion = "complete"
	// CompletionPartialTimeout means the scan deadline cut the scanner off
	// and the bundle holds the events received until then.
	CompletionPartialTimeout Completion = "partial_timeout"
)

// Valid reports whether c is one of the defined completions.
func (c Completion) Valid() bool {
	return c == CompletionComplete || c == CompletionPartialTimeout
}

// Trailer is the last record of every bundle. It counts and hashes every
// record before it, so a reader detects truncation, reordering and forgery
// of the content without trusting the file name.
type Trailer struct {
	// Records counts the records before the trailer, header included.
	Records int64 `json:"records"`
	// Findings counts the finding records.
	Findings int64 `json:"findings"`
	// Dropped counts events the writer refused because of its Limits; a
	// non-zero value means the bundle is missing events.
	Dropped int64 `json:"dropped"`
	// Bytes is the length of the uncompressed record stream before the
	// trailer record.
	Bytes int64 `json:"bytes"`
	// SHA256 is the lowercase hex sha256 of those Bytes bytes.
	SHA256 string `json:"sha256"`
	// Completion is "complete" or "partial_timeout".
	Completion Completion `json:"completion"`
	// RulesOmitted counts the rules that findings name and the scanner
	// described but that the writer left out over Limits.MaxRuleRecords,
	// Limits.MaxRuleBytes or the bundle's size limits (version 2). The
	// findings are all there; only their rule descriptions are missing.
	RulesOmitted int64 `json:"rules_omitted,omitempty"`
}

func (t *Trailer) validate() error {
	switch {
	case t.Records < 1 || t.Findings < 0 || t.Dropped < 0 || t.Bytes < 0 || t.RulesOmitted < 0:
		return errors.New("trailer counts out of range")
	case !hexdigest.IsSHA256(t.SHA256):
		return errors.New("trailer sha256 is not 64 lowercase hex digits")
	case !t.Completion.Valid():
		return fmt.Errorf("trailer completion %.40q is not complete or partial_timeout", t.Completion)
	}
	return nil
}
