// Command gencorpus writes the secrets benchmark corpus (see
// bench.WriteCorpus) for scanners outside this repository, such as
// gitleaks and trufflehog in scripts/bench-secrets.sh:
//
//	go run ./examples/scanners/secrets/bench/gencorpus -mb 100 -out /tmp/corpus
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/sluicehq/sluice/examples/scanners/secrets/bench"
)

func main() {
	mb := flag.Int64("mb", 100, "corpus size in MiB")
	out := flag.String("out", "", "directory to write (created; required)")
	flag.Parse()
	if *out == "" || *mb < 1 {
		fmt.Fprintln(os.Stderr, "usage: gencorpus -mb N -out DIR")
		os.Exit(2)
	}
	n, planted, err := bench.WriteCorpus(*out, *mb<<20)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gencorpus:", err)
		os.Exit(1)
	}
	fmt.Printf("wrote %d bytes, %d planted secrets, to %s\n", n, planted, *out)
}
