package wasmguest

import (
	"regexp"
	"sync"

	"github.com/sluicehq/sluice/internal/wasmabi"
)

// regexHost is the host's regular expression imports: bound in the wasip1
// build, nil elsewhere (and so in native builds of a guest's packages).
type regexHost interface {
	// compile registers pattern and returns its number of capturing
	// groups; the host numbers patterns from 0 in registration order.
	compile(pattern string) uint32
	// find runs pattern id over region, writing offsets into out, and
	// returns the number of matches or wasmabi.RegexDeclined.
	find(id uint32, region []byte, out []uint32) uint32
}

var (
	regexMu sync.Mutex
	// regexes is the bound host; configuring is set while the registered
	// scanner's Configure runs, the only time patterns may be registered.
	regexes     regexHost
	configuring bool
	// registeredRegexps counts the patterns registered so far.
	registeredRegexps uint32
)

// HostRegexp is a regular expression that the WASM host runs natively
// (ABI version 3, the optional regex imports, docs/wasm-abi.md): Go's
// regexp compiled to WebAssembly is some 20 to 50 times slower than on
// the host. Its FindAllSubmatchIndex returns exactly what
// regexp.Regexp.FindAllSubmatchIndex returns; a search the host declines
// (a region too long for its limits) runs in the guest.
type HostRegexp struct {
	id     uint32
	groups int
	// local runs the searches the host declines, compiled at the first.
	local func() *regexp.Regexp
	out   []uint32
}

// NewHostRegexp registers pattern (RE2 syntax, as regexp.Compile takes)
// with the host. It may be called only from the Configure method of the
// registered scanner.Configurable (the patterns come from its data
// files), and returns nil anywhere else: outside a WASM guest or outside
// Configure; the caller then uses regexp itself. Check the pattern first
// (regexp/syntax.Parse): one that does not parse, or is over the host's
// limits (docs/wasm-abi.md), fails the load with an error naming it. A
// HostRegexp is not safe for concurrent use (a guest is single-threaded).
func NewHostRegexp(pattern string) *HostRegexp {
	regexMu.Lock()
	defer regexMu.Unlock()
	if regexes == nil || !configuring {
		return nil
	}
	groups := regexes.compile(pattern)
	r := &HostRegexp{id: registeredRegexps, groups: int(groups),
		local: sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(pattern) })}
	registeredRegexps++
	return r
}

// NumSubexp returns the number of the pattern's capturing groups, as the
// host counted them when it registered the pattern (regexp.Regexp's
// method of the same name says the same).
func (r *HostRegexp) NumSubexp() int { return r.groups }

// FindAllSubmatchIndex returns the successive matches of the pattern in
// b with their capturing groups' offsets, as regexp.Regexp's method of
// the same name does; n < 0 means all of them.
func (r *HostRegexp) FindAllSubmatchIndex(b []byte, n int) [][]int {
	per := 2 * (r.groups + 1)
	if len(r.out) == 0 {
		r.out = make([]uint32, 8*per)
	}
	found := regexes.find(r.id, b, r.out)
	if found == wasmabi.RegexDeclined {
		return r.local().FindAllSubmatchIndex(b, n)
	}
	if int(found)*per > len(r.out) {
		r.out = make([]uint32, int(found)*per)
		found = regexes.find(r.id, b, r.out)
		if found == wasmabi.RegexDeclined || int(found)*per > len(r.out) {
			return r.local().FindAllSubmatchIndex(b, n)
		}
	}
	if n >= 0 {
		found = min(found, uint32(n))
	}
	if found == 0 {
		return nil
	}
	flat := make([]int, int(found)*per)
	for i := range flat {
		if v := r.out[i]; v == wasmabi.RegexNoGroup {
			flat[i] = -1
		} else {
			flat[i] = int(v)
		}
	}
	out := make([][]int, found)
	for i := range out {
		out[i] = flat[i*per : (i+1)*per : (i+1)*per]
	}
	return out
}
