package wasmhost

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"

	"github.com/sluicehq/sluice/internal/wasmabi"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Limits of the host functions.
const (
	// MaxInfoBytes bounds the Info JSON a guest describes itself with.
	MaxInfoBytes = 4 << 20
	// MaxLogBytes bounds one log message; longer ones are cut.
	MaxLogBytes = 4096
)

// callKey is the context key of the *call a host function serves.
type callKey struct{}

// call is the state of one export call into one instance. Host functions
// find it in their context.
type call struct {
	job *job
	// in is the instance called (set by invoke); configure marks its
	// sluice_configure call, the only one that may register patterns.
	in        *instance
	configure bool
	// out receives the call's findings and logs: the detect engine's window
	// reporter for detectors, the job's reporter for tree scanners.
	out scanner.Reporter
	// tree is set for tree scans: findings are validated here and progress
	// is forwarded.
	tree bool
	// windows are the batch's windows for detectors: where each starts in
	// the data the engine handed over, and its length. Findings are rebased
	// from their window to that data.
	windows []batchSpan
	info    []byte
	// filters is what the guest passed to the hit_filters import during
	// sluice_describe, nil when it passed nothing.
	filters []byte
	// errMsg is what the guest passed to the error import.
	errMsg string
	// abort is the failure a host function stopped the guest with.
	abort *Error
}

func callFrom(ctx context.Context) *call {
	c, _ := ctx.Value(callKey{}).(*call)
	return c
}

// stop records failure and unwinds the guest: wazero turns a panic in a host
// function into an error of the export call.
func (c *call) stop(failure *Error) {
	if c.abort == nil {
		c.abort = failure
	}
	panic(failure)
}

// view returns n bytes of guest memory at ptr, or stops the call with a
// protocol failure when the range is outside memory. The bytes alias guest
// memory: they stay valid while the host function runs (the guest cannot
// run, grow or write meanwhile) and must be copied to be kept.
func (c *call) view(m api.Module, what string, ptr, n uint32) []byte {
	b, ok := m.Memory().Read(ptr, n)
	if !ok {
		c.stop(errorf(KindProtocol, nil, "%s: range [%d, %d+%d) is outside the guest's %d-byte memory", what, ptr, ptr, n, m.Memory().Size()))
	}
	return b
}

// hostFuncs serves the host functions of ImportModule: each entry takes
// its parameters from wazero's value stack, calls the typed function that
// does the work and puts the result back on the stack. Their signatures
// are those of expectedImports. wazero calls such functions directly,
// without the reflection a WithFunc function costs on every call.
var hostFuncs = map[string]api.GoModuleFunc{
	wasmabi.ImportInfo: func(ctx context.Context, m api.Module, s []uint64) {
		hostInfo(ctx, m, api.DecodeU32(s[0]), api.DecodeU32(s[1]))
	},
	wasmabi.ImportFindings: func(ctx context.Context, m api.Module, s []uint64) {
		s[0] = api.EncodeU32(hostFindings(ctx, m, api.DecodeU32(s[0]), api.DecodeU32(s[1])))
	},
	wasmabi.ImportProgress: func(ctx context.Context, _ api.Module, s []uint64) {
		hostProgress(ctx, int64(s[0]), int64(s[1]))
	},
	wasmabi.ImportLog: func(ctx context.Context, m api.Module, s []uint64) {
		hostLog(ctx, m, api.DecodeU32(s[0]), api.DecodeU32(s[1]), api.DecodeU32(s[2]))
	},
	wasmabi.ImportError: func(ctx context.Context, m api.Module, s []uint64) {
		hostError(ctx, m, api.DecodeU32(s[0]), api.DecodeU32(s[1]))
	},
	wasmabi.ImportHitFilters: func(ctx context.Context, m api.Module, s []uint64) {
		hostHitFilters(ctx, m, api.DecodeU32(s[0]), api.DecodeU32(s[1]))
	},
	wasmabi.ImportRegexCompile: func(ctx context.Context, m api.Module, s []uint64) {
		s[0] = api.EncodeU32(hostRegexCompile(ctx, m, api.DecodeU32(s[0]), api.DecodeU32(s[1])))
	},
	wasmabi.ImportRegexFind: func(ctx context.Context, m api.Module, s []uint64) {
		s[0] = api.EncodeU32(hostRegexFind(ctx, m, api.DecodeU32(s[0]), api.DecodeU32(s[1]),
			api.DecodeU32(s[2]), api.DecodeU32(s[3]), api.DecodeU32(s[4])))
	},
}

