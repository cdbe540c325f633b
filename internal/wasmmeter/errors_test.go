package wasmmeter

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// header is the header of every module.
var header = []byte("\x00asm\x01\x00\x00\x00")

// oneFunc returns a module with one function () -> () of the given code
// (which must end with end), after two imported functions.
func oneFunc(code ...any) []byte {
	var m asmModule
	t := m.addType(nil, nil)
	m.importFunc("env", "a", t)
	m.importFunc("env", "b", t)
	m.mems = [][]byte{{0x00, 0x01}}
	m.addFunc(t, nil, code...)
	return m.bytes()
}

func TestBadInput(t *testing.T) {
	valid := countLoopModule()
	for _, c := range []struct {
		name string
		in   []byte
		want string // the error, or a part of it after "..."
	}{
		{"empty", nil, "wasmmeter: at offset 0x0: not a WebAssembly module: bad magic number "},
		{"short magic", []byte("\x00as"), "wasmmeter: at offset 0x0: not a WebAssembly module: bad magic number 00 61 73"},
		{"wrong magic", []byte("\x00ASM\x01\x00\x00\x00"), "wasmmeter: at offset 0x0: not a WebAssembly module: bad magic number 00 41 53 4d"},
		{"no version", []byte("\x00asm"), "wasmmeter: at offset 0x4: unsupported binary format version  (want 01 00 00 00)"},
		{"wrong version", []byte("\x00asm\x02\x00\x00\x00"), "wasmmeter: at offset 0x4: unsupported binary format version 02 00 00 00 (want 01 00 00 00)"},
		{"truncated size", cat(header, 1), "wasmmeter: type section: at offset 0x9: unexpected end of module in a LEB128 integer"},
		{"bad LEB128", cat(header, 1, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01), "wasmmeter: type section: at offset 0x9: bad LEB128 encoding of a 32-bit unsigned integer"},
		{"LEB128 too large", cat(header, 1, 0xff, 0xff, 0xff, 0xff, 0x1f), "wasmmeter: type section: at offset 0x9: bad LEB128 encoding of a 32-bit unsigned integer"},
		{"size overrun", cat(header, 1, 5, 0), "wasmmeter: type section: at offset 0x9: section size 5 overruns the module (1 bytes left)"},
		{"truncated module", valid[:len(valid)-1], "wasmmeter: code section: at offset 0x"},
		{"unknown section", cat(header, 14, 0), "wasmmeter: at offset 0x8: unknown section id 14"},
		{"tag section", cat(header, 13, 0), "wasmmeter: tag section: at offset 0x8: the tag section (exception handling) is not supported"},
		{"out of order", cat(header, sec(3, vec()), sec(1, vec())), "wasmmeter: type section: at offset 0xb: section out of order"},
		{"duplicate", cat(header, sec(1, vec()), sec(1, vec())), "wasmmeter: type section: at offset 0xb: duplicate section"},
		{"type overrun", cat(header, sec(1, vec(functype(nil, nil))[:3])), "wasmmeter: type section: at offset 0xd: unexpected end of section in a LEB128 integer"},
		{"type form", cat(header, sec(1, vec(cat(0x5e, 0x7f, 0)))), "wasmmeter: type section: at offset 0xb: type 0: unsupported type form 0x5e (want a function type, 0x60)"},
		{"left over", cat(header, sec(1, vec(), 0)), "wasmmeter: type section: at offset 0xb: 1 bytes left over after the types"},
		{"shared memory", cat(header, sec(2, vec(cat(name("m"), name("m"), 2, 3, 1, 1)))), "shared memory (threads) is not supported"},
		{"memory64", cat(header, sec(5, vec(cat(4, 1)))), ""}, // the memory section is copied as it is
		{"tag import", cat(header, sec(2, vec(cat(name("m"), name("m"), 4, 0, 0)))), "tag imports (exception handling) are not supported"},
		{"bad UTF-8", cat(header, sec(2, vec(cat(name("\xff"), name("m"), 0, 0)))), "wasmmeter: import section: at offset 0xb: import module name is not valid UTF-8"},
		{"bad custom name", cat(header, sec(0, name("\xff"))), "wasmmeter: custom section: at offset 0xa: custom section name is not valid UTF-8"},
		{"type index", cat(header, sec(3, vec(leb(0)))), "wasmmeter: function section: at offset 0xb: function 0: type index 0 out of range (0 types)"},
		{"no code", cat(header, sec(1, vec(functype(nil, nil))), sec(3, vec(leb(0)))), "wasmmeter: function section: at offset 0x12: 1 functions declared but the module has no code section"},
		{"code count", cat(header, sec(1, vec(functype(nil, nil))), sec(3, vec(leb(0))), sec(10, vec())), "wasmmeter: code section: at offset 0x14: 0 function bodies for 1 functions"},
		{"extended const", cat(header, sec(6, vec(cat(tI32, 0, i32c(1), i32c(2), i32Add, end)))), "wasmmeter: global section: at offset 0x11: unsupported instruction 0x6a in a constant expression"},
		{"element flags", cat(header, sec(9, vec(leb(8)))), "wasmmeter: element section: at offset 0xb: element segment 0: unknown flags 8"},
		{"export kind", cat(header, sec(7, vec(cat(name("x"), 4, 0)))), "tag exports (exception handling) are not supported"},
		{"export index", cat(header, sec(7, vec(cat(name("x"), 0, 0)))), "wasmmeter: export section: at offset 0xe: function index 0 out of range (0 functions)"},
		{"name subsection overrun", cat(header, sec(0, name("name"), 1, 9, 0)), "wasmmeter: name section: at offset 0x10: subsection 1: size 9 overruns the section"},

		// Function bodies. The code of oneFunc's function starts at
		// offset 0x2f.
		{"threads", oneFunc(0xfe, 0x00, end), "wasmmeter: code section: function 2 at offset 0x2f: unknown opcode 0xfe (threads)"},
		{"tail call", oneFunc(0x12, 0, end), "wasmmeter: code section: function 2 at offset 0x2f: unknown opcode 0x12 (tail calls)"},
		{"try", oneFunc(0x06, tEmpty, end, end), "unknown opcode 0x06 (exception handling)"},
		{"unknown opcode", oneFunc(i32c(1), 0xc5, end), "wasmmeter: code section: function 2 at offset 0x31: unknown opcode 0xc5"},
		{"unknown misc", oneFunc(0xfc, 18, end), "wasmmeter: code section: function 2 at offset 0x2f: unknown opcode 0xfc 18"},
		{"relaxed SIMD", oneFunc(0xfd, 0x80, 0x02, end), "unknown opcode 0xfd 0x100 (relaxed SIMD is not supported)"},
		{"unassigned SIMD", oneFunc(0xfd, 0x9a, 0x01, end), "unknown opcode 0xfd 0x9a"},
		{"long SIMD opcode", oneFunc(0xfd, 0x8c, 0x00, end), "SIMD opcode 0xfd 0xc not in its shortest encoding"},
		{"multi-memory memarg", oneFunc(i32c(0), 0x28, 0x42, 0, 0, drop, end), "memory index in memarg (multiple memories) is not supported"},
		{"memory index", oneFunc(0x3f, 1, drop, end), "memory index byte 0x01: multiple memories are not supported"},
		{"typed select", oneFunc(0x1c, 2, tI32, tI32, end), "typed select with 2 types"},
		{"exnref", oneFunc(0xd0, 0x69, drop, end), "unsupported reference type 0x69 for ref.null"},
		{"block type", oneFunc(0x02, 0x63, 0x70, end, end), "unsupported block type -29"},
		{"body without end", oneFunc(nop), "wasmmeter: code section: function 2 at offset 0x30: unexpected end of function body: the function's final end is missing"},
		{"bytes after end", oneFunc(end, nop), "wasmmeter: code section: function 2 at offset 0x30: 1 bytes after the function's final end"},
		{"truncated immediate", oneFunc(0x41), "wasmmeter: code section: function 2 at offset 0x30: unexpected end of function body in a LEB128 integer"},
		{"bad i32", oneFunc(0x41, 0xff, 0xff, 0xff, 0xff, 0x4f, drop, end), "bad LEB128 encoding of a 32-bit signed integer"},
		{"call index", oneFunc(call(3), end), "wasmmeter: code section: function 2 at offset 0x30: function index 3 out of range (3 functions)"},
		{"local count", oneFunc(), "unexpected end of function body"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, err := Instrument(c.in, opts(10))
			if c.want == "" {
				if err != nil {
					t.Fatalf("error %v", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("no error; output % x", out)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Errorf("error %T, want *Error", err)
			}
			if got := err.Error(); !strings.HasPrefix(c.want, "wasmmeter: ") && !strings.Contains(got, c.want) ||
				strings.HasPrefix(c.want, "wasmmeter: ") && !strings.HasPrefix(got, c.want) {
				t.Errorf("error\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}

func TestBadOptions(t *testing.T) {
	for _, o := range []Options{
		{ImportModule: "m", ImportName: "c", Budget: 0},
		{ImportModule: "m", ImportName: "c", Budget: -1},
		{ImportModule: "\xff", ImportName: "c", Budget: 1},
	} {
		if _, err := Instrument(header, o); err == nil {
			t.Errorf("%+v: no error", o)
		}
	}
}

// TestTruncations instruments every prefix of the test modules, and
// copies of them with one byte changed: never a panic, and every error is
// an *Error.
func TestTruncations(t *testing.T) {
	for name, wasm := range testModules() {
		try := func(in []byte, what string) {
			if _, err := Instrument(in, opts(10)); err != nil && !errors.As(err, new(*Error)) {
				t.Errorf("%s %s: error %T: %v", name, what, err, err)
			}
		}
		for n := range len(wasm) {
			try(wasm[:n], fmt.Sprintf("[:%d]", n))
		}
		mutated := bytes.Clone(wasm)
		for i := 8; i < len(wasm); i++ {
			for _, c := range []byte{0x00, 0x0b, 0x7f, 0x80, 0xff, wasm[i] ^ 0x40} {
				mutated[i] = c
				try(mutated, fmt.Sprintf("with byte %d set to %#x", i, c))
			}
			mutated[i] = wasm[i]
		}
	}
}
