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
	total := 0
	for i, s := range f.Steps {
		if s.Min < 0 || s.Max < 1 || s.Min > s.Max {
			return fmt.Errorf("hit filter for keyword %d: step %d takes %d to %d bytes, want 0 <= min <= max, max >= 1", f.Keyword, i, s.Min, s.Max)
		}
		total += s.Max
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
// A set holds byte b when bit b%8 of its byte b/8 is set. Filters must be
// valid for a detector of keywords keywords (see ParseHitFilters).
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
