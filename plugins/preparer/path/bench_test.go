package path

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
)

// BenchmarkViewGOROOT checks GOROOT/src in place, as worker scan does
// before its scan: the cost of the view's walk per file.
func BenchmarkViewGOROOT(b *testing.B) {
	src := filepath.Join(goroot(b), "src")
	if _, err := os.Stat(src); err != nil {
		b.Skipf("no GOROOT/src to walk: %v", err)
	}
	p := New()
	p.Mode = ModeView
	if err := p.Provision(registry.Context{Context: context.Background()}); err != nil {
		b.Fatal(err)
	}
	var files int
	b.ReportAllocs()
	for b.Loop() {
		res, err := p.Prepare(context.Background(), target(src), b.TempDir(), prepare.Limits{MaxFiles: 1 << 20, MaxBytes: 1 << 40})
		if err != nil {
			b.Fatal(err)
		}
		files = res.Files
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*files), "ns/file")
}

// goroot is the root of the Go installation that runs the tests, as
// `go env GOROOT` reports it; the benchmark is skipped without one.
func goroot(b *testing.B) string {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil || len(bytes.TrimSpace(out)) == 0 {
		b.Skipf("go env GOROOT: %v", err)
	}
	return string(bytes.TrimSpace(out))
}
