package cli

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/bundle"
	"github.com/sluicehq/sluice/core/config"
	"github.com/sluicehq/sluice/core/diag"
	"github.com/sluicehq/sluice/core/metrics"
	"github.com/sluicehq/sluice/core/pipeline"
	"github.com/sluicehq/sluice/core/pkg"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/state"
	"github.com/sluicehq/sluice/core/transport"
)

// parts is a worker assembled from a config: plugins, the verified package
// store and the pipeline. Close releases everything in reverse order.
type parts struct {
	cfg *config.Config
	// configDigest is the sha256 of the config file at start ("" for the
	// built-in default), so a reload can warn that it changed.
	configDigest string
	logger       *slog.Logger
	lock         *state.Lock
	ps           plugins
	tr           transport.Transport
	store        *pkg.Store
	worker       *pipeline.Worker
	// metrics are collected always and served by [metrics] listen; the
	// pipeline talks to tr through observed, which counts its errors.
	registry *prometheus.Registry
	metrics  *metrics.Worker
	observed *metrics.Transport
}

// openTransportFunc instantiates the transport; scan replaces the default.
type openTransportFunc func(ps *plugins) (transport.Transport, error)

// transportT shortens signatures of transport constructors.
type transportT = transport.Transport

// assembly says how assembleWith builds a worker beyond what the config
// says.
type assembly struct {
	openTransport openTransportFunc
	// decode replaces, by plugin id, how a plugin's table is decoded.
	decode map[string]func(v any) error
	// observe, when not nil, receives every pipeline event
	// (pipeline.Config.Observe).
	observe func(pipeline.Event)
	// durability of the pipeline's state writes (pipeline.Config.Durability).
	durability state.Durability
}

// assemble builds a worker from cfg with the transport openTr returns.
func (e *env) assemble(cfg *config.Config, logger *slog.Logger, redactor *diag.Redactor, openTr openTransportFunc) (*parts, error) {
	return e.assembleWith(cfg, logger, redactor, assembly{openTransport: openTr})
}

