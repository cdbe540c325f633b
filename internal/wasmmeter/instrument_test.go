package wasmmeter

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"testing"
)

// simulate returns how many times the check is called when the charges
// are made in turn from a budget that starts at budget and that the check
// refills to refill.
func simulate(budget, refill int32, charges ...int32) int64 {
	var calls int64
	b := budget
	for _, c := range charges {
		b -= c
		if b < 1 {
			calls++
			b = refill
		}
	}
	return calls
}

// repeat returns n times c.
func repeat(c int32, n int) []int32 {
	s := make([]int32, n)
	for i := range s {
		s[i] = c
	}
	return s
}

// countLoopModule returns a module exporting "count": (n i32) -> (i32),
// a loop-only function that counts n down to 0 (and runs its loop at
// least once), and "spin": () -> (), a loop that never ends.
func countLoopModule() []byte {
	var m asmModule
	t := m.addType([]byte{tI32}, []byte{tI32})
	spinT := m.addType(nil, nil)
	count := m.addFunc(t, nil,
		loop(tEmpty), // function: 1
		// loop: 5
		localGet(0), i32c(1), i32Sub, localTee(0), brIf(0),
		end,              // function: 2
		localGet(0), end, // function: 4
	)
	spin := m.addFunc(spinT, nil, loop(tEmpty), br(0), end, end)
	m.export("count", 0, count)
	m.export("spin", 0, spin)
	return m.bytes()
}

// The static weights of countLoopModule's "count".
const countFuncWeight, countLoopWeight = 4, 5

// recursionModule returns a module exporting "depth": (n i32) -> (i32),
// which recurses n deep and returns n, and "tree": (d i32) -> (), which
// calls itself twice down to depth d: 2^d calls, and no loop.
func recursionModule() []byte {
	var m asmModule
	t := m.addType([]byte{tI32}, []byte{tI32})
	tv := m.addType([]byte{tI32}, nil)
	depth := m.addFunc(t, nil,
		localGet(0), i32Eqz, ifb(tI32), // 3
		i32c(0),                                                // 4
		[]byte{0x05},                                           // else: 5
		localGet(0), i32c(1), i32Sub, call(0), i32c(1), i32Add, // 11
		end, end, // 13
	)
	const treeIdx = 1
	tree := m.addFunc(tv, nil,
		localGet(0), i32Eqz, brIf(0),
		localGet(0), i32c(1), i32Sub, call(treeIdx),
		localGet(0), i32c(1), i32Sub, call(treeIdx),
		end,
	)
	if tree != treeIdx {
		panic("tree index")
	}
	m.export("depth", 0, depth)
	m.export("tree", 0, tree)
	return m.bytes()
}

const depthWeight = 13

func TestLoopOnlyCheckCount(t *testing.T) {
	const n = 1000
	for _, b := range []struct{ budget, refill int32 }{{100, 100}, {7, 3}, {1, 1}, {5000, 5003}, {1 << 30, 1 << 30}} {
		t.Run(fmt.Sprintf("budget=%d,refill=%d", b.budget, b.refill), func(t *testing.T) {
			in := instantiate(t, instrument(t, countLoopModule(), opts(b.budget)), b.refill)
			if got := in.call(t, "count", n); got != "[0]" {
				t.Fatalf("count(%d) = %s", n, got)
			}
			want := simulate(b.budget, b.refill, append([]int32{countFuncWeight}, repeat(countLoopWeight, n)...)...)
			if got := in.host.calls.Load(); got != want {
				t.Errorf("%d checks, want %d", got, want)
			}
		})
	}
}

func TestRecursionOnlyCheckCount(t *testing.T) {
	const n = 500
	in := instantiate(t, instrument(t, recursionModule(), opts(50)), 50)
	if got := in.call(t, "depth", n); got != fmt.Sprintf("[%d]", n) {
		t.Fatalf("depth(%d) = %s", n, got)
	}
	if got, want := in.host.calls.Load(), simulate(50, 50, repeat(depthWeight, n+1)...); got != want {
		t.Errorf("%d checks, want %d", got, want)
	}
	in.host.calls.Store(0)
	in.call(t, "tree", 10)
	if got := in.host.calls.Load(); got == 0 {
		t.Errorf("tree(10): no check")
	}
}

