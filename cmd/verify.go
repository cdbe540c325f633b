package workercmd

import (
	"flag"
	"runtime"
	"strconv"
	"strings"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/modules"
	"github.com/sluicehq/sluice/internal/pkg"
)

// stringList is a repeatable string flag.
type stringList []string

func (l *stringList) String() string { return strings.Join(*l, ",") }

func (l *stringList) Set(s string) error {
	*l = append(*l, s)
	return nil
}

type verifyFlags struct {
	config, now, platform string
	keys, roots           stringList
	threshold             int
	asJSON                bool
}

func verifyPackageCommand() *command {
	return &command{
		name:    "verify-package",
		args:    "[--config FILE | --trust-key PUB... [--threshold N]] [--root FILE]... [--now TIME] [--json] PKG",
		summary: "Check a signed package offline before it reaches a worker",
		help: `Verifies PKG (a package directory or .tar.gz) exactly as a worker does at
start, without network access and without changing anything: the trust
config, the root chain, the archive's shape and caps, the signatures over
the exact manifest bytes (a threshold of distinct trusted keys), the strict
manifest, its dates against one reference time, every path, and the size
and sha256 of every file. It does not check version high-water marks, which
only a worker's state dir knows.

Whom to trust comes from --config or from the command line:
  --config FILE        the [trust] table of a worker.toml (paths in it are
                       relative to the file), as the worker would use it
  --trust-key PUB      a public key file (PREFIX.pub) or "ed25519:<base64>";
                       repeat it for several keys, with --threshold N of them
                       required (default 1); not with --config
  --root FILE          a pinned root file; repeat it for a rotation chain,
                       oldest first (with --config, each one extends the
                       configured chain, to check a package against a
                       rotation before rolling it out)

A scanner may ship several builds (a WASM module, a native executable per
platform, a go-plugin binary): every build is verified, and the report
names the one a worker would run, and why, for this machine (or
--platform) and the worker.backends of --config.

A valid package prints a summary (name, version, expiry, scanners, signers);
an invalid one lists every problem found, each with the file or manifest
field it concerns. --json prints the same report as one JSON object, with
"valid" and "problems", for CI.

Examples:
  worker verify-package --trust-key release.pub secrets.tar.gz
  worker verify-package --trust-key a.pub --trust-key b.pub --threshold 2 secrets.tar.gz
  worker verify-package --config /etc/sluice/worker.toml --now 2026-07-01T00:00:00Z secrets.tar.gz
  worker verify-package --json --root root.json secrets.tar.gz | jq .problems`,
		exits: []string{
			"1    the package failed verification (every problem is listed)",
		},
		flags: func(fs *flag.FlagSet) func(*env, []string) error {
			var f verifyFlags
			fs.StringVar(&f.config, "config", "", "take [trust] from this worker.toml `FILE`")
			fs.Var(&f.keys, "trust-key", "a trusted public key `PUB`: a .pub file or \"ed25519:<base64>\" (repeatable)")
			fs.IntVar(&f.threshold, "threshold", 0, "`N`, how many distinct --trust-key keys must sign (default 1)")
			fs.Var(&f.roots, "root", "a root `FILE`; repeat for a rotation chain, oldest first (repeatable)")
			fs.StringVar(&f.now, "now", "", "the reference `TIME` for every date check, RFC 3339 like 2026-07-01T00:00:00Z (default: now)")
			fs.StringVar(&f.platform, "platform", "", "also require the package to allow this `OS/ARCH`, e.g. linux/amd64 (default: any, as packages are often checked on another machine)")
			fs.BoolVar(&f.asJSON, "json", false, "print the report as one JSON object")
			return func(e *env, args []string) error {
				set := map[string]bool{}
				fs.Visit(func(fl *flag.Flag) { set[fl.Name] = true })
				return e.verifyPackage(&f, set, args)
			}
		},
	}
}

