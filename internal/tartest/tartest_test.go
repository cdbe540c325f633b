package tartest

import (
	"archive/tar"
	"bytes"
	"io"
	"testing"
)

// TestSparseExpands checks the archives are what they claim: archive/tar
// reads every sparse entry back at its full declared size.
func TestSparseExpands(t *testing.T) {
	const realSize = 1 << 20
	for _, f := range SparseFormats {
		data, err := Sparse(f, 2, realSize)
		if err != nil {
			t.Fatal(err)
		}
		tr := tar.NewReader(bytes.NewReader(data))
		for range 2 {
			h, err := tr.Next()
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			n, err := io.Copy(io.Discard, tr)
			if err != nil || h.Size != realSize || n != realSize {
				t.Fatalf("%s: %s declares %d bytes and reads %d (%v), want %d", f, h.Name, h.Size, n, err, realSize)
			}
		}
		if _, err := tr.Next(); err != io.EOF {
			t.Fatalf("%s: end: %v", f, err)
		}
		if len(data) > 8<<10 {
			t.Fatalf("%s: %d bytes, want a small archive", f, len(data))
		}
	}
}
