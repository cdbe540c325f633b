package detector_test

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/fake"
	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// benchCorpus returns about size bytes of source-like text in which the
// keywords ("token", "key", "secret", ...) occur on about one line in ten,
// as in real code, with a secret of every rule planted every 256 KiB.
func benchCorpus(size int) []byte {
	g := fake.New(42)
	lines := []string{
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
	rules := detector.Rules()
	var b bytes.Buffer
	next := 0
	for i := 0; b.Len() < size; i++ {
		b.WriteString(lines[i%len(lines)])
		b.WriteByte('\n')
		if b.Len() >= next {
			r := rules[(next>>18)%len(rules)]
			tok, _ := g.Token(r.ID)
			b.WriteString(fake.Line(r.ID, tok))
			b.WriteByte('\n')
			next += 256 << 10
		}
	}
	return b.Bytes()
}

type discard struct{}

func (discard) Finding(scanner.Finding) error { return nil }
func (discard) Progress(scanner.Progress)     {}
func (discard) Log(scanner.Level, string)     {}

// regexDetector is the baseline: the same keywords and windows, but every
// rule's pattern run as a regular expression over each window.
type regexDetector struct {
	info     scanner.Info
	patterns []*regexp.Regexp
}

func newRegexDetector() *regexDetector {
	d := &regexDetector{info: detector.New().Info()}
	for _, r := range detector.Rules() {
		d.patterns = append(d.patterns, regexp.MustCompile(r.Pattern))
	}
	return d
}

func (d *regexDetector) Info() scanner.Info { return d.info }

func (d *regexDetector) Detect(ctx context.Context, w *scanner.Window, out scanner.Reporter) error {
	for _, re := range d.patterns {
		re.FindAllIndex(w.Data, -1)
	}
	return nil
}

func benchEngine(b *testing.B, d scanner.Detector, opt detectengine.Options) {
	data := benchCorpus(8 << 20)
	opt.Workers = 1
	e, err := detectengine.New(d.Info(), opt)
	if err != nil {
		b.Fatal(err)
	}
	req := &scanner.Request{JobID: "bench"}
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for b.Loop() {
		if err := e.ScanReader(context.Background(), "bench.go", bytes.NewReader(data), req, d, discard{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkScan is the detector behind the keyword prefilter, one worker.
func BenchmarkScan(b *testing.B) { benchEngine(b, detector.New(), detectengine.Options{}) }

// BenchmarkScanRegexpWindows runs every rule's pattern as a regexp on the
// same windows: what the hand-written matchers save.
func BenchmarkScanRegexpWindows(b *testing.B) {
	benchEngine(b, newRegexDetector(), detectengine.Options{})
}

// BenchmarkScanRegexpNoPrefilter runs every pattern over all of the data:
// what the keyword prefilter saves on top.
func BenchmarkScanRegexpNoPrefilter(b *testing.B) {
	benchEngine(b, newRegexDetector(), detectengine.Options{NoPrefilter: true})
}

// BenchmarkDetectTokenLine is one Detect call on a short line holding a
// GitHub token: the per-hit cost.
func BenchmarkDetectTokenLine(b *testing.B) {
	d := detector.New()
	w := &scanner.Window{Path: "a", Data: []byte("GITHUB_TOKEN=" + fake.New(1).CRC32Token("ghp_") + "\n" + strings.Repeat("x", 64))}
	for b.Loop() {
		d.Detect(context.Background(), w, discard{})
	}
}