func (e *env) verifyPackage(f *verifyFlags, set map[string]bool, args []string) error {
	if err := exactArgs(args, 1, "one package PKG (a directory or .tar.gz)"); err != nil {
		return err
	}
	opt, err := e.verifyOptions(f, set)
	if err != nil {
		return err
	}
	if code := runVerifyPackage(e.ctx, args[0], opt, f.asJSON, e.stdout, e.stderr); code != ExitOK {
		if e.ctx.Err() != nil {
			return e.ctx.Err()
		}
		return &exitError{code: code}
	}
	return nil
}

// verifyOptions turns the flags into pkg.VerifyOptions; a mistake in how
// trust is given is a usage error.
func (e *env) verifyOptions(f *verifyFlags, set map[string]bool) (pkg.VerifyOptions, error) {
	var opt pkg.VerifyOptions
	var cfg *config.Config
	switch {
	case f.config != "" && (len(f.keys) > 0 || set["threshold"]):
		return opt, usagef("--config takes the trusted keys and threshold from its [trust] table; drop --trust-key and --threshold, or --config")
	case f.config != "":
		var err error
		if cfg, err = e.loadConfig(f.config); err != nil {
			return opt, err
		}
		opt.Trust = cfg.Trust
		opt.Trust.Keys = append([]string(nil), cfg.Trust.Keys...)
		opt.Trust.Roots = append(append([]string(nil), cfg.Trust.Roots...), f.roots...)
		if len(opt.Trust.Keys) == 0 && len(opt.Trust.Roots) == 0 {
			return opt, usagef("%s has no [trust] keys or roots, so no package can verify; add the signing key under [trust] keys", cfg.Source)
		}
	case len(f.keys) == 0 && len(f.roots) == 0:
		if set["threshold"] {
			return opt, usagef("--threshold %d needs the keys it counts: give --trust-key PUB for each", f.threshold)
		}
		return opt, usagef("say whom to trust: --trust-key PUB (repeatable, with --threshold N), --root FILE, or --config worker.toml")
	default:
		opt.Trust = pkg.TrustConfig{Keys: f.keys, Threshold: f.threshold, Roots: f.roots}
		if len(f.keys) > 0 && !set["threshold"] {
			opt.Trust.Threshold = 1
		}
	}
	opt.BuiltinKeys = e.builtinKeys()
	if f.now != "" {
		now, err := parseReferenceTime(f.now)
		if err != nil {
			return opt, usagef("%v", err)
		}
		opt.Now = now
	}
	if f.platform != "" {
		goos, arch, ok := strings.Cut(f.platform, "/")
		if !ok || goos == "" || arch == "" || strings.Contains(arch, "/") {
			return opt, usagef("--platform %s: want OS/ARCH, e.g. linux/amd64", strconv.Quote(f.platform))
		}
		opt.Platform = f.platform
	}
	opt.Select = buildSelector(cfg, f.platform)
	return opt, nil
}

// buildSelector is how a worker chooses among a scanner's builds: on
// platform (empty: this machine), preferring cfg's worker.backends (nil
// cfg: the defaults), and, on this machine, passing over a backend that
// says it cannot run here with cfg's table for it.
func buildSelector(cfg *config.Config, platform string) *pkg.Selector {
	here := runtime.GOOS + "/" + runtime.GOARCH
	sel := &pkg.Selector{Platform: here}
	if platform != "" {
		sel.Platform = platform
	}
	if cfg != nil {
		sel.Backends = cfg.Worker.Backends
	}
	if sel.Platform != here {
		return sel // another machine's kernel is not this one's
	}
	sel.Unavailable = func(name string) error {
		m, ok := modules.Lookup(backend.Plugins.Name + "." + name)
		if !ok {
			return nil
		}
		v := m.New()
		if cfg != nil {
			if table, err := cfg.Plugin(m.ID); err == nil && table.Decode(v) != nil {
				return nil // config check reports the table
			}
		}
		if c, ok := v.(registry.Checker); ok {
			return c.Unavailable()
		}
		return nil
	}
	return sel
}
