package wasmhost

import (
	"testing"

	"github.com/sluicehq/sluice/internal/wasmabi"
)

// A window's hit list is sent only while it is smaller than the window, so
// a file packed with keywords cannot blow up the batch; denser windows are
// searched by the guest itself.
func TestHitListBounded(t *testing.T) {
	on := &guestDetector{prefilter: true}
	off := &guestDetector{prefilter: false}
	for _, tc := range []struct {
		name     string
		len      int64
		hits     int
		d        *guestDetector
		wantHits bool
	}{
		{"sparse", 4096, 3, on, true},
		{"no hits", 4096, 0, on, true},
		{"at the bound", int64(10 * hitDensity), 10, on, true},
		{"denser than the bound", int64(10*hitDensity - 1), 10, on, false},
		{"keyword flood", 1 << 20, 1 << 18, on, false},
		{"over the wire cap", 1 << 40, wasmabi.MaxHitsPerWindow + 1, on, false},
		{"prefilter off", 4096, 3, off, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &batchSpan{len: tc.len, hitFrom: 5, hitTo: 5 + tc.hits}
			if got := tc.d.searched(s); got != tc.wantHits {
				t.Fatalf("searched = %v, want %v", got, tc.wantHits)
			}
			if tc.wantHits && int64(tc.hits*wasmabi.HitBytes) > tc.len {
				t.Fatalf("a %d-byte hit list for a %d-byte window", tc.hits*wasmabi.HitBytes, tc.len)
			}
		})
	}
}
