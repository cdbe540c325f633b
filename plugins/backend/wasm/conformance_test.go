package wasm_test

import (
	"strings"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/markers/detector"
	"github.com/sluicehq/sluice/sdk/scannertest"
	"github.com/sluicehq/sluice/sdk/scannertest/wasmtest"
)

// markersCases are the example's conformance cases
// (examples/scanners/markers/main_test.go).
func markersCases(t *testing.T) []scannertest.Case {
	token := func(body string) string {
		tok, err := detector.MakeToken(body)
		if err != nil {
			t.Fatal(err)
		}
		return tok
	}
	good := token("abcdefghijklmnopqrstuvwxyz01234")
	other := token("0123456789abcdefghijklmnopqrstu")
	bad := good[:len(good)-1] + string('0'+(good[len(good)-1]-'0'+1)%10)
	lines := (1<<20 - 20) / 10
	return []scannertest.Case{
		{Name: "marker", Files: map[string]string{
			"a/todo.go": "package a\n\nx := 1 // DO-NOT-COMMIT remove\n",
			"clean.go":  "package clean\n",
		}, Want: []scannertest.Want{{RuleID: detector.RuleMarker, Path: "a/todo.go", Line: 3}}},
		{Name: "tokens", Files: map[string]string{
			"config/app.env": "NAME=x\nTOKEN=" + good + "\nOLD=" + bad + "\nLONG=" + good + "x\n",
		}, Secrets: []string{good, bad},
			Want: []scannertest.Want{{RuleID: detector.RuleToken, Path: "config/app.env", Line: 2}}},
		{Name: "case and many files", Files: map[string]string{
			"z.txt":      "do-not-commit\n" + strings.ToUpper(good) + "\n",
			"b/y.txt":    "\n\n" + other + " and " + good,
			"b/c/x.txt":  "Do-Not-Commit " + other,
			"binary.bin": "\x00\x01" + good + "\x00",
		}, Secrets: []string{good, other},
			Want: []scannertest.Want{
				{RuleID: detector.RuleMarker, Path: "z.txt", Line: 1},
				{RuleID: detector.RuleToken, Path: "b/y.txt", Line: 3},
				{RuleID: detector.RuleToken, Path: "b/y.txt", Line: 3},
				{RuleID: detector.RuleMarker, Path: "b/c/x.txt", Line: 1},
				{RuleID: detector.RuleToken, Path: "b/c/x.txt", Line: 1},
				{RuleID: detector.RuleToken, Path: "binary.bin", Line: 1},
			}},
		{Name: "across the chunk boundary", Files: map[string]string{
			"big.txt": strings.Repeat("abcdefghi\n", lines) + good + "\n",
		}, Secrets: []string{good},
			Want: []scannertest.Want{{RuleID: detector.RuleToken, Path: "big.txt", Line: lines + 1}}},
	}
}

// TestMarkersConformance runs the unchanged conformance suite over the WASM
// build of the markers example, with and without the host prefilter.
func TestMarkersConformance(t *testing.T) {
	cache, err := wasmtest.CompileCacheDir()
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
			scannertest.Run(t, wasmtest.Harness(t, guests["markers"], opt), markersCases(t))
		})
	}
}