// TestChargeSequence checks the exact bytes of a small instrumented
// module: the new type, import and global, the charges with their
// weights, the dynamic charge with its scratch local, and the shifted
// function indices.
func TestChargeSequence(t *testing.T) {
	var in asmModule
	t0 := in.addType([]byte{tI32}, []byte{tI32})
	in.importFunc("env", "imp", t0)
	in.mems = [][]byte{{0x00, 0x01}}
	f := in.addFunc(t0, locals(2, tI64),
		loop(tEmpty),
		localGet(0), localGet(0), localGet(0), memoryFill,
		localGet(0), i32c(1), i32Sub, localTee(0), brIf(0),
		end,
		localGet(0), call(2), call(0), end,
	)
	in.addFunc(t0, nil, localGet(0), i32c(1), i32Add, end)
	in.export("f", 0, f+1)

	var want asmModule
	want.types = append(in.types, functype(nil, []byte{tI32}))
	want.imports = append(in.imports, cat(name("sluice_meter"), name("check"), 0x00, 1))
	want.mems = in.mems
	want.globals = [][]byte{cat(tI32, 1, i32c(1000), end)}
	want.exports = [][]byte{cat(name("f"), 0, 2)}
	charge := func(w int32) []byte {
		return cat(globalGet(0), i32c(w), i32Sub, globalSet(0), globalGet(0), i32c(1), 0x48,
			ifb(tEmpty), call(1), globalSet(0), end)
	}
	// The scratch local is local 3: the parameter, two i64s, then it.
	want.addFunc(t0, locals(2, tI64, 1, tI32),
		charge(6), // loop, its end, local.get, call, call, end
		loop(tEmpty),
		charge(9),
		localGet(0), localGet(0), localGet(0),
		localTee(3), globalGet(0), localGet(3), i32c(6), 0x76, i32Sub, globalSet(0), globalGet(0), i32c(1), 0x48,
		ifb(tEmpty), call(1), globalSet(0), end,
		memoryFill,
		localGet(0), i32c(1), i32Sub, localTee(0), brIf(0),
		end,
		localGet(0), call(3), call(0), end,
	)
	want.addFunc(t0, nil, charge(4), localGet(0), i32c(1), i32Add, end)
	got := instrument(t, in.bytes(), opts(1000))
	if !bytes.Equal(got, want.bytes()) {
		t.Errorf("instrumented:\n% x\nwant:\n% x", got, want.bytes())
	}
	// And it runs: f(3) fills three times, then returns imp(g(0)).
	compare(t, in.bytes(), 1000, []callCase{{"f", []uint64{3}, "[1001]"}})
}

// TestStaticWeights checks the weights of nested loops, blocks and ifs.
func TestStaticWeights(t *testing.T) {
	var m asmModule
	t0 := m.addType(nil, nil)
	m.addFunc(t0, nil,
		nop,           // function 1
		block(tEmpty), // function 2
		loop(tEmpty),  // function 3; loop A:
		nop,           // A 1
		loop(tEmpty),  // A 2; loop B, empty: charged 1
		end,           // A 3
		i32c(0),       // A 4
		ifb(tEmpty),   // A 5
		nop,           // A 6
		end,           // A 7
		end,           // function 4
		end,           // function 5
		end,           // function 6
	)
	got := instrument(t, m.bytes(), opts(100))
	// The charges: global.get 0; i32.const W; i32.sub.
	var weights []int64
	r := &reader{b: got, end: len(got), fn: -1}
	for i := 0; i+2 < len(got); i++ {
		if got[i] == 0x23 && got[i+1] == 0x00 && got[i+2] == 0x41 {
			r.pos = i + 3
			if w := r.signed(32); got[r.pos] == 0x6b {
				weights = append(weights, w)
			}
		}
	}
	if want := []int64{6, 7, 1}; fmt.Sprint(weights) != fmt.Sprint(want) {
		t.Errorf("weights %v, want %v", weights, want)
	}
	instantiate(t, got, 100)
}

// outputDigest is the sha256 of Instrument's output for the modules of
// TestOutputVersion at Version.
const outputDigest = "ae5937fc27ea2fe284af0bb5f920683e2d09232a54bc83317a21ea354f20d36a"

// TestOutputVersion pins Instrument's output for a set of modules that
// covers every kind of rewrite (charges, dynamic charges, index shifts,
// names). When it fails, the output changed: bump Version (compile caches
// keep instrumented modules under it) and update outputDigest.
func TestOutputVersion(t *testing.T) {
	h := sha256.New()
	for _, mod := range [][]byte{countLoopModule(), recursionModule(), tablesModule(), importShiftModule(),
		multiValueModule(), simdModule(), bulkModule(), namesModule()} {
		out, err := Instrument(mod, Options{ImportModule: "m", ImportName: "check", Budget: 1000})
		if err != nil {
			t.Fatal(err)
		}
		h.Write(out)
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != outputDigest {
		t.Fatalf("Instrument's output changed (digest %s, want %s): bump Version from %d and update outputDigest", got, outputDigest, Version)
	}
}

func TestTooManyLocals(t *testing.T) {
	var m asmModule
	ty := m.addType(nil, nil)
	// Two declarations of i32 locals that together pass MaxLocals.
	m.addFunc(ty, cat(leb(2), leb(MaxLocals), tI32, leb(1), tI32), end)
	_, err := Instrument(m.bytes(), Options{ImportModule: "m", ImportName: "check", Budget: 1000})
	if err == nil || !strings.Contains(err.Error(), "50001 locals (parameters included), over the limit of 50000") {
		t.Fatalf("Instrument = %v, want the locals refused", err)
	}
}
