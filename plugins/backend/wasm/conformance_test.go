package wasm_test

import (
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/markers/markerstest"
	"github.com/sluicehq/sluice/sdk/scannertest"
	"github.com/sluicehq/sluice/sdk/scannertest/wasmtest"
)

// TestMarkersConformance runs the unchanged conformance suite over the WASM
// build of the markers example, with and without the host prefilter.
func TestMarkersConformance(t *testing.T) {
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
			opt.Runtime.CacheKeyFile = key
			scannertest.Run(t, wasmtest.Harness(t, guests["markers"], opt), markerstest.Cases(t))
		})
	}
}
