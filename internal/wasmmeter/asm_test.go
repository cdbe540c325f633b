package wasmmeter

// A tiny WebAssembly assembler for the tests: enough of the binary format
// to write modules by hand. It is independent of the package's own
// encoders on purpose.

// leb returns v in unsigned LEB128.
func leb(v uint64) []byte {
	var b []byte
	for v >= 0x80 {
		b = append(b, byte(v)|0x80)
		v >>= 7
	}
	return append(b, byte(v))
}

// sleb returns v in signed LEB128.
func sleb(v int64) []byte {
	var b []byte
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if (v == 0 && c&0x40 == 0) || (v == -1 && c&0x40 != 0) {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}

// cat concatenates byte slices and bytes.
func cat(parts ...any) []byte {
	var b []byte
	for _, p := range parts {
		switch p := p.(type) {
		case []byte:
			b = append(b, p...)
		case byte:
			b = append(b, p)
		case int:
			b = append(b, byte(p))
		case string:
			b = append(b, p...)
		default:
			panic("cat: bad part")
		}
	}
	return b
}

// vec returns a vector: the count of items, then the items.
func vec(items ...[]byte) []byte {
	b := leb(uint64(len(items)))
	for _, it := range items {
		b = append(b, it...)
	}
	return b
}

// name returns a name: its length, then its bytes.
func name(s string) []byte { return cat(leb(uint64(len(s))), s) }

// sized returns b preceded by its size.
func sized(b []byte) []byte { return cat(leb(uint64(len(b))), b) }

// sec returns a section.
func sec(id byte, contents ...any) []byte { return cat(id, sized(cat(contents...))) }

// Value types.
const (
	tI32     = 0x7f
	tI64     = 0x7e
	tF32     = 0x7d
	tF64     = 0x7c
	tV128    = 0x7b
	tFuncref = 0x70
	tExtern  = 0x6f
	tEmpty   = 0x40 // empty block type
)

// asmModule is a module under construction: each field holds the entries
// of a section, which is left out if it has none.
type asmModule struct {
	types, imports, funcs, tables, mems, globals, exports, elems, codes, datas [][]byte

	start     []byte // the start section's function index, if any
	dataCount []byte // the data count section's count, if any
	customs   [][]byte
}

// functype returns a function type.
func functype(params, results []byte) []byte {
	return cat(0x60, leb(uint64(len(params))), params, leb(uint64(len(results))), results)
}

// addType adds a function type and returns its index.
func (m *asmModule) addType(params, results []byte) int {
	m.types = append(m.types, functype(params, results))
	return len(m.types) - 1
}

// importFunc adds a function import of type t.
func (m *asmModule) importFunc(mod, field string, t int) {
	m.imports = append(m.imports, cat(name(mod), name(field), 0x00, leb(uint64(t))))
}

// addFunc adds a defined function of type t with the given locals
// declarations and code (which must end with end) and returns its index
// among the defined functions.
func (m *asmModule) addFunc(t int, locals []byte, code ...any) int {
	m.funcs = append(m.funcs, leb(uint64(t)))
	if locals == nil {
		locals = vec()
	}
	m.codes = append(m.codes, sized(cat(locals, cat(code...))))
	return len(m.funcs) - 1
}

// export adds an export.
func (m *asmModule) export(n string, kind byte, idx int) {
	m.exports = append(m.exports, cat(name(n), kind, leb(uint64(idx))))
}

// bytes encodes the module.
func (m *asmModule) bytes() []byte {
	b := []byte("\x00asm\x01\x00\x00\x00")
	add := func(id byte, entries [][]byte) {
		if len(entries) > 0 {
			b = append(b, sec(id, vec(entries...))...)
		}
	}
	add(1, m.types)
	add(2, m.imports)
	add(3, m.funcs)
	add(4, m.tables)
	add(5, m.mems)
	add(6, m.globals)
	add(7, m.exports)
	if m.start != nil {
		b = append(b, sec(8, m.start)...)
	}
	add(9, m.elems)
	if m.dataCount != nil {
		b = append(b, sec(12, m.dataCount)...)
	}
	add(10, m.codes)
	add(11, m.datas)
	for _, c := range m.customs {
		b = append(b, c...)
	}
	return b
}

// Instructions.
var (
	end        = []byte{0x0b}
	nop        = []byte{0x01}
	drop       = []byte{0x1a}
	i32Add     = []byte{0x6a}
	i32Sub     = []byte{0x6b}
	i32Mul     = []byte{0x6c}
	i32DivU    = []byte{0x6e}
	i32Eqz     = []byte{0x45}
	i32Load    = []byte{0x28, 0x02, 0x00}
	refIsNull  = []byte{0xd1}
	memoryCopy = []byte{0xfc, 0x0a, 0x00, 0x00}
	memoryFill = []byte{0xfc, 0x0b, 0x00}
	memoryGrow = []byte{0x40, 0x00}
)

func block(bt byte) []byte { return []byte{0x02, bt} }
func loop(bt byte) []byte  { return []byte{0x03, bt} }
func ifb(bt byte) []byte   { return []byte{0x04, bt} }
func blockT(t int) []byte  { return cat(0x02, sleb(int64(t))) }
func loopT(t int) []byte   { return cat(0x03, sleb(int64(t))) }
func br(l int) []byte      { return cat(0x0c, leb(uint64(l))) }
func brIf(l int) []byte    { return cat(0x0d, leb(uint64(l))) }
func call(f int) []byte    { return cat(0x10, leb(uint64(f))) }
func callIndirect(t, tab int) []byte {
	return cat(0x11, leb(uint64(t)), leb(uint64(tab)))
}
func localGet(i int) []byte  { return cat(0x20, leb(uint64(i))) }
func localSet(i int) []byte  { return cat(0x21, leb(uint64(i))) }
func localTee(i int) []byte  { return cat(0x22, leb(uint64(i))) }
func globalGet(i int) []byte { return cat(0x23, leb(uint64(i))) }
func globalSet(i int) []byte { return cat(0x24, leb(uint64(i))) }
func tableGet(i int) []byte  { return cat(0x25, leb(uint64(i))) }
func tableSet(i int) []byte  { return cat(0x26, leb(uint64(i))) }
func i32c(v int32) []byte    { return cat(0x41, sleb(int64(v))) }
func refNull(t byte) []byte  { return []byte{0xd0, t} }
func refFunc(f int) []byte   { return cat(0xd2, leb(uint64(f))) }
func tableInit(seg, tab int) []byte {
	return cat(0xfc, 0x0c, leb(uint64(seg)), leb(uint64(tab)))
}
func elemDrop(seg int) []byte  { return cat(0xfc, 0x0d, leb(uint64(seg))) }
func tableGrow(tab int) []byte { return cat(0xfc, 0x0f, leb(uint64(tab))) }
func tableSize(tab int) []byte { return cat(0xfc, 0x10, leb(uint64(tab))) }
func tableFill(tab int) []byte { return cat(0xfc, 0x11, leb(uint64(tab))) }
func tableCopy(dst, src int) []byte {
	return cat(0xfc, 0x0e, leb(uint64(dst)), leb(uint64(src)))
}
func memoryInit(seg int) []byte { return cat(0xfc, 0x08, leb(uint64(seg)), 0x00) }

// simd returns a SIMD instruction: the prefix, the opcode in LEB128, and
// the immediates.
func simd(op int, imm ...any) []byte { return cat(0xfd, leb(uint64(op)), cat(imm...)) }

// locals returns the locals declarations of n locals of type t each.
func locals(decls ...int) []byte {
	var entries [][]byte
	for i := 0; i < len(decls); i += 2 {
		entries = append(entries, cat(leb(uint64(decls[i])), byte(decls[i+1])))
	}
	return vec(entries...)
}
