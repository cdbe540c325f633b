package wasmmeter

import (
	"bytes"
	"context"
	"fmt"
	"testing"
)

// tablesModule returns a module that fills two tables with element
// segments of all eight encodings, ref.func in code and in a global's
// initializer, table.init, table.set, table.copy, table.grow and
// table.fill, from a start function; it imports env.imp (function 0), so
// every defined function's index shifts.
//
// Exports: "dispatch" (i) calls table 0's element i, "dispatch1" (i) table
// 1's, "dispatchImp" (i) calls table 1's element i with type (i32) ->
// (i32) and argument 5, "isnull" (i) tests table 0's element i, "started"
// returns 42 if the start function ran, "size" returns the size of table 0.
func tablesModule() []byte {
	var m asmModule
	t0 := m.addType(nil, []byte{tI32})          // () -> (i32)
	t1 := m.addType([]byte{tI32}, []byte{tI32}) // (i32) -> (i32)
	tv := m.addType(nil, nil)
	m.importFunc("env", "imp", t1)
	// f0..f8 (functions 1 to 9) return 10, 20, ..., 90.
	f := func(k int) int { return 1 + k }
	for k := 0; k <= 8; k++ {
		m.addFunc(t0, nil, i32c(int32(10*(k+1))), end)
	}
	m.tables = [][]byte{
		{tFuncref, 0x00, 16}, // table 0: 16 elements
		{tFuncref, 0x01, 10, 20},
	}
	// Global 0: funcref f8; global 1: "started".
	m.globals = [][]byte{
		cat(tFuncref, 0, refFunc(f(8)), end),
		cat(tI32, 1, i32c(0), end),
	}
	offset := func(i int32) []byte { return cat(i32c(i), end) }
	m.elems = [][]byte{
		cat(leb(0), offset(0), vec(leb(uint64(f(0))))),               // active, table 0
		cat(leb(1), 0x00, vec(leb(uint64(f(1))))),                    // passive
		cat(leb(2), leb(0), offset(2), 0x00, vec(leb(uint64(f(2))))), // active, table 0 explicitly
		cat(leb(3), 0x00, vec(leb(uint64(f(3))))),                    // declarative
		cat(leb(4), offset(4), vec(cat(refFunc(f(4)), end))),         // active, expressions
		cat(leb(5), tFuncref, vec(cat(refFunc(f(5)), end))),          // passive, expressions
		cat(leb(6), leb(1), offset(6), tFuncref, vec(cat(refFunc(f(6)), end), cat(refFunc(0), end), cat(refNull(tFuncref), end))), // table 1
		cat(leb(7), tFuncref, vec(cat(refFunc(f(7)), end))),                                                                       // declarative, expressions
	}
	// setup, the start function.
	setup := m.addFunc(tv, nil,
		i32c(1), i32c(0), i32c(1), tableInit(1, 0), elemDrop(1),
		i32c(3), refFunc(f(3)), tableSet(0),
		i32c(5), i32c(0), i32c(1), tableInit(5, 0),
		i32c(7), refFunc(f(7)), tableSet(0),
		i32c(8), globalGet(0), tableSet(0),
		i32c(9), i32c(0), i32c(1), tableCopy(0, 0),
		refNull(tFuncref), i32c(4), tableGrow(0), drop, // 16 -> 20
		i32c(16), refFunc(f(0)), i32c(2), tableFill(0), // 16, 17 = f0
		i32c(42), globalSet(1),
		end,
	)
	dispatch := m.addFunc(t1, nil, localGet(0), callIndirect(t0, 0), end)
	dispatch1 := m.addFunc(t1, nil, localGet(0), callIndirect(t0, 1), end)
	dispatchImp := m.addFunc(t1, nil, i32c(5), localGet(0), callIndirect(t1, 1), end)
	isnull := m.addFunc(t1, nil, localGet(0), tableGet(0), refIsNull, end)
	started := m.addFunc(t0, nil, globalGet(1), end)
	size := m.addFunc(t0, nil, tableSize(0), end)
	m.start = leb(uint64(1 + setup))
	m.export("dispatch", 0, 1+dispatch)
	m.export("dispatch1", 0, 1+dispatch1)
	m.export("dispatchImp", 0, 1+dispatchImp)
	m.export("isnull", 0, 1+isnull)
	m.export("started", 0, 1+started)
	m.export("size", 0, 1+size)
	m.export("imp", 0, 0)
	m.export("table", 1, 0)
	m.export("global", 3, 1)
	return m.bytes()
}

