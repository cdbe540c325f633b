package workercmd

import (
	"log/slog"

	"github.com/sluicehq/sluice/internal/metrics"
	"github.com/sluicehq/sluice/internal/worker"
)

// serveWorkerOps serves the worker's metrics and health checks on
// [metrics] listen; it returns nil when the listener is off.
func serveWorkerOps(w *worker.Worker, logger *slog.Logger) (*metrics.Server, error) {
	addr := w.Config().Metrics.Listen
	if addr == "" {
		return nil, nil
	}
	srv, err := metrics.Serve(addr, metrics.Handler(w.Metrics(), w.Readiness), logger)
	if err != nil {
		return nil, err
	}
	logger.Info("metrics listening", "url", "http://"+srv.Addr()+"/metrics")
	return srv, nil
}
