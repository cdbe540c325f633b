package wasmhost

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/tetratelabs/wazero"

	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/internal/strictjson"
	"github.com/sluicehq/sluice/internal/wasmabi"
	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Defaults and bounds of ModuleOptions.
const (
	// MaxModuleBytes is the largest module Load accepts: 256 MiB.
	MaxModuleBytes = 256 << 20
	// MaxPoolSize bounds ModuleOptions.PoolSize.
	MaxPoolSize = 256
	// DefaultRecycleAfterJobs is the default ModuleOptions.RecycleAfterJobs.
	DefaultRecycleAfterJobs = 100
)

// ModuleOptions tune one loaded module.
type ModuleOptions struct {
	// Name names the module in errors and logs ("package/scanner").
	Name string
	// PoolSize is the most instances of a detector that exist at once, and
	// so the number of windows scanned in parallel. Zero means
	// runtime.GOMAXPROCS(0); at most MaxPoolSize.
	PoolSize int
	// RecycleAfterJobs discards a detector instance after it served this
	// many scans, so state a guest leaks cannot grow without bound. Zero
	// means DefaultRecycleAfterJobs (100).
	RecycleAfterJobs int
	// DiscardMemoryBytes discards an instance whose linear memory grew past
	// this many bytes after a call. Zero means three quarters of the
	// runtime's memory cap.
	DiscardMemoryBytes int64
	// Data are the scanner's data files. When there are any, every
	// instance gets them through the guest's sluice_configure export
	// before any other call, and a module without that export fails to
	// load. At most wasmabi.MaxDataFiles files of wasmabi.MaxDataBytes
	// in all.
	Data []scanner.DataFile
}

// Module is one compiled scanner module with its pool of instances. It is
// safe for concurrent use: Scan may run many scans at once.
type Module struct {
	rt       *Runtime
	compiled wazero.CompiledModule
	opt      ModuleOptions
	// dataList is opt.Data encoded for sluice_configure, nil without data.
	dataList []byte
	info     scanner.Info
	// matcher is the keyword pass over a detector's chunks (nil for tree
	// scanners).
	matcher *detect.Matcher
	// filters[k] is the guest's hit filter for keyword k, nil for none
	// (and filters is nil when the guest stated none).
	filters []*detect.HitFilter
	pool    *pool
	jobSeq  atomic.Uint64
	// peakMemory is the largest linear memory seen after a call.
	peakMemory atomic.Int64

	engineMu  sync.Mutex
	engineOpt detectengine.Options
	engine    *detectengine.Engine

	// spares are the pool instances Load starts after the first one;
	// stopSpares cancels those still starting.
	spares     sync.WaitGroup
	stopSpares context.CancelFunc
	// instantiated counts the instances ever created (tests).
	instantiated atomic.Int64

	closeOnce sync.Once
}

// Load compiles wasm (or takes it from the compilation cache), checks its
// imports and exports against ABI version wasmabi.ABIVersion, creates a
// first instance, checks the ABI version it reports and fetches and
// validates its Info. A failure is an *Error of KindLoad; ErrABIVersion and
// ErrUnknownImport are wrapped where they apply. ctx bounds the whole load,
// including a guest that loops in its initialisation.
func (rt *Runtime) Load(ctx context.Context, wasm []byte, opt ModuleOptions) (*Module, error) {
	rt.mu.Lock()
	closed := rt.closed
	rt.mu.Unlock()
	if closed {
		return nil, errorf(KindLoad, ErrClosed, "loading %s: the runtime is closed", opt.Name)
	}
	if err := opt.fill(rt); err != nil {
		return nil, errorf(KindLoad, err, "loading %s", opt.Name)
	}
	if len(wasm) > MaxModuleBytes {
		return nil, errorf(KindLoad, invalid(nil), "loading %s: module is %d bytes, over the limit of %d", opt.Name, len(wasm), MaxModuleBytes)
	}
	if !bytes.HasPrefix(wasm, []byte("\x00asm")) {
		return nil, errorf(KindLoad, invalid(nil), "loading %s: not a WebAssembly module (no \\0asm magic)", opt.Name)
	}
	cm, err := rt.compile(ctx, wasm)
	if err != nil {
		return nil, errorf(KindLoad, err, "compiling %s", opt.Name)
	}
	if err := rt.checkLinkage(cm); err != nil {
		_ = cm.Close(ctx)
		return nil, errorf(KindLoad, invalid(err), "linking %s", opt.Name)
	}
	m := &Module{rt: rt, compiled: cm, opt: opt, pool: newPool(opt.PoolSize)}
	if len(opt.Data) > 0 {
		if _, ok := cm.ExportedFunctions()[wasmabi.ExportConfigure]; !ok {
			_ = cm.Close(ctx)
			return nil, errorf(KindLoad, invalid(nil), "loading %s: the scanner has %d data files, but the module does not export %s to take them",
				opt.Name, len(opt.Data), wasmabi.ExportConfigure)
		}
		if m.dataList, err = wasmabi.AppendDataFiles(nil, opt.Data); err != nil {
			_ = cm.Close(ctx)
			return nil, errorf(KindLoad, err, "loading %s", opt.Name)
		}
	}
	m.stopSpares = func() {}
	first, err := m.probe(ctx)
	if err != nil {
		_ = cm.Close(ctx)
		return nil, err
	}
	if m.info.Kind == scanner.KindDetector {
		m.pool.put(first)
		m.startSpares(ctx)
	} else {
		first.close()
		m.pool.close()
	}
	rt.mu.Lock()
	if rt.closed {
		rt.mu.Unlock()
		m.closeSpares()
		_ = cm.Close(ctx)
		return nil, errorf(KindLoad, ErrClosed, "loading %s: the runtime is closed", opt.Name)
	}
	rt.modules[m] = struct{}{}
	rt.mu.Unlock()
	return m, nil
}

