package wasm

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"syscall"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/scannerinfo"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/internal/wasmabi"
	"github.com/sluicehq/sluice/internal/wasmhost"
	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// inspectEntry loads a module in a fresh sandbox with default limits, in
// wazero's interpreter (one describe call does not repay a compile), and
// returns its Info: `worker package build` checks it
// against package.toml, so a wrong name or keyword list fails the build
// instead of every job. The module runs only its describe export, under the
// same memory cap and ctx.
func inspectEntry(ctx context.Context, entry []byte, data []scanner.DataFile) (scanner.Info, error) {
	rt, err := wasmhost.NewRuntime(ctx, wasmhost.Config{Interpret: true})
	if err != nil {
		return scanner.Info{}, err
	}
	defer rt.Close(ctx)
	// One instance: a larger pool would start the others after it, for
	// scans that never come.
	m, err := rt.Load(ctx, entry, wasmhost.ModuleOptions{Name: "entry", Data: data, PoolSize: 1})
	if err != nil {
		return scanner.Info{}, err
	}
	defer m.Close(ctx)
	return m.Info(), nil
}

// Backend runs WASM scanner modules. Its exported fields are its TOML
// configuration (declared in keys); New sets their defaults. Use it through
// the lifecycle New → decode → Provision → Validate → Load/Close. It is safe
// for concurrent use after Provision.
type Backend struct {
	// MaxMemory caps each instance's linear memory.
	MaxMemory config.Size `toml:"max_memory"`
	// PoolSize is the most instances of one detector at once; 0 means
	// GOMAXPROCS.
	PoolSize int `toml:"pool_size"`
	// RecycleAfterJobs discards a pooled instance after this many jobs.
	RecycleAfterJobs int `toml:"recycle_after_jobs"`
	// CompileCache keeps compiled code under the state dir.
	CompileCache bool `toml:"compile_cache"`
	// MaxOutput bounds stdout+stderr bytes per job.
	MaxOutput config.Size `toml:"max_output"`
	// MaxFindingBytes bounds one finding record (docs/wasm-abi.md).
	MaxFindingBytes config.Size `toml:"max_finding_bytes"`
	// ChunkBytes is the detector read chunk.
	ChunkBytes config.Size `toml:"chunk_bytes"`
	// Prefilter runs detectors over keyword windows only.
	Prefilter bool `toml:"prefilter"`
	// SkipBinary skips files with a NUL byte in their first 8 KiB for
	// detectors, counting them in the job's progress.
	SkipBinary bool `toml:"skip_binary"`

	logger  *slog.Logger
	rt      *wasmhost.Runtime
	ownsDir string
	// notify and cacheDir make the notice of a compile (noticeCompile).
	notify   func(string)
	cacheDir string

	mu      sync.Mutex
	closed  bool
	noticed map[string]bool // scanners whose compile was noticed
}

// New returns a Backend with every key at its default. It has no side
// effects.
func New() *Backend {
	b := &Backend{}
	registry.SetDefaults(b, keys)
	return b
}

