package detectengine

import (
	"context"
	"fmt"
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
