// Package worker is the composition root of the engine: Open turns a
// loaded config into a running worker — one lock on the state dir, the
// plugins instantiated through their typed registry namespaces, the
// verified package store (configured and built-in packages), the metrics
// and the pipeline — and Run, Reload and Close drive it. The CLI (and any
// custom build) calls it; nothing else wires the parts together.
package worker

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"path/filepath"
	"runtime"
	"runtime/trace"
	"slices"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/diag"
	"github.com/sluicehq/sluice/internal/metrics"
	"github.com/sluicehq/sluice/internal/pipeline"
	"github.com/sluicehq/sluice/internal/pkg"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Options say how Open builds a worker beyond what the config says.
type Options struct {
	// Logger receives the worker's logs; it should pass every line
	// through Redactor (diag.NewLogHandler). Required.
	Logger *slog.Logger
	// Redactor is applied to terminal reports. Default: diag.NewRedactor().
	Redactor *diag.Redactor
	// Transport, when not nil, is used instead of the transport [transport]
	// use selects (worker scan's in-memory transport). The worker does not
	// close it.
	Transport transport.Transport
	// OneShot marks a one-shot command (worker scan), which every plugin
	// sees as registry.Context.OneShot: preparer.path then reads local
	// directories in place instead of copying them.
	OneShot bool
	// Observer, when not nil, receives every pipeline event and
	// measurement next to the worker's metrics (pipeline.Config.Observer).
	Observer pipeline.Observer
	// Durability of the pipeline's state writes (pipeline.Config.Durability).
	Durability state.Durability
	// Sealed, when not nil, is given what each sealed bundle holds, by
	// digest (pipeline.Config.Sealed): worker scan prints from it.
	Sealed func(digest string, c *bundle.Contents)
	// Builtin are the packages built into the binary. They are loaded next
	// to the config's [[package]] entries when worker.builtin_packages is
	// true; their keys are never trusted for any other package either way.
	Builtin []pkg.BuiltinPackage
	// CacheRoot, KeyRoot and Notify: see Plugins.
	CacheRoot, KeyRoot string
	Notify             func(msg string)
	// ConfigPath names the config file in messages that suggest a command
	// ("FILE" for the built-in default).
	ConfigPath string
	// FaultPoint is pipeline.Config.FaultPoint (crash tests only).
	FaultPoint func(point string)
	// TargetKinds, when not empty, are the only job target kinds the
	// worker will see (worker scan knows its targets): only the preparers
	// of these kinds are instantiated. Empty instantiates every preparer.
	TargetKinds []string

	// StateDir, when set, is the state dir instead of worker.state_dir
	// (worker scan's temporary dir, or its --state-dir). It must be
	// absolute.
	StateDir string
	// MaxSlots, when above 0, caps worker.slots (worker scan runs no more
	// slots than it has jobs).
	MaxSlots int
	// NoBuiltin leaves out the built-in packages as worker.builtin_packages
	// = false does (--no-builtin).
	NoBuiltin bool
}

// settle returns the config the worker runs with: cfg with opt's
// overrides applied to a copy, so the caller's config is never changed.
func (opt Options) settle(cfg *config.Config) (*config.Config, error) {
	c := *cfg
	if opt.StateDir != "" {
		if !filepath.IsAbs(opt.StateDir) {
			return nil, fmt.Errorf("worker: the state dir %q is not an absolute path", opt.StateDir)
		}
		c.Worker.StateDir = opt.StateDir
	}
	if opt.MaxSlots > 0 {
		c.Worker.Slots = min(c.Worker.Slots, opt.MaxSlots)
	}
	if opt.NoBuiltin {
		c.Worker.BuiltinPackages = false
	}
	return &c, nil
}

// ErrNoPackages is what Open's error Is when the config lists no package
// and no built-in package is loaded; the error's message says what to do.
var ErrNoPackages = errors.New("no packages")

