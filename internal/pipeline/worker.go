// Package pipeline runs a worker's slots: each claims a job, prepares a
// workspace, runs the scanner in a backend, seals a result bundle and
// delivers it, writing its phase durably before every side effect so that a
// crash at any instant resumes from the last written phase. See
// docs/architecture.md for the state machine and the guarantees.
package pipeline

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"runtime/trace"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// finalPublishTimeout bounds the last progress publish when Run ends.
const finalPublishTimeout = 5 * time.Second

// ErrClosed is returned by Run after Close.
var ErrClosed = errors.New("pipeline: worker is closed")

// ErrShutdownTimeout is returned by Run when a drain ran out of
// ShutdownTimeout and aborted the slots still running. Their durable state
// is kept: the next start resumes them, and the abort costs them no
// generation.
var ErrShutdownTimeout = errors.New("pipeline: shutdown timeout reached; running jobs were aborted and resume at the next start")

// FatalError stops the worker: the transport refused it for good (bad
// config, auth refused, protocol violation) or the state dir failed.
type FatalError struct {
	Slot int
	Op   string
	Err  error
}

func (e *FatalError) Error() string {
	return fmt.Sprintf("worker stopped: slot %d: %s: %v", e.Slot, e.Op, e.Err)
}

func (e *FatalError) Unwrap() error { return e.Err }

// Worker runs Config.Slots slots against one transport. Create it with New,
// run it with Run, stop it with Drain or Abort, and release it with Close.
// Drain, Abort and Events are safe to call from any goroutine.
type Worker struct {
	cfg  Config
	deps Deps
	lay  layout
	log  *slog.Logger
	lock *state.Lock
	// ownLock: New took lock, so Close releases it.
	ownLock bool

	recovered   map[int]*slotFile         // slot files read at New, by slot
	quarantined map[int]error             // slots whose file could not be read; they do not run
	records     map[int]*state.RecordPair // each slot's record pair, opened at New

	draining  chan struct{} // closed by Drain
	drainOnce sync.Once
	abortCtx  context.Context // cancelled by Abort
	abort     context.CancelFunc

	outbox *outbox
	// storage watches the state dir's file system; slots claim only while
	// it is healthy.
	storage *storage
	// drainClaimWindow is drainClaimWindow (tests shorten it).
	drainClaimWindow time.Duration

	instMu    sync.Mutex
	instances map[string]*instanceEntry
	retired   []backend.Instance // dropped after a load failure, closed at Close
	preloads  sync.WaitGroup     // Preload's loads; Close waits for them
	// preloadStops end Preload's contexts at Close: a loaded scanner may
	// go on using its load's context (the wasm backend starts its spare
	// instances under it), so it lives as long as the worker.
	preloadStops []context.CancelFunc
	// testHookJoinLoad, when set, is called when a caller joins a load
	// that another caller started.
	testHookJoinLoad func()

	fatalMu sync.Mutex
	fatal   error

	running atomic.Bool
	closed  atomic.Bool
	// drainTimedOut is set when Drain's ShutdownTimeout aborted the slots.
	drainTimedOut atomic.Bool

	// Counters, for logs and tests.
	stale     atomic.Int64
	conflicts atomic.Int64
	delivered atomic.Int64
	reported  atomic.Int64
}

type instanceEntry struct {
	once sync.Once
	inst backend.Instance
	err  error
	// ready is set once inst and err are (for readers outside once).
	ready atomic.Bool
	// preload: Preload started this load, under its own context; a slot
	// that joined it and got its error loads again under its own.
	preload bool
}

