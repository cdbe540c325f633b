package detector

import (
	"regexp"
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
	once    sync.Once
	re      *regexp.Regexp
}

func newLazyRegexp(pattern string) *lazyRegexp { return &lazyRegexp{pattern: pattern} }

// get returns the compiled pattern.
func (l *lazyRegexp) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.pattern) })
	return l.re
}
