package wasmguest

import (
	"github.com/sluicehq/sluice/internal/wasmabi"
	"github.com/sluicehq/sluice/sdk/detect"
)

// HitFilterer is a HitDetector that states hit filters: the host applies
// them to its keyword hits before it cuts windows (ABI version 3, the
// optional hit_filters import, docs/wasm-abi.md). A keyword may have one filter; keywords
// without one keep every hit. Each filter must keep every hit the
// detector could report a finding for, whatever the bytes before the hit.
type HitFilterer interface {
	HitDetector
	HitFilters() []detect.HitFilter
}

// hitFilters passes the filters of a HitFilterer to the host; other
// scanners have none. keywords is the number of the scanner's keywords.
func (g *guest) hitFilters(keywords int) error {
	hf, ok := g.s.(HitFilterer)
	if !ok {
		return nil
	}
	filters := hf.HitFilters()
	if len(filters) == 0 {
		return nil
	}
	b, err := wasmabi.AppendHitFilters(nil, filters, keywords)
	if err != nil {
		return err
	}
	g.host.hitFilters(b)
	return nil
}
