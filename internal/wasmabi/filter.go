package wasmabi

import (
	"encoding/binary"
	"fmt"

	"github.com/sluicehq/sluice/sdk/detect"
)

// Hit filters (detect.HitFilter) travel from a detector in a WASM guest
// to its host through the optional hit_filters import, during
// sluice_describe (a Go detector states them as a
// wasmguest.HitFilterer): the host applies them to its keyword hits
// before it cuts windows, so the guest never sees hits that cannot lead
// to a finding.

// Limits of hit filters.
const (
	// MaxHitFilterSteps bounds the steps of one filter.
	MaxHitFilterSteps = 16
	// MaxHitFilterBytes bounds the bytes one filter may look at after a
	// hit: the sum of its steps' Max. The host's work per hit is at most
	// this many byte tests.
	MaxHitFilterBytes = 256
	// hitStepBytes is the wire size of one step: a 256-bit set, min, max.
	hitStepBytes = 32 + 2 + 2
	// MaxHitFilterSuffixes bounds the refused name suffixes
	// (HitStep.NotSuffix) of one filter, and MaxHitFilterSuffixBytes the
	// length of each: the host's work per hit for them is at most their
	// product in byte comparisons.
	MaxHitFilterSuffixes    = 64
	MaxHitFilterSuffixBytes = 32
)

// checkHitFilter reports why f is not a valid filter for a detector with keywords
// keywords, or nil.
func checkHitFilter(f *detect.HitFilter, keywords int) error {
	if f.Keyword < 0 || f.Keyword >= keywords {
		return fmt.Errorf("hit filter for keyword %d: the detector has %d keywords", f.Keyword, keywords)
	}
	if len(f.Steps) == 0 || len(f.Steps) > MaxHitFilterSteps {
		return fmt.Errorf("hit filter for keyword %d: %d steps, want 1 to %d", f.Keyword, len(f.Steps), MaxHitFilterSteps)
	}
	total, words := 0, 0
	for i, s := range f.Steps {
		if s.Min < 0 || s.Max < 1 || s.Min > s.Max {
			return fmt.Errorf("hit filter for keyword %d: step %d takes %d to %d bytes, want 0 <= min <= max, max >= 1", f.Keyword, i, s.Min, s.Max)
		}
		total += s.Max
		words += len(s.NotSuffix)
		for _, w := range s.NotSuffix {
			if len(w) == 0 || len(w) > MaxHitFilterSuffixBytes {
				return fmt.Errorf("hit filter for keyword %d: step %d refuses a suffix of %d bytes, want 1 to %d", f.Keyword, i, len(w), MaxHitFilterSuffixBytes)
			}
		}
	}
	if words > MaxHitFilterSuffixes {
		return fmt.Errorf("hit filter for keyword %d refuses %d suffixes, more than the limit of %d", f.Keyword, words, MaxHitFilterSuffixes)
	}
	if total > MaxHitFilterBytes {
		return fmt.Errorf("hit filter for keyword %d looks at up to %d bytes, more than the limit of %d", f.Keyword, total, MaxHitFilterBytes)
	}
	return nil
}

// AppendHitFilters encodes filters as the hit_filters import takes them:
//
//	u32 count | count × ( u32 keyword | u32 step_count |
//	                      step_count × ( 32-byte set | u16 min | u16 max ) )
//
// A set holds byte b when bit b%8 of its byte b/8 is set. When a step
// refuses name suffixes (HitStep.NotSuffix), a trailer follows:
//
//	u32 n | n × ( u32 filter | u32 step | u32 len | len bytes )
//
// naming each suffix's filter (its index in the list) and step. Filters
// must be valid for a detector of keywords keywords (see ParseHitFilters).
func AppendHitFilters(dst []byte, filters []detect.HitFilter, keywords int) ([]byte, error) {
	if err := checkHitFilters(filters, keywords); err != nil {
		return nil, err
	}
	le := binary.LittleEndian
	dst = le.AppendUint32(dst, uint32(len(filters)))
	for _, f := range filters {
		dst = le.AppendUint32(dst, uint32(f.Keyword))
		dst = le.AppendUint32(dst, uint32(len(f.Steps)))
		for _, s := range f.Steps {
			var bits [32]byte
			for b, in := range s.Set {
				if in {
					bits[b/8] |= 1 << (b % 8)
				}
			}
			dst = append(dst, bits[:]...)
			dst = le.AppendUint16(dst, uint16(s.Min))
			dst = le.AppendUint16(dst, uint16(s.Max))
		}
	}
	var trailer []byte
	n := 0
	for i, f := range filters {
		for j, s := range f.Steps {
			for _, w := range s.NotSuffix {
				trailer = le.AppendUint32(trailer, uint32(i))
				trailer = le.AppendUint32(trailer, uint32(j))
				trailer = le.AppendUint32(trailer, uint32(len(w)))
				trailer = append(trailer, w...)
				n++
			}
		}
	}
	if n > 0 {
		dst = le.AppendUint32(dst, uint32(n))
		dst = append(dst, trailer...)
	}
	return dst, nil
}

