package workercmd

import (
	"errors"
	"log/slog"

	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/diag"
	"github.com/sluicehq/sluice/internal/pipeline"
	"github.com/sluicehq/sluice/internal/worker"
)

// openWorker opens the worker of cfg (worker.Open) with what the command
// line adds: the packages built into the binary, the cache and key roots
// of a one-shot scan, the fault hook of crash tests. Its errors carry the
// exit code and the message a person needs.
func (e *env) openWorker(cfg *config.Config, logger *slog.Logger, redactor *diag.Redactor, opt worker.Options) (*worker.Worker, error) {
	opt.Logger, opt.Redactor = logger, redactor
	opt.Builtin = e.builtin
	opt.CacheRoot, opt.KeyRoot = e.cacheRoot, e.keyRoot
	opt.ConfigPath = configHint(cfg.Source)
	var err error
	if opt.FaultPoint, err = e.faultHook(logger); err != nil {
		return nil, err
	}
	w, err := worker.Open(e.ctx, cfg, opt)
	var pe *worker.PackagesError
	switch {
	case errors.Is(err, worker.ErrNoPackages):
		return nil, &exitError{code: ExitUsage, err: err}
	case errors.As(err, &pe):
		return nil, packageLoadError(cfg, pe.Err)
	}
	return w, err
}

// runWorker runs the pipeline with signal handling: the first SIGINT or
// SIGTERM drains, the second aborts, SIGHUP reloads the packages. started,
// when not nil, is called once the signal handlers are in place. It returns
// how many stop signals arrived (0 none, 1 drained, 2+ aborted).
func (e *env) runWorker(w *worker.Worker, logger *slog.Logger, opt pipeline.RunOptions, started func()) (signals int, err error) {
	stop := e.watchSignals(w, logger)
	if started != nil {
		started()
	}
	err = w.Run(e.ctx, opt)
	return stop(), err
}
