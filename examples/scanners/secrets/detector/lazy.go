package detector

import (
	"fmt"
	"regexp"
	"regexp/syntax"
	"sync"
)

// lazyRegexp is a keyed rule's pattern, compiled the first time a keyword
// hit needs it. A pack names far more rules than any one scan exercises,
// and in a WASM guest compiling every pattern at load was the largest part
// of building the detector, paid again by every pooled instance. The
// pattern was parsed at load (syntax.Parse, with regexp.Compile's flags),
// so a bad pattern still fails the load; after a successful parse Go's
// regexp compiler cannot fail. Safe for concurrent use.
type lazyRegexp struct {
	pattern string
	// unchecked marks a pattern of a compiled pack, not parsed by
	// compileRule: groups is what the pack says its group count is, and
	// resolve checks both.
	unchecked bool
	groups    int
	once      sync.Once
	re        *regexp.Regexp
	// host, when set, runs the pattern instead (Loader.Regexp).
	host Regexp
}

func newLazyRegexp(pattern string) *lazyRegexp { return &lazyRegexp{pattern: pattern} }

// resolve checks a compiled pack's pattern and, when host gives one, sets
// the runner of the pattern. A host runner that tells its group count
// (NumSubexp, as wasmguest.HostRegexp does) has parsed the pattern with
// regexp's syntax; the pattern is parsed here otherwise.
func (l *lazyRegexp) resolve(host func(pattern string) Regexp) error {
	if host != nil {
		l.host = host(l.pattern)
	}
	if !l.unchecked {
		return nil
	}
	groups := -1
	if n, ok := l.host.(interface{ NumSubexp() int }); ok {
		groups = n.NumSubexp()
	} else {
		parsed, err := syntax.Parse(l.pattern, syntax.Perl)
		if err != nil {
			return err
		}
		groups = parsed.MaxCap()
	}
	if groups != l.groups {
		return fmt.Errorf("has %d capturing groups, but the compiled pack says %d", groups, l.groups)
	}
	l.unchecked = false
	return nil
}

// get returns the compiled pattern.
func (l *lazyRegexp) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.pattern) })
	return l.re
}

// findAll returns the pattern's matches in b with their groups' offsets,
// as regexp.Regexp.FindAllSubmatchIndex(b, -1) does.
func (l *lazyRegexp) findAll(b []byte) [][]int {
	if l.host != nil {
		return l.host.FindAllSubmatchIndex(b, -1)
	}
	return l.get().FindAllSubmatchIndex(b, -1)
}

// match reports whether b holds a match of the pattern.
func (l *lazyRegexp) match(b []byte) bool {
	if l.host != nil {
		return len(l.host.FindAllSubmatchIndex(b, 1)) > 0
	}
	return l.get().Match(b)
}

// Regexp is a compiled pattern that a Loader's Regexp function returns:
// its FindAllSubmatchIndex must return what regexp.Regexp's does.
type Regexp interface {
	FindAllSubmatchIndex(b []byte, n int) [][]int
}
