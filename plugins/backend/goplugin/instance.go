//go:build linux

package goplugin

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/internal/pluginrpc"
	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Instance is one loaded plugin scanner. It keeps one warm process that
// serves jobs concurrently, up to the plugin's advertised concurrency (and
// max_concurrency), starts a new one when the current one crashed or is
// recycled, and stops retired processes once their jobs are done. Scan and
// Info are safe for concurrent use.
type Instance struct {
	b       *Backend
	scanner backend.Scanner
	entry   *hostproc.Entry
	info    scanner.Info
	// data are the scanner's data files, for every process.
	data *hostproc.DataFiles

	// startMu serialises process starts.
	startMu sync.Mutex

	mu     sync.Mutex
	cur    *process
	closed bool
	// all holds every process not yet stopped, for Close.
	all map[*process]bool
	// maxFile is the largest file size a detector reads, from the first
	// request's limits (the pipeline uses the same limits for every job).
	maxFile int64
}

// Info returns the scanner's self-description from the plugin's GetInfo.
func (in *Instance) Info() scanner.Info { return in.info }

// Processes returns the number of plugin processes running now.
func (in *Instance) Processes() int {
	in.mu.Lock()
	defer in.mu.Unlock()
	n := 0
	for p := range in.all {
		if !p.hasExited() {
			n++
		}
	}
	return n
}

func (in *Instance) maxFileBytes() int64 {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.maxFile
}

// Scan runs one job on the warm process, starting one first when there is
// none, and returns nil or a *backend.Failure. Every event is passed to
// sink before Scan returns. It waits for a free slot of the process within
// ctx and req.Deadline. A timed-out or cancelled scan that the plugin does
// not end within kill_grace makes the process retire; so does a protocol
// violation. A crash ends every scan in flight on that process as Crashed.
func (in *Instance) Scan(ctx context.Context, req *backend.Request, sink backend.Sink) error {
	if err := ctx.Err(); err != nil {
		return &backend.Failure{Kind: backend.Cancelled, Message: "cancelled before the scan started", ExitCode: -1, Err: err}
	}
	if !req.Deadline.IsZero() {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, req.Deadline)
		defer cancel()
	}
	in.mu.Lock()
	if in.maxFile == 0 && req.Limits.MaxFileBytes > 0 {
		in.maxFile = req.Limits.MaxFileBytes
	}
	in.mu.Unlock()
	p, err := in.acquire(ctx)
	if err != nil {
		return err
	}
	lim := req.Limits
	if lim.MaxCaptureBytes <= 0 {
		lim.MaxCaptureBytes = DefaultMaxCaptureBytes
	}
	ws, unmount, err := p.mountWorkspace(req.Workspace)
	if err != nil {
		in.release(p, nil)
		return &backend.Failure{Kind: backend.LoadFailed, Message: "giving the plugin of " + in.scanner.FullName() + " the workspace", ExitCode: -1, Err: err}
	}
	defer unmount()
	sr := &pluginrpc.ScanRequest{
		Request:     req.Scan,
		Workspace:   ws,
		MaxFindings: int64(lim.MaxFindings),
		CancelGrace: in.b.KillGrace.D(),
	}
	if lim.KillGrace > 0 {
		sr.CancelGrace = lim.KillGrace
	}
	err = p.rpc.Scan(ctx, sr, sinkReporter{sink})
	f := in.classify(ctx, p, err, lim.MaxCaptureBytes)
	in.release(p, f)
	if f != nil {
		return f
	}
	return nil
}

// acquire returns a process with a slot taken for the caller.
func (in *Instance) acquire(ctx context.Context) (*process, error) {
	for {
		p, err := in.current(ctx)
		if err != nil {
			return nil, err
		}
		select {
		case p.slots <- struct{}{}:
			p.mu.Lock()
			ok := !p.retiring && !p.stopping
			if ok {
				p.active++
			}
			p.mu.Unlock()
			if ok && !p.hasExited() {
				return p, nil
			}
			if ok {
				in.release(p, nil)
			} else {
				<-p.slots
			}
		case <-p.exited:
		case <-ctx.Done():
			kind := backend.Cancelled
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				kind = backend.TimedOut
			}
			return nil, &backend.Failure{Kind: kind, Message: "waiting for a free plugin slot", ExitCode: -1, Err: ctx.Err()}
		}
	}
}

// current returns the warm process, starting a new one when there is none
// or the current one exited or retired.
func (in *Instance) current(ctx context.Context) (*process, error) {
	in.mu.Lock()
	p, closed := in.cur, in.closed
	in.mu.Unlock()
	if closed {
		return nil, &backend.Failure{Kind: backend.LoadFailed, Message: "instance of " + in.scanner.FullName() + " is closed", ExitCode: -1}
	}
	if p != nil && p.usable() {
		return p, nil
	}
	in.startMu.Lock()
	defer in.startMu.Unlock()
	in.mu.Lock()
	p = in.cur
	in.mu.Unlock()
	if p != nil && p.usable() {
		return p, nil
	}
	np, err := in.startProcess(ctx)
	if err != nil {
		return nil, err
	}
	if err := in.adopt(np); err != nil {
		return nil, err
	}
	if p != nil {
		in.retire(p)
	}
	return np, nil
}

