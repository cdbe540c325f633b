// Command probewasm is a no-op probe scanner as a WASM guest for
// backend.wasm: a content detector whose one keyword occurs in no
// benchmark target, so the host's keyword pass finds no hit and the guest is
// never called for a job. BenchmarkPipeline runs it to measure the worker's
// own overhead per job (claim, prepare, bundle, deliver and their durable
// writes) without a process start or an instance start per job.
//
//	GOOS=wasip1 GOARCH=wasm go build -buildmode=c-shared -o probe.wasm .
package main

import (
	"context"

	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/wasmguest"
)

// Keyword is the probe's one keyword; the package manifest declares it too.
const Keyword = "sluice-noop-probe-keyword"

type probe struct{}

func (probe) Info() scanner.Info {
	return scanner.Info{Name: "probe", Version: "1.0.0", Kind: scanner.KindDetector,
		Keywords: []string{Keyword}, MaxMatchBytes: 64}
}

func (probe) Detect(context.Context, *scanner.Window, scanner.Reporter) error { return nil }

func init() { wasmguest.Register(probe{}) }

func main() {}