// Provision creates the wazero runtime. With compile_cache, the cache lives
// in ctx.CacheDir/compile-cache when the worker offers a cache dir (worker
// scan does), else in ctx.StateDir/compile-cache (0700), or in a private
// temp dir removed by Close when both are empty.
func (b *Backend) Provision(ctx registry.Context) error {
	b.logger, b.notify = ctx.Logger, ctx.Notify
	if b.logger == nil {
		b.logger = slog.New(slog.DiscardHandler)
	}
	if b.MaxMemory < wasmhost.MinMaxMemoryBytes || b.MaxMemory > wasmhost.MaxMaxMemoryBytes {
		return fmt.Errorf("max_memory: %s is not in [16MiB, 4GiB]", b.MaxMemory)
	}
	cfg := wasmhost.Config{MaxMemoryBytes: int64(b.MaxMemory), Logger: b.logger}
	if b.CompileCache {
		dir := ""
		if ctx.CacheDir != "" {
			dir = filepath.Join(ctx.CacheDir, "compile-cache")
			if err := state.MkdirPrivate(dir); err != nil {
				return fmt.Errorf("compile cache dir: %w", err)
			}
		} else if ctx.StateDir == "" {
			tmp, err := os.MkdirTemp("", "sluice-wasm-")
			if err != nil {
				return fmt.Errorf("creating private compile cache dir: %w", err)
			}
			b.ownsDir, dir = tmp, tmp
		} else {
			dir = filepath.Join(ctx.StateDir, "compile-cache")
			if err := state.MkdirPrivate(dir); err != nil {
				return fmt.Errorf("compile cache dir: %w", err)
			}
		}
		cfg.CacheDir = dir
		if b.ownsDir == "" {
			b.cacheDir = dir
		}
		if keyDir := cmp.Or(ctx.KeyDir, ctx.StateDir); keyDir != "" {
			cfg.CacheKeyFile = filepath.Join(keyDir, "compile-cache.key")
		}
	}
	base := ctx.Context
	if base == nil {
		base = context.Background()
	}
	rt, err := wasmhost.NewRuntime(base, cfg)
	if err != nil {
		return err
	}
	b.rt = rt
	return nil
}

// Close closes every loaded module and the runtime. Call it after every
// scan has returned. It copes with a failed Provision and is idempotent.
func (b *Backend) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return nil
	}
	b.closed = true
	var err error
	if b.rt != nil {
		err = b.rt.Close(context.Background())
	}
	if b.ownsDir != "" {
		err = errors.Join(err, os.RemoveAll(b.ownsDir))
	}
	return err
}

// readData reads a scanner's data files, at most wasmabi.MaxDataBytes
// in all, without following a symlink.
func readData(files []backend.DataFile) ([]scanner.DataFile, error) {
	if len(files) > wasmabi.MaxDataFiles {
		return nil, fmt.Errorf("%d data files, more than the limit of %d", len(files), wasmabi.MaxDataFiles)
	}
	var out []scanner.DataFile
	left := int64(wasmabi.MaxDataBytes)
	for _, f := range files {
		fh, err := os.OpenFile(f.Path, os.O_RDONLY|syscall.O_NOFOLLOW, 0)
		if err != nil {
			return nil, fmt.Errorf("data file %s: %w", f.Name, err)
		}
		b, err := io.ReadAll(io.LimitReader(fh, left+1))
		fh.Close()
		if err != nil {
			return nil, fmt.Errorf("data file %s: %w", f.Name, err)
		}
		if left -= int64(len(b)); left < 0 {
			return nil, fmt.Errorf("data files: more than the limit of %d bytes in all", wasmabi.MaxDataBytes)
		}
		out = append(out, scanner.DataFile{Name: f.Name, Data: b})
	}
	return out, nil
}

