// Package wasmmeter rewrites a WebAssembly module so that, as it runs, it
// calls a host function at bounded intervals of its execution: a check,
// which can stop the guest at its deadline.
//
// Sluice runs untrusted guests in wazero's compiler. wazero can stop a
// guest at its context's deadline only if the guest was compiled with
// WithCloseOnContextDone(true), which exits the compiled code to Go at
// every loop iteration and function entry: far too slow for hot loops
// (see BenchmarkHotLoop). Instrument instead rewrites each module once,
// at load time, with the gas-metering technique, so that the compiled
// code keeps a budget in a global and leaves to Go only when it is used
// up.
//
// # The rewrite
//
// Instrument adds to the module:
//
//   - a function type () -> (i32), unless the module already has one;
//   - the check, an imported function of that type (Options.ImportModule,
//     Options.ImportName), as the last import. Its index is the number of
//     imported functions of the input, so the index of every defined
//     function grows by one: calls, ref.func (in code and in constant
//     expressions), exports, the start function, element segments and the
//     function and local names of the name section are rewritten to match;
//   - the budget, a mutable i32 global after all others (no index moves),
//     starting at Options.Budget.
//
// At the start of every function body, and at the start of every loop body
// (that is, at each iteration), it inserts a charge of W units:
//
//	global.get $budget
//	i32.const W
//	i32.sub
//	global.set $budget
//	global.get $budget
//	i32.const 1
//	i32.lt_s
//	if
//	  call $check
//	  global.set $budget
//	end
//
// When the budget falls below one, the check is called: it returns the new
// budget, or does not return at all (the host closes the module, or
// panics with a *sys.ExitError, and the call of the guest fails with that
// error). Being a call of a Go function, the check is also a point where
// the Go scheduler can preempt the goroutine running the guest.
//
// wazero's compiler keeps the budget stored by global.set in a register
// for the global.get that follows, so that a charge costs one load, one
// subtraction, one store and one compare-and-branch. A variant that reads
// the budget back from a local (local.tee) measured twice as slow on a
// tight loop, and is longer.
//
// # Weights
//
// The unit stands for one instruction. W, the static weight of a body, is
// InstructionWeight times the number of instructions lexically in it,
// nested blocks and ifs included but not the bodies of nested loops, which
// are charged on their own; a loop instruction and its end count in the
// enclosing body. W is at least 1 and at most MaxCharge. W is what one
// pass through the whole body would cost, whatever branches are taken: it
// may overcharge, never undercharge, so between two calls of the check the
// guest runs at most about Budget instructions (Budget being the value
// the check last returned), however the guest is written.
//
// The instructions whose work depends on an operand are charged that work
// too, before they run, from the operand on the top of the stack (read
// with local.tee into a scratch i32 local added to the function after its
// other locals, so that no local index moves, then local.get):
//
//   - memory.copy, memory.fill, memory.init, table.copy, table.fill and
//     table.init, of length n: n>>BulkShift units (one per 64 bytes);
//   - memory.grow by d pages: d<<MemoryGrowShift units (one per 64 bytes
//     of the new pages);
//   - table.grow by n elements: n>>TableGrowShift units.
//
// Every charge is below 2^27 (MaxCharge), so that subtracting it from a
// positive budget cannot wrap the budget around to a positive value: the
// budget can be any positive int32.
//
// Compilers that lower a whole function into one loop around a dispatch
// (Go's wasm port does: every loop of the Go source jumps back to the head
// of that loop) have each iteration of their loops charged the whole
// function. Such guests call the check far more often than the number of
// instructions they run would make them: size the budget for it.
//
// # What is supported
//
// The input may use the features of WebAssembly 2.0 as wazero's
// api.CoreFeaturesV2 enables them: mutable globals, sign extension,
// non-trapping float-to-int conversions, multiple values, bulk memory and
// table operations, reference types, and fixed-width SIMD. Instrument
// fails with an *Error on anything else (threads, exception handling, tail
// calls, typed function references, garbage collection, multiple memories,
// relaxed SIMD), and on anything it cannot parse, naming the section, the
// function and the offset in the input.
//
// Everything Instrument does not need to change is copied as it is: the
// output of a module is always the same, and as close to the input as the
// rewrite allows. Only the custom sections holding DWARF (".debug_*"),
// which describe the code before the rewrite, are dropped, and in the name
// section, the subsections other than the module, function and local
// names.
package wasmmeter
