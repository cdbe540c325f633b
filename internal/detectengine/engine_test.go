package detectengine

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/sluicehq/sluice/internal/dirfs"
	"github.com/sluicehq/sluice/internal/fsname"
	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// tokenDetector finds tok_ followed by 8 lowercase alphanumerics.
type tokenDetector struct {
	radius int
	// mutate, if set, changes each finding before it is reported.
	mutate func(*scanner.Finding)
	calls  sync.Map // path → number of Detect calls
}

var tokenRE = regexp.MustCompile(`^(?i)tok_[a-z0-9]{8}`)

// tokenMatches returns every match anchored at an occurrence of the keyword,
// the way a detector should look (so the result does not depend on where a
// window starts).
func tokenMatches(data []byte) [][2]int {
	var out [][2]int
	for off := 0; ; {
		i := detect.IndexFold(data[off:], "tok_")
		if i < 0 {
			return out
		}
		off += i
		if loc := tokenRE.FindIndex(data[off:]); loc != nil {
			out = append(out, [2]int{off, off + loc[1]})
		}
		off++
	}
}

func (d *tokenDetector) Info() scanner.Info {
	return scanner.Info{Name: "tokens", Version: "1", Kind: scanner.KindDetector,
		Keywords: []string{"tok_"}, MaxMatchBytes: d.radius}
}

func (d *tokenDetector) Detect(ctx context.Context, w *scanner.Window, out scanner.Reporter) error {
	n, _ := d.calls.LoadOrStore(w.Path, new(int))
	*n.(*int)++
	for _, loc := range tokenMatches(w.Data) {
		secret := w.Data[loc[0]:loc[1]]
		f := scanner.Finding{RuleID: "token", Path: w.Path, StartOffset: int64(loc[0]), EndOffset: int64(loc[1]),
			Match: scanner.Redact(string(secret)), Fingerprint: scanner.Fingerprint("token", w.Path, secret),
			Severity: scanner.SeverityHigh}
		if d.mutate != nil {
			d.mutate(&f)
		}
		if err := out.Finding(f); err != nil {
			return err
		}
	}
	return nil
}

// reference scans whole files with the regexp: what the engine must find.
func reference(files map[string]string) []scanner.Finding {
	var all []scanner.Finding
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		data := []byte(files[name])
		for _, loc := range tokenMatches(data) {
			secret := data[loc[0]:loc[1]]
			line := bytes.Count(data[:loc[0]], []byte{'\n'}) + 1
			col := loc[0] - bytes.LastIndexByte(data[:loc[0]], '\n')
			all = append(all, scanner.Finding{RuleID: "token", Path: name, Line: line, Column: col,
				StartOffset: int64(loc[0]), EndOffset: int64(loc[1]), Match: scanner.Redact(string(secret)),
				Fingerprint: scanner.Fingerprint("token", name, secret), Severity: scanner.SeverityHigh})
		}
	}
	return all
}

// collector is a Reporter that records everything.
type collector struct {
	mu       sync.Mutex
	findings []scanner.Finding
	progress []scanner.Progress
	logs     []string
	limit    int // Finding returns ErrLimit past this many; 0 is no limit
}

func (c *collector) Finding(f scanner.Finding) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.limit > 0 && len(c.findings) >= c.limit {
		return scanner.ErrLimit
	}
	c.findings = append(c.findings, f)
	return nil
}

func (c *collector) Progress(p scanner.Progress) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.progress = append(c.progress, p)
}

func (c *collector) Log(level scanner.Level, msg string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.logs = append(c.logs, string(level)+": "+msg)
}

func randomFiles(r *rand.Rand, n int) map[string]string {
	files := map[string]string{}
	words := []string{"tok_", "TOK_", "abcdefgh", "12345678", "\n", " ", "tok", "_", "x", "tok_abc", "\r\n"}
	for i := range n {
		var b strings.Builder
		for range r.IntN(400) {
			b.WriteString(words[r.IntN(len(words))])
		}
		files[fmt.Sprintf("d%d/f%03d.txt", i%3, i)] = b.String()
	}
	return files
}

func mapFS(files map[string]string) fstest.MapFS {
	m := fstest.MapFS{}
	for name, data := range files {
		m[name] = &fstest.MapFile{Data: []byte(data), Mode: 0o644}
	}
	return m
}

func TestScanFSMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	files := randomFiles(r, 40)
	want := reference(files)
	if len(want) < 50 {
		t.Fatalf("test corpus has only %d tokens", len(want))
	}
	for _, radius := range []int{12, 40} {
		for _, chunk := range []int{2*radius + 4, 2*radius + 17, 100, 1 << 20} {
			for _, workers := range []int{1, 4} {
				for _, noPrefilter := range []bool{false, true} {
					name := fmt.Sprintf("radius=%d/chunk=%d/workers=%d/noprefilter=%v", radius, chunk, workers, noPrefilter)
					t.Run(name, func(t *testing.T) {
						d := &tokenDetector{radius: radius}
						e, err := New(d.Info(), Options{ChunkBytes: chunk, Workers: workers, NoPrefilter: noPrefilter})
						if err != nil {
							t.Fatal(err)
						}
						var c collector
						if err := e.ScanFS(t.Context(), mapFS(files), nil, d, &c); err != nil {
							t.Fatal(err)
						}
						if !reflect.DeepEqual(c.findings, want) {
							t.Fatalf("got %d findings, want %d\nfirst got:  %+v\nfirst want: %+v", len(c.findings), len(want), first(c.findings), first(want))
						}
						last := c.progress[len(c.progress)-1]
						if last.Files != int64(len(files)) {
							t.Errorf("final progress %+v, want %d files", last, len(files))
						}
					})
				}
			}
		}
	}
}

func first(f []scanner.Finding) any {
	if len(f) == 0 {
		return nil
	}
	return f[0]
}

func TestMatchAcrossChunkBoundaryFoundOnce(t *testing.T) {
	d := &tokenDetector{radius: 16}
	chunk := 64
	for shift := -14; shift <= 2; shift++ {
		pos := chunk + shift
		data := strings.Repeat("x", pos) + "tok_abcd1234" + strings.Repeat("y", 100)
		files := map[string]string{"f": data}
		for _, noPrefilter := range []bool{false, true} {
			e, err := New(d.Info(), Options{ChunkBytes: chunk, Workers: 1, NoPrefilter: noPrefilter})
			if err != nil {
				t.Fatal(err)
			}
			var c collector
			if err := e.ScanFS(t.Context(), mapFS(files), nil, d, &c); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(c.findings, reference(files)) {
				t.Fatalf("token at %d, noprefilter=%v: got %+v", pos, noPrefilter, c.findings)
			}
		}
	}
}