// noPackagesError is ErrNoPackages with its full message.
type noPackagesError struct{ msg string }

func (e *noPackagesError) Error() string        { return e.msg }
func (e *noPackagesError) Is(target error) bool { return target == ErrNoPackages }

// PackagesError is returned by Open when the packages cannot be loaded:
// Err is the store's error (errors of pkg.LoadError, joined).
type PackagesError struct{ Err error }

func (e *PackagesError) Error() string { return "loading packages: " + e.Err.Error() }
func (e *PackagesError) Unwrap() error { return e.Err }

// Worker is a worker assembled from a config. Its methods may be called
// from any goroutine; Close releases everything in reverse order of Open.
type Worker struct {
	cfg *config.Config
	// configDigest is the sha256 of the config file at start ("" for the
	// built-in default), so a reload can warn that it changed.
	configDigest string
	logger       *slog.Logger
	lock         *state.Lock
	plugins      Plugins
	store        *pkg.Store
	// runnable is store without the scanners whose backend cannot run
	// here: what the pipeline claims jobs for.
	runnable runnable
	// preparers by target kind.
	preparers map[string]prepare.Preparer
	pipeline  *pipeline.Worker
	// registry collects the worker's and the plugins' metrics; metrics
	// are collected always and served by [metrics] listen. The pipeline
	// talks to the transport through observed, which counts its errors.
	registry *prometheus.Registry
	metrics  *metrics.Worker
	observed *metrics.Transport
}

// Open builds a worker from cfg, with opt's overrides (Config returns
// the result; cfg itself is not changed). The state dir is locked first, once for
// everything in it (the pipeline is handed the lock), so a second worker
// on the same dir fails before it touches the package store. On error
// everything opened so far is closed.
func Open(ctx context.Context, cfg *config.Config, opt Options) (_ *Worker, err error) {
	if cfg, err = opt.settle(cfg); err != nil {
		return nil, err
	}
	builtin := opt.Builtin
	if !cfg.Worker.BuiltinPackages {
		builtin = nil
	}
	if len(cfg.Packages) == 0 && len(builtin) == 0 {
		note := ""
		if len(opt.Builtin) > 0 {
			note = " and its built-in packages are turned off (worker.builtin_packages = false or --no-builtin)"
		}
		return nil, &noPackagesError{fmt.Sprintf("%s lists no packages%s, so there is no scanner to run: add a [[package]] table with path = \"<package dir or .tar.gz>\" and its signing key under [trust] keys (see docs/configuration.md)", cfg.Source, note)}
	}
	if opt.Redactor == nil {
		opt.Redactor = diag.NewRedactor()
	}
	logger := opt.Logger
	w := &Worker{cfg: cfg, logger: logger, configDigest: configFileDigest(cfg.Source), registry: prometheus.NewRegistry()}
	w.metrics = metrics.NewWorker(w.registry)
	w.plugins = Plugins{CacheRoot: opt.CacheRoot, KeyRoot: opt.KeyRoot, Metrics: w.registry, Notify: opt.Notify, OneShot: opt.OneShot}
	defer func() {
		if err != nil {
			w.Close()
		}
	}()
	if err := state.MkdirPrivate(cfg.Worker.StateDir); err != nil {
		return nil, fmt.Errorf("state dir: %w", err)
	}
	if w.lock, err = state.LockDir(cfg.Worker.StateDir); err != nil {
		// The lock lives in a subdirectory; the error names the state dir
		// the user configured.
		if le := (*state.LockedError)(nil); errors.As(err, &le) {
			return nil, fmt.Errorf("another worker uses state dir %s (pid %s): %w; stop it or set a different worker.state_dir",
				cfg.Worker.StateDir, le.PID, state.ErrLocked)
		}
		return nil, err
	}
	region := trace.StartRegion(ctx, "worker.plugins")
	tr := opt.Transport
	if tr == nil {
		if tr, err = w.plugins.OpenTransport(ctx, cfg, logger); err != nil {
			return nil, err
		}
	}
	backends := map[string]backend.Backend{}
	for _, m := range backend.Plugins.List() {
		if backends[m.Name()], err = instantiate(ctx, &w.plugins, backend.Plugins, cfg, logger, m.ID); err != nil {
			return nil, err
		}
	}
	preparers := map[string]prepare.Preparer{} // by the target kinds each declares
	for _, m := range prepare.Plugins.List() {
		if len(opt.TargetKinds) > 0 && !slices.ContainsFunc(m.TargetKinds, func(k string) bool { return slices.Contains(opt.TargetKinds, k) }) {
			continue
		}
		p, err := instantiate(ctx, &w.plugins, prepare.Plugins, cfg, logger, m.ID)
		if err != nil {
			return nil, err
		}
		for _, kind := range m.TargetKinds {
			preparers[kind] = p
		}
	}
	region.End()
	region = trace.StartRegion(ctx, "worker.store")
	if err := w.openStore(ctx, builtin, backends, opt); err != nil {
		return nil, err
	}
	region.End()
	w.runnable = runnable{Catalog: w.store, backends: backends}
	w.preparers = preparers
	w.warnUnavailablePreparers()
	pc := pipelineConfig(cfg, logger, opt.Redactor)
	pc.Durability, pc.FaultPoint, pc.Sealed = opt.Durability, opt.FaultPoint, opt.Sealed
	pc.Observer = pipeline.Observers(w.metrics, opt.Observer)
	w.observed = w.metrics.InstrumentTransport(tr)
	w.pipeline, err = pipeline.New(pc, pipeline.Deps{
		Transport: w.observed, Backends: backends, Preparers: preparers, Catalog: w.runnable, StateLock: w.lock,
	})
	if err != nil {
		return nil, err
	}
	w.metrics.WatchCounters(w.pipeline.Counters)
	return w, nil
}

