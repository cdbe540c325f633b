package detect

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// foldNoise is text around keywords that must not fold into them: bytes
// one off an ASCII letter ('@' is 'A'-1, '[' is 'Z'+1, '`' and '{'),
// non-ASCII letters whose Unicode folds are ASCII (K KELVIN SIGN folds to
// k, ſ LONG S to s, İ lowers to i), bytes that are not UTF-8, and NUL.
var foldNoise = []string{"@", "[", "`", "{", "\u212a", "\u017f", "\u0130", "\xff", "\x80", "\x00", " ", "\n", "_", "-", "."}

// adversarialData is n bytes of the keywords, each in a random mix of
// cases, run together (so that they overlap and share prefixes and
// suffixes) or apart by noise.
func adversarialData(r *rand.Rand, kws []string, n int) []byte {
	var b strings.Builder
	for b.Len() < n {
		switch r.IntN(4) {
		case 0:
			b.WriteString(foldNoise[r.IntN(len(foldNoise))])
		default:
			kw := []byte(kws[r.IntN(len(kws))])
			for i, c := range kw {
				if r.IntN(2) == 0 && 'a' <= c|0x20 && c|0x20 <= 'z' {
					kw[i] = c ^ 0x20
				}
			}
			if r.IntN(3) == 0 { // a cut keyword: a near miss
				kw = kw[:r.IntN(len(kw))]
			}
			b.Write(kw)
		}
	}
	return []byte(b.String()[:n])
}

// TestFindAdversarial checks Find against the naive reference, hit for hit
// and in order, with the secrets scanner's keywords over text made of
// them: every position a hit or a near miss, keywords overlapping, all
// case mixes, fold look-alikes next to them, and lengths on either side of
// every round, segment and block edge, with the default blocks and with
// blocks of 1 to 9 bytes.
func TestFindAdversarial(t *testing.T) {
	kws := secretsKeywords(t)
	m, err := NewMatcher(kws)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(11, 12))
	data := adversarialData(r, kws, 140<<10)
	want := naiveHits(kws, data)
	if len(want) < len(data)/20 {
		t.Fatalf("only %d hits in %d bytes: the data is not adversarial", len(want), len(data))
	}
	var got []Hit
	m.Find(data, func(h Hit) bool { got = append(got, h); return true })
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Find: %d hits, naive %d; first difference at %d", len(got), len(want), firstDiff(got, want))
	}
	// Pieces whose lengths sit at the edges: a round is findStreams
	// segments, a segment up to findBlocks blocks, and segments no longer
	// than the warm-up fall back to one pass.
	round := findStreams * findBlocks * findBlockBytes
	warm := m.MaxKeywordLen() - 1
	var sizes []int
	for _, edge := range []int{0, findStreams * (warm + 1), findStreams * findBlockBytes, round, 2 * round, round + findStreams*findBlockBytes} {
		for d := -3; d <= 3; d++ {
			if edge+d > 0 {
				sizes = append(sizes, edge+d)
			}
		}
	}
	for _, size := range sizes {
		off := r.IntN(len(data) - size)
		piece := data[off : off+size]
		want := within(want, off, off+size)
		var got []Hit
		m.Find(piece, func(h Hit) bool { got = append(got, h); return true })
		if !reflect.DeepEqual(got, want) && (len(got) > 0 || len(want) > 0) {
			t.Fatalf("%d bytes: Find %d hits, naive %d; first difference at %d", size, len(got), len(want), firstDiff(got, want))
		}
	}
	for block := 1; block <= 9; block++ {
		piece := data[:3*findStreams*findBlocks*block+r.IntN(findStreams*block)]
		if got, want := findBlocksOf(m, piece, block), within(want, 0, len(piece)); !reflect.DeepEqual(got, want) {
			t.Fatalf("block %d, %d bytes: %d hits, naive %d; first difference at %d", block, len(piece), len(got), len(want), firstDiff(got, want))
		}
	}
}

