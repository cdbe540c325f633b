// Command markers is the markers example scanner as a plain executable: it
// speaks the Sluice line protocol on stdin and stdout (see
// docs/scanner-protocol.md) and scans its working directory.
package main

import (
	"github.com/sluicehq/sluice/examples/scanners/markers/detector"
	"github.com/sluicehq/sluice/sdk/stdio"
)

func main() { stdio.Main(detector.New()) }
