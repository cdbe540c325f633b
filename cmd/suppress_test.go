package workercmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSuppressions(t *testing.T) {
	dir := t.TempDir()
	fp := func(c string) string { return strings.Repeat(c, 64) }
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	jsonl := write("base.jsonl", `{"type":"finding","rule_id":"github-pat","fingerprint":"`+fp("a")+`"}`+"\n"+`{"type":"job","job_id":"x"}`+"\n")
	sarif := write("base.sarif", `{"version":"2.1.0","runs":[{"results":[{"partialFingerprints":{"sluiceFindingHash/v1":"`+fp("b")+`"}}]}]}`)
	ignore := write("ignore", "# reviewed 2026-11-30: test fixtures\n"+fp("c")+"  # tests/fixtures.go\n\n")
	for _, tc := range []struct {
		baseline string
		ignore   []string
		want     []string
	}{
		{jsonl, nil, []string{fp("a")}},
		{sarif, []string{ignore}, []string{fp("b"), fp("c")}},
	} {
		s, err := suppressions(tc.baseline, tc.ignore, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(s.fingerprints) != len(tc.want) {
			t.Fatalf("%v: %v, want %v", tc.baseline, s.fingerprints, tc.want)
		}
		for _, w := range tc.want {
			if !s.fingerprints[w] {
				t.Fatalf("%v lacks %s", s.fingerprints, w)
			}
		}
	}
	bad := write("bad", fp("d")+"\nnot-a-fingerprint\n")
	if _, err := suppressions("", []string{bad}, nil); err == nil || !strings.Contains(err.Error(), "bad:2") {
		t.Fatalf("bad ignore file: %v, want the file and line named", err)
	}
	garbage := write("garbage", "findings:\n- a\n")
	if _, err := suppressions(garbage, nil, nil); err == nil || !strings.Contains(err.Error(), "garbage:1") {
		t.Fatalf("bad baseline: %v", err)
	}
}

// gitleaksReport is a Gitleaks v8 JSON report (--report-format json) of
// two findings, one in a directory scan and one in a history, as Gitleaks
// writes them.
const gitleaksReport = `[
 {
  "RuleID": "aws-access-token",
  "Description": "Identified a pattern that may indicate AWS credentials, risking unauthorized cloud resource access and data breaches on AWS platforms.",
  "StartLine": 3,
  "EndLine": 3,
  "StartColumn": 12,
  "EndColumn": 31,
  "Match": "AKIAQYLPMN5HHHFPZAM2",
  "Secret": "AKIAQYLPMN5HHHFPZAM2",
  "File": "src/config.py",
  "SymlinkFile": "",
  "Commit": "",
  "Entropy": 3.8841837,
  "Author": "",
  "Email": "",
  "Date": "",
  "Message": "",
  "Tags": [],
  "Fingerprint": "src/config.py:aws-access-token:3"
 },
 {
  "RuleID": "github-pat",
  "StartLine": 7,
  "File": "deploy/env.sh",
  "Commit": "3f2b5c1e9d8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c",
  "Fingerprint": "3f2b5c1e9d8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c:deploy/env.sh:github-pat:7"
 }
]`

// gitleaksSARIF is a Gitleaks SARIF report (--report-format sarif) of one
// finding.
const gitleaksSARIF = `{
 "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
 "version": "2.1.0",
 "runs": [{
  "tool": {"driver": {"name": "gitleaks", "semanticVersion": "v8.30.1", "informationUri": "https://github.com/gitleaks/gitleaks", "rules": [{"id": "aws-access-token"}]}},
  "results": [{
   "message": {"text": "aws-access-token has detected secret for file src/config.py."},
   "ruleId": "aws-access-token",
   "locations": [{"physicalLocation": {"artifactLocation": {"uri": "src/config.py"}, "region": {"startLine": 3, "startColumn": 12, "endLine": 3, "endColumn": 31, "snippet": {"text": "AKIAQYLPMN5HHHFPZAM2"}}}}],
   "partialFingerprints": {"commitSha": "", "email": "", "author": "", "date": "", "commitMessage": ""}
  }]
 }]
}`

// TestGitleaksSuppressions: a Gitleaks JSON or SARIF report as --baseline
// and Gitleaks fingerprints in an ignore file suppress the findings they
// name (rule and line, file as Gitleaks names it: relative to the target,
// as given on the command line or absolute; a history entry only at its
// commit), and nothing else. A SARIF log of another tool is refused.
func TestGitleaksSuppressions(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	finding := func(rule, path string, line int, commit string) historyFinding {
		var f historyFinding
		f.RuleID, f.Path, f.Line, f.Fingerprint = rule, path, line, strings.Repeat("e", 64)
		f.commit.ID = commit
		return f
	}
	const commit = "3f2b5c1e9d8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c"
	for _, baseline := range []string{write("gitleaks.json", gitleaksReport), write("gitleaks.sarif", gitleaksSARIF)} {
		s, err := suppressions(baseline, nil, nil)
		if err != nil {
			t.Fatalf("%s: %v", baseline, err)
		}
		for _, tc := range []struct {
			f             historyFinding
			arg, location string
			want          bool
		}{
			{finding("aws-access-token", "config.py", 3, ""), "src", "src/config.py", true},
			{finding("aws-access-token", "src/config.py", 3, ""), ".", "src/config.py", true},
			{finding("aws-access-token", "src/config.py", 4, ""), ".", "src/config.py", false},
			{finding("generic-api-key", "src/config.py", 3, ""), ".", "src/config.py", false},
			{finding("aws-access-token", "lib/src/config.py", 3, ""), ".", "lib/src/config.py", false},
		} {
			if got := s.skips(tc.f, tc.arg, tc.location); got != tc.want {
				t.Errorf("%s: skips(%s at %s line %d) = %v, want %v", filepath.Base(baseline), tc.f.RuleID, tc.location, tc.f.Line, got, tc.want)
			}
		}
	}
	s, err := suppressions(write("gitleaks.json", gitleaksReport), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !s.skips(finding("github-pat", "deploy/env.sh", 7, commit), "repo", "repo/deploy/env.sh") {
		t.Error("the history finding at its commit is not suppressed")
	}
	if s.skips(finding("github-pat", "deploy/env.sh", 7, strings.Repeat("1", 40)), "repo", "repo/deploy/env.sh") {
		t.Error("the history finding is suppressed at another commit")
	}

	// .gitleaksignore in a scanned root, and the same lines as --ignore.
	root := t.TempDir()
	ignore := "# reviewed\nsrc/config.py:aws-access-token:3\n" + commit + ":deploy/env.sh:github-pat:7\n"
	if err := os.WriteFile(filepath.Join(root, ".gitleaksignore"), []byte(ignore), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, load := range []func() (*suppressed, error){
		func() (*suppressed, error) { return suppressions("", nil, []string{root}) },
		func() (*suppressed, error) { return suppressions("", []string{write("ignore", ignore)}, nil) },
	} {
		s, err := load()
		if err != nil {
			t.Fatal(err)
		}
		if !s.skips(finding("aws-access-token", "src/config.py", 3, ""), root, filepath.Join(root, "src/config.py")) ||
			!s.skips(finding("github-pat", "deploy/env.sh", 7, commit), root, filepath.Join(root, "deploy/env.sh")) {
			t.Errorf("the ignore file's entries are not suppressed: %+v", s.gitleaks)
		}
	}
	// A symbolic link named .gitleaksignore is not followed.
	linked := t.TempDir()
	if err := os.Symlink(write("elsewhere", ignore), filepath.Join(linked, ".gitleaksignore")); err != nil {
		t.Fatal(err)
	}
	if _, err := suppressions("", nil, []string{linked}); err == nil || !strings.Contains(err.Error(), "--no-gitleaks-files") {
		t.Errorf("a symbolic link as .gitleaksignore: %v, want it refused", err)
	}

	for name, tc := range map[string]struct{ body, want string }{
		"codeql.sarif":  {`{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"CodeQL"}},"results":[{"ruleId":"go/sql-injection"}]}]}`, `a SARIF result of "CodeQL" without worker scan's sluiceFindingHash/v1 fingerprint`},
		"array.json":    {`[{"rule":"x"}]`, "has no RuleID, File or StartLine: not a Gitleaks JSON report"},
		"lines.jsonl":   {`{"rule_id":"x"}`, `a JSON object without a "type"`},
		"bad-fp.ignore": {"config.py:aws-access-token:three\n", `the line "three" is not a positive number`},
	} {
		p := write(name, tc.body)
		var err error
		if strings.HasSuffix(name, ".ignore") {
			_, err = suppressions("", []string{p}, nil)
		} else {
			_, err = suppressions(p, nil, nil)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), name) {
			t.Errorf("%s: %v, want an error naming the file and saying %q", name, err, tc.want)
		}
	}
}
