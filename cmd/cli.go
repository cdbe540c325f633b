package workercmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/pkg"
	"github.com/sluicehq/sluice/internal/sandbox"
)

// Exit codes returned by Main.
const (
	ExitOK      = 0
	ExitFailed  = 1
	ExitUsage   = 2
	ExitRuntime = 3
	// ExitShutdownTimeout: a drain ran out of worker.shutdown_timeout and
	// aborted running jobs (their state is kept for the next start).
	ExitShutdownTimeout = 4
	// ExitIncomplete: `worker scan` found that some job did not scan
	// everything (see report.Job.Complete).
	ExitIncomplete  = 5
	ExitInterrupted = 130
)

// env is what a command runs with.
type env struct {
	ctx    context.Context
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	// getenv reads the environment; tests replace it.
	getenv func(string) string
	// notifySignals is true in a real process: run and scan then handle
	// SIGINT/SIGTERM/SIGHUP themselves.
	notifySignals bool
	// cacheRoot, when set, gives plugins a cache dir that outlives the
	// state dir (registry.Context.CacheDir); scan sets it when its state
	// dir is temporary.
	cacheRoot string
	// keyRoot, when set, gives plugins a key dir for the secrets that
	// authenticate their caches (registry.Context.KeyDir); scan sets it
	// with cacheRoot, to <configured state dir>/plugins.
	keyRoot string
	// signals queues signals from catchSignals until watchSignals runs.
	signals chan os.Signal
	// builtin are the packages built into the binary (Options.Builtin).
	builtin []pkg.BuiltinPackage
}

// Options configure Run.
type Options struct {
	// Builtin are packages embedded in the worker binary, loaded by `run`
	// and `scan` next to the config's [[package]] entries unless
	// worker.builtin_packages is false or --no-builtin is given. Each is
	// trusted by its own key and pinned manifest digest only.
	// cmd/worker passes the built-in secrets package; the engine never
	// imports it.
	Builtin []BuiltinPackage
}

// BuiltinPackage is a signed package embedded in the worker binary: Source
// names it ("builtin:<name>"), FS holds its tree (manifest.json,
// manifest.sig and the files the manifest lists), Key is the public key
// that must have signed it ("ed25519:<base64>") and ManifestSHA256 pins
// the exact bytes of its manifest. The worker verifies it like any other
// package before it runs anything from it.
type BuiltinPackage = pkg.BuiltinPackage

// Main is the whole body of a worker binary's main function: it makes the
// process the scanner sandbox's init when started as one (sandbox.Main,
// which must run before the worker reads any secret), then runs the command
// line with the process's arguments and standard streams and exits with
// its exit code. It never returns. cmd/worker and custom builds (which
// link extra plugins with blank imports) call it and nothing else.
func Main(opt Options) {
	sandbox.Main()
	stopProfiles := startProfiles(os.Getenv, func(err error) { fmt.Fprintln(os.Stderr, "worker:", err) })
	code := Run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr, opt)
	stopProfiles()
	os.Exit(code)
}

// Run runs the worker command line with args (without the program name)
// and returns the process exit code. It never calls os.Exit; tests and
// embedders call it in-process.
func Run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, opt Options) int {
	e := &env{ctx: ctx, stdin: stdin, stdout: stdout, stderr: stderr, getenv: os.Getenv, notifySignals: true,
		builtin: opt.Builtin}
	return e.main(args)
}

func (e *env) main(args []string) int {
	cmd, rest, err := lookup(args)
	if err != nil {
		return e.fail("", err)
	}
	if cmd == nil { // worker, worker --help, worker help
		if len(args) == 0 {
			// A bare "worker" is a command line missing its command: the
			// help goes to stderr and the exit code says usage error, so
			// a script that lost its arguments does not pass.
			writeTopHelp(e.stderr)
			return ExitUsage
		}
		writeTopHelp(e.stdout)
		return ExitOK
	}
	if cmd.group != nil {
		if !wantsHelp(args) {
			writeGroupHelp(e.stderr, cmd)
			return ExitUsage
		}
		writeGroupHelp(e.stdout, cmd)
		return ExitOK
	}
	return e.fail(cmd.name, cmd.execute(e, rest))
}