func instantiateHostModule(ctx context.Context, r wazero.Runtime) error {
	b := r.NewHostModuleBuilder(wasmabi.ImportModule)
	for _, name := range slices.Sorted(maps.Keys(hostFuncs)) {
		sig := expectedImports[name]
		b = b.NewFunctionBuilder().WithGoModuleFunction(hostFuncs[name], sig.params, sig.results).Export(name)
	}
	_, err := b.Instantiate(ctx)
	return err
}

func hostInfo(ctx context.Context, m api.Module, ptr, n uint32) {
	c := callFrom(ctx)
	if c == nil {
		return
	}
	if n > MaxInfoBytes {
		c.stop(errorf(KindProtocol, nil, "info: %d bytes of JSON, over the limit of %d", n, MaxInfoBytes))
	}
	c.info = bytes.Clone(c.view(m, "info", ptr, n))
}

// hostHitFilters takes a detector's hit filters during sluice_describe;
// the load parses and checks them against the Info (Module.probe).
func hostHitFilters(ctx context.Context, m api.Module, ptr, n uint32) {
	c := callFrom(ctx)
	if c == nil {
		return
	}
	if n > MaxInfoBytes {
		c.stop(errorf(KindProtocol, nil, "hit_filters: %d bytes, over the limit of %d", n, MaxInfoBytes))
	}
	c.filters = bytes.Clone(c.view(m, "hit_filters", ptr, n))
}

// hostFindings takes a run of binary finding records. It returns
// FindingLimit once the job's finding limit is reached or the reporter
// refuses one; the records before that are kept.
func hostFindings(ctx context.Context, m api.Module, ptr, n uint32) uint32 {
	c := callFrom(ctx)
	if c == nil || c.job == nil {
		return wasmabi.FindingLimit
	}
	// ParseFinding copies the strings out of guest memory.
	b := c.view(m, "findings", ptr, n)
	for len(b) > 0 {
		if r := c.finding(b); r != wasmabi.FindingAccepted {
			return r
		}
		size, _ := wasmabi.RecordSize(b)
		b = b[size:]
	}
	return wasmabi.FindingAccepted
}

// finding handles the record at the start of b.
func (c *call) finding(b []byte) uint32 {
	j := c.job
	size, err := wasmabi.RecordSize(b)
	if err != nil {
		c.stop(errorf(KindProtocol, err, "findings: malformed record"))
	}
	if size > int64(j.limits.MaxFindingBytes) {
		c.stop(errorf(KindOverLimit, nil, "findings: a record of %d bytes, over the limit of %d", size, j.limits.MaxFindingBytes))
	}
	window, f, _, err := wasmabi.ParseFinding(b)
	if err != nil {
		c.stop(errorf(KindProtocol, err, "findings: malformed record"))
	}
	if c.tree {
		if err := f.Validate(); err != nil {
			c.stop(errorf(KindProtocol, err, "finding for %.200q is invalid", f.Path))
		}
	} else {
		if uint64(window) >= uint64(len(c.windows)) {
			c.stop(errorf(KindProtocol, nil, "finding %.80q names window %d of a batch of %d", f.RuleID, window, len(c.windows)))
		}
		w := c.windows[window]
		if f.StartOffset < 0 || f.EndOffset < f.StartOffset || f.EndOffset > w.len {
			c.stop(errorf(KindProtocol, nil, "finding %.80q reports offsets [%d,%d) outside its %d-byte window", f.RuleID, f.StartOffset, f.EndOffset, w.len))
		}
		f.StartOffset += w.start
		f.EndOffset += w.start
	}
	if n := j.findings.Add(1); j.limits.MaxFindings > 0 && n > int64(j.limits.MaxFindings) {
		j.fail(errorf(KindOverLimit, ErrFindingLimit, "more than %d findings", j.limits.MaxFindings))
		return wasmabi.FindingLimit
	}
	if err := c.out.Finding(f); err != nil {
		if !c.tree {
			// The detect engine's window reporter refuses findings only
			// when the scan is ending.
			return wasmabi.FindingLimit
		}
		j.fail(errorf(KindOverLimit, err, "the host refused a finding"))
		return wasmabi.FindingLimit
	}
	return wasmabi.FindingAccepted
}

