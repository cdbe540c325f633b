package pkg

import (
	"context"
	"crypto/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// benchPackage builds a signed package whose wasm entry is size bytes.
func benchPackage(b *testing.B, size int, archive bool) (*fixture, string) {
	b.Helper()
	dir := b.TempDir()
	f := &fixture{dir: dir, a: newTestKey(b, dir, "a", 1)}
	src := filepath.Join(dir, "src")
	os.MkdirAll(src, 0o755)
	body := make([]byte, size)
	rand.Read(body)
	copy(body, wasmBytes)
	os.WriteFile(filepath.Join(src, "mod.wasm"), body, 0o644)
	toml := strings.SplitN(testPackageTOML, "[[scanners]]", 2)[0]
	toml = strings.Replace(toml, `files = ["rules/words.txt"]`, `files = []`, 1) +
		"[[scanners]]\nname = \"tree\"\nbackend = \"wasm\"\nentry = \"mod.wasm\"\ncapabilities = [\"tree\"]\n"
	os.WriteFile(filepath.Join(src, "package.toml"), []byte(toml), 0o644)
	f.pkg = filepath.Join(dir, "pkg")
	if archive {
		f.pkg += ".tar.gz"
	}
	if err := build(src, f.pkg, testNow); err != nil {
		b.Fatal(err)
	}
	if err := Sign(f.a.key, f.pkg); err != nil {
		b.Fatal(err)
	}
	return f, dir
}

// BenchmarkVerify measures offline verification of a package with one
// 32 MiB entry (SetBytes: MB/s is verification throughput).
func BenchmarkVerify(b *testing.B) {
	for _, archive := range []bool{false, true} {
		name := "dir"
		if archive {
			name = "tar.gz"
		}
		b.Run(name, func(b *testing.B) {
			f, dir := benchPackage(b, 32<<20, archive)
			opt := VerifyOptions{Trust: f.trust(1, f.a), Now: testNow, TempDir: dir}
			b.SetBytes(32 << 20)
			for b.Loop() {
				r, err := Verify(context.Background(), f.pkg, opt)
				if err != nil || !r.Valid {
					b.Fatal(err, r.Problems)
				}
			}
		})
	}
}

// BenchmarkStoreReload measures a reload that verifies a 32 MiB entry,
// copies it into the store with fsync, and re-hashes the existing blob.
func BenchmarkStoreReload(b *testing.B) {
	f, dir := benchPackage(b, 32<<20, false)
	s, err := OpenStore(context.Background(), StoreOptions{Dir: filepath.Join(dir, "store"), Trust: f.trust(1, f.a),
		Sources: []Source{{Path: f.pkg}}, Now: func() time.Time { return testNow }})
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(32 << 20)
	for b.Loop() {
		if err := s.Reload(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
}
