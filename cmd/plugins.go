package workercmd

import (
	"encoding/json"
	"flag"
	"fmt"
	"text/tabwriter"

	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/modules"
)

// pluginInfo is one entry of `worker plugins --json`.
type pluginInfo struct {
	ID        string `json:"id"`
	Namespace string `json:"namespace"`
	Name      string `json:"name"`
	Summary   string `json:"summary"`
	// Enforcement is what the plugin, with its default configuration,
	// enforces on this machine (registry.Checker), when it says.
	Enforcement []string `json:"enforcement,omitempty"`
	// Unavailable, for a backend that cannot run scanners on this machine
	// with its default configuration (registry.Checker), says why: a
	// worker runs another build of a scanner that has one.
	Unavailable string `json:"unavailable,omitempty"`
}

func pluginsCommand() *command {
	return &command{
		name:    "plugins",
		args:    "[--json]",
		summary: "List the plugins built into this worker",
		help: `Lists every backend, transport and preparer plugin linked into this binary,
with its id (the name of its table in worker.toml) and a one-line summary,
and below it what the plugin enforces on this machine with its default
configuration (the scanner sandbox of the subprocess and goplugin backends),
and for a backend that cannot run scanners here, why: a worker then runs
another build of a scanner shipped in several ('worker verify-package'
shows the build each scanner gets, and why). 'worker config check' shows
the same for a config file. The reference worker.toml documents each
plugin's keys.

Example:
  worker plugins --json`,
		flags: func(fs *flag.FlagSet) func(*env, []string) error {
			asJSON := fs.Bool("json", false, "print a JSON array")
			return func(e *env, args []string) error {
				if err := exactArgs(args, 0, "no arguments"); err != nil {
					return err
				}
				list := []pluginInfo{}
				for _, m := range modules.List("") {
					info := pluginInfo{ID: m.ID, Namespace: m.Namespace(), Name: m.Name(), Summary: m.Summary}
					v := m.New()
					if en, ok := v.(registry.Checker); ok {
						info.Enforcement = en.Enforcement()
					}
					if c, ok := v.(registry.Checker); ok {
						if err := c.Unavailable(); err != nil {
							info.Unavailable = err.Error()
						}
					}
					list = append(list, info)
				}
				if *asJSON {
					enc := json.NewEncoder(e.stdout)
					enc.SetIndent("", "  ")
					return enc.Encode(list)
				}
				tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "ID\tSUMMARY")
				for _, p := range list {
					fmt.Fprintf(tw, "%s\t%s\n", p.ID, p.Summary)
					for _, l := range p.Enforcement {
						fmt.Fprintf(tw, "\t  %s\n", l)
					}
					if p.Unavailable != "" {
						fmt.Fprintf(tw, "\t  cannot run scanners here: %s\n", p.Unavailable)
					}
				}
				return tw.Flush()
			}
		},
	}
}
