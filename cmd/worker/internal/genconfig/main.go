// Command genconfig writes the reference worker.toml from the setting
// declarations of internal/config, its layout template and the declared keys
// of every plugin built into the worker, and rewrites the generated tables
// of docs/configuration.md from the same declarations. It runs from go
// generate in the repository root (see worker.go):
//
//	go run ./cmd/worker/internal/genconfig -o worker.toml -docs docs/configuration.md
//
// It lives under cmd/worker because it must import plugins/all, which
// core/ never does.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/modules"
	_ "github.com/sluicehq/sluice/plugins/all"
)

func main() {
	out := flag.String("o", "worker.toml", "file to write")
	docs := flag.String("docs", "", "a configuration page whose generated tables to rewrite in place (docs/configuration.md)")
	flag.Parse()
	data, err := config.Reference(modules.List(""))
	if err == nil {
		err = os.WriteFile(*out, data, 0o644)
	}
	if err == nil && *docs != "" {
		err = updateDocs(*docs)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "genconfig:", err)
		os.Exit(1)
	}
}

// updateDocs rewrites the generated tables of the page at path.
func updateDocs(path string) error {
	page, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	out, err := config.UpdateDocs(string(page), modules.List(""))
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return os.WriteFile(path, []byte(out), 0o644)
}