// adopt makes p the warm process, unless the instance was closed.
func (in *Instance) adopt(p *process) error {
	in.mu.Lock()
	if in.closed {
		in.mu.Unlock()
		p.stop()
		return &backend.Failure{Kind: backend.LoadFailed, Message: "instance of " + in.scanner.FullName() + " is closed", ExitCode: -1}
	}
	if in.all == nil {
		in.all = map[*process]bool{}
	}
	in.all[p] = true
	in.cur = p
	in.mu.Unlock()
	return nil
}

// usable reports whether p may take new jobs.
func (p *process) usable() bool {
	p.mu.Lock()
	ok := !p.retiring && !p.stopping
	p.mu.Unlock()
	return ok && !p.hasExited()
}

// release gives back p's slot after a scan, counts the job, and retires p
// when it reached max_jobs_per_process or max_rss, or when the scan's
// failure says the process cannot be trusted any more.
func (in *Instance) release(p *process, f *backend.Failure) {
	p.mu.Lock()
	p.active--
	p.jobs++
	why := ""
	switch {
	case f != nil && f.Kind == backend.Protocol:
		why = "protocol violation"
		p.abrupt = true
	case f != nil && f.Kind == backend.Crashed:
		// The scan saw the process die (or its connection break) before
		// the exit may have been observed; never hand it another job.
		why = "crashed"
		p.abrupt = true
	case f != nil && errors.Is(f, pluginrpc.ErrUnresponsive):
		// It had its grace already.
		why = "did not end a cancelled scan"
		p.abrupt = true
	case in.b.MaxJobsPerProcess > 0 && p.jobs >= in.b.MaxJobsPerProcess:
		why = fmt.Sprintf("served %d jobs", p.jobs)
	}
	p.mu.Unlock()
	<-p.slots
	if why == "" && in.b.MaxRSS > 0 {
		if pid := p.pid(); pid > 0 {
			if rss := hostproc.TreeResidentBytes(pid); rss > int64(in.b.MaxRSS) {
				why = fmt.Sprintf("resident memory %d bytes over max_rss %d", rss, in.b.MaxRSS)
			}
		}
	}
	if why != "" {
		in.b.logger.Info("recycling plugin process", "scanner", in.scanner.FullName(), "pid", p.pid(), "reason", why)
		in.retire(p)
		return
	}
	in.stopIfIdle(p)
}

// retire stops p taking new jobs and stops it once its jobs are done.
func (in *Instance) retire(p *process) {
	p.mu.Lock()
	p.retiring = true
	p.mu.Unlock()
	in.mu.Lock()
	if in.cur == p {
		in.cur = nil
	}
	in.mu.Unlock()
	in.stopIfIdle(p)
}

// stopIfIdle stops a retired p in the background once no job runs on it;
// release calls it after every job. Only the first call that finds p idle
// stops it.
func (in *Instance) stopIfIdle(p *process) {
	p.mu.Lock()
	stop := p.retiring && p.active == 0 && !p.stopQueued
	if stop {
		p.stopQueued = true
	}
	p.mu.Unlock()
	if stop {
		go in.stopProcess(p)
	}
}

func (in *Instance) stopProcess(p *process) {
	p.stop()
	in.mu.Lock()
	delete(in.all, p)
	in.mu.Unlock()
}

// Close stops every process of the instance (scans in flight get
// kill_grace to end) and makes later Scans fail. It is idempotent.
func (in *Instance) Close() error {
	in.mu.Lock()
	in.closed = true
	ps := make([]*process, 0, len(in.all))
	for p := range in.all {
		ps = append(ps, p)
	}
	in.cur = nil
	in.mu.Unlock()
	var wg sync.WaitGroup
	for _, p := range ps {
		wg.Add(1)
		go func() { defer wg.Done(); in.stopProcess(p) }()
	}
	wg.Wait()
	in.data.Close()
	in.b.forget(in)
	return nil
}

// sinkReporter adapts a backend.Sink to a scanner.Reporter and marks the
// sink's errors.
type sinkReporter struct{ backend.Sink }

func (s sinkReporter) Finding(f scanner.Finding) error {
	if err := s.Sink.Finding(f); err != nil {
		return &sinkError{err}
	}
	return nil
}

var (
	_ backend.Instance = (*Instance)(nil)
	_ scanner.Reporter = sinkReporter{}
)
