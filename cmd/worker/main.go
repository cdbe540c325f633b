// Command worker runs Sluice: it claims scan jobs from a transport, runs
// scanners from verified packages in sandboxed backends, and delivers sealed
// result bundles. All logic lives in the cmd package (workercmd); see docs/cli.md. The binary
// carries one built-in package, the secrets scanner
// (examples/packages/secrets), so `worker scan DIR` works with no setup.
package main

import (
	"context"
	"os"

	workercmd "github.com/sluicehq/sluice/cmd"
	"github.com/sluicehq/sluice/core/backend/sandbox"
	"github.com/sluicehq/sluice/core/pkg"
	"github.com/sluicehq/sluice/examples/packages/secrets"
	_ "github.com/sluicehq/sluice/plugins/all"
)

func main() {
	// First: this binary is also the scanner sandbox's init, and the
	// worker must not be dumpable before it reads any secret.
	sandbox.Main()
	os.Exit(workercmd.Run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr,
		workercmd.Options{Builtin: []pkg.BuiltinPackage{secrets.Package()}}))
}
