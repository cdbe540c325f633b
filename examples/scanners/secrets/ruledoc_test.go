package main

import (
	"os"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/internal/ruledoc"
)

// TestRuleDocIsGenerated checks that docs/secrets-scanner.md lists the
// rules of the default pack as the generator writes them (go generate
// rewrites it).
func TestRuleDocIsGenerated(t *testing.T) {
	const doc = "../../../docs/secrets-scanner.md"
	got, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	want, err := ruledoc.Update(got, ruledoc.Table(detector.Rules()))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatalf("%s lists other rules than rules/default.toml (run go generate ./examples/scanners/secrets)", doc)
	}
}

// TestGitleaksMapping checks that every Gitleaks rule id the default pack
// names is a rule of Gitleaks' default configuration, and that the pack
// covers at least 150 of them.
func TestGitleaksMapping(t *testing.T) {
	covered, missing, err := ruledoc.GitleaksCoverage(detector.Rules())
	if err != nil {
		t.Fatal(err)
	}
	if len(covered) < 150 {
		t.Errorf("the default pack covers %d Gitleaks rules, want at least 150; not covered: %v", len(covered), missing)
	}
	if n := len(ruledoc.GitleaksIDs()); n != 222 {
		t.Errorf("%d Gitleaks %s rule ids listed, the release has 222", n, ruledoc.GitleaksVersion)
	}
}
