package archive

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/tartest"
	"github.com/sluicehq/sluice/internal/workspace"
)

type tarEnt = tartest.Entry

func reg(name, body string) tarEnt {
	return tarEnt{Header: tar.Header{Name: name, Typeflag: tar.TypeReg, Mode: 0o644, Size: int64(len(body))}, Body: body}
}

func dirEnt(name string) tarEnt {
	return tarEnt{Header: tar.Header{Name: name, Typeflag: tar.TypeDir, Mode: 0o755}}
}

func buildTar(t testing.TB, gz bool, ents ...tarEnt) []byte {
	t.Helper()
	b, err := tartest.Tar(ents...)
	if err != nil {
		t.Fatal(err)
	}
	if !gz {
		return b
	}
	return gzipBytes(t, b)
}

func gzipBytes(t testing.TB, b []byte) []byte {
	var out bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&out, gzip.BestCompression)
	zw.Write(b)
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

type zipEnt struct {
	hdr  zip.FileHeader
	body string
	raw  bool // write body as already-compressed data with hdr's sizes and CRC
}

func zfile(name, body string) zipEnt {
	return zipEnt{hdr: zip.FileHeader{Name: name, Method: zip.Deflate}, body: body}
}

func buildZip(t testing.TB, ents ...zipEnt) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range ents {
		h := e.hdr
		var err error
		if e.raw {
			w, err2 := zw.CreateRaw(&h)
			if err2 != nil {
				t.Fatal(err2)
			}
			_, err = w.Write([]byte(e.body))
		} else {
			w, err2 := zw.CreateHeader(&h)
			if err2 != nil {
				t.Fatal(err2)
			}
			_, err = w.Write([]byte(e.body))
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// fromTOML goes from a TOML table to a provisioned, validated preparer
// without the global registry, decoding strictly.
func fromTOML(t *testing.T, text string) *Archive {
	t.Helper()
	a := New()
	md, err := toml.Decode(text, a)
	if err != nil {
		t.Fatal(err)
	}
	if u := md.Undecoded(); len(u) > 0 {
		t.Fatalf("unknown keys %v", u)
	}
	if err := a.Provision(registry.Context{Context: context.Background()}); err != nil {
		t.Fatal(err)
	}
	if err := a.Validate(); err != nil {
		t.Fatal(err)
	}
	return a
}

// sandbox is a parent directory holding the archive and the workspace, so a
// test can check that nothing was written next to the workspace.
type sandbox struct {
	parent, ws, archive string
}

func newSandbox(t testing.TB, data []byte) sandbox {
	t.Helper()
	parent := t.TempDir()
	s := sandbox{parent: parent, ws: filepath.Join(parent, "ws"), archive: filepath.Join(parent, "target.bin")}
	if err := os.Mkdir(s.ws, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(s.archive, data, 0o600); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := workspace.RemoveWorkspace(s.ws); err != nil {
			t.Error(err)
		}
	})
	return s
}

// checkNothingOutside fails when the sandbox holds anything besides the
// archive and the workspace.
func (s sandbox) checkNothingOutside(t testing.TB) {
	t.Helper()
	ents, err := os.ReadDir(s.parent)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if e.Name() != "ws" && e.Name() != "target.bin" {
			t.Errorf("extraction wrote %s outside the workspace", e.Name())
		}
	}
}

func target(p string) job.Target { return job.Target{Kind: "archive", Path: p} }
