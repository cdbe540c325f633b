package fsname

import (
	"io/fs"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestEscape(t *testing.T) {
	tests := []struct{ raw, escaped string }{
		{"", ""},
		{"a/b.txt", "a/b.txt"},
		{"über/naïve.go", "über/naïve.go"},
		{"\uFFFD", "\uFFFD"},                           // a valid replacement character stays
		{"\xff\xfe.env", "\uEFFF\uEFFE.env"},           // invalid bytes
		{"d/\xc3", "d/\uEFC3"},                         // a truncated sequence
		{"\xed\xa0\x80", "\uEFED\uEFA0\uEF80"},         // an encoded surrogate is not UTF-8
		{"x\uEF80y", "x\uEFEE\uEFBE\uEF80y"},           // a literal escape rune is escaped too
		{"\uEFFF", "\uEFEE\uEFBF\uEFBF"},               // the last one
		{"\uEF7F\uF000", "\uEF7F\uF000"},               // its neighbours are not
		{"ok/\x80/\xc0\xaf", "ok/\uEF80/\uEFC0\uEFAF"}, // overlong '/' stays bytes, no new '/'
	}
	for _, tc := range tests {
		got := Escape(tc.raw)
		if got != tc.escaped {
			t.Errorf("Escape(%q) = %q, want %q", tc.raw, got, tc.escaped)
		}
		if NeedsEscape(tc.raw) != (tc.raw != tc.escaped) {
			t.Errorf("NeedsEscape(%q) = %v", tc.raw, !(tc.raw != tc.escaped))
		}
		raw, ok := Unescape(got)
		if !ok || raw != tc.raw {
			t.Errorf("Unescape(%q) = %q, %v; want %q", got, raw, ok, tc.raw)
		}
	}
}

// TestUnescapeRefusesOtherForms: only the form Escape produces names a file,
// so no two escaped names reach the same raw name.
func TestUnescapeRefusesOtherForms(t *testing.T) {
	for _, name := range []string{
		"\uEFC3\uEFA9",       // the bytes of "é", which is its own escape
		"\uEF61",             // not an escape rune (below U+EF80): fine, see below
		"a\xffb",             // not UTF-8 at all
		"\uEFEE\uEFBE",       // the start of a literal escape rune, cut short: bytes EE BE are invalid, so Escape writes them the same way
		"\uEFE2\uEF82\uEFAC", // the bytes of "€"
	} {
		raw, ok := Unescape(name)
		if !ok {
			continue
		}
		if Escape(raw) != name {
			t.Errorf("Unescape(%q) = %q, which escapes to %q", name, raw, Escape(raw))
		}
	}
	for _, name := range []string{"\uEFC3\uEFA9", "a\xffb", "\uEFE2\uEF82\uEFAC"} {
		if raw, ok := Unescape(name); ok {
			t.Errorf("Unescape(%q) = %q, want refused", name, raw)
		}
	}
}

func FuzzRoundTrip(f *testing.F) {
	for _, s := range []string{"", "a/b", "\xff\xfe.env", "x\uEF80y", "\uEFC3\uEFA9", "é/\xc3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e := Escape(s)
		if !utf8.ValidString(e) {
			t.Fatalf("Escape(%q) = %q is not UTF-8", s, e)
		}
		if strings.Count(e, "/") != strings.Count(s, "/") || strings.Count(e, "\x00") != strings.Count(s, "\x00") {
			t.Fatalf("Escape(%q) = %q changed the path structure", s, e)
		}
		if raw, ok := Unescape(e); !ok || raw != s {
			t.Fatalf("Unescape(Escape(%q)) = %q, %v", s, raw, ok)
		}
		if fs.ValidPath(s) != fs.ValidPath(e) && utf8.ValidString(s) {
			t.Fatalf("ValidPath differs for %q and its escape %q", s, e)
		}
		// Any name Unescape accepts is the escape of what it returns.
		if raw, ok := Unescape(s); ok && Escape(raw) != s {
			t.Fatalf("Unescape(%q) = %q, which escapes to %q", s, raw, Escape(raw))
		}
	})
}

func TestShort(t *testing.T) {
	long := strings.Repeat("y", 5000)
	if got := Short(long); len(got) != maxShortBytes+3 || !strings.HasSuffix(got, "...") {
		t.Errorf("Short of 5000 bytes: %d bytes, %q...", len(got), got[:10])
	}
	if got := Short("a\nb"); got != `"a\nb"` {
		t.Errorf("Short(%q) = %s", "a\nb", got)
	}
	if got := Short("plain/name.txt"); got != "plain/name.txt" {
		t.Errorf("Short changed a plain name: %s", got)
	}
}
