package main

import (
	"bufio"
	"bytes"
	"os/exec"
	"strings"
	"testing"
)

// heavyPackages are import-path prefixes of packages whose initialisers
// cost most in a worker's start (docs/benchmarks.md, "The sandbox init's
// start") and that the sandbox's init never uses.
var heavyPackages = []string{
	"google.golang.org/protobuf/reflect/",
	"google.golang.org/protobuf/types/",
	"google.golang.org/grpc/binarylog/",
	"github.com/prometheus/",
	"github.com/tetratelabs/wazero",
	"github.com/nats-io/",
	"modernc.org/sqlite",
	"github.com/sluicehq/sluice/core/",
	"github.com/sluicehq/sluice/internal/worker",
	"github.com/sluicehq/sluice/internal/pipeline",
	"github.com/sluicehq/sluice/internal/config",
	"github.com/sluicehq/sluice/internal/pkg",
	"github.com/sluicehq/sluice/internal/bundle",
	"github.com/sluicehq/sluice/internal/metrics",
	"github.com/sluicehq/sluice/internal/wasmhost",
	"github.com/sluicehq/sluice/internal/detectengine",
	"github.com/sluicehq/sluice/internal/pluginrpc",
	"github.com/sluicehq/sluice/plugins/",
	"github.com/sluicehq/sluice/cmd/",
}

// TestSandboxInitSkipsWorkerPackages starts the worker binary as the
// sandbox re-executes it for a scanner process (argv[0]
// "sluice-sandbox-init"; without its hand-off socket the init reports
// nothing and exits 0) with GODEBUG=inittrace=1, and checks from the
// runtime's trace of package initialisers that none of the worker's heavy
// packages was initialised before the init's role ran.
func TestSandboxInitSkipsWorkerPackages(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	var stdout, stderr bytes.Buffer
	cmd := &exec.Cmd{Path: bin, Args: []string{"sluice-sandbox-init"}, Env: []string{"GODEBUG=inittrace=1"}, Stdout: &stdout, Stderr: &stderr}
	if err := cmd.Run(); err != nil {
		t.Fatalf("the sandbox init role: %v\n%s", err, stderr.String())
	}
	if stdout.Len() > 0 {
		t.Fatalf("the worker's own main ran instead of the sandbox init role:\n%s", stdout.String())
	}
	var inits []string
	sc := bufio.NewScanner(&stderr)
	for sc.Scan() {
		if f := strings.Fields(sc.Text()); len(f) > 2 && f[0] == "init" {
			inits = append(inits, f[1])
		}
	}
	if len(inits) == 0 {
		t.Fatalf("no initialiser in the trace (GODEBUG=inittrace=1):\n%s", stderr.String())
	}
	for _, p := range inits {
		for _, h := range heavyPackages {
			if strings.HasPrefix(p, h) {
				t.Errorf("package %s was initialised before the sandbox init ran (%d initialisers ran)", p, len(inits))
			}
		}
	}
}
