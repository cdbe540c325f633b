package wasmhost_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/internal/wasmhost"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// TestHitFilters checks that the host applies a guest's hit filters to its
// keyword hits: the guest reports every hit it is given, and sees only
// those its filter keeps ("key", up to four spaces, "=", or more spaces); with the
// prefilter off it searches itself and sees them all. Filters that name a
// keyword the guest does not have, or look past the byte limit, fail the
// load.
func TestHitFilters(t *testing.T) {
	m := load(t, "hitfilter", wasmhost.ModuleOptions{})
	// Hits over 60 bytes apart, so every window's hit list is sent (it is
	// sent only when sparser than one hit per 24 bytes).
	parts := []string{"key=1", "key 2", "key    =3", "key     =4", "keyX=", "key"}
	// Five spaces fill the step's four and a fifth follows: the filter
	// cannot tell and keeps the hit.
	keep := []bool{true, false, true, true, false, false}
	var text string
	var all, kept []int64
	for i, p := range parts {
		if i > 0 {
			text += strings.Repeat(".", 61)
		}
		all = append(all, int64(len(text)))
		if keep[i] {
			kept = append(kept, int64(len(text)))
		}
		text += p
	}
	ws := workspace(t, map[string]string{"a.txt": text})
	starts := func(noPrefilter bool) []int64 {
		t.Helper()
		req := scanReq(ws, nil)
		req.Detect.NoPrefilter = noPrefilter
		var r recorder
		if err := m.Scan(t.Context(), req, &r); err != nil {
			t.Fatal(err)
		}
		var out []int64
		for _, f := range r.findings {
			out = append(out, f.StartOffset)
		}
		slices.Sort(out)
		return out
	}
	if got, want := starts(false), kept; !slices.Equal(got, want) {
		t.Fatalf("with the host's keyword pass the guest saw hits at %v, want %v (the filter's)", got, want)
	}
	if got, want := starts(true), all; !slices.Equal(got, want) {
		t.Fatalf("with the prefilter off the guest found %v, want %v", got, want)
	}

	// Refused name suffixes travel in the list's trailer.
	sm := load(t, "hitfilter", wasmhost.ModuleOptions{Data: []scanner.DataFile{{Name: "suffix", Data: []byte("x")}}})
	text = "keyName=" + strings.Repeat(".", 61) + "keyX=" + strings.Repeat(".", 61) + "key_name="
	var sr recorder
	if err := sm.Scan(t.Context(), scanReq(workspace(t, map[string]string{"a.txt": text}), nil), &sr); err != nil {
		t.Fatal(err)
	}
	if len(sr.findings) != 1 || sr.findings[0].StartOffset != 69 {
		t.Fatalf("with a filter refusing names ending in \"name\" the guest saw %+v, want the hit at 69 alone", sr.findings)
	}

	rt := newRuntime(t, wasmhost.Config{CacheDir: sharedCache()})
	for _, tc := range []struct{ mode, want string }{
		{"bad", "hit filter for keyword 7: the detector has 1 keywords"},
		{"wide", "more than the limit of 256"},
	} {
		_, err := rt.Load(t.Context(), readGuest(t, "hitfilter"), wasmhost.ModuleOptions{Name: "hitfilter",
			Data: []scanner.DataFile{{Name: tc.mode, Data: []byte("x")}}})
		if e := wasmhost.AsError(err); e == nil || e.Kind != wasmhost.KindLoad || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Load() = %v, want a load error holding %q", tc.mode, err, tc.want)
		}
	}
}
