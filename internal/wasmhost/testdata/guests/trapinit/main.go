// Command trapinit is a test guest whose initialisation panics.
package main

import (
	"context"
	"io/fs"

	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/wasmguest"
)

type tree struct{}

func (tree) Info() scanner.Info { return scanner.Info{Name: "trapinit", Kind: scanner.KindTree} }

func (tree) ScanTree(context.Context, *scanner.Request, fs.FS, scanner.Reporter) error { return nil }

func init() {
	wasmguest.Register(tree{})
	panic("initialisation failed on purpose")
}

func main() {}
