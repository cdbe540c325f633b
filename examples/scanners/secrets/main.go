// Command secrets is the secrets example scanner as a plain executable: it
// speaks the Sluice line protocol on stdin and stdout (see
// docs/scanner-protocol.md) and scans its working directory. The rules are
// listed in docs/secrets-scanner.md.
package main

import (
	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/sdk/stdio"
)

func main() { stdio.Main(detector.New()) }
