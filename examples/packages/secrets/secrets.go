// Package secrets embeds the worker's built-in default package: the WASM
// build of the secrets scanner (examples/scanners/secrets), packaged from
// package.toml and signed with the committed "builtin" key.
//
// cmd/worker hands Package to the command line (package workercmd), which loads it through
// pkg.StoreOptions.Builtin: it is verified like any package and copied
// into the same store, but trusted by builtin.pub only for these exact
// embedded bytes (ManifestSHA256 is pinned), never for a package on disk.
// Regenerate pkg/ and digest.go with `make example-package`;
// scripts/check-example-package.sh checks they rebuild byte for byte.
package secrets

import (
	"embed"
	"io/fs"
	"strings"

	"github.com/sluicehq/sluice/internal/pkg"
)

// Source names the built-in package in logs and errors.
const Source = pkg.BuiltinSourcePrefix + "secrets"

// Scanner is the full name of the built-in scanner.
const Scanner = "builtin/secrets"

//go:embed pkg
var files embed.FS

//go:embed builtin.pub
var publicKey string

// Package returns the built-in package for pkg.StoreOptions.Builtin.
func Package() pkg.BuiltinPackage {
	tree, err := fs.Sub(files, "pkg")
	if err != nil {
		panic(err) // "pkg" is a valid path; fs.Sub fails only on invalid ones
	}
	return pkg.BuiltinPackage{Source: Source, FS: tree, Key: strings.TrimSpace(publicKey), ManifestSHA256: ManifestSHA256}
}
