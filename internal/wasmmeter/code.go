package wasmmeter

// The immediates of an instruction, and what the rewrite does with it.
const (
	immUnknown      = iota // not an instruction of the supported feature set
	immNone                // no immediate
	immBlock               // block, if: a block type
	immLoop                // loop: a block type; the loop's charge follows
	immEnd                 // end
	immIndex               // one u32 index (label, local, global, table)
	immBrTable             // a vector of labels and a default label
	immCall                // call: a function index
	immCallIndirect        // a type index and a table index
	immSelectT             // select t*: a vector of value types
	immMemarg              // loads and stores: alignment and offset
	immMemory              // memory.size: memory index 0 (a zero byte)
	immMemoryGrow          // memory.grow: memory index 0, and a dynamic charge
	immI32                 // i32.const
	immI64                 // i64.const
	immF32                 // f32.const
	immF64                 // f64.const
	immRefNull             // ref.null: a reference type
	immRefFunc             // ref.func: a function index
	immMisc                // the 0xfc prefix
	immSIMD                // the 0xfd prefix
)

// opImm gives the immediates of each one-byte opcode.
var opImm = func() (t [256]uint8) {
	set := func(imm uint8, ops ...int) {
		for _, op := range ops {
			t[op] = imm
		}
	}
	set(immNone,
		0x00, 0x01, 0x05, 0x0f, // unreachable, nop, else, return
		0x1a, 0x1b, // drop, select
		0xd1, // ref.is_null
	)
	for op := 0x45; op <= 0xc4; op++ {
		t[op] = immNone // numeric instructions, sign extension
	}
	set(immBlock, 0x02, 0x04)
	set(immLoop, 0x03)
	set(immEnd, 0x0b)
	set(immIndex,
		0x0c, 0x0d, // br, br_if
		0x20, 0x21, 0x22, 0x23, 0x24, // local.get/set/tee, global.get/set
		0x25, 0x26, // table.get/set
	)
	set(immBrTable, 0x0e)
	set(immCall, 0x10)
	set(immCallIndirect, 0x11)
	set(immSelectT, 0x1c)
	for op := 0x28; op <= 0x3e; op++ {
		t[op] = immMemarg
	}
	set(immMemory, 0x3f)
	set(immMemoryGrow, 0x40)
	set(immI32, 0x41)
	set(immI64, 0x42)
	set(immF32, 0x43)
	set(immF64, 0x44)
	set(immRefNull, 0xd0)
	set(immRefFunc, 0xd2)
	set(immMisc, 0xfc)
	set(immSIMD, 0xfd)
	return t
}()

// The immediates of the SIMD instructions (after the 0xfd prefix).
const (
	simdUnknown    = iota
	simdNone       // no immediate
	simdMemarg     // loads and stores
	simdMemargLane // lane loads and stores: memarg and a lane index
	simdLane       // extract and replace lane: a lane index
	simd16         // v128.const, i8x16.shuffle: 16 bytes
)

// simdImm gives the immediates of each SIMD opcode of the final SIMD
// specification (all below 0x100; the relaxed SIMD ones above are not
// supported).
var simdImm = func() (t [256]uint8) {
	for op := range t {
		t[op] = simdNone
	}
	for op := 0x00; op <= 0x0b; op++ {
		t[op] = simdMemarg // v128.load*, v128.store
	}
	t[0x0c], t[0x0d] = simd16, simd16
	for op := 0x15; op <= 0x22; op++ {
		t[op] = simdLane // extract_lane, replace_lane
	}
	for op := 0x54; op <= 0x5b; op++ {
		t[op] = simdMemargLane // v128.load*_lane, v128.store*_lane
	}
	t[0x5c], t[0x5d] = simdMemarg, simdMemarg // v128.load32_zero, load64_zero
	// Opcodes the specification leaves unassigned.
	for _, op := range []int{
		0x9a, 0xa2, 0xa5, 0xa6, 0xaf, 0xb0, 0xb2, 0xb3, 0xb4, 0xbb,
		0xc2, 0xc5, 0xc6, 0xcf, 0xd0, 0xd2, 0xd3, 0xd4, 0xe2, 0xee,
	} {
		t[op] = simdUnknown
	}
	return t
}()

