package workercmd

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/modules"
	"github.com/sluicehq/sluice/internal/pkg"
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
				var invalid *config.Error
				if err != nil && (*print || cfg == nil || !errors.As(err, &invalid)) {
					return err
				}
				if *print {
					return cfg.WriteTOML(e.stdout)
				}
				// Every problem at once: those of the file's values and
				// plugin tables, then the trust config, then each package
				// as the worker would verify it at start.
				if invalid == nil {
					invalid = &config.Error{Source: cfg.Source}
				}
				invalid.Problems = append(invalid.Problems, e.checkTrustAndPackages(cfg, invalid)...)
				if len(invalid.Problems) > 0 {
					return invalid
				}
				fmt.Fprintf(e.stdout, "ok: %s\n", cfg.Source)
				for _, m := range modules.List("") {
					p, err := cfg.Plugin(m.ID)
					if err != nil {
						return err
					}
					v := m.New()
					if err := p.Decode(v); err != nil {
						return err
					}
					if en, ok := v.(registry.Checker); ok {
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

// checkTrustAndPackages checks cfg's [trust] as a worker would and verifies
// each [[package]] with it, skipping the tables whose values already have a
// problem in known.
func (e *env) checkTrustAndPackages(cfg *config.Config, known *config.Error) []config.Problem {
	bad := func(table string) bool {
		for _, p := range known.Problems {
			if p.Key == table || strings.HasPrefix(p.Key, table+".") || strings.HasPrefix(p.Key, table+"[") {
				return true
			}
		}
		return false
	}
	var problems []config.Problem
	trusted := !bad("trust")
	if trust := cfg.Trust; trusted && (len(trust.Keys) > 0 || len(trust.Roots) > 0) {
		if err := pkg.CheckTrust(trust, e.builtinKeys(), time.Now()); err != nil {
			problems = append(problems, config.Problem{Key: "[trust]", Msg: err.Error()})
			trusted = false
		}
	}
	if bad("package") {
		return problems
	}
	for i, src := range cfg.Packages {
		where := fmt.Sprintf("package[%d]", i)
		if _, err := os.Stat(src.Path); err != nil {
			problems = append(problems, config.Problem{Key: where, Msg: "path: " + err.Error()})
			continue
		}
		if !trusted {
			continue
		}
		r, err := pkg.Verify(e.ctx, src.Path, pkg.VerifyOptions{Trust: cfg.Trust})
		switch {
		case err != nil:
			problems = append(problems, config.Problem{Key: where, Msg: err.Error()})
		case !r.Valid:
			problems = append(problems, config.Problem{Key: where, Msg: fmt.Sprintf("%s fails verification; see: worker verify-package --config %s %s",
				src.Path, cfg.Source, src.Path)})
		}
	}
	return problems
}
