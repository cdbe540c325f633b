package worker

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/state"
)

// Plugins instantiates plugins from a config and closes them, in reverse
// order, with Close. The zero value is ready to use; commands that need
// only a transport (enqueue, status) use it without a Worker.
type Plugins struct {
	closers []func() error
	// CacheRoot, when set, holds each plugin's registry.Context.CacheDir
	// as <CacheRoot>/<id>.
	CacheRoot string
	// KeyRoot, when set, holds each plugin's registry.Context.KeyDir as
	// <KeyRoot>/<id>.
	KeyRoot string
	// Metrics is where plugins register their collectors; nil gives each
	// plugin a registry of its own that nothing serves.
	Metrics prometheus.Registerer
	// Notify is each plugin's registry.Context.Notify.
	Notify func(msg string)
	// OneShot is each plugin's registry.Context.OneShot.
	OneShot bool
}

// Close closes every plugin instantiated, last first, and returns the
// first error.
func (p *Plugins) Close() error {
	var first error
	for i := len(p.closers) - 1; i >= 0; i-- {
		if err := p.closers[i](); err != nil && first == nil {
			first = err
		}
	}
	p.closers = nil
	return first
}

// context builds the registry.Context of plugin id, with its private state
// dir <state_dir>/plugins/<id> (and cache and key dirs) created.
func (p *Plugins) context(ctx context.Context, cfg *config.Config, logger *slog.Logger, id string) (registry.Context, error) {
	dir := filepath.Join(cfg.Worker.StateDir, "plugins", id)
	if err := state.MkdirPrivate(dir); err != nil {
		return registry.Context{}, fmt.Errorf("%s: %w", id, err)
	}
	rc := registry.Context{Context: ctx, Logger: logger.With("plugin", id), WorkerID: cfg.Worker.ID, Slots: cfg.Worker.Slots,
		WorkerStateDir: cfg.Worker.StateDir, StateDir: dir, Metrics: p.Metrics, Notify: p.Notify, OneShot: p.OneShot}
	if rc.Metrics == nil {
		rc.Metrics = prometheus.NewRegistry()
	}
	if p.CacheRoot != "" {
		rc.CacheDir = filepath.Join(p.CacheRoot, id)
		if err := state.MkdirPrivate(rc.CacheDir); err != nil {
			return registry.Context{}, fmt.Errorf("%s: cache dir: %w", id, err)
		}
	}
	if p.KeyRoot != "" {
		rc.KeyDir = filepath.Join(p.KeyRoot, id)
		if err := state.MkdirPrivate(rc.KeyDir); err != nil {
			return registry.Context{}, fmt.Errorf("%s: key dir: %w", id, err)
		}
	}
	return rc, nil
}

// instantiate runs the lifecycle of the plugin named by id in the typed
// namespace ns, with its table from cfg, and closes it with the others.
func instantiate[T any](ctx context.Context, p *Plugins, ns registry.Namespace[T], cfg *config.Config, logger *slog.Logger, id string) (T, error) {
	var zero T
	table, err := cfg.Plugin(id)
	if err != nil {
		return zero, err
	}
	rc, err := p.context(ctx, cfg, logger, id)
	if err != nil {
		return zero, err
	}
	v, err := ns.Instantiate(rc, table.Module, table.Decode)
	if err != nil {
		return zero, err
	}
	if c, ok := any(v).(io.Closer); ok {
		p.closers = append(p.closers, c.Close)
	}
	return v, nil
}

// OpenTransport instantiates the transport that [transport] use selects.
func (p *Plugins) OpenTransport(ctx context.Context, cfg *config.Config, logger *slog.Logger) (transport.Transport, error) {
	return instantiate(ctx, p, transport.Plugins, cfg, logger, cfg.Transport.Module.ID)
}
