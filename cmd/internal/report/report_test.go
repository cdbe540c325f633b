package report

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/internal/sarifschema"
	"github.com/sluicehq/sluice/sdk/scanner"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func fp(s string) string { return strings.Repeat(s, 64/len(s)) }

func sample() []Finding {
	return []Finding{
		{JobID: "scan-1", Target: "./src", Location: "src/config/.env", Scanner: "example/secrets", ScannerVersion: "1.0.0",
			Finding: scanner.Finding{RuleID: "github-pat", Path: "config/.env", Line: 3, Column: 14, StartOffset: 40, EndOffset: 80,
				Match: "ghp_*****", Fingerprint: fp("ab"), Severity: scanner.SeverityCritical, Message: "A GitHub classic personal access token.",
				Validated: true}},
		{JobID: "scan-1", Target: "./src", Location: "src/app.py", Scanner: "example/secrets",
			Finding: scanner.Finding{RuleID: "generic-api-key", Path: "app.py", Line: 7, Column: 11, StartOffset: 120, EndOffset: 152,
				Match: "Zk3q*****", Fingerprint: fp("01"), Severity: scanner.SeverityMedium},
			Commit: &Commit{ID: strings.Repeat("1f", 20), Author: "Ann", Email: "ann@example.com", Date: "2024-01-02T03:04:05Z"}},
		{JobID: "scan-2", Target: "/abs/repo.tgz", Location: "/abs/repo.tgz!a b/key.pem",
			Finding: scanner.Finding{RuleID: "private-key", Path: "a b/key.pem", StartOffset: 0, EndOffset: 100,
				Match: "-----BEGIN RSA PRIVATE KEY----- *****", Fingerprint: fp("cd"), Severity: scanner.SeverityCritical}},
		{JobID: "scan-2", Target: "x", Location: "x/evil\x1b[2J.txt",
			Finding: scanner.Finding{RuleID: "github-pat", Path: "evil\x1b[2J.txt", Line: 1, Column: 1, StartOffset: 0, EndOffset: 40,
				Match: "ghp_*****", Fingerprint: fp("ef"), Severity: scanner.SeverityLow}},
		// A name that is not UTF-8: every format shows its exact bytes.
		{JobID: "scan-2", Target: "x", Location: "x/\xff\xfe.env",
			Finding: scanner.Finding{RuleID: "github-pat", Path: "\xff\xfe.env", Line: 2, Column: 1, StartOffset: 41, EndOffset: 81,
				Match: "ghp_*****", Fingerprint: fp("12"), Severity: scanner.SeverityHigh}},
	}
}

// sampleJobs are the outcomes of the jobs of sample(): scan-1 complete,
// scan-2 cut off by its deadline with files left unscanned.
func sampleJobs() []Job {
	return []Job{
		{JobID: "scan-1", Target: "./src", Completion: CompletionComplete, Findings: 2, SkippedBinary: 3},
		{JobID: "scan-2", Target: "x", Completion: CompletionPartialTimeout, Message: "stopped at the scan deadline", Findings: 2,
			UnscannedTotal: 2, Unscanned: []Unscanned{
				{Path: `"x/\xff.env"`, Reason: "unreadable: permission denied"},
				{Path: "x/big.bin", Reason: "300 bytes is over the limit of 100"},
			}},
	}
}

var sampleRules = []scanner.Rule{
	{ID: "github-pat", Description: "A GitHub classic personal access token.", Severity: scanner.SeverityCritical},
	{ID: "private-key", Description: "A PEM private key block.", Severity: scanner.SeverityCritical},
	{ID: "unused", Description: "Never reported."},
}

