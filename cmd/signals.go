package workercmd

import (
	"log/slog"
	"os"
	"os/signal"
	"sync"
	"syscall"

	"github.com/sluicehq/sluice/internal/worker"
)

// catchSignals starts queueing SIGINT, SIGTERM and SIGHUP for the worker
// about to be assembled, so a signal that arrives while packages load is
// not fatal: watchSignals handles it as soon as the worker runs (a SIGTERM
// then drains a worker that has claimed nothing). The returned function
// stops the queueing; call it when the command ends.
func (e *env) catchSignals() (release func()) {
	if !e.notifySignals {
		return func() {}
	}
	e.signals = make(chan os.Signal, 4)
	signal.Notify(e.signals, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	return func() { signal.Stop(e.signals) }
}

// watchSignals handles SIGINT/SIGTERM (first: drain, second: abort) and
// SIGHUP (reload packages) while a worker runs, including those queued by
// catchSignals before it started. The returned stop function ends the
// handling and returns how many drain or abort signals arrived.
func (e *env) watchSignals(w *worker.Worker, logger *slog.Logger) (stop func() int) {
	if !e.notifySignals {
		return func() int { return 0 }
	}
	ch := e.signals
	if ch == nil {
		ch = make(chan os.Signal, 4)
		signal.Notify(ch, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	var stops int
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-done:
				return
			case sig := <-ch:
				if sig == syscall.SIGHUP {
					_ = w.Reload(e.ctx) // logged; the packages loaded before stay in use
					continue
				}
				stops++
				if stops == 1 {
					logger.Warn("draining: finishing running jobs; send the signal again to abort", "signal", sig.String(),
						"shutdown_timeout", w.Config().Worker.ShutdownTimeout.String())
					w.Drain()
				} else {
					logger.Warn("aborting: cancelling running jobs; their state is kept for the next start", "signal", sig.String())
					w.Abort()
				}
			}
		}
	}()
	return func() int {
		signal.Stop(ch)
		close(done)
		wg.Wait()
		return stops
	}
}
