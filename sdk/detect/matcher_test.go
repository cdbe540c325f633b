package detect

import (
	"bytes"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// naiveHits is the reference: every occurrence of every keyword, ASCII
// case-insensitively, ordered like Matcher.Find.
func naiveHits(keywords []string, data []byte) []Hit {
	low := asciiOnly(data)
	first := map[string]int{}
	for i, kw := range keywords {
		k := string(asciiOnly([]byte(kw)))
		if _, ok := first[k]; !ok {
			first[k] = i
		}
	}
	var hits []Hit
	for k, i := range first {
		for off := 0; ; off++ {
			n := bytes.Index(low[off:], []byte(k))
			if n < 0 {
				break
			}
			off += n
			hits = append(hits, Hit{Keyword: i, Start: off, End: off + len(k)})
		}
	}
	slices.SortFunc(hits, func(a, b Hit) int {
		if a.End != b.End {
			return a.End - b.End
		}
		return a.Start - b.Start
	})
	return hits
}

// asciiOnly lowers ASCII letters byte-wise and leaves every other byte
// alone (written apart from the package's own lower, which it checks).
func asciiOnly(data []byte) []byte {
	out := make([]byte, len(data))
	for i, c := range data {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		out[i] = c
	}
	return out
}

func findAll(m *Matcher, data []byte) []Hit {
	var hits []Hit
	m.Find(data, func(h Hit) bool { hits = append(hits, h); return true })
	return hits
}

func TestMatcherExamples(t *testing.T) {
	tests := []struct {
		name     string
		keywords []string
		data     string
		want     []Hit
	}{
		{"none", []string{"abc"}, "xyz", nil},
		{"one", []string{"abc"}, "xxabcxx", []Hit{{0, 2, 5}}},
		{"case", []string{"AbC"}, "aBc ABC", []Hit{{0, 0, 3}, {0, 4, 7}}},
		{"overlap", []string{"aa"}, "aaaa", []Hit{{0, 0, 2}, {0, 1, 3}, {0, 2, 4}}},
		{"suffix", []string{"she", "he", "hers"}, "ushers", []Hit{{0, 1, 4}, {1, 2, 4}, {2, 2, 6}}},
		{"dup", []string{"key", "KEY"}, "key", []Hit{{0, 0, 3}}},
		{"punct", []string{"-----begin", "_test_"}, "-----BEGIN sluice_test_x", []Hit{{0, 0, 10}, {1, 17, 23}}},
		{"nonascii", []string{"caf"}, "caf\xc3\xa9 CAF", []Hit{{0, 0, 3}, {0, 6, 9}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := NewMatcher(tt.keywords)
			if err != nil {
				t.Fatal(err)
			}
			got := findAll(m, []byte(tt.data))
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("Find(%q) = %v, want %v", tt.data, got, tt.want)
			}
			if m.Contains([]byte(tt.data)) != (len(tt.want) > 0) {
				t.Fatalf("Contains(%q) = %v", tt.data, !(len(tt.want) > 0))
			}
		})
	}
}

func TestMatcherErrors(t *testing.T) {
	if _, err := NewMatcher(nil); err == nil {
		t.Error("NewMatcher(nil) succeeded")
	}
	if _, err := NewMatcher([]string{"a", ""}); err == nil || !strings.Contains(err.Error(), "keyword 1") {
		t.Errorf("NewMatcher with empty keyword = %v", err)
	}
	// 1100 random keywords of 128 high bytes blow the table limit:
	// about 140k states × 129 classes > 16 Mi entries.
	r := rand.New(rand.NewPCG(3, 4))
	var kws []string
	for range 1100 {
		b := make([]byte, 128)
		for j := range b {
			b[j] = byte(128 + r.IntN(128))
		}
		kws = append(kws, string(b))
	}
	if _, err := NewMatcher(kws); err == nil || !strings.Contains(err.Error(), "table entries") {
		t.Errorf("NewMatcher over the table limit = %v", err)
	}
}

func TestMatcherStopsEarly(t *testing.T) {
	m, _ := NewMatcher([]string{"a"})
	n := 0
	m.Find([]byte("aaaa"), func(Hit) bool { n++; return n < 2 })
	if n != 2 {
		t.Fatalf("Find called fn %d times after it returned false, want 2", n)
	}
}

func TestMatcherRandomAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	alphabet := []byte("abAB-_\x00\xff")
	for iter := range 2000 {
		var kws []string
		for range 1 + r.IntN(6) {
			b := make([]byte, 1+r.IntN(4))
			for j := range b {
				b[j] = alphabet[r.IntN(len(alphabet))]
			}
			kws = append(kws, string(b))
		}
		data := make([]byte, r.IntN(64))
		for j := range data {
			data[j] = alphabet[r.IntN(len(alphabet))]
		}
		m, err := NewMatcher(kws)
		if err != nil {
			t.Fatal(err)
		}
		got, want := findAll(m, data), naiveHits(kws, data)
		sortHits(got)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("iteration %d: keywords %q data %q: got %v, want %v", iter, kws, data, got, want)
		}
	}
}

func sortHits(h []Hit) {
	slices.SortFunc(h, func(a, b Hit) int {
		if a.End != b.End {
			return a.End - b.End
		}
		return a.Start - b.Start
	})
}

func FuzzMatcher(f *testing.F) {
	f.Add("she\nhe\nhers", []byte("ushers"))
	f.Add("aa", []byte("aaaa"))
	f.Add("Key\nkey\n-----BEGIN", []byte("-----begin KEY"))
	f.Fuzz(func(t *testing.T, kwList string, data []byte) {
		kws := strings.Split(kwList, "\n")
		for _, k := range kws {
			if k == "" || len(kws) > 16 || len(k) > 16 {
				return
			}
		}
		m, err := NewMatcher(kws)
		if err != nil {
			return
		}
		got, want := findAll(m, data), naiveHits(kws, data)
		sortHits(got)
		if len(got) != len(want) || (len(got) > 0 && !reflect.DeepEqual(got, want)) {
			t.Fatalf("keywords %q data %q: got %v, want %v", kws, data, got, want)
		}
		// The interleaved passes, with blocks small enough for fuzzed data.
		if got, one := findBlocksOf(m, data, 1), sequentialHits(m, data); !reflect.DeepEqual(got, one) {
			t.Fatalf("keywords %q data %q: interleaved %v, one pass %v", kws, data, got, one)
		}
	})
}
