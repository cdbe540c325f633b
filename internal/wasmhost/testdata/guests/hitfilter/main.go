// Command hitfilter is a test guest: a detector for the keyword "key" that
// states a hit filter (zero to four spaces, then "=") and reports every
// hit it is given, so a test sees which hits the host kept. Without a hit
// list (prefilter off) it reports every "key" it finds itself. A data
// file named "suffix" makes the filter a name of up to eight letters not
// ending in "name", then "="; one named "bad" makes it state a filter for a keyword it does not have;
// one named "wide" a filter over the byte limit.
package main

import (
	"bytes"
	"context"

	"github.com/sluicehq/sluice/internal/wasmabi"
	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/wasmguest"
)

type detector struct{ mode string }

func (d detector) Info() scanner.Info {
	return scanner.Info{Name: "hitfilter", Version: "1", Kind: scanner.KindDetector, Keywords: []string{"key"}, MaxMatchBytes: 16}
}

func (d detector) Configure(files []scanner.DataFile) (scanner.Scanner, error) {
	for _, f := range files {
		d.mode = f.Name
	}
	return d, nil
}

func (d detector) HitFilters() []detect.HitFilter {
	var space, eq [256]bool
	space[' '], eq['='] = true, true
	f := detect.HitFilter{Keyword: 0, Steps: []detect.HitStep{{Set: space, Min: 0, Max: 4}, {Set: eq, Min: 1, Max: 1}}}
	switch d.mode {
	case "suffix":
		// A name of up to eight letters not ending in "name", then "=".
		var letters [256]bool
		for c := 'a'; c <= 'z'; c++ {
			letters[c], letters[c-'a'+'A'] = true, true
		}
		f.Steps = []detect.HitStep{{Set: letters, Min: 0, Max: 8, NotSuffix: []string{"name"}}, {Set: eq, Min: 1, Max: 1}}
	case "bad":
		f.Keyword = 7
	case "wide":
		f.Steps[0].Max = wasmabi.MaxHitFilterBytes
	}
	return []detect.HitFilter{f}
}

func (d detector) report(w *scanner.Window, start int, out scanner.Reporter) error {
	return out.Finding(scanner.Finding{RuleID: "hit", StartOffset: int64(start), EndOffset: int64(start + 3),
		Match: "key", Fingerprint: scanner.Fingerprint("hit", w.Path, []byte{byte(start)}), Severity: scanner.SeverityLow})
}

func (d detector) DetectHits(ctx context.Context, w *scanner.Window, hits []detect.Hit, out scanner.Reporter) error {
	for _, h := range hits {
		if err := d.report(w, h.Start, out); err != nil {
			return err
		}
	}
	return nil
}

func (d detector) Detect(ctx context.Context, w *scanner.Window, out scanner.Reporter) error {
	for off := 0; ; off++ {
		i := bytes.Index(w.Data[off:], []byte("key"))
		if i < 0 {
			return nil
		}
		off += i
		if err := d.report(w, off, out); err != nil {
			return err
		}
	}
}

func init() { wasmguest.Register(detector{}) }

func main() {}
