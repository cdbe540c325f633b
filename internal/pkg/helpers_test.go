package pkg

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var (
	testNow     = time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)
	testCreated = "2026-01-01T00:00:00Z"
	testExpires = "2027-01-01T00:00:00Z"
	wasmBytes   = "\x00asm\x01\x00\x00\x00"
)

// testKey writes a deterministic key pair under dir and returns its paths.
type testKey struct {
	pub, key string
	id       string
}

func newTestKey(t testing.TB, dir, name string, seedByte byte) testKey {
	t.Helper()
	seed := bytes.Repeat([]byte{seedByte}, 32)
	pub, key, err := WriteKeyFromSeed(filepath.Join(dir, name), seed)
	if err != nil {
		t.Fatal(err)
	}
	k, err := LoadPublicKey(pub)
	if err != nil {
		t.Fatal(err)
	}
	return testKey{pub: pub, key: key, id: k.ID}
}

const testPackageTOML = `name = "demo"
version = 3
release = "1.2.0"
created = "2026-01-01T00:00:00Z"
expires = "2027-01-01T00:00:00Z"
platforms = ["any"]
files = ["rules/words.txt"]

[[scanners]]
name = "words"
backend = "subprocess"
entry = "bin/scan"
capabilities = ["detector"]
keywords = ["secret", "token"]
max_memory_bytes = 67108864

[[scanners]]
name = "tree"
backend = "wasm"
entry = "mod.wasm"
capabilities = ["tree"]
`

// writeSource writes a package source directory and returns it.
func writeSource(t *testing.T, dir, toml string) string {
	t.Helper()
	src := filepath.Join(dir, "src")
	files := map[string]string{
		"package.toml":    toml,
		"bin/scan":        "#!/bin/sh\necho scanning\n",
		"rules/words.txt": "secret\ntoken\n",
		"mod.wasm":        wasmBytes,
	}
	for name, content := range files {
		p := filepath.Join(src, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return src
}

// fixture is a built, signed test package with its keys.
type fixture struct {
	dir  string // scratch dir
	pkg  string // package path
	a, b testKey
	c    testKey // a key nobody trusts
}

func (f *fixture) trust(threshold int, keys ...testKey) TrustConfig {
	tc := TrustConfig{Threshold: threshold}
	for _, k := range keys {
		tc.Keys = append(tc.Keys, k.pub)
	}
	return tc
}

// newFixture builds the demo package at dir/pkg (or pkg.tar.gz when
// archive) and signs it with key a.
func newFixture(t *testing.T, archive bool) *fixture {
	t.Helper()
	dir := t.TempDir()
	f := &fixture{dir: dir,
		a: newTestKey(t, dir, "a", 1), b: newTestKey(t, dir, "b", 2), c: newTestKey(t, dir, "c", 3)}
	src := writeSource(t, dir, testPackageTOML)
	f.pkg = filepath.Join(dir, "pkg")
	if archive {
		f.pkg += ".tar.gz"
	}
	if err := build(src, f.pkg, testNow); err != nil {
		t.Fatal(err)
	}
	if err := Sign(f.a.key, f.pkg); err != nil {
		t.Fatal(err)
	}
	return f
}

func (f *fixture) verify(t *testing.T, tc TrustConfig) *Report {
	t.Helper()
	r, err := Verify(context.Background(), f.pkg, VerifyOptions{Trust: tc, Now: testNow, TempDir: f.dir})
	if err != nil {
		t.Fatalf("Verify: %v", err)
	}
	return r
}

// editManifest rewrites manifest.json with edit applied to its text and
// re-signs it with key a only.
func (f *fixture) editManifest(t *testing.T, edit func(string) string) {
	t.Helper()
	p := filepath.Join(f.pkg, ManifestName)
	raw, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	out := edit(string(raw))
	if out == string(raw) {
		t.Fatalf("edit changed nothing in:\n%s", raw)
	}
	if err := os.WriteFile(p, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Remove(filepath.Join(f.pkg, SignatureName))
	if err := Sign(f.a.key, f.pkg); err != nil {
		t.Fatal(err)
	}
}

func replaceOnce(old, new string) func(string) string {
	return func(s string) string { return strings.Replace(s, old, new, 1) }
}

func (f *fixture) path(name string) string { return filepath.Join(f.pkg, filepath.FromSlash(name)) }

func (f *fixture) write(t *testing.T, name, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(f.path(name)), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(f.path(name), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func (f *fixture) remove(t *testing.T, name string) {
	t.Helper()
	if err := os.RemoveAll(f.path(name)); err != nil {
		t.Fatal(err)
	}
}

// tarEntry is one entry of a hand-made archive.
type tarEntry struct {
	name     string
	typ      byte
	body     string
	linkname string
	size     int64 // for huge zero bodies; body ignored when set
}

// writeTarGz writes entries as a .tar.gz, then appends trailer.
func writeTarGz(t *testing.T, path string, entries []tarEntry, trailer []byte) {
	t.Helper()
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	for _, e := range entries {
		typ := e.typ
		if typ == 0 {
			typ = tar.TypeReg
		}
		h := &tar.Header{Name: e.name, Typeflag: typ, Mode: 0o644, Linkname: e.linkname, ModTime: archiveTime}
		if typ == tar.TypeReg {
			h.Size = int64(len(e.body))
			if e.size > 0 {
				h.Size = e.size
			}
		}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if typ == tar.TypeReg {
			if e.size > 0 {
				zero := make([]byte, 64<<10)
				for n := int64(0); n < e.size; n += int64(len(zero)) {
					if _, err := tw.Write(zero[:min(int64(len(zero)), e.size-n)]); err != nil {
						t.Fatal(err)
					}
				}
			} else if _, err := tw.Write([]byte(e.body)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := gz.Close(); err != nil {
		t.Fatal(err)
	}
	buf.Write(trailer)
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// readTarGz returns the regular-file entries of a package archive.
func readTarGz(t *testing.T, path string) []tarEntry {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	gz, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	var out []tarEntry
	for {
		h, err := tr.Next()
		if err != nil {
			break
		}
		var b bytes.Buffer
		b.ReadFrom(tr)
		out = append(out, tarEntry{name: h.Name, typ: h.Typeflag, body: b.String()})
	}
	return out
}

func problemsText(r *Report) string {
	var b strings.Builder
	for _, p := range r.Problems {
		b.WriteString(p.String())
		b.WriteByte('\n')
	}
	return b.String()
}

func sha256Hex(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

func b64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
