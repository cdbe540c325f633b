package wasmmeter

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"strings"
)

// Section ids.
const (
	secCustom    = 0
	secType      = 1
	secImport    = 2
	secFunction  = 3
	secTable     = 4
	secMemory    = 5
	secGlobal    = 6
	secExport    = 7
	secStart     = 8
	secElement   = 9
	secCode      = 10
	secData      = 11
	secDataCount = 12
	secTag       = 13
)

var sectionNames = [...]string{
	secCustom:    "custom",
	secType:      "type",
	secImport:    "import",
	secFunction:  "function",
	secTable:     "table",
	secMemory:    "memory",
	secGlobal:    "global",
	secExport:    "export",
	secStart:     "start",
	secElement:   "element",
	secCode:      "code",
	secData:      "data",
	secDataCount: "data count",
	secTag:       "tag",
}

// rank gives the place of a non-custom section in the order the binary
// format requires (the data count section comes between the element and
// the code sections).
var rank = [...]int{
	secType: 1, secImport: 2, secFunction: 3, secTable: 4, secMemory: 5,
	secGlobal: 6, secExport: 7, secStart: 8, secElement: 9,
	secDataCount: 10, secCode: 11, secData: 12,
}

// A section locates one section of the input.
type section struct {
	id    byte
	start int    // offset of the section id
	data  int    // offset of the contents
	end   int    // end of the contents
	name  string // of a custom section
	body  int    // of a custom section: offset of the contents after the name
}

// A module is the state of one call of Instrument.
type module struct {
	in   []byte
	opts Options

	sections []section
	has      [secDataCount + 1]bool // which sections the input has

	// From the type, import, function and global sections of the input.
	typeParams     []uint32 // the number of parameters of each type
	checkType      uint32   // the index of the type () -> (i32)
	checkTypeFound bool     // whether the input has that type
	numFuncImports uint32
	numFuncs       uint64   // imported and defined
	funcTypes      []uint32 // the type index of each defined function
	numGlobals     uint32   // imported and defined

	// The output, built by copying the input through (see copyTo).
	out      []byte
	last     int  // in[last:] is not yet copied or replaced
	tooLarge bool // a size of the output does not fit in 32 bits

	// The code inserted for a charge, around its weight, and after a
	// dynamic charge has been subtracted (see package doc).
	chargeHead []byte
	chargeTail []byte

	// Per function body, reused.
	edits   []edit
	weights []uint32
	frames  []int32
	scratch []byte // the scratch local's index, encoded
}

func (m *module) newReader() *reader {
	return &reader{b: m.in, end: len(m.in), fn: -1, region: "module"}
}

// section sets r to read the contents of s.
func (r *reader) section(s *section) {
	r.sec = sectionNames[s.id]
	if s.id == secCustom && s.name == "name" {
		r.sec = "name"
	}
	r.pos, r.end, r.region, r.fn = s.data, s.end, "section", -1
}

// done fails unless the whole region was read.
func (r *reader) done(what string) {
	if r.err == nil && r.pos != r.end {
		r.fail(r.pos, "%d bytes left over after the %s", r.end-r.pos, what)
	}
}

// scan checks the header, and locates and orders the sections.
func (m *module) scan() error {
	in := m.in
	if len(in) < 4 || !bytes.Equal(in[:4], []byte("\x00asm")) {
		return &Error{Func: -1, Msg: fmt.Sprintf("not a WebAssembly module: bad magic number % x", in[:min(len(in), 4)])}
	}
	if len(in) < 8 || !bytes.Equal(in[4:8], []byte{1, 0, 0, 0}) {
		return &Error{Func: -1, Offset: 4, Msg: fmt.Sprintf("unsupported binary format version % x (want 01 00 00 00)", in[4:min(len(in), 8)])}
	}
	r := m.newReader()
	r.pos = 8
	last := 0 // the rank of the last non-custom section
	for r.pos < len(in) && r.err == nil {
		start := r.pos
		id := in[r.pos]
		r.pos++
		switch {
		case id == secTag:
			r.sec = "tag"
			r.fail(start, "the tag section (exception handling) is not supported")
			continue
		case id > secDataCount:
			r.fail(start, "unknown section id %d", id)
			continue
		}
		r.sec = sectionNames[id]
		sizeAt := r.pos
		size := r.u32()
		if r.err != nil {
			break
		}
		if uint64(size) > uint64(len(in)-r.pos) {
			r.fail(sizeAt, "section size %d overruns the module (%d bytes left)", size, len(in)-r.pos)
			break
		}
		s := section{id: id, start: start, data: r.pos, end: r.pos + int(size)}
		if id == secCustom {
			r.region, r.end = "section", s.end
			s.name = string(r.name("custom section name"))
			s.body = r.pos
			r.region, r.end = "module", len(in)
			if s.name == "name" {
				r.sec = "name"
			}
		} else {
			if rank[id] <= last {
				if rank[id] == last {
					r.fail(start, "duplicate section")
				} else {
					r.fail(start, "section out of order")
				}
				break
			}
			last = rank[id]
			m.has[id] = true
		}
		m.sections = append(m.sections, s)
		r.pos = s.end
	}
	if r.err != nil {
		return r.err
	}
	return nil
}