// unsupported names the proposals of opcodes that are not supported, for
// errors.
var unsupported = map[byte]string{
	0x06: "exception handling", 0x07: "exception handling", 0x08: "exception handling",
	0x09: "exception handling", 0x0a: "exception handling", 0x18: "exception handling",
	0x19: "exception handling", 0x1f: "exception handling",
	0x12: "tail calls", 0x13: "tail calls", 0x14: "typed function references",
	0x15: "typed function references", 0xd3: "typed function references",
	0xd4: "typed function references", 0xd5: "typed function references",
	0xd6: "typed function references", 0xfb: "garbage collection", 0xfe: "threads",
}

// An edit changes the input bytes [at, end) of a function body: it
// replaces them by a function index, or inserts a charge (at == end).
type edit struct {
	at, end int
	kind    uint8
	arg     uint32 // editCharge: the meter; editFunc: the new function index
}

const (
	editCharge     = iota // the static charge of a function or loop body
	editFunc              // a function index
	editBulk              // the dynamic charge of a bulk operation
	editMemoryGrow        // the dynamic charge of memory.grow
	editTableGrow         // the dynamic charge of table.grow
)

// rewriteCode writes the code section with each function body metered.
func (m *module) rewriteCode(r *reader, s *section) {
	n := r.u32()
	if r.err == nil && int(n) != len(m.funcTypes) {
		r.fail(s.data, "%d function bodies for %d functions", n, len(m.funcTypes))
	}
	if r.err != nil {
		return
	}
	m.out = append(m.out, secCode)
	at := m.openSized()
	m.last = s.data
	m.copyTo(r.pos)
	for i := range m.funcTypes {
		r.fn = int(m.numFuncImports) + i
		sizeAt := r.pos
		size := r.u32()
		if r.err != nil {
			return
		}
		if uint64(size) > uint64(s.end-r.pos) {
			r.fail(sizeAt, "body size %d overruns the section", size)
			return
		}
		r.end, r.region = r.pos+int(size), "function body"
		m.rewriteBody(r, m.typeParams[m.funcTypes[i]])
		if r.err != nil {
			return
		}
		r.end, r.region, r.fn = s.end, "section", -1
	}
	r.done("function bodies")
	m.copyTo(s.end)
	m.closeSized(at)
}

// rewriteBody writes the function body r is at, r.end being its end.
func (m *module) rewriteBody(r *reader, params uint32) {
	start := r.pos
	// The locals.
	ndecl := r.u32()
	declAt := r.pos
	locals := uint64(params)
	for i := uint32(0); i < ndecl && r.err == nil; i++ {
		locals += uint64(r.u32())
		at := r.pos
		if t := r.byte1(); !isValType(t) && r.err == nil {
			r.fail(at, "unsupported local type 0x%02x", t)
		}
	}
	if r.err == nil && locals > MaxLocals {
		r.fail(start, "%d locals (parameters included), over the limit of %d", locals, MaxLocals)
	}
	if r.err != nil {
		return
	}
	code := r.pos
	scratch := m.scanBody(r)
	if r.err != nil {
		return
	}

	// The body: the locals, with the scratch local appended if a dynamic
	// charge needs it, and the instructions with the edits applied.
	at := m.openSized()
	m.last = start
	if scratch {
		m.out = appendU32(m.out, ndecl+1)
		m.last = declAt
		m.copyTo(code)
		m.out = append(m.out, 0x01, 0x7f) // one i32
		m.scratch = appendU32(m.scratch[:0], uint32(locals))
	} else {
		m.copyTo(code)
	}
	for _, e := range m.edits {
		m.copyTo(e.at)
		switch e.kind {
		case editCharge:
			w := uint64(m.weights[e.arg]) * InstructionWeight
			w = min(max(w, 1), MaxCharge)
			m.out = append(m.out, m.chargeHead...)
			m.out = appendS32(m.out, int32(w))
			m.out = append(m.out, m.chargeTail...)
		case editFunc:
			m.out = appendU32(m.out, e.arg)
		default:
			// local.tee $t; global.get $budget; local.get $t, then the
			// charge computed from the operand, then the tail.
			m.out = append(m.out, 0x22)
			m.out = append(m.out, m.scratch...)
			m.out = append(m.out, m.chargeHead[:len(m.chargeHead)-1]...) // global.get $budget
			m.out = append(m.out, 0x20)
			m.out = append(m.out, m.scratch...)
			switch e.kind {
			case editMemoryGrow:
				// i32.const 15; i32.shl; i32.const 5; i32.shr_u:
				// (d << 15) >> 5 == (d mod 2^17) << 10.
				m.out = append(m.out, 0x41, 32-17, 0x74, 0x41, 32-17-MemoryGrowShift, 0x76)
			case editTableGrow:
				m.out = append(m.out, 0x41, TableGrowShift, 0x76)
			default:
				m.out = append(m.out, 0x41, BulkShift, 0x76)
			}
			m.out = append(m.out, m.chargeTail...)
		}
		m.last = e.end
	}
	m.copyTo(r.end)
	m.closeSized(at)
}

