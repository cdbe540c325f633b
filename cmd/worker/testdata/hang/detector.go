// Command hang is a test scanner for the cmd/worker binary tests: a
// detector that never returns once it sees the keyword "hang-here", so the
// job runs into its scan deadline. It builds for every backend: as a plain
// executable that serves the subprocess protocol, or go-plugin when
// backend.goplugin starts it, and for GOOS=wasip1 as a WASM guest.
package main

import (
	"context"

	"github.com/sluicehq/sluice/sdk/scanner"
)

type hang struct{}

func (hang) Info() scanner.Info {
	return scanner.Info{Name: "hang", Version: "1.0.0", Kind: scanner.KindDetector, Keywords: []string{"hang-here"}}
}

// Detect hangs, ignoring ctx, as a broken or hostile scanner would.
func (hang) Detect(context.Context, *scanner.Window, scanner.Reporter) error {
	hangForever()
	return nil
}