// prepare reads what the rewrite needs to know before it starts: the
// types, the imports, the types of the defined functions and the number of
// globals.
func (m *module) prepare() error {
	r := m.newReader()
	for i := range m.sections {
		s := &m.sections[i]
		switch s.id {
		case secType:
			r.section(s)
			m.readTypes(r)
		case secImport:
			r.section(s)
			m.readImports(r)
		case secFunction:
			r.section(s)
			n := r.u32()
			m.funcTypes = make([]uint32, 0, min(int(n), r.end-r.pos))
			for i := uint32(0); i < n && r.err == nil; i++ {
				at := r.pos
				t := r.u32()
				if r.err == nil && int(t) >= len(m.typeParams) {
					r.fail(at, "function %d: type index %d out of range (%d types)", uint64(m.numFuncImports)+uint64(i), t, len(m.typeParams))
				}
				m.funcTypes = append(m.funcTypes, t)
			}
			r.done("functions")
		case secTable, secMemory, secData:
			// These are copied as they are, but a count of entries that
			// cannot fit in the section is rejected: wazero would
			// allocate room for them before it finds out.
			r.section(s)
			if n := r.u32(); r.err == nil && uint64(n) > uint64(r.end-r.pos) {
				r.fail(s.data, "%d entries cannot fit in the %d bytes of the section", n, r.end-r.pos)
			}
		case secGlobal:
			// The globals are read when the section is rewritten; the
			// budget's index comes after them.
			r.section(s)
			n := r.u32()
			if r.err == nil && uint64(m.numGlobals)+uint64(n) >= math.MaxUint32 {
				r.fail(s.data, "too many globals")
			}
			m.numGlobals += n
		}
		if r.err != nil {
			return r.err
		}
	}
	m.numFuncs = uint64(m.numFuncImports) + uint64(len(m.funcTypes))
	if !m.checkTypeFound {
		m.checkType = uint32(len(m.typeParams))
	}
	if len(m.funcTypes) > 0 && !m.has[secCode] {
		return &Error{Section: "function", Func: -1, Offset: len(m.in),
			Msg: fmt.Sprintf("%d functions declared but the module has no code section", len(m.funcTypes))}
	}

	// The charge, with b the budget and c the check:
	// global.get b; i32.const (W); i32.sub; global.set b; global.get b;
	// i32.const 1; i32.lt_s; if; call c; global.set b; end.
	b := appendU32(nil, m.numGlobals)
	m.chargeHead = append(append(append(m.chargeHead, 0x23), b...), 0x41)
	t := append([]byte{0x6b, 0x24}, b...)
	t = append(append(t, 0x23), b...)
	t = append(t, 0x41, 0x01, 0x48, 0x04, 0x40, 0x10)
	t = appendU32(t, m.numFuncImports)
	t = append(append(t, 0x24), b...)
	m.chargeTail = append(t, 0x0b)
	return nil
}

// readTypes reads the type section.
func (m *module) readTypes(r *reader) {
	n := r.u32()
	m.typeParams = make([]uint32, 0, min(int(n), r.end-r.pos))
	for i := uint32(0); i < n && r.err == nil; i++ {
		at := r.pos
		if form := r.byte1(); form != 0x60 && r.err == nil {
			r.fail(at, "type %d: unsupported type form 0x%02x (want a function type, 0x60)", i, form)
			break
		}
		np, _ := m.valTypes(r, "parameter")
		nr, last := m.valTypes(r, "result")
		if !m.checkTypeFound && np == 0 && nr == 1 && last == 0x7f {
			m.checkType, m.checkTypeFound = i, true
		}
		m.typeParams = append(m.typeParams, np)
	}
	r.done("types")
}

