package wasmhost

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"sync"

	"github.com/sluicehq/sluice/internal/wasmabi"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/imports/wasi_snapshot_preview1"
)

// Defaults and bounds of Config.
const (
	// DefaultMaxMemoryBytes is the default cap on one instance's linear
	// memory: 256 MiB.
	DefaultMaxMemoryBytes = 256 << 20
	// MinMaxMemoryBytes is the smallest memory cap: 16 MiB (a Go guest
	// needs a few MiB to start).
	MinMaxMemoryBytes = 16 << 20
	// MaxMaxMemoryBytes is the largest memory cap: 4 GiB, the wasm32 limit.
	MaxMaxMemoryBytes = 4 << 30
	// PageBytes is the size of one WebAssembly memory page.
	PageBytes = 64 << 10
)

// Config configures a Runtime.
type Config struct {
	// MaxMemoryBytes caps the linear memory of every instance, rounded down
	// to whole 64 KiB pages. A guest that tries to grow past it fails to
	// allocate. Zero means DefaultMaxMemoryBytes (256 MiB); otherwise it
	// must be within [MinMaxMemoryBytes, MaxMaxMemoryBytes].
	MaxMemoryBytes int64
	// CacheDir, when set, is a directory for the compile cache: wazero's
	// compiled machine code of each module, kept so that a restarted
	// worker does not compile it again. Every entry is authenticated with
	// a GMAC (AES-256-GCM) keyed by CacheKeyFile and bound to the module's
	// sha256, wazero's version, the platform and the enabled features; an
	// entry that fails is deleted and the module validated and compiled
	// again (logged as a warning). wazero only ever loads bytes checked in
	// memory, and on such a hit does not validate the function bodies
	// again (docs/security.md). Empty means no file cache.
	CacheDir string
	// CacheKeyFile is the secret key of the compile cache (32 bytes, mode
	// 0600, created with its directory 0700 when missing). Keep it out of
	// CacheDir: a cache restored from an untrusted place must not bring
	// its own key. Empty means a random key for this Runtime only, so
	// entries from other processes are compiled again.
	CacheKeyFile string
	// Logger receives the runtime's own log lines. Nil discards them.
	Logger *slog.Logger
	// Interpret runs modules in wazero's interpreter instead of compiling
	// them: much slower to run, but loading costs no compile. For reading
	// a module's Info once (`worker package build`), not for scanning.
	Interpret bool
}

// Runtime is one wazero runtime with the Sluice and WASI host modules. A
// worker needs one. It is safe for concurrent use.
type Runtime struct {
	r     wazero.Runtime
	cache wazero.CompilationCache
	// auth is the authenticated store under cache, nil without
	// Config.CacheDir.
	auth   *authCache
	cfg    Config
	logger *slog.Logger
	// wasiFuncs names the functions of wasi_snapshot_preview1 the runtime
	// provides.
	wasiFuncs map[string]api.FunctionDefinition

	mu      sync.Mutex
	closed  bool
	modules map[*Module]struct{}
}