func render(t *testing.T, f Format, findings []Finding) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := New(f, &buf, Options{ToolName: "sluice", ToolVersion: "0.1.0", InformationURI: "https://example.com/sluice", Rules: sampleRules})
	if err != nil {
		t.Fatal(err)
	}
	for _, fd := range findings {
		if err := w.Write(fd); err != nil {
			t.Fatal(err)
		}
	}
	if findings != nil {
		for _, j := range sampleJobs() {
			if err := w.Job(j); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestGolden(t *testing.T) {
	for _, tt := range []struct {
		format Format
		file   string
	}{{FormatTable, "table.golden"}, {FormatJSON, "findings.jsonl.golden"}, {FormatSARIF, "findings.sarif.golden"}} {
		t.Run(string(tt.format), func(t *testing.T) {
			got := render(t, tt.format, sample())
			path := filepath.Join("testdata", tt.file)
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from %s (go test -update to accept):\n%s", tt.format, path, got)
			}
			if again := render(t, tt.format, sample()); !bytes.Equal(got, again) {
				t.Error("output is not deterministic")
			}
		})
	}
}

func TestEmpty(t *testing.T) {
	if got := render(t, FormatTable, nil); len(got) != 0 {
		t.Errorf("empty table wrote %q", got)
	}
	if got := render(t, FormatJSON, nil); len(got) != 0 {
		t.Errorf("empty JSON lines wrote %q", got)
	}
	if errs := validateSARIF(render(t, FormatSARIF, nil)); len(errs) > 0 {
		t.Errorf("empty SARIF: %v", errs)
	}
}

func TestParseFormat(t *testing.T) {
	for _, s := range []string{"table", "json", "sarif"} {
		if f, err := ParseFormat(s); err != nil || string(f) != s {
			t.Errorf("ParseFormat(%q) = %q, %v", s, f, err)
		}
	}
	if _, err := ParseFormat("xml"); err == nil || !strings.Contains(err.Error(), "table, json or sarif") {
		t.Errorf("ParseFormat(xml) = %v", err)
	}
}

// TestSARIFStructure checks the log against the properties SARIF 2.1.0
// requires (§3.13 sarifLog, §3.14 run, §3.18 toolComponent, §3.27 result,
// §3.28 location, §3.30 region, §3.49 reportingDescriptor) and those GitHub
// code scanning relies on.
func TestSARIFStructure(t *testing.T) {
	for _, err := range validateSARIF(render(t, FormatSARIF, sample())) {
		t.Error(err)
	}
}

func validateSARIF(data []byte) []error {
	var errs []error
	fail := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	var log map[string]any
	if err := json.Unmarshal(data, &log); err != nil {
		return []error{err}
	}
	if log["version"] != "2.1.0" {
		fail("version is %v, want 2.1.0", log["version"])
	}
	if s, _ := log["$schema"].(string); !strings.Contains(s, "sarif-2.1.0") {
		fail("$schema %q does not name SARIF 2.1.0", s)
	}
	runs, ok := log["runs"].([]any)
	if !ok || len(runs) == 0 {
		return append(errs, fmt.Errorf("runs must be a non-empty array"))
	}
	for ri, rv := range runs {
		run, _ := rv.(map[string]any)
		driver, _ := dig(run, "tool", "driver").(map[string]any)
		if name, _ := driver["name"].(string); name == "" {
			fail("runs[%d].tool.driver.name is required", ri)
		}
		rules, _ := driver["rules"].([]any)
		ids := map[string]int{}
		for i, r := range rules {
			rule, _ := r.(map[string]any)
			id, _ := rule["id"].(string)
			if id == "" {
				fail("rules[%d].id is required", i)
			}
			if _, dup := ids[id]; dup {
				fail("rules[%d].id %q repeats", i, id)
			}
			ids[id] = i
			if text, _ := dig(rule, "shortDescription", "text").(string); text == "" {
				fail("rules[%d].shortDescription.text is empty", i)
			}
			checkLevel(dig(rule, "defaultConfiguration", "level"), fmt.Sprintf("rules[%d]", i), fail)
			if h, ok := rule["help"]; ok {
				if text, _ := dig(rule, "help", "text").(string); text == "" {
					fail("rules[%d].help has no text: %v", i, h)
				}
			}
			tags, _ := dig(rule, "properties", "tags").([]any)
			if len(tags) == 0 || tags[0] != "security" {
				fail("rules[%d].properties.tags %v do not start with security", i, tags)
			}
			if sev, _ := dig(rule, "properties", "security-severity").(string); sev == "" {
				fail("rules[%d].properties.security-severity is missing", i)
			}
			switch p := dig(rule, "properties", "precision"); p {
			case nil, "very-high", "high", "medium", "low":
			default:
				fail("rules[%d].properties.precision %v is not very-high, high, medium or low", i, p)
			}
		}
		results, ok := run["results"].([]any)
		if !ok {
			fail("runs[%d].results must be an array", ri)
		}
		for i, r := range results {
			res, _ := r.(map[string]any)
			where := fmt.Sprintf("results[%d]", i)
			if text, _ := dig(res, "message", "text").(string); text == "" {
				fail("%s.message.text is required", where)
			}
			id, _ := res["ruleId"].(string)
			idx, hasIdx := res["ruleIndex"].(float64)
			if want, ok := ids[id]; !ok || !hasIdx || int(idx) != want {
				fail("%s ruleId %q / ruleIndex %v do not point at a rule", where, id, res["ruleIndex"])
			}
			checkLevel(res["level"], where, fail)
			pf, _ := res["partialFingerprints"].(map[string]any)
			if v, _ := pf[FingerprintKey].(string); len(v) != 64 {
				fail("%s.partialFingerprints[%s] is %v", where, FingerprintKey, pf[FingerprintKey])
			}
			locs, _ := res["locations"].([]any)
			if len(locs) != 1 {
				fail("%s has %d locations, want 1", where, len(locs))
				continue
			}
			phys, _ := dig(locs[0].(map[string]any), "physicalLocation").(map[string]any)
			uri, _ := dig(phys, "artifactLocation", "uri").(string)
			if _, err := parseURIReference(uri); uri == "" || err != nil {
				fail("%s artifactLocation.uri %q is not a URI reference: %v", where, uri, err)
			}
			region, _ := phys["region"].(map[string]any)
			for _, k := range []string{"startLine", "startColumn"} {
				if v, ok := region[k].(float64); ok && v < 1 {
					fail("%s region.%s is %v, must be >= 1", where, k, v)
				}
			}
			if _, ok := region["byteOffset"].(float64); !ok {
				fail("%s region has no byteOffset", where)
			}
		}
	}
	return errs
}

func checkLevel(v any, where string, fail func(string, ...any)) {
	switch v {
	case "none", "note", "warning", "error":
	default:
		fail("%s level %v is not none, note, warning or error", where, v)
	}
}

func dig(m map[string]any, keys ...string) any {
	var v any = m
	for _, k := range keys {
		mm, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = mm[k]
	}
	return v
}

// TestSARIFRelativeToSourceRoot: with a SourceRoot, every artifact URI is
// relative against %SRCROOT%, which originalUriBaseIds maps to the root's
// file URI; the invocation names the scanners. (Locations used to be
// absolute file:// URIs when the target was given as an absolute path,
// which code scanning services cannot map to repository files.)
func TestSARIFRelativeToSourceRoot(t *testing.T) {
	var buf bytes.Buffer
	w := NewSARIF(&buf, Options{SourceRoot: "/home/runner/work/repo", Scanners: []string{"builtin/secrets", "acme/licenses"}})
	f := sample()[0]
	f.Location = "/home/runner/work/repo/app/main.tf"
	if err := w.Write(f); err != nil {
		t.Fatal(err)
	}
	if err := w.Job(Job{JobID: "scan-1", Target: "/home/runner/work/repo", Completion: CompletionComplete,
		UnscannedTotal: 1, Unscanned: []Unscanned{{Path: "/home/runner/work/repo/big.bin", Reason: "too big"}}}); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	var log struct {
		Runs []struct {
			Results []struct {
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation sarifArtifact `json:"artifactLocation"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
			OriginalURIBaseIDs map[string]sarifBaseURI `json:"originalUriBaseIds"`
			Invocations        []struct {
				Properties                 map[string]any `json:"properties"`
				ToolExecutionNotifications []struct {
					Locations []struct {
						PhysicalLocation struct {
							ArtifactLocation sarifArtifact `json:"artifactLocation"`
						} `json:"physicalLocation"`
					} `json:"locations"`
				} `json:"toolExecutionNotifications"`
			} `json:"invocations"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(buf.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	run := log.Runs[0]
	want := sarifArtifact{URI: "app/main.tf", URIBaseID: SRCROOT}
	if got := run.Results[0].Locations[0].PhysicalLocation.ArtifactLocation; got != want {
		t.Errorf("result location %+v, want %+v", got, want)
	}
	want = sarifArtifact{URI: "big.bin", URIBaseID: SRCROOT}
	if got := run.Invocations[0].ToolExecutionNotifications[1].Locations[0].PhysicalLocation.ArtifactLocation; got != want {
		t.Errorf("notification location %+v, want %+v", got, want)
	}
	if got := run.OriginalURIBaseIDs[SRCROOT].URI; got != "file:///home/runner/work/repo/" {
		t.Errorf("originalUriBaseIds[%s] = %q", SRCROOT, got)
	}
	if got := fmt.Sprint(run.Invocations[0].Properties["scanners"]); got != "[builtin/secrets acme/licenses]" {
		t.Errorf("invocation scanners %s", got)
	}
	for _, err := range validateSARIF(buf.Bytes()) {
		t.Error(err)
	}
}

// TestSARIFRuleMetadata: rules carry help text from their findings'
// message, and a rule whose findings were all validated is tagged and
// marked very-high precision; results carry validated and commit
// properties.
func TestSARIFRuleMetadata(t *testing.T) {
	log := sarifschema.Decode(t, "rule metadata", render(t, FormatSARIF, sample()))
	run := log.Runs[0]
	for _, r := range run.Tool.Driver.Rules {
		switch r.ID {
		case "github-pat":
			// One validated finding and one not: no precision claim.
			if r.Help == nil || r.Help.Text != "A GitHub classic personal access token." || r.Properties.Precision != "" {
				t.Errorf("github-pat rule: %+v", r)
			}
		case "generic-api-key":
			if r.Help != nil || r.Properties.Precision != "" || slices.Contains(r.Properties.Tags, "validated") {
				t.Errorf("generic-api-key rule: %+v", r)
			}
		}
	}
	validated := render(t, FormatSARIF, sample()[:1])
	if !strings.Contains(string(validated), `"precision": "very-high"`) || !strings.Contains(string(validated), `"validated"`) {
		t.Errorf("a rule whose findings are all validated lacks precision or tag:\n%s", validated)
	}
	for _, r := range run.Results {
		if r.RuleID == "github-pat" && r.Properties["validated"] == "true" {
			continue
		}
		if r.RuleID == "generic-api-key" && (r.Properties["commit"] != strings.Repeat("1f", 20) || r.Properties["author"] != "Ann") {
			t.Errorf("generic-api-key result properties %v lack the commit", r.Properties)
		}
	}
}

// TestSARIFOfficialSchema validates the raw bytes of SARIF logs against the
// official OASIS SARIF 2.1.0 schema (errata01): findings from several
// scanners with a history commit, incomplete jobs with notifications
// (executionSuccessful false), a name that is not UTF-8, a log without
// results, and a log relative to a source root.
func TestSARIFOfficialSchema(t *testing.T) {
	several := sample()
	several[1].Scanner = "acme/licenses"
	for _, tt := range []struct {
		name string
		opt  Options
		in   []Finding
		jobs []Job
	}{
		{"findings, history, incomplete, non-UTF-8", Options{Rules: sampleRules}, sample(), sampleJobs()},
		{"several scanners", Options{Scanners: []string{"example/secrets", "acme/licenses"}, ScannerColumn: true}, several, sampleJobs()[:1]},
		{"no results", Options{Scanners: []string{"builtin/secrets"}}, nil, nil},
		{"source root", Options{SourceRoot: "/home/runner/work/re po", ToolVersion: "0.1.0", InformationURI: "https://example.com/sluice"}, sample(), sampleJobs()},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			w := NewSARIF(&buf, tt.opt)
			for _, f := range tt.in {
				if err := w.Write(f); err != nil {
					t.Fatal(err)
				}
			}
			for _, j := range tt.jobs {
				if err := w.Job(j); err != nil {
					t.Fatal(err)
				}
			}
			if err := w.Close(); err != nil {
				t.Fatal(err)
			}
			sarifschema.Check(t, tt.name, buf.Bytes())
		})
	}
}

// describedRules describe github-pat with every field a scanner can give
// (its tags repeat "security", which SARIF lists once), and a rule no
// finding names.
var describedRules = []scanner.Rule{
	{ID: "github-pat", Description: "A GitHub classic personal access token.", Severity: scanner.SeverityCritical,
		FullDescription: "A GitHub classic personal access token. Findings are validated offline (crc32-github).",
		Help:            "Revoke it at github.com/settings/tokens.", HelpURI: "https://example.com/rules#github-pat",
		Tags: []string{"vcs", "security", "github"}},
	{ID: "unused", Description: "Never reported.", HelpURI: "https://example.com/rules#unused"},
}

// TestSARIFDescribedRules: rules described by the scanner (a bundle's rule
// records, given to Describe after the findings) carry their full
// description, help text, helpUri and tags into SARIF, win over
// Options.Rules, and only rules that findings name are listed; the log
// passes the OASIS schema.
func TestSARIFDescribedRules(t *testing.T) {
	var buf bytes.Buffer
	w := NewSARIF(&buf, Options{Rules: sampleRules})
	for _, f := range sample() {
		if err := w.Write(f); err != nil {
			t.Fatal(err)
		}
	}
	w.Describe(describedRules)
	w.Describe([]scanner.Rule{{ID: "github-pat", Description: "A later description loses."}})
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	log := sarifschema.Decode(t, "described rules", buf.Bytes())
	var ids []string
	for _, r := range log.Runs[0].Tool.Driver.Rules {
		ids = append(ids, r.ID)
		switch r.ID {
		case "github-pat":
			if r.ShortDescription.Text != describedRules[0].Description || r.FullDescription == nil || r.FullDescription.Text != describedRules[0].FullDescription ||
				r.Help == nil || r.Help.Text != describedRules[0].Help || r.HelpURI != describedRules[0].HelpURI ||
				strings.Join(r.Properties.Tags, ",") != "security,vcs,github" {
				t.Errorf("github-pat rule %+v", r)
			}
		case "private-key":
			// Described by Options.Rules only: no help URI, no full
			// description, help from its finding (which has no message).
			if r.ShortDescription.Text != "A PEM private key block." || r.FullDescription != nil || r.HelpURI != "" {
				t.Errorf("private-key rule %+v", r)
			}
		}
	}
	if strings.Join(ids, ",") != "generic-api-key,github-pat,private-key" {
		t.Errorf("rules %v, want only those findings name", ids)
	}
}
