// Command worker runs Sluice: it claims scan jobs from a transport, runs
// scanners from verified packages in sandboxed backends, and delivers sealed
// result bundles. All logic lives in the cmd package (workercmd); see
// docs/cli.md. This main only chooses what is linked in: every plugin of
// plugins/all and one built-in package, the secrets scanner
// (examples/packages/secrets), so `worker scan DIR` works with no setup.
// A custom build is this file with more plugin imports
// (docs/custom-builds.md).
package main

import (
	workercmd "github.com/sluicehq/sluice/cmd"
	"github.com/sluicehq/sluice/examples/packages/secrets"
	_ "github.com/sluicehq/sluice/plugins/all"
)

func main() {
	workercmd.Main(workercmd.Options{Builtin: []workercmd.BuiltinPackage{secrets.Package()}})
}
