package detect

// A hit filter lets a detector tell the host which keyword hits cannot
// lead to a finding, so the host drops them before it cuts windows and the
// guest never sees them. In a WASM guest the per-hit work of a keyword
// that occurs everywhere ("key", "token") dominates a scan, while the host
// can reject most such hits natively with a few byte comparisons.
//
// A filter belongs to one keyword and is a short list of steps run at the
// end of each hit of that keyword, over the bytes after it. Each step
// takes as many bytes of its set as it can, up to its Max. A step that
// takes fewer than its Min drops the hit; a step that takes Max bytes with
// another byte of its set right after it keeps the hit without looking
// further (the filter cannot tell); a hit that passes every step is kept.
// The end of the data ends a step. A filter is thus a necessary condition
// the detector states about its own matches: it must keep every hit the
// detector could report something for. The host only ever drops hits, so
// a wrong filter can cost a detector findings but cannot add any.

// HitStep is one step of a HitFilter: between Min and Max bytes of Set.
type HitStep struct {
	Set      [256]bool
	Min, Max int
}

// HitFilter is the filter of the hits of keyword Keyword (an index into
// the detector's Info().Keywords). sdk/wasmguest carries filters from a
// WASM guest to its host (wasmguest.HitFilterer).
type HitFilter struct {
	Keyword int
	Steps   []HitStep
}

// Keep reports whether the filter keeps a hit that ends at data[end].
func (f *HitFilter) Keep(data []byte, end int) bool {
	p := end
	for i := range f.Steps {
		s := &f.Steps[i]
		n := 0
		for n < s.Max && p+n < len(data) && s.Set[data[p+n]] {
			n++
		}
		if n < s.Min {
			return false
		}
		p += n
		if n == s.Max && p < len(data) && s.Set[data[p]] {
			return true // more of the set follows: undecided
		}
	}
	return true
}
