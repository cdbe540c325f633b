// Command genconfig writes the reference worker.toml from the core template
// and the sample.toml of every plugin built into the worker. It runs from
// go generate in the repository root (see worker.go):
//
//	go run ./cmd/worker/internal/genconfig -o worker.toml
//
// It lives under cmd/worker because it must import plugins/all, which
// core/ never does.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/sluicehq/sluice/core/config"
	"github.com/sluicehq/sluice/core/registry"
	_ "github.com/sluicehq/sluice/plugins/all"
)

func main() {
	out := flag.String("o", "worker.toml", "file to write")
	flag.Parse()
	data, err := config.Reference(registry.List(""))
	if err == nil {
		err = os.WriteFile(*out, data, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "genconfig:", err)
		os.Exit(1)
	}
}
