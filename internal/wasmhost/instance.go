package wasmhost

import (
	"context"
	"crypto/rand"
	"fmt"
	"io/fs"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"

	"github.com/sluicehq/sluice/internal/wasmabi"
)

// instance is one instantiated guest. It is used by one goroutine at a
// time (the pool hands it out exclusively).
type instance struct {
	m      *Module
	mod    api.Module
	stdout *instanceOutput
	stderr *instanceOutput

	fnBuffer, fnBegin, fnDetect, fnScanTree, fnDescribe api.Function
	stack                                               []uint64

	// bufPtr and bufLen are the guest exchange buffer as last returned.
	bufPtr, bufLen uint32
	// jobID is the job whose request the guest last received by begin.
	jobID uint64
	jobs  int
	// broken is set after any failed call: the instance must be discarded.
	broken bool
	// call is reused by every detect call, so a window batch allocates
	// nothing on the host.
	call call
	// regex holds the patterns the guest registered (regex.go).
	regex regexTable
	// mem backs the guest's linear memory (memory.go); nil until the
	// module is instantiated.
	mem *linearMemory
	// callCtx is the context the last invoke gave the guest: callParent
	// with callState as its *call. The next invoke under the same two
	// reuses it.
	callCtx, callParent context.Context
	callState           *call
}

// instantiate creates an instance of m. fsys, when not nil, is mounted
// read-only at "/" (tree scans); out receives what initialisation writes.
func (m *Module) instantiate(ctx context.Context, fsys fs.FS, out *capture) (*instance, error) {
	m.instantiated.Add(1)
	in := &instance{m: m, stdout: &instanceOutput{}, stderr: &instanceOutput{stderr: true}}
	in.stdout.set(out)
	in.stderr.set(out)
	cfg := wazero.NewModuleConfig().
		WithName("").
		WithStdout(in.stdout).
		WithStderr(in.stderr).
		WithRandSource(rand.Reader).
		WithStartFunctions() // _initialize is called below, with a bounded context
	if fsys != nil {
		cfg = cfg.WithFSConfig(wazero.NewFSConfig().WithFSMount(fsys, "/"))
	}
	mod, err := m.rt.r.InstantiateModule(experimental.WithMemoryAllocator(ctx, memoryAllocator(&in.mem)), m.compiled, cfg)
	if err != nil {
		in.close()
		return nil, err
	}
	in.mod = mod
	if init := mod.ExportedFunction(wasmabi.ExportInitialize); init != nil {
		if _, err := init.Call(ctx); err != nil {
			in.close()
			return nil, fmt.Errorf("%s: %w", wasmabi.ExportInitialize, err)
		}
	}
	in.fnBuffer = mod.ExportedFunction(wasmabi.ExportBuffer)
	in.fnBegin = mod.ExportedFunction(wasmabi.ExportBegin)
	in.fnDetect = mod.ExportedFunction(wasmabi.ExportDetect)
	in.fnScanTree = mod.ExportedFunction(wasmabi.ExportScanTree)
	in.fnDescribe = mod.ExportedFunction(wasmabi.ExportDescribe)
	in.stack = make([]uint64, 3)
	if m.dataList != nil {
		if err := in.configure(ctx); err != nil {
			in.close()
			return nil, err
		}
	}
	return in, nil
}

// configure hands a new instance the module's data files.
func (in *instance) configure(ctx context.Context) error {
	c := &call{configure: true}
	if err := in.write(ctx, c, in.m.dataList); err != nil {
		return fmt.Errorf("%s: %w", wasmabi.ExportConfigure, err)
	}
	status, err := in.invoke(ctx, c, in.mod.ExportedFunction(wasmabi.ExportConfigure), uint64(len(in.m.dataList)))
	if err == nil && c.abort != nil {
		err = c.abort
	}
	if err != nil {
		return fmt.Errorf("%s: %w", wasmabi.ExportConfigure, err)
	}
	if status != wasmabi.StatusOK {
		return fmt.Errorf("%w: %s: status %d: %s", ErrInvalidData, wasmabi.ExportConfigure, status, c.errMsg)
	}
	return nil
}

// close closes the instance's module and releases its memory.
func (in *instance) close() {
	if in.mod != nil {
		_ = in.mod.Close(context.Background())
	}
	in.mem.release()
}

// memoryBytes returns the current size of the instance's linear memory.
func (in *instance) memoryBytes() int64 {
	if mem := in.mod.Memory(); mem != nil {
		return int64(mem.Size())
	}
	return 0
}

// invoke calls fn with args in the stack, under the state c, and returns the
// guest's status. A trap, exit, context end or host-function abort is
// returned as err, and the instance is marked broken.
func (in *instance) invoke(ctx context.Context, c *call, fn api.Function, args ...uint64) (status uint32, err error) {
	c.in = in
	if in.callCtx == nil || in.callParent != ctx || in.callState != c {
		in.callCtx, in.callParent, in.callState = context.WithValue(ctx, callKey{}, c), ctx, c
	}
	ctx = in.callCtx
	stack := in.stack[:max(len(args), 1)]
	copy(stack, args)
	if err := fn.CallWithStack(ctx, stack); err != nil {
		in.broken = true
		return 0, err
	}
	return uint32(stack[0]), nil
}

// ensureBuffer makes the guest's exchange buffer hold at least n bytes and
// returns its address.
func (in *instance) ensureBuffer(ctx context.Context, c *call, n int) (uint32, error) {
	if n > int(in.m.rt.MaxMemoryBytes()) || uint64(n) > 1<<32-1 {
		return 0, errorf(KindOverLimit, ErrMemoryLimit, "an input of %d bytes does not fit the guest's memory", n)
	}
	if in.bufPtr != 0 && int(in.bufLen) >= n {
		return in.bufPtr, nil
	}
	ptr, err := in.invoke(ctx, c, in.fnBuffer, uint64(n))
	if err != nil {
		return 0, err
	}
	if ptr == 0 || uint64(ptr)+uint64(n) > uint64(in.mod.Memory().Size()) {
		in.broken = true
		return 0, errorf(KindProtocol, nil, "%s(%d) returned address %d, outside the guest's %d-byte memory", wasmabi.ExportBuffer, n, ptr, in.mod.Memory().Size())
	}
	in.bufPtr, in.bufLen = ptr, uint32(n)
	return ptr, nil
}

// buffer returns the guest's exchange buffer, grown to at least n bytes,
// as a slice of guest memory to write the call's input into. It stays
// valid until the guest runs again.
func (in *instance) buffer(ctx context.Context, c *call, n int) ([]byte, error) {
	ptr, err := in.ensureBuffer(ctx, c, n)
	if err != nil {
		return nil, err
	}
	b, ok := in.mod.Memory().Read(ptr, uint32(n))
	if !ok {
		in.broken = true
		return nil, errorf(KindProtocol, nil, "the exchange buffer [%d, %d+%d) is outside the guest's memory", ptr, ptr, n)
	}
	return b, nil
}

// write copies parts into the exchange buffer one after another.
func (in *instance) write(ctx context.Context, c *call, parts ...[]byte) error {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	ptr, err := in.ensureBuffer(ctx, c, n)
	if err != nil {
		return err
	}
	mem := in.mod.Memory()
	for _, p := range parts {
		if !mem.Write(ptr, p) {
			in.broken = true
			return errorf(KindProtocol, nil, "writing %d bytes at %d: outside the guest's memory", len(p), ptr)
		}
		ptr += uint32(len(p))
	}
	return nil
}