// scanBody reads the instructions of a function body, from r.pos to r.end,
// counting the weight of the function and of its loops, and records the
// edits the body needs in m.edits. It reports whether a dynamic charge
// needs the scratch local.
func (m *module) scanBody(r *reader) (scratch bool) {
	// The meters: 0 is the function's, then one per loop. The frames are
	// the open blocks: for a loop, the meter of the enclosing body; -1 for
	// others.
	m.weights = append(m.weights[:0], 0)
	m.frames = append(m.frames[:0], -1)
	m.edits = append(m.edits[:0], edit{at: r.pos, end: r.pos, kind: editCharge})
	cur := int32(0)
	b := r.b
	for r.err == nil {
		at := r.pos
		if at >= r.end {
			r.fail(at, "unexpected end of function body: the function's final end is missing")
			break
		}
		op := b[at]
		r.pos++
		m.weights[cur]++
		switch opImm[op] {
		case immNone:
		case immBlock:
			r.blockType()
			m.frames = append(m.frames, -1)
		case immLoop:
			r.blockType()
			m.frames = append(m.frames, cur)
			cur = int32(len(m.weights))
			m.weights = append(m.weights, 0)
			m.edits = append(m.edits, edit{at: r.pos, end: r.pos, kind: editCharge, arg: uint32(cur)})
		case immEnd:
			f := m.frames[len(m.frames)-1]
			m.frames = m.frames[:len(m.frames)-1]
			if f >= 0 {
				// The end of a loop runs once, when the loop is left:
				// it counts in the enclosing body.
				m.weights[cur]--
				cur = f
				m.weights[cur]++
			}
			if len(m.frames) == 0 {
				if r.pos != r.end {
					r.fail(r.pos, "%d bytes after the function's final end", r.end-r.pos)
				}
				return scratch
			}
		case immIndex:
			r.u32()
		case immBrTable:
			n := r.u32()
			for i := uint64(0); i <= uint64(n) && r.err == nil; i++ {
				r.u32()
			}
		case immCall, immRefFunc:
			m.codeFuncIndex(r)
		case immCallIndirect:
			r.u32()
			r.u32()
		case immSelectT:
			if n := r.byte1(); n != 1 && r.err == nil {
				r.fail(at+1, "typed select with %d types", n)
			}
			if t := r.byte1(); !isValType(t) && r.err == nil {
				r.fail(at+2, "unsupported type 0x%02x for select", t)
			}
		case immMemarg:
			r.memarg()
		case immMemory:
			r.zeroIndex("memory")
		case immMemoryGrow:
			r.zeroIndex("memory")
			m.edits = append(m.edits, edit{at: at, end: at, kind: editMemoryGrow})
			scratch = true
		case immI32:
			r.signed(32)
		case immI64:
			r.signed(64)
		case immF32:
			r.skip(4, "an f32 constant")
		case immF64:
			r.skip(8, "an f64 constant")
		case immRefNull:
			if t := r.byte1(); !isRefType(t) && r.err == nil {
				r.fail(at+1, "unsupported reference type 0x%02x for ref.null", t)
			}
		case immMisc:
			if k := m.misc(r, at); k != 0 {
				m.edits = append(m.edits, edit{at: at, end: at, kind: k})
				scratch = true
			}
		case immSIMD:
			m.simd(r, at)
		default:
			if p, ok := unsupported[op]; ok {
				r.fail(at, "unknown opcode %#02x (%s)", op, p)
			} else {
				r.fail(at, "unknown opcode %#02x", op)
			}
		}
	}
	return scratch
}

