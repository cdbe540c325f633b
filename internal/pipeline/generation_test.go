package pipeline

import (
	"errors"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/transport"
)

// crashAt arms h so that the next worker dies at point, as a SIGKILL there
// would: it aborts and ends the slot's goroutine before its next step.
func (h *harness) crashAt(point string) (w **Worker, hit *atomic.Bool) {
	w, hit = new(*Worker), new(atomic.Bool)
	h.cfg.FaultPoint = func(p string) {
		if p == point && hit.CompareAndSwap(false, true) {
			(*w).Abort()
			runtime.Goexit()
		}
	}
	return w, hit
}

// TestKillsOutsideTheScannerDoNotSpendGenerations: a worker killed more
// often than MaxGenerations while it was not running the scanner (here
// before and after preparing the workspace, and after the scan ended)
// resumes the job each time, and the job ends with its bundle in attempt 1.
// Before generations were counted only for deaths inside the scanner, the
// fourth start sent generations_exhausted, not retryable.
func TestKillsOutsideTheScannerDoNotSpendGenerations(t *testing.T) {
	h := newHarness(t)
	h.tr.enqueue(h.spec("j1", nil))
	points := []string{FaultGenerationWritten, FaultPrepared, FaultGenerationWritten, FaultSealed, FaultPrepared}
	for i, point := range points {
		w, hit := h.crashAt(point)
		*w = h.newWorker()
		if err := h.run(*w, RunOptions{UntilIdle: true}); err != nil {
			t.Fatal(err)
		}
		(*w).Close()
		if !hit.Load() {
			t.Fatalf("restart %d: fault point %s never reached", i, point)
		}
		st, err := ReadStatus(h.stateDir)
		if err != nil || st[0].Phase != PhaseAssigned || st[0].FailedGenerations != 0 || st[0].Generations != i+1 {
			t.Fatalf("after kill %d at %s: %+v %v; want assigned, %d generations started, none failed", i+1, point, st, err, i+1)
		}
	}
	h.cfg.FaultPoint = nil
	h.runToEnd()
	ma := h.tr.get("j1")
	if ma.res == nil || ma.res.Outcome != transport.OutcomeBundle || ma.a.Attempt != 1 {
		t.Fatalf("j1 after %d kills outside the scanner: %+v report %+v", len(points), ma.res, ma.report)
	}
	h.assertClean()
}

// TestDrainTimeoutsDoNotSpendGenerations: graceful stops that hit the
// shutdown timeout abort a running scan; the worker decided that, so no
// number of them costs a generation.
func TestDrainTimeoutsDoNotSpendGenerations(t *testing.T) {
	h := newHarness(t)
	h.cfg.ShutdownTimeout = 10 * time.Millisecond
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "wait"}))
	const stops = DefaultMaxGenerations + 1
	for i := range stops {
		w := h.newWorker()
		done := make(chan error, 1)
		go func() { done <- h.run(w, RunOptions{}) }()
		<-h.be.started
		w.Drain()
		if err := <-done; !errors.Is(err, ErrShutdownTimeout) {
			t.Fatalf("Run = %v, want ErrShutdownTimeout", err)
		}
		w.Close()
		st, err := ReadStatus(h.stateDir)
		if err != nil || st[0].Phase != PhaseAssigned || st[0].FailedGenerations != 0 {
			t.Fatalf("after drain %d: %+v %v; want assigned with no failed generation", i+1, st, err)
		}
		if f, err := readSlotFile(layout{root: h.stateDir}, 0, DefaultMaxStateFileBytes); err != nil || f.Executing != "" {
			t.Fatalf("after drain %d the executing mark is left (%+v, %v): the next start would count an abort", i+1, f, err)
		}
	}
	close(h.be.release)
	h.cfg.ShutdownTimeout = time.Minute
	h.runToEnd()
	ma := h.tr.get("j1")
	if ma.res == nil || ma.res.Outcome != transport.OutcomeBundle || ma.a.Attempt != 1 {
		t.Fatalf("j1 after %d drain timeouts: %+v report %+v", stops, ma.res, ma.report)
	}
	if n := h.be.scanCount("j1/1"); n != stops+1 {
		t.Errorf("scanned %d times, want %d", n, stops+1)
	}
	h.assertClean()
}

// TestDeathsInsideTheScannerAreBounded: a job whose scan kills the worker
// each time (a poisonous input) costs a generation per death. After
// MaxGenerations of them the assignment goes back to the transport as
// retryable, so the worker never crash-loops on it, and another attempt
// (here on the same worker) runs the job.
func TestDeathsInsideTheScannerAreBounded(t *testing.T) {
	h := newHarness(t)
	h.tr.requeueRetryable = true
	h.tr.enqueue(h.spec("j1", nil))
	for i := range DefaultMaxGenerations {
		w, hit := h.crashAt(FaultExecuting)
		*w = h.newWorker()
		if err := h.run(*w, RunOptions{UntilIdle: true}); err != nil {
			t.Fatal(err)
		}
		(*w).Close()
		if !hit.Load() {
			t.Fatalf("death %d: the scanner was never started", i+1)
		}
	}
	h.cfg.FaultPoint = nil
	h.runToEnd()
	first := h.tr.byKey["j1/1"]
	if first == nil || first.report == nil || first.report.Reason != "generations_exhausted" || !first.report.Retryable {
		t.Fatalf("attempt 1 after %d deaths in the scanner: %+v", DefaultMaxGenerations, first)
	}
	if n := h.be.scanCount("j1/1"); n != 0 {
		t.Errorf("attempt 1 scanned %d times after its generations were spent", n)
	}
	if ma := h.tr.get("j1"); ma.a.Attempt != 2 || ma.res == nil || ma.res.Outcome != transport.OutcomeBundle {
		t.Fatalf("the retry: %+v", ma)
	}
	h.assertClean()
}
