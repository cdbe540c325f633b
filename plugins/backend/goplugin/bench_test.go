//go:build linux

package goplugin

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/examples/scanners/markers/detector"
	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// corpus writes files*size bytes of text with a marker every ~64 KiB.
func corpus(b *testing.B, files, size int) string {
	dir := b.TempDir()
	line := strings.Repeat("lorem ipsum dolor sit amet ", 3) + "\n"
	for i := range files {
		var sb strings.Builder
		for sb.Len() < size {
			sb.WriteString(line)
			if sb.Len()%(64<<10) < len(line) {
				sb.WriteString("// DO-NOT-COMMIT\n")
			}
		}
		os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%d.txt", i)), []byte(sb.String()), 0o644)
	}
	return dir
}

func markersEntry() *backend.Scanner {
	return &backend.Scanner{Package: "examples", Name: "markers", Backend: "goplugin", Entry: markersPlugin, Capabilities: []string{"detector"}}
}

// BenchmarkMarkers compares the markers detector in process with the same
// detector through a warm plugin process: "tiny" measures per-job
// overhead, "32MiB" throughput.
func BenchmarkMarkers(b *testing.B) {
	for _, c := range []struct {
		name        string
		files, size int
	}{{"tiny", 1, 64}, {"32MiB", 32, 1 << 20}} {
		ws := corpus(b, c.files, c.size)
		total := int64(c.files * c.size)
		b.Run(c.name+"/native", func(b *testing.B) {
			root, _ := os.OpenRoot(ws)
			defer root.Close()
			b.SetBytes(total)
			for b.Loop() {
				if err := detectengine.Scan(b.Context(), detector.New(), root.FS(), &scanner.Request{JobID: "j", Attempt: 1}, &sink{}, detectengine.Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.name+"/goplugin", func(b *testing.B) {
			be := newBackend(b, "")
			in := load(b, be, markersEntry())
			b.SetBytes(total)
			for b.Loop() {
				if err := in.Scan(b.Context(), request(ws, ""), &sink{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
