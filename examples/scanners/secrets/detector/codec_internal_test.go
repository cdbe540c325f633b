package detector

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// gitleaksEncodings is Gitleaks' segment regular expression (detect/codec
// of Gitleaks v8.30.1): the reference findEncoded must agree with.
var gitleaksEncodings = regexp.MustCompile(`(?P<percent>%[0-9A-Fa-f]{2}(?:.*%[0-9A-Fa-f]{2})?)|` +
	`(?P<unicode>(?:(?:U\+[a-fA-F0-9]{4}(?:\s|$))+|(?i)(?:\\{1,2}u[a-fA-F0-9]{4})+))|` +
	`(?P<hex>[0-9A-Fa-f]{32,})|(?P<base64>[\w\/+-]{16,}={0,2})`)

// referenceEncoded is Gitleaks' findEncodingMatches.
func referenceEncoded(data []byte) []encMatch {
	var all []encMatch
	for _, m := range gitleaksEncodings.FindAllSubmatchIndex(data, -1) {
		for k := range 4 {
			if m[2+2*k] >= 0 {
				all = append(all, encMatch{span{m[2+2*k], m[3+2*k]}, k})
			}
		}
	}
	if len(all) < 2 {
		return all
	}
	var out []encMatch
	for i, m := range all {
		if i > 0 && m.overlaps(all[i-1].span) && all[i-1].kind < m.kind ||
			i+1 < len(all) && m.overlaps(all[i+1].span) && all[i+1].kind < m.kind {
			continue
		}
		out = append(out, m)
	}
	return out
}

var encodedCases = []string{
	"no segments here, only words",
	"tok = dGhpcyBpcyBhIHNlY3JldCB2YWx1ZQ==",
	"id 0123456789abcdef0123456789abcdef01 end",
	"x=a%20b%3Dc&y=1 %41\nnext %41",
	`s = "\u0041\u0042\\u0043\\\u0044"`,
	"U+0041 U+0042\nU+0043x U+0044",
	"0123456789abcdef0123456789abcdef0123xyzXYZuvwUVWrst_/+-",
	"short_base64_15 ProgressEveryFilesX",
	"%4", "%41", "U+004", "\\\\u0041", "aaaaaaaaaaaaaaa=", "aaaaaaaaaaaaaaaa===",
	"key: ZXlKaGJHY2lPaUpJVXpJMU5pSjkuZXlKemRXSWlPaUl4TWpNME5UWTNPRGt3SW4wLmR",
}

// TestFindEncoded checks the hand-written segment finder against Gitleaks'
// regular expression and filter.
func TestFindEncoded(t *testing.T) {
	for _, text := range encodedCases {
		got, want := findEncoded([]byte(text)), referenceEncoded([]byte(text))
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%q: segments %v, Gitleaks' %v", text, got, want)
		}
	}
}

func FuzzFindEncoded(f *testing.F) {
	for _, text := range encodedCases {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got, want := findEncoded([]byte(text)), referenceEncoded([]byte(text))
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("%q: segments %v, Gitleaks' %v", text, got, want)
		}
	})
}

// TestDecodePass decodes nested segments and maps decoded ranges back to
// the original text.
func TestDecodePass(t *testing.T) {
	secret := "ghp_notarealtoken1234567890abcdefABCD"
	inner := base64.StdEncoding.EncodeToString([]byte("token=" + secret))
	outer := hex.EncodeToString([]byte(inner))
	text := []byte("line one\nvalue: " + outer + "\n")
	cache := map[string][]byte{}
	raw, segs := decodePass(text, nil, nil, cache)
	if len(segs) != 1 || string(raw) != "line one\nvalue: "+inner+"\n" {
		t.Fatalf("first pass: %q, %d segments", raw, len(segs))
	}
	raw, segs = decodePass(raw, segs, nil, cache)
	if len(segs) != 1 || !strings.Contains(string(raw), "token="+secret) {
		t.Fatalf("second pass: %q, %d segments", raw, len(segs))
	}
	at := strings.Index(string(raw), secret)
	orig := toOriginal(overlapping(segs, span{at, at + len(secret)}), span{at, at + len(secret)})
	if want := (span{16, 16 + len(outer)}); orig != want {
		t.Errorf("the secret maps to %v in the original, want the encoded segment %v", orig, want)
	}
	if raw, segs = decodePass(raw, segs, nil, cache); len(segs) != 0 {
		t.Errorf("third pass: %d segments in %q", len(segs), raw)
	}
}

func TestDecoders(t *testing.T) {
	for _, tc := range []struct {
		kind     int
		in, want string
	}{
		{encBase64, "dGhpcyBpcyBhIHNlY3JldA==", "this is a secret"},
		{encBase64, "dGhpcyBpcyBhIHNlY3JldA", "this is a secret"}, // raw URL encoding
		{encBase64, "AAAAAAAAAAAAAAAAAAAA", ""},                   // no digit or symbol
		{encBase64, "/w8AAQIDBAUGBwgJCgsMDQ4P", ""},               // not printable
		{encHex, "746869732069732061207365637265742121", "this is a secret!!"},
		{encHex, "7468697", ""},                          // odd
		{encHex, "abcdefabcdefabcdefabcdefabcdefab", ""}, // no digit
		{encPercent, "a%20b%3dc%", "a b=c%"},
		{encPercent, "%00x", ""},
		{encUnicode, `\u0041\\u0042\U0043`, "ABC"},
		{encUnicode, "U+0041 U+00e9", "Aé"},
	} {
		if got := string(decodeSegment(tc.kind, []byte(tc.in))); got != tc.want {
			t.Errorf("kind %d %q: %q, want %q", tc.kind, tc.in, got, tc.want)
		}
	}
}
