package pkg

import (
	"fmt"
	"slices"
	"strings"
)

// Selector says which builds of a scanner a worker can run and which it
// prefers. A package may carry one scanner as several builds (a WASM
// module, a native executable per platform, a go-plugin binary); every
// build is verified, and a worker runs the one Choose picks.
type Selector struct {
	// Platform is the worker's "goos/goarch"; a native build runs only on
	// the platforms it lists (by default the package's compat.platforms).
	// Empty: every platform fits.
	Platform string
	// Backends, when not empty, are the backends the worker runs scanners
	// with, most preferred first (worker.backends): a build of a backend
	// not listed is never chosen. Empty: every backend built in, the
	// package's order deciding.
	Backends []string
	// Unavailable, when not nil, says why a backend cannot run scanners
	// on this machine (its sandbox needs a kernel feature that is
	// missing), or returns nil. Such a build is chosen only when no other
	// can run, so that its load fails with that reason.
	Unavailable func(backend string) error
}

// BuildChoice is what a Selector says about one build of a scanner.
type BuildChoice struct {
	Backend string `json:"backend"`
	Entry   string `json:"entry"`
	// Platforms are the build's own platforms (none: the package's, or
	// every platform for a WASM build).
	Platforms []string `json:"platforms,omitempty"`
	// Chosen is true for the build the worker runs.
	Chosen bool `json:"chosen"`
	// Reason says why the build was chosen or passed over.
	Reason string `json:"reason,omitempty"`
}

// Choose picks the build of s that a worker with sel runs; compat is the
// package's compat.platforms. It returns the chosen build's index in
// s.AllBuilds(), or -1 when the worker can run none, and what it decided
// about each build, in the manifest's order.
func (sel Selector) Choose(s ScannerEntry, compat []string) (int, []BuildChoice) {
	builds := s.AllBuilds()
	choices := make([]BuildChoice, len(builds))
	type candidate struct {
		i, rank     int
		unavailable error
	}
	var cands []candidate
	for i, b := range builds {
		choices[i] = BuildChoice{Backend: b.Backend, Entry: b.Entry, Platforms: b.Platforms}
		rank := i
		if len(sel.Backends) > 0 {
			rank = slices.Index(sel.Backends, b.Backend)
		}
		switch {
		case sel.Platform != "" && !b.runsOn(sel.Platform, compat):
			ps := b.Platforms
			if len(ps) == 0 {
				ps = compat
			}
			choices[i].Reason = fmt.Sprintf("skipped: a native build for %s; this worker is %s", strings.Join(ps, ", "), sel.Platform)
		case rank < 0:
			choices[i].Reason = fmt.Sprintf("skipped: backend %s is not in this worker's worker.backends (%s)", b.Backend, strings.Join(sel.Backends, ", "))
		default:
			c := candidate{i: i, rank: rank}
			if sel.Unavailable != nil {
				c.unavailable = sel.Unavailable(b.Backend)
			}
			cands = append(cands, c)
		}
	}
	if len(cands) == 0 {
		return -1, choices
	}
	// Available builds first, then by preference, then the package's order.
	best := slices.MinFunc(cands, func(a, b candidate) int {
		if (a.unavailable == nil) != (b.unavailable == nil) {
			if a.unavailable == nil {
				return -1
			}
			return 1
		}
		if a.rank != b.rank {
			return a.rank - b.rank
		}
		return a.i - b.i
	})
	for _, c := range cands {
		ch := &choices[c.i]
		switch {
		case c.i == best.i && c.unavailable != nil:
			ch.Reason = fmt.Sprintf("chosen, although backend %s cannot run here (%v): no other build can run, so its jobs fail with that reason", ch.Backend, c.unavailable)
		case c.i == best.i && len(builds) == 1:
			ch.Reason = "chosen: the scanner's only build"
		case c.i == best.i && len(sel.Backends) > 0:
			ch.Reason = fmt.Sprintf("chosen: the first runnable backend in worker.backends (%s)", strings.Join(sel.Backends, ", "))
		case c.i == best.i:
			ch.Reason = "chosen: the first runnable build in the package's order (set worker.backends to prefer another)"
		case c.unavailable != nil:
			ch.Reason = fmt.Sprintf("skipped: backend %s cannot run here: %v", ch.Backend, c.unavailable)
		default:
			ch.Reason = fmt.Sprintf("runnable, but the %s build is preferred", builds[best.i].Backend)
		}
		ch.Chosen = c.i == best.i
	}
	return best.i, choices
}
