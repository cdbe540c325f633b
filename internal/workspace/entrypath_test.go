package workspace

import (
	"errors"
	"testing"

	"github.com/sluicehq/sluice/core/prepare"
)

func TestCleanEntryPath(t *testing.T) {
	ok := map[string]string{
		"a":         "a",
		"a/b/c.txt": "a/b/c.txt",
		"dir/":      "dir",
		"./a/b":     "a/b",
		"././a":     "a",
		"./":        "",
		".":         "",
		"ab:c":      "ab:c",
		"ünï/cødé":  "ünï/cødé",
	}
	for in, want := range ok {
		got, err := CleanEntryPath(in)
		if err != nil || got != want {
			t.Errorf("CleanEntryPath(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	bad := []string{
		"", "/etc/passwd", "//server/share/x", "../x", "a/../../x", "a/..", "C:/x", "c:x",
		"a\\b", "..\\x", "a//b", "a/./b", "a\x00b",
	}
	for _, in := range bad {
		_, err := CleanEntryPath(in)
		if !errors.Is(err, prepare.ErrUnsafePath) {
			t.Errorf("CleanEntryPath(%q) error %v, want prepare.ErrUnsafePath", in, err)
		}
	}
}
