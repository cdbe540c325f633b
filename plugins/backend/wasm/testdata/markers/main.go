// Command markers is the markers example detector
// (examples/scanners/markers/detector) as a WASM guest for backend.wasm:
//
//	GOOS=wasip1 GOARCH=wasm go build -buildmode=c-shared -o markers.wasm .
package main

import (
	"github.com/sluicehq/sluice/examples/scanners/markers/detector"
	"github.com/sluicehq/sluice/sdk/wasmguest"
)

func init() { wasmguest.Register(detector.New()) }

func main() {}
