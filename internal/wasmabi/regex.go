package wasmabi

import (
	"fmt"
	"regexp/syntax"
)

// Host regular expressions: a guest may register RE2 patterns with the
// host while it is being configured (the optional regex_compile import,
// during sluice_configure only) and then ask the host to run one natively
// over a region of its own memory (regex_find). Go's regexp compiled to
// WebAssembly runs some 20-50 times slower than natively; the patterns
// are data (a rule pack), the host runs Go's linear-time engine, and the
// limits below bound what one guest can make the host compile, keep and
// run.
//
//	regex_compile(ptr i32, len i32) -> i32
//	regex_find(pattern i32, ptr i32, len i32, out i32, out_len i32) -> i32
//
// regex_compile takes the pattern's UTF-8 text and returns its number of
// capturing groups; patterns are numbered from 0 in the order registered.
// regex_find runs pattern over the len bytes at ptr as Go's
// FindAllSubmatchIndex(region, -1) does and returns the number of matches
// (RegexDeclined when it would take more work than the limits allow: the
// guest then runs the pattern itself). It writes as many matches as fit
// into the out_len bytes at out, each as 2×(groups+1) u32 offsets
// relative to the region (RegexNoGroup for a group that did not take
// part); a guest whose buffer was too small calls again with a larger one.
const (
	ImportRegexCompile = "regex_compile"
	ImportRegexFind    = "regex_find"
)

// Limits of host regular expressions. A pattern over a limit stops
// sluice_configure with an error naming the pattern and the limit, so the
// load fails.
const (
	// MaxRegexPatterns bounds the patterns one instance registers.
	MaxRegexPatterns = 1024
	// MaxRegexPatternBytes bounds one pattern's text.
	MaxRegexPatternBytes = 16 << 10
	// MaxRegexTotalBytes bounds the text of all of an instance's patterns.
	MaxRegexTotalBytes = 1 << 20
	// MaxRegexInsts bounds one pattern's compiled program, in
	// instructions (repetitions expanded): Go's engine does at most this
	// much work per region byte. The default rule pack's largest has
	// about 2,000.
	MaxRegexInsts = 16 << 10
	// MaxRegexTotalInsts bounds the programs of all of an instance's
	// patterns, and so the memory the host keeps for them (some tens of
	// bytes an instruction).
	MaxRegexTotalInsts = 256 << 10
	// MaxRegexWork bounds one search: (region bytes + 1) × the pattern's
	// instructions. A longer region is declined, not refused.
	MaxRegexWork = 4 << 20
	// MaxRegexMatches bounds the matches of one search; a region with more
	// is declined. The host's work per regex_find call is so at most
	// (MaxRegexMatches + 1) × MaxRegexWork steps of Go's engine.
	MaxRegexMatches = 64
)

// Results of regex_find.
const (
	// RegexDeclined is what regex_find returns when the search is over
	// MaxRegexWork or finds more than MaxRegexMatches matches.
	RegexDeclined uint32 = 0xFFFFFFFF
	// RegexNoGroup is the offset of a group that did not take part in a
	// match.
	RegexNoGroup uint32 = 0xFFFFFFFF
)

// CheckRegex parses pattern as Go's regexp.Compile does and returns the
// size of its compiled program in instructions and its number of
// capturing groups. It refuses a pattern over MaxRegexPatternBytes or
// MaxRegexInsts before compiling it, so a pattern whose repetitions
// expand to a huge program costs the host no memory.
func CheckRegex(pattern string) (insts, groups int, err error) {
	if len(pattern) > MaxRegexPatternBytes {
		return 0, 0, fmt.Errorf("%d bytes, over the limit of %d", len(pattern), MaxRegexPatternBytes)
	}
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return 0, 0, err
	}
	if n := regexSize(re); n > MaxRegexInsts {
		return 0, 0, fmt.Errorf("more than %d instructions once compiled, over the limit of %d", MaxRegexInsts, MaxRegexInsts)
	}
	groups = re.MaxCap()
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return 0, 0, err
	}
	if n := len(prog.Inst); n > MaxRegexInsts {
		return 0, 0, fmt.Errorf("%d instructions once compiled, over the limit of %d", n, MaxRegexInsts)
	}
	return len(prog.Inst), groups, nil
}

// regexSize estimates from above the instructions re compiles to, with
// repetitions expanded, without expanding them; it saturates past
// MaxRegexInsts.
func regexSize(re *syntax.Regexp) int {
	const over = MaxRegexInsts + 1
	sum := 2
	for _, sub := range re.Sub {
		sum += regexSize(sub)
		if sum > over {
			return over
		}
	}
	switch re.Op {
	case syntax.OpLiteral:
		sum += len(re.Rune)
	case syntax.OpRepeat:
		n := re.Max
		if n < 0 {
			n = re.Min + 1
		}
		if n > 0 && sum > over/n {
			return over
		}
		sum *= max(n, 1)
	}
	return min(sum, over)
}
