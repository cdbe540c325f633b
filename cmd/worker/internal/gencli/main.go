// Command gencli writes docs/cli.md from the worker's own help texts. It
// runs from go generate in the repository root (see worker.go).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"

	workercmd "github.com/sluicehq/sluice/cmd"
)

func main() {
	out := flag.String("o", "docs/cli.md", "file to write")
	flag.Parse()
	var buf bytes.Buffer
	err := workercmd.WriteReference(&buf)
	if err == nil {
		err = os.WriteFile(*out, buf.Bytes(), 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gencli:", err)
		os.Exit(1)
	}
}
