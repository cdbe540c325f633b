//go:build linux

package subprocess

import (
	"testing"

	"github.com/sluicehq/sluice/core/backend/sandbox"
)

// BenchmarkJobStart measures one job of the test scanner over a one-file
// workspace, process start to verdict: unsandboxed (process group,
// rlimits applied under ptrace at exec: the start before the sandbox) and
// in the full sandbox (namespaces, new root, id-mapped workspace when
// root, Landlock, rlimits, sealed exec). The difference is the sandbox's
// cost per job; docs/benchmarks.md records it.
func BenchmarkJobStart(b *testing.B) {
	for _, mode := range []string{sandbox.ModeOff, sandbox.ModeFull} {
		b.Run("sandbox="+mode, func(b *testing.B) {
			if mode == sandbox.ModeFull {
				if err := sandbox.Probe().Missing(); err != nil {
					b.Skipf("kernel feature missing: %v", err)
				}
			}
			be := newBackend(b, "probe = false\n[sandbox]\nmode = \""+mode+"\"\n")
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