func TestTablesAndElementSegments(t *testing.T) {
	calls := []callCase{
		{"started", nil, "[42]"},
		{"size", nil, "[20]"},
		{"dispatchImp", []uint64{7}, "[1005]"},
		{"dispatch1", []uint64{6}, "[70]"},
		{"dispatch1", []uint64{8}, "error: wasm error: invalid table access"},
		{"dispatch", []uint64{6}, "error: wasm error: invalid table access"},
		{"dispatch", []uint64{20}, "error: wasm error: invalid table access"},
		{"isnull", []uint64{6}, "[1]"},
		{"isnull", []uint64{7}, "[0]"},
		{"imp", []uint64{7}, "[1007]"},
	}
	for _, slot := range []int{0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 17} {
		want := 10 * (slot + 1)
		if slot == 9 || slot >= 16 { // copies of f0
			want = 10
		}
		calls = append(calls, callCase{"dispatch", []uint64{uint64(slot)}, fmt.Sprintf("[%d]", want)})
	}
	compare(t, tablesModule(), 10, calls)
}

// importShiftModule returns a module with two imports and functions that
// call them and each other.
func importShiftModule() []byte {
	var m asmModule
	t1 := m.addType([]byte{tI32}, []byte{tI32})
	m.importFunc("env", "imp", t1) // 0
	m.importFunc("env", "imp", t1) // 1
	// 2: x -> imp(x) + 3(x)
	a := m.addFunc(t1, nil, localGet(0), call(0), localGet(0), call(3), i32Add, end)
	// 3: x -> imp(x) * 2
	b := m.addFunc(t1, nil, localGet(0), call(1), i32c(2), i32Mul, end)
	m.export("a", 0, 2+a)
	m.export("b", 0, 2+b)
	m.export("imp", 0, 1)
	return m.bytes()
}

// TestImportShift checks calls between imported and defined functions
// when there are several imports.
func TestImportShift(t *testing.T) {
	compare(t, importShiftModule(), 3, []callCase{
		{"a", []uint64{1}, "[3003]"},
		{"b", []uint64{2}, "[2004]"},
		{"imp", []uint64{2}, "[1002]"},
	})
}

// ifT returns an if with a type index as its block type.
func ifT(t int) []byte { return cat(0x04, sleb(int64(t))) }

// multiValueModule returns a module exporting "fib" (n), which runs a loop
// with parameters and a block with a type index, "sel" (x, c), an if with
// parameters, and "divmod" (a, b), which returns two results.
func multiValueModule() []byte {
	var m asmModule
	pair := m.addType([]byte{tI32, tI32}, []byte{tI32, tI32})
	sum := m.addType([]byte{tI32, tI32}, []byte{tI32})
	t1 := m.addType([]byte{tI32}, []byte{tI32})
	// fib(n): a loop whose parameters are the pair (a, b), so that its
	// charge runs with them on the stack, then a block that adds them.
	fib := m.addFunc(t1, locals(2, tI32),
		i32c(0), i32c(1),
		loopT(pair),
		localSet(2), localSet(1), localGet(2), localGet(1), localGet(2), i32Add,
		localGet(0), i32c(1), i32Sub, localTee(0), brIf(0),
		end,
		blockT(sum), i32Add, end,
		end,
	)
	// sel(x, c): (x+7, 0) if c, else (x, 7), through an if with
	// parameters.
	sel := m.addFunc(pair, nil,
		localGet(0), i32c(7), localGet(1),
		ifT(pair), i32Add, i32c(0), []byte{0x05}, nop, end,
		end,
	)
	divmod := m.addFunc(pair, nil,
		localGet(0), localGet(1), i32DivU, localGet(0), localGet(1), []byte{0x70}, end)
	m.export("fib", 0, fib)
	m.export("sel", 0, sel)
	m.export("divmod", 0, divmod)
	return m.bytes()
}

