//go:build !wasip1

// The test runs on the host: it builds this package for WASM and runs it
// in wazero, so it is not part of the WASM build (nor of its lint).

package main

import (
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/internal/conformance"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/scannertest"
	"github.com/sluicehq/sluice/sdk/scannertest/wasmtest"
)

// Test_main builds this package as a WASM module and runs the conformance
// suite against it through internal/wasmhost, with and without the host's
// keyword prefilter.
func Test_main(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WASM module")
	}
	mod := wasmtest.Build(t, ".")
	cache, err := wasmtest.CompileCacheDir()
	if err != nil {
		t.Fatal(err)
	}
	key, err := wasmtest.CompileCacheKeyFile()
	if err != nil {
		t.Fatal(err)
	}
	for _, noPrefilter := range []bool{false, true} {
		name := "prefilter"
		if noPrefilter {
			name = "no prefilter"
		}
		t.Run(name, func(t *testing.T) {
			opt := wasmtest.Options{NoPrefilter: noPrefilter}
			opt.Runtime.CacheDir = cache
			opt.Module.Data = []scanner.DataFile{{Name: detector.DefaultPackName, Data: detector.DefaultPack}}
			opt.Runtime.CacheKeyFile = key
			scannertest.Run(t, wasmtest.Harness(t, mod, opt), conformance.Cases(t))
		})
	}
}
