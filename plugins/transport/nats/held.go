package nats

import (
	"slices"
	"sync"
)

// maxHeld bounds the records heldRecords keeps. A slot that gives up an
// assignment without a last Renew, Deliver or Report leaves its entry
// behind; past the bound every entry is dropped, which costs each live
// assignment one read at its next change.
const maxHeld = 1 << 14

// heldRecords remembers, for each job whose lease this transport took or
// last changed, the record it wrote and the revision the server gave it,
// so the next change of that lease (a renewal, a delivery, a report)
// goes straight to a compare-and-set instead of reading the record first.
//
// This is safe because the CAS is the check: an update expecting revision
// rev succeeds only if nobody wrote the record since, that is, only if the
// record is still exactly the one remembered. A change by anyone else (a
// cancel, another worker taking the job after the lease ran out) moves the
// revision, the CAS fails, and the change reads the record and decides
// again, as it always did. Deciding from the remembered record before the
// CAS (is the lease live? has this attempt ended?) gives the same answers
// a fresh read would: only the holder moves a live lease's expiry, and an
// expiry that passed on this clock is lost whatever the record says.
type heldRecords struct {
	mu sync.Mutex
	m  map[string]heldRecord
}

type heldRecord struct {
	rec *record
	rev uint64
}

// remember keeps a copy of rec, written at revision rev, while it is
// leased; a record that is not leased is forgotten.
func (h *heldRecords) remember(rec *record, rev uint64) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if rec.State != stateLeased {
		delete(h.m, rec.JobID)
		return
	}
	if h.m == nil || len(h.m) >= maxHeld {
		h.m = map[string]heldRecord{}
	}
	c := *rec
	c.Ended = slices.Clone(rec.Ended)
	h.m[rec.JobID] = heldRecord{rec: &c, rev: rev}
}

// take removes and returns the record remembered for job id: the caller
// owns it and may change it. A change that succeeds remembers its result
// again; one that fails leaves nothing behind, so the next change reads.
func (h *heldRecords) take(id string) (*record, uint64, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	e, ok := h.m[id]
	if ok {
		delete(h.m, id)
	}
	return e.rec, e.rev, ok
}

// peek returns a copy of the record remembered for job id, leaving it in
// place.
func (h *heldRecords) peek(id string) (*record, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	e, ok := h.m[id]
	if !ok {
		return nil, false
	}
	c := *e.rec
	c.Ended = slices.Clone(e.rec.Ended)
	return &c, true
}
