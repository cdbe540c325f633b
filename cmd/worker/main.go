// Command worker runs Sluice: it claims scan jobs from a transport, runs
// scanners from verified packages in sandboxed backends, and delivers sealed
// result bundles. All logic lives in core/cli; see docs/cli.md.
package main

import (
	"context"
	"os"

	"github.com/sluicehq/sluice/core/cli"
	_ "github.com/sluicehq/sluice/plugins/all"
)

func main() {
	os.Exit(cli.Main(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
