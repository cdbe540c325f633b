package wasmmeter

import (
	"errors"
	"fmt"
	"unicode/utf8"
)

// The weights of the meter, in units. A unit stands for about one
// executed instruction of the guest.
const (
	// InstructionWeight is the cost of one instruction. A function body is
	// charged on entry, and a loop body at the start of each iteration,
	// InstructionWeight times the number of instructions it holds outside
	// its nested loops (nested blocks and ifs count), and at least one
	// unit. The count is static: it is what one pass through the whole
	// body would cost, whatever branches are taken.
	InstructionWeight = 1

	// BulkShift sets the cost of the bulk operations memory.copy,
	// memory.fill, memory.init, table.copy, table.fill and table.init:
	// on top of their InstructionWeight they are charged, before they run,
	// n>>BulkShift units for their length operand n (in bytes or table
	// elements): one unit per 64 bytes.
	BulkShift = 6

	// MemoryGrowShift sets the cost of memory.grow: growing by d pages is
	// charged d<<MemoryGrowShift units, one unit per 64 bytes of the new
	// pages, which the host has to allocate and zero. (The charge is
	// computed for d mod 2^17, which is d for every d that can succeed;
	// larger ones fail without doing work.)
	MemoryGrowShift = 10

	// TableGrowShift sets the cost of table.grow: growing by n elements is
	// charged n>>TableGrowShift units.
	TableGrowShift = 6

	// MaxCharge bounds every single charge: a static charge larger than it
	// is cut to it, and the dynamic ones are smaller by construction. As
	// the budget is positive before a charge, a charge can never wrap it
	// around to a positive value, whatever positive int32 the budget is.
	MaxCharge = 1<<27 - 1
)

// MaxLocals bounds the locals of one function, parameters included, as
// browsers' engines do (V8 and SpiderMonkey allow 50,000). wazero sizes
// arrays by a function's local count as the module states it, so a module
// that declares billions of locals would exhaust the host's memory when
// compiled; Instrument refuses it first.
const MaxLocals = 50000

// Version names the form of Instrument's output: it changes whenever the
// output for some input does (TestOutputVersion pins it), so that what
// keeps instrumented modules (a compile cache) can bind them to it.
const Version = 1

// Options configure Instrument.
type Options struct {
	// ImportModule and ImportName name the function the instrumented module imports
	// as its check: type () -> (i32). It is called when the budget is used up; it
	// returns the new budget (a positive i32), or does not return (the host stops the guest).
	ImportModule, ImportName string
	// Budget is the budget's initial value (the instrumented module's new global starts at it).
	Budget int32
}

// An Error reports what Instrument could not parse or does not support in
// its input, and where.
type Error struct {
	// Section names the section the problem is in ("type", "code", "name",
	// ...), or is empty for the module's header.
	Section string
	// Func is the index of the function, in the input's function index
	// space (imports first), whose body the problem is in, or -1.
	Func int
	// Offset is the offset in the input of the byte the problem starts at.
	Offset int
	// Msg says what the problem is.
	Msg string
}

func (e *Error) Error() string {
	s := "wasmmeter: "
	if e.Section != "" {
		s += e.Section + " section: "
	}
	if e.Func >= 0 {
		s += fmt.Sprintf("function %d ", e.Func)
	}
	return s + fmt.Sprintf("at offset %#x: %s", e.Offset, e.Msg)
}

// Instrument returns the module wasm with the meter inserted. It fails with a clear error
// (naming the section, the function index and the byte offset in the input) on anything it
// cannot parse or on an instruction outside the supported feature set.
//
// Options.Budget must be positive. The errors about the input are of type
// *Error. Instrument does not
// validate the module beyond what it needs to rewrite it (types of
// operands, for one, are not checked): a module that fails validation may
// be rewritten into one that fails validation too.
func Instrument(wasm []byte, opts Options) ([]byte, error) {
	if opts.Budget < 1 {
		return nil, fmt.Errorf("wasmmeter: Options.Budget must be positive, not %d", opts.Budget)
	}
	if !utf8.ValidString(opts.ImportModule) || !utf8.ValidString(opts.ImportName) {
		return nil, errors.New("wasmmeter: Options.ImportModule and ImportName must be valid UTF-8")
	}
	m := &module{in: wasm, opts: opts}
	if err := m.scan(); err != nil {
		return nil, err
	}
	if err := m.prepare(); err != nil {
		return nil, err
	}
	return m.emit()
}
