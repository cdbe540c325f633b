package wasmabi

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/sdk/detect"
)

func testFilter(keyword int) detect.HitFilter {
	var name, eq [256]bool
	for c := 'a'; c <= 'z'; c++ {
		name[c] = true
	}
	eq['='] = true
	return detect.HitFilter{Keyword: keyword, Steps: []detect.HitStep{{Set: name, Min: 0, Max: 20}, {Set: eq, Min: 1, Max: 1}}}
}

func TestHitFiltersRoundTrip(t *testing.T) {
	in := []detect.HitFilter{testFilter(0), testFilter(3), testFilter(2)}
	in[1].Steps[0].NotSuffix = []string{"name", "path"}
	in[2].Steps[1].NotSuffix = []string{"id"}
	b, err := AppendHitFilters(nil, in, 4)
	if err != nil {
		t.Fatal(err)
	}
	out, err := ParseHitFilters(b, 4)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(in, out) {
		t.Fatalf("round trip: %+v, want %+v", out, in)
	}
}

// TestHitFiltersLimits checks every limit on both sides of the wire.
func TestHitFiltersLimits(t *testing.T) {
	wide := testFilter(0)
	wide.Steps[0].Max = MaxHitFilterBytes
	many := testFilter(0)
	for len(many.Steps) <= MaxHitFilterSteps {
		many.Steps = append(many.Steps, many.Steps[1])
	}
	backwards := testFilter(0)
	backwards.Steps[1].Min = 2
	longSuffix := testFilter(0)
	longSuffix.Steps[0].NotSuffix = []string{strings.Repeat("x", MaxHitFilterSuffixBytes+1)}
	manySuffixes := testFilter(0)
	for range MaxHitFilterSuffixes + 1 {
		manySuffixes.Steps[0].NotSuffix = append(manySuffixes.Steps[0].NotSuffix, "x")
	}
	for _, tc := range []struct {
		name    string
		filters []detect.HitFilter
		want    string
	}{
		{"unknown keyword", []detect.HitFilter{testFilter(4)}, "the detector has 4 keywords"},
		{"negative keyword", []detect.HitFilter{testFilter(-1)}, "the detector has 4 keywords"},
		{"twice", []detect.HitFilter{testFilter(1), testFilter(1)}, "keyword 1 has two hit filters"},
		{"too wide", []detect.HitFilter{wide}, "more than the limit of 256"},
		{"too many steps", []detect.HitFilter{many}, "want 1 to 16"},
		{"no steps", []detect.HitFilter{{Keyword: 0}}, "want 1 to 16"},
		{"min over max", []detect.HitFilter{backwards}, "takes 2 to 1 bytes"},
		{"long suffix", []detect.HitFilter{longSuffix}, "refuses a suffix of 33 bytes"},
		{"many suffixes", []detect.HitFilter{manySuffixes}, "refuses 65 suffixes"},
	} {
		if _, err := AppendHitFilters(nil, tc.filters, 4); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: AppendHitFilters: %v, want %q", tc.name, err, tc.want)
		}
	}
	good, err := AppendHitFilters(nil, []detect.HitFilter{testFilter(1)}, 4)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		b    []byte
		want string
	}{
		{"empty", nil, "truncated"},
		{"cut", good[:len(good)-1], "truncated"},
		{"trailing", append(bytes.Clone(good), 0), "suffix count: truncated"},
		{"no suffixes", append(bytes.Clone(good), 0, 0, 0, 0), "a suffix trailer of no suffixes"},
		{"suffix of no step", append(bytes.Clone(good), 1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 'x'), "names step 2 of hit filter 0"},
		{"empty suffix", append(bytes.Clone(good), 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), "0 bytes, want 1 to 32"},
		{"after suffix", append(bytes.Clone(good), 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 'x', 0), "after its last filter"},
		{"fewer keywords", good, "the detector has 1 keywords"},
	} {
		keywords := 4
		if tc.name == "fewer keywords" {
			keywords = 1
		}
		if _, err := ParseHitFilters(tc.b, keywords); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: ParseHitFilters: %v, want %q", tc.name, err, tc.want)
		}
	}
}

// FuzzParseHitFilters checks that any bytes give an error or filters that
// are within the limits and encode back to the same bytes.
func FuzzParseHitFilters(f *testing.F) {
	good, _ := AppendHitFilters(nil, []detect.HitFilter{testFilter(0), testFilter(2)}, 3)
	f.Add(good)
	suffixed := testFilter(1)
	suffixed.Steps[0].NotSuffix = []string{"name", "id"}
	withSuffixes, _ := AppendHitFilters(nil, []detect.HitFilter{testFilter(0), suffixed}, 3)
	f.Add(withSuffixes)
	f.Add([]byte{1, 0, 0, 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		filters, err := ParseHitFilters(b, 3)
		if err != nil {
			return
		}
		again, err := AppendHitFilters(nil, filters, 3)
		if err != nil {
			t.Fatalf("parsed filters do not encode: %v", err)
		}
		if !bytes.Equal(again, b) {
			t.Fatal("parsed filters encode to other bytes")
		}
	})
}