func (o *ModuleOptions) fill(rt *Runtime) error {
	if o.Name == "" {
		o.Name = "module"
	}
	if o.PoolSize == 0 {
		o.PoolSize = runtime.GOMAXPROCS(0)
	}
	if o.PoolSize < 1 || o.PoolSize > MaxPoolSize {
		return fmt.Errorf("pool size %d is outside [1, %d]", o.PoolSize, MaxPoolSize)
	}
	if o.RecycleAfterJobs == 0 {
		o.RecycleAfterJobs = DefaultRecycleAfterJobs
	}
	if o.RecycleAfterJobs < 1 {
		return fmt.Errorf("recycle after jobs %d is negative", o.RecycleAfterJobs)
	}
	if o.DiscardMemoryBytes == 0 {
		o.DiscardMemoryBytes = rt.MaxMemoryBytes() / 4 * 3
	}
	if o.DiscardMemoryBytes < 0 {
		return fmt.Errorf("discard memory %d bytes is negative", o.DiscardMemoryBytes)
	}
	return nil
}

// startSpares starts a detector's other PoolSize-1 instances once the
// probe's has described the module and joined the pool, each on its own
// goroutine, so that they start (the guest's runtime initialisation and
// its configure, a large share of a short scan) while the first scans,
// rather than inside the scan one after the other. They start after the
// probe, not beside it: on a machine with few free cores, a spare
// starting beside the probe slowed the probe down, which every scan
// waits for, and a scan that ends before a spare is ready (a small
// directory) stops it at Close instead of paying its whole start. Each
// spare holds a pool slot while it starts, so a scan that needs an
// instance meanwhile waits for it rather than starting yet another. A
// spare that fails to start is dropped (the pool starts one when a scan
// needs it, and reports the failure there).
func (m *Module) startSpares(ctx context.Context) {
	ctx, m.stopSpares = context.WithCancel(ctx)
	for range m.opt.PoolSize - 1 {
		m.spares.Go(func() {
			select {
			case m.pool.slots <- struct{}{}:
			default:
				return
			}
			in, err := m.instantiate(ctx, nil, nil)
			if err != nil {
				<-m.pool.slots
				return
			}
			m.pool.release(in, false)
		})
	}
}

// closeSpares stops the spares still starting, waits for them, and closes
// the pool with every idle instance.
func (m *Module) closeSpares() {
	m.stopSpares()
	m.spares.Wait()
	m.pool.close()
}

