package cli

import (
	"flag"
	"fmt"
	"time"

	"github.com/sluicehq/sluice/core/pkg"
	"github.com/sluicehq/sluice/core/registry"
)

func configCheckCommand() *command {
	return &command{
		name:    "config check",
		args:    "[--config FILE] [--print]",
		summary: "Validate worker.toml",
		help: `Loads the config strictly, as 'worker run' would: unknown keys, wrong types
and out-of-range values are reported with their line:column, and every plugin
table is decoded into its plugin, and the [trust] table is checked as a
worker would check it (keys, root chain, and that it lists no key of a
package built into the worker). Nothing is started and nothing is written.
Then each plugin that can says what it will enforce on this machine, such as
the scanner sandbox of the subprocess and goplugin backends and the kernel
features it found (or what is missing and how to enable it).

Without --config the search order is ./worker.toml, then
$XDG_CONFIG_HOME/sluice/worker.toml (~/.config/sluice/worker.toml), then the
built-in default.

Examples:
  worker config check --config /etc/sluice/worker.toml
  worker config check --print        # the effective config, defaults filled in`,
		flags: func(fs *flag.FlagSet) func(*env, []string) error {
			path := configFlag(fs)
			print := fs.Bool("print", false, "print the effective config (defaults applied, paths resolved) as TOML")
			return func(e *env, args []string) error {
				if err := exactArgs(args, 0, "no arguments"); err != nil {
					return err
				}
				cfg, err := e.loadConfig(*path)
				if err != nil {
					return err
				}
				if *print {
					return cfg.WriteTOML(e.stdout)
				}
				if trust := cfg.Trust; len(trust.Keys) > 0 || len(trust.Roots) > 0 {
					if err := pkg.CheckTrust(trust, e.builtinKeys(), time.Now()); err != nil {
						return &exitError{code: ExitUsage, err: fmt.Errorf("%s: [trust]: %w", cfg.Source, err)}
					}
				}
				fmt.Fprintf(e.stdout, "ok: %s\n", cfg.Source)
				for _, m := range registry.List("") {
					p, err := cfg.Plugin(m.ID)
					if err != nil {
						return err
					}
					v := m.New()
					if err := p.Decode(v); err != nil {
						return err
					}
					if en, ok := v.(registry.Enforcer); ok {
						fmt.Fprintf(e.stdout, "%s:\n", m.ID)
						for _, l := range en.Enforcement() {
							fmt.Fprintf(e.stdout, "  %s\n", l)
						}
					}
				}
				return nil
			}
		},
	}
}
