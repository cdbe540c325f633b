package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/corpus"
	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Accuracy thresholds per rule on the labelled corpus. Rules with a strong
// format must be exact. The generic keyed-assignment rule is a heuristic:
// it must report none of the look-alikes (ordinary code and data), but may
// miss some planted secrets.
const (
	minPrecision        = 1.0
	minRecall           = 1.0
	minGenericPrecision = 1.0
	minGenericRecall    = 0.85
)

const corpusDir = "testdata/corpus"

type findings struct {
	mu sync.Mutex
	f  []scanner.Finding
}

func (c *findings) Finding(f scanner.Finding) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.f = append(c.f, f)
	return nil
}
func (c *findings) Progress(scanner.Progress) {}
func (c *findings) Log(scanner.Level, string) {}

// TestCorpusIsGenerated checks that testdata/corpus is exactly what the
// generator writes, so the labels can be trusted (go generate rewrites it).
func TestCorpusIsGenerated(t *testing.T) {
	c, err := corpus.Generate(corpus.Seed)
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	err = filepath.WalkDir(corpusDir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(corpusDir, p)
		rel = filepath.ToSlash(rel)
		got, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		want, ok := c.Files[rel]
		if !ok {
			return fmt.Errorf("%s is not generated (run go generate)", rel)
		}
		if string(got) != want {
			return fmt.Errorf("%s differs from the generator's output (run go generate)", rel)
		}
		seen++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen != len(c.Files) {
		t.Fatalf("%d corpus files on disk, generator makes %d (run go generate)", seen, len(c.Files))
	}
	labels, err := os.ReadFile(corpusDir + ".labels.json")
	if err != nil {
		t.Fatal(err)
	}
	want, _ := json.MarshalIndent(c.Labels, "", "  ")
	if string(labels) != string(want)+"\n" {
		t.Fatal("labels.json differs from the generator's output (run go generate)")
	}
}

type score struct{ tp, fp, fn int }

func (s score) precision() float64 { return ratio(s.tp, s.tp+s.fp) }
func (s score) recall() float64    { return ratio(s.tp, s.tp+s.fn) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// TestAccuracy scans the corpus and computes precision and recall per rule:
// a finding is a true positive when a label names its rule, path and line.
// With -v it prints the table recorded in docs/benchmarks.md.
func TestAccuracy(t *testing.T) {
	var labels []corpus.Label
	raw, err := os.ReadFile(corpusDir + ".labels.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &labels); err != nil {
		t.Fatal(err)
	}
	var got findings
	if err := detectengine.Scan(context.Background(), detector.New(), os.DirFS(corpusDir), &scanner.Request{JobID: "accuracy"}, &got, detectengine.Options{}); err != nil {
		t.Fatal(err)
	}
	key := func(rule, path string, line int) string { return fmt.Sprintf("%s|%s|%d", rule, path, line) }
	want := map[string]bool{}
	scores := map[string]*score{}
	for _, r := range detector.Rules() {
		scores[r.ID] = &score{}
	}
	for _, l := range labels {
		want[key(l.RuleID, l.Path, l.Line)] = true
	}
	found := map[string]bool{}
	for _, f := range got.f {
		k := key(f.RuleID, f.Path, f.Line)
		s := scores[f.RuleID]
		if s == nil {
			t.Fatalf("finding of unknown rule %s", f.RuleID)
		}
		if want[k] && !found[k] {
			s.tp++
			found[k] = true
		} else {
			s.fp++
			t.Logf("false positive: %s at %s:%d (%s)", f.RuleID, f.Path, f.Line, f.Match)
		}
	}
	for _, l := range labels {
		if !found[key(l.RuleID, l.Path, l.Line)] {
			scores[l.RuleID].fn++
			t.Logf("false negative: %s at %s:%d", l.RuleID, l.Path, l.Line)
		}
	}
	ids := make([]string, 0, len(scores))
	for id := range scores {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var table strings.Builder
	var total score
	table.WriteString("| rule | planted | TP | FP | FN | precision | recall |\n|---|---|---|---|---|---|---|\n")
	for _, id := range ids {
		s := scores[id]
		total.tp, total.fp, total.fn = total.tp+s.tp, total.fp+s.fp, total.fn+s.fn
		fmt.Fprintf(&table, "| %s | %d | %d | %d | %d | %.2f | %.2f |\n", id, s.tp+s.fn, s.tp, s.fp, s.fn, s.precision(), s.recall())
		minP, minR := minPrecision, minRecall
		if id == detector.GenericRuleID {
			minP, minR = minGenericPrecision, minGenericRecall
		}
		if s.tp+s.fn == 0 {
			t.Errorf("%s: the corpus plants no secret of this rule", id)
		}
		if s.precision() < minP || s.recall() < minR {
			t.Errorf("%s: precision %.2f (min %.2f), recall %.2f (min %.2f)", id, s.precision(), minP, s.recall(), minR)
		}
	}
	fmt.Fprintf(&table, "| **all** | %d | %d | %d | %d | %.3f | %.3f |\n", total.tp+total.fn, total.tp, total.fp, total.fn, total.precision(), total.recall())
	t.Logf("%d files, %d labels\n%s", countFiles(t), len(labels), table.String())
}

func countFiles(t *testing.T) int {
	n := 0
	filepath.WalkDir(corpusDir, func(_ string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			n++
		}
		return nil
	})
	return n
}
