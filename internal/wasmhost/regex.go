package wasmhost

import (
	"context"
	"encoding/binary"
	"regexp"

	"github.com/tetratelabs/wazero/api"

	"github.com/sluicehq/sluice/internal/wasmabi"
)

// regexTable is the patterns one instance registered through
// regex_compile while it was configured (internal/wasmabi, regex.go). A
// pattern is checked against the limits when it is registered and compiled
// the first time regex_find runs it: a rule pack names far more patterns
// than a scan usually exercises.
type regexTable struct {
	patterns []hostRegex
	bytes    int
	insts    int
}

type hostRegex struct {
	source string
	insts  int
	groups int
	re     *regexp.Regexp
}

// hostRegexCompile registers a pattern; only during sluice_configure.
func hostRegexCompile(ctx context.Context, m api.Module, ptr, n uint32) uint32 {
	c := callFrom(ctx)
	if c == nil || c.in == nil {
		return 0
	}
	t := &c.in.regex
	if !c.configure {
		c.stop(errorf(KindProtocol, nil, "%s: called outside %s (a guest registers its patterns while it is configured)",
			wasmabi.ImportRegexCompile, wasmabi.ExportConfigure))
	}
	id := len(t.patterns)
	if id >= wasmabi.MaxRegexPatterns {
		c.stop(errorf(KindProtocol, nil, "%s: pattern %d: over the limit of %d patterns", wasmabi.ImportRegexCompile, id, wasmabi.MaxRegexPatterns))
	}
	if n > wasmabi.MaxRegexPatternBytes {
		c.stop(errorf(KindProtocol, nil, "%s: pattern %d: %d bytes, over the limit of %d", wasmabi.ImportRegexCompile, id, n, wasmabi.MaxRegexPatternBytes))
	}
	src := string(c.view(m, wasmabi.ImportRegexCompile, ptr, n))
	if t.bytes+len(src) > wasmabi.MaxRegexTotalBytes {
		c.stop(errorf(KindProtocol, nil, "%s: pattern %d: the patterns' text would be %d bytes, over the limit of %d",
			wasmabi.ImportRegexCompile, id, t.bytes+len(src), wasmabi.MaxRegexTotalBytes))
	}
	insts, groups, err := wasmabi.CheckRegex(src)
	if err != nil {
		c.stop(errorf(KindProtocol, nil, "%s: pattern %d %.80q: %v", wasmabi.ImportRegexCompile, id, src, err))
	}
	if t.insts+insts > wasmabi.MaxRegexTotalInsts {
		c.stop(errorf(KindProtocol, nil, "%s: pattern %d %.80q: the patterns would compile to %d instructions, over the limit of %d",
			wasmabi.ImportRegexCompile, id, src, t.insts+insts, wasmabi.MaxRegexTotalInsts))
	}
	t.patterns = append(t.patterns, hostRegex{source: src, insts: insts, groups: groups})
	t.bytes += len(src)
	t.insts += insts
	return uint32(groups)
}

// hostRegexFind runs a registered pattern over a region of guest memory
// and writes the matches' submatch offsets back into guest memory.
func hostRegexFind(ctx context.Context, m api.Module, id, ptr, n, out, outLen uint32) uint32 {
	c := callFrom(ctx)
	if c == nil || c.in == nil {
		return wasmabi.RegexDeclined
	}

	t := &c.in.regex
	if uint64(id) >= uint64(len(t.patterns)) {
		c.stop(errorf(KindProtocol, nil, "%s: pattern %d is not registered (%d are; a guest registers its patterns through %s while it is configured)",
			wasmabi.ImportRegexFind, id, len(t.patterns), wasmabi.ImportRegexCompile))
	}
	p := &t.patterns[id]
	region, ok := m.Memory().Read(ptr, n)
	if !ok {
		c.stop(errorf(KindProtocol, nil, "%s: region [%d, %d+%d) is outside the guest's %d-byte memory", wasmabi.ImportRegexFind, ptr, ptr, n, m.Memory().Size()))
	}
	dst, ok := m.Memory().Read(out, outLen)
	if !ok {
		c.stop(errorf(KindProtocol, nil, "%s: output [%d, %d+%d) is outside the guest's %d-byte memory", wasmabi.ImportRegexFind, out, out, outLen, m.Memory().Size()))
	}
	if (uint64(n)+1)*uint64(p.insts) > wasmabi.MaxRegexWork || ctx.Err() != nil {
		return wasmabi.RegexDeclined
	}
	if p.re == nil {
		re, err := regexp.Compile(p.source)
		if err != nil {
			// CheckRegex parsed the same text as regexp.Compile does.
			c.stop(errorf(KindProtocol, err, "%s: pattern %d", wasmabi.ImportRegexFind, id))
		}
		p.re = re
	}
	// region aliases guest memory, which does not change while the host
	// function runs.
	matches := p.re.FindAllSubmatchIndex(region, wasmabi.MaxRegexMatches+1)
	if len(matches) > wasmabi.MaxRegexMatches {
		return wasmabi.RegexDeclined
	}
	per := 8 * (p.groups + 1)
	for i := 0; i < len(matches) && (i+1)*per <= len(dst); i++ {
		for j, off := range matches[i] {
			v := wasmabi.RegexNoGroup
			if off >= 0 {
				v = uint32(off)
			}
			binary.LittleEndian.PutUint32(dst[i*per+4*j:], v)
		}
	}
	return uint32(len(matches))
}
