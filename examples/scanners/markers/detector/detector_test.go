package detector

import (
	"context"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/sdk/scanner"
)

func TestToken(t *testing.T) {
	tok, err := MakeToken("abcdefghijklmnopqrstuvwxyz01234")
	if err != nil {
		t.Fatal(err)
	}
	if !ValidToken(tok) {
		t.Fatalf("ValidToken(%q) = false", tok)
	}
	bad := []string{
		tok[:len(tok)-1] + "x",                       // checksum not a digit
		tok[:len(tok)-1] + string(tok[len(tok)-1]^1), // wrong checksum digit
		strings.ToUpper(tok),                         // wrong case
		tok[:len(tok)-1],                             // short
		"sluice_tesT_" + tok[len("sluice_test_"):],   // prefix
		tok[:20] + "_" + tok[21:],                    // body character
	}
	for _, s := range bad {
		if ValidToken(s) {
			t.Errorf("ValidToken(%q) = true", s)
		}
	}
	for _, body := range []string{"short", strings.Repeat("A", 31)} {
		if _, err := MakeToken(body); err == nil {
			t.Errorf("MakeToken(%q) succeeded", body)
		}
	}
}

type collect struct{ found []scanner.Finding }

func (c *collect) Finding(f scanner.Finding) error { c.found = append(c.found, f); return nil }
func (c *collect) Progress(scanner.Progress)       {}
func (c *collect) Log(scanner.Level, string)       {}

func TestDetectWindowRelativeOffsets(t *testing.T) {
	tok, _ := MakeToken("0123456789abcdefghijklmnopqrstu")
	data := "xx DO-NOT-COMMIT\xff\xfe " + tok + " end"
	var c collect
	w := &scanner.Window{Path: "f", Offset: 1000, Data: []byte(data)}
	if err := New().Detect(context.Background(), w, &c); err != nil {
		t.Fatal(err)
	}
	if len(c.found) != 2 {
		t.Fatalf("found %+v", c.found)
	}
	if f := c.found[0]; f.RuleID != RuleMarker || data[f.StartOffset:f.EndOffset] != "DO-NOT-COMMIT" {
		t.Errorf("marker finding %+v", f)
	}
	if f := c.found[1]; f.RuleID != RuleToken || data[f.StartOffset:f.EndOffset] != tok || strings.Contains(f.Match, tok) {
		t.Errorf("token finding %+v", f)
	}
	info := New().Info()
	if err := info.Validate(); err != nil {
		t.Fatal(err)
	}
}

// TestDetectNonASCIIBeforeMarker: text whose lowercase form has another
// length ("İ" is 2 bytes, lowered 3) must not shift the marker's offsets.
func TestDetectNonASCIIBeforeMarker(t *testing.T) {
	data := "İİ \xff Do-Not-Commit here"
	var c collect
	w := &scanner.Window{Path: "f", Data: []byte(data)}
	if err := New().Detect(context.Background(), w, &c); err != nil {
		t.Fatal(err)
	}
	if len(c.found) != 1 {
		t.Fatalf("found %+v", c.found)
	}
	if f := c.found[0]; data[f.StartOffset:f.EndOffset] != "Do-Not-Commit" {
		t.Errorf("marker finding at [%d,%d) = %q", f.StartOffset, f.EndOffset, data[f.StartOffset:f.EndOffset])
	}
}