// ParseHitFilters decodes a list made by AppendHitFilters for a detector
// with keywords keywords. A list that does not parse exactly, a filter for
// a keyword the detector does not have or that has one already, and a
// filter over the limits (MaxHitFilterSteps, MaxHitFilterBytes) are
// errors.
func ParseHitFilters(b []byte, keywords int) ([]detect.HitFilter, error) {
	le := binary.LittleEndian
	if len(b) < 4 {
		return nil, fmt.Errorf("hit filter count: %w", ErrTruncated)
	}
	n := le.Uint32(b)
	b = b[4:]
	if uint64(n) > uint64(keywords) {
		return nil, fmt.Errorf("%d hit filters for %d keywords", n, keywords)
	}
	filters := make([]detect.HitFilter, 0, n)
	for i := range n {
		if len(b) < 8 {
			return nil, fmt.Errorf("hit filter %d header: %w", i, ErrTruncated)
		}
		kw, steps := le.Uint32(b), le.Uint32(b[4:])
		b = b[8:]
		if steps > MaxHitFilterSteps {
			return nil, fmt.Errorf("hit filter %d has %d steps, more than the limit of %d", i, steps, MaxHitFilterSteps)
		}
		if uint64(steps)*hitStepBytes > uint64(len(b)) {
			return nil, fmt.Errorf("hit filter %d: %d steps, %d bytes left: %w", i, steps, len(b), ErrTruncated)
		}
		f := detect.HitFilter{Keyword: int(min(kw, 1<<31-1)), Steps: make([]detect.HitStep, steps)}
		for j := range f.Steps {
			s := &f.Steps[j]
			for x := range 256 {
				s.Set[x] = b[x/8]&(1<<(x%8)) != 0
			}
			s.Min, s.Max = int(le.Uint16(b[32:])), int(le.Uint16(b[34:]))
			b = b[hitStepBytes:]
		}
		filters = append(filters, f)
	}
	if len(b) > 0 {
		var err error
		if b, err = parseSuffixes(b, filters); err != nil {
			return nil, err
		}
	}
	if len(b) != 0 {
		return nil, fmt.Errorf("hit filter list has %d bytes after its last filter", len(b))
	}
	if err := checkHitFilters(filters, keywords); err != nil {
		return nil, err
	}
	return filters, nil
}

func checkHitFilters(filters []detect.HitFilter, keywords int) error {
	seen := make(map[int]bool, len(filters))
	for i := range filters {
		f := &filters[i]
		if err := checkHitFilter(f, keywords); err != nil {
			return err
		}
		if seen[f.Keyword] {
			return fmt.Errorf("keyword %d has two hit filters", f.Keyword)
		}
		seen[f.Keyword] = true
	}
	return nil
}

// parseSuffixes decodes the trailer of refused name suffixes into filters
// and returns what follows it.
func parseSuffixes(b []byte, filters []detect.HitFilter) ([]byte, error) {
	le := binary.LittleEndian
	if len(b) < 4 {
		return nil, fmt.Errorf("hit filter suffix count: %w", ErrTruncated)
	}
	n := le.Uint32(b)
	b = b[4:]
	if n == 0 {
		return nil, fmt.Errorf("hit filter list has a suffix trailer of no suffixes")
	}
	if uint64(n) > uint64(len(filters))*MaxHitFilterSuffixes {
		return nil, fmt.Errorf("%d refused suffixes for %d hit filters, more than the limit of %d each", n, len(filters), MaxHitFilterSuffixes)
	}
	var last uint64
	for i := range n {
		if len(b) < 12 {
			return nil, fmt.Errorf("refused suffix %d: %w", i, ErrTruncated)
		}
		fi, si, size := le.Uint32(b), le.Uint32(b[4:]), le.Uint32(b[8:])
		b = b[12:]
		if uint64(fi) >= uint64(len(filters)) || uint64(si) >= uint64(len(filters[fi].Steps)) {
			return nil, fmt.Errorf("refused suffix %d names step %d of hit filter %d, which does not exist", i, si, fi)
		}
		if uint64(fi)<<32|uint64(si) < last {
			return nil, fmt.Errorf("refused suffix %d names step %d of hit filter %d after a later step", i, si, fi)
		}
		last = uint64(fi)<<32 | uint64(si)
		if size == 0 || size > MaxHitFilterSuffixBytes || uint64(size) > uint64(len(b)) {
			return nil, fmt.Errorf("refused suffix %d: %d bytes, want 1 to %d within the list", i, size, MaxHitFilterSuffixBytes)
		}
		s := &filters[fi].Steps[si]
		s.NotSuffix = append(s.NotSuffix, string(b[:size]))
		b = b[size:]
	}
	return b, nil
}
