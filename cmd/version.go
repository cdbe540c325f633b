package workercmd

import (
	"encoding/json"
	"flag"
	"fmt"

	"github.com/sluicehq/sluice/internal/buildinfo"
)

// VersionInfo is what `worker version --json` prints.
type VersionInfo = buildinfo.Info

// Version reads the version from the binary's build info.
func Version() VersionInfo { return buildinfo.Read() }

func versionCommand() *command {
	return &command{
		name:    "version",
		args:    "[--json]",
		summary: "Print the worker's version",
		help: `Prints the version, the VCS revision the binary was built from (when the
build recorded it), the Go version and the platform. The version is the
release's (make build stamps it from git describe), the module's for go
install ...@VERSION, else devel- and the revision (-dirty with uncommitted
changes).

Example:
  worker version --json`,
		flags: func(fs *flag.FlagSet) func(*env, []string) error {
			asJSON := fs.Bool("json", false, "print one JSON object")
			return func(e *env, args []string) error {
				if err := exactArgs(args, 0, "no arguments"); err != nil {
					return err
				}
				v := Version()
				if *asJSON {
					return json.NewEncoder(e.stdout).Encode(v)
				}
				fmt.Fprintf(e.stdout, "worker %s", v.Version)
				if v.Revision != "" {
					rev := v.Revision
					if len(rev) > 12 {
						rev = rev[:12]
					}
					fmt.Fprintf(e.stdout, " %s", rev)
					if v.Modified {
						fmt.Fprint(e.stdout, "+dirty")
					}
				}
				fmt.Fprintf(e.stdout, " (%s, %s)\n", v.Go, v.Platform)
				return nil
			}
		},
	}
}
