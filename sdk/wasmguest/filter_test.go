package wasmguest

import (
	"testing"

	"github.com/sluicehq/sluice/internal/wasmabi"
	"github.com/sluicehq/sluice/sdk/detect"
)

// TestGuestPassesHitFilters checks describe hands a HitFilterer's filters
// to the host after the Info.
func TestGuestPassesHitFilters(t *testing.T) {
	g, r := newGuest(&filtering{})
	if st := g.describe(); st != wasmabi.StatusOK {
		t.Fatalf("describe: status %d: %s", st, r.err)
	}
	filters, err := wasmabi.ParseHitFilters(r.filters, 1)
	if err != nil || len(filters) != 1 || filters[0].Keyword != 0 {
		t.Fatalf("the host got filters %+v, %v", filters, err)
	}
}

// filtering is a kwDetector that states a hit filter for its keyword.
type filtering struct{ kwDetector }

func (filtering) HitFilters() []detect.HitFilter {
	var eq [256]bool
	eq['='] = true
	return []detect.HitFilter{{Keyword: 0, Steps: []detect.HitStep{{Set: eq, Min: 1, Max: 1}}}}
}