// New validates cfg and deps, creates the state dir, takes its exclusive
// lock (a second worker on the same dir fails fast with an error wrapping
// state.ErrLocked that names the holder's pid), sweeps leftovers and reads
// every slot's durable state for recovery by Run.
func New(cfg Config, deps Deps) (*Worker, error) {
	c, err := cfg.withDefaults()
	if err != nil {
		return nil, fmt.Errorf("pipeline config: %w", err)
	}
	if err := deps.validate(); err != nil {
		return nil, err
	}
	lay := layout{root: c.StateDir}
	if err := state.MkdirPrivate(lay.root); err != nil {
		return nil, err
	}
	lock := deps.StateLock
	ownLock := lock == nil
	if ownLock {
		if lock, err = state.LockDir(lay.root); err != nil {
			return nil, fmt.Errorf("another worker uses state dir %s: %w", lay.root, err)
		}
	}
	ok := false
	defer func() {
		if !ok && ownLock {
			lock.Unlock()
		}
	}()
	for _, d := range []string{lay.slotsDir(), lay.workDir(), lay.bundleTmp(), lay.bundleReady(), lay.outboxDir()} {
		if err := state.MkdirPrivate(d); err != nil {
			return nil, err
		}
	}
	w := &Worker{
		cfg: c, deps: deps, lay: lay, log: c.Logger, lock: lock, ownLock: ownLock,
		draining:  make(chan struct{}),
		instances: make(map[string]*instanceEntry),

		drainClaimWindow: drainClaimWindow,

		quarantined: make(map[int]error),
		records:     make(map[int]*state.RecordPair),
	}
	w.abortCtx, w.abort = context.WithCancel(context.Background())
	w.storage = newStorage(lay.root, c.MinFreeBytes, c.StorageCheckInterval, w.log)
	w.storage.check()
	defer func() {
		if !ok {
			w.closeRecords()
		}
	}()
	if w.recovered, err = w.recoverSlots(); err != nil {
		return nil, err
	}
	if err := w.sweep(); err != nil {
		return nil, err
	}
	if w.outbox, err = openOutbox(lay.outboxDir(), &w.cfg, deps.Transport, w.log); err != nil {
		return nil, err
	}
	w.outbox.storageFault = func(err error) {
		if w.localFault(err) {
			w.storage.failed(w.faultPath(err), err)
		}
	}
	if err := c.Durability.WriteJSONAtomic(lay.workerFile(), workerFacts{
		WorkerID: c.WorkerID, Slots: c.Slots, PID: os.Getpid(), Started: c.Now().UTC(),
	}); err != nil {
		if !w.localFault(err) {
			return nil, err
		}
		// A worker started on a full disk runs, unready and claiming
		// nothing, until the storage works again.
		w.storage.failed(w.faultPath(err), err)
	}
	ok = true
	return w, nil
}

// Run runs the slots until ctx is done (which aborts), Drain lets them
// finish, Abort stops them, a fatal error stops the worker (returned as a
// *FatalError), or, with opt.UntilIdle, every slot is idle and the queue is
// empty. Durable state is kept on every return. Run may be called once.
func (w *Worker) Run(ctx context.Context, opt RunOptions) error {
	if w.closed.Load() {
		return ErrClosed
	}
	if !w.running.CompareAndSwap(false, true) {
		return errors.New("pipeline: Run called twice")
	}
	stop := context.AfterFunc(ctx, w.Abort)
	defer stop()

	pubCtx, stopPub := context.WithCancel(context.Background())
	var pub sync.WaitGroup
	pub.Go(func() { w.outbox.run(pubCtx, w.setFatal) })
	pub.Go(func() { w.storage.watch(pubCtx) })

	n := w.cfg.Slots
	for k := range w.recovered {
		n = max(n, k+1)
	}
	var wg sync.WaitGroup
	for i := range n {
		if w.quarantined[i] != nil {
			continue
		}
		s := newSlot(w, i, w.records[i], w.recovered[i], i < w.cfg.Slots, opt.UntilIdle)
		wg.Go(s.run)
	}
	wg.Wait()
	stopPub()
	pub.Wait()
	w.outbox.flush()
	if d := w.outbox.dropped.Load(); d > 0 {
		w.log.Warn("progress events were dropped since start (the progress journal was full or failing)", "dropped", d)
	}
	if w.abortCtx.Err() == nil {
		// A clean stop publishes what is left, briefly; anything not sent
		// stays in the journal for the next start.
		ctx, cancel := context.WithTimeout(w.abortCtx, min(w.cfg.ShutdownTimeout, finalPublishTimeout))
		if err := w.outbox.publish(ctx); err != nil {
			w.log.Warn("progress left in the journal for the next start", "err", err)
		}
		cancel()
	}
	if err := w.fatalErr(); err != nil {
		return err
	}
	if w.drainTimedOut.Load() {
		return ErrShutdownTimeout
	}
	return nil
}