func hostProgress(ctx context.Context, files, nbytes int64) {
	c := callFrom(ctx)
	if c == nil || !c.tree || files < 0 || nbytes < 0 {
		return
	}
	c.out.Progress(scanner.Progress{Files: files, Bytes: nbytes})
}

func hostLog(ctx context.Context, m api.Module, level, ptr, n uint32) {
	c := callFrom(ctx)
	if c == nil || c.job == nil {
		return
	}
	msg := c.view(m, "log", ptr, min(n, MaxLogBytes))
	if c.job.logs.Add(1) > int64(c.job.limits.MaxLogLines) {
		c.job.logsDropped.Add(1)
		return
	}
	lv := scanner.LevelInfo
	switch level {
	case wasmabi.LogDebug:
		lv = scanner.LevelDebug
	case wasmabi.LogWarn:
		lv = scanner.LevelWarn
	case wasmabi.LogError:
		lv = scanner.LevelError
	}
	c.out.Log(lv, strings.ToValidUTF8(string(msg), "\uFFFD"))
}

func hostError(ctx context.Context, m api.Module, ptr, n uint32) {
	c := callFrom(ctx)
	if c == nil {
		return
	}
	c.errMsg = strings.ToValidUTF8(string(c.view(m, "error", ptr, min(n, wasmabi.MaxErrorBytes))), "\uFFFD")
}

// expectedImports lists the host functions of ImportModule with their
// signatures.
var expectedImports = map[string]struct{ params, results []api.ValueType }{
	wasmabi.ImportInfo:         {[]api.ValueType{api.ValueTypeI32, api.ValueTypeI32}, nil},
	wasmabi.ImportFindings:     {[]api.ValueType{api.ValueTypeI32, api.ValueTypeI32}, []api.ValueType{api.ValueTypeI32}},
	wasmabi.ImportProgress:     {[]api.ValueType{api.ValueTypeI64, api.ValueTypeI64}, nil},
	wasmabi.ImportLog:          {[]api.ValueType{api.ValueTypeI32, api.ValueTypeI32, api.ValueTypeI32}, nil},
	wasmabi.ImportError:        {[]api.ValueType{api.ValueTypeI32, api.ValueTypeI32}, nil},
	wasmabi.ImportHitFilters:   {[]api.ValueType{api.ValueTypeI32, api.ValueTypeI32}, nil},
	wasmabi.ImportRegexCompile: {[]api.ValueType{api.ValueTypeI32, api.ValueTypeI32}, []api.ValueType{api.ValueTypeI32}},
	wasmabi.ImportRegexFind: {[]api.ValueType{api.ValueTypeI32, api.ValueTypeI32, api.ValueTypeI32, api.ValueTypeI32, api.ValueTypeI32},
		[]api.ValueType{api.ValueTypeI32}},
}

// expectedExports lists the guest exports with their signatures.
var expectedExports = map[string]struct{ params, results []api.ValueType }{
	wasmabi.ExportABIVersion: {nil, []api.ValueType{api.ValueTypeI32}},
	wasmabi.ExportBuffer:     {[]api.ValueType{api.ValueTypeI32}, []api.ValueType{api.ValueTypeI32}},
	wasmabi.ExportDescribe:   {nil, []api.ValueType{api.ValueTypeI32}},
	wasmabi.ExportBegin:      {[]api.ValueType{api.ValueTypeI32}, []api.ValueType{api.ValueTypeI32}},
	wasmabi.ExportDetect:     {[]api.ValueType{api.ValueTypeI32}, []api.ValueType{api.ValueTypeI32}},
	wasmabi.ExportScanTree:   {nil, []api.ValueType{api.ValueTypeI32}},
}