func TestMultiValue(t *testing.T) {
	compare(t, multiValueModule(), 5, []callCase{
		{"fib", []uint64{10}, "[144]"},
		{"fib", []uint64{1}, "[2]"},
		{"sel", []uint64{5, 1}, "[12 0]"},
		{"sel", []uint64{5, 0}, "[5 7]"},
		{"divmod", []uint64{17, 5}, "[3 2]"},
		{"divmod", []uint64{17, 0}, "error: wasm error: integer divide by zero"},
	})
}

// simdModule returns a module exporting "simd" (x), which uses SIMD
// instructions with all kinds of immediates.
func simdModule() []byte {
	var m asmModule
	t1 := m.addType([]byte{tI32}, []byte{tI32})
	m.mems = [][]byte{{0x00, 0x01}}
	lanes := cat(1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0)
	reverse := cat(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3)
	f := m.addFunc(t1, locals(1, tV128),
		simd(0x0c, lanes), localGet(0), simd(0x11), simd(0xae), localTee(1), // [1+x 2+x 3+x 4+x]
		localGet(1), simd(0x0d, reverse), // [4+x 3+x 2+x 1+x]
		i32c(7), simd(0x1c, 1), // replace lane 1: [4+x 7 2+x 1+x]
		localSet(1),
		i32c(16), localGet(1), simd(0x0b, 4, 0), // v128.store at 16
		i32c(16), localGet(1), simd(0x56, 2, 4, 3), // v128.load32_lane offset 4 (lane 1: 7) into lane 3
		localSet(1),
		i32c(64), localGet(1), simd(0x5a, 2, 0, 2), // v128.store32_lane: lane 2 at 64
		localGet(1), simd(0x1b, 0), // 4+x
		localGet(1), simd(0x1b, 3), i32c(100), i32Mul, i32Add, // + 700
		i32c(64), simd(0x5c, 2, 0), simd(0x1b, 0), i32c(10000), i32Mul, i32Add, // + (2+x)*10000 by v128.load32_zero
		localGet(1), simd(0x53), i32Add, // v128.any_true: + 1
		localGet(1), simd(0xa4), i32c(1000000), i32Mul, i32Add, // i32x4.bitmask: 0
		end,
	)
	m.export("simd", 0, f)
	return m.bytes()
}

func TestSIMD(t *testing.T) {
	compare(t, simdModule(), 3, []callCase{
		{"simd", []uint64{1}, "[30706]"},
		{"simd", []uint64{10}, "[120715]"},
	})
}

// bulkModule returns a module exporting "bulk" (n, len), which fills and
// copies len bytes n times in a loop, "grow" (d), memory.grow, "tgrow"
// (n), table.grow, and "init" (len), memory.init from a passive segment.
func bulkModule() []byte {
	var m asmModule
	t1 := m.addType([]byte{tI32}, []byte{tI32})
	t2 := m.addType([]byte{tI32, tI32}, []byte{tI32})
	m.mems = [][]byte{{0x00, 0x02}}
	m.tables = [][]byte{{tFuncref, 0x00, 0x00}}
	bulk := m.addFunc(t2, nil,
		loop(tEmpty),
		i32c(0), localGet(0), localGet(1), memoryFill,
		i32c(65536), i32c(0), localGet(1), memoryCopy,
		localGet(0), i32c(1), i32Sub, localTee(0), brIf(0),
		end,
		i32c(65536), i32Load,
		end,
	)
	grow := m.addFunc(t1, nil, localGet(0), memoryGrow, end)
	tgrow := m.addFunc(t1, nil, refNull(tFuncref), localGet(0), tableGrow(0), end)
	init := m.addFunc(t1, nil,
		i32c(100), i32c(0), localGet(0), memoryInit(0), i32c(100), i32Load, end)
	m.datas = [][]byte{cat(0x01, leb(1000), bytes.Repeat([]byte{0x2a}, 1000))} // passive
	m.dataCount = leb(1)
	m.export("bulk", 0, bulk)
	m.export("grow", 0, grow)
	m.export("tgrow", 0, tgrow)
	m.export("init", 0, init)
	return m.bytes()
}