// valTypes reads a vector of value types and returns its length and its
// last type.
func (m *module) valTypes(r *reader, what string) (n uint32, last byte) {
	n = r.u32()
	for j := uint32(0); j < n && r.err == nil; j++ {
		at := r.pos
		if last = r.byte1(); !isValType(last) && r.err == nil {
			r.fail(at, "unsupported %s type 0x%02x", what, last)
		}
	}
	return n, last
}

// readImports reads the import section.
func (m *module) readImports(r *reader) {
	n := r.u32()
	for i := uint32(0); i < n && r.err == nil; i++ {
		r.name("import module name")
		r.name("import name")
		at := r.pos
		switch kind := r.byte1(); kind {
		case 0x00: // func
			r.u32()
			m.numFuncImports++
		case 0x01: // table
			if t := r.byte1(); !isRefType(t) && r.err == nil {
				r.fail(at+1, "unsupported table element type 0x%02x", t)
			}
			r.limits(false)
		case 0x02: // memory
			r.limits(true)
		case 0x03: // global
			if t := r.byte1(); !isValType(t) && r.err == nil {
				r.fail(at+1, "unsupported global type 0x%02x", t)
			}
			r.mutability()
			m.numGlobals++
		case 0x04:
			r.fail(at, "tag imports (exception handling) are not supported")
		default:
			r.fail(at, "unknown import kind 0x%02x", kind)
		}
	}
	if r.err == nil && m.numFuncImports == math.MaxUint32 {
		r.fail(r.pos, "too many function imports")
	}
	r.done("imports")
}

// limits reads the limits of a table or a memory.
func (r *reader) limits(memory bool) {
	at := r.pos
	switch flags := r.byte1(); {
	case r.err != nil:
	case flags == 0x00:
		r.u32()
	case flags == 0x01:
		r.u32()
		r.u32()
	case memory && (flags == 0x02 || flags == 0x03):
		r.fail(at, "shared memory (threads) is not supported")
	default:
		r.fail(at, "unsupported limits flags 0x%02x", flags)
	}
}

// mutability reads the mutability flag of a global.
func (r *reader) mutability() {
	at := r.pos
	if c := r.byte1(); c > 1 && r.err == nil {
		r.fail(at, "bad global mutability 0x%02x", c)
	}
}

// copyTo copies the input from m.last up to pos to the output.
func (m *module) copyTo(pos int) {
	m.out = append(m.out, m.in[m.last:pos]...)
	m.last = pos
}

// openSized reserves room for a size and returns where what it measures
// starts in the output; closeSized writes the size there.
func (m *module) openSized() int {
	m.out = append(m.out, 0, 0, 0, 0, 0)
	return len(m.out)
}

// closeSized writes, in as few bytes as possible, the size of what was
// written to the output since openSized returned start.
func (m *module) closeSized(start int) {
	n := len(m.out) - start
	if n > math.MaxUint32 {
		m.tooLarge = true
		return
	}
	var buf [5]byte
	size := appendU32(buf[:0], uint32(n))
	dst := start - 5
	copy(m.out[dst+len(size):], m.out[start:])
	copy(m.out[dst:], size)
	m.out = m.out[:dst+len(size)+n]
}

// readFuncIndex reads a function index, failing r when it is out of
// range.
func (m *module) readFuncIndex(r *reader) (uint32, bool) {
	at := r.pos
	v := r.u32()
	if r.err != nil {
		return 0, false
	}
	if uint64(v) >= m.numFuncs {
		r.fail(at, "function index %d out of range (%d functions)", v, m.numFuncs)
		return 0, false
	}
	return v, true
}

// funcIndex reads a function index and rewrites it in the output if it
// is the index of a defined function.
func (m *module) funcIndex(r *reader) {
	at := r.pos
	if v, ok := m.readFuncIndex(r); ok && v >= m.numFuncImports {
		m.copyTo(at)
		m.out = appendU32(m.out, v+1)
		m.last = r.pos
	}
}