// Drain stops claiming new jobs and lets running slots finish. A slot that
// already wrote its claim request id finishes that claim, so the job is not
// stranded. After ShutdownTimeout, Drain aborts, and Run returns
// ErrShutdownTimeout. Heartbeats continue while draining.
func (w *Worker) Drain() {
	w.drainOnce.Do(func() {
		w.log.Info("draining: no new claims", "shutdown_timeout", w.cfg.ShutdownTimeout)
		close(w.draining)
		go func() {
			t := newTimer(w.cfg.ShutdownTimeout)
			defer t.Stop()
			select {
			case <-t.C:
				w.log.Warn("shutdown timeout reached: aborting running slots; their state is kept for the next start")
				w.drainTimedOut.Store(true)
				w.Abort()
			case <-w.abortCtx.Done():
			}
		}()
	})
}

// Abort cancels every backend run and transport call now. Durable state
// stays for the next start.
func (w *Worker) Abort() {
	w.drainOnce.Do(func() { close(w.draining) })
	w.abort()
}

// Close releases the state-dir lock and every loaded backend instance. Call
// it after Run returned.
func (w *Worker) Close() error {
	if !w.closed.CompareAndSwap(false, true) {
		return nil
	}
	w.Abort()
	w.preloads.Wait()
	var errs []error
	w.instMu.Lock()
	for _, stop := range w.preloadStops {
		stop()
	}
	for name, e := range w.instances {
		if e.inst != nil {
			if err := e.inst.Close(); err != nil {
				errs = append(errs, fmt.Errorf("closing scanner %s: %w", name, err))
			}
		}
	}
	for _, inst := range w.retired {
		if err := inst.Close(); err != nil {
			errs = append(errs, fmt.Errorf("closing retired scanner instance: %w", err))
		}
	}
	w.instances, w.retired = nil, nil
	w.instMu.Unlock()
	if w.outbox != nil {
		errs = append(errs, w.outbox.close())
	}
	errs = append(errs, w.closeRecords())
	if w.ownLock {
		errs = append(errs, w.lock.Unlock())
	}
	return errors.Join(errs...)
}

// StorageErr returns why the worker's own storage keeps it from claiming
// (free space under Config.MinFreeBytes, or a write that failed for want
// of space or with an I/O error and no successful write since), or nil.
func (w *Worker) StorageErr() error { return w.storage.Err() }

// Draining reports whether Drain or Abort was called.
func (w *Worker) Draining() bool { return w.isDraining() }

func (w *Worker) isDraining() bool {
	select {
	case <-w.draining:
		return true
	default:
		return false
	}
}

func (w *Worker) setFatal(err error) {
	w.fatalMu.Lock()
	if w.fatal == nil {
		w.fatal = err
		w.log.Error("fatal error, stopping the worker", "err", err)
	}
	w.fatalMu.Unlock()
	w.Abort()
}

func (w *Worker) fatalErr() error {
	w.fatalMu.Lock()
	defer w.fatalMu.Unlock()
	return w.fatal
}

func (w *Worker) fault(point string) {
	if w.cfg.FaultPoint != nil {
		w.cfg.FaultPoint(point)
	}
}

