package detect

import (
	"bytes"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// sequentialHits is every hit of one pass of the automaton over data, as
// Find reported them before its passes were interleaved.
func sequentialHits(m *Matcher, data []byte) []Hit {
	var hits []Hit
	m.scan(data, 0, 0, len(data), func(h Hit) bool { hits = append(hits, h); return true })
	return hits
}

func findBlocksOf(m *Matcher, data []byte, block int) []Hit {
	var hits []Hit
	m.find(data, func(h Hit) bool { hits = append(hits, h); return true }, block)
	return hits
}

// TestFindInterleavedRandom compares the interleaved passes, with blocks
// from 1 byte up (so that segments, warm-ups and block edges fall
// everywhere), against one pass and against the naive reference, hit for
// hit and in order, on random keyword sets and data.
func TestFindInterleavedRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	alphabet := []byte("abcAB-_\x00\xff")
	for iter := range 600 {
		var kws []string
		for range 1 + r.IntN(8) {
			b := make([]byte, 1+r.IntN(6))
			for j := range b {
				b[j] = alphabet[r.IntN(len(alphabet))]
			}
			kws = append(kws, string(b))
		}
		m, err := NewMatcher(kws)
		if err != nil {
			t.Fatal(err)
		}
		block := 1 + r.IntN(4)
		data := make([]byte, r.IntN(3*findStreams*findBlocks*block))
		for j := range data {
			data[j] = alphabet[r.IntN(len(alphabet))]
		}
		got, one := findBlocksOf(m, data, block), sequentialHits(m, data)
		if !reflect.DeepEqual(got, one) {
			t.Fatalf("iteration %d: keywords %q, block %d, %d bytes: interleaved %d hits, one pass %d; first difference at %d",
				iter, kws, block, len(data), len(got), len(one), firstDiff(got, one))
		}
		if want := naiveHits(kws, data); !reflect.DeepEqual(one, want) && (len(one) > 0 || len(want) > 0) {
			t.Fatalf("iteration %d: keywords %q: one pass %v, naive %v", iter, kws, one, want)
		}
	}
}

func firstDiff(a, b []Hit) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// TestFindCorpus runs the secrets scanner's 286 keywords over this
// repository's Go sources and the secrets test corpus (many real hits,
// every kind of text around them): Find, with its default blocks and with
// small ones, reports exactly what one pass does.
func TestFindCorpus(t *testing.T) {
	kws := secretsKeywords(t)
	m, err := NewMatcher(kws)
	if err != nil {
		t.Fatal(err)
	}
	data := repoSources(t, 8<<20)
	one := sequentialHits(m, data)
	if len(one) < 1000 {
		t.Fatalf("only %d hits in %d bytes: the corpus is not exercising the matcher", len(one), len(data))
	}
	var got []Hit
	m.Find(data, func(h Hit) bool { got = append(got, h); return true })
	if !reflect.DeepEqual(got, one) {
		t.Fatalf("Find: %d hits, one pass %d; first difference at %d", len(got), len(one), firstDiff(got, one))
	}
	for _, block := range []int{1, 7, 64} {
		if got := findBlocksOf(m, data, block); !reflect.DeepEqual(got, one) {
			t.Fatalf("block %d: %d hits, one pass %d; first difference at %d", block, len(got), len(one), firstDiff(got, one))
		}
	}
	// Files of every size: shorter ones get one round of shorter segments.
	r := rand.New(rand.NewPCG(7, 8))
	for off := 0; off < len(data); {
		piece := data[off:min(len(data), off+r.IntN(40<<10))]
		off += len(piece)
		var got []Hit
		m.Find(piece, func(h Hit) bool { got = append(got, h); return true })
		if one := sequentialHits(m, piece); !reflect.DeepEqual(got, one) {
			t.Fatalf("%d-byte piece: %d hits, one pass %d; first difference at %d", len(piece), len(got), len(one), firstDiff(got, one))
		}
	}
	// Stopping early stops in the interleaved rounds too.
	n := 0
	m.Find(data, func(Hit) bool { n++; return n < len(one)/2 })
	if n != len(one)/2 {
		t.Fatalf("Find called fn %d times after it returned false at %d", n, len(one)/2)
	}
}

// secretsKeywords is the keyword list of the secrets scanner's default
// rule pack (testdata/secrets-keywords.txt, one a line).
func secretsKeywords(t testing.TB) []string {
	b, err := os.ReadFile(filepath.Join("testdata", "secrets-keywords.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Fields(string(b))
}

// repoSources concatenates up to max bytes of the repository's .go files
// and secrets corpus.
func repoSources(t testing.TB, max int) []byte {
	var buf bytes.Buffer
	err := filepath.WalkDir(filepath.Join("..", ".."), func(p string, d fs.DirEntry, err error) error {
		if err != nil || buf.Len() >= max {
			return fs.SkipAll
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata" && p != filepath.Join("..", "..", "examples", "scanners", "secrets", "testdata")) {
			return fs.SkipDir
		}
		if d.Type().IsRegular() && strings.HasSuffix(p, ".go") {
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			buf.Write(b)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()[:min(buf.Len(), max)]
}

// BenchmarkFind compares Find with one pass of the same automaton (the
// loop Find was before its passes were interleaved) over 4 MiB of this
// repository's Go sources with the secrets scanner's keywords, in the same
// run: go test -run '^$' -bench Find -count 6 ./sdk/detect.
func BenchmarkFind(b *testing.B) {
	m, err := NewMatcher(secretsKeywords(b))
	if err != nil {
		b.Fatal(err)
	}
	data := repoSources(b, 4<<20)
	count := func(Hit) bool { return true }
	b.Run("interleaved", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			m.Find(data, count)
		}
	})
	b.Run("one-pass", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			m.scan(data, 0, 0, len(data), count)
		}
	})
	// The same bytes as files of 8 KiB, about the mean of a source tree.
	const file = 8 << 10
	b.Run("files-8KiB/interleaved", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			for off := 0; off < len(data); off += file {
				m.Find(data[off:min(len(data), off+file)], count)
			}
		}
	})
	b.Run("files-8KiB/one-pass", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			for off := 0; off < len(data); off += file {
				m.scan(data, 0, off, min(len(data), off+file), count)
			}
		}
	})
}
