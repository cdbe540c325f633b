package workercmd

import (
	"bytes"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/sarifschema"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// TestPrintBundleRules: `worker result --findings --format sarif` takes
// rule descriptions from a bundle's rule records; a version-1 bundle (no
// rule records, as written before them) and a bundle whose rules were
// left out over its limit still report every finding, their rules
// described from the findings.
func TestPrintBundleRules(t *testing.T) {
	rule := scanner.Rule{ID: "acme-key", Description: "An Acme key.", Severity: scanner.SeverityHigh,
		Help: "Rotate it in the Acme console.", HelpURI: "https://example.com/rules#acme-key", Tags: []string{"acme"}}
	for _, tt := range []struct {
		name     string
		rules    []scanner.Rule
		lim      bundle.Limits
		version  int
		describe bool
	}{
		{"described", []scanner.Rule{rule}, bundle.Limits{}, 2, true},
		{"version 1, no rule records", nil, bundle.Limits{}, 1, false},
		{"rules over the limit", []scanner.Rule{rule}, bundle.Limits{MaxRuleBytes: 64}, 2, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			id := job.Identity{WorkerID: "w", JobID: "job-1", Attempt: 1, PackageDigest: "sha256:ab"}
			w, err := bundle.Create(dir, bundle.Header{Identity: id, Scanner: "acme/keys"}, tt.lim, tt.rules...)
			if err != nil {
				t.Fatal(err)
			}
			defer w.Abort()
			f := scanner.Finding{RuleID: "acme-key", Path: "a.env", Line: 1, Column: 4, StartOffset: 3, EndOffset: 20, Match: "acme*****",
				Fingerprint: strings.Repeat("ab", 32), Severity: scanner.SeverityHigh, Message: "An Acme key. Revoke it."}
			if err := w.Finding(f); err != nil {
				t.Fatal(err)
			}
			sealed, err := w.Seal(bundle.CompletionComplete, dir)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			pr, err := newFindingPrinter(&out, "sarif", reportOptions(nil))
			if err != nil {
				t.Fatal(err)
			}
			if n, err := printBundleFindings(pr, "job-1", nil, sealed.Path); err != nil || n != 1 {
				t.Fatalf("printBundleFindings = %d, %v", n, err)
			}
			if err := pr.flush(); err != nil {
				t.Fatal(err)
			}
			log := sarifschema.Decode(t, tt.name, out.Bytes())
			rules := log.Runs[0].Tool.Driver.Rules
			if len(rules) != 1 || len(log.Runs[0].Results) != 1 {
				t.Fatalf("%d rules, %d results:\n%s", len(rules), len(log.Runs[0].Results), out.Bytes())
			}
			got := rules[0]
			if tt.describe {
				if got.ShortDescription.Text != rule.Description || got.Help.String() != rule.Help || got.HelpURI != rule.HelpURI {
					t.Errorf("rule %+v, want the bundle's description %+v", got, rule)
				}
			} else if got.ShortDescription.Text != f.Message || got.Help.String() != f.Message || got.HelpURI != "" {
				t.Errorf("rule %+v, want one described from the finding", got)
			}
			hdr, err := bundle.Verify(sealed.Path, bundle.Limits{}, nil)
			if err != nil || hdr.Header.FormatVersion != tt.version {
				t.Errorf("bundle version %d, %v; want %d", hdr.Header.FormatVersion, err, tt.version)
			}
			if omitted := hdr.Trailer.RulesOmitted; (omitted == 1) != (tt.lim.MaxRuleBytes > 0) {
				t.Errorf("trailer rules_omitted %d", omitted)
			}
			notes := log.Runs[0].Invocations[0].ToolExecutionNotifications
			said := len(notes) == 1 && strings.Contains(notes[0].Message.Text, "left out the descriptions of 1 rule over its limit")
			if said != (tt.lim.MaxRuleBytes > 0) {
				t.Errorf("notifications %+v", notes)
			}
		})
	}
}
