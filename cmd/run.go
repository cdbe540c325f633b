package workercmd

import (
	"errors"
	"flag"
	"strings"

	"github.com/sluicehq/sluice/internal/buildinfo"
	"github.com/sluicehq/sluice/internal/diag"
	"github.com/sluicehq/sluice/internal/pipeline"
	"github.com/sluicehq/sluice/internal/worker"
)

func runCommand() *command {
	return &command{
		name:    "run",
		args:    "[--config FILE] [--no-builtin]",
		summary: "Run the worker until it is stopped",
		help: `Loads worker.toml, verifies every configured package, takes the exclusive
lock on the state dir, resumes any job a previous run left behind, and then
claims and runs jobs from the configured transport in worker.slots parallel
slots until it is stopped.

Signals:
  SIGTERM or SIGINT (first)   drain: stop claiming, let running jobs finish
                              within worker.shutdown_timeout, then exit 0
                              (exit 4 when the timeout aborted running jobs)
  SIGTERM or SIGINT (second)  abort: cancel running jobs now; their durable
                              state is kept and resumed by the next start
  SIGHUP                      reload packages; one that fails verification
                              never replaces a good one. Only the packages
                              are reloaded: a changed worker.toml (settings,
                              package list, trust keys) is logged as a
                              warning and needs a restart

Example:
  worker run --config /etc/sluice/worker.toml`,
		exits: []string{
			"4    drained, but worker.shutdown_timeout ran out and running jobs were aborted (their state is kept; the next start resumes them)",
			"130  aborted by a second signal (state is kept for the next start)",
		},
		flags: func(fs *flag.FlagSet) func(*env, []string) error {
			path := configFlag(fs)
			noBuiltin := noBuiltinFlag(fs)
			return func(e *env, args []string) error {
				if err := exactArgs(args, 0, "no arguments"); err != nil {
					return err
				}
				defer e.catchSignals()()
				cfg, err := e.loadConfig(*path)
				if err != nil {
					return err
				}
				redactor := diag.NewRedactor()
				logger := newLogger(cfg.Log, e.stderr, redactor)
				w, err := e.openWorker(cfg, logger, redactor, worker.Options{NoBuiltin: *noBuiltin})
				if err != nil {
					return err
				}
				defer w.Close()
				cfg = w.Config() // with the options applied
				ops, err := serveWorkerOps(w, logger)
				if err != nil {
					return err
				}
				if ops != nil {
					defer ops.Close()
				}
				// "worker started" is logged once SIGTERM drains, so whoever
				// waits for the line can stop the worker cleanly.
				signals, err := e.runWorker(w, logger, pipeline.RunOptions{}, func() {
					logger.Info("worker started", "version", buildinfo.Version(), "worker_id", cfg.Worker.ID, "slots", cfg.Worker.Slots, "config", cfg.Source,
						"state_dir", cfg.Worker.StateDir, "transport", cfg.Transport.Module.ID, "scanners", len(w.Store().Names()),
						"backends", strings.Join(w.BackendsInUse(), ", "))
				})
				if errors.Is(err, pipeline.ErrShutdownTimeout) && signals < 2 {
					logger.Warn("worker stopped: shutdown_timeout ran out and running jobs were aborted; they resume at the next start",
						"shutdown_timeout", cfg.Worker.ShutdownTimeout.String())
					return &exitError{code: ExitShutdownTimeout}
				}
				if err != nil && !errors.Is(err, pipeline.ErrShutdownTimeout) {
					return err
				}
				if signals > 1 || e.ctx.Err() != nil {
					logger.Warn("worker aborted; running jobs resume at the next start")
					return &exitError{code: ExitInterrupted}
				}
				logger.Info("worker stopped")
				return nil
			}
		},
	}
}
