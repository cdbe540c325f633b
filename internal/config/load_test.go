package config

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/BurntSushi/toml"

	sluice "github.com/sluicehq/sluice"
)

// TestBlankCommentLines: the built-in default parsed without its comment
// lines is the same TOML document, line for line, and text where a line
// starting with # may belong to a multi-line string is left alone.
func TestBlankCommentLines(t *testing.T) {
	ref := sluice.DefaultConfig()
	blanked := blankCommentLines(sluice.DefaultConfig())
	if bytes.Count(blanked, []byte("\n")) != bytes.Count(ref, []byte("\n")) {
		t.Fatalf("lines: %d, the reference has %d", bytes.Count(blanked, []byte("\n")), bytes.Count(ref, []byte("\n")))
	}
	if len(blanked) > len(ref)/2 {
		t.Fatalf("blanked default is %d of %d bytes: its comments were kept", len(blanked), len(ref))
	}
	var want, got map[string]any
	if _, err := toml.Decode(string(ref), &want); err != nil {
		t.Fatal(err)
	}
	if _, err := toml.Decode(string(blanked), &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("blanking comment lines changed the document:\n%v\nwant\n%v", got, want)
	}
	for _, in := range []string{
		"a = 1\n  # note\nb = 2 # kept\n",
		"s = \"\"\"\n# part of s\n\"\"\"\n",
		"s = '''\n# part of s\n'''\n",
		"# no newline at the end",
	} {
		want := map[string]string{
			"a = 1\n  # note\nb = 2 # kept\n": "a = 1\n\nb = 2 # kept\n",
			"# no newline at the end":         "",
		}[in]
		if want == "" && in[0] == 's' {
			want = in
		}
		if got := string(blankCommentLines([]byte(in))); got != want {
			t.Errorf("blankCommentLines(%q) = %q, want %q", in, got, want)
		}
	}
}
