// Package ruledoc writes the rule list of docs/secrets-scanner.md from the
// default rule pack, so the page cannot drift from the rules (a test in
// the secrets package checks it; `go generate` rewrites it).
package ruledoc

import (
	"bytes"
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
)

// Markers delimit the generated part of the page.
const (
	Begin = "<!-- rules:begin (generated from rules/default.toml by go generate; do not edit) -->"
	End   = "<!-- rules:end -->"
)

// GitleaksVersion is the Gitleaks release whose default configuration
// the gitleaks keys of the pack map to.
const GitleaksVersion = "8.30.1"

//go:embed gitleaks-rule-ids.txt
var gitleaksIDList string

// GitleaksIDs returns the rule ids of Gitleaks' default configuration
// (GitleaksVersion), sorted.
func GitleaksIDs() []string {
	var ids []string
	for _, l := range strings.Split(gitleaksIDList, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			ids = append(ids, l)
		}
	}
	slices.Sort(ids)
	return ids
}

// GitleaksCoverage checks the gitleaks keys of rules against GitleaksIDs
// and returns the ids covered and those not covered, sorted. An id that
// Gitleaks does not have is an error.
func GitleaksCoverage(rules []detector.Rule) (covered, missing []string, err error) {
	known := GitleaksIDs()
	seen := map[string]bool{}
	for _, r := range rules {
		for _, id := range r.Gitleaks {
			if _, ok := slices.BinarySearch(known, id); !ok {
				return nil, nil, fmt.Errorf("rule %s: gitleaks id %q is not a rule of Gitleaks %s's default configuration", r.ID, id, GitleaksVersion)
			}
			seen[id] = true
		}
	}
	for _, id := range known {
		if seen[id] {
			covered = append(covered, id)
		} else {
			missing = append(missing, id)
		}
	}
	return covered, missing, nil
}

// Table returns the Markdown table of rules, with the Gitleaks rules each
// covers and the Gitleaks rules none covers.
func Table(rules []detector.Rule) string {
	var b strings.Builder
	covered, missing, err := GitleaksCoverage(rules)
	if err != nil {
		return "error: " + err.Error() + "\n"
	}
	fmt.Fprintf(&b, "%d rules, covering %d of the %d rules of Gitleaks %s's default configuration.\n\n",
		len(rules), len(covered), len(covered)+len(missing), GitleaksVersion)
	b.WriteString("| rule | severity | finds | keywords | checks | tags | Gitleaks rules |\n|---|---|---|---|---|---|---|\n")
	for _, r := range rules {
		var checks []string
		if r.Matcher != "" {
			checks = append(checks, "matcher `"+r.Matcher+"`")
		}
		if r.Validator != "" {
			checks = append(checks, "validator `"+r.Validator+"`")
		}
		if r.MinEntropy > 0 {
			checks = append(checks, fmt.Sprintf("entropy ≥ %g", r.MinEntropy))
		}
		if r.PathOnly() {
			for _, p := range r.Paths() {
				checks = append(checks, "file path `"+cell(p)+"`")
			}
		}
		if len(checks) == 0 {
			checks = append(checks, "format")
		}
		kws := make([]string, len(r.Keywords))
		for i, k := range r.Keywords {
			kws[i] = "`" + strings.ReplaceAll(k, "|", `\|`) + "`"
		}
		gl := make([]string, len(r.Gitleaks))
		for i, id := range r.Gitleaks {
			gl[i] = "`" + id + "`"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s | %s | %s |\n", r.ID, r.Severity, cell(r.Description),
			strings.Join(kws, " "), strings.Join(checks, ", "), strings.Join(r.Tags, ", "), strings.Join(gl, " "))
	}
	fmt.Fprintf(&b, "\nGitleaks %s rules no rule covers (%d): ", GitleaksVersion, len(missing))
	for i, id := range missing {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("`" + id + "`")
	}
	b.WriteString(".\n")
	return b.String()
}

func cell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// Update replaces the text between the markers of doc with table.
func Update(doc []byte, table string) ([]byte, error) {
	i := bytes.Index(doc, []byte(Begin))
	j := bytes.Index(doc, []byte(End))
	if i < 0 || j < i {
		return nil, fmt.Errorf("the page lacks the markers %q and %q", Begin, End)
	}
	var out bytes.Buffer
	out.Write(doc[:i+len(Begin)])
	out.WriteString("\n")
	out.WriteString(table)
	out.Write(doc[j:])
	return out.Bytes(), nil
}