// The static weights of bulkModule's functions.
const (
	bulkFuncWeight, bulkLoopWeight = 5, 13
	growWeight, tgrowWeight        = 3, 4
	initWeight                     = 7
)

func TestBulkMemoryCharges(t *testing.T) {
	compare(t, bulkModule(), 10, []callCase{
		{"bulk", []uint64{3, 1000}, "[16843009]"}, // 0x01010101
		{"bulk", []uint64{1, 70000}, "error: wasm error: out of bounds memory access"},
		{"grow", []uint64{1}, "[2]"},
		{"grow", []uint64{1 << 17}, "[4294967295]"},
		{"tgrow", []uint64{100}, "[0]"},
		{"init", []uint64{1000}, "[707406378]"}, // 0x2a2a2a2a
		{"init", []uint64{1001}, "error: wasm error: out of bounds memory access"},
	})

	for _, c := range []struct {
		name    string
		params  []uint64
		charges []int32
	}{
		{"bulk", []uint64{50, 4096}, nil},
		{"bulk", []uint64{7, 100000 - 65536}, nil},
		{"grow", []uint64{1}, []int32{growWeight, 1 << MemoryGrowShift}},
		{"grow", []uint64{100}, []int32{growWeight, 100 << MemoryGrowShift}},
		{"grow", []uint64{1 << 17}, []int32{growWeight, 0}},
		{"grow", []uint64{1<<17 + 1}, []int32{growWeight, 1 << MemoryGrowShift}},
		{"grow", []uint64{1<<32 - 1}, []int32{growWeight, (1<<17 - 1) << MemoryGrowShift}},
		{"tgrow", []uint64{1000}, []int32{tgrowWeight, 1000 >> TableGrowShift}},
		{"init", []uint64{1000}, []int32{initWeight, 1000 >> BulkShift}},
		{"init", []uint64{1<<32 - 1}, []int32{initWeight, (1<<32 - 1) >> BulkShift}},
	} {
		if c.name == "bulk" {
			n, l := int32(c.params[0]), int32(c.params[1])
			c.charges = []int32{bulkFuncWeight}
			for range n {
				c.charges = append(c.charges, bulkLoopWeight, l>>BulkShift, l>>BulkShift)
			}
		}
		for _, budget := range []int32{1, 100, 10000, 1 << 30} {
			in := instantiate(t, instrument(t, bulkModule(), opts(budget)), budget)
			in.call(t, c.name, c.params...)
			if got, want := in.host.calls.Load(), simulate(budget, budget, c.charges...); got != want {
				t.Errorf("%s%v with budget %d: %d checks, want %d", c.name, c.params, budget, got, want)
			}
		}
	}
}

// nameMap returns a name map of index, name pairs.
func nameMap(entries ...any) []byte {
	var items [][]byte
	for i := 0; i < len(entries); i += 2 {
		items = append(items, cat(leb(uint64(entries[i].(int))), name(entries[i+1].(string))))
	}
	return vec(items...)
}

// subsec returns a subsection of the name section.
func subsec(id byte, b []byte) []byte { return cat(id, sized(b)) }

// customSec returns a custom section.
func customSec(n string, b ...[]byte) []byte {
	c := name(n)
	for _, p := range b {
		c = append(c, p...)
	}
	return sec(0, c)
}

// namesModule returns a module with a name section, DWARF sections and a
// producers section.
func namesModule() []byte {
	var m asmModule
	t0 := m.addType(nil, []byte{tI32})
	m.importFunc("env", "imp", m.addType([]byte{tI32}, []byte{tI32}))
	one := m.addFunc(t0, locals(1, tI32), i32c(1), end)
	two := m.addFunc(t0, nil, call(1), i32c(1), i32Add, end)
	m.export("one", 0, 1+one)
	m.export("two", 0, 1+two)
	m.customs = [][]byte{
		customSec("producers", []byte("some producers")),
		customSec(".debug_info", []byte("stale DWARF")),
		customSec("name",
			subsec(0, name("named")),
			subsec(1, nameMap(0, "imp_name", 1, "one_name", 2, "two_name")),
			subsec(2, vec(cat(leb(1), nameMap(0, "x")))),
			subsec(4, nameMap(0, "type0")),
		),
		customSec(".debug_line", []byte("stale DWARF")),
	}
	return m.bytes()
}