// emit writes the instrumented module.
func (m *module) emit() ([]byte, error) {
	m.out = make([]byte, 0, len(m.in)+len(m.in)/8+64)
	m.out = append(m.out, m.in[:8]...)
	m.last = 8
	r := m.newReader()
	for i := range m.sections {
		s := &m.sections[i]
		if s.id != secCustom {
			m.addSections(rank[s.id])
		}
		m.last = s.start
		r.section(s)
		switch s.id {
		case secCustom:
			switch {
			case s.name == "name":
				m.rewriteNames(r, s)
			case strings.HasPrefix(s.name, ".debug_"):
				// DWARF describes the code before the rewrite: drop it.
				m.last = s.end
				continue
			}
		case secType:
			if !m.checkTypeFound {
				m.appendEntry(r, s, []byte{0x60, 0x00, 0x01, 0x7f})
			}
		case secImport:
			m.appendEntry(r, s, m.checkImport())
		case secGlobal:
			m.rewriteGlobals(r, s)
		case secExport:
			m.rewriteExports(r, s)
		case secStart:
			m.out = append(m.out, secStart)
			at := m.openSized()
			m.last = s.data
			m.funcIndex(r)
			r.done("start function")
			m.copyTo(s.end)
			m.closeSized(at)
		case secElement:
			m.rewriteElements(r, s)
		case secCode:
			m.rewriteCode(r, s)
		}
		if r.err != nil {
			return nil, r.err
		}
		m.copyTo(s.end)
	}
	m.addSections(len(rank) + 1)
	if m.tooLarge {
		return nil, errors.New("wasmmeter: the instrumented module would have a section larger than 4 GiB")
	}
	return m.out, nil
}

// addSections adds the type, import and global sections that the input
// lacks and that come before a section of rank next.
func (m *module) addSections(next int) {
	for _, id := range [...]byte{secType, secImport, secGlobal} {
		if m.has[id] || rank[id] >= next {
			continue
		}
		m.has[id] = true
		var entry []byte
		switch id {
		case secType:
			entry = []byte{0x60, 0x00, 0x01, 0x7f}
		case secImport:
			entry = m.checkImport()
		case secGlobal:
			entry = m.budgetGlobal()
		}
		m.out = append(m.out, id)
		m.out = appendU32(m.out, uint32(len(entry)+1))
		m.out = append(m.out, 1)
		m.out = append(m.out, entry...)
	}
}

// checkImport returns the import entry of the check.
func (m *module) checkImport() []byte {
	var b []byte
	b = appendU32(b, uint32(len(m.opts.ImportModule)))
	b = append(b, m.opts.ImportModule...)
	b = appendU32(b, uint32(len(m.opts.ImportName)))
	b = append(b, m.opts.ImportName...)
	b = append(b, 0x00)
	return appendU32(b, m.checkType)
}

// budgetGlobal returns the global entry of the budget.
func (m *module) budgetGlobal() []byte {
	b := []byte{0x7f, 0x01, 0x41}
	b = appendS32(b, m.opts.Budget)
	return append(b, 0x0b)
}

// appendEntry writes the vector section s with entry appended to it.
func (m *module) appendEntry(r *reader, s *section, entry []byte) {
	n := r.u32()
	if r.err == nil && n == math.MaxUint32 {
		r.fail(s.data, "too many entries")
	}
	if r.err != nil {
		return
	}
	m.out = append(m.out, s.id)
	at := m.openSized()
	m.out = appendU32(m.out, n+1)
	m.out = append(m.out, m.in[r.pos:s.end]...)
	m.out = append(m.out, entry...)
	m.closeSized(at)
	m.last = s.end
}

// rewriteGlobals writes the global section, with the budget appended.
func (m *module) rewriteGlobals(r *reader, s *section) {
	n := r.u32()
	m.out = append(m.out, secGlobal)
	at := m.openSized()
	m.out = appendU32(m.out, n+1) // prepare checked n+1 fits
	m.last = r.pos
	for i := uint32(0); i < n && r.err == nil; i++ {
		vt := r.pos
		if t := r.byte1(); !isValType(t) && r.err == nil {
			r.fail(vt, "global %d: unsupported type 0x%02x", i, t)
		}
		r.mutability()
		m.constExpr(r)
	}
	r.done("globals")
	m.copyTo(s.end)
	m.out = append(m.out, m.budgetGlobal()...)
	m.closeSized(at)
}

// rewriteExports writes the export section.
func (m *module) rewriteExports(r *reader, s *section) {
	m.out = append(m.out, secExport)
	at := m.openSized()
	m.last = s.data
	n := r.u32()
	for i := uint32(0); i < n && r.err == nil; i++ {
		r.name("export name")
		kat := r.pos
		switch kind := r.byte1(); {
		case r.err != nil:
		case kind == 0x00:
			m.funcIndex(r)
		case kind <= 0x03:
			r.u32()
		case kind == 0x04:
			r.fail(kat, "tag exports (exception handling) are not supported")
		default:
			r.fail(kat, "unknown export kind 0x%02x", kind)
		}
	}
	r.done("exports")
	m.copyTo(s.end)
	m.closeSized(at)
}

