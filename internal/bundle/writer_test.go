package bundle

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/sdk/scanner"
)

func TestRoundTrip(t *testing.T) {
	t.Parallel()
	tmp, ready := t.TempDir(), filepath.Join(t.TempDir(), "ready")
	evs := sampleEvents(25)
	w, err := Create(tmp, testHeader(), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	writeEvents(t, w, evs)
	if got := w.Findings(); got != 25 {
		t.Fatalf("Findings() = %d, want 25", got)
	}
	s, err := w.Seal(CompletionPartialTimeout, ready)
	if err != nil {
		t.Fatal(err)
	}
	if s.Path != filepath.Join(ready, s.Digest+Extension) || s.Findings != 25 || s.Records != int64(len(evs))+1 {
		t.Fatalf("sealed = %+v", s)
	}
	if names := listDir(t, tmp); len(names) != 0 {
		t.Fatalf("temp dir not empty after seal: %v", names)
	}
	fi, err := os.Stat(s.Path)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != state.FileMode || fi.Size() != s.Size {
		t.Fatalf("bundle mode %v size %d, want %v size %d", fi.Mode().Perm(), fi.Size(), state.FileMode, s.Size)
	}
	if di, _ := os.Stat(ready); di.Mode().Perm() != state.DirMode {
		t.Fatalf("ready dir mode %v", di.Mode().Perm())
	}

	want := testIdentity()
	sum, err := Verify(s.Path, Limits{}, &want)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Digest != s.Digest || sum.Size != s.Size || sum.Counts != (Counts{Findings: 25, Progress: 2, Logs: 1, Errors: 1}) {
		t.Fatalf("summary = %+v", sum)
	}
	if sum.Trailer.Completion != CompletionPartialTimeout || sum.Trailer.Records != s.Records || sum.Trailer.Dropped != 0 {
		t.Fatalf("trailer = %+v", sum.Trailer)
	}

	r, err := Open(s.Path, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	h := r.Header()
	// Without rules to describe, the writer writes version 1.
	if h.FormatVersion != 1 || h.Identity != testIdentity() || h.Scanner != "secrets/generic" {
		t.Fatalf("header = %+v", h)
	}
	recs, err := drain(r)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != len(evs) {
		t.Fatalf("read %d records, wrote %d", len(recs), len(evs))
	}
	for i, ev := range evs {
		rec := recs[i]
		if rec.Index != int64(i+1) {
			t.Fatalf("record %d has index %d", i, rec.Index)
		}
		switch {
		case ev.finding != nil:
			if rec.Type != TypeFinding || rec.Finding != *ev.finding {
				t.Fatalf("record %d = %+v, want finding %+v", i, rec, *ev.finding)
			}
		case ev.progress != nil:
			if rec.Type != TypeProgress || rec.Progress != *ev.progress {
				t.Fatalf("record %d = %+v, want progress %+v", i, rec, *ev.progress)
			}
		case ev.isErr:
			if rec.Type != TypeError || rec.Message != ev.msg {
				t.Fatalf("record %d = %+v, want error %q", i, rec, ev.msg)
			}
		default:
			if rec.Type != TypeLog || rec.Level != ev.level || rec.Message != ev.msg {
				t.Fatalf("record %d = %+v, want log %q", i, rec, ev.msg)
			}
		}
	}
	if r.Trailer() != sum.Trailer || r.Digest() != s.Digest {
		t.Fatalf("reader trailer %+v digest %s", r.Trailer(), r.Digest())
	}
	if _, err := r.Next(); !errors.Is(err, io.EOF) {
		t.Fatalf("Next after EOF = %v, want EOF again", err)
	}
}

func TestEmptyBundle(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s := sealEvents(t, dir, testHeader(), Limits{}, nil, CompletionComplete)
	sum, err := Verify(s.Path, Limits{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Trailer.Records != 1 || sum.Counts != (Counts{}) {
		t.Fatalf("summary = %+v", sum)
	}
}

func TestDeterministic(t *testing.T) {
	t.Parallel()
	for _, n := range []int{0, 3, 3000} { // 3000 findings span several zstd blocks
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			evs := sampleEvents(n)
			a := sealEvents(t, t.TempDir(), testHeader(), Limits{}, evs, CompletionComplete)
			b := sealEvents(t, t.TempDir(), testHeader(), Limits{}, evs, CompletionComplete)
			if a.Digest != b.Digest || string(readAll(t, a.Path)) != string(readAll(t, b.Path)) {
				t.Fatalf("same events gave different bundles: %s vs %s", a.Digest, b.Digest)
			}
			c := sealEvents(t, t.TempDir(), testHeader(), Limits{}, evs, CompletionPartialTimeout)
			if c.Digest == a.Digest {
				t.Fatal("completion does not change the digest")
			}
		})
	}
}

func TestSealSameBundleTwiceIntoOneDir(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	a := sealEvents(t, dir, testHeader(), Limits{}, sampleEvents(2), CompletionComplete)
	b := sealEvents(t, dir, testHeader(), Limits{}, sampleEvents(2), CompletionComplete)
	if a.Path != b.Path {
		t.Fatalf("paths differ: %s %s", a.Path, b.Path)
	}
	if names := listDir(t, dir); len(names) != 1 {
		t.Fatalf("dir holds %v", names)
	}
}

func TestAbortAndClosed(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	w, err := Create(dir, testHeader(), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	f := testFinding(1)
	if err := w.Finding(f); err != nil {
		t.Fatal(err)
	}
	if names := listDir(t, dir); len(names) != 1 || !strings.HasPrefix(names[0], state.TempPrefix) {
		t.Fatalf("dir holds %v, want one temp file", names)
	}
	if err := w.Abort(); err != nil {
		t.Fatal(err)
	}
	if names := listDir(t, dir); len(names) != 0 {
		t.Fatalf("abort left %v", names)
	}
	if err := w.Abort(); err != nil {
		t.Fatalf("second abort: %v", err)
	}
	for name, call := range map[string]func() error{
		"finding":  func() error { return w.Finding(f) },
		"progress": func() error { return w.Progress(scanner.Progress{}) },
		"log":      func() error { return w.Log(scanner.LevelInfo, "x") },
		"error":    func() error { return w.Error("x") },
		"seal":     func() error { _, err := w.Seal(CompletionComplete, dir); return err },
	} {
		if err := call(); !errors.Is(err, ErrClosed) {
			t.Errorf("%s after abort: %v, want ErrClosed", name, err)
		}
	}
}

func TestAbortAfterSealKeepsBundle(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	w, err := Create(dir, testHeader(), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	s, err := w.Seal(CompletionComplete, dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Abort(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(s.Path); err != nil {
		t.Fatalf("abort after seal removed the bundle: %v", err)
	}
	if err := w.Finding(testFinding(0)); !errors.Is(err, ErrClosed) {
		t.Fatalf("finding after seal: %v", err)
	}
}

func TestWriterRejectsBadInput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	t.Run("header", func(t *testing.T) {
		for name, mut := range map[string]func(*Header){
			"version":     func(h *Header) { h.FormatVersion = FormatVersion + 1 },
			"job id":      func(h *Header) { h.Identity.JobID = "../x" },
			"worker id":   func(h *Header) { h.Identity.WorkerID = "" },
			"attempt":     func(h *Header) { h.Identity.Attempt = 0 },
			"slot":        func(h *Header) { h.Identity.Slot = -1 },
			"package":     func(h *Header) { h.Identity.PackageDigest = "" },
			"scanner":     func(h *Header) { h.Scanner = "a b" },
			"version str": func(h *Header) { h.ScannerVersion = "1\x1b[31m" },
			"workspace":   func(h *Header) { h.WorkspaceDigest = strings.Repeat("a", MaxDigestLen+1) },
		} {
			h := testHeader()
			mut(&h)
			if _, err := Create(dir, h, Limits{}); err == nil {
				t.Errorf("%s: Create accepted %+v", name, h)
			}
		}
		if names := listDir(t, dir); len(names) != 0 {
			t.Fatalf("failed Create left %v", names)
		}
	})
	t.Run("limits", func(t *testing.T) {
		for _, lim := range []Limits{{MaxFileBytes: -1}, {MaxRecordBytes: MinRecordBytes - 1}, {MaxRecords: 1}} {
			if _, err := Create(dir, testHeader(), lim); err == nil {
				t.Errorf("Create accepted limits %+v", lim)
			}
		}
	})
	w, err := Create(dir, testHeader(), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	bad := testFinding(0)
	bad.Fingerprint = "nothex"
	if err := w.Finding(bad); err == nil || errors.Is(err, ErrLimit) {
		t.Errorf("invalid finding: %v", err)
	}
	if err := w.Progress(scanner.Progress{Files: -1}); err == nil {
		t.Error("negative progress accepted")
	}
	if err := w.Log("loud", "x"); err == nil {
		t.Error("unknown level accepted")
	}
	if _, err := w.Seal("done", dir); err == nil {
		t.Error("unknown completion accepted")
	}
	// The writer is still usable after rejected input.
	s, err := w.Seal(CompletionComplete, dir)
	if err != nil {
		t.Fatal(err)
	}
	if sum, err := Verify(s.Path, Limits{}, nil); err != nil || sum.Trailer.Records != 1 || sum.Trailer.Dropped != 0 {
		t.Fatalf("verify: %+v %v", sum, err)
	}
}

func TestMessagesAreCleaned(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	w, err := Create(dir, testHeader(), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	long := strings.Repeat("é", MaxMessageBytes) // 2 bytes a rune
	if err := w.Log(scanner.LevelInfo, "bad \xff utf8"); err != nil {
		t.Fatal(err)
	}
	if err := w.Error(long); err != nil {
		t.Fatal(err)
	}
	s, err := w.Seal(CompletionComplete, dir)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Open(s.Path, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	recs, err := drain(r)
	if err != nil {
		t.Fatal(err)
	}
	if recs[0].Message != "bad \uFFFD utf8" {
		t.Errorf("log message = %q", recs[0].Message)
	}
	if m := recs[1].Message; len(m) != MaxMessageBytes || m != long[:MaxMessageBytes] {
		t.Errorf("error message is %d bytes, want %d", len(m), MaxMessageBytes)
	}
}

func TestConcurrentWrites(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	w, err := Create(dir, testHeader(), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	const goroutines, each = 8, 300
	var wg sync.WaitGroup
	for g := range goroutines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range each {
				n := g*each + i
				if err := w.Finding(testFinding(n)); err != nil {
					t.Error(err)
					return
				}
				if i%50 == 0 {
					if err := w.Progress(scanner.Progress{Files: int64(i)}); err != nil {
						t.Error(err)
					}
					if err := w.Log(scanner.LevelDebug, fmt.Sprintf("g%d at %d", g, i)); err != nil {
						t.Error(err)
					}
				}
				_ = w.Findings()
			}
		}()
	}
	wg.Wait()
	s, err := w.Seal(CompletionComplete, dir)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Open(s.Path, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	recs, err := drain(r)
	if err != nil {
		t.Fatal(err)
	}
	seen := make(map[string]bool)
	for _, rec := range recs {
		if rec.Type == TypeFinding {
			seen[rec.Finding.Path] = true
		}
	}
	if len(seen) != goroutines*each || s.Findings != goroutines*each {
		t.Fatalf("read %d distinct findings, sealed %d, want %d", len(seen), s.Findings, goroutines*each)
	}
}

func TestSealFailureRemovesTemp(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	w, err := Create(dir, testHeader(), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	// A ready "dir" that is a regular file cannot take the bundle.
	notDir := filepath.Join(dir, "file")
	if err := os.WriteFile(notDir, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Seal(CompletionComplete, notDir); err == nil {
		t.Fatal("seal into a file succeeded")
	}
	if names := listDir(t, dir); len(names) != 1 || names[0] != "file" {
		t.Fatalf("failed seal left %v", names)
	}
	if err := w.Abort(); err != nil {
		t.Fatal(err)
	}
}

func TestSink(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	w, err := Create(dir, testHeader(), Limits{MaxLogRecords: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	sink := w.Sink()
	if err := sink.Finding(testFinding(0)); err != nil {
		t.Fatal(err)
	}
	sink.Progress(scanner.Progress{Files: 1, Bytes: 10})
	sink.Progress(scanner.Progress{Files: -1}) // invalid: skipped
	sink.Log(scanner.LevelInfo, "one")
	sink.Log(scanner.LevelInfo, "two") // over the limit: dropped
	s, err := w.Seal(CompletionComplete, dir)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := Verify(s.Path, Limits{MaxLogRecords: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Counts != (Counts{Findings: 1, Progress: 1, Logs: 1}) || sum.Trailer.Dropped != 1 {
		t.Fatalf("summary = %+v", sum)
	}
}

// TestSealProcessOnly: a writer told that nothing reads its bundle after a
// power loss (a one-shot scan's temporary state dir) seals the same bytes
// under the same name as a durable one, and leaves no temp file.
func TestSealProcessOnly(t *testing.T) {
	t.Parallel()
	evs := sampleEvents(5)
	seal := func(d state.Durability) Sealed {
		tmp, ready := t.TempDir(), filepath.Join(t.TempDir(), "ready")
		w, err := Create(tmp, testHeader(), Limits{})
		if err != nil {
			t.Fatal(err)
		}
		defer w.Abort()
		w.SetDurability(d)
		writeEvents(t, w, evs)
		s, err := w.Seal(CompletionComplete, ready)
		if err != nil {
			t.Fatalf("durability %d: %v", d, err)
		}
		if names := listDir(t, tmp); len(names) != 0 {
			t.Fatalf("durability %d: temp dir not empty after seal: %v", d, names)
		}
		want := testIdentity()
		if _, err := Verify(s.Path, Limits{}, &want); err != nil {
			t.Fatalf("durability %d: %v", d, err)
		}
		return s
	}
	durable, processOnly := seal(state.Durable), seal(state.ProcessOnly)
	if durable.Digest != processOnly.Digest || durable.Size != processOnly.Size || filepath.Base(durable.Path) != filepath.Base(processOnly.Path) {
		t.Fatalf("durable %+v, process-only %+v", durable, processOnly)
	}
}
