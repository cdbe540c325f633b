// Package docsnippets holds the test that compiles the Go snippets of the
// documentation in docs/, so that the docs cannot drift from the code.
//
// A fenced go block is checked when the line before it is a marker
//
//	<!-- snippet: DIR/FILE.go -->
//
// naming the file the block belongs to. Blocks naming the same file are
// joined in order; files naming the same DIR form one package. A block that
// starts with a package clause is a whole file. Any other block is a
// fragment: it gets the package clause of its directory (from a whole file
// there, or the directory's last element) and the imports its selectors
// need, from the table in the test. Declarations a fragment relies on but
// that the docs do not show come from testdata/context/DIR/*.go.
//
// Every go block of docs/scanner-authoring.md must carry a marker.
package docsnippets