// fail reports err on stderr and maps it to an exit code.
func (e *env) fail(cmdName string, err error) int {
	if err == nil {
		return ExitOK
	}
	var ue *usageError
	var xe *exitError
	var ce *config.Error
	switch {
	case errors.As(err, &xe):
		if xe.err != nil {
			fmt.Fprintf(e.stderr, "worker%s: %v\n", prefixSpace(cmdName), xe.err)
		}
		return xe.code
	case errors.As(err, &ue):
		fmt.Fprintf(e.stderr, "worker%s: %s\n", prefixSpace(cmdName), ue.msg)
		help := "worker --help"
		if cmdName != "" {
			help = "worker " + cmdName + " --help"
		}
		fmt.Fprintf(e.stderr, "Run '%s' for usage.\n", help)
		return ExitUsage
	case errors.As(err, &ce):
		fmt.Fprintf(e.stderr, "worker%s: invalid config:\n%v\nFix the file, then check it with: worker config check --config %s\n",
			prefixSpace(cmdName), ce, configHint(ce.Source))
		return ExitUsage
	case errors.Is(err, context.Canceled) && e.ctx.Err() != nil:
		fmt.Fprintf(e.stderr, "worker%s: interrupted\n", prefixSpace(cmdName))
		return ExitInterrupted
	}
	fmt.Fprintf(e.stderr, "worker%s: %v\n", prefixSpace(cmdName), err)
	return ExitRuntime
}

func configHint(source string) string {
	if source == config.BuiltinSource {
		return "FILE"
	}
	return source
}

func prefixSpace(s string) string {
	if s == "" {
		return ""
	}
	return " " + s
}

// usageError is a mistake on the command line: exit 2 with a pointer to
// --help.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return &usageError{msg: fmt.Sprintf(format, args...)}
}

// exitError carries a specific exit code; err, when not nil, is printed.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit %d", e.code)
	}
	return e.err.Error()
}

func (e *exitError) Unwrap() error { return e.err }

// lookup finds the command named by the first one or two args.
func lookup(args []string) (*command, []string, error) {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "-help" {
		return nil, nil, nil
	}
	if args[0] == "help" {
		if len(args) == 1 {
			return nil, nil, nil
		}
		cmd, _, err := lookup(args[1:])
		if err != nil || cmd == nil {
			return cmd, nil, err
		}
		return cmd, []string{"--help"}, nil
	}
	if strings.HasPrefix(args[0], "-") {
		return nil, nil, usagef("flags go after the command, as in 'worker scan --format json DIR'; %q came first", args[0])
	}
	for _, c := range commands() {
		if c.name != args[0] {
			continue
		}
		if c.group == nil {
			return c, args[1:], nil
		}
		if len(args) == 1 || args[1] == "-h" || args[1] == "--help" || args[1] == "-help" {
			return c, nil, nil
		}
		for _, sub := range c.group {
			if sub.name == c.name+" "+args[1] {
				return sub, args[2:], nil
			}
		}
		return nil, nil, usagef("unknown command %q; 'worker %s' has: %s", c.name+" "+args[1], c.name, subNames(c))
	}
	return nil, nil, usagef("unknown command %q; commands are: %s", args[0], topNames())
}

// wantsHelp reports whether args ask for help (--help, -h, help) rather
// than leaving a command group without its subcommand.
func wantsHelp(args []string) bool {
	for _, a := range args {
		switch a {
		case "-h", "--help", "-help", "help":
			return true
		}
	}
	return false
}

func subNames(c *command) string {
	var names []string
	for _, s := range c.group {
		names = append(names, strings.TrimPrefix(s.name, c.name+" "))
	}
	return strings.Join(names, ", ")
}

func topNames() string {
	var names []string
	for _, c := range commands() {
		names = append(names, c.name)
	}
	return strings.Join(names, ", ")
}