// probe creates the first instance and checks its ABI version and Info.
func (m *Module) probe(ctx context.Context) (*instance, error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	lim := Limits{}.withDefaults()
	out := newCapture(lim.MaxOutputBytes, lim.MaxCaptureBytes, cancel)
	fail := func(err error, format string, args ...any) *Error {
		e := errorf(KindLoad, err, format, args...)
		e.Stdout, e.Stderr = out.snapshot()
		if errors.Is(context.Cause(ctx), ErrOutputLimit) {
			e.Err = errors.Join(ErrOutputLimit, err)
		}
		return e
	}
	in, err := m.instantiate(ctx, nil, out)
	if err != nil {
		return nil, fail(err, "starting %s", m.opt.Name)
	}
	c := &call{}
	ver, err := in.invoke(ctx, c, in.mod.ExportedFunction(wasmabi.ExportABIVersion))
	if err != nil {
		in.close()
		return nil, fail(err, "calling %s of %s", wasmabi.ExportABIVersion, m.opt.Name)
	}
	if ver != wasmabi.ABIVersion {
		in.close()
		return nil, fail(invalid(ErrABIVersion), "%s implements ABI version %d; this host supports version %d", m.opt.Name, ver, wasmabi.ABIVersion)
	}
	status, err := in.invoke(ctx, c, in.fnDescribe)
	if err == nil && c.abort != nil {
		err = c.abort
	}
	if err != nil {
		in.close()
		return nil, fail(err, "describing %s", m.opt.Name)
	}
	if status != wasmabi.StatusOK {
		in.close()
		return nil, fail(invalid(nil), "describing %s: status %d: %s", m.opt.Name, status, c.errMsg)
	}
	var info scanner.Info
	if err := strictjson.Decode(c.info, &info); err != nil {
		in.close()
		return nil, fail(invalid(err), "decoding the info of %s", m.opt.Name)
	}
	if err := info.Validate(); err != nil {
		in.close()
		return nil, fail(invalid(err), "info of %s", m.opt.Name)
	}
	m.info = info
	if info.Kind == scanner.KindDetector {
		if m.matcher, err = detect.NewMatcher(info.Keywords); err != nil {
			in.close()
			return nil, fail(invalid(err), "keywords of %s", m.opt.Name)
		}
	}
	if c.filters != nil {
		if info.Kind != scanner.KindDetector {
			in.close()
			return nil, fail(nil, "%s states hit filters but is not a detector", m.opt.Name)
		}
		filters, err := wasmabi.ParseHitFilters(c.filters, len(info.Keywords))
		if err != nil {
			in.close()
			return nil, fail(err, "hit filters of %s", m.opt.Name)
		}
		m.filters = make([]*detect.HitFilter, len(info.Keywords))
		for i := range filters {
			m.filters[filters[i].Keyword] = &filters[i]
		}
	}
	in.stdout.set(nil)
	in.stderr.set(nil)
	return in, nil
}

// PeakMemoryBytes returns the largest linear memory any instance of m had
// after a call, in bytes.
func (m *Module) PeakMemoryBytes() int64 { return m.peakMemory.Load() }

func (m *Module) notePeak(in *instance) int64 {
	n := in.memoryBytes()
	for {
		old := m.peakMemory.Load()
		if n <= old || m.peakMemory.CompareAndSwap(old, n) {
			return n
		}
	}
}

// Info returns the scanner's validated self-description.
func (m *Module) Info() scanner.Info { return m.info }

// Close discards the module's idle instances and its compiled code. Scans in
// progress must have returned. It is idempotent.
func (m *Module) Close(ctx context.Context) error {
	var err error
	m.closeOnce.Do(func() {
		m.closeSpares()
		m.rt.forget(m)
		err = m.compiled.Close(ctx)
	})
	return err
}

// detectEngine returns an engine for opt, reusing the last one built when
// opt is the same.
func (m *Module) detectEngine(opt detectengine.Options) (*detectengine.Engine, error) {
	m.engineMu.Lock()
	defer m.engineMu.Unlock()
	if m.engine != nil && sameOptions(m.engineOpt, opt) {
		return m.engine, nil
	}
	e, err := detectengine.New(m.info, opt)
	if err != nil {
		return nil, err
	}
	m.engine, m.engineOpt = e, opt
	return e, nil
}

func sameOptions(a, b detectengine.Options) bool {
	if a.Skip != nil || b.Skip != nil {
		return false
	}
	eq := func(x, y []string) bool {
		if len(x) != len(y) {
			return false
		}
		for i := range x {
			if x[i] != y[i] {
				return false
			}
		}
		return true
	}
	return a.ChunkBytes == b.ChunkBytes && a.MaxFileBytes == b.MaxFileBytes && a.MaxFindingsPerFile == b.MaxFindingsPerFile &&
		a.Workers == b.Workers && a.SkipBinary == b.SkipBinary && a.NoPrefilter == b.NoPrefilter &&
		eq(a.Include, b.Include) && eq(a.Exclude, b.Exclude)
}
