package wasmguest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/sluicehq/sluice/internal/wasmabi"
	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// The wasip1 build binds the guest to the "sluice" imports (wasip1.go);
// these tests drive the same guest through the exports' methods with a
// recording host, so the ABI logic is tested on every platform.

// recorder is a host that keeps what the guest passed it.
type recorder struct {
	infoJSON   []byte
	filters    []byte
	records    [][]byte // one entry per findings call
	limit      int      // findings calls accepted before wasmabi.FindingLimit; <0 never
	progressed []scanner.Progress
	logs       []string
	err        string
}

func (r *recorder) info(b []byte) { r.infoJSON = append([]byte(nil), b...) }

func (r *recorder) findings(b []byte) uint32 {
	if r.limit >= 0 && len(r.records) >= r.limit {
		return wasmabi.FindingLimit
	}
	r.records = append(r.records, append([]byte(nil), b...))
	return wasmabi.FindingAccepted
}

func (r *recorder) progress(files, bytes int64) {
	r.progressed = append(r.progressed, scanner.Progress{Files: files, Bytes: bytes})
}

func (r *recorder) log(level uint32, msg string) {
	r.logs = append(r.logs, fmt.Sprintf("%d:%s", level, msg))
}

func (r *recorder) setError(msg string) { r.err = msg }

func (r *recorder) hitFilters(b []byte) { r.filters = append([]byte(nil), b...) }

func newGuest(s scanner.Scanner) (*guest, *recorder) {
	r := &recorder{limit: -1}
	return &guest{s: s, host: r}, r
}

// parsed decodes every finding record the host received.
func (r *recorder) parsed(t *testing.T) (windows []uint32, fs []scanner.Finding) {
	t.Helper()
	for _, b := range r.records {
		for len(b) > 0 {
			w, f, rest, err := wasmabi.ParseFinding(b)
			if err != nil {
				t.Fatalf("ParseFinding: %v", err)
			}
			windows, fs, b = append(windows, w), append(fs, f), rest
		}
	}
	return windows, fs
}

// load writes b into the guest's exchange buffer as the host does and
// returns its length.
func load(g *guest, b []byte) uint32 {
	copy(g.buffer(uint32(len(b))), b)
	return uint32(len(b))
}

// kwDetector reports one finding at every "key" in a window and records
// which method the guest called.
type kwDetector struct {
	calls []string
	err   error
	panic bool
	req   *scanner.Request
}

func (d *kwDetector) Info() scanner.Info {
	return scanner.Info{Name: "kw", Version: "1", Kind: scanner.KindDetector, Keywords: []string{"key"}}
}

func (d *kwDetector) Detect(ctx context.Context, w *scanner.Window, out scanner.Reporter) error {
	d.calls = append(d.calls, "Detect")
	return d.report(w, out, func(yield func(int)) {
		for i := 0; ; {
			j := strings.Index(string(w.Data[i:]), "key")
			if j < 0 {
				return
			}
			yield(i + j)
			i += j + 3
		}
	})
}

func (d *kwDetector) DetectHits(ctx context.Context, w *scanner.Window, hits []detect.Hit, out scanner.Reporter) error {
	d.calls = append(d.calls, "DetectHits")
	return d.report(w, out, func(yield func(int)) {
		for _, h := range hits {
			yield(h.Start)
		}
	})
}

func (d *kwDetector) report(w *scanner.Window, out scanner.Reporter, starts func(func(int))) error {
	d.req = w.Request
	if d.panic {
		panic("boom")
	}
	if d.err != nil {
		return d.err
	}
	var err error
	starts(func(s int) {
		if err == nil {
			err = out.Finding(scanner.Finding{RuleID: "kw", StartOffset: int64(s), EndOffset: int64(s + 3),
				Match: "key", Fingerprint: strings.Repeat("0", 64), Severity: scanner.SeverityLow})
		}
	})
	out.Progress(scanner.Progress{Files: 1, Bytes: int64(len(w.Data))})
	out.Log(scanner.LevelWarn, "window at "+fmt.Sprint(w.Offset))
	return err
}

var _ HitDetector = (*kwDetector)(nil)

func TestGuestDescribe(t *testing.T) {
	g, r := newGuest(nil)
	if st := g.describe(); st != wasmabi.StatusError || !strings.Contains(r.err, "wasmguest.Register") {
		t.Fatalf("describe() with no scanner = %d, %q; want wasmabi.StatusError naming Register", st, r.err)
	}
	g, r = newGuest(badInfo{})
	if st := g.describe(); st != wasmabi.StatusError || !strings.Contains(r.err, "scanner info") {
		t.Fatalf("describe() with invalid info = %d, %q; want wasmabi.StatusError", st, r.err)
	}
	d := &kwDetector{}
	g, r = newGuest(d)
	if st := g.describe(); st != wasmabi.StatusOK {
		t.Fatalf("describe() = %d (%s)", st, r.err)
	}
	var got scanner.Info
	if err := json.Unmarshal(r.infoJSON, &got); err != nil || got.Name != "kw" || got.Keywords[0] != "key" {
		t.Fatalf("info %s (%v)", r.infoJSON, err)
	}
}

