package wasmabi

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
)

func sampleFinding() scanner.Finding {
	return scanner.Finding{RuleID: "rule", Path: "a/b.go", Line: 3, Column: 7, StartOffset: 10, EndOffset: 20,
		Match: "abcd*****", Fingerprint: strings.Repeat("ab", 32), Severity: scanner.SeverityHigh, Message: "msg"}
}

func TestFindingRoundTrip(t *testing.T) {
	f1, f2 := sampleFinding(), sampleFinding()
	f2.Severity, f2.Message, f2.Line, f2.Column, f2.Validated = scanner.SeverityCritical, "", 0, 0, true
	b, err := AppendFinding(nil, 4, &f1)
	if err != nil {
		t.Fatal(err)
	}
	if b, err = AppendFinding(b, 0, &f2); err != nil {
		t.Fatal(err)
	}
	for i, want := range []scanner.Finding{f1, f2} {
		w, got, rest, err := ParseFinding(b)
		if err != nil {
			t.Fatal(err)
		}
		if got != want || w != uint32(4*(1-i)) {
			t.Fatalf("record %d: window %d, %+v, want %+v", i, w, got, want)
		}
		b = rest
	}
	if len(b) != 0 {
		t.Fatalf("%d bytes left", len(b))
	}
}

func TestAppendFindingRefuses(t *testing.T) {
	f := sampleFinding()
	f.Severity = "urgent"
	if _, err := AppendFinding(nil, 0, &f); err == nil || !strings.Contains(err.Error(), "severity") {
		t.Fatalf("AppendFinding() = %v, want a severity error", err)
	}
	f = sampleFinding()
	f.Line = -1
	if _, err := AppendFinding(nil, 0, &f); err == nil {
		t.Fatal("AppendFinding() accepted a negative line")
	}
}

func TestParseFindingBadInput(t *testing.T) {
	f := sampleFinding()
	good, _ := AppendFinding(nil, 0, &f)
	withBody := func(mut func(b []byte) []byte) []byte { return mut(bytes.Clone(good)) }
	tests := []struct {
		name      string
		b         []byte
		truncated bool
		msg       string
	}{
		{"empty", nil, true, "header"},
		{"short header", good[:3], true, "header"},
		{"body past the input", good[:len(good)-1], true, "finding record"},
		{"under the minimum", []byte{4, 0, 0, 0, 0, 0, 0, 0}, false, "minimum"},
		{"bad severity", withBody(func(b []byte) []byte { b[4+28] = 9; return b }), false, "severity code 9"},
		{"string past the record", withBody(func(b []byte) []byte { b[4+29] = 0xff; return b }), true, "rule_id"},
		{"bytes after the last field", withBody(func(b []byte) []byte {
			b = append(b, 'x')
			b[0]++
			return b
		}), false, "after its last field"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, _, err := ParseFinding(tt.b)
			if err == nil || !strings.Contains(err.Error(), tt.msg) || errors.Is(err, ErrTruncated) != tt.truncated {
				t.Fatalf("ParseFinding() = %v, want an error mentioning %q (truncated %v)", err, tt.msg, tt.truncated)
			}
		})
	}
}

