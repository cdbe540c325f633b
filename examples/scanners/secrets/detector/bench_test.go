package detector_test

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/fake"
	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/internal/wasmabi"
	"github.com/sluicehq/sluice/sdk/detect"
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
	rules := slices.DeleteFunc(detector.Rules(), func(r detector.Rule) bool { return r.PathOnly() })
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

// BenchmarkGOROOTWindows runs the detector over the windows a WASM host
// hands its guest for the Go source tree (GOROOT/src, the tree `worker
// scan` is measured on): each text file is searched for the keywords
// once, the hits the detector's hit filters drop are dropped, the match
// radius around the others makes the windows, and a window gets its hit
// list (DetectHits) unless its hits are denser than the host sends
// (Detect then searches it again), as internal/wasmhost does. Profile it
// natively (-cpuprofile, -memprofile) to see where the guest's own CPU
// goes: compiled guest code has no symbols in a profile of the worker.
// It reports the windows, hits and findings of one pass. With
// SLUICE_BENCH_RULES=FILE the rule pack in FILE (a gitleaks.toml, say) is
// loaded on top of the default one, as `worker scan --rules FILE` does;
// with SLUICE_BENCH_TREE=DIR the windows are those of DIR instead.
func BenchmarkGOROOTWindows(b *testing.B) {
	root := os.Getenv("SLUICE_BENCH_TREE")
	if root == "" {
		root = filepath.Join(goroot(b), "src")
	}
	files := []scanner.DataFile{{Name: detector.CompiledPackName, Data: detector.DefaultPackCompiled()}}
	if name := os.Getenv("SLUICE_BENCH_RULES"); name != "" {
		data, err := os.ReadFile(name)
		if err != nil {
			b.Fatal(err)
		}
		files = append(files, scanner.DataFile{Name: name, Data: data})
	}
	s, err := detector.FromDataFiles(files)
	if err != nil {
		b.Fatal(err)
	}
	info := s.Info()
	m, err := detect.NewMatcher(info.Keywords)
	if err != nil {
		b.Fatal(err)
	}
	filters := make([]*detect.HitFilter, len(info.Keywords))
	for _, f := range s.HitFilters() {
		filters[f.Keyword] = &f
	}
	type window struct {
		path     string
		start    int // of data in the file
		data     []byte
		hits     []detect.Hit
		searched bool
	}
	var windows []window
	var nhits int
	radius := info.MatchRadius()
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil || bytes.IndexByte(data[:min(len(data), detectengine.BinarySniffBytes)], 0) >= 0 {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		first := len(windows)
		end := 0
		m.Find(data, func(h detect.Hit) bool {
			if f := filters[h.Keyword]; f != nil && !f.Keep(data, h.End) {
				return true
			}
			from, to := max(0, h.Start-radius), min(len(data), h.End+radius)
			if len(windows) > first && from <= end {
				w := &windows[len(windows)-1]
				end = max(end, to)
				w.data = data[w.start:end]
				w.hits = append(w.hits, detect.Hit{Keyword: h.Keyword, Start: h.Start - w.start, End: h.End - w.start})
			} else {
				windows = append(windows, window{path: rel, start: from, data: data[from:to],
					hits: []detect.Hit{{Keyword: h.Keyword, Start: h.Start - from, End: h.End - from}}})
				end = to
			}
			nhits++
			return true
		})
		for i := first; i < len(windows); i++ {
			w := &windows[i]
			w.searched = len(w.hits)*2*wasmabi.HitBytes <= len(w.data)
		}
		return nil
	})
	if err != nil {
		b.Skipf("walking %s: %v", root, err)
	}
	if len(windows) == 0 {
		b.Skipf("no keyword hits under %s", root)
	}
	req := &scanner.Request{JobID: "bench"}
	var found counting
	for b.Loop() {
		found = counting{}
		for i := range windows {
			w := &windows[i]
			win := &scanner.Window{Path: w.path, Data: w.data, Request: req}
			if w.searched {
				err = s.DetectHits(context.Background(), win, w.hits, &found)
			} else {
				err = s.Detect(context.Background(), win, &found)
			}
			if err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(windows)), "windows")
	b.ReportMetric(float64(nhits), "hits")
	b.ReportMetric(float64(found.n), "findings")
}

type counting struct{ n int }

func (c *counting) Finding(scanner.Finding) error { c.n++; return nil }
func (c *counting) Progress(scanner.Progress)     {}
func (c *counting) Log(scanner.Level, string)     {}

// goroot is the root of the Go installation that runs the tests, as
// `go env GOROOT` reports it; the benchmark is skipped without one.
func goroot(b *testing.B) string {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil || len(bytes.TrimSpace(out)) == 0 {
		b.Skipf("go env GOROOT: %v", err)
	}
	return string(bytes.TrimSpace(out))
}
