package cli

import (
	"errors"

	"github.com/sluicehq/sluice/core/metrics"
)

// serveWorkerOps serves the worker's metrics and health checks on
// [metrics] listen; it returns nil when the listener is off.
func serveWorkerOps(p *parts) (*metrics.Server, error) {
	addr := p.cfg.Metrics.Listen
	if addr == "" {
		return nil, nil
	}
	srv, err := metrics.Serve(addr, metrics.Handler(p.registry, p.readiness), p.logger)
	if err != nil {
		return nil, err
	}
	p.logger.Info("metrics listening", "url", "http://"+srv.Addr()+"/metrics")
	return srv, nil
}

// readiness lists what /readyz checks: packages verified, transport
// reachable, not draining.
func (p *parts) readiness() []metrics.Check {
	return []metrics.Check{
		{Name: "packages", Func: func() error {
			if len(p.store.Names()) == 0 {
				return errors.New("no verified scanner is loaded")
			}
			return nil
		}},
		{Name: "transport", Func: p.observed.Reachable},
		{Name: "draining", Func: func() error {
			if p.worker.Draining() {
				return errors.New("the worker is draining: no new claims")
			}
			return nil
		}},
	}
}
