package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/sluicehq/sluice/core/config"
	"github.com/sluicehq/sluice/core/diag"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/state"
	"github.com/sluicehq/sluice/core/transport"
)

func configFlag(fs *flag.FlagSet) *string {
	return fs.String("config", "", "the worker.toml to use (default: ./worker.toml, then ~/.config/sluice/worker.toml, then built-in)")
}

func (e *env) loadConfig(path string) (*config.Config, error) {
	return config.Load(config.Options{Path: path, Getenv: e.getenv})
}

// newLogger builds the worker's logger from [log]: text or JSON lines on w,
// every line passed through a diag redactor.
func newLogger(c config.Log, w io.Writer, r *diag.Redactor) *slog.Logger {
	var level slog.Level
	_ = level.UnmarshalText([]byte(c.Level)) // validated by config
	opts := &slog.HandlerOptions{Level: level}
	var h slog.Handler
	if c.Format == "json" {
		h = slog.NewJSONHandler(w, opts)
	} else {
		h = slog.NewTextHandler(w, opts)
	}
	return slog.New(diag.NewLogHandler(h, r))
}

// plugins holds instantiated plugins and closes them in reverse order.
type plugins struct {
	closers []func() error
	// cacheRoot, when set, holds each plugin's registry.Context.CacheDir
	// as <cacheRoot>/<id>.
	cacheRoot string
	// keyRoot, when set, holds each plugin's registry.Context.KeyDir as
	// <keyRoot>/<id>.
	keyRoot string
	// metrics is where plugins register their collectors.
	metrics prometheus.Registerer
}

func (p *plugins) Close() error {
	var first error
	for i := len(p.closers) - 1; i >= 0; i-- {
		if err := p.closers[i](); err != nil && first == nil {
			first = err
		}
	}
	p.closers = nil
	return first
}

// instantiate runs the lifecycle of one plugin with its table (decode may
// replace the table's decoding) and a private state dir
// <state_dir>/plugins/<id>.
func (p *plugins) instantiate(ctx context.Context, cfg *config.Config, logger *slog.Logger, id string, decode func(any) error) (any, error) {
	table, err := cfg.Plugin(id)
	if err != nil {
		return nil, err
	}
	if decode == nil {
		decode = table.Decode
	}
	dir := filepath.Join(cfg.Worker.StateDir, "plugins", id)
	if err := state.MkdirPrivate(dir); err != nil {
		return nil, fmt.Errorf("%s: %w", id, err)
	}
	rc := registry.Context{Context: ctx, Logger: logger.With("plugin", id), WorkerID: cfg.Worker.ID, Slots: cfg.Worker.Slots, WorkerStateDir: cfg.Worker.StateDir, StateDir: dir, Metrics: p.metrics}
	if rc.Metrics == nil {
		rc.Metrics = prometheus.NewRegistry()
	}
	if p.cacheRoot != "" {
		rc.CacheDir = filepath.Join(p.cacheRoot, id)
		if err := state.MkdirPrivate(rc.CacheDir); err != nil {
			return nil, fmt.Errorf("%s: cache dir: %w", id, err)
		}
	}
	if p.keyRoot != "" {
		rc.KeyDir = filepath.Join(p.keyRoot, id)
		if err := state.MkdirPrivate(rc.KeyDir); err != nil {
			return nil, fmt.Errorf("%s: key dir: %w", id, err)
		}
	}
	v, err := registry.Instantiate(rc, table.Module, decode)
	if err != nil {
		return nil, err
	}
	if c, ok := v.(registry.Closer); ok {
		p.closers = append(p.closers, c.Close)
	}
	return v, nil
}

// openTransport instantiates the transport selected by [transport] use.
func (e *env) openTransport(ps *plugins, cfg *config.Config, logger *slog.Logger) (transport.Transport, error) {
	v, err := ps.instantiate(e.ctx, cfg, logger, cfg.Transport.Module.ID, nil)
	if err != nil {
		return nil, err
	}
	tr, ok := v.(transport.Transport)
	if !ok {
		return nil, fmt.Errorf("plugin %s does not implement a transport (%T)", cfg.Transport.Module.ID, v)
	}
	return tr, nil
}
