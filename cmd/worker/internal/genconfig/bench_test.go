package main

import (
	"testing"

	sluice "github.com/sluicehq/sluice"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/modules"
)

// BenchmarkParseReference loads the reference worker.toml with every
// plugin built in: the loader checks every plugin table against its
// declared keys and runs every plugin's Validate.
func BenchmarkParseReference(b *testing.B) {
	data := sluice.DefaultConfig()
	opt := config.Options{Getenv: func(k string) string { return map[string]string{"HOME": "/tmp/h"}[k] }}
	for b.Loop() {
		if _, err := config.Parse(config.BuiltinSource, data, opt); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkValidateAll runs the Validate of every plugin's defaults, as
// each start of a plugin does (config.CheckKeys over its declarations).
func BenchmarkValidateAll(b *testing.B) {
	for b.Loop() {
		for _, m := range modules.List("") {
			if v, ok := m.New().(registry.Validator); ok {
				_ = v.Validate()
			}
		}
	}
}
