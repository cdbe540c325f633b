// Command glagree compares the findings of `worker scan --format json`
// with a Gitleaks JSON report of the same tree, as (file, line, rule)
// triples: how many both report, how many only one does, and the
// agreement, |both| / |union|. It prints the rules that differ most and,
// with -list, every triple only one side reports.
//
//	glagree -tree DIR -gitleaks gl.json -worker worker.jsonl [-list]
//
// Gitleaks names files as it found them (DIR/rel/path); the worker names
// them relative to the target, so DIR is stripped from Gitleaks' names.
// scripts/gitleaks-agree.sh runs both tools and then this.
package main

import (
	"bufio"
	"cmp"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

type triple struct {
	file string
	line int
	rule string
}

func main() {
	tree := flag.String("tree", "", "the directory both tools scanned")
	glPath := flag.String("gitleaks", "", "Gitleaks' JSON report (--report-format json)")
	wPath := flag.String("worker", "", "worker scan's JSON lines (--format json)")
	list := flag.Bool("list", false, "list every triple only one side reports")
	flag.Parse()
	if *tree == "" || *glPath == "" || *wPath == "" {
		flag.Usage()
		os.Exit(2)
	}
	gl, err := readGitleaks(*glPath, *tree)
	if err != nil {
		fatal(err)
	}
	w, err := readWorker(*wPath)
	if err != nil {
		fatal(err)
	}
	var both, onlyGL, onlyW []triple
	for t := range gl {
		if w[t] {
			both = append(both, t)
		} else {
			onlyGL = append(onlyGL, t)
		}
	}
	for t := range w {
		if !gl[t] {
			onlyW = append(onlyW, t)
		}
	}
	union := len(both) + len(onlyGL) + len(onlyW)
	fmt.Printf("gitleaks %d, worker %d, both %d, gitleaks only %d, worker only %d\n", len(gl), len(w), len(both), len(onlyGL), len(onlyW))
	if union > 0 {
		fmt.Printf("agreement: %.4f of the union of (file, line, rule)\n", float64(len(both))/float64(union))
	}
	byRule := map[string][2]int{}
	for _, t := range onlyGL {
		c := byRule[t.rule]
		c[0]++
		byRule[t.rule] = c
	}
	for _, t := range onlyW {
		c := byRule[t.rule]
		c[1]++
		byRule[t.rule] = c
	}
	rules := make([]string, 0, len(byRule))
	for r := range byRule {
		rules = append(rules, r)
	}
	slices.SortFunc(rules, func(a, b string) int {
		ca, cb := byRule[a], byRule[b]
		return cmp.Or(cmp.Compare(cb[0]+cb[1], ca[0]+ca[1]), strings.Compare(a, b))
	})
	if len(rules) > 0 {
		fmt.Println("rules that differ (gitleaks only, worker only):")
	}
	for i, r := range rules {
		if i == 25 && !*list {
			fmt.Printf("  ... %d more\n", len(rules)-i)
			break
		}
		fmt.Printf("  %-40s %5d %5d\n", r, byRule[r][0], byRule[r][1])
	}
	if *list {
		sortTriples(onlyGL)
		sortTriples(onlyW)
		for _, t := range onlyGL {
			fmt.Printf("gitleaks only: %s:%d %s\n", t.file, t.line, t.rule)
		}
		for _, t := range onlyW {
			fmt.Printf("worker only: %s:%d %s\n", t.file, t.line, t.rule)
		}
	}
}

func sortTriples(ts []triple) {
	slices.SortFunc(ts, func(a, b triple) int {
		return cmp.Or(strings.Compare(a.file, b.file), cmp.Compare(a.line, b.line), strings.Compare(a.rule, b.rule))
	})
}

func readGitleaks(name, tree string) (map[triple]bool, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var findings []struct {
		RuleID    string
		File      string
		StartLine int
	}
	if err := json.Unmarshal(data, &findings); err != nil {
		return nil, fmt.Errorf("%s: not a Gitleaks JSON report: %w", name, err)
	}
	root := filepath.Clean(tree) + string(filepath.Separator)
	out := map[triple]bool{}
	for _, f := range findings {
		file := filepath.ToSlash(strings.TrimPrefix(filepath.Clean(f.File), root))
		out[triple{file, f.StartLine, f.RuleID}] = true
	}
	return out, nil
}

func readWorker(name string) (map[triple]bool, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[triple]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for n := 1; sc.Scan(); n++ {
		var line struct {
			Type   string `json:"type"`
			RuleID string `json:"rule_id"`
			Path   string `json:"path"`
			Line   int    `json:"line"`
		}
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, n, err)
		}
		if line.Type == "finding" {
			out[triple{line.Path, line.Line, line.RuleID}] = true
		}
	}
	return out, sc.Err()
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "glagree:", err)
	os.Exit(1)
}