// rewriteElements writes the element section.
func (m *module) rewriteElements(r *reader, s *section) {
	m.out = append(m.out, secElement)
	at := m.openSized()
	m.last = s.data
	n := r.u32()
	for i := uint32(0); i < n && r.err == nil; i++ {
		fat := r.pos
		flags := r.u32()
		if r.err != nil {
			break
		}
		if flags > 7 {
			r.fail(fat, "element segment %d: unknown flags %d", i, flags)
			break
		}
		// Bit 0: passive or declarative; bit 1: with a table index if
		// active, declarative if not; bit 2: expressions, not indices.
		if flags&1 == 0 {
			if flags&2 != 0 {
				r.u32() // table index
			}
			m.constExpr(r) // offset
		}
		if flags&3 != 0 {
			kat := r.pos
			k := r.byte1()
			switch {
			case r.err != nil:
			case flags&4 == 0 && k != 0x00:
				r.fail(kat, "element segment %d: unknown element kind 0x%02x", i, k)
			case flags&4 != 0 && !isRefType(k):
				r.fail(kat, "element segment %d: unsupported reference type 0x%02x", i, k)
			}
		}
		count := r.u32()
		for j := uint32(0); j < count && r.err == nil; j++ {
			if flags&4 == 0 {
				m.funcIndex(r)
			} else {
				m.constExpr(r)
			}
		}
	}
	r.done("element segments")
	m.copyTo(s.end)
	m.closeSized(at)
}

// constExpr reads a constant expression, rewriting the function indices
// of ref.func.
func (m *module) constExpr(r *reader) {
	for r.err == nil {
		at := r.pos
		switch op := r.byte1(); op {
		case 0x0b: // end
			return
		case 0x41: // i32.const
			r.signed(32)
		case 0x42: // i64.const
			r.signed(64)
		case 0x43: // f32.const
			r.skip(4, "an f32 constant")
		case 0x44: // f64.const
			r.skip(8, "an f64 constant")
		case 0x23: // global.get
			r.u32()
		case 0xd0: // ref.null
			if t := r.byte1(); !isRefType(t) && r.err == nil {
				r.fail(at+1, "unsupported reference type 0x%02x for ref.null", t)
			}
		case 0xd2: // ref.func
			m.funcIndex(r)
		case 0xfd:
			if sub := r.u32(); sub != 0x0c && r.err == nil {
				r.fail(at, "unsupported instruction 0xfd %#x in a constant expression", sub)
			}
			r.skip(16, "a v128 constant")
		default:
			if r.err == nil {
				r.fail(at, "unsupported instruction 0x%02x in a constant expression", op)
			}
		}
	}
}

// rewriteNames writes the name section: the module name as it is, the
// function names and the local names with the function indices shifted;
// it drops the other subsections, which are not worth rewriting.
func (m *module) rewriteNames(r *reader, s *section) {
	m.out = append(m.out, secCustom)
	at := m.openSized()
	m.last = s.data
	m.copyTo(s.body)
	r.pos = s.body
	for r.pos < s.end && r.err == nil {
		start := r.pos
		id := r.byte1()
		sizeAt := r.pos
		size := r.u32()
		if r.err != nil {
			break
		}
		if uint64(size) > uint64(s.end-r.pos) {
			r.fail(sizeAt, "subsection %d: size %d overruns the section", id, size)
			break
		}
		end := r.pos + int(size)
		switch id {
		case 0: // module name
			m.last = start
			m.copyTo(end)
		case 1, 2: // function names, local names
			m.out = append(m.out, id)
			sub := m.openSized()
			m.last = r.pos
			r.end, r.region = end, "subsection"
			n := r.u32()
			for i := uint32(0); i < n && r.err == nil; i++ {
				m.nameIndex(r)
				if id == 1 {
					r.name("function name")
					continue
				}
				nl := r.u32()
				for j := uint32(0); j < nl && r.err == nil; j++ {
					r.u32()
					r.name("local name")
				}
			}
			r.done("names")
			r.end, r.region = s.end, "section"
			m.copyTo(end)
			m.closeSized(sub)
		}
		r.pos, m.last = end, end
	}
	m.closeSized(at)
}

// nameIndex reads a function index in the name section and shifts it.
// Unlike funcIndex, it lets an index out of range pass (wazero does not
// check them): it stays out of range.
func (m *module) nameIndex(r *reader) {
	at := r.pos
	v := r.u32()
	if r.err == nil && v >= m.numFuncImports && v < math.MaxUint32 {
		m.copyTo(at)
		m.out = appendU32(m.out, v+1)
		m.last = r.pos
	}
}
