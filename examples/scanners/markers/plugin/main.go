// Command plugin is the markers example scanner built for the goplugin
// backend: the same detector as ../main.go, served as a go-plugin gRPC
// server by sdk/plugin. The worker starts it; run by hand it explains that
// and exits.
package main

import (
	"github.com/sluicehq/sluice/examples/scanners/markers/detector"
	"github.com/sluicehq/sluice/sdk/plugin"
)

func main() { plugin.Serve(detector.New(), plugin.Options{}) }
