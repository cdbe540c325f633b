//go:build linux

package subprocess

import (
	"log/slog"
	"testing"

	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/sandbox"
)

// BenchmarkJobStart measures one job of the test scanner over a one-file
// workspace, process start to verdict, jobs back to back: unsandboxed
// (sandbox=off: process group, rlimits applied under ptrace at exec), in
// the full sandbox with each job's init started for it (sandbox=full:
// namespaces, new root, id-mapped workspace when root, Landlock, rlimits,
// sealed exec) and in a resident init that serves job after job
// (sandbox=full/resident, the default). The differences are the sandbox's
// cost per job;
// docs/benchmarks.md records them.
func BenchmarkJobStart(b *testing.B) {
	for _, c := range []struct {
		name     string
		mode     string
		prestart int
	}{
		{"sandbox=off", sandbox.ModeOff, 0},
		{"sandbox=full", sandbox.ModeFull, 0},
		{"sandbox=full/resident", sandbox.ModeFull, DefaultPrestart},
	} {
		b.Run(c.name, func(b *testing.B) {
			if c.mode == sandbox.ModeFull {
				if err := sandbox.Probe().Missing(); err != nil {
					b.Skipf("kernel feature missing: %v", err)
				}
			}
			be, err := Parse("probe = false\n[sandbox]\nmode = \"" + c.mode + "\"\n")
			if err != nil {
				b.Fatal(err)
			}
			be.prestart = c.prestart
			if err := be.Provision(registry.Context{Context: b.Context(), Logger: slog.New(slog.DiscardHandler), StateDir: b.TempDir()}); err != nil {
				b.Fatal(err)
			}
			defer be.Close()
			in, err := be.Load(b.Context(), testScannerEntry())
			if err != nil {
				b.Fatal(err)
			}
			defer in.Close()
			req := request(b, nil)
			for b.Loop() {
				if err := in.Scan(b.Context(), req, &recorder{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
