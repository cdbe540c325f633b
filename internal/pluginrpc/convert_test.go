package pluginrpc

import (
	"strings"
	"testing"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// TestFindingProtoRoundTrip: every field of a finding, Validated
// included, survives the plugin protocol.
func TestFindingProtoRoundTrip(t *testing.T) {
	for _, validated := range []bool{false, true} {
		f := scanner.Finding{RuleID: "github-pat", Path: "a/.env", Line: 2, Column: 5, StartOffset: 9, EndOffset: 49,
			Match: "ghp_*****", Fingerprint: strings.Repeat("ab", 32), Severity: scanner.SeverityCritical, Message: "m",
			Validated: validated}
		if got := findingFromProto(FindingToProto(&f)); got != f {
			t.Errorf("round trip: %+v, want %+v", got, f)
		}
	}
}