// codeFuncIndex reads the function index of call or ref.func, and records
// its rewrite if it refers to a defined function.
func (m *module) codeFuncIndex(r *reader) {
	at := r.pos
	if v, ok := m.readFuncIndex(r); ok && v >= m.numFuncImports {
		m.edits = append(m.edits, edit{at: at, end: r.pos, kind: editFunc, arg: v + 1})
	}
}

// misc reads an instruction with the 0xfc prefix at offset at, r being
// after the prefix, and returns the kind of its dynamic charge, or 0.
func (m *module) misc(r *reader, at int) uint8 {
	sub := r.u32()
	if r.err != nil {
		return 0
	}
	switch sub {
	case 0, 1, 2, 3, 4, 5, 6, 7: // i32/i64.trunc_sat_f32/f64_s/u
	case 8: // memory.init
		r.u32()
		r.zeroIndex("memory")
		return editBulk
	case 9, 13: // data.drop, elem.drop
		r.u32()
	case 10: // memory.copy
		r.zeroIndex("memory")
		r.zeroIndex("memory")
		return editBulk
	case 11: // memory.fill
		r.zeroIndex("memory")
		return editBulk
	case 12, 14: // table.init, table.copy
		r.u32()
		r.u32()
		return editBulk
	case 15: // table.grow
		r.u32()
		return editTableGrow
	case 16: // table.size
		r.u32()
	case 17: // table.fill
		r.u32()
		return editBulk
	default:
		r.fail(at, "unknown opcode 0xfc %d", sub)
	}
	return 0
}

// simd reads an instruction with the 0xfd prefix at offset at, r being
// after the prefix.
func (m *module) simd(r *reader, at int) {
	p := r.pos
	sub := r.u32()
	if r.err != nil {
		return
	}
	if sub > 0xff {
		r.fail(at, "unknown opcode 0xfd %#x (relaxed SIMD is not supported)", sub)
		return
	}
	// The opcode is a LEB128 u32, but wazero reads its first byte only
	// (and the second byte of the opcodes from 0x80 on, 0x01, as a nop):
	// insist on the shortest encoding, on which both agree.
	if n := r.pos - p; (sub < 0x80 && n != 1) || (sub >= 0x80 && n != 2) {
		r.fail(at, "SIMD opcode 0xfd %#x not in its shortest encoding", sub)
		return
	}
	switch simdImm[sub] {
	case simdNone:
	case simdMemarg:
		r.memarg()
	case simdMemargLane:
		r.memarg()
		r.skip(1, "a lane index")
	case simdLane:
		r.skip(1, "a lane index")
	case simd16:
		r.skip(16, "16 immediate bytes")
	default:
		r.fail(at, "unknown opcode 0xfd %#x", sub)
	}
}

// blockType reads the block type of block, loop or if.
func (r *reader) blockType() {
	at := r.pos
	switch v := r.signed(33); {
	case r.err != nil:
	case v >= 0: // a type index
	case v == -0x40: // empty
	case v < -0x40 || !isValType(byte(v+0x80)):
		r.fail(at, "unsupported block type %d", v)
	}
}

// memarg reads the alignment and offset of a load or a store.
func (r *reader) memarg() {
	at := r.pos
	if align := r.u32(); align&0x40 != 0 && r.err == nil {
		r.fail(at, "memory index in memarg (multiple memories) is not supported")
	}
	r.u32()
}

// zeroIndex reads the memory index of a memory instruction, which must be
// 0, in one byte.
func (r *reader) zeroIndex(what string) {
	at := r.pos
	if c := r.byte1(); c != 0 && r.err == nil {
		r.fail(at, "%s index byte 0x%02x: multiple memories are not supported", what, c)
	}
}
