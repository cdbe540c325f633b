package workercmd

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
)

// command is one worker command.
type command struct {
	// name is the full command name: "scan", "bundle inspect".
	name string
	// args is the synopsis after the name: "[flags] PATH...".
	args string
	// summary is one line for the command list.
	summary string
	// help teaches the command: what it does and an example.
	help string
	// exits lists the command's exit codes besides 2 and 3.
	exits []string
	// group holds the subcommands of a command group ("bundle").
	group []*command
	// flags defines the command's flags and returns the function that runs
	// it with the positional arguments.
	flags func(fs *flag.FlagSet) func(e *env, args []string) error
}

// commonExits are the exit codes every command shares.
var commonExits = []string{
	"2    usage or config error (a bad flag, a bad worker.toml)",
	"3    runtime failure (the error says what failed)",
}

// execute parses args and runs the command.
func (c *command) execute(e *env, args []string) error {
	fs := flag.NewFlagSet("worker "+c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	run := c.flags(fs)
	pos, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		c.writeHelp(e.stdout, fs)
		return nil
	}
	if err != nil {
		return flagError(fs, args, err)
	}
	return run(e, pos)
}

// flagError turns a flag parsing error into a usage error that names the
// flag as --help shows it (two dashes) and, for an unknown flag, suggests
// the nearest one.
func flagError(fs *flag.FlagSet, args []string, err error) error {
	for _, a := range args {
		if a == "--" {
			break
		}
		name, ok := flagName(a)
		if !ok || fs.Lookup(name) != nil {
			continue
		}
		if near := nearestFlag(fs, name); near != "" {
			return usagef("unknown flag --%s; did you mean --%s?", name, near)
		}
		return usagef("unknown flag --%s", name)
	}
	// The flag package names flags with one dash ("-format"); show them
	// as the help does.
	msg := err.Error()
	fs.VisitAll(func(f *flag.Flag) {
		msg = strings.Replace(msg, " -"+f.Name+":", " --"+f.Name+":", 1)
		msg = strings.Replace(msg, "argument: -"+f.Name, "argument: --"+f.Name, 1)
	})
	return usagef("%s", msg)
}

// flagName returns the name of the flag arg spells (-x, --x, --x=v).
func flagName(arg string) (string, bool) {
	if len(arg) < 2 || arg[0] != '-' {
		return "", false
	}
	name := strings.TrimPrefix(strings.TrimPrefix(arg, "-"), "-")
	name, _, _ = strings.Cut(name, "=")
	if name == "" || name == "h" || name == "help" {
		return "", false
	}
	return name, true
}

// nearestFlag returns the defined flag closest to name (at most two edits
// away, or a flag name starts with it), or "".
func nearestFlag(fs *flag.FlagSet, name string) string {
	best, bestDist := "", 3
	fs.VisitAll(func(f *flag.Flag) {
		d := editDistance(name, f.Name)
		if strings.HasPrefix(f.Name, name) && d > 1 {
			d = 2
		}
		if d < bestDist {
			best, bestDist = f.Name, d
		}
	})
	return best
}

// editDistance is the Damerau-Levenshtein distance (with adjacent
// transpositions) between a and b.
func editDistance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// parseInterspersed parses flags placed before, between and after the
// positional arguments ("worker scan DIR --format json"). Everything after
// "--" is positional.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		consumed := len(args) - len(rest)
		if consumed > 0 && args[consumed-1] == "--" {
			return append(pos, rest...), nil
		}
		if len(rest) == 0 {
			return pos, nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

func (c *command) writeHelp(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintf(w, "Usage: worker %s %s\n\n%s.\n\n%s\n", c.name, c.args, c.summary, strings.TrimSpace(c.help))
	var flags strings.Builder
	fs.VisitAll(func(f *flag.Flag) {
		name, usage := flag.UnquoteUsage(f)
		fmt.Fprintf(&flags, "  --%s", f.Name)
		if name != "" {
			fmt.Fprintf(&flags, " %s", name)
		}
		fmt.Fprintf(&flags, "\n        %s", usage)
		if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" {
			fmt.Fprintf(&flags, " (default %q)", f.DefValue)
		}
		flags.WriteString("\n")
	})
	if flags.Len() > 0 {
		fmt.Fprintf(w, "\nFlags:\n%s", flags.String())
	}
	fmt.Fprintf(w, "\nExit codes:\n  0    success\n")
	for _, x := range c.exitCodes() {
		fmt.Fprintf(w, "  %s\n", x)
	}
}

// exitCodes returns the command's exit code lines and the common ones, in
// numeric order.
func (c *command) exitCodes() []string {
	lines := append(append([]string(nil), c.exits...), commonExits...)
	code := func(line string) int {
		n, _ := strconv.Atoi(strings.Fields(line)[0])
		return n
	}
	slices.SortStableFunc(lines, func(a, b string) int { return code(a) - code(b) })
	return lines
}

func writeTopHelp(w io.Writer) {
	fmt.Fprint(w, `worker runs untrusted, pluggable scanners over jobs from a transport,
in signed packages, with results sealed into bundles.

Usage: worker COMMAND [flags] [args]

Commands:
`)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, c := range commands() {
		if c.group != nil {
			for _, s := range c.group {
				fmt.Fprintf(tw, "  %s\t%s\n", s.name, s.summary)
			}
			continue
		}
		fmt.Fprintf(tw, "  %s\t%s\n", c.name, c.summary)
	}
	tw.Flush()
	fmt.Fprint(w, `
Run 'worker COMMAND --help' for a command's flags, an example and its exit codes.
A one-shot scan of a directory with the built-in config:

  worker scan ./src

Exit codes: 0 ok, 1 findings (with --fail-on-findings) or verification
failure, 2 usage or config error, 3 runtime failure, 4 drain timed out,
5 incomplete scan, 130 interrupted.
Docs: docs/cli.md and docs/configuration.md.
`)
}

func writeGroupHelp(w io.Writer, c *command) {
	fmt.Fprintf(w, "Usage: worker %s COMMAND [flags] [args]\n\n%s.\n\nCommands:\n", c.name, c.summary)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, s := range c.group {
		fmt.Fprintf(tw, "  %s\t%s\n", s.name, s.summary)
	}
	tw.Flush()
	fmt.Fprintf(w, "\nRun 'worker %s COMMAND --help' for details.\n", c.name)
}

// exactArgs checks the number of positional arguments.
func exactArgs(args []string, n int, what string) error {
	if len(args) != n {
		return usagef("want %s, got %s", what, plural(len(args), "argument"))
	}
	return nil
}
