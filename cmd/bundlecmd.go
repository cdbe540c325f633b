package workercmd

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"

	"github.com/sluicehq/sluice/internal/bundle"
)

var bundleExits = []string{"1    the bundle has a defect (the error names it and where)"}

func bundleInspectCommand() *command {
	return &command{
		name:    "bundle inspect",
		args:    "[--json] [--findings] FILE",
		summary: "Verify a result bundle and show what is in it",
		help: `Verifies the whole bundle first (structure, limits, every record, the
trailer's counts and sha256, the file name's digest), then prints its header
(job identity, scanner, workspace digest), its trailer and record counts,
and with --findings every finding. Nothing is printed from a bundle that
fails verification. Text from the bundle is quoted when it holds control
characters.

Examples:
  worker bundle inspect --findings 3f9a...c2.bundle
  worker bundle inspect --json --findings result.bundle | jq .findings`,
		exits: bundleExits,
		flags: func(f *flag.FlagSet) func(*env, []string) error {
			asJSON := f.Bool("json", false, "print one JSON object")
			findings := f.Bool("findings", false, "also list every finding")
			return func(e *env, args []string) error {
				if err := exactArgs(args, 1, "one bundle FILE"); err != nil {
					return err
				}
				err := bundle.Inspect(args[0], bundle.DefaultLimits(), bundle.InspectOptions{JSON: *asJSON, Findings: *findings}, e.stdout)
				return bundleErr(args[0], err)
			}
		},
	}
}

func bundleVerifyCommand() *command {
	return &command{
		name:    "bundle verify",
		args:    "[--json] FILE",
		summary: "Check a result bundle for any defect",
		help: `Reads the whole bundle and checks everything a reader can: zstd framing,
limits (a decompression bomb is refused), every record and finding, the
trailer's record count, byte count and sha256, nothing after the trailer,
and, for a file named <sha256>.bundle, that the name is the file's digest.
Prints a one-line summary, or the summary as JSON.

Example:
  worker bundle verify result.bundle && echo intact`,
		exits: bundleExits,
		flags: func(f *flag.FlagSet) func(*env, []string) error {
			asJSON := f.Bool("json", false, "print the summary as one JSON object")
			return func(e *env, args []string) error {
				if err := exactArgs(args, 1, "one bundle FILE"); err != nil {
					return err
				}
				s, err := bundle.Verify(args[0], bundle.DefaultLimits(), nil)
				if err != nil {
					return bundleErr(args[0], err)
				}
				if *asJSON {
					return json.NewEncoder(e.stdout).Encode(s)
				}
				fmt.Fprintf(e.stdout, "ok %s: sha256 %s, %d bytes, %s, %d findings, job %s attempt %d\n",
					args[0], s.Digest, s.Size, s.Trailer.Completion, s.Counts.Findings, s.Header.Identity.JobID, s.Header.Identity.Attempt)
				return nil
			}
		},
	}
}

// bundleErr maps a bundle error: a file that cannot be opened is a usage
// error, anything else is a defect (exit 1).
func bundleErr(path string, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission) {
		return usagef("cannot read bundle %s: %v", path, err)
	}
	return &exitError{code: ExitFailed, err: fmt.Errorf("bundle %s is not valid: %w", path, err)}
}
