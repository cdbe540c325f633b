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
//
// Each lookup depends on the one before, so one pass over the data runs at
// the latency of a table load per byte. Find therefore runs findStreams
// passes at once over neighbouring segments of longer data (the processor
// overlaps their loads), only noting which blocks of each segment hold a
// hit and the state each block starts in, then walks those blocks again,
// in order, to report the hits: the same hits, in the same order, as one
// pass.
type Matcher struct {
	classes [256]uint8
	stride  uint32
	// trans[s+class] is the next state, premultiplied by stride. States
	// that end at least one keyword are numbered last: a state at or above
	// matchFrom (premultiplied) ends one.
	trans     []uint32
	matchFrom uint32
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
	m.renumber(trans, out, dict)
	return m, nil
}

// renumber stores the automaton with the states that end a keyword
// numbered after all others (the root, which ends none, stays 0), and
// premultiplies the transitions by the stride.
func (m *Matcher) renumber(trans []uint32, out, dict []int32) {
	stride := int(m.stride)
	n := len(out)
	ends := func(s int) bool { return out[s] >= 0 || dict[s] >= 0 }
	newOf := make([]uint32, n)
	var next uint32
	for s := range n {
		if !ends(s) {
			newOf[s] = next
			next++
		}
	}
	// The first ending state starts at a power of two, so that an OR of
	// states (which findRound keeps per block) is at least matchFrom
	// exactly when one of them is: the rows between are never reached.
	m.matchFrom = 1
	for m.matchFrom < next*m.stride {
		m.matchFrom <<= 1
	}
	next = (m.matchFrom + m.stride - 1) / m.stride
	total := int(next)
	for s := range n {
		if ends(s) {
			total++
		}
	}
	for s := range n {
		if ends(s) {
			newOf[s] = next
			next++
		}
	}
	m.trans = make([]uint32, total*stride)
	m.out = make([]int32, total)
	m.dict = make([]int32, total)
	for i := range total {
		m.out[i], m.dict[i] = -1, -1
	}
	for s := range n {
		ns := int(newOf[s])
		for c := range stride {
			m.trans[ns*stride+c] = newOf[trans[s*stride+c]] * m.stride
		}
		m.out[ns] = out[s]
		if dict[s] >= 0 {
			m.dict[ns] = int32(newOf[dict[s]])
		}
	}
}

// MaxKeywordLen returns the length of the longest keyword, in bytes.
func (m *Matcher) MaxKeywordLen() int { return m.maxLen }

// Find calls fn for every keyword occurrence in data, in order of End
// (occurrences with the same End come longest first), and stops early when
// fn returns false.
func (m *Matcher) Find(data []byte, fn func(Hit) bool) {
	m.find(data, fn, findBlockBytes)
}

// Contains reports whether data holds any keyword.
func (m *Matcher) Contains(data []byte) bool {
	trans, classes := m.trans, &m.classes
	s := uint32(0)
	for i := 0; i < len(data); i++ {
		s = trans[s+uint32(classes[data[i]])]
		if s >= m.matchFrom {
			return true
		}
	}
	return false
}

// Find's interleaved passes: findStreams segments of findBlocks blocks of
// findBlockBytes each (16 KiB a segment) per round. Three passes, not
// four: the loop of four keeps more values than the processor has
// registers and spills them on every byte, which costs more than the
// fourth pass hides.
const (
	findStreams    = 3
	findBlocks     = 64 // at most 64: a block's flag is a bit of a uint64
	findBlockBytes = 256
)

// find is Find with blocks of block bytes (tests use small ones). Data
// shorter than a full round gets one round of shorter segments, down to
// one block each; what is left after the rounds (less than findStreams
// blocks) gets one pass.
func (m *Matcher) find(data []byte, fn func(Hit) bool, block int) {
	warm := m.maxLen - 1
	s := uint32(0)
	base := 0
	for {
		nblocks := min(findBlocks, (len(data)-base)/(findStreams*block))
		if nblocks == 0 || nblocks*block <= warm {
			break
		}
		var ok bool
		if s, ok = m.findRound(data, base, nblocks, block, s, fn); !ok {
			return
		}
		base += findStreams * nblocks * block
	}
	m.scan(data, s, base, len(data), fn)
}

