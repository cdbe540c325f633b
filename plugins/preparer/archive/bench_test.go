package archive

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/workspace"
)

// benchEntries is a source-tree-like archive: 512 files of 16 KiB of
// text-like bytes (compressible about 3x) in 32 directories.
func benchEntries() []tarEnt {
	rng := rand.New(rand.NewPCG(1, 2))
	const alphabet = "abcdefghijklmnopqrstuvwxyz      \n\t{}();=_0123456789"
	var ents []tarEnt
	for d := range 32 {
		ents = append(ents, dirEnt(fmt.Sprintf("src/d%02d/", d)))
		for f := range 16 {
			body := make([]byte, 16<<10)
			for i := range body {
				body[i] = alphabet[rng.IntN(len(alphabet))]
			}
			ents = append(ents, reg(fmt.Sprintf("src/d%02d/f%02d.go", d, f), string(body)))
		}
	}
	return ents
}

// BenchmarkPrepare extracts one 8 MiB archive (512 files) into a fresh
// workspace per iteration, as tar and as tar.gz. SetBytes is the content
// size, so MB/s is extraction throughput; removing the workspace is not
// timed.
func BenchmarkPrepare(b *testing.B) {
	ents := benchEntries()
	a := New()
	if err := a.Provision(registry.Context{Context: context.Background()}); err != nil {
		b.Fatal(err)
	}
	for _, gz := range []bool{false, true} {
		name := map[bool]string{false: "tar", true: "tar.gz"}[gz]
		b.Run(name, func(b *testing.B) {
			dir := b.TempDir()
			archive := filepath.Join(dir, "target.bin")
			if err := os.WriteFile(archive, buildTar(b, gz, ents...), 0o600); err != nil {
				b.Fatal(err)
			}
			b.SetBytes(512 * 16 << 10)
			ws := filepath.Join(dir, "ws")
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				if err := workspace.RemoveWorkspace(ws); err != nil {
					b.Fatal(err)
				}
				if err := os.Mkdir(ws, 0o700); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				res, err := a.Prepare(context.Background(), target(archive), ws, prepare.Limits{})
				if err != nil || res.Files != 512 {
					b.Fatal(res, err)
				}
			}
			b.StopTimer()
			if err := workspace.RemoveWorkspace(ws); err != nil {
				b.Fatal(err)
			}
		})
	}
}
