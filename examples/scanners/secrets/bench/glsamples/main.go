// Command glsamples turns Gitleaks' own labelled samples (the true and
// false positives each rule of Gitleaks' default configuration is
// generated and validated with, cmd/generate/config/rules in Gitleaks'
// source) into a tree of files, and scores a `worker scan` of that tree
// with the default rule pack against them. scripts/gitleaks-samples.sh
// extracts the samples and runs both steps.
//
//	glsamples write -samples samples.jsonl -out DIR
//	glsamples score -samples samples.jsonl -worker worker.jsonl
//
// The samples file holds one JSON object per Gitleaks rule: {"rule": id,
// "tp": [...], "fp": [...], "tp_paths": {path: text}, "fp_paths": {...}}.
// write makes DIR/<rule>/tp/<n>.txt and DIR/<rule>/fp/<n>.txt (a sample
// with a path keeps it, under DIR/<rule>/tp-<n>/). score counts a true
// sample found when the worker reports, in its file, a finding of a rule
// of the default pack that stands for the Gitleaks rule (the rule itself,
// or one whose `gitleaks` key names it; for the generic rule's samples, a
// finding of any rule), and a finding in a false sample's
// file of such a rule, or of the generic rule, as a false positive (a
// false sample of one rule may be a true secret of another). Recall is over the true samples of
// the Gitleaks rules the default pack covers.
package main

import (
	"bufio"
	"cmp"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
)

type sample struct {
	Rule    string            `json:"rule"`
	TP      []string          `json:"tp"`
	FP      []string          `json:"fp"`
	TPPaths map[string]string `json:"tp_paths"`
	FPPaths map[string]string `json:"fp_paths"`
}

// file is one sample as a file of the tree.
type file struct {
	rule, path, text string
	positive         bool
}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: glsamples write|score [flags]")
		os.Exit(2)
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	samplesPath := fs.String("samples", "", "Gitleaks' samples, one JSON object per rule")
	out := fs.String("out", "", "write: the directory to write the samples into")
	workerPath := fs.String("worker", "", "score: worker scan's JSON lines of the written tree")
	glPath := fs.String("gitleaks", "", "score: also score Gitleaks' JSON report of the written tree (gitleaks dir -f json), by the same counting")
	verbose := fs.Bool("v", false, "score: list every missed true sample and false positive")
	fs.Parse(os.Args[2:])
	files, err := readSamples(*samplesPath)
	if err != nil {
		fatal(err)
	}
	switch os.Args[1] {
	case "write":
		if *out == "" {
			fatal(fmt.Errorf("write needs -out"))
		}
		for _, f := range files {
			name := filepath.Join(*out, filepath.FromSlash(f.path))
			if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
				fatal(err)
			}
			if err := os.WriteFile(name, []byte(f.text), 0o644); err != nil {
				fatal(err)
			}
		}
		fmt.Printf("%d samples written under %s\n", len(files), *out)
	case "score":
		found, err := readWorker(*workerPath)
		if err != nil {
			fatal(err)
		}
		fmt.Println("## worker scan, the default pack")
		wfp := score(files, found, *verbose, nil, false)
		if *glPath != "" {
			gl, err := readGitleaks(*glPath)
			if err != nil {
				fatal(err)
			}
			fmt.Println()
			fmt.Println("## Gitleaks, its default config, the same samples and counting")
			score(files, gl, *verbose, wfp, true)
		}
	default:
		fatal(fmt.Errorf("unknown command %q", os.Args[1]))
	}
}

func readSamples(name string) ([]file, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var files []file
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for n := 1; sc.Scan(); n++ {
		var s sample
		if err := json.Unmarshal(sc.Bytes(), &s); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, n, err)
		}
		for i, t := range s.TP {
			files = append(files, file{s.Rule, fmt.Sprintf("%s/tp/%d.txt", s.Rule, i), t, true})
		}
		for i, t := range s.FP {
			files = append(files, file{s.Rule, fmt.Sprintf("%s/fp/%d.txt", s.Rule, i), t, false})
		}
		for i, p := range sortedKeys(s.TPPaths) {
			files = append(files, file{s.Rule, fmt.Sprintf("%s/tp-%d/%s", s.Rule, i, path.Clean(p)), s.TPPaths[p], true})
		}
		for i, p := range sortedKeys(s.FPPaths) {
			files = append(files, file{s.Rule, fmt.Sprintf("%s/fp-%d/%s", s.Rule, i, path.Clean(p)), s.FPPaths[p], false})
		}
	}
	return files, sc.Err()
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// readWorker returns the rules the worker reported in each file.
func readWorker(name string) (map[string][]string, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string][]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for n := 1; sc.Scan(); n++ {
		var raw struct {
			Type   string `json:"type"`
			RuleID string `json:"rule_id"`
			Path   string `json:"path"`
		}
		if err := json.Unmarshal(sc.Bytes(), &raw); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, n, err)
		}
		if raw.Type == "finding" {
			out[raw.Path] = append(out[raw.Path], raw.RuleID)
		}
	}
	return out, sc.Err()
}

