// Command wasm is the secrets scanner (../detector) as a WASM guest for
// backend.wasm: the same detector as the subprocess executable (../main.go)
// and the go-plugin binary (../plugin), built as a WASI reactor:
//
//	GOOS=wasip1 GOARCH=wasm go build -buildmode=c-shared -trimpath -buildvcs=false -o secrets.wasm .
//
// This build, packaged and signed, is the worker's built-in default scanner
// (examples/packages/secrets; `make example-package` rebuilds it). It holds
// no rules: the package ships the default rule pack as a data file, and the
// host hands it (and any pack the user adds) to the detector at load
// through sluice_configure (docs/wasm-abi.md).
package main

import (
	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/sdk/wasmguest"
)

// The host runs the keyed rules' patterns natively (docs/wasm-abi.md,
// "Host regular expressions"): Go's regexp is far slower inside a guest.
func init() { wasmguest.Register(detector.Loader{Regexp: hostRegexp}) }

func hostRegexp(pattern string) detector.Regexp {
	if r := wasmguest.NewHostRegexp(pattern); r != nil {
		return r
	}
	return nil
}

// The configured detector states hit filters for its generic keywords, so
// the host drops most of their hits before they reach the guest.
var _ wasmguest.HitFilterer = (*detector.Secrets)(nil)

func main() {}
