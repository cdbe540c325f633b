// Package sluice is the root of the Sluice module. It holds only the
// reference worker.toml, embedded so that a worker started without a config
// file runs with exactly the documented defaults.
//
// The embed lives here because go:embed cannot reach files outside the
// embedding package's directory, and worker.toml belongs at the repository
// root where operators look for it. worker.toml is generated: edit
// internal/config/spec.go, internal/config/core.toml or a plugin's declared keys
// and run go generate.
package sluice

import _ "embed"

//go:generate go run ./cmd/worker/internal/genconfig -o worker.toml -docs docs/configuration.md
//go:generate go run ./cmd/worker/internal/gencli -o docs/cli.md

//go:embed worker.toml
var defaultConfig []byte

// DefaultConfig returns a copy of the reference worker.toml, the config a
// worker uses when no config file is found.
func DefaultConfig() []byte { return append([]byte(nil), defaultConfig...) }