func TestBatchRoundTrip(t *testing.T) {
	hits := []detect.Hit{{Keyword: 2, Start: 0, End: 3}, {Keyword: 0, Start: 1, End: 5}}
	b := EncodeBatch("dir/f.txt", BatchWindow{Offset: 0, Data: []byte("hello"), Searched: true, Hits: hits},
		BatchWindow{Offset: 1 << 40}, BatchWindow{Offset: 7, Data: []byte("x"), Searched: true})
	path, ws, _, err := ParseBatch(b, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if string(path) != "dir/f.txt" || len(ws) != 3 || string(ws[0].Data) != "hello" || ws[1].Offset != 1<<40 || len(ws[1].Data) != 0 || ws[2].Offset != 7 {
		t.Fatalf("ParseBatch() = %q, %+v", path, ws)
	}
	if !ws[0].Searched || !slices.Equal(ws[0].Hits, hits) || ws[1].Searched || ws[1].Hits != nil || !ws[2].Searched || len(ws[2].Hits) != 0 {
		t.Fatalf("ParseBatch() hits = %+v", ws)
	}
}

func TestParseBatchBadInput(t *testing.T) {
	good := EncodeBatch("p", BatchWindow{Offset: 3, Data: []byte("abc")})
	withHit := EncodeBatch("p", BatchWindow{Offset: 3, Data: []byte("abc"), Searched: true, Hits: []detect.Hit{{Keyword: 1, Start: 1, End: 3}}})
	tests := []struct {
		name string
		b    []byte
		msg  string
	}{
		{"empty", nil, "batch header"},
		{"path past the end", []byte{200, 0, 0, 0, 0, 0, 0, 0}, "batch path"},
		{"too many windows", []byte{0, 0, 0, 0, 9, 0, 0, 0}, "cannot fit"},
		{"window past the end", func() []byte { b := EncodeBatch("p", BatchWindow{Data: []byte("abcdefgh")}); return b[:len(b)-5] }(), "window 0 of 8 bytes"},
		{"hit count past the end", good[:len(good)-1], "hit count"},
		{"hits past the end", withHit[:len(withHit)-1], "has 1 hits"},
		{"hit outside the window", func() []byte { b := bytes.Clone(withHit); b[len(b)-4] = 4; return b }(), "outside the 3-byte window"},
		{"negative offset", func() []byte { b := bytes.Clone(good); b[9+7] = 0x80; return b }(), "negative"},
		{"trailing bytes", append(bytes.Clone(good), 0), "after its last window"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, _, _, err := ParseBatch(tt.b, nil, nil); err == nil || !strings.Contains(err.Error(), tt.msg) {
				t.Fatalf("ParseBatch() = %v, want an error mentioning %q", err, tt.msg)
			}
		})
	}
}

// FuzzParseFinding checks that hostile records never panic and that what
// parses re-encodes to the same bytes.
func FuzzParseFinding(f *testing.F) {
	s := sampleFinding()
	good, _ := AppendFinding(nil, 2, &s)
	f.Add(good)
	f.Add(good[:10])
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		for len(b) > 0 {
			w, fd, rest, err := ParseFinding(b)
			if err != nil {
				return
			}
			again, err := AppendFinding(nil, w, &fd)
			if err != nil {
				t.Fatalf("re-encoding %+v: %v", fd, err)
			}
			if !bytes.Equal(again, b[:len(b)-len(rest)]) {
				t.Fatalf("re-encoding differs")
			}
			b = rest
		}
	})
}

// FuzzParseBatch checks that hostile batches never panic and that every
// window aliases the input.
func FuzzParseBatch(f *testing.F) {
	f.Add(EncodeBatch("a.txt", BatchWindow{Offset: 0, Data: []byte("data")}, BatchWindow{Offset: 9, Data: []byte("more"), Searched: true,
		Hits: []detect.Hit{{Keyword: 0, Start: 1, End: 2}}}))
	f.Add([]byte{1, 0, 0, 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		path, ws, _, err := ParseBatch(b, nil, nil)
		if err != nil {
			return
		}
		n := BatchHeaderBytes + len(path)
		for _, w := range ws {
			if w.Offset < 0 {
				t.Fatalf("negative offset %d", w.Offset)
			}
			n += WindowHeaderBytes + len(w.Data) + HitBytes*len(w.Hits)
			for _, h := range w.Hits {
				if h.Start < 0 || h.Start > h.End || h.End > len(w.Data) {
					t.Fatalf("hit %+v outside the %d-byte window", h, len(w.Data))
				}
			}
		}
		if n != len(b) {
			t.Fatalf("windows cover %d of %d bytes", n, len(b))
		}
	})
}
