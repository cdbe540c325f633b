package detect

import (
	"errors"
	"fmt"
)

// MaxMatcherStates bounds the automaton's dense transition table, in
// entries (states × byte classes). A keyword set over this size is rejected
// by NewMatcher; 16 Mi entries is 64 MiB of table, far beyond any realistic
// keyword list (4096 keywords of 16 bytes over 40 byte classes is 2.6 Mi).
const MaxMatcherStates = 16 << 20

const matchFlag = 1 << 31

// Hit is one keyword occurrence found by a Matcher.
type Hit struct {
	// Keyword is the index of the keyword in the list given to NewMatcher.
	// Keywords that are equal ignoring ASCII case report the first index.
	Keyword int
	// Start and End are the byte range of the occurrence in the scanned
	// data, end exclusive.
	Start, End int
}

// Matcher finds every occurrence of a set of keywords in one pass, ASCII
// case-insensitively. It is an Aho-Corasick automaton compiled into a dense
// DFA over byte classes: each input byte costs one table lookup, whatever the
// number of keywords. A Matcher is immutable and safe for concurrent use.
type Matcher struct {
	classes [256]uint8
	stride  uint32
	// trans[s+class] is the next state, premultiplied by stride, with
	// matchFlag set when the next state ends at least one keyword.
	trans []uint32
	// out[state] is the keyword ending at state (the longest), or -1.
	out []int32
	// dict[state] is the next state on the suffix chain with out >= 0, or -1.
	dict   []int32
	kwLen  []int
	maxLen int
}

// NewMatcher compiles keywords into a Matcher. Keywords must be non-empty;
// they are matched ignoring ASCII case (bytes outside A-Z and a-z match
// exactly).
func NewMatcher(keywords []string) (*Matcher, error) {
	if len(keywords) == 0 {
		return nil, errors.New("matcher: no keywords")
	}
	m := &Matcher{kwLen: make([]int, len(keywords))}
	// Byte classes: 0 for bytes in no keyword, then one per distinct folded byte.
	var classOf [256]int
	nClasses := 1
	for i, kw := range keywords {
		if kw == "" {
			return nil, fmt.Errorf("matcher: keyword %d is empty", i)
		}
		m.kwLen[i] = len(kw)
		m.maxLen = max(m.maxLen, len(kw))
		for j := 0; j < len(kw); j++ {
			c := lower(kw[j])
			if classOf[c] == 0 {
				if nClasses == 256 {
					return nil, errors.New("matcher: keywords use more than 255 distinct bytes")
				}
				classOf[c] = nClasses
				nClasses++
			}
		}
	}
	for b := 0; b < 256; b++ {
		m.classes[b] = uint8(classOf[lower(byte(b))])
	}
	stride := nClasses
	m.stride = uint32(stride)

	// Trie with dense goto rows; -1 is "no edge".
	goto_ := make([]int32, stride)
	for i := range goto_ {
		goto_[i] = -1
	}
	out := []int32{-1}
	nStates := 1
	for i, kw := range keywords {
		s := 0
		for j := 0; j < len(kw); j++ {
			c := int(m.classes[kw[j]])
			next := goto_[s*stride+c]
			if next < 0 {
				if (nStates+1)*stride > MaxMatcherStates {
					return nil, fmt.Errorf("matcher: keywords need more than %d table entries", MaxMatcherStates)
				}
				next = int32(nStates)
				nStates++
				for k := 0; k < stride; k++ {
					goto_ = append(goto_, -1)
				}
				out = append(out, -1)
				goto_[s*stride+c] = next
			}
			s = int(next)
		}
		if out[s] < 0 {
			out[s] = int32(i)
		}
	}

	// Breadth-first: failure links, dictionary links and full transitions.
	fail := make([]int32, nStates)
	dict := make([]int32, nStates)
	dict[0] = -1
	trans := make([]uint32, nStates*stride)
	queue := make([]int32, 0, nStates)
	for c := 0; c < stride; c++ {
		if u := goto_[c]; u > 0 {
			fail[u] = 0
			dict[u] = -1
			queue = append(queue, u)
			trans[c] = uint32(u)
		}
	}
	for len(queue) > 0 {
		s := int(queue[0])
		queue = queue[1:]
		for c := 0; c < stride; c++ {
			u := goto_[s*stride+c]
			if u < 0 {
				trans[s*stride+c] = trans[int(fail[s])*stride+c]
				continue
			}
			f := int32(trans[int(fail[s])*stride+c])
			fail[u] = f
			if out[f] >= 0 {
				dict[u] = f
			} else {
				dict[u] = dict[f]
			}
			trans[s*stride+c] = uint32(u)
			queue = append(queue, u)
		}
	}
	// Premultiply and flag.
	for i, next := range trans {
		v := next * uint32(stride)
		if out[next] >= 0 || dict[next] >= 0 {
			v |= matchFlag
		}
		trans[i] = v
	}
	m.trans, m.out, m.dict = trans, out, dict
	return m, nil
}

// MaxKeywordLen returns the length of the longest keyword, in bytes.
func (m *Matcher) MaxKeywordLen() int { return m.maxLen }

// Find calls fn for every keyword occurrence in data, in order of End
// (occurrences with the same End come longest first), and stops early when
// fn returns false.
func (m *Matcher) Find(data []byte, fn func(Hit) bool) {
	trans, classes := m.trans, &m.classes
	s := uint32(0)
	for i := 0; i < len(data); i++ {
		s = trans[s+uint32(classes[data[i]])]
		if s&matchFlag == 0 {
			continue
		}
		s &^= matchFlag
		st := int32(s / m.stride)
		if m.out[st] < 0 {
			st = m.dict[st]
		}
		for ; st >= 0; st = m.dict[st] {
			kw := int(m.out[st])
			if !fn(Hit{Keyword: kw, Start: i + 1 - m.kwLen[kw], End: i + 1}) {
				return
			}
		}
	}
}

// Contains reports whether data holds any keyword.
func (m *Matcher) Contains(data []byte) bool {
	trans, classes := m.trans, &m.classes
	s := uint32(0)
	for i := 0; i < len(data); i++ {
		s = trans[s+uint32(classes[data[i]])]
		if s&matchFlag != 0 {
			return true
		}
	}
	return false
}

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
