package local

import (
	"cmp"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/sluicehq/sluice/core/transport"
)

// readyIndex is one Spool's ordered view of ready/: the entries of its
// last listing, oldest first (ties by job id), minus those it has since
// found claimed or gone. Claims take candidates from its front and read
// the directory again only when it holds nothing compatible with the
// request, so a claim costs the same with 10 or 10,000 jobs queued instead
// of listing, parsing and sorting all of ready/ each time.
//
// The index only proposes: tryClaim checks the entry under the job lock
// and the rename decides, so a stale index can cost a wasted try, never a
// second holder. Order: every entry that reaches ready/ after a listing
// has a later order than the entries of that listing (its order is the
// time of its enqueue or requeue), except an entry whose enqueue was
// already running while the directory was read; it is claimed after the
// entries of that listing, as two overlapping enqueues may be ordered
// either way. A ready entry that reappears by hand (moved back from
// quarantine/) is seen at the next listing.
type readyIndex struct {
	mu sync.Mutex
	// cands is sorted; an entry is dropped by setting gone.
	cands []candidate
	// head is the first entry that is not gone; live counts those.
	head, live int
	// trying marks entries a claim of this Spool is working on, so that
	// its other slots move on to the next one rather than wait.
	trying map[string]bool
}

// candidate is one ready entry.
type candidate struct {
	order int64
	id    string
	name  string
	class jobClass // zero until known
	gone  bool
}

// jobClass is what a claim matches a ready job by: its scanner and its
// target kind, from its immutable spec.
type jobClass struct {
	scanner, kind string
}

// compareCandidates orders candidates oldest first, ties by job id.
func compareCandidates(a, b candidate) int {
	return cmp.Or(cmp.Compare(a.order, b.order), strings.Compare(a.id, b.id))
}

// refresh replaces the index with a new listing of ready/.
func (x *readyIndex) refresh(cs []candidate) {
	slices.SortFunc(cs, compareCandidates)
	x.mu.Lock()
	defer x.mu.Unlock()
	x.cands, x.head, x.live = cs, 0, len(cs)
}

// size returns how many entries the index holds.
func (x *readyIndex) size() int {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.live
}

// next returns the oldest entry req wants (its scanner and target kind,
// transport.ClaimRequest.Wants), that no claim of this Spool is trying
// and that skip does not name, and marks it as tried; ok is false when
// there is none. classOf looks up the class of an entry seen for the
// first time (a cached spec read); an entry whose spec cannot be read is
// dropped and returned in bad for the caller to deal with outside the
// index lock.
func (x *readyIndex) next(req *transport.ClaimRequest, skip map[string]bool,
	classOf func(id string) (jobClass, error)) (_ candidate, ok bool, bad []badCandidate) {
	x.mu.Lock()
	defer x.mu.Unlock()
	for i := x.head; i < len(x.cands); i++ {
		c := &x.cands[i]
		if c.gone || x.trying[c.name] || skip[c.name] {
			continue
		}
		if c.class.scanner == "" {
			cl, err := classOf(c.id)
			if err != nil {
				bad = append(bad, badCandidate{*c, err})
				x.dropAt(i)
				continue
			}
			c.class = cl
		}
		if !req.Wants(c.class.scanner, c.class.kind) {
			continue
		}
		if x.trying == nil {
			x.trying = map[string]bool{}
		}
		x.trying[c.name] = true
		return *c, true, bad
	}
	return candidate{}, false, bad
}

// badCandidate is an entry whose spec could not be read.
type badCandidate struct {
	c   candidate
	err error
}

// done ends a try of c; gone drops c from the index (claimed, or no longer
// in ready/).
func (x *readyIndex) done(c candidate, gone bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	delete(x.trying, c.name)
	if !gone {
		return
	}
	i, found := slices.BinarySearchFunc(x.cands, c, compareCandidates)
	if found && x.cands[i].name == c.name {
		x.dropAt(i)
	}
}

// dropAt marks cands[i] gone. Call with x.mu held.
func (x *readyIndex) dropAt(i int) {
	if x.cands[i].gone {
		return
	}
	x.cands[i].gone = true
	x.live--
	for x.head < len(x.cands) && x.cands[x.head].gone {
		x.head++
	}
	if x.live == 0 {
		x.cands, x.head = nil, 0
	}
}

// listReady reads ready/ into candidates (unsorted). Unknown names are
// quarantined.
func (s *Spool) listReady() ([]candidate, error) {
	names, err := readNames(s.layout.Ready())
	if err != nil {
		return nil, err
	}
	out := make([]candidate, 0, len(names))
	for _, n := range names {
		order, id, err := parseReadyName(n)
		if err != nil {
			s.quarantine(filepath.Join(s.layout.Ready(), n), err)
			continue
		}
		out = append(out, candidate{order: order, id: id, name: n})
	}
	return out, nil
}
