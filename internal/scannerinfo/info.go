// Package scannerinfo compares what a loaded scanner says about itself
// with what its signed manifest declares, for the backends (at load) and
// the package store (at install).
package scannerinfo

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Check compares what a loaded scanner says about itself (its Info)
// with what its manifest entry s declares: the name, the kind against the
// capabilities, and the keywords as sets compared ignoring ASCII case (as
// keywords match; not when s.AddedData, since data files the operator
// added may change them). The error names both sides of every difference. A
// Scanner without capabilities was not made from a manifest (a test's
// hand-built entry): only its name is compared. Every load of the same
// entry gives the same answer, so a backend reports a mismatch as a
// Protocol failure, which is not retried.
func Check(s *backend.Scanner, info *scanner.Info) error {
	var diffs []string
	if info.Name != s.Name {
		diffs = append(diffs, fmt.Sprintf("the scanner's Info names it %q, the manifest %q", info.Name, s.Name))
	}
	if len(s.Capabilities) > 0 {
		if !slices.Contains(s.Capabilities, string(info.Kind)) {
			diffs = append(diffs, fmt.Sprintf("the scanner's Info says it is a %s scanner, the manifest's capabilities are %q", info.Kind, s.Capabilities))
		}
		if missing, extra := KeywordDiff(info.Keywords, s.Keywords); !s.AddedData && len(missing)+len(extra) > 0 {
			diffs = append(diffs, "the keywords differ: "+DescribeKeywordDiff(missing, extra, "the manifest"))
		}
	}
	if len(diffs) == 0 {
		return nil
	}
	return fmt.Errorf("%s does not match its manifest: %s", s.FullName(), strings.Join(diffs, "; "))
}

// KeywordDiff returns the keywords of want missing from got and those of
// got not in want, both compared ignoring ASCII case, as keywords match.
func KeywordDiff(want, got []string) (missing, extra []string) {
	set := func(ks []string) map[string]bool {
		m := make(map[string]bool, len(ks))
		for _, k := range ks {
			m[asciiLower(k)] = true
		}
		return m
	}
	w, g := set(want), set(got)
	for _, k := range want {
		if !g[asciiLower(k)] && !slices.Contains(missing, k) {
			missing = append(missing, k)
		}
	}
	for _, k := range got {
		if !w[asciiLower(k)] && !slices.Contains(extra, k) {
			extra = append(extra, k)
		}
	}
	return missing, extra
}

// DescribeKeywordDiff says what the declaring side (named by declared)
// lacks and what it adds to the scanner's Info, at most a few of each.
func DescribeKeywordDiff(missing, extra []string, declared string) string {
	const show = 5
	list := func(ks []string) string {
		if len(ks) > show {
			return fmt.Sprintf("%q and %d more", ks[:show], len(ks)-show)
		}
		return fmt.Sprintf("%q", ks)
	}
	var parts []string
	if len(missing) > 0 {
		parts = append(parts, declared+" lacks "+list(missing))
	}
	if len(extra) > 0 {
		parts = append(parts, declared+" adds "+list(extra))
	}
	return strings.Join(parts, "; ")
}

func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
