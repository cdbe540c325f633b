package bundle

import (
	"bytes"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/sdk/scanner"
)

func TestTrailerReserveFits(t *testing.T) {
	t.Parallel()
	var scratch bytes.Buffer
	tr := Trailer{Records: math.MaxInt64, Findings: math.MaxInt64, Dropped: math.MaxInt64, Bytes: math.MaxInt64,
		SHA256: strings.Repeat("f", 64), Completion: CompletionPartialTimeout}
	p, err := canonicalJSON(&scratch, &tr)
	if err != nil {
		t.Fatal(err)
	}
	if n := framedLen(len(p)); n > maxTrailerRecordBytes {
		t.Fatalf("largest trailer record is %d bytes, reserve is %d", n, maxTrailerRecordBytes)
	}
	if got := len(appendRecord(nil, TypeTrailer, p)); got != framedLen(len(p)) {
		t.Fatalf("framedLen = %d, appendRecord wrote %d", framedLen(len(p)), got)
	}
}

func TestDefaultLimits(t *testing.T) {
	t.Parallel()
	got, err := Limits{}.normalize()
	if err != nil || got != DefaultLimits() {
		t.Fatalf("zero limits normalize to %+v, %v", got, err)
	}
	// The default record limit fits the largest valid finding.
	f := testFinding(1)
	f.RuleID = strings.Repeat("r", scanner.MaxRuleIDLen)
	f.Path = strings.Repeat("\x01", scanner.MaxFindingPathLen) // escapes to 6 bytes each
	f.Match = strings.Repeat("\x01", scanner.MaxMatchLen)
	f.Message = strings.Repeat("\x01", scanner.MaxMessageLen)
	var scratch bytes.Buffer
	p, err := canonicalJSON(&scratch, &f)
	if err != nil {
		t.Fatal(err)
	}
	if len(p)+1 > DefaultMaxRecordBytes {
		t.Fatalf("largest finding payload is %d bytes, default record limit %d", len(p), DefaultMaxRecordBytes)
	}
}

// fillUntilLimit writes events from next until one fails with ErrLimit and
// returns how many were written.
func fillUntilLimit(t *testing.T, w *Writer, next func(i int) error) int {
	t.Helper()
	for i := 0; ; i++ {
		err := next(i)
		if err == nil {
			continue
		}
		if !errors.Is(err, ErrLimit) || !errors.Is(err, scanner.ErrLimit) {
			t.Fatalf("event %d: %v, want an ErrLimit that wraps scanner.ErrLimit", i, err)
		}
		return i
	}
}

func TestWriterLimits(t *testing.T) {
	t.Parallel()
	finding := func(w *Writer) func(int) error {
		return func(i int) error { return w.Finding(testFinding(i)) }
	}
	tests := []struct {
		name      string
		lim       Limits
		next      func(w *Writer) func(int) error
		wantCount int // events written before the limit; -1 to skip the check
	}{
		{"records", Limits{MaxRecords: 5}, finding, 3},
		{"record bytes", Limits{MaxRecordBytes: MinRecordBytes}, func(w *Writer) func(int) error {
			return func(i int) error {
				f := testFinding(i)
				f.Message = strings.Repeat("m", 60*i)
				return w.Finding(f)
			}
		}, -1},
		{"uncompressed bytes", Limits{MaxUncompressedBytes: 16 << 10}, finding, -1},
		{"file bytes", Limits{MaxFileBytes: 200 << 10}, finding, -1},
		{"log records", Limits{MaxLogRecords: 2}, func(w *Writer) func(int) error {
			return func(i int) error { return w.Log(scanner.LevelInfo, "line") }
		}, 2},
		{"progress records", Limits{MaxProgressRecords: 2}, func(w *Writer) func(int) error {
			return func(i int) error { return w.Progress(scanner.Progress{Files: int64(i)}) }
		}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			w, err := Create(dir, testHeader(), tt.lim)
			if err != nil {
				t.Fatal(err)
			}
			defer w.Abort()
			n := fillUntilLimit(t, w, tt.next(w))
			if tt.wantCount >= 0 && n != tt.wantCount {
				t.Fatalf("wrote %d events before the limit, want %d", n, tt.wantCount)
			}
			if n == 0 {
				t.Fatal("limit hit before any event")
			}
			// Refused again, and counted each time.
			if err := tt.next(w)(n); !errors.Is(err, ErrLimit) {
				t.Fatalf("after the limit: %v", err)
			}
			s, err := w.Seal(CompletionComplete, dir)
			if err != nil {
				t.Fatalf("seal after limit: %v", err)
			}
			sum, err := Verify(s.Path, tt.lim, nil)
			if err != nil {
				t.Fatalf("bundle written under limits fails them: %v", err)
			}
			if sum.Trailer.Dropped != 2 {
				t.Fatalf("dropped = %d, want 2", sum.Trailer.Dropped)
			}
			lim, _ := tt.lim.normalize()
			if s.Size > lim.MaxFileBytes || sum.Trailer.Bytes+maxTrailerRecordBytes > lim.MaxUncompressedBytes || sum.Trailer.Records+1 > lim.MaxRecords {
				t.Fatalf("sealed %+v trailer %+v over limits %+v", s, sum.Trailer, lim)
			}
		})
	}
}

func TestHeaderOverFileLimit(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	_, err := Create(dir, testHeader(), Limits{MaxFileBytes: 100})
	if !errors.Is(err, ErrLimit) {
		t.Fatalf("got %v, want ErrLimit", err)
	}
	if names := listDir(t, dir); len(names) != 0 {
		t.Fatalf("failed Create left %v", names)
	}
}

func TestFileLimitWithIncompressibleFindings(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	lim := Limits{MaxFileBytes: 300 << 10}
	w, err := Create(dir, testHeader(), lim)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	// Messages of pseudo-random hex barely compress.
	n := fillUntilLimit(t, w, func(i int) error {
		f := testFinding(i)
		f.Message = scanner.Fingerprint("x", "y", []byte{byte(i), byte(i >> 8)}) + scanner.Fingerprint("z", "y", []byte{byte(i), byte(i >> 8)})
		return w.Finding(f)
	})
	s, err := w.Seal(CompletionComplete, dir)
	if err != nil {
		t.Fatal(err)
	}
	if s.Size > lim.MaxFileBytes || s.Findings != int64(n) {
		t.Fatalf("sealed %+v after %d findings, limit %d", s, n, lim.MaxFileBytes)
	}
	// The estimate stops within two blocks of the limit.
	if s.Size < lim.MaxFileBytes-2*maxBlockBytes-maxTrailerRecordBytes-64 {
		t.Fatalf("stopped at %d bytes, far under the %d limit", s.Size, lim.MaxFileBytes)
	}
}
