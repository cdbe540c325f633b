package prepare

import (
	"errors"
	"strings"
	"testing"
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
		if !errors.Is(err, ErrUnsafePath) {
			t.Errorf("CleanEntryPath(%q) error %v, want ErrUnsafePath", in, err)
		}
	}
}

func TestCheckPathLimits(t *testing.T) {
	l := Limits{MaxPathBytes: 10, MaxDepth: 2}.WithDefaults()
	if err := CheckPathLimits("a/b", l); err != nil {
		t.Fatal(err)
	}
	var pe *Error
	if err := CheckPathLimits("a/b/c", l); !errors.As(err, &pe) || pe.Limit != LimitDepth {
		t.Errorf("depth: %v", err)
	}
	if err := CheckPathLimits(strings.Repeat("x", 11), l); !errors.As(err, &pe) || pe.Limit != LimitPathBytes {
		t.Errorf("length: %v", err)
	}
}

func TestShortPath(t *testing.T) {
	long := strings.Repeat("y", 5000)
	if got := ShortPath(long); len(got) != MaxErrorPathBytes+3 {
		t.Errorf("len %d", len(got))
	}
	if got := ShortPath("a\nb"); got != `"a\nb"` {
		t.Errorf("got %s", got)
	}
}

func TestLimitsValidateAndDefaults(t *testing.T) {
	if err := (Limits{MaxFiles: -1}).Validate(); err == nil || !strings.Contains(err.Error(), LimitFiles) {
		t.Errorf("got %v", err)
	}
	d := Limits{}.WithDefaults()
	if d.MaxBytes != DefaultMaxBytes || d.MaxFiles != DefaultMaxFiles || d.MaxRatio != DefaultMaxRatio ||
		d.MaxFileBytes != DefaultMaxFileBytes || d.MaxPathBytes != DefaultMaxPathBytes || d.MaxDepth != DefaultMaxDepth {
		t.Errorf("defaults: %+v", d)
	}
}