// NewRuntime returns a Runtime configured by cfg. The caller must Close it.
func NewRuntime(ctx context.Context, cfg Config) (*Runtime, error) {
	if cfg.MaxMemoryBytes == 0 {
		cfg.MaxMemoryBytes = DefaultMaxMemoryBytes
	}
	if cfg.MaxMemoryBytes < MinMaxMemoryBytes || cfg.MaxMemoryBytes > MaxMaxMemoryBytes {
		return nil, fmt.Errorf("wasm runtime: max memory %d bytes is outside [%d, %d]", cfg.MaxMemoryBytes, MinMaxMemoryBytes, MaxMaxMemoryBytes)
	}
	logger := cfg.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	rc := wazero.NewRuntimeConfig()
	if cfg.Interpret {
		rc = wazero.NewRuntimeConfigInterpreter()
	}
	rc = rc.WithCoreFeatures(coreFeatures).
		// The meter stops guests at their deadline (meter.go).
		WithCloseOnContextDone(false).
		WithMemoryLimitPages(uint32(cfg.MaxMemoryBytes / PageBytes))
	var cache wazero.CompilationCache
	var auth *authCache
	if cfg.CacheDir != "" {
		a, c, err := newAuthCache(cfg.CacheDir, cfg.CacheKeyFile, logger)
		if err != nil {
			return nil, fmt.Errorf("wasm runtime: compilation cache in %s: %w", cfg.CacheDir, err)
		}
		cache, auth = c, a
		rc = rc.WithCompilationCache(c)
	}
	r := wazero.NewRuntimeWithConfig(ctx, rc)
	rt := &Runtime{r: r, cache: cache, auth: auth, cfg: cfg, logger: logger, modules: map[*Module]struct{}{}}
	if _, err := wasi_snapshot_preview1.Instantiate(ctx, r); err != nil {
		_ = rt.closeRuntime(ctx)
		return nil, fmt.Errorf("wasm runtime: instantiating WASI: %w", err)
	}
	rt.wasiFuncs = r.Module(wasi_snapshot_preview1.ModuleName).ExportedFunctionDefinitions()
	if err := instantiateMeterModule(ctx, r); err != nil {
		_ = rt.closeRuntime(ctx)
		return nil, fmt.Errorf("wasm runtime: instantiating the %s host module: %w", meterModule, err)
	}
	if err := instantiateHostModule(ctx, r); err != nil {
		_ = rt.closeRuntime(ctx)
		return nil, fmt.Errorf("wasm runtime: instantiating the %s host module: %w", wasmabi.ImportModule, err)
	}
	return rt, nil
}

// WillCompile reports whether loading wasm compiles it to machine code
// here, which takes seconds for a large module: the runtime compiles
// (not interprets) and its compile cache, if any, holds no entry for
// these bytes on this engine. An entry that turns out not to be authentic
// is compiled again all the same; WillCompile does not read entries.
func (rt *Runtime) WillCompile(wasm []byte) bool {
	if rt.cfg.Interpret {
		return false
	}
	if rt.auth == nil {
		return true
	}
	_, err := os.Lstat(rt.auth.entry(moduleDigest(wasm)))
	return err != nil
}

// MaxMemoryBytes returns the effective per-instance memory cap.
func (rt *Runtime) MaxMemoryBytes() int64 { return rt.cfg.MaxMemoryBytes / PageBytes * PageBytes }

// Close closes every Module loaded from rt, then the runtime and its
// compilation cache. Scans in progress fail. It is idempotent.
func (rt *Runtime) Close(ctx context.Context) error {
	rt.mu.Lock()
	if rt.closed {
		rt.mu.Unlock()
		return nil
	}
	rt.closed = true
	mods := make([]*Module, 0, len(rt.modules))
	for m := range rt.modules {
		mods = append(mods, m)
	}
	rt.mu.Unlock()
	var errs []error
	for _, m := range mods {
		errs = append(errs, m.Close(ctx))
	}
	errs = append(errs, rt.closeRuntime(ctx))
	return errors.Join(errs...)
}

func (rt *Runtime) closeRuntime(ctx context.Context) error {
	err := rt.r.Close(ctx)
	if rt.cache != nil {
		err = errors.Join(err, rt.cache.Close(ctx))
	}
	if rt.auth != nil {
		err = errors.Join(err, rt.auth.close())
	}
	return err
}

// compile meters wasm and compiles it, or takes its code from the
// authenticated cache when there is one.
func (rt *Runtime) compile(ctx context.Context, wasm []byte) (wazero.CompiledModule, error) {
	if rt.auth != nil && !rt.cfg.Interpret {
		return rt.auth.compile(ctx, rt.r, wasm)
	}
	wasm, err := instrument(wasm)
	if err != nil {
		return nil, invalid(err)
	}
	cm, err := rt.r.CompileModule(ctx, wasm)
	if err != nil {
		return nil, invalid(err)
	}
	return cm, nil
}

func (rt *Runtime) forget(m *Module) {
	rt.mu.Lock()
	delete(rt.modules, m)
	rt.mu.Unlock()
}
