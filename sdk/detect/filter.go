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
// When the step ends before Max (or at Max with no byte of Set after it)
// and its bytes, less any trailing bytes that are not ASCII letters or
// digits, end with one of NotSuffix (ASCII case ignored), the hit is
// dropped: a name ending in "_path" or "Name" holds no secret.
type HitStep struct {
	Set       [256]bool
	Min, Max  int
	NotSuffix []string
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
		if len(s.NotSuffix) > 0 && endsWithAny(data[p-n:p], s.NotSuffix) {
			return false
		}
	}
	return true
}

// endsWithAny reports whether b, less trailing bytes that are not ASCII
// letters or digits, ends with one of words, ignoring ASCII case.
func endsWithAny(b []byte, words []string) bool {
	for len(b) > 0 && !isAlnum(b[len(b)-1]) {
		b = b[:len(b)-1]
	}
	for _, w := range words {
		if len(w) <= len(b) && equalFoldASCII(b[len(b)-len(w):], w) {
			return true
		}
	}
	return false
}

func isAlnum(c byte) bool { return c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z' }

func equalFoldASCII(b []byte, w string) bool {
	for i := range len(w) {
		x, y := b[i], w[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}
