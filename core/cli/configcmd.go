package cli

import (
	"flag"
	"fmt"
)

func configCheckCommand() *command {
	return &command{
		name:    "config check",
		args:    "[--config FILE] [--print]",
		summary: "Validate worker.toml",
		help: `Loads the config strictly, as 'worker run' would: unknown keys, wrong types
and out-of-range values are reported with their line:column, and every plugin
table is decoded into its plugin. Nothing is started and nothing is written.

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
				fmt.Fprintf(e.stdout, "ok: %s\n", cfg.Source)
				return nil
			}
		},
	}
}