// TestFindBaseline checks Find against the baseline (Find as it was
// before its passes were regrouped, baseline_test.go) hit for hit, in
// order, over this repository's sources and adversarial text.
func TestFindBaseline(t *testing.T) {
	kws := secretsKeywords(t)
	m, err := NewMatcher(kws)
	if err != nil {
		t.Fatal(err)
	}
	old, err := newBaselineAutomaton(kws)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(17, 18))
	for _, data := range [][]byte{repoSources(t, 1<<20), adversarialData(r, kws, 256<<10)} {
		var got, want []Hit
		m.Find(data, func(h Hit) bool { got = append(got, h); return true })
		old.Find(data, func(h Hit) bool { want = append(want, h); return true })
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%d bytes: Find %d hits, baseline %d; first difference at %d", len(data), len(got), len(want), firstDiff(got, want))
		}
	}
}

// within is the hits of data[from:to]: those of data that lie wholly in
// it, rebased.
func within(hits []Hit, from, to int) []Hit {
	var in []Hit
	for _, h := range hits {
		if h.Start >= from && h.End <= to {
			in = append(in, Hit{Keyword: h.Keyword, Start: h.Start - from, End: h.End - from})
		}
	}
	return in
}

// TestFindDense has a hit ending at every byte, and several at most: one
// byte keywords, keywords that are runs of one letter, and a keyword in
// every case.
func TestFindDense(t *testing.T) {
	kws := []string{"a", "AA", "aaa", "aAaAaAaA", "b", "ab", "ba", "Ab"}
	m, err := NewMatcher(kws)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(13, 14))
	data := make([]byte, findStreams*(findBlocks+1)*findBlockBytes+17)
	for i := range data {
		data[i] = "aAbB"[r.IntN(4)]
	}
	want := naiveHits(kws, data)
	if len(want) < len(data) {
		t.Fatalf("only %d hits in %d bytes", len(want), len(data))
	}
	var got []Hit
	m.Find(data, func(h Hit) bool { got = append(got, h); return true })
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Find: %d hits, naive %d; first difference at %d", len(got), len(want), firstDiff(got, want))
	}
	for _, block := range []int{1, 2, 5} {
		piece := data[:3*findStreams*findBlocks*block+block+1]
		if got, want := findBlocksOf(m, piece, block), within(want, 0, len(piece)); !reflect.DeepEqual(got, want) {
			t.Fatalf("block %d: %d hits, naive %d; first difference at %d", block, len(got), len(want), firstDiff(got, want))
		}
	}
}

// FuzzFindSecrets runs the secrets scanner's keywords over fuzzed data
// (seeded with adversarial text) and checks Find, and its interleaved
// passes with small blocks, against the naive reference.
func FuzzFindSecrets(f *testing.F) {
	kws := secretsKeywords(f)
	m, err := NewMatcher(kws)
	if err != nil {
		f.Fatal(err)
	}
	r := rand.New(rand.NewPCG(15, 16))
	for _, n := range []int{0, 3, 100, 4 << 10} {
		f.Add(adversarialData(r, kws, n))
	}
	f.Add([]byte("PRIVATE KEY\u212aey ghp_GHP_sk-ant-api03-aws_secret_keySECRET_ACCESS_KEY"))
	f.Fuzz(func(t *testing.T, data []byte) {
		want := naiveHits(kws, data)
		var got []Hit
		m.Find(data, func(h Hit) bool { got = append(got, h); return true })
		if len(got) != len(want) || len(got) > 0 && !reflect.DeepEqual(got, want) {
			t.Fatalf("data %q: Find %v, naive %v", data, got, want)
		}
		for _, block := range []int{1, 3} {
			if got := findBlocksOf(m, data, block); len(got) != len(want) || len(got) > 0 && !reflect.DeepEqual(got, want) {
				t.Fatalf("data %q, block %d: %v, naive %v", data, block, got, want)
			}
		}
	})
}
