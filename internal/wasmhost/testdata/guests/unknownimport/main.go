// Command unknownimport is a test guest that imports a host function the
// Sluice host does not provide.
package main

import (
	"context"
	"io/fs"
	"os"

	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/wasmguest"
)

//go:wasmimport env open_socket
func openSocket() uint32

type tree struct{}

func (tree) Info() scanner.Info { return scanner.Info{Name: "unknownimport", Kind: scanner.KindTree} }

func (tree) ScanTree(context.Context, *scanner.Request, fs.FS, scanner.Reporter) error {
	if len(os.Args) > 1000 {
		openSocket()
	}
	return nil
}

func init() { wasmguest.Register(tree{}) }

func main() {}