// checkLinkage reports the first import the runtime cannot satisfy and the
// first missing or mistyped export of cm.
func (rt *Runtime) checkLinkage(cm wazero.CompiledModule) error {
	imports := cm.ImportedFunctions()
	for i, f := range imports {
		mod, name, _ := f.Import()
		switch mod {
		case meterModule:
			// The meter's import is the last one instrument added; a
			// module of its own that imports the meter is refused.
			if i != len(imports)-1 || name != meterCheck {
				return fmt.Errorf("%w: %s.%s (the %s module is the host's own)", ErrUnknownImport, mod, name, meterModule)
			}
		case "wasi_snapshot_preview1":
			if _, ok := rt.wasiFuncs[name]; !ok {
				return fmt.Errorf("%w: %s.%s is not a WASI preview 1 function", ErrUnknownImport, mod, name)
			}
		case wasmabi.ImportModule:
			want, ok := expectedImports[name]
			if !ok && name == "finding" {
				return fmt.Errorf("%w: the module imports %s.%s of ABI version 1; this host supports version %d (rebuild it with the current sdk/wasmguest)",
					ErrABIVersion, mod, name, wasmabi.ABIVersion)
			}
			if !ok {
				return fmt.Errorf("%w: %s.%s is not a Sluice ABI v%d host function", ErrUnknownImport, mod, name, wasmabi.ABIVersion)
			}
			if !sameTypes(f.ParamTypes(), want.params) || !sameTypes(f.ResultTypes(), want.results) {
				return fmt.Errorf("import %s.%s has signature %s, want %s", mod, name, signature(f.ParamTypes(), f.ResultTypes()), signature(want.params, want.results))
			}
		default:
			return fmt.Errorf("%w: %s.%s (only wasi_snapshot_preview1 and %s are provided)", ErrUnknownImport, mod, name, wasmabi.ImportModule)
		}
	}
	if len(cm.ImportedMemories()) > 0 {
		return errors.New("the module imports a memory; it must define its own")
	}
	exports := cm.ExportedFunctions()
	for name, want := range expectedExports {
		f, ok := exports[name]
		if !ok {
			return fmt.Errorf("the module does not export %s (build Go guests with -buildmode=c-shared and sdk/wasmguest)", name)
		}
		if !sameTypes(f.ParamTypes(), want.params) || !sameTypes(f.ResultTypes(), want.results) {
			return fmt.Errorf("export %s has signature %s, want %s", name, signature(f.ParamTypes(), f.ResultTypes()), signature(want.params, want.results))
		}
	}
	if f, ok := exports[wasmabi.ExportConfigure]; ok {
		want := expectedExports[wasmabi.ExportBegin] // the same (len i32) -> i32 status
		if !sameTypes(f.ParamTypes(), want.params) || !sameTypes(f.ResultTypes(), want.results) {
			return fmt.Errorf("export %s has signature %s, want %s", wasmabi.ExportConfigure,
				signature(f.ParamTypes(), f.ResultTypes()), signature(want.params, want.results))
		}
	}
	if init, ok := exports[wasmabi.ExportInitialize]; ok && (len(init.ParamTypes()) > 0 || len(init.ResultTypes()) > 0) {
		return fmt.Errorf("export %s must take and return nothing", wasmabi.ExportInitialize)
	}
	if _, ok := cm.ExportedMemories()["memory"]; !ok {
		return errors.New("the module does not export its memory as \"memory\"")
	}
	return nil
}

func sameTypes(a, b []api.ValueType) bool { return bytes.Equal(a, b) }

func signature(params, results []api.ValueType) string {
	name := func(ts []api.ValueType) string {
		s := make([]string, len(ts))
		for i, t := range ts {
			s[i] = api.ValueTypeName(t)
		}
		return strings.Join(s, ", ")
	}
	return fmt.Sprintf("(%s) -> (%s)", name(params), name(results))
}
