package workspace

import (
	"strings"
	"testing"
)

func TestGlobMatch(t *testing.T) {
	tests := []struct {
		pattern, path string
		want          bool
	}{
		{"*.go", "main.go", true},
		{"*.go", "cmd/main.go", false},
		{"**/*.go", "main.go", true},
		{"**/*.go", "a/b/c/main.go", true},
		{"**/*.go", "a/b/c/main.c", false},
		{"vendor/**", "vendor", true},
		{"vendor/**", "vendor/x/y.go", true},
		{"vendor/**", "vendors/x", false},
		{"a/**/b", "a/b", true},
		{"a/**/b", "a/x/y/b", true},
		{"a/**/b", "a/x/y/c", false},
		{"**", "anything/at/all", true},
		{"**/node_modules/**", "web/node_modules/x/y.js", true},
		{"**/node_modules/**", "node_modules", true},
		{"src/?.c", "src/a.c", true},
		{"src/?.c", "src/ab.c", false},
		{"src/[a-c].c", "src/b.c", true},
		{"src/[a-c].c", "src/d.c", false},
		{"src/\\*.c", "src/*.c", true},
		{"src/\\*.c", "src/a.c", false},
		{"a/*/c", "a/b/c", true},
		{"a/*/c", "a/b/x/c", false},
		{"**/a/**/a/**/a/**/b", strings.Repeat("a/", 60) + "c", false},
	}
	for _, tt := range tests {
		g, err := CompileGlob(tt.pattern)
		if err != nil {
			t.Fatalf("CompileGlob(%q): %v", tt.pattern, err)
		}
		if got := g.Match(tt.path); got != tt.want {
			t.Errorf("%q.Match(%q) = %v, want %v", tt.pattern, tt.path, got, tt.want)
		}
	}
}

func TestCompileGlobRejects(t *testing.T) {
	for _, p := range []string{
		"", "/abs", "a//b", "a/", "./a", "a/../b", "a**", "**b/c", "[a-", strings.Repeat("x", MaxGlobBytes+1),
	} {
		if _, err := CompileGlob(p); err == nil {
			t.Errorf("CompileGlob(%.40q) succeeded, want error", p)
		}
	}
}

func TestFilter(t *testing.T) {
	f, err := NewFilter([]string{"**/*.go", "README.md"}, []string{"vendor/**", "**/testdata"})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		path  string
		isDir bool
		want  bool
	}{
		{"main.go", false, true},
		{"README.md", false, true},
		{"docs/README.md", false, false},
		{"notes.txt", false, false},
		{"docs", true, true},
		{"vendor", true, false},
		{"vendor/x.go", false, false},
		{"pkg/testdata", true, false},
		{"pkg/testdata/a.go", false, false},
		{"pkg/a.go", false, true},
	}
	for _, tt := range tests {
		if got := f.Match(tt.path, tt.isDir); got != tt.want {
			t.Errorf("Match(%q, %v) = %v, want %v", tt.path, tt.isDir, got, tt.want)
		}
	}
	var none *Filter
	if !none.Match("anything", false) || none.Excluded("x") {
		t.Error("nil filter must select everything")
	}
	if f, err := NewFilter(nil, nil); f != nil || err != nil {
		t.Errorf("NewFilter(nil, nil) = %v, %v; want nil, nil", f, err)
	}
}

func TestNewFilterErrors(t *testing.T) {
	if _, err := NewFilter([]string{"ok/**"}, []string{"a//b"}); err == nil || !strings.Contains(err.Error(), "exclude[0]") {
		t.Errorf("error %v should name exclude[0]", err)
	}
	many := make([]string, 257)
	for i := range many {
		many[i] = "x"
	}
	if _, err := NewFilter(many, nil); err == nil {
		t.Error("want an error for too many patterns")
	}
}

func FuzzGlob(f *testing.F) {
	f.Add("**/*.go", "a/b/c.go")
	f.Add("a/**/b/**", "a/b")
	f.Fuzz(func(t *testing.T, pattern, p string) {
		g, err := CompileGlob(pattern)
		if err != nil {
			return
		}
		g.Match(p) // must not panic
	})
}
