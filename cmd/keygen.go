package workercmd

import "flag"

func keygenCommand() *command {
	return &command{
		name:    "keygen",
		args:    "--out PREFIX [--json]",
		summary: "Create an ed25519 key pair for signing packages",
		help: `Writes a new ed25519 key pair: PREFIX.key holds the private seed (mode
0600; keep it secret, ideally offline or in a CI secret) and PREFIX.pub the
public key as "ed25519:<base64>". Neither file is ever overwritten. Prints
the key id (the sha256 of the public key) and the [trust] lines that make a
worker trust the key.

Example:
  worker keygen --out release
  worker package sign --key release.key secrets.tar.gz`,
		flags: func(fs *flag.FlagSet) func(*env, []string) error {
			out := fs.String("out", "", "the path `PREFIX` of the key files: PREFIX.key and PREFIX.pub (required)")
			asJSON := fs.Bool("json", false, "print the key paths, key id and public key as one JSON object")
			return func(e *env, args []string) error {
				if err := exactArgs(args, 0, "no arguments (the prefix goes in --out)"); err != nil {
					return err
				}
				if *out == "" {
					return usagef("--out PREFIX is required, as in 'worker keygen --out release'")
				}
				return commandExit(runKeygen(*out, *asJSON, e.stdout, e.stderr))
			}
		},
	}
}

// commandExit maps the exit code of a internal/pkg command function, which has
// already reported its error on stderr, to the worker's exit codes: a
// failure to write keys or packages is a runtime failure.
func commandExit(code int) error {
	if code == 0 {
		return nil
	}
	return &exitError{code: code}
}
