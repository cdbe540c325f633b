package workercmd

import (
	"encoding/json"
	"flag"
	"fmt"
	"runtime"
	"runtime/debug"
)

// VersionInfo is what `worker version --json` prints.
type VersionInfo struct {
	// Version is the module version, "(devel)" for a build from a checkout.
	Version string `json:"version"`
	// Revision and Time describe the VCS commit, when the build recorded it.
	Revision string `json:"revision,omitempty"`
	Time     string `json:"time,omitempty"`
	// Modified is true when the checkout had uncommitted changes.
	Modified bool   `json:"modified,omitempty"`
	Go       string `json:"go"`
	Platform string `json:"platform"`
}

// Version reads the version from the binary's build info.
func Version() VersionInfo {
	v := VersionInfo{Version: "(unknown)", Go: runtime.Version(), Platform: runtime.GOOS + "/" + runtime.GOARCH}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return v
	}
	v.Version = bi.Main.Version
	if v.Version == "" {
		v.Version = "(devel)"
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			v.Revision = s.Value
		case "vcs.time":
			v.Time = s.Value
		case "vcs.modified":
			v.Modified = s.Value == "true"
		}
	}
	return v
}

func versionCommand() *command {
	return &command{
		name:    "version",
		args:    "[--json]",
		summary: "Print the worker's version",
		help: `Prints the module version, the VCS revision the binary was built from (when
the build recorded it), the Go version and the platform.

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
