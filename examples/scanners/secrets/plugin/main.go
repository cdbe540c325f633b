// Command plugin is the secrets scanner (../detector) built for the
// goplugin backend: the same detector as the subprocess executable
// (../main.go) and the WASM module (../wasm), served as a go-plugin gRPC
// server by sdk/plugin. The worker starts it; run by hand it explains that
// and exits.
package main

import (
	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/sdk/plugin"
)

func main() { plugin.Serve(detector.New(), plugin.Options{}) }