// readGitleaks returns the rules Gitleaks reported in each file of the
// tree its JSON report is of, by the file's path below the tree
// (Gitleaks reports the paths it was given: DIR/rule/fp/0.txt).
func readGitleaks(name string) (map[string][]string, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var report []struct {
		RuleID string `json:"RuleID"`
		File   string `json:"File"`
	}
	if err := json.Unmarshal(b, &report); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	out := map[string][]string{}
	for _, f := range report {
		// The last three elements: rule/fp/0.txt, rule/tp-3/path.
		parts := strings.Split(filepath.ToSlash(f.File), "/")
		if len(parts) < 3 {
			return nil, fmt.Errorf("%s: finding in %q, not in a sample's file", name, f.File)
		}
		p := strings.Join(parts[len(parts)-3:], "/")
		out[p] = append(out[p], f.RuleID)
	}
	return out, nil
}

// score prints recall and false positives of found (the rules reported in
// each file) and returns the false positives' files. With other (the
// first scan's false positives' files), it says for each false positive
// whether the other scan reported the same file too. found holds the
// default pack's rule ids, or with gitleaksIDs Gitleaks' own; either way
// recall is over the Gitleaks rules the default pack covers.
func score(files []file, found map[string][]string, verbose bool, other map[string]bool, gitleaksIDs bool) map[string]bool {
	fpFilesOf := map[string]bool{}
	// standsFor[g] are the rules that find Gitleaks rule g: the default
	// pack's, or g itself.
	standsFor := map[string][]string{}
	for _, r := range detector.Rules() {
		ids := append([]string{r.ID}, r.Gitleaks...)
		for _, g := range ids {
			if !slices.Contains(standsFor[g], r.ID) {
				standsFor[g] = append(standsFor[g], r.ID)
			}
		}
	}
	if gitleaksIDs {
		// The same Gitleaks rules count as covered, so that both recalls
		// have the same denominator.
		for g := range standsFor {
			standsFor[g] = []string{g}
		}
	}
	type tally struct{ tp, found, fp, fpFiles int }
	per := map[string]*tally{}
	var missed, falsePos []string
	for _, f := range files {
		t := per[f.rule]
		if t == nil {
			t = &tally{}
			per[f.rule] = t
		}
		rules := found[f.path]
		if !f.positive {
			// A false sample of one Gitleaks rule may be a true secret of
			// another (a Cloudflare global key is a false Cloudflare API
			// token): only findings of the rules standing for the sample's
			// rule, or of the generic rule, are false positives.
			t.fpFiles++
			var wrong []string
			for _, id := range rules {
				if slices.Contains(standsFor[f.rule], id) || slices.Contains(standsFor["generic-api-key"], id) {
					wrong = append(wrong, id)
				}
			}
			if len(wrong) > 0 {
				t.fp += len(wrong)
				fpFilesOf[f.path] = true
				line := fmt.Sprintf("%s: %s", f.path, strings.Join(wrong, ", "))
				if other != nil && other[f.path] {
					line += " (worker scan too)"
				}
				falsePos = append(falsePos, line)
			}
			continue
		}
		if len(standsFor[f.rule]) == 0 {
			continue
		}
		t.tp++
		// A generic sample a specific rule reports is found: the specific
		// rule names it better, and Gitleaks itself drops a generic finding
		// a specific one overlaps.
		if f.rule == "generic-api-key" && len(rules) > 0 || slices.ContainsFunc(rules, func(id string) bool { return slices.Contains(standsFor[f.rule], id) }) {
			t.found++
		} else {
			missed = append(missed, fmt.Sprintf("%s (found: %s)", f.path, strings.Join(rules, ", ")))
		}
	}
	ids := make([]string, 0, len(per))
	for id := range per {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	var types, covered, detected, tp, hit, fp, fpFiles int
	type row struct {
		id          string
		tp, missing int
	}
	var worst []row
	for _, id := range ids {
		t := per[id]
		types++
		fp += t.fp
		fpFiles += t.fpFiles
		if len(standsFor[id]) == 0 {
			continue
		}
		covered++
		tp += t.tp
		hit += t.found
		if t.found > 0 {
			detected++
		}
		if t.found < t.tp {
			worst = append(worst, row{id, t.tp, t.tp - t.found})
		}
	}
	fmt.Printf("Gitleaks rules with samples: %d; covered by a default rule: %d; with a true sample found: %d\n", types, covered, detected)
	fmt.Printf("recall on the covered rules' true samples: %d/%d = %.3f\n", hit, tp, float64(hit)/float64(max(tp, 1)))
	fmt.Printf("false positives: %d findings in the %d false samples\n", fp, fpFiles)
	slices.SortFunc(worst, func(a, b row) int { return cmp.Or(cmp.Compare(b.missing, a.missing), strings.Compare(a.id, b.id)) })
	if len(worst) > 0 {
		fmt.Println("rules with missed true samples (missed/true):")
	}
	for i, r := range worst {
		if i == 30 && !verbose {
			fmt.Printf("  ... %d more\n", len(worst)-i)
			break
		}
		fmt.Printf("  %-40s %d/%d\n", r.id, r.missing, r.tp)
	}
	if verbose {
		for _, m := range missed {
			fmt.Println("missed:", m)
		}
	}
	for _, f := range falsePos {
		fmt.Println("false positive:", f)
	}
	return fpFilesOf
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "glsamples:", err)
	os.Exit(1)
}