// openStore verifies the configured and built-in packages into the
// private store under the state dir. Of a scanner shipped in several
// builds it runs the one worker.backends prefers among those the backends
// can run here.
func (w *Worker) openStore(ctx context.Context, builtin []pkg.BuiltinPackage, backends map[string]backend.Backend, opt Options) error {
	cfg := w.cfg
	sources := make([]pkg.Source, 0, len(cfg.Packages))
	for _, s := range cfg.Packages {
		sources = append(sources, pkg.Source{Path: s.Path})
	}
	keys := make([]string, 0, len(opt.Builtin))
	for _, b := range opt.Builtin {
		keys = append(keys, b.Key)
	}
	store, err := pkg.OpenStore(ctx, pkg.StoreOptions{
		Dir:         filepath.Join(cfg.Worker.StateDir, "packages"),
		Trust:       cfg.Trust,
		Sources:     sources,
		Builtin:     builtin,
		BuiltinKeys: keys,
		Logger:      w.logger.With("component", "packages"),
		ConfigPath:  opt.ConfigPath,
		Select:      Selector(cfg, backends),
		Durability:  opt.Durability,
	})
	if err != nil {
		w.metrics.PackagesLoaded(false, false, 0, 0)
		return &PackagesError{Err: err}
	}
	w.store = store
	w.metrics.PackagesLoaded(true, false, len(store.Packages()), len(store.Names()))
	return nil
}

// Selector is how a worker with cfg and backends chooses among a
// scanner's builds: this platform, worker.backends, and each backend's own
// word on whether it can run here (registry.Checker).
func Selector(cfg *config.Config, backends map[string]backend.Backend) pkg.Selector {
	return pkg.Selector{
		Platform: runtime.GOOS + "/" + runtime.GOARCH,
		Backends: cfg.Worker.Backends,
		Unavailable: func(name string) error {
			if c, ok := backends[name].(registry.Checker); ok {
				return c.Unavailable()
			}
			return nil
		},
	}
}

