package bench

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/fake"
)

// FileBytes is the size of each generated file.
const FileBytes = 256 << 10

// sourceLines are the Go-like lines the corpus repeats: the generic
// keywords ("key", "token", "secret") occur on about one line in three, as
// in real service code, so the keyword prefilter has work to do.
var sourceLines = []string{
	"func (s *Server) handle(w http.ResponseWriter, r *http.Request) {",
	"\tif err := s.store.Put(ctx, key, value); err != nil {",
	"\t\treturn fmt.Errorf(\"storing %s: %w\", name, err)",
	"\ttoken := r.Header.Get(\"Authorization\")",
	"\t// The cache keeps at most maxEntries items and evicts the oldest.",
	"\tfor i := 0; i < len(items); i++ { total += items[i].Size }",
	"\tsecretName := cfg.SecretRef.Name",
	"\tlog.Info(\"request served\", \"path\", r.URL.Path, \"status\", status)",
	"\tresult = append(result, strings.TrimSpace(line))",
	"}",
}

// WriteCorpus writes about size bytes under dir: files of FileBytes in
// directories of 64, each with one planted secret (the rules in turn,
// tokens from fake with a fixed seed) in the middle. It returns the bytes
// written and the number of planted secrets.
func WriteCorpus(dir string, size int64) (written int64, planted int, err error) {
	g := fake.New(42)
	rules := slices.DeleteFunc(detector.Rules(), func(r detector.Rule) bool { return r.PathOnly() })
	var b bytes.Buffer
	for i := 0; written < size; i++ {
		b.Reset()
		for j := 0; b.Len() < FileBytes; j++ {
			if j == 1000 {
				r := rules[i%len(rules)]
				if tok, err := g.Token(r.ID); err == nil {
					b.WriteString(fake.Line(r.ID, tok))
					b.WriteByte('\n')
					planted++
				}
			}
			b.WriteString(sourceLines[j%len(sourceLines)])
			b.WriteByte('\n')
		}
		p := filepath.Join(dir, fmt.Sprintf("pkg%03d", i/64), fmt.Sprintf("file%03d.go", i%64))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return written, planted, err
		}
		if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
			return written, planted, err
		}
		written += int64(b.Len())
	}
	return written, planted, nil
}
