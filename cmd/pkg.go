package workercmd

import "flag"

// packageCommand is the "worker package" group.
func packageCommand() *command {
	return &command{name: "package", summary: "Build and sign scanner packages",
		group: []*command{packageBuildCommand(), packageSignCommand()}}
}

func packageBuildCommand() *command {
	return &command{
		name:    "package build",
		args:    "SRC --out PKG",
		summary: "Build an unsigned package from a source directory",
		help: `Reads SRC/package.toml, which names the package and its scanners, hashes
every listed file (and each scanner's entry), and writes the package: a
.tar.gz when PKG ends in .tar.gz or .tgz, else a new directory. Sizes,
digests and file kinds are computed; symlinks and special files in SRC are
refused. The result is unsigned: sign it with 'worker package sign'.
docs/package-format.md describes package.toml and the manifest.

A package.toml:
  name = "secrets"
  version = 3                 # an integer that only goes up
  release = "1.2.0"           # shown to people
  expires = "2027-01-01T00:00:00Z"
  files = ["rules/words.txt"]

  [[scanners]]
  name = "detect"
  backend = "subprocess"
  entry = "bin/detect"
  capabilities = ["detector"]
  keywords = ["password", "token"]

Example:
  worker package build ./secrets --out secrets.tar.gz`,
		flags: func(fs *flag.FlagSet) func(*env, []string) error {
			out := fs.String("out", "", "the package `PKG` to write: a .tar.gz or .tgz file, or a new directory (required)")
			return func(e *env, args []string) error {
				if err := exactArgs(args, 1, "one source directory SRC"); err != nil {
					return err
				}
				if *out == "" {
					return usagef("--out PKG is required, as in 'worker package build %s --out pkg.tar.gz'", args[0])
				}
				return commandExit(runPackageBuild(args[0], *out, e.stdout, e.stderr))
			}
		},
	}
}

func packageSignCommand() *command {
	return &command{
		name:    "package sign",
		args:    "--key PREFIX.key PKG",
		summary: "Add a signature to a package",
		help: `Signs the exact bytes of PKG's manifest.json with the private key and adds
the signature to manifest.sig (created if missing). Run it again with
another key to collect signatures for a threshold; signing again with the
same key replaces its signature instead of adding a second one. The files
are not touched: the manifest holds their sha256, so the signature covers
them.

Example:
  worker package sign --key release.key secrets.tar.gz
  worker package sign --key second.key secrets.tar.gz
  worker verify-package --trust-key release.pub --trust-key second.pub --threshold 2 secrets.tar.gz`,
		flags: func(fs *flag.FlagSet) func(*env, []string) error {
			key := fs.String("key", "", "the private key `FILE` written by 'worker keygen' (required)")
			return func(e *env, args []string) error {
				if err := exactArgs(args, 1, "one package PKG"); err != nil {
					return err
				}
				if *key == "" {
					return usagef("--key PREFIX.key is required, as in 'worker package sign --key release.key %s'", args[0])
				}
				return commandExit(runPackageSign(*key, args[0], e.stdout, e.stderr))
			}
		},
	}
}
