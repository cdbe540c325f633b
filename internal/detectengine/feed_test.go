package detectengine

import (
	"context"
	"fmt"
	"io/fs"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// gateDetector holds its Detect call on file "a" until release says so,
// counts the calls on every other file, and reports perFile findings in
// each of them.
type gateDetector struct {
	perFile int
	others  atomic.Int64
	// release is asked after each call on another file, and once when the
	// call on "a" starts; "a" goes on when it returns true.
	release func(others int64) bool

	mu       sync.Mutex
	gate     chan struct{}
	released bool
	// othersAtRelease is the count of calls on other files when "a" went on.
	othersAtRelease int64
}

func newGateDetector(perFile int, release func(int64) bool) *gateDetector {
	return &gateDetector{perFile: perFile, release: release, gate: make(chan struct{})}
}

func (d *gateDetector) Info() scanner.Info {
	return scanner.Info{Name: "gate", Version: "1", Kind: scanner.KindDetector, Keywords: []string{"x"}}
}

func (d *gateDetector) check() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if n := d.others.Load(); !d.released && d.release(n) {
		d.released, d.othersAtRelease = true, n
		close(d.gate)
	}
}

func (d *gateDetector) Detect(ctx context.Context, w *scanner.Window, out scanner.Reporter) error {
	if w.Path == "a" {
		d.check()
		select {
		case <-d.gate:
		case <-ctx.Done():
			return ctx.Err()
		}
	} else {
		d.others.Add(1)
		defer d.check()
	}
	for i := range d.perFile {
		f := scanner.Finding{RuleID: "x", Path: w.Path, StartOffset: int64(i), EndOffset: int64(i + 1),
			Fingerprint: scanner.Fingerprint("x", w.Path, []byte{byte(i)}), Severity: scanner.SeverityLow}
		if err := out.Finding(f); err != nil {
			return err
		}
	}
	return nil
}

// gateFiles is "a" followed by n files, each with perFile x's.
func gateFiles(n, perFile int) map[string]string {
	files := map[string]string{"a": strings.Repeat("x", perFile)}
	for i := range n {
		files[fmt.Sprintf("b%04d", i)] = strings.Repeat("x", perFile)
	}
	return files
}

// scanWithDeadline runs ScanFS with a deadline that turns a stuck scan
// (the failure these tests look for) into an error instead of a hang.
func scanWithDeadline(t *testing.T, e *Engine, files map[string]string, d scanner.Detector) *collector {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	c := &collector{}
	if err := e.ScanFS(ctx, mapFS(files), nil, d, c); err != nil {
		t.Fatalf("ScanFS: %v (a stuck scan: the files after the slow one were not scanned while it ran)", err)
	}
	return c
}

// checkWalkOrder checks that every file's findings came, in walk order.
func checkWalkOrder(t *testing.T, c *collector, files map[string]string, perFile int) {
	t.Helper()
	if want := len(files) * perFile; len(c.findings) != want {
		t.Fatalf("%d findings, want %d", len(c.findings), want)
	}
	for i := 1; i < len(c.findings); i++ {
		if c.findings[i-1].Path > c.findings[i].Path {
			t.Fatalf("finding %d of %s reported after one of %s: not in walk order", i, c.findings[i].Path, c.findings[i-1].Path)
		}
	}
}

// A file that takes long holds up the reports of the files after it, not
// their scanning: while one worker is on "a", the other scans all of the
// 100 files after it (the walk used to stop 2×Workers files ahead of the
// reports, leaving the other worker idle).
func TestSlowFileDoesNotStopOtherWorkers(t *testing.T) {
	const n = 100
	d := newGateDetector(0, func(others int64) bool { return others == n })
	e, err := New(d.Info(), Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	files := gateFiles(n, 1)
	c := scanWithDeadline(t, e, files, d)
	if d.othersAtRelease != n {
		t.Fatalf("%d other files scanned while a was held, want %d", d.othersAtRelease, n)
	}
	if p := c.progress[len(c.progress)-1]; p.Files != n+1 {
		t.Fatalf("final progress %+v, want %d files", p, n+1)
	}
}

// The findings of files scanned ahead of the reports are bounded: once
// finished, unreported files hold more than MaxFindingsPerFile findings,
// the walk hands out no more files until the reports catch up.
func TestRunAheadBoundedByHeldFindings(t *testing.T) {
	const n, perFile, workers = 100, 5, 2
	var waited atomic.Bool
	d := newGateDetector(perFile, func(int64) bool { return waited.Load() })
	// The walk waiting for room releases "a" (every other file may have
	// finished already, so no Detect call would look again).
	testHookWaitForRoom = func() { waited.Store(true); d.check() }
	t.Cleanup(func() { testHookWaitForRoom = nil })
	e, err := New(d.Info(), Options{Workers: workers, MaxFindingsPerFile: perFile})
	if err != nil {
		t.Fatal(err)
	}
	files := gateFiles(n, perFile)
	c := scanWithDeadline(t, e, files, d)
	// Before the walk stops: the file that takes the held findings over
	// the bound, the one before it, and what the workers and the jobs
	// buffer had taken.
	if limit := int64(2 + 2*workers); d.othersAtRelease > limit {
		t.Fatalf("%d other files scanned while a was held, want at most %d", d.othersAtRelease, limit)
	}
	checkWalkOrder(t, c, files, perFile)
}

// readCountFS counts the reads of its files and those made after a file's
// last byte was returned.
type readCountFS struct {
	fs.FS
	reads, afterEnd atomic.Int64
}

type readCountFile struct {
	fs.File
	fsys *readCountFS
	left int64
}

func (c *readCountFS) Open(name string) (fs.File, error) {
	f, err := c.FS.Open(name)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		return f, err
	}
	return &readCountFile{File: f, fsys: c, left: st.Size()}, nil
}

func (f *readCountFile) Read(p []byte) (int, error) {
	f.fsys.reads.Add(1)
	if f.left == 0 {
		f.fsys.afterEnd.Add(1)
	}
	n, err := f.File.Read(p)
	f.left -= int64(n)
	return n, err
}

// A file of known size is read without the read that would only report
// its end, except after a last chunk that filled the buffer exactly; the
// findings are those of the reference.
func TestReadStopsAtFileSize(t *testing.T) {
	d := &tokenDetector{radius: 16}
	e, err := New(d.Info(), Options{ChunkBytes: 1024, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{"empty": ""}
	sizes := []int{1, 100, 1023, 1024, 1025, 2048, 3000}
	for _, n := range sizes {
		files[fmt.Sprintf("f%04d", n)] = strings.Repeat("tok_abcd1234 ", n/13+1)[:n]
	}
	fsys := &readCountFS{FS: mapFS(files)}
	c := &collector{}
	if err := e.ScanFS(t.Context(), fsys, nil, d, c); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(c.findings, reference(files)) {
		t.Fatalf("findings differ from the reference")
	}
	// The empty file and the two whose size is a multiple of the chunk
	// need one read to see their end.
	if got := fsys.afterEnd.Load(); got != 3 {
		t.Errorf("%d reads after a file's last byte, want 3 (empty, f1024, f2048)", got)
	}
	var want int64 = 1 // the empty file
	for _, n := range sizes {
		want += int64((n + 1023) / 1024)
		if n%1024 == 0 {
			want++
		}
	}
	if got := fsys.reads.Load(); got != want {
		t.Errorf("%d reads, want %d", got, want)
	}
}
