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