// pipelineConfig maps worker.toml onto the pipeline's settings.
func pipelineConfig(cfg *config.Config, logger *slog.Logger, redactor *diag.Redactor) pipeline.Config {
	lim := cfg.Limits
	bl := bundle.DefaultLimits()
	bl.MaxFileBytes = int64(lim.MaxBundleBytes)
	return pipeline.Config{
		WorkerID:           cfg.Worker.ID,
		Slots:              cfg.Worker.Slots,
		StateDir:           cfg.Worker.StateDir,
		MinFreeBytes:       int64(cfg.Worker.MinFreeBytes),
		ShutdownTimeout:    cfg.Worker.ShutdownTimeout.D(),
		DefaultScanTimeout: cfg.Worker.ScanTimeout.D(),
		MaxGenerations:     lim.MaxGenerations,
		Logger:             logger,
		Redactor:           redactor,
		Limits: pipeline.Limits{
			Backend: backend.Limits{
				MaxFindings:     lim.MaxFindings,
				MaxOutputBytes:  int64(lim.MaxOutputBytes),
				MaxCaptureBytes: int(lim.MaxCaptureBytes),
				MaxFileBytes:    int64(lim.FileMaxBytes),
			},
			Prepare: prepare.Limits{
				MaxBytes:     int64(lim.WorkspaceMaxBytes),
				MaxFiles:     lim.WorkspaceMaxFiles,
				MaxFileBytes: int64(lim.FileMaxBytes),
				MaxRatio:     lim.ArchiveMaxRatio,
			},
			Bundle: bl,
		},
	}
}

// Config returns the config the worker was opened with.
func (w *Worker) Config() *config.Config { return w.cfg }

// Store returns the verified package store.
func (w *Worker) Store() *pkg.Store { return w.store }

// Metrics returns the registry holding the worker's and its plugins'
// metrics, for a /metrics handler.
func (w *Worker) Metrics() *prometheus.Registry { return w.registry }

// Run runs the pipeline until ctx ends, Drain or Abort stops it, or (with
// opt.UntilIdle) the transport has no more work (pipeline.Worker.Run).
func (w *Worker) Run(ctx context.Context, opt pipeline.RunOptions) error {
	return w.pipeline.Run(ctx, opt)
}

// Preload starts loading the named scanners in the background, so the
// first job of each finds it loaded or joins its load
// (pipeline.Worker.Preload).
func (w *Worker) Preload(timeout time.Duration, names ...string) {
	w.pipeline.Preload(timeout, names...)
}

// LoadNow loads the named scanner now and returns the load's error (see
// pipeline.Worker.LoadNow).
func (w *Worker) LoadNow(timeout time.Duration, name string) error {
	return w.pipeline.LoadNow(timeout, name)
}

// LoadedInfo returns the Info of a loaded scanner (see
// pipeline.Worker.LoadedInfo).
func (w *Worker) LoadedInfo(name string) (scanner.Info, bool) { return w.pipeline.LoadedInfo(name) }

// Drain stops claiming and lets running jobs finish within
// worker.shutdown_timeout.
func (w *Worker) Drain() { w.pipeline.Drain() }

// Abort cancels running jobs now; their durable state is kept.
func (w *Worker) Abort() { w.pipeline.Abort() }

// Draining reports whether Drain was called.
func (w *Worker) Draining() bool { return w.pipeline.Draining() }

