package bundle

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"testing"

	"github.com/klauspost/compress/zstd"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/sdk/scanner"
)

func testIdentity() job.Identity {
	return job.Identity{
		WorkerID:      "worker-1",
		JobID:         "job-42",
		Attempt:       2,
		Slot:          3,
		PackageDigest: "6d1b4a8f0c2e7d3b9a5f1e8c4d2b7a6f3e9c1d5b8a2f7e4c6d0b3a9f5e1c8d2b",
	}
}

func testHeader() Header {
	return Header{
		Identity:        testIdentity(),
		Scanner:         "secrets/generic",
		ScannerVersion:  "1.4.2",
		WorkspaceDigest: "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0",
	}
}

func testFinding(i int) scanner.Finding {
	path := fmt.Sprintf("src/pkg%d/file%d.go", i%17, i)
	secret := fmt.Sprintf("AKIA%016d", i)
	return scanner.Finding{
		RuleID:      "aws-access-key",
		Path:        path,
		Line:        i%500 + 1,
		Column:      i%80 + 1,
		StartOffset: int64(i * 10),
		EndOffset:   int64(i*10 + len(secret)),
		Match:       scanner.Redact(secret),
		Fingerprint: scanner.Fingerprint("aws-access-key", path, []byte(secret)),
		Severity:    scanner.SeverityHigh,
		Message:     "AWS access key id",
	}
}

// event is one writer call, for tables of event streams.
type event struct {
	finding  *scanner.Finding
	progress *scanner.Progress
	level    scanner.Level
	msg      string
	isErr    bool
}

func sampleEvents(n int) []event {
	var evs []event
	for i := range n {
		f := testFinding(i)
		evs = append(evs, event{finding: &f})
		if i%10 == 9 {
			evs = append(evs, event{progress: &scanner.Progress{Files: int64(i + 1), Bytes: int64(i+1) * 4096}})
		}
	}
	evs = append(evs,
		event{level: scanner.LevelWarn, msg: "skipped vendor/big.bin: over 10 MiB"},
		event{isErr: true, msg: "scan deadline reached after 3 files"},
	)
	return evs
}

func writeEvents(t testing.TB, w *Writer, evs []event) {
	t.Helper()
	for i, ev := range evs {
		if err := writeEvent(w, ev); err != nil {
			t.Fatalf("event %d: %v", i, err)
		}
	}
}

// writeEvent makes the writer call ev stands for.
func writeEvent(w *Writer, ev event) error {
	switch {
	case ev.finding != nil:
		return w.Finding(*ev.finding)
	case ev.progress != nil:
		return w.Progress(*ev.progress)
	case ev.isErr:
		return w.Error(ev.msg)
	}
	return w.Log(ev.level, ev.msg)
}

// sealEvents writes evs into a new bundle in dir and seals it there.
func sealEvents(t testing.TB, dir string, h Header, lim Limits, evs []event, c Completion) Sealed {
	t.Helper()
	w, err := Create(dir, h, lim)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	writeEvents(t, w, evs)
	s, err := w.Seal(c, dir)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func readAll(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// verifyBytes runs the full Verify logic over an in-memory file called name.
func verifyBytes(data []byte, name string, lim Limits, want *job.Identity) (Summary, error) {
	lim, err := lim.normalize()
	if err != nil {
		return Summary{}, err
	}
	r, err := newReader(bytes.NewReader(data), int64(len(data)), name, lim)
	if err != nil {
		return Summary{}, err
	}
	defer r.Close()
	return r.verify(name, want)
}

// digestNameOf returns "<sha256>.bundle" for data.
func digestNameOf(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:]) + Extension
}

// streamBuilder assembles raw uncompressed record streams for corruption
// tests, computing a correct trailer unless told otherwise.
type streamBuilder struct {
	buf      []byte
	records  int64
	findings int64
}

func (b *streamBuilder) add(t RecordType, payload []byte) *streamBuilder {
	b.buf = appendRecord(b.buf, t, payload)
	b.records++
	if t == TypeFinding {
		b.findings++
	}
	return b
}

func (b *streamBuilder) addJSON(tb testing.TB, t RecordType, v any) *streamBuilder {
	tb.Helper()
	var scratch bytes.Buffer
	p, err := canonicalJSON(&scratch, v)
	if err != nil {
		tb.Fatal(err)
	}
	return b.add(t, bytes.Clone(p))
}

func (b *streamBuilder) trailer() Trailer {
	sum := sha256.Sum256(b.buf)
	return Trailer{Records: b.records, Findings: b.findings, Bytes: int64(len(b.buf)), SHA256: hex.EncodeToString(sum[:]), Completion: CompletionComplete}
}

// seal appends trailer t (without counting it) and returns the stream.
func (b *streamBuilder) seal(tb testing.TB, t Trailer) []byte {
	tb.Helper()
	var scratch bytes.Buffer
	p, err := canonicalJSON(&scratch, &t)
	if err != nil {
		tb.Fatal(err)
	}
	return appendRecord(bytes.Clone(b.buf), TypeTrailer, p)
}

// validStream returns a builder holding a header and three findings.
func validStream(tb testing.TB) *streamBuilder {
	h := testHeader()
	h.FormatVersion = FormatVersion
	b := &streamBuilder{}
	b.addJSON(tb, TypeHeader, &h)
	for i := range 3 {
		f := testFinding(i)
		b.addJSON(tb, TypeFinding, &f)
	}
	return b
}

// compress wraps a raw record stream in one zstd frame as the writer does.
func compress(tb testing.TB, raw []byte) []byte {
	tb.Helper()
	var out bytes.Buffer
	enc, err := zstd.NewWriter(&out, zstd.WithEncoderConcurrency(1), zstd.WithWindowSize(writerWindowBytes), zstd.WithEncoderCRC(true))
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := enc.Write(raw); err != nil {
		tb.Fatal(err)
	}
	if err := enc.Close(); err != nil {
		tb.Fatal(err)
	}
	return out.Bytes()
}

// kindOf names the sentinel an error matches, for failure messages.
func kindOf(err error) string {
	for _, k := range []error{ErrNotZstd, ErrTruncated, ErrTrailingData, ErrMismatch, ErrTooLarge, ErrVersion, ErrIdentity, ErrDigest, ErrCorrupt} {
		if errors.Is(err, k) {
			return k.Error()
		}
	}
	return "untyped"
}

func listDir(t testing.TB, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	return names
}

func drain(r *Reader) ([]Record, error) {
	var recs []Record
	for {
		rec, err := r.Next()
		if errors.Is(err, io.EOF) {
			return recs, nil
		}
		if err != nil {
			return recs, err
		}
		recs = append(recs, rec)
	}
}
