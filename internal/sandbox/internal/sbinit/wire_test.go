package sbinit

import (
	"reflect"
	"strings"
	"testing"
)

// fullSpec sets every field of a spec (but Prep, which travels alone).
func fullSpec() *Spec {
	return &Spec{
		Args: []string{"scanner", "--x", ""}, Env: []string{"PATH=/usr/bin", "A=\x00b"}, Dir: "/w",
		ReadOnly: []string{"/w", "/pkg"}, ReadWrite: []string{"/tmp/x"},
		Files: []File{{Name: "rules/a.json", Source: "/store/a"}, {Name: "b", Source: "/store/b"}},
		Root:  true, UID: 65534, GID: -1,
		Rlimits:    []Rlimit{{Resource: 4}, {Resource: 6, Cur: 256, Max: 1<<64 - 1}},
		Workspaces: true,
	}
}

// TestWireRoundTrip decodes what each Encode wrote back to the same
// value, empty values included.
func TestWireRoundTrip(t *testing.T) {
	for _, s := range []*Spec{fullSpec(), {Args: []string{"x"}}} {
		got, err := decodeSpec(s.Encode())
		if err != nil || !reflect.DeepEqual(got, s) {
			t.Errorf("spec %+v came back as %+v, %v", s, got, err)
		}
	}
	for _, p := range []*Prep{{System: []string{"/usr", "/lib64"}, Host: []string{"/etc/ssl/certs"}}, {}} {
		got, err := decodePrep(p.Encode())
		if err != nil || !reflect.DeepEqual(got, p) {
			t.Errorf("prep %+v came back as %+v, %v", p, got, err)
		}
	}
	for _, r := range []ExitRecord{{Wait: 0xff00, Waited: true}, {Error: "setup failed"}, {}} {
		got, err := DecodeExitRecord(r.Encode())
		if err != nil || got != r {
			t.Errorf("exit record %+v came back as %+v, %v", r, got, err)
		}
	}
}

// TestWireRejectsMalformed checks that every truncation of a message, a
// byte too many, a length beyond the end and a bad boolean are errors,
// not panics or short values.
func TestWireRejectsMalformed(t *testing.T) {
	b := fullSpec().Encode()
	for n := range len(b) {
		if _, err := decodeSpec(b[:n]); err == nil {
			t.Fatalf("spec cut to %d of %d bytes decoded", n, len(b))
		}
	}
	if _, err := decodeSpec(append(b, 0)); err == nil || !strings.Contains(err.Error(), "1 bytes after the end") {
		t.Errorf("trailing byte: %v", err)
	}
	// A list of 2^40 strings in a few bytes.
	if _, err := decodePrep([]byte{0x80, 0x80, 0x80, 0x80, 0x80, 0x20}); err == nil {
		t.Error("a huge list length decoded")
	}
	r := (&ExitRecord{Waited: true}).Encode()
	r[1] = 2
	if _, err := DecodeExitRecord(r); err == nil {
		t.Error("boolean 2 decoded")
	}
	if _, err := DecodeExitRecord([]byte{0xff, 0xff, 0xff, 0xff, 0x7f, 0, 0}); err == nil {
		t.Error("a wait status over 32 bits decoded")
	}
}

// TestExitRecordErrorCut checks that a long setup error still fits the
// bytes the worker reads.
func TestExitRecordErrorCut(t *testing.T) {
	b := (&ExitRecord{Error: strings.Repeat("x", 10*MaxExitRecordBytes)}).Encode()
	if len(b) > MaxExitRecordBytes {
		t.Fatalf("%d bytes", len(b))
	}
	r, err := DecodeExitRecord(b)
	if err != nil || !strings.HasSuffix(r.Error, "xx...") {
		t.Fatalf("%v %.40q", err, r.Error)
	}
}

// FuzzDecodeSpec checks that no input makes the init's decoder panic and
// that what it accepts encodes back to the same bytes.
func FuzzDecodeSpec(f *testing.F) {
	f.Add(fullSpec().Encode())
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := decodeSpec(b)
		if err != nil {
			return
		}
		if got := s.Encode(); string(got) != string(b) && !reflect.DeepEqual(mustDecode(t, got), s) {
			t.Fatalf("%x decoded to %+v, which encodes to %x", b, s, got)
		}
	})
}

func mustDecode(t *testing.T, b []byte) *Spec {
	s, err := decodeSpec(b)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