// instance returns the loaded instance of sc, loading it once per worker.
// A failed load is forgotten so the next generation tries again.
//
// One load is shared by every slot that asks while it runs, under the
// context of the slot that started it. When that slot's context ends (its
// lease lost, its job cancelled), the load fails as cancelled for all of
// them; a slot whose own context still runs then loads again instead of
// failing its job for another job's cancellation. A slot that joined a
// load Preload started and got its failure loads again too, so a job's
// failure is always one of its own load: the same error, and the same
// deadline, as without Preload.
func (w *Worker) instance(ctx context.Context, b backend.Backend, sc *backend.Scanner) (backend.Instance, error) {
	for {
		inst, ranHere, preloaded, err := w.loadShared(ctx, b, sc, false)
		if err != nil && !ranHere && (preloaded || (ctx.Err() == nil && isCancellation(err))) {
			continue
		}
		return inst, err
	}
}

// Preload starts loading the named scanners in the background, each as
// the first slot that runs it would, so a slot that reaches its execute
// step finds the load done or joins it instead of starting it then: a
// one-shot scan overlaps the load with its claim and prepare steps.
// Each load runs under a context that ends at Abort, at Close or after
// timeout (zero: Config.DefaultScanTimeout), not when the load returns:
// the scanner may go on using it, as it may the context of the first job
// that loads it. A load that fails is forgotten; the slot that needs the
// scanner loads it again and reports its own failure. Names the catalog
// or the backends do not know are skipped: the slot reports them. The
// loads run one after another; Close waits for them.
func (w *Worker) Preload(timeout time.Duration, names ...string) {
	if timeout <= 0 {
		timeout = w.cfg.DefaultScanTimeout
	}
	if w.closed.Load() || len(names) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(w.abortCtx, timeout)
	w.instMu.Lock()
	w.preloadStops = append(w.preloadStops, cancel)
	w.instMu.Unlock()
	// One after another, in the order given (the order of the jobs): a
	// scan of many scanners starts no more loads at once than its slots
	// would.
	w.preloads.Go(func() {
		for _, name := range names {
			sc, ok := w.deps.Catalog.Scanner(name)
			if !ok {
				continue
			}
			if b, ok := w.deps.Backends[sc.Backend]; ok {
				w.loadShared(ctx, b, sc, true)
			}
		}
	})
}

// LoadedInfo returns the Info of the named scanner when an instance of it
// is loaded: what a one-shot scan reads after its jobs ran (the rules'
// aliases, which bundles do not carry).
func (w *Worker) LoadedInfo(name string) (scanner.Info, bool) {
	w.instMu.Lock()
	defer w.instMu.Unlock()
	for key, e := range w.instances {
		if parts := strings.SplitN(key, "\x00", 3); len(parts) == 3 && parts[1] == name && e.ready.Load() && e.inst != nil {
			return e.inst.Info(), true
		}
	}
	return scanner.Info{}, false
}

// LoadNow loads the named scanner as Preload does, but waits for the load
// and returns its error: a one-shot scan checks a scanner whose data its
// user gave (a rule pack) before it queues jobs, and stops at a load that
// will always fail. A load that fails is forgotten, as Preload's are.
func (w *Worker) LoadNow(timeout time.Duration, name string) error {
	if timeout <= 0 {
		timeout = w.cfg.DefaultScanTimeout
	}
	if w.closed.Load() {
		return ErrClosed
	}
	sc, ok := w.deps.Catalog.Scanner(name)
	if !ok {
		return fmt.Errorf("scanner %q is not loaded", name)
	}
	b, ok := w.deps.Backends[sc.Backend]
	if !ok {
		return fmt.Errorf("scanner %q: backend %q is not available", name, sc.Backend)
	}
	// The context outlives this call, as Preload's does: the scanner may
	// keep using it.
	ctx, cancel := context.WithTimeout(w.abortCtx, timeout)
	w.instMu.Lock()
	w.preloadStops = append(w.preloadStops, cancel)
	w.instMu.Unlock()
	_, _, _, err := w.loadShared(ctx, b, sc, true)
	return err
}