func TestPrefilterCallsDetectOnlyNearHits(t *testing.T) {
	d := &tokenDetector{radius: 16}
	e, err := New(d.Info(), Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{"none": strings.Repeat("nothing here\n", 1000), "one": "a tok_abcdefgh b"}
	var c collector
	if err := e.ScanFS(t.Context(), mapFS(files), nil, d, &c); err != nil {
		t.Fatal(err)
	}
	if _, called := d.calls.Load("none"); called {
		t.Error("Detect was called for a file without keywords")
	}
	if n, _ := d.calls.Load("one"); n == nil || *n.(*int) != 1 {
		t.Errorf("Detect calls for one hit = %v, want 1", n)
	}
}

func TestDenseHitsSplitWindows(t *testing.T) {
	// Hits every 20 bytes for 100 KiB: windows must be split at ChunkBytes
	// and every token still found exactly once.
	var b strings.Builder
	for i := 0; b.Len() < 100<<10; i++ {
		fmt.Fprintf(&b, "tok_%08d\n", i)
		b.WriteString("......\n")
	}
	files := map[string]string{"dense": b.String()}
	d := &tokenDetector{radius: 32}
	e, err := New(d.Info(), Options{ChunkBytes: 4096, Workers: 1, MaxFindingsPerFile: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	var c collector
	if err := e.ScanFS(t.Context(), mapFS(files), nil, d, &c); err != nil {
		t.Fatal(err)
	}
	if want := reference(files); !reflect.DeepEqual(c.findings, want) {
		t.Fatalf("got %d findings, want %d", len(c.findings), len(want))
	}
}

func TestWalkSelection(t *testing.T) {
	tok := "tok_abcdefgh"
	fsys := fstest.MapFS{
		"a.txt":                  {Data: []byte(tok)},
		"b.min.js":               {Data: []byte(tok)},
		"node_modules/x/c.txt":   {Data: []byte(tok)},
		"src/node_modules/d.txt": {Data: []byte(tok)},
		"src/e.go":               {Data: []byte(tok)},
		"src/f.txt":              {Data: []byte(tok)},
		"skipme/g.txt":           {Data: []byte(tok)},
		"bin.dat":                {Data: append([]byte{0, 1, 2}, tok...)},
		"link":                   {Data: []byte("a.txt"), Mode: fs.ModeSymlink},
	}
	tests := []struct {
		name string
		opt  Options
		want []string
	}{
		{"all", Options{}, []string{"a.txt", "b.min.js", "bin.dat", "node_modules/x/c.txt", "skipme/g.txt", "src/e.go", "src/f.txt", "src/node_modules/d.txt"}},
		{"exclude", Options{Exclude: []string{"*.min.js", "node_modules", "src/*.go"}}, []string{"a.txt", "bin.dat", "skipme/g.txt", "src/f.txt"}},
		{"include", Options{Include: []string{"*.txt"}}, []string{"a.txt", "node_modules/x/c.txt", "skipme/g.txt", "src/f.txt", "src/node_modules/d.txt"}},
		{"skip func", Options{Skip: func(p string, d fs.DirEntry) bool { return d.IsDir() && p == "skipme" || p == "a.txt" }},
			[]string{"b.min.js", "bin.dat", "node_modules/x/c.txt", "src/e.go", "src/f.txt", "src/node_modules/d.txt"}},
		{"skip binary", Options{SkipBinary: true, Include: []string{"*.dat", "a.txt"}}, []string{"a.txt"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := &tokenDetector{}
			e, err := New(d.Info(), tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			var c collector
			if err := e.ScanFS(t.Context(), fsys, nil, d, &c); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range c.findings {
				got = append(got, f.Path)
			}
			if !slices.Equal(got, tt.want) {
				t.Fatalf("paths = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestSymlinksAreNotFollowed(t *testing.T) {
	dir := t.TempDir()
	outside := t.TempDir()
	if err := os.WriteFile(filepath.Join(outside, "secret.txt"), []byte("tok_outside1"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(outside, "secret.txt"), filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "linkdir")); err != nil {
		t.Fatal(err)
	}
	d := &tokenDetector{}
	e, err := New(d.Info(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	var c collector
	if err := e.ScanFS(t.Context(), os.DirFS(dir), nil, d, &c); err != nil {
		t.Fatal(err)
	}
	if len(c.findings) != 0 {
		t.Fatalf("findings through symlinks: %+v", c.findings)
	}
}

func TestFileLimits(t *testing.T) {
	d := &tokenDetector{}
	big := strings.Repeat("tok_abcdefgh\n", 100) // 1300 bytes, 100 tokens
	t.Run("max file bytes skips", func(t *testing.T) {
		e, err := New(d.Info(), Options{MaxFileBytes: 1299})
		if err != nil {
			t.Fatal(err)
		}
		var c collector
		if err := e.ScanFS(t.Context(), mapFS(map[string]string{"big": big, "small": "tok_abcdefgh"}), nil, d, &c); err != nil {
			t.Fatal(err)
		}
		if len(c.findings) != 1 || c.findings[0].Path != "small" {
			t.Fatalf("findings = %+v, want only small", c.findings)
		}
		if len(c.logs) != 1 || !strings.Contains(c.logs[0], `not scanned: "big": 1300 bytes is over the file size limit of 1299`) {
			t.Fatalf("logs = %q", c.logs)
		}
	})
	t.Run("max file bytes at size", func(t *testing.T) {
		e, _ := New(d.Info(), Options{MaxFileBytes: 1300})
		var c collector
		if err := e.ScanReader(t.Context(), "big", strings.NewReader(big), nil, d, &c); err != nil {
			t.Fatal(err)
		}
		if len(c.findings) != 100 || len(c.logs) != 0 {
			t.Fatalf("%d findings, logs %q; want 100 and none", len(c.findings), c.logs)
		}
	})
	t.Run("reader truncated", func(t *testing.T) {
		e, _ := New(d.Info(), Options{MaxFileBytes: 130})
		var c collector
		if err := e.ScanReader(t.Context(), "big", strings.NewReader(big), nil, d, &c); err != nil {
			t.Fatal(err)
		}
		if len(c.findings) != 10 || len(c.logs) != 1 || !strings.Contains(c.logs[0], "only the first 130 bytes were scanned") {
			t.Fatalf("%d findings, logs %q; want 10 and a truncation warning", len(c.findings), c.logs)
		}
	})
	t.Run("max findings per file", func(t *testing.T) {
		e, _ := New(d.Info(), Options{MaxFindingsPerFile: 7})
		var c collector
		if err := e.ScanReader(t.Context(), "big", strings.NewReader(big), nil, d, &c); err != nil {
			t.Fatal(err)
		}
		if len(c.findings) != 7 || len(c.logs) != 1 || !strings.Contains(c.logs[0], "93 findings over the limit of 7") {
			t.Fatalf("%d findings, logs %q", len(c.findings), c.logs)
		}
	})
	t.Run("reporter limit stops", func(t *testing.T) {
		e, _ := New(d.Info(), Options{Workers: 3})
		c := collector{limit: 5}
		files := map[string]string{}
		for i := range 50 {
			files[fmt.Sprintf("f%02d", i)] = big
		}
		err := e.ScanFS(t.Context(), mapFS(files), nil, d, &c)
		if !errors.Is(err, scanner.ErrLimit) || len(c.findings) != 5 {
			t.Fatalf("ScanFS = %v with %d findings, want ErrLimit after 5", err, len(c.findings))
		}
	})
}

func TestBadDetectorFindings(t *testing.T) {
	tests := []struct {
		name    string
		mutate  func(*scanner.Finding)
		wantErr string
	}{
		{"past window", func(f *scanner.Finding) { f.EndOffset = 1 << 20 }, "outside the"},
		{"negative", func(f *scanner.Finding) { f.StartOffset = -1 }, "outside the"},
		{"other path", func(f *scanner.Finding) { f.Path = "other" }, `names path "other"`},
		{"bad fingerprint", func(f *scanner.Finding) { f.Fingerprint = "x" }, "fingerprint"},
		{"empty path is filled", func(f *scanner.Finding) { f.Path = "" }, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := &tokenDetector{mutate: tt.mutate}
			e, _ := New(d.Info(), Options{})
			var c collector
			err := e.ScanFS(t.Context(), mapFS(map[string]string{"dir/f.txt": "x tok_abcdefgh"}), nil, d, &c)
			if tt.wantErr == "" {
				if err != nil || len(c.findings) != 1 || c.findings[0].Path != "dir/f.txt" {
					t.Fatalf("ScanFS = %v, findings %+v", err, c.findings)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) || !strings.Contains(err.Error(), "dir/f.txt") {
				t.Fatalf("ScanFS = %v, want error containing %q and the path", err, tt.wantErr)
			}
		})
	}
}

// blockingDetector blocks in Detect until its context ends.
type blockingDetector struct{ entered chan struct{} }

func (d *blockingDetector) Info() scanner.Info {
	return scanner.Info{Name: "block", Kind: scanner.KindDetector, Keywords: []string{"x"}}
}

func (d *blockingDetector) Detect(ctx context.Context, w *scanner.Window, out scanner.Reporter) error {
	select {
	case d.entered <- struct{}{}:
	default:
	}
	<-ctx.Done()
	return ctx.Err()
}

func TestScanFSCancel(t *testing.T) {
	d := &blockingDetector{entered: make(chan struct{})}
	e, _ := New(d.Info(), Options{Workers: 2})
	files := map[string]string{}
	for i := range 20 {
		files[fmt.Sprintf("f%02d", i)] = "x"
	}
	ctx, cancel := context.WithCancel(t.Context())
	errc := make(chan error, 1)
	go func() { errc <- e.ScanFS(ctx, mapFS(files), nil, d, &collector{}) }()
	<-d.entered
	cancel()
	if err := <-errc; !errors.Is(err, context.Canceled) {
		t.Fatalf("ScanFS after cancel = %v, want context.Canceled", err)
	}
}

func TestNewErrors(t *testing.T) {
	good := (&tokenDetector{radius: 10}).Info()
	tests := []struct {
		name    string
		info    scanner.Info
		opt     Options
		wantErr string
	}{
		{"tree kind", scanner.Info{Name: "t", Kind: scanner.KindTree}, Options{}, "not \"detector\""},
		{"invalid info", scanner.Info{Name: "T", Kind: scanner.KindDetector, Keywords: []string{"a"}}, Options{}, "info name"},
		{"small chunk", good, Options{ChunkBytes: 23}, "chunk bytes 23 is under 24"},
		{"negative workers", good, Options{Workers: -1}, "workers -1"},
		{"bad pattern", good, Options{Exclude: []string{"["}}, `pattern "["`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := New(tt.info, tt.opt); err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("New = %v, want error containing %q", err, tt.wantErr)
			}
		})
	}
}

func TestScanDispatch(t *testing.T) {
	var c collector
	if err := Scan(t.Context(), &tokenDetector{}, mapFS(map[string]string{"a": "tok_abcdefgh"}), nil, &c, Options{}); err != nil || len(c.findings) != 1 {
		t.Fatalf("Scan(detector) = %v, %d findings", err, len(c.findings))
	}
	if err := Scan(t.Context(), infoOnly{scanner.Info{Name: "x", Kind: scanner.KindTree}}, fstest.MapFS{}, nil, &c, Options{}); err == nil || !strings.Contains(err.Error(), "does not implement scanner.TreeScanner") {
		t.Fatalf("Scan(info only tree) = %v", err)
	}
	if err := Scan(t.Context(), infoOnly{scanner.Info{Name: "x", Kind: scanner.KindDetector, Keywords: []string{"k"}}}, fstest.MapFS{}, nil, &c, Options{}); err == nil || !strings.Contains(err.Error(), "does not implement scanner.Detector") {
		t.Fatalf("Scan(info only detector) = %v", err)
	}
}

type infoOnly struct{ info scanner.Info }

func (s infoOnly) Info() scanner.Info { return s.info }

func TestScanFileAndReaderPaths(t *testing.T) {
	d := &tokenDetector{}
	e, _ := New(d.Info(), Options{})
	var c collector
	for _, bad := range []string{"", ".", "/abs", "../up", "a//b"} {
		if err := e.ScanReader(t.Context(), bad, strings.NewReader(""), nil, d, &c); err == nil {
			t.Errorf("ScanReader(%q) succeeded", bad)
		}
		if err := e.ScanFile(t.Context(), fstest.MapFS{}, bad, nil, d, &c); err == nil {
			t.Errorf("ScanFile(%q) succeeded", bad)
		}
	}
	fsys := mapFS(map[string]string{"x/y": "line1\n  tok_abcdefgh"})
	if err := e.ScanFile(t.Context(), fsys, "x/y", nil, d, &c); err != nil {
		t.Fatal(err)
	}
	if len(c.findings) != 1 || c.findings[0].Line != 2 || c.findings[0].Column != 3 {
		t.Fatalf("findings = %+v, want one at 2:3", c.findings)
	}
}

// TestScanFSNamesOfAnyBytes: over the workspace view every backend gives
// the engine (internal/dirfs), a file whose name is not UTF-8 is scanned,
// not skipped, and its findings carry the escaped name.
func TestScanFSNamesOfAnyBytes(t *testing.T) {
	dir := t.TempDir()
	raw := "d\x80/\xff\xfe.env"
	if err := os.MkdirAll(filepath.Join(dir, "d\x80"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, raw), []byte("x tok_abcdefgh y"), 0o644); err != nil {
		t.Skipf("this file system refuses a non-UTF-8 name: %v", err)
	}
	fsys, err := dirfs.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	d := &tokenDetector{radius: 16}
	e, err := New(d.Info(), Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	var c collector
	if err := e.ScanFS(t.Context(), fsys, nil, d, &c); err != nil {
		t.Fatal(err)
	}
	if len(c.findings) != 1 || c.findings[0].Path != fsname.Escape(raw) || len(c.logs) != 0 {
		t.Fatalf("findings %+v, logs %q; want one in %q and nothing skipped", c.findings, c.logs, fsname.Escape(raw))
	}
}

// keystoreDetector is tokenDetector plus a path pattern: every .p12 file
// is a finding of rule "keystore" from its path window.
type keystoreDetector struct {
	tokenDetector
	// pathMutate, if set, changes each path finding before it is reported.
	pathMutate func(*scanner.Finding)
	pathErr    error
}

func (d *keystoreDetector) Info() scanner.Info {
	info := d.tokenDetector.Info()
	info.PathPatterns = []string{`\.p12$`, `(?i)^keys/`}
	return info
}

func (d *keystoreDetector) Detect(ctx context.Context, w *scanner.Window, out scanner.Reporter) error {
	if !w.PathOnly() {
		return d.tokenDetector.Detect(ctx, w, out)
	}
	if d.pathErr != nil {
		return d.pathErr
	}
	f := scanner.Finding{RuleID: "keystore", Fingerprint: scanner.Fingerprint("keystore", w.Path, []byte(w.Path)), Severity: scanner.SeverityHigh}
	if d.pathMutate != nil {
		d.pathMutate(&f)
	}
	return out.Finding(f)
}

// TestPathWindows: a file whose path matches one of Info.PathPatterns gets
// one path window, before its content and whatever its content: binary
// files and files over the size limit included; its findings have no
// line and come first; other files get none.
func TestPathWindows(t *testing.T) {
	d := &keystoreDetector{}
	files := map[string]string{
		"a/client.p12":  "\x00\x01binary tok_abcdefgh", // binary: the path window only
		"a/big.p12":     strings.Repeat("tok_abcdefgh\n", 100),
		"a/notes.txt":   "tok_abcdefgh",
		"a/x.p12.txt":   "nothing",
		"KEYS/id.txt":   "y tok_zzzzzzzz",
		"a/p12/readme":  "",
		"a/empty.p12":   "",
		"a/client.p12x": "",
	}
	e, err := New(d.Info(), Options{MaxFileBytes: 1000, SkipBinary: true})
	if err != nil {
		t.Fatal(err)
	}
	var c collector
	if err := e.ScanFS(t.Context(), mapFS(files), nil, d, &c); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range c.findings {
		got = append(got, fmt.Sprintf("%s %s:%d [%d,%d)", f.RuleID, f.Path, f.Line, f.StartOffset, f.EndOffset))
	}
	want := []string{
		"keystore KEYS/id.txt:0 [0,0)", "token KEYS/id.txt:1 [2,14)",
		"keystore a/big.p12:0 [0,0)",    // over the size limit: its content is not scanned
		"keystore a/client.p12:0 [0,0)", // not a/empty.p12: an empty file holds nothing

		"token a/notes.txt:1 [0,12)",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("findings\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if !slices.ContainsFunc(c.logs, func(l string) bool { return strings.Contains(l, `"a/big.p12": 1300 bytes is over the file size limit`) }) {
		t.Errorf("logs %q lack the size limit of a/big.p12", c.logs)
	}

	// ScanReader and ScanFile give the path window too.
	for name, scan := range map[string]func(*collector) error{
		"reader": func(c *collector) error {
			return e.ScanReader(t.Context(), "in/archive/k.p12", strings.NewReader("tok_abcdefgh"), nil, d, c)
		},
		"file": func(c *collector) error { return e.ScanFile(t.Context(), mapFS(files), "a/client.p12", nil, d, c) },
	} {
		var c collector
		if err := scan(&c); err != nil || len(c.findings) == 0 || c.findings[0].RuleID != "keystore" {
			t.Errorf("%s: %v, findings %+v; want the keystore first", name, err, c.findings)
		}
	}
}

// TestBadPathWindowFindings: a path window's finding must be about the
// file (offsets [0,0)) and its path; a Detect error fails the scan naming
// the path window.
func TestBadPathWindowFindings(t *testing.T) {
	for _, tt := range []struct {
		name    string
		d       *keystoreDetector
		wantErr string
	}{
		{"offsets", &keystoreDetector{pathMutate: func(f *scanner.Finding) { f.EndOffset = 3 }}, "offsets [0,3), not [0,0)"},
		{"other path", &keystoreDetector{pathMutate: func(f *scanner.Finding) { f.Path = "other" }}, `names path "other"`},
		{"invalid", &keystoreDetector{pathMutate: func(f *scanner.Finding) { f.Severity = "dire" }}, "invalid finding in the path window of k.p12"},
		{"error", &keystoreDetector{pathErr: errors.New("boom")}, "on the path window of k.p12: boom"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e, err := New(tt.d.Info(), Options{})
			if err != nil {
				t.Fatal(err)
			}
			var c collector
			err = e.ScanFS(t.Context(), mapFS(map[string]string{"k.p12": "x"}), nil, tt.d, &c)
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("ScanFS = %v, want an error containing %q", err, tt.wantErr)
			}
		})
	}
}

func TestInfoPathPatternsValidated(t *testing.T) {
	for _, tt := range []struct {
		patterns []string
		wantErr  string
	}{
		{[]string{`\.p12$`, ""}, "path_patterns[1] must be 1..4096 bytes"},
		{[]string{`(`}, "path_patterns[0]: error parsing regexp"},
		{make([]string, scanner.MaxPathPatterns+1), "257 patterns, over 256"},
	} {
		info := (&tokenDetector{}).Info()
		info.PathPatterns = tt.patterns
		if _, err := New(info, Options{}); err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("%q: New = %v, want %q", tt.patterns, err, tt.wantErr)
		}
	}
}