type badInfo struct{}

func (badInfo) Info() scanner.Info { return scanner.Info{Name: "Bad Name", Kind: scanner.KindTree} }

func TestGuestBuffer(t *testing.T) {
	g, _ := newGuest(nil)
	if b := g.buffer(0); len(b) < 1 {
		t.Fatalf("buffer(0) has %d bytes; the host needs a valid address", len(b))
	}
	b := g.buffer(100)
	if len(b) < 100 {
		t.Fatalf("buffer(100) has %d bytes", len(b))
	}
	if b2 := g.buffer(10); &b2[0] != &b[0] {
		t.Fatal("a smaller buffer request moved the buffer")
	}
}

func TestGuestBegin(t *testing.T) {
	g, r := newGuest(&kwDetector{})
	g.buffer(8)
	if st := g.begin(uint32(len(g.buf) + 1)); st != wasmabi.StatusBadInput || !strings.Contains(r.err, "past the") {
		t.Fatalf("begin past the buffer = %d, %q", st, r.err)
	}
	if st := g.begin(load(g, []byte("{nope"))); st != wasmabi.StatusBadInput || !strings.Contains(r.err, "decoding the request") {
		t.Fatalf("begin with bad JSON = %d, %q", st, r.err)
	}
	if st := g.begin(load(g, []byte(`{"job_id":"j1","attempt":2}`))); st != wasmabi.StatusOK || g.req.JobID != "j1" || g.req.Attempt != 2 {
		t.Fatalf("begin = %d, req %+v", st, g.req)
	}
}

func TestGuestDetect(t *testing.T) {
	d := &kwDetector{}
	g, r := newGuest(d)
	g.begin(load(g, []byte(`{"job_id":"j1"}`)))
	// Window 0 was searched by the host (one hit, at 4); window 1 was not
	// and holds two keywords the detector must find itself.
	b := wasmabi.EncodeBatch("dir/f.txt",
		wasmabi.BatchWindow{Offset: 0, Data: []byte("the key"), Searched: true, Hits: []detect.Hit{{Keyword: 0, Start: 4, End: 7}}},
		wasmabi.BatchWindow{Offset: 100, Data: []byte("key and key")})
	if st := g.detect(load(g, b)); st != wasmabi.StatusOK {
		t.Fatalf("detect() = %d (%s)", st, r.err)
	}
	if strings.Join(d.calls, ",") != "DetectHits,Detect" {
		t.Fatalf("calls %v, want DetectHits for the searched window and Detect for the other", d.calls)
	}
	if d.req == nil || d.req.JobID != "j1" {
		t.Fatalf("window request %+v, want the begun job", d.req)
	}
	windows, got := r.parsed(t)
	if fmt.Sprint(windows) != "[0 1 1]" || got[0].StartOffset != 4 || got[1].StartOffset != 0 || got[2].StartOffset != 8 {
		t.Fatalf("findings in windows %v: %+v", windows, got)
	}
	if len(r.progressed) != 2 || r.progressed[1].Bytes != 11 {
		t.Fatalf("progress %v", r.progressed)
	}
	if len(r.logs) != 2 || r.logs[1] != fmt.Sprintf("%d:window at 100", wasmabi.LogWarn) {
		t.Fatalf("logs %q", r.logs)
	}
}

func TestGuestDetectFailures(t *testing.T) {
	one := wasmabi.EncodeBatch("f", wasmabi.BatchWindow{Data: []byte("key")})
	tests := []struct {
		name   string
		s      scanner.Scanner
		input  []byte
		n      func(g *guest) uint32
		status wasmabi.Status
		msg    string
	}{
		{"not a detector", treeScanner{}, one, nil, wasmabi.StatusBadInput, "not a detector"},
		{"length past the buffer", &kwDetector{}, one, func(g *guest) uint32 { return uint32(len(g.buf) + 1) }, wasmabi.StatusBadInput, "past the"},
		{"malformed batch", &kwDetector{}, one[:len(one)-1], nil, wasmabi.StatusBadInput, "detect:"},
		{"scanner error", &kwDetector{err: errors.New("disk on fire")}, one, nil, wasmabi.StatusError, "disk on fire"},
		{"bad request", &kwDetector{err: fmt.Errorf("option x: %w", scanner.ErrBadRequest)}, one, nil, wasmabi.StatusBadRequest, "option x"},
		{"limit", &kwDetector{err: scanner.ErrLimit}, one, nil, wasmabi.StatusLimit, ""},
		{"cancelled", &kwDetector{err: context.Canceled}, one, nil, wasmabi.StatusCancelled, "canceled"},
		{"deadline", &kwDetector{err: context.DeadlineExceeded}, one, nil, wasmabi.StatusCancelled, "deadline"},
		{"panic", &kwDetector{panic: true}, one, nil, wasmabi.StatusError, "scanner panic: boom"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, r := newGuest(tt.s)
			n := load(g, tt.input)
			if tt.n != nil {
				n = tt.n(g)
			}
			if st := g.detect(n); st != tt.status || !strings.Contains(r.err, tt.msg) {
				t.Fatalf("detect() = %d, %q; want %d with %q", st, r.err, tt.status, tt.msg)
			}
		})
	}
}