// Reload verifies the configured packages again and swaps in the ones that
// pass. Nothing else is reloaded: the package list, the trust keys and
// every other setting are the ones read at Open, so a changed worker.toml
// is reported with a warning naming the restart it needs. On error the
// packages loaded before stay in use.
func (w *Worker) Reload(ctx context.Context) error {
	if w.configDigest != "" && configFileDigest(w.cfg.Source) != w.configDigest {
		w.logger.Warn("worker.toml changed since start; SIGHUP reloads only the packages it listed then: restart the worker to apply the change",
			"config", w.cfg.Source)
	}
	err := w.store.Reload(ctx)
	w.metrics.PackagesLoaded(err == nil, true, len(w.store.Packages()), len(w.store.Names()))
	if err != nil {
		w.logger.Error("package reload failed; the packages loaded before stay in use", "err", err)
		return err
	}
	w.logger.Info("packages reloaded", "scanners", len(w.store.Names()))
	return nil
}

// BackendsInUse lists the backends the loaded scanners run with, sorted,
// each marked "(cannot run here)" when its sandbox does not start on this
// machine, for the start line.
func (w *Worker) BackendsInUse() []string { return w.runnable.inUse() }

// Readiness lists what /readyz checks: packages verified, every loaded
// scanner's backend able to run here (its sandbox starts), every target
// kind preparable here, transport reachable, storage healthy, not
// draining.
func (w *Worker) Readiness() []metrics.Check {
	return []metrics.Check{
		{Name: "packages", Func: func() error {
			if len(w.store.Names()) == 0 {
				return errors.New("no verified scanner is loaded")
			}
			return nil
		}},
		{Name: "backends", Func: w.runnable.check},
		{Name: "preparers", Func: w.unpreparable},
		{Name: "transport", Func: w.observed.Reachable},
		{Name: "storage", Func: w.pipeline.StorageErr},
		{Name: "draining", Func: func() error {
			if w.pipeline.Draining() {
				return errors.New("the worker is draining: no new claims")
			}
			return nil
		}},
	}
}

// unpreparable fails when a preparer cannot prepare its targets here
// (registry.Checker: its sandbox does not start), naming the target kinds
// whose jobs the worker therefore does not claim, and why.
func (w *Worker) unpreparable() error {
	var errs []error
	for _, kind := range slices.Sorted(maps.Keys(w.preparers)) {
		if c, ok := w.preparers[kind].(registry.Checker); ok {
			if err := c.Unavailable(); err != nil {
				errs = append(errs, fmt.Errorf("target kind %s cannot be prepared here, so its jobs are not claimed: %w", kind, err))
			}
		}
	}
	return errors.Join(errs...)
}

// PrepareUnavailable says why targets of kind cannot be prepared here,
// or returns nil (also for a kind no preparer declares).
func (w *Worker) PrepareUnavailable(kind string) error {
	if c, ok := w.preparers[kind].(registry.Checker); ok {
		return c.Unavailable()
	}
	return nil
}

// warnUnavailablePreparers logs each preparer that cannot prepare its
// targets here (registry.Checker): the worker does not claim jobs of that
// target kind, which wait for a worker that can, and still runs the
// others.
func (w *Worker) warnUnavailablePreparers() {
	for _, kind := range slices.Sorted(maps.Keys(w.preparers)) {
		if c, ok := w.preparers[kind].(registry.Checker); ok {
			if err := c.Unavailable(); err != nil {
				w.logger.Warn("jobs of this target kind are not claimed here", "target_kind", kind, "err", err)
			}
		}
	}
}

// Close stops and releases everything in reverse order of Open: the
// pipeline, the plugins, the state dir lock.
func (w *Worker) Close() error {
	var errs []error
	if w.pipeline != nil {
		errs = append(errs, w.pipeline.Close())
	}
	errs = append(errs, w.plugins.Close())
	if w.lock != nil {
		errs = append(errs, w.lock.Unlock())
		w.lock = nil
	}
	return errors.Join(errs...)
}

// configFileDigest returns the sha256 of the config file at source, or ""
// for the built-in default or a file that cannot be read (the start-up
// load already reported that).
func configFileDigest(source string) string {
	if source == "" || source == config.BuiltinSource {
		return ""
	}
	data, err := state.ReadFile(source, config.MaxFileBytes)
	if err != nil {
		return "unreadable"
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}
