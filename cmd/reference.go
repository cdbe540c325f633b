package workercmd

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

// WriteReference writes docs/cli.md: an introduction, the exit codes and
// every command's --help text. It is generated (go generate in the
// repository root) so the document cannot drift from the binary.
func WriteReference(w io.Writer) error {
	var b strings.Builder
	b.WriteString(`# The worker command line

<!-- Generated from package workercmd (cmd/) by go generate (cmd/worker/internal/gencli); do not edit. -->

One binary, ` + "`worker`" + `, built from ` + "`cmd/worker`" + `. Every command has ` + "`--help`" + ` with
what it does, an example and its exit codes; flags may come before or after the arguments, and
` + "`--`" + ` ends the flags. Commands that read ` + "`worker.toml`" + ` take ` + "`--config FILE`" + `; without it
the worker looks in ./worker.toml, then ~/.config/sluice/worker.toml, then uses the built-in
default (see [configuration.md](configuration.md)).

## Exit codes

| code | meaning |
|---|---|
| 0 | success |
| 1 | findings were reported (` + "`scan --fail-on-findings`" + `), a verification failed (` + "`bundle verify`" + `, ` + "`bundle inspect`" + `), or ` + "`status`" + ` could not read the queue (a missing or unreadable spool) or a slot's state, ` + "`enqueue --wait`" + `: the job failed or was cancelled |
| 2 | usage or config error: a bad flag or argument, an invalid worker.toml, no packages configured |
| 3 | runtime failure: the message says what failed |
| 4 | ` + "`run`" + `: a drain hit ` + "`worker.shutdown_timeout`" + ` and aborted running jobs; their state is kept and the next start resumes them (the abort costs them no generation); ` + "`enqueue --wait`" + `: ` + "`--wait-timeout`" + ` passed first |
| 5 | ` + "`scan`" + `: the scan is incomplete (a job timed out, failed, hit a limit or left files unscanned) |
| 130 | interrupted by a signal |

## Commands

`)
	for _, c := range commands() {
		list := []*command{c}
		if c.group != nil {
			list = c.group
		}
		for _, s := range list {
			fmt.Fprintf(&b, "- [`worker %s`](#worker-%s): %s\n", s.name, strings.ReplaceAll(s.name, " ", "-"), s.summary)
		}
	}
	for _, c := range commands() {
		list := []*command{c}
		if c.group != nil {
			list = c.group
		}
		for _, s := range list {
			fs := flag.NewFlagSet(s.name, flag.ContinueOnError)
			s.flags(fs)
			fmt.Fprintf(&b, "\n## worker %s\n\n```\n", s.name)
			s.writeHelp(&b, fs)
			b.WriteString("```\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