// isCancellation reports whether err says that a run or load was
// cancelled rather than that it failed.
func isCancellation(err error) bool {
	var f *backend.Failure
	return errors.Is(err, context.Canceled) || (errors.As(err, &f) && f.Kind == backend.Cancelled)
}

// loadShared returns the cached instance of sc, loading it once for all
// callers; ranHere reports whether this call ran the load, preloaded
// whether Preload started it. preload marks an entry this call creates
// as Preload's.
func (w *Worker) loadShared(ctx context.Context, b backend.Backend, sc *backend.Scanner, preload bool) (inst backend.Instance, ranHere, preloaded bool, err error) {
	key := sc.Backend + "\x00" + sc.FullName() + "\x00" + sc.EntryDigest
	w.instMu.Lock()
	if w.instances == nil {
		w.instMu.Unlock()
		return nil, false, false, ErrClosed
	}
	e := w.instances[key]
	joined := e != nil
	if e == nil {
		e = &instanceEntry{preload: preload}
		w.instances[key] = e
	}
	w.instMu.Unlock()
	if joined && w.testHookJoinLoad != nil {
		w.testHookJoinLoad()
	}
	e.once.Do(func() {
		defer trace.StartRegion(ctx, "pipeline.load").End()
		ranHere = true
		e.inst, e.err = b.Load(ctx, sc)
		e.ready.Store(true)
	})
	if e.err != nil {
		w.instMu.Lock()
		if w.instances != nil && w.instances[key] == e {
			delete(w.instances, key)
		}
		w.instMu.Unlock()
		return nil, ranHere, e.preload, e.err
	}
	return e.inst, ranHere, e.preload, nil
}

// Counters are the worker's outcome counts since New.
type Counters struct {
	Delivered, Reported, Stale, Conflicts int64
	// Progress events dropped (queue or journal full), written to the
	// journal, and accepted by the transport.
	ProgressDropped, ProgressJournaled, ProgressPublished int64
	// StateFreeBytes is the free space of the state dir's file system at
	// the last check; StorageFault is true while the worker's storage
	// keeps it from claiming (Worker.StorageErr).
	StateFreeBytes int64
	StorageFault   bool
	// Slots is Config.Slots; Draining is true once Drain or Abort was
	// called.
	Slots    int
	Draining bool
}

// Counters returns the outcome counts since New.
func (w *Worker) Counters() Counters {
	return Counters{
		Delivered: w.delivered.Load(), Reported: w.reported.Load(),
		Stale: w.stale.Load(), Conflicts: w.conflicts.Load(),
		ProgressDropped: w.outbox.dropped.Load(), ProgressJournaled: w.outbox.journaled.Load(),
		ProgressPublished: w.outbox.published.Load(),
		StateFreeBytes:    w.storage.Free(), StorageFault: w.storage.Err() != nil,
		Slots: w.cfg.Slots, Draining: w.isDraining(),
	}
}

// forgetInstance drops the cached instance of sc so the next generation
// loads it again.
func (w *Worker) forgetInstance(b backend.Backend, sc *backend.Scanner) {
	key := sc.Backend + "\x00" + sc.FullName() + "\x00" + sc.EntryDigest
	w.instMu.Lock()
	e := w.instances[key]
	delete(w.instances, key)
	if e != nil && e.inst != nil {
		// Other slots may still be scanning with it: close it at Close.
		w.retired = append(w.retired, e.inst)
	}
	w.instMu.Unlock()
}

// closeRecords closes every slot's record pair.
func (w *Worker) closeRecords() error {
	var errs []error
	for _, r := range w.records {
		errs = append(errs, r.Close())
	}
	return errors.Join(errs...)
}
