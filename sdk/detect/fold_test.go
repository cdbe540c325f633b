package detect

import (
	"bytes"
	"strings"
	"testing"
)

func TestIndexFold(t *testing.T) {
	for _, c := range []struct {
		data, kw string
		want     int
	}{
		{"", "a", -1},
		{"abc", "", -1},
		{"ab", "abc", -1},
		{"xx DO-NOT-COMMIT", "do-not-commit", 3},
		{"xx do-not-commit", "DO-NOT-COMMIT", 3},
		{"Do-Not-CoMMit", "do-not-commit", 0},
		{"dodo-not", "do-not", 2},
		{"ab", "ab", 0},
		{"aab", "ab", 1},
		// Non-letters match exactly: '[' is 'Z'+1, '{' is 'z'+1.
		{"[", "{", -1},
		{"@", "`", -1},
		// Non-ASCII bytes match only themselves: K (U+212A KELVIN SIGN) is
		// not k, and é is not É.
		{"\u212aey key", "KEY", 6},
		{"Éa éA", "éa", 4},
		// "İ" (2 bytes) lowers to "i̇" (3 bytes) in bytes.ToLower, so an
		// offset found in a lowered copy is one byte late.
		{"İİ token", "TOKEN", 5},
		// Invalid UTF-8 before the keyword, which bytes.ToLower rewrites to
		// U+FFFD (3 bytes each).
		{"\xff\xfe\xfdToken", "token", 3},
	} {
		got := IndexFold([]byte(c.data), c.kw)
		if got != c.want {
			t.Errorf("IndexFold(%q, %q) = %d, want %d", c.data, c.kw, got, c.want)
			continue
		}
		if got >= 0 && !strings.EqualFold(c.data[got:got+len(c.kw)], c.kw) {
			t.Errorf("IndexFold(%q, %q) = %d: %q is not the keyword", c.data, c.kw, got, c.data[got:got+len(c.kw)])
		}
	}
}

// TestIndexFoldOffsetsUnshifted shows the bug IndexFold exists to avoid:
// on this input, searching a lowered copy gives offsets that do not point
// at the keyword in the original bytes.
func TestIndexFoldOffsetsUnshifted(t *testing.T) {
	data := []byte("İstanbul \xff SECRET=1")
	kw := "secret"
	want := bytes.Index(data, []byte("SECRET"))
	if got := IndexFold(data, kw); got != want {
		t.Fatalf("IndexFold = %d, want %d", got, want)
	}
	if shifted := bytes.Index(bytes.ToLower(data), []byte(kw)); shifted == want {
		t.Fatalf("bytes.ToLower no longer shifts offsets on this input (%d); pick an input that does", shifted)
	}
}

// TestIndexFoldAgreesWithMatcher checks IndexFold against the Matcher's
// first hit on inputs with every byte value.
func TestIndexFoldAgreesWithMatcher(t *testing.T) {
	var all []byte
	for b := 0; b < 256; b++ {
		all = append(all, byte(b))
	}
	inputs := [][]byte{all, bytes.Repeat([]byte("aKeYq\xc4\xb0"), 50), []byte("xkeYkey")}
	for _, kw := range []string{"key", "KEY", "\x7f@", "q\xc4"} {
		m, err := NewMatcher([]string{kw})
		if err != nil {
			t.Fatal(err)
		}
		for _, in := range inputs {
			want := -1
			m.Find(in, func(h Hit) bool { want = h.Start; return false })
			if got := IndexFold(in, kw); got != want {
				t.Errorf("IndexFold(%q, %q) = %d, Matcher's first hit %d", in, kw, got, want)
			}
		}
	}
}
