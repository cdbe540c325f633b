package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
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
package built into the worker), and every [[package]] is verified with that
trust as the worker verifies it at start. Every problem is reported at once,
and any problem exits 2. Nothing is started and nothing is written.
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
				// Every problem at once: the trust config, then each
				// package as the worker would verify it at start.
				var problems []string
				trusted := true
				if trust := cfg.Trust; len(trust.Keys) > 0 || len(trust.Roots) > 0 {
					if err := pkg.CheckTrust(trust, e.builtinKeys(), time.Now()); err != nil {
						problems = append(problems, fmt.Sprintf("%s: [trust]: %v", cfg.Source, err))
						trusted = false
					}
				}
				for i, src := range cfg.Packages {
					if _, err := os.Stat(src.Path); err != nil {
						problems = append(problems, fmt.Sprintf("%s: package[%d]: path: %v", cfg.Source, i, err))
						continue
					}
					if !trusted {
						continue
					}
					r, err := pkg.Verify(e.ctx, src.Path, pkg.VerifyOptions{Trust: cfg.Trust})
					switch {
					case err != nil:
						problems = append(problems, fmt.Sprintf("%s: package[%d]: %v", cfg.Source, i, err))
					case !r.Valid:
						problems = append(problems, fmt.Sprintf("%s: package[%d]: %s fails verification; see: worker verify-package --config %s %s",
							cfg.Source, i, src.Path, cfg.Source, src.Path))
					}
				}
				if len(problems) > 0 {
					return &exitError{code: ExitUsage, err: errors.New(strings.Join(problems, "\n"))}
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
