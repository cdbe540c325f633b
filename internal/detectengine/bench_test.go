package detectengine

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"testing/fstest"

	"github.com/sluicehq/sluice/internal/dirfs"
	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// benchKeywords is a realistic head of a secrets keyword list, padded with
// synthetic keywords for the larger sets.
func benchKeywords(n int) []string {
	base := []string{"akia", "ghp_", "xoxb-", "sk_live_", "-----begin", "password", "secret", "api_key",
		"token", "glpat-", "aiza", "npm_", "hooks.slack.com", "client_secret", "bearer", "private_key"}
	kws := append([]string(nil), base[:min(n, len(base))]...)
	r := rand.New(rand.NewPCG(9, 9))
	for len(kws) < n {
		b := make([]byte, 4+r.IntN(6))
		for i := range b {
			b[i] = "abcdefghijklmnopqrstuvwxyz_-"[r.IntN(28)]
		}
		kws = append(kws, string(b))
	}
	return kws
}

// benchText is source-code-like text with no keywords in it.
func benchText(size int) []byte {
	r := rand.New(rand.NewPCG(1, 1))
	words := []string{"func", "return", "if", "err", "!=", "nil", "{", "}", "(", ")", "ctx", "value", "x", "i", "++",
		"for", "range", "\n", "\t", " ", " ", " ", "string", "int", "buf", "len", "data", "out", "config", "name"}
	var b bytes.Buffer
	for b.Len() < size {
		b.WriteString(words[r.IntN(len(words))])
	}
	return b.Bytes()[:size]
}

func BenchmarkKeywordPass(b *testing.B) {
	data := benchText(4 << 20)
	for _, n := range []int{1, 8, 16, 64, 256} {
		kws := benchKeywords(n)
		b.Run(fmt.Sprintf("automaton/keywords=%d", n), func(b *testing.B) {
			m, err := detect.NewMatcher(kws)
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				m.Find(data, func(detect.Hit) bool { return true })
			}
		})
		// The baseline is case-sensitive (it would need a lowered copy of
		// the data to be case-insensitive), which favours it.
		b.Run(fmt.Sprintf("bytes.Index/keywords=%d", n), func(b *testing.B) {
			kb := make([][]byte, len(kws))
			for i, k := range kws {
				kb[i] = []byte(k)
			}
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				for _, k := range kb {
					for off := 0; ; {
						i := bytes.Index(data[off:], k)
						if i < 0 {
							break
						}
						off += i + 1
					}
				}
			}
		})
	}
}

// regexDetector runs an unanchored regular expression over the whole
// window, the way most rule-based secret scanners do.
type regexDetector struct{ tokenDetector }

var unanchoredTokenRE = regexp.MustCompile(`(?i)tok_[a-z0-9]{8}`)

func (d *regexDetector) Detect(ctx context.Context, w *scanner.Window, out scanner.Reporter) error {
	for _, loc := range unanchoredTokenRE.FindAllIndex(w.Data, -1) {
		secret := w.Data[loc[0]:loc[1]]
		if err := out.Finding(scanner.Finding{RuleID: "token", Path: w.Path, StartOffset: int64(loc[0]), EndOffset: int64(loc[1]),
			Match: scanner.Redact(string(secret)), Fingerprint: scanner.Fingerprint("token", w.Path, secret),
			Severity: scanner.SeverityHigh}); err != nil {
			return err
		}
	}
	return nil
}

func BenchmarkEngine(b *testing.B) {
	// 64 files of 256 KiB, with one token every ~64 KiB.
	fsys := fstest.MapFS{}
	var total int64
	for i := range 64 {
		data := benchText(256 << 10)
		for off := 1000; off+12 < len(data); off += 64 << 10 {
			copy(data[off:], fmt.Sprintf("tok_%08d", i))
		}
		fsys[fmt.Sprintf("dir%d/file%02d.go", i%4, i)] = &fstest.MapFile{Data: data}
		total += int64(len(data))
	}
	for _, noPrefilter := range []bool{false, true} {
		for _, workers := range []int{1, 2} {
			name := fmt.Sprintf("prefilter=%v/workers=%d", !noPrefilter, workers)
			b.Run(name, func(b *testing.B) {
				d := &regexDetector{tokenDetector{radius: 64}}
				e, err := New(d.Info(), Options{Workers: workers, NoPrefilter: noPrefilter})
				if err != nil {
					b.Fatal(err)
				}
				b.SetBytes(total)
				for b.Loop() {
					var c collector
					if err := e.ScanFS(b.Context(), fsys, nil, d, &c); err != nil {
						b.Fatal(err)
					}
					if len(c.findings) != 64*4 {
						b.Fatalf("%d findings, want %d", len(c.findings), 64*4)
					}
				}
			})
		}
	}
}

// BenchmarkEngineSmallFiles scans a source-tree-like set of small files,
// where per-file costs (buffers, walk) dominate rather than the keyword pass.
func BenchmarkEngineSmallFiles(b *testing.B) {
	fsys := fstest.MapFS{}
	var total int64
	for i := range 2000 {
		data := benchText(8 << 10)
		if i%50 == 0 {
			copy(data[100:], fmt.Sprintf("tok_%08d", i))
		}
		fsys[fmt.Sprintf("pkg%02d/file%04d.go", i%40, i)] = &fstest.MapFile{Data: data}
		total += int64(len(data))
	}
	d := &regexDetector{tokenDetector{radius: 64}}
	e, err := New(d.Info(), Options{Workers: 1})
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(total)
	b.ReportAllocs()
	for b.Loop() {
		var c collector
		if err := e.ScanFS(b.Context(), fsys, nil, d, &c); err != nil {
			b.Fatal(err)
		}
		if len(c.findings) != 40 {
			b.Fatalf("%d findings, want 40", len(c.findings))
		}
	}
}

// BenchmarkEngineDirFS scans 2000 small files on disk through dirfs, as
// the backends do, with a detector that finds nothing: what is left is the
// engine's own cost per file (walk, open, read, ordering) and its
// allocations.
func BenchmarkEngineDirFS(b *testing.B) {
	dir := b.TempDir()
	for i := range 2000 {
		p := filepath.Join(dir, fmt.Sprintf("pkg%02d", i%40), fmt.Sprintf("file%04d.go", i))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(p, benchText(4<<10), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	fsys, err := dirfs.Open(dir)
	if err != nil {
		b.Fatal(err)
	}
	defer fsys.Close()
	d := &regexDetector{tokenDetector{radius: 64}}
	e, err := New(d.Info(), Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		var c collector
		if err := e.ScanFS(b.Context(), fsys, nil, d, &c); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*2000), "ns/file")
}
