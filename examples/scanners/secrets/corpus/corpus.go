// Package corpus generates the labelled accuracy corpus of the secrets
// detector: realistic files with fake credentials of every rule planted in
// them (valid checksums where the format has one), and files of
// look-alikes and placeholders that must not match. Generation is
// deterministic: Generate(seed) always returns the same files, so the
// committed testdata/corpus can be checked against it.
package corpus

import (
	"fmt"
	"go/format"
	"hash/fnv"
	"sort"
	"strings"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/fake"
)

// Seed is the seed of the committed corpus.
const Seed = 20261129

// PerRule is how many true secrets of each rule the corpus plants.
const PerRule = 6

// Label is one planted secret: the finding the detector must report.
type Label struct {
	RuleID string `json:"rule_id"`
	Path   string `json:"path"`
	Line   int    `json:"line"`
}

// Corpus is a generated corpus: files by slash path, and the labels of the
// secrets planted in them. Every finding not in Labels is a false positive.
type Corpus struct {
	Files  map[string]string
	Labels []Label
}

// file builds one file line by line, recording labels.
type file struct {
	path   string
	lines  []string
	labels []Label
}

func (f *file) add(lines ...string) {
	for _, l := range lines {
		f.lines = append(f.lines, strings.Split(l, "\n")...)
	}
}

// plant adds text (which may span lines) holding a secret of rule id that
// starts on its first line.
func (f *file) plant(id, text string) {
	f.labels = append(f.labels, Label{RuleID: id, Path: f.path, Line: len(f.lines) + 1})
	f.add(strings.TrimSuffix(text, "\n"))
}

// pathOnlyFiles returns PerRule files that rule r, a rule of paths alone
// (pkcs12-file), reports by their path: binary keystores, labelled at
// line 0 (a finding about the whole file), and one file whose name only
// looks like theirs, which it must not report.
func pathOnlyFiles(g *fake.Gen, r detector.Rule) []*file {
	var out []*file
	exts := map[string][]string{"pkcs12-file": {"p12", "pfx"}}[r.ID]
	if exts == nil {
		panic("corpus: no file names for rule " + r.ID)
	}
	for i := range PerRule {
		f := &file{path: fmt.Sprintf("keystores/%s-%d.%s", r.ID, i, exts[i%len(exts)])}
		// A DER SEQUENCE header, version 3, then random bytes with NULs:
		// binary, as keystores are.
		f.lines = []string{"0\x82\x0a\x19\x02\x01\x03\x00" + g.String(fake.B64, 64) + "\x00"}
		f.labels = []Label{{RuleID: r.ID, Path: f.path}}
		out = append(out, f)
	}
	return append(out, &file{path: fmt.Sprintf("lookalikes/%s.%s.md", r.ID, exts[0]),
		lines: []string{"# How to make a ." + exts[0] + " keystore", "", "openssl pkcs12 -export -out keystore." + exts[0]}})
}

// ruleSeed is the FNV-1a hash of a rule's id.
func ruleSeed(id string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(id))
	return h.Sum64()
}

// Generate returns the corpus for seed.
func Generate(seed uint64) (*Corpus, error) {
	g := fake.New(seed)
	c := &Corpus{Files: map[string]string{}}
	var files []*file
	for _, r := range detector.Rules() {
		if r.PathOnly() {
			// From a generator of their own, so that adding such a rule
			// does not change every token planted after it.
			files = append(files, pathOnlyFiles(fake.New(seed+1), r)...)
			continue
		}
		// Each rule's tokens come from a generator of its own, seeded by
		// the rule's id, so that adding or removing a rule changes only
		// its own files.
		rg := fake.New(seed ^ ruleSeed(r.ID))
		for i := range PerRule {
			tok, err := rg.Token(r.ID)
			if err != nil {
				return nil, err
			}
			f := positive(r.ID, i, tok)
			files = append(files, f)
		}
	}
	neg, err := negatives(g)
	if err != nil {
		return nil, err
	}
	files = append(files, neg...)
	for _, f := range files {
		if _, dup := c.Files[f.path]; dup {
			return nil, fmt.Errorf("corpus: two files at %s", f.path)
		}
		content := strings.Join(f.lines, "\n") + "\n"
		if strings.HasSuffix(f.path, ".go") {
			// Keep `make fmt` from rewriting the corpus: gofmt only
			// realigns spaces, so labels keep their lines.
			formatted, err := format.Source([]byte(content))
			if err != nil {
				return nil, fmt.Errorf("corpus: %s: %w", f.path, err)
			}
			content = string(formatted)
		}
		c.Files[f.path] = content
		c.Labels = append(c.Labels, f.labels...)
	}
	sort.Slice(c.Labels, func(i, j int) bool {
		a, b := c.Labels[i], c.Labels[j]
		if a.Path != b.Path {
			return a.Path < b.Path
		}
		return a.Line < b.Line
	})
	return c, nil
}