func TestNameSection(t *testing.T) {
	in := namesModule()
	out := instrument(t, in, opts(10))

	// The name section, rewritten.
	wantNames := customSec("name",
		subsec(0, name("named")),
		subsec(1, nameMap(0, "imp_name", 2, "one_name", 3, "two_name")),
		subsec(2, vec(cat(leb(2), nameMap(0, "x")))),
	)
	if !bytes.HasSuffix(out, wantNames) {
		t.Errorf("the output does not end with the name section\n% x\nbut with\n% x", wantNames, out[max(0, len(out)-len(wantNames)):])
	}
	if !bytes.Contains(out, customSec("producers", []byte("some producers"))) {
		t.Errorf("the producers section is lost")
	}
	if bytes.Contains(out, []byte(".debug_")) {
		t.Errorf("a DWARF section is left")
	}

	// What wazero makes of it.
	r := newRuntime(t)
	c, err := r.CompileModule(context.Background(), out)
	if err != nil {
		t.Fatal(err)
	}
	if c.Name() != "named" {
		t.Errorf("module name %q", c.Name())
	}
	for export, want := range map[string]string{"one": "one_name", "two": "two_name"} {
		if got := c.ExportedFunctions()[export].Name(); got != want {
			t.Errorf("export %s is named %q, want %q", export, got, want)
		}
	}
	var customs []string
	for _, s := range c.CustomSections() {
		customs = append(customs, s.Name())
	}
	if fmt.Sprint(customs) != "[producers]" {
		t.Errorf("custom sections %v, want [producers]", customs)
	}
	compare(t, in, 10, []callCase{{"two", nil, "[2]"}})
}

// TestAddedSections checks modules without a type, import or global
// section, and the reuse of an existing () -> (i32) type.
func TestAddedSections(t *testing.T) {
	empty := []byte("\x00asm\x01\x00\x00\x00")
	want := cat(empty,
		sec(1, vec(functype(nil, []byte{tI32}))),
		sec(2, vec(cat(name(checkModule), name(checkName), 0, 0))),
		sec(6, vec(cat(tI32, 1, i32c(77), end))),
	)
	if got := instrument(t, empty, opts(77)); !bytes.Equal(got, want) {
		t.Errorf("empty module:\n% x\nwant\n% x", got, want)
	}

	// A module with the type as its second, a memory, a custom section
	// first: the import and the global go where they belong.
	var m asmModule
	m.addType([]byte{tI32}, nil)
	m.addType(nil, []byte{tI32})
	m.mems = [][]byte{{0x00, 0x01}}
	f := m.addFunc(1, nil, i32c(3), end)
	m.export("f", 0, f)
	in := m.bytes()
	in = cat(in[:8], sec(0, name("first"), "x"), in[8:])
	out := instrument(t, in, opts(5))
	types := sec(1, vec(m.types...))
	if !bytes.Contains(out, types) {
		t.Errorf("the type section changed")
	}
	wantPrefix := cat(in[:8], sec(0, name("first"), "x"), types,
		sec(2, vec(cat(name(checkModule), name(checkName), 0, 1))),
		sec(3, vec(leb(1))), sec(5, vec(m.mems...)),
		sec(6, vec(cat(tI32, 1, i32c(5), end))))
	if !bytes.HasPrefix(out, wantPrefix) {
		t.Errorf("got\n% x\nwant a prefix\n% x", out, wantPrefix)
	}
	compare(t, in, 5, []callCase{{"f", nil, "[3]"}})
}

// testModules returns the hand-assembled modules of the tests, by name.
func testModules() map[string][]byte {
	return map[string][]byte{
		"empty":       []byte("\x00asm\x01\x00\x00\x00"),
		"countLoop":   countLoopModule(),
		"recursion":   recursionModule(),
		"hotLoop":     hotLoopModule(),
		"tables":      tablesModule(),
		"importShift": importShiftModule(),
		"multiValue":  multiValueModule(),
		"simd":        simdModule(),
		"bulk":        bulkModule(),
		"names":       namesModule(),
	}
}