// Load takes the verified entry from s.EntryBytes, or reads it (without
// following a symlink, at most wasmhost.MaxModuleBytes) and checks its
// sha256 against s.EntryDigest when set, compiles it (or takes it from the compile cache), checks its ABI and
// fetches its Info, whose name must equal s.Name. A failure is a
// *backend.Failure of kind LoadFailed, or Protocol when the names differ.
func (b *Backend) Load(ctx context.Context, s *backend.Scanner) (backend.Instance, error) {
	b.mu.Lock()
	closed := b.closed
	b.mu.Unlock()
	switch {
	case b.rt == nil:
		return nil, errors.New("backend.wasm: Load before Provision")
	case closed:
		return nil, errors.New("backend.wasm: Load after Close")
	case s.Backend != "" && s.Backend != "wasm":
		return nil, loadFailure(s, fmt.Errorf("scanner is for backend %q", s.Backend), nil)
	}
	bin, err := entryBytes(s)
	if err != nil {
		return nil, loadFailure(s, err, nil)
	}
	opt := wasmhost.ModuleOptions{Name: s.FullName(), PoolSize: b.PoolSize, RecycleAfterJobs: b.RecycleAfterJobs}
	if opt.Data, err = readData(s.Data); err != nil {
		return nil, loadFailure(s, err, nil)
	}
	if s.MaxMemoryBytes > 0 && s.MaxMemoryBytes < b.rt.MaxMemoryBytes() {
		opt.DiscardMemoryBytes = s.MaxMemoryBytes
	}
	b.noticeCompile(s.FullName(), bin)
	m, err := b.rt.Load(ctx, bin, opt)
	if err != nil {
		return nil, loadFailure(s, err, wasmhost.AsError(err))
	}
	info := m.Info()
	if err := scannerinfo.Check(s, &info); err != nil {
		_ = m.Close(ctx)
		// Every load of this entry gives the same answer: a protocol
		// failure, which the worker does not retry, as the subprocess and
		// go-plugin backends report a mismatch in their handshake.
		return nil, &backend.Failure{Kind: backend.Protocol, Message: "loading " + s.FullName(), ExitCode: -1,
			Err: err}
	}
	b.logger.Debug("wasm scanner loaded", "scanner", s.FullName(), "kind", info.Kind)
	return &Instance{b: b, scanner: *s, m: m}, nil
}

// noticeCompile tells the person at a terminal (registry.Context.Notify),
// once per scanner, that loading it compiles it to machine code: seconds
// of silence for a large scanner, the first time, otherwise.
func (b *Backend) noticeCompile(scanner string, bin []byte) {
	if b.notify == nil || !b.rt.WillCompile(bin) {
		return
	}
	b.mu.Lock()
	seen := b.noticed[scanner]
	if b.noticed == nil {
		b.noticed = map[string]bool{}
	}
	b.noticed[scanner] = true
	b.mu.Unlock()
	if seen {
		return
	}
	switch {
	case b.cacheDir != "":
		b.notify(fmt.Sprintf("compiling %s to machine code for this computer: this takes a few seconds, once (the code is cached in %s)", scanner, b.cacheDir))
	case b.CompileCache:
		b.notify(fmt.Sprintf("compiling %s to machine code for this computer: this takes a few seconds (no cache directory, so every run compiles)", scanner))
	default:
		b.notify(fmt.Sprintf("compiling %s to machine code for this computer: this takes a few seconds (compile_cache = false in [backend.wasm], so every run compiles)", scanner))
	}
}

// entryBytes returns the module the store verified and kept in memory
// (s.EntryBytes), else reads the entry file and checks its digest.
func entryBytes(s *backend.Scanner) ([]byte, error) {
	if s.EntryBytes != nil {
		return s.EntryBytes, nil // Runtime.Load checks the size
	}
	return hostproc.ReadEntry(s.Entry, s.EntryDigest, wasmhost.MaxModuleBytes)
}

// loadFailure is a LoadFailed failure, or Unloadable when err is a property
// of the module's bytes or of its data files (wasmhost.ErrInvalidModule,
// wasmhost.ErrInvalidData), which every load repeats.
func loadFailure(s *backend.Scanner, err error, e *wasmhost.Error) *backend.Failure {
	f := &backend.Failure{Kind: backend.LoadFailed, Message: "loading " + s.FullName(), ExitCode: -1, Err: err}
	if errors.Is(err, wasmhost.ErrInvalidModule) || errors.Is(err, wasmhost.ErrInvalidData) {
		f.Kind = backend.Unloadable
	}
	if e != nil {
		f.Stdout, f.Stderr = e.Stdout, e.Stderr
	}
	return f
}

// Interface guards.
var (
	_ backend.Backend      = (*Backend)(nil)
	_ registry.Provisioner = (*Backend)(nil)
	_ registry.Validator   = (*Backend)(nil)
	_ io.Closer            = (*Backend)(nil)
)
