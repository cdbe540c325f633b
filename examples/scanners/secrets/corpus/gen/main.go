// Command gen writes the secrets detector's accuracy corpus (see package
// corpus) into a directory: the files under it, and labels.json beside it
// listing the secrets planted in them. Run it with go generate in
// examples/scanners/secrets.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/sluicehq/sluice/examples/scanners/secrets/corpus"
)

func main() {
	out := flag.String("out", "testdata/corpus", "the directory to write the corpus into (replaced)")
	flag.Parse()
	if err := write(*out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func write(dir string) error {
	c, err := corpus.Generate(corpus.Seed)
	if err != nil {
		return err
	}
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	for p, content := range c.Files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(full, []byte(content), 0o644); err != nil {
			return err
		}
	}
	labels, err := json.MarshalIndent(c.Labels, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(dir+".labels.json", append(labels, '\n'), 0o644)
}