// findRound runs the interleaved passes over the findStreams segments of
// nblocks blocks from base, the first one starting in state s, reports their
// hits in order and returns the state after them (false when fn stopped).
// The other passes start in the root state the longest keyword less one
// byte before their segment: by their segment's first byte each is in the
// state one pass from the start would be in, since no state remembers
// more than that many bytes.
func (m *Matcher) findRound(data []byte, base, nblocks, block int, s uint32, fn func(Hit) bool) (uint32, bool) {
	trans, classes, matchFrom := m.trans, &m.classes, m.matchFrom
	seg := nblocks * block
	var st [findStreams]uint32
	st[0] = s
	for k := 1; k < findStreams; k++ {
		from := base + k*seg
		for _, c := range data[from-(m.maxLen-1) : from] {
			st[k] = trans[st[k]+uint32(classes[c])]
		}
	}
	var starts [findStreams][findBlocks]uint32
	var hit [findStreams]uint64
	for b := range nblocks {
		starts[0][b], starts[1][b], starts[2][b] = st[0], st[1], st[2]
		lo := base + b*block
		var or [findStreams]uint32
		st[0], st[1], st[2], or[0], or[1], or[2] = step3(trans, classes,
			data[lo:lo+block], data[lo+seg:lo+seg+block], data[lo+2*seg:lo+2*seg+block], st[0], st[1], st[2])
		for k := range findStreams {
			if or[k] >= matchFrom {
				hit[k] |= 1 << b
			}
		}
	}
	for k := range findStreams {
		for b := range nblocks {
			if hit[k]&(1<<b) == 0 {
				continue
			}
			lo := base + k*seg + b*block
			if !m.scan(data, starts[k][b], lo, lo+block, fn) {
				return 0, false
			}
		}
	}
	return st[findStreams-1], true
}

// step3 runs three passes of the automaton side by side over e0, e1 and e2
// (as long as e0), from states s0, s1 and s2, and returns the states after
// them and the OR of every state each went through. It is kept out of line
// so that the compiler allocates registers for this loop alone: inlined
// into findRound, the loop spills on every byte again.
//
//go:noinline
func step3(trans []uint32, classes *[256]uint8, e0, e1, e2 []byte, s0, s1, s2 uint32) (t0, t1, t2, or0, or1, or2 uint32) {
	_, _ = e1[len(e0)-1], e2[len(e0)-1]
	for j := range e0 {
		s0 = trans[s0+uint32(classes[e0[j]])]
		s1 = trans[s1+uint32(classes[e1[j]])]
		s2 = trans[s2+uint32(classes[e2[j]])]
		or0 |= s0
		or1 |= s1
		or2 |= s2
	}
	return s0, s1, s2, or0, or1, or2
}

// scan runs the automaton from state s over data[from:to] and reports
// every hit that ends there; it returns false when fn stopped it.
func (m *Matcher) scan(data []byte, s uint32, from, to int, fn func(Hit) bool) bool {
	trans, classes, matchFrom := m.trans, &m.classes, m.matchFrom
	for i := from; i < to; i++ {
		s = trans[s+uint32(classes[data[i]])]
		if s < matchFrom {
			continue
		}
		st := int32(s / m.stride)
		if m.out[st] < 0 {
			st = m.dict[st]
		}
		for ; st >= 0; st = m.dict[st] {
			kw := int(m.out[st])
			if !fn(Hit{Keyword: kw, Start: i + 1 - m.kwLen[kw], End: i + 1}) {
				return false
			}
		}
	}
	return true
}

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
