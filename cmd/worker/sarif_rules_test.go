package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/fake"
	"github.com/sluicehq/sluice/internal/sarifschema"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// TestSARIFRuleHelpFromBuiltin: the built-in scanner's rule descriptions
// (tags, help text, help URI, full description from its rule pack) reach
// SARIF both from `worker scan` and, through the result bundle's rule
// records, from `worker result --findings` of a job `worker run` did. Each
// log passes the OASIS schema, lists only the rules its results name, and
// marks the token whose checksum passed as validated.
// (SARIF rules had only a description and the first finding's message.)
func TestSARIFRuleHelpFromBuiltin(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	r := newRig(t, bin, rigOptions{id: "sarif-rules", state: "state", slots: 1})
	warmBuiltinCache(t, r.dir)
	warmStateDir(t, filepath.Join(r.dir, "state"))
	target := filepath.Join(r.dir, "secrets")
	if err := os.MkdirAll(target, 0o755); err != nil {
		t.Fatal(err)
	}
	pat, _ := fake.New(5).Token("github-pat")
	if err := os.WriteFile(filepath.Join(target, "a.env"), []byte("GH="+pat+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var want scanner.Rule
	for _, rule := range detector.New().Info().Rules {
		if rule.ID == "github-pat" {
			want = rule
		}
	}
	if want.HelpURI == "" || len(want.Tags) == 0 || want.Help == "" || want.FullDescription == "" {
		t.Fatalf("the default pack does not describe github-pat fully: %+v", want)
	}

	out, errOut, code := runBinary(t, bin, r.dir, "scan", "--config", r.cfg, "--scanner", "builtin/secrets", "--format", "sarif", target)
	if code != 0 {
		t.Fatalf("scan: exit %d\n%s", code, errOut)
	}
	checkSARIFRule(t, "worker scan", out, want)

	p := r.start()
	if out, errOut, code := runBinary(t, bin, r.dir, "enqueue", "--config", r.cfg, "--id", "job-1", "--scanner", "builtin/secrets", target); code != 0 {
		t.Fatalf("enqueue: exit %d %s %s", code, out, errOut)
	}
	r.waitStatusDone(p, 1, 5*time.Minute)
	p.drain(t, 2*time.Minute)
	out, errOut, code = runBinary(t, bin, r.dir, "result", "--config", r.cfg, "--findings", "--format", "sarif", "job-1")
	if code != 0 {
		t.Fatalf("result: exit %d\n%s", code, errOut)
	}
	checkSARIFRule(t, "worker result --findings", out, want)
}

// checkSARIFRule checks that the SARIF log out passes the schema, has
// exactly one rule, and that it describes want.
func checkSARIFRule(t *testing.T, what, out string, want scanner.Rule) {
	t.Helper()
	log := sarifschema.Decode(t, what, []byte(out))
	rules := log.Runs[0].Tool.Driver.Rules
	if len(rules) != 1 || rules[0].ID != want.ID {
		t.Fatalf("%s: rules %+v, want only %s", what, rules, want.ID)
	}
	got := rules[0]
	if got.ShortDescription.Text != want.Description || got.FullDescription.String() != want.FullDescription ||
		got.Help.String() != want.Help || got.HelpURI != want.HelpURI {
		t.Errorf("%s: rule %+v, want %+v", what, got, want)
	}
	for _, tag := range append([]string{"security"}, want.Tags...) {
		if !slices.Contains(got.Properties.Tags, tag) {
			t.Errorf("%s: tags %v lack %q", what, got.Properties.Tags, tag)
		}
	}
	if !strings.HasPrefix(got.HelpURI, "https://") {
		t.Errorf("%s: helpUri %q", what, got.HelpURI)
	}
	// The token's checksum passed: the result says so, and the rule is
	// tagged validated.
	if res := log.Runs[0].Results; len(res) != 1 || res[0].Properties["validated"] != "true" || !slices.Contains(got.Properties.Tags, "validated") {
		t.Errorf("%s: results %+v, tags %v: want one validated result", what, res, got.Properties.Tags)
	}
}
