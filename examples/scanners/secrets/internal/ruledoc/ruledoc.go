// Package ruledoc writes the rule list of docs/secrets-scanner.md from the
// default rule pack, so the page cannot drift from the rules (a test in
// the secrets package checks it; `go generate` rewrites it).
package ruledoc

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
)

// Markers delimit the generated part of the page.
const (
	Begin = "<!-- rules:begin (generated from rules/default.toml by go generate; do not edit) -->"
	End   = "<!-- rules:end -->"
)

// Table returns the Markdown table of rules.
func Table(rules []detector.Rule) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d rules.\n\n", len(rules))
	b.WriteString("| rule | severity | finds | keywords | checks | tags |\n|---|---|---|---|---|---|\n")
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
		if len(checks) == 0 {
			checks = append(checks, "format")
		}
		kws := make([]string, len(r.Keywords))
		for i, k := range r.Keywords {
			kws[i] = "`" + strings.ReplaceAll(k, "|", `\|`) + "`"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s | %s |\n", r.ID, r.Severity, cell(r.Description),
			strings.Join(kws, " "), strings.Join(checks, ", "), strings.Join(r.Tags, ", "))
	}
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