// assembleWith builds a worker from cfg. The state dir is locked first, once
// for everything in it (the pipeline is handed the lock), so a second worker
// on the same dir fails before it touches the package store.
func (e *env) assembleWith(cfg *config.Config, logger *slog.Logger, redactor *diag.Redactor, opt assembly) (*parts, error) {
	builtin := e.builtinPackages(cfg)
	if len(cfg.Packages) == 0 && len(builtin) == 0 {
		return nil, &exitError{code: ExitUsage, err: fmt.Errorf("%s lists no packages%s, so there is no scanner to run: add a [[package]] table with path = \"<package dir or .tar.gz>\" and its signing key under [trust] keys (see docs/configuration.md)", cfg.Source, e.builtinOffNote(cfg))}
	}
	p := &parts{cfg: cfg, logger: logger, configDigest: configFileDigest(cfg.Source), registry: prometheus.NewRegistry()}
	p.metrics = metrics.NewWorker(p.registry)
	p.ps.metrics = p.registry
	ok := false
	defer func() {
		if !ok {
			p.Close()
		}
	}()
	if err := state.MkdirPrivate(cfg.Worker.StateDir); err != nil {
		return nil, fmt.Errorf("state dir: %w", err)
	}
	lock, err := state.LockDir(cfg.Worker.StateDir)
	if err != nil {
		// The lock lives in a subdirectory; the error names the state dir
		// the user configured.
		if le := (*state.LockedError)(nil); errors.As(err, &le) {
			return nil, fmt.Errorf("another worker uses state dir %s (pid %s): %w; stop it or set a different worker.state_dir",
				cfg.Worker.StateDir, le.PID, state.ErrLocked)
		}
		return nil, err
	}
	p.lock = lock
	p.ps.cacheRoot, p.ps.keyRoot = e.cacheRoot, e.keyRoot
	if p.tr, err = opt.openTransport(&p.ps); err != nil {
		return nil, err
	}
	backends := map[string]backend.Backend{}
	for _, m := range registry.List(registry.NSBackend) {
		v, err := p.ps.instantiate(e.ctx, cfg, logger, m.ID, opt.decode[m.ID])
		if err != nil {
			return nil, err
		}
		b, isBackend := v.(backend.Backend)
		if !isBackend {
			return nil, fmt.Errorf("plugin %s does not implement a backend (%T)", m.ID, v)
		}
		backends[m.Name()] = b
	}
	preparers := map[string]prepare.Preparer{}
	for _, m := range registry.List(registry.NSPreparer) {
		v, err := p.ps.instantiate(e.ctx, cfg, logger, m.ID, opt.decode[m.ID])
		if err != nil {
			return nil, err
		}
		pr, isPreparer := v.(prepare.Preparer)
		if !isPreparer {
			return nil, fmt.Errorf("plugin %s does not implement a preparer (%T)", m.ID, v)
		}
		preparers[m.Name()] = pr
	}
	sources := make([]pkg.Source, 0, len(cfg.Packages))
	for _, s := range cfg.Packages {
		sources = append(sources, pkg.Source{Path: s.Path})
	}
	p.store, err = pkg.OpenStore(e.ctx, pkg.StoreOptions{
		Dir:         filepath.Join(cfg.Worker.StateDir, "packages"),
		Trust:       cfg.Trust,
		Sources:     sources,
		Builtin:     builtin,
		BuiltinKeys: e.builtinKeys(),
		Logger:      logger.With("component", "packages"),
		ConfigPath:  configHint(cfg.Source),
	})
	if err != nil {
		p.metrics.PackagesLoaded(false, false, 0, 0)
		return nil, packageLoadError(cfg, err)
	}
	p.metrics.PackagesLoaded(true, false, len(p.store.Packages()), len(p.store.Names()))
	pc := pipelineConfig(cfg, logger, redactor)
	pc.Observe, pc.Durability = opt.observe, opt.durability
	pc.Observer = p.metrics
	p.observed = p.metrics.InstrumentTransport(p.tr)
	if pc.FaultPoint, err = e.faultHook(logger); err != nil {
		return nil, err
	}
	p.worker, err = pipeline.New(pc, pipeline.Deps{
		Transport: p.observed, Backends: backends, Preparers: preparers, Catalog: p.store, StateLock: p.lock,
	})
	if err != nil {
		return nil, err
	}
	p.metrics.WatchCounters(p.worker.Counters)
	ok = true
	return p, nil
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

// Close stops and releases everything in reverse order of assembly.
func (p *parts) Close() error {
	var errs []error
	if p.worker != nil {
		errs = append(errs, p.worker.Close())
	}
	errs = append(errs, p.ps.Close())
	if p.lock != nil {
		errs = append(errs, p.lock.Unlock())
	}
	return errors.Join(errs...)
}

// runWorker runs the pipeline with signal handling: the first SIGINT or
// SIGTERM drains, the second aborts, SIGHUP reloads the packages. started,
// when not nil, is called once the signal handlers are in place. It returns
// how many stop signals arrived (0 none, 1 drained, 2+ aborted).
func (e *env) runWorker(p *parts, opt pipeline.RunOptions, started func()) (signals int, err error) {
	stop := e.watchSignals(p)
	if started != nil {
		started()
	}
	err = p.worker.Run(e.ctx, opt)
	return stop(), err
}

// reloadPackages is SIGHUP: it verifies the configured packages again and
// swaps in the ones that pass. Nothing else is reloaded: the package list,
// the trust keys and every other setting are the ones read at start, so a
// changed worker.toml is reported with a warning naming the restart it
// needs.
func reloadPackages(ctx context.Context, p *parts) {
	if p.configDigest != "" && configFileDigest(p.cfg.Source) != p.configDigest {
		p.logger.Warn("worker.toml changed since start; SIGHUP reloads only the packages it listed then: restart the worker to apply the change",
			"config", p.cfg.Source)
	}
	err := p.store.Reload(ctx)
	p.metrics.PackagesLoaded(err == nil, true, len(p.store.Packages()), len(p.store.Names()))
	if err != nil {
		p.logger.Error("package reload failed; the packages loaded before stay in use", "err", err)
		return
	}
	p.logger.Info("packages reloaded", "scanners", len(p.store.Names()))
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