func TestGuestHostLimit(t *testing.T) {
	d := &kwDetector{}
	g, r := newGuest(d)
	r.limit = 0
	b := wasmabi.EncodeBatch("f", wasmabi.BatchWindow{Data: []byte("key")})
	if st := g.detect(load(g, b)); st != wasmabi.StatusLimit || !strings.Contains(r.err, scanner.ErrLimit.Error()) {
		t.Fatalf("detect() with the host at its limit = %d, %q; want wasmabi.StatusLimit", st, r.err)
	}
	// Past the limit, a reporter refuses at once instead of collecting.
	if err := (reporter{g}).Finding(scanner.Finding{}); !errors.Is(err, scanner.ErrLimit) {
		t.Fatalf("Finding after the limit = %v", err)
	}
	// The next call starts afresh.
	r.limit = -1
	if st := g.detect(load(g, b)); st != wasmabi.StatusOK {
		t.Fatalf("detect() after the limit was lifted = %d (%s)", st, r.err)
	}
}

func TestGuestFlushesLargeOutput(t *testing.T) {
	// Enough findings to pass FlushBytes go to the host in several calls.
	data := []byte(strings.Repeat("key ", 4000))
	g, r := newGuest(&kwDetector{})
	if st := g.detect(load(g, wasmabi.EncodeBatch("f", wasmabi.BatchWindow{Data: data}))); st != wasmabi.StatusOK {
		t.Fatalf("detect() = %d (%s)", st, r.err)
	}
	if len(r.records) < 2 {
		t.Fatalf("%d findings calls; want a flush before the end", len(r.records))
	}
	if _, got := r.parsed(t); len(got) != 4000 {
		t.Fatalf("%d findings, want 4000", len(got))
	}
}

type treeScanner struct{ err error }

func (treeScanner) Info() scanner.Info {
	return scanner.Info{Name: "tree", Version: "1", Kind: scanner.KindTree}
}

func (s treeScanner) ScanTree(ctx context.Context, req *scanner.Request, fsys fs.FS, out scanner.Reporter) error {
	if s.err != nil {
		return s.err
	}
	return fs.WalkDir(fsys, ".", func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		return out.Finding(scanner.Finding{RuleID: "file", Path: p, Fingerprint: strings.Repeat("0", 64),
			Severity: scanner.SeverityInfo, Message: req.JobID})
	})
}

func TestGuestScanTree(t *testing.T) {
	g, r := newGuest(treeScanner{})
	g.begin(load(g, []byte(`{"job_id":"j2"}`)))
	fsys := fstest.MapFS{"a.txt": {Data: []byte("x")}, "d/b.txt": {Data: []byte("y")}}
	if st := g.scanTree(fsys); st != wasmabi.StatusOK {
		t.Fatalf("scanTree() = %d (%s)", st, r.err)
	}
	_, got := r.parsed(t)
	if len(got) != 2 || got[0].Path != "a.txt" || got[1].Path != "d/b.txt" || got[0].Message != "j2" {
		t.Fatalf("findings %+v", got)
	}

	g, r = newGuest(treeScanner{err: fmt.Errorf("bad option: %w", scanner.ErrBadRequest)})
	if st := g.scanTree(fsys); st != wasmabi.StatusBadRequest {
		t.Fatalf("scanTree() with a bad request = %d (%s)", st, r.err)
	}
	g, r = newGuest(&kwDetector{})
	if st := g.scanTree(fsys); st != wasmabi.StatusBadInput || !strings.Contains(r.err, "not a tree scanner") {
		t.Fatalf("scanTree() on a detector = %d, %q", st, r.err)
	}
}

func TestGuestFailCutsLongMessages(t *testing.T) {
	g, r := newGuest(nil)
	g.fail(wasmabi.StatusError, errors.New(strings.Repeat("x", wasmabi.MaxErrorBytes+10)))
	if len(r.err) != wasmabi.MaxErrorBytes {
		t.Fatalf("error of %d bytes passed to the host, want %d", len(r.err), wasmabi.MaxErrorBytes)
	}
}

func TestRegister(t *testing.T) {
	registeredMu.Lock()
	saved := registered
	registered = nil
	registeredMu.Unlock()
	t.Cleanup(func() {
		registeredMu.Lock()
		registered = saved
		registeredMu.Unlock()
	})
	mustPanic := func(what string, f func()) {
		t.Helper()
		defer func() {
			if recover() == nil {
				t.Fatalf("%s did not panic", what)
			}
		}()
		f()
	}
	mustPanic("Register(nil)", func() { Register(nil) })
	s := treeScanner{}
	Register(s)
	if registeredScanner() != scanner.Scanner(s) {
		t.Fatal("registeredScanner() does not return the registered scanner")
	}
	mustPanic("a second Register", func() { Register(s) })
}
