package pkg

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/internal/tartest"
)

// writtenBytes returns the bytes this process has passed to write(2) so
// far, or skips the test where that cannot be measured.
func writtenBytes(t *testing.T) int64 {
	t.Helper()
	n, ok := tartest.WrittenBytes()
	if !ok {
		t.Skip("measuring bytes written needs wchar in /proc/self/io")
	}
	return n
}

// TestVerifySparseBombs is the reproduction of the sparse bypass: a tiny
// .tar.gz whose sparse entries (every format a tar reader expands) declare
// 256 MiB each. Verify must refuse it having written almost nothing; before
// the fix it wrote 768 MiB. A plain gzip bomb is refused on its declared
// size, before its bytes are written, too.
func TestVerifySparseBombs(t *testing.T) {
	f := newFixture(t, true)
	const realSize = 256 << 20
	type bomb struct {
		name, want string
		data       []byte
	}
	var bombs []bomb
	for _, format := range tartest.SparseFormats {
		raw, err := tartest.Sparse(format, 4, realSize)
		if err != nil {
			t.Fatal(err)
		}
		bombs = append(bombs, bomb{"sparse " + format, "sparse file", tartest.Gzip(raw)})
	}
	plain := filepath.Join(t.TempDir(), "plain.tar.gz")
	writeTarGz(t, plain, []tarEntry{{name: "bomb", size: 64 << 20}}, nil)
	data, err := os.ReadFile(plain)
	if err != nil {
		t.Fatal(err)
	}
	bombs = append(bombs, bomb{"plain gzip bomb", "archive expands too much", data})

	for _, b := range bombs {
		t.Run(b.name, func(t *testing.T) {
			if len(b.data) > 128<<10 {
				t.Fatalf("the bomb is %d bytes; want a small archive", len(b.data))
			}
			p := filepath.Join(t.TempDir(), "p.tar.gz")
			if err := os.WriteFile(p, b.data, 0o600); err != nil {
				t.Fatal(err)
			}
			before := writtenBytes(t)
			r, err := Verify(context.Background(), p, VerifyOptions{Trust: f.trust(1, f.a), Now: testNow, TempDir: t.TempDir()})
			written := writtenBytes(t) - before
			if err != nil {
				t.Fatal(err)
			}
			if r.Valid || !strings.Contains(problemsText(r), b.want) {
				t.Fatalf("want a problem %q:\n%s", b.want, problemsText(r))
			}
			// Nothing of the expansion may be written: allow for the test's
			// own output and the archive copy, not for one entry.
			if written > 1<<20 {
				t.Fatalf("verifying a %d-byte archive wrote %d bytes", len(b.data), written)
			}
			t.Logf("%d-byte archive refused after writing %d bytes: %s", len(b.data), written, problemsText(r))
		})
	}
}

// TestSignSparseBomb: signing reads a package through the same walk as
// verification, so a sparse bomb is refused as one before any of it is
// expanded. Before, the signer copied every entry the tar reader yielded:
// 1 GiB of expanded zeros into the rewritten archive, then failed for the
// missing manifest.
func TestSignSparseBomb(t *testing.T) {
	f := newFixture(t, true)
	raw, err := tartest.Sparse("pax-1.0", 4, 256<<20)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "p.tar.gz")
	if err := os.WriteFile(p, tartest.Gzip(raw), 0o600); err != nil {
		t.Fatal(err)
	}
	before := writtenBytes(t)
	err = Sign(f.a.key, p)
	written := writtenBytes(t) - before
	if err == nil || !strings.Contains(err.Error(), "sparse file") {
		t.Fatalf("got %v, want the sparse entry refused", err)
	}
	if written > 1<<20 {
		t.Fatalf("signing wrote %d bytes", written)
	}
}

// TestVerifyGzipOfNoTar: the gzip stream of a package must hold a POSIX
// or GNU tar archive (the magic the builder writes); before, any bytes the
// tar reader took for headers (or none at all) went on to the entry checks.
func TestVerifyGzipOfNoTar(t *testing.T) {
	f := newFixture(t, true)
	p := filepath.Join(t.TempDir(), "p.tar.gz")
	if err := os.WriteFile(p, tartest.Gzip([]byte(strings.Repeat("not a tar ", 200))), 0o600); err != nil {
		t.Fatal(err)
	}
	r, err := Verify(context.Background(), p, VerifyOptions{Trust: f.trust(1, f.a), Now: testNow, TempDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	if r.Valid || !strings.Contains(problemsText(r), "the gzip stream does not hold a tar archive") {
		t.Fatalf("want the archive refused as not a tar:\n%s", problemsText(r))
	}
}
