package workspace

import (
	"fmt"
	"path"
	"strings"

	"github.com/sluicehq/sluice/core/job"
)

// MaxGlobBytes bounds the length of one include/exclude pattern.
const MaxGlobBytes = 1024

// Glob is a compiled slash-separated pattern matched against whole
// workspace-relative paths. Each pattern element is matched against one path
// element with path.Match syntax ('*', '?', '[a-z]', '\\' escapes), except
// that an element that is exactly "**" matches zero or more whole elements.
// So "*.go" matches only top-level files, "**/*.go" matches Go files at any
// depth, and "vendor/**" matches vendor and everything below it. A Glob is
// safe for concurrent use.
type Glob struct {
	pattern string
	elems   []string
}

// CompileGlob checks and compiles pattern. It rejects an empty pattern, one
// longer than MaxGlobBytes, an absolute pattern, empty elements ("a//b",
// trailing "/"), "." or ".." elements, "**" mixed with other characters in
// one element, and malformed character classes.
func CompileGlob(pattern string) (*Glob, error) {
	switch {
	case pattern == "":
		return nil, fmt.Errorf("empty pattern")
	case len(pattern) > MaxGlobBytes:
		return nil, fmt.Errorf("pattern %.40q...: %d bytes, longer than %d", pattern, len(pattern), MaxGlobBytes)
	case strings.HasPrefix(pattern, "/"):
		return nil, fmt.Errorf("pattern %q: must be relative (no leading /); patterns match workspace-relative paths", pattern)
	}
	elems := strings.Split(pattern, "/")
	for i, e := range elems {
		switch {
		case e == "":
			return nil, fmt.Errorf("pattern %q: empty element %d (no // and no trailing /)", pattern, i+1)
		case e == "." || e == "..":
			return nil, fmt.Errorf("pattern %q: element %q is not allowed", pattern, e)
		case e == "**":
			continue
		case strings.Contains(e, "**"):
			return nil, fmt.Errorf("pattern %q: ** must be a whole element (like a/**/b), not part of %q", pattern, e)
		}
		if _, err := path.Match(e, ""); err != nil {
			return nil, fmt.Errorf("pattern %q: element %q: %w", pattern, e, err)
		}
	}
	return &Glob{pattern: pattern, elems: elems}, nil
}

// String returns the pattern as given.
func (g *Glob) String() string { return g.pattern }

// Match reports whether the slash-separated relative path p matches g. It
// runs in time proportional to (pattern elements × path elements).
func (g *Glob) Match(p string) bool {
	names := strings.Split(p, "/")
	// ok[j] reports whether elems[:i] matches names[:j] for the current i.
	ok := make([]bool, len(names)+1)
	next := make([]bool, len(names)+1)
	ok[0] = true
	for _, e := range g.elems {
		clear(next)
		if e == "**" {
			seen := false
			for j := 0; j <= len(names); j++ {
				seen = seen || ok[j]
				next[j] = seen
			}
		} else {
			for j := 1; j <= len(names); j++ {
				if ok[j-1] {
					m, _ := path.Match(e, names[j-1]) // checked in CompileGlob
					next[j] = m
				}
			}
		}
		ok, next = next, ok
	}
	return ok[len(names)]
}

// Filter selects workspace paths by include and exclude patterns. A nil
// *Filter selects everything. It is safe for concurrent use.
type Filter struct {
	include []*Glob
	exclude []*Glob
}

// NewFilter compiles include and exclude (job.Target.Include/Exclude). It
// returns nil, nil when both are empty. At most job.MaxGlobs patterns are
// accepted in all; an error names the bad pattern.
func NewFilter(include, exclude []string) (*Filter, error) {
	if len(include)+len(exclude) == 0 {
		return nil, nil
	}
	if n := len(include) + len(exclude); n > job.MaxGlobs {
		return nil, fmt.Errorf("%d include/exclude patterns, more than %d", n, job.MaxGlobs)
	}
	f := &Filter{}
	for i, p := range include {
		g, err := CompileGlob(p)
		if err != nil {
			return nil, fmt.Errorf("include[%d]: %w", i, err)
		}
		f.include = append(f.include, g)
	}
	for i, p := range exclude {
		g, err := CompileGlob(p)
		if err != nil {
			return nil, fmt.Errorf("exclude[%d]: %w", i, err)
		}
		f.exclude = append(f.exclude, g)
	}
	return f, nil
}

// Match reports whether the relative path p (a file, or a directory when
// isDir) belongs to the workspace. A path is left out when it or any of its
// parent directories matches an exclude pattern. A file is then kept when
// there are no include patterns or one of them matches its whole path;
// include patterns do not apply to directories, so a walker may prune a
// directory only when Match(dir, true) is false.
func (f *Filter) Match(p string, isDir bool) bool {
	if f == nil {
		return true
	}
	if f.Excluded(p) {
		return false
	}
	if isDir || len(f.include) == 0 {
		return true
	}
	for _, g := range f.include {
		if g.Match(p) {
			return true
		}
	}
	return false
}

// Excluded reports whether p or one of its parent directories matches an
// exclude pattern.
func (f *Filter) Excluded(p string) bool {
	if f == nil || len(f.exclude) == 0 {
		return false
	}
	for q := p; ; {
		for _, g := range f.exclude {
			if g.Match(q) {
				return true
			}
		}
		i := strings.LastIndexByte(q, '/')
		if i < 0 {
			return false
		}
		q = q[:i]
	}
}
