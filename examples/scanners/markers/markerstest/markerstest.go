// Package markerstest holds the conformance cases of the markers example
// detector (examples/scanners/markers/detector), defined once for every
// build of it: in process and as an executable (examples/scanners/markers),
// as a go-plugin (examples/scanners/markers/plugin) and as a WASM module
// (plugins/backend/wasm). Run them with sdk/scannertest.Run and the
// harness of the build under test.
package markerstest

import (
	"strings"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/markers/detector"
	"github.com/sluicehq/sluice/sdk/scannertest"
)

// Cases returns the markers detector's conformance cases: a marker, valid
// and invalid tokens, mixed case over many files including a binary one,
// and a token that straddles the end of the first 1 MiB chunk. A token
// that cannot be made fails t.
func Cases(t testing.TB) []scannertest.Case {
	t.Helper()
	good := token(t, "abcdefghijklmnopqrstuvwxyz01234")
	other := token(t, "0123456789abcdefghijklmnopqrstu")
	bad := good[:len(good)-1] + string('0'+(good[len(good)-1]-'0'+1)%10) // wrong checksum
	// The token starts 26 bytes before the first 1 MiB chunk ends.
	lines := (1<<20 - 20) / 10
	return []scannertest.Case{
		{Name: "marker", Files: map[string]string{
			"a/todo.go": "package a\n\nx := 1 // DO-NOT-COMMIT remove\n",
			"clean.go":  "package clean\n",
		}, Want: []scannertest.Want{{RuleID: detector.RuleMarker, Path: "a/todo.go", Line: 3, Column: 11, Text: "DO-NOT-COMMIT"}}},
		{Name: "tokens", Files: map[string]string{
			"config/app.env": "NAME=x\nTOKEN=" + good + "\nOLD=" + bad + "\nLONG=" + good + "x\n",
		}, Secrets: []string{good, bad},
			Want: []scannertest.Want{{RuleID: detector.RuleToken, Path: "config/app.env", Line: 2, Column: 7, Text: good}}},
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

func token(t testing.TB, body string) string {
	t.Helper()
	tok, err := detector.MakeToken(body)
	if err != nil {
		t.Fatal(err)
	}
	return tok
}
