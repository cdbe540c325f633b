// Command gen rewrites the rule list of docs/secrets-scanner.md from the
// default rule pack (run by go generate in examples/scanners/secrets).
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/internal/ruledoc"
)

func main() {
	doc := flag.String("doc", "../../../docs/secrets-scanner.md", "the page to update")
	flag.Parse()
	if err := run(*doc); err != nil {
		fmt.Fprintln(os.Stderr, "ruledoc:", err)
		os.Exit(1)
	}
}

func run(doc string) error {
	old, err := os.ReadFile(doc)
	if err != nil {
		return err
	}
	out, err := ruledoc.Update(old, ruledoc.Table(detector.Rules()))
	if err != nil {
		return fmt.Errorf("%s: %w", doc, err)
	}
	return os.WriteFile(doc, out, 0o644)
}
