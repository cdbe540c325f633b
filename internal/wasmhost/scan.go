package wasmhost

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/internal/dirfs"
	"github.com/sluicehq/sluice/internal/wasmabi"
	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// memorySlackBytes is how close to the cap a guest's memory must be for a
// failed call to count as running out of memory: the Go runtime grows its
// heap in 4 MiB arenas, so a failed growth can leave up to that much unused.
const memorySlackBytes = 8 << 20

// ScanRequest is one scan of a workspace.
type ScanRequest struct {
	// Workspace is the directory to scan. Tree scanners see it read-only at
	// "/" through a dirfs.FS (no symbolic link is followed; a name that is
	// not UTF-8 appears escaped); detectors never see it, the host reads
	// it.
	Workspace string
	// Listing, when not nil, is a listing of Workspace that a detector's
	// walk reuses instead of reading every directory (dirfs.FS.UseListing).
	Listing *dirfs.Listing
	// Request is what the scanner is told about the job.
	Request scanner.Request
	// Deadline, when not zero, is when the guest is stopped and the scan
	// fails as KindTimeout.
	Deadline time.Time
	// Limits bound what the guest may produce.
	Limits Limits
	// Detect tunes the host's chunked keyword pass for detectors. Zero
	// Workers means the module's pool size.
	Detect detectengine.Options
}

// job is the state one scan shares between the instances serving it.
type job struct {
	id      uint64
	req     scanner.Request
	reqJSON []byte
	limits  Limits
	capture *capture

	findings    atomic.Int64
	logs        atomic.Int64
	logsDropped atomic.Int64

	mu      sync.Mutex
	failure *Error
	sinkErr error
}

// fail records the first failure of the scan.
func (j *job) fail(e *Error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.failure == nil {
		j.failure = e
	}
}

func (j *job) firstFailure() (*Error, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.failure, j.sinkErr
}

// Scan runs the module over req.Workspace and reports to out. For a tree
// scanner a fresh instance walks the workspace; for a detector the host
// walks it and runs windows through pooled instances. Every report reaches
// out before Scan returns. A failure is an *Error: KindTimeout at the
// deadline, KindCancelled when ctx ends, KindOverLimit, KindProtocol,
// KindScanner (with the guest's Status) or KindCrashed. The instance that
// failed is discarded; the module stays usable.
func (m *Module) Scan(ctx context.Context, req *ScanRequest, out scanner.Reporter) error {
	if req.Deadline.IsZero() {
		var cancel context.CancelFunc
		ctx, cancel = context.WithCancel(ctx)
		defer cancel()
	} else {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, req.Deadline)
		defer cancel()
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	lim := req.Limits.withDefaults()
	reqJSON, err := json.Marshal(&req.Request)
	if err != nil {
		return errorf(KindScanner, err, "encoding the request")
	}
	j := &job{id: m.jobSeq.Add(1), req: req.Request, reqJSON: reqJSON, limits: lim,
		capture: newCapture(lim.MaxOutputBytes, lim.MaxCaptureBytes, cancel)}
	if m.info.Kind == scanner.KindTree {
		err = m.scanTreeAt(ctx, j, req.Workspace, out)
	} else {
		err = m.scanDetectorAt(ctx, j, req.Workspace, req.Listing, out, req.Detect)
	}
	if errors.Is(err, errOpenWorkspace) {
		return errorf(KindCrashed, err, "opening the workspace")
	}
	if n := j.logsDropped.Load(); n > 0 {
		out.Log(scanner.LevelWarn, fmt.Sprintf("%s: %d log lines over the limit of %d were dropped", m.opt.Name, n, lim.MaxLogLines))
	}
	if e := m.classify(ctx, j, err); e != nil {
		e.Stdout, e.Stderr = j.capture.snapshot()
		return e
	}
	return nil
}

// errOpenWorkspace marks a workspace that could not be opened.
var errOpenWorkspace = errors.New("opening the workspace")

// scanTreeAt mounts workspace for a tree scanner through a dirfs.FS, which
// the guest's file system calls resolve paths in: the guest sees every
// name escaped to valid UTF-8 and can follow no symbolic link.
func (m *Module) scanTreeAt(ctx context.Context, j *job, workspace string, out scanner.Reporter) error {
	fsys, err := dirfs.Open(workspace)
	if err != nil {
		return fmt.Errorf("%w: %w", errOpenWorkspace, err)
	}
	defer fsys.Close()
	return m.scanTree(ctx, j, fsys, out)
}

// scanDetectorAt walks workspace (or listing, when it lists workspace) for
// a detector through a dirfs.FS: no symbolic link is followed and each
// file costs one open.
func (m *Module) scanDetectorAt(ctx context.Context, j *job, workspace string, listing *dirfs.Listing, out scanner.Reporter, opt detectengine.Options) error {
	fsys, err := dirfs.Open(workspace)
	if err != nil {
		return fmt.Errorf("%w: %w", errOpenWorkspace, err)
	}
	defer fsys.Close()
	fsys.UseListing(listing)
	return m.scanDetector(ctx, j, fsys, out, opt)
}

// classify turns what a scan returned into its final *Error, or nil.
func (m *Module) classify(ctx context.Context, j *job, err error) *Error {
	failure, sinkErr := j.firstFailure()
	cause := context.Cause(ctx)
	switch {
	case failure != nil:
		return failure
	case errors.Is(cause, ErrOutputLimit):
		return errorf(KindOverLimit, ErrOutputLimit, "%s wrote more than %d bytes to stdout and stderr", m.opt.Name, j.limits.MaxOutputBytes)
	case err == nil:
		return nil
	case sinkErr != nil && errors.Is(err, sinkErr):
		return errorf(KindOverLimit, sinkErr, "the host refused a finding of %s", m.opt.Name)
	case ctx.Err() != nil && errors.Is(cause, context.DeadlineExceeded):
		return errorf(KindTimeout, cause, "%s did not finish before its deadline", m.opt.Name)
	case ctx.Err() != nil:
		return errorf(KindCancelled, cause, "the scan of %s was cancelled", m.opt.Name)
	}
	if e := AsError(err); e != nil {
		return e
	}
	return errorf(KindProtocol, err, "the output of %s was rejected", m.opt.Name)
}

// callFailure turns a failed export call into an *Error. A context end is
// left for classify to name.
func (m *Module) callFailure(ctx context.Context, in *instance, c *call, what string, err error) *Error {
	in.broken = true
	switch {
	case c.abort != nil:
		return c.abort
	case ctx.Err() != nil:
		return errorf(KindCancelled, context.Cause(ctx), "%s of %s stopped", what, m.opt.Name)
	case in.memoryBytes() >= m.rt.MaxMemoryBytes()-memorySlackBytes:
		return errorf(KindOverLimit, errors.Join(ErrMemoryLimit, err), "%s of %s ran out of memory at %d bytes (the cap is %d)",
			what, m.opt.Name, in.memoryBytes(), m.rt.MaxMemoryBytes())
	default:
		return errorf(KindCrashed, err, "%s of %s trapped or exited", what, m.opt.Name)
	}
}

// statusFailure turns a non-OK status into an *Error.
func (m *Module) statusFailure(j *job, in *instance, c *call, what string, status uint32) *Error {
	in.broken = true
	if failure, _ := j.firstFailure(); failure != nil && status == wasmabi.StatusLimit {
		return failure
	}
	switch status {
	case wasmabi.StatusError, wasmabi.StatusBadRequest, wasmabi.StatusLimit, wasmabi.StatusCancelled:
		e := errorf(KindScanner, nil, "%s of %s failed with status %d: %s", what, m.opt.Name, status, c.errMsg)
		e.Status = status
		return e
	case wasmabi.StatusBadInput:
		return errorf(KindProtocol, nil, "%s of %s refused its input: %s", what, m.opt.Name, c.errMsg)
	default:
		return errorf(KindProtocol, nil, "%s of %s returned unknown status %d", what, m.opt.Name, status)
	}
}

// begin hands in the job's request when it has not seen it yet.
func (m *Module) begin(ctx context.Context, j *job, in *instance, c *call) error {
	if in.jobID == j.id {
		return nil
	}
	if err := in.write(ctx, c, j.reqJSON); err != nil {
		return m.writeFailure(ctx, in, c, err)
	}
	status, err := in.invoke(ctx, c, in.fnBegin, uint64(len(j.reqJSON)))
	if err != nil {
		return m.callFailure(ctx, in, c, wasmabi.ExportBegin, err)
	}
	if status != wasmabi.StatusOK {
		return m.statusFailure(j, in, c, wasmabi.ExportBegin, status)
	}
	in.jobID = j.id
	in.jobs++
	return nil
}

func (m *Module) writeFailure(ctx context.Context, in *instance, c *call, err error) *Error {
	if e := AsError(err); e != nil {
		return e
	}
	return m.callFailure(ctx, in, c, wasmabi.ExportBuffer, err)
}

// scanTree runs a tree scan in a fresh instance with fsys mounted at "/".
func (m *Module) scanTree(ctx context.Context, j *job, fsys fs.FS, out scanner.Reporter) error {
	in, err := m.instantiate(ctx, fsys, j.capture)
	if err != nil {
		if ctx.Err() != nil {
			return err
		}
		return errorf(KindCrashed, err, "starting an instance of %s", m.opt.Name)
	}
	defer func() {
		m.notePeak(in)
		in.close()
	}()
	c := &call{job: j, out: out, tree: true}
	if err := m.begin(ctx, j, in, c); err != nil {
		return err
	}
	status, err := in.invoke(ctx, c, in.fnScanTree)
	if err != nil {
		return m.callFailure(ctx, in, c, wasmabi.ExportScanTree, err)
	}
	if status != wasmabi.StatusOK {
		return m.statusFailure(j, in, c, wasmabi.ExportScanTree, status)
	}
	return nil
}

// scanDetector runs the detect engine over fsys with a guest-backed
// Detector.
func (m *Module) scanDetector(ctx context.Context, j *job, fsys fs.FS, out scanner.Reporter, opt detectengine.Options) error {
	if opt.Workers == 0 {
		opt.Workers = m.opt.PoolSize
	}
	// With the prefilter on, the host runs the keyword pass itself over each
	// chunk and hands the guest all of the chunk's windows in one call. That
	// needs the engine's chunks to overlap by the match radius only
	// (NoPrefilter), which finds every match no longer than the radius; a
	// keyword longer than the radius could straddle that overlap, so such
	// detectors get the engine's own per-window prefilter instead.
	hostPrefilter := !opt.NoPrefilter && m.matcher != nil && m.info.MatchRadius() >= m.matcher.MaxKeywordLen()
	if hostPrefilter {
		opt.NoPrefilter = true
	}
	e, err := m.detectEngine(opt)
	if err != nil {
		return errorf(KindScanner, err, "detect options for %s", m.opt.Name)
	}
	d := &guestDetector{m: m, j: j, prefilter: hostPrefilter}
	return e.ScanFS(ctx, fsys, &j.req, d, &jobReporter{out: out, j: j})
}

// jobReporter passes reports on and remembers the first refused finding.
type jobReporter struct {
	out scanner.Reporter
	j   *job
}

func (r *jobReporter) Finding(f scanner.Finding) error {
	err := r.out.Finding(f)
	if err != nil {
		r.j.mu.Lock()
		if r.j.sinkErr == nil {
			r.j.sinkErr = err
		}
		r.j.mu.Unlock()
	}
	return err
}

func (r *jobReporter) Progress(p scanner.Progress)         { r.out.Progress(p) }
func (r *jobReporter) Log(level scanner.Level, msg string) { r.out.Log(level, msg) }

// newPooled starts an instance for the pool: no file system, its output
// captured by the job that uses it.
func (m *Module) newPooled(ctx context.Context) (*instance, error) {
	return m.instantiate(ctx, nil, nil)
}

// guestDetector is the scanner.Detector the engine calls: each window runs
// in a pooled instance.
type guestDetector struct {
	m *Module
	j *job
	// prefilter makes Detect run the keyword pass over the data it gets
	// (a whole chunk) and batch the windows around the hits.
	prefilter bool
	// batches recycles the *windowBatch of each Detect call.
	batches sync.Pool
}

// windowBatch is the windows of one Detect call and their keyword hits,
// built before an instance is taken from the pool: a chunk with no hit
// the guest could use never takes one, and while every instance is busy
// (or still starting) the engine's workers go on with keyword passes.
type windowBatch struct {
	spans []batchSpan
	hits  []detect.Hit
}

// batchSpan is one window of a batch: its start in the data the engine
// handed to Detect, its length, and its keyword hits: hits[hitFrom:hitTo]
// of the batch's hit list, relative to start.
type batchSpan struct {
	start, len     int64
	hitFrom, hitTo int
}

// spans returns the windows of data to scan, in dst, and their keyword
// hits, in hits: with the prefilter, the match radius around each keyword
// hit the guest's hit filters keep, merged when they touch; without it,
// data whole and no hits.
func (d *guestDetector) spans(dst []batchSpan, hits []detect.Hit, data []byte) ([]batchSpan, []detect.Hit) {
	dst, hits = dst[:0], hits[:0]
	if !d.prefilter {
		return append(dst, batchSpan{0, int64(len(data)), 0, 0}), hits
	}
	radius, n := d.m.info.MatchRadius(), len(data)
	filters := d.m.filters
	end := 0 // of the last span
	d.m.matcher.Find(data, func(h detect.Hit) bool {
		if filters != nil {
			if f := filters[h.Keyword]; f != nil && !f.Keep(data, h.End) {
				return true // the guest said such a hit finds nothing
			}
		}
		s, e := max(0, h.Start-radius), min(n, h.End+radius)
		if k := len(dst); k > 0 && s <= end {
			end = max(end, e)
			last := &dst[k-1]
			last.len = int64(end) - last.start
			hits = append(hits, detect.Hit{Keyword: h.Keyword, Start: h.Start - int(last.start), End: h.End - int(last.start)})
			last.hitTo = len(hits)
			return true
		}
		hits = append(hits, detect.Hit{Keyword: h.Keyword, Start: h.Start - s, End: h.End - s})
		dst = append(dst, batchSpan{int64(s), int64(e - s), len(hits) - 1, len(hits)})
		end = e
		return true
	})
	return dst, hits
}

// hitDensity bounds a hit list to one hit per hitDensity window bytes, so
// the list (wasmabi.HitBytes per hit) stays under the window's own size
// and a hostile file packed with keywords cannot make the batch, and the
// guest memory it needs, many times larger than the data. Denser windows
// go without a list and the guest searches them itself.
const hitDensity = 2 * wasmabi.HitBytes

// searched reports whether the guest gets s's hit list: with the
// prefilter, for a window that is not a path window, when it is not denser than one hit per hitDensity bytes and
// not over wasmabi.MaxHitsPerWindow.
func (d *guestDetector) searched(s *batchSpan) bool {
	n := s.hitTo - s.hitFrom
	return d.prefilter && s.len > 0 && n <= wasmabi.MaxHitsPerWindow && int64(n)*hitDensity <= s.len
}

func (d *guestDetector) Info() scanner.Info { return d.m.info }

func (d *guestDetector) Detect(ctx context.Context, w *scanner.Window, out scanner.Reporter) error {
	m, j := d.m, d.j
	b, _ := d.batches.Get().(*windowBatch)
	if b == nil {
		b = &windowBatch{}
	}
	defer d.batches.Put(b)
	if w.PathOnly() {
		// The path window: one empty window, which the guest hands to
		// its Detect.
		b.spans, b.hits = append(b.spans[:0], batchSpan{}), b.hits[:0]
	} else {
		b.spans, b.hits = d.spans(b.spans, b.hits, w.Data)
	}
	if len(b.spans) == 0 {
		return nil
	}
	in, err := m.pool.acquire(ctx, m.newPooled)
	if err != nil {
		if ctx.Err() != nil {
			return err
		}
		return errorf(KindCrashed, err, "starting an instance of %s", m.opt.Name)
	}
	if in.jobID != j.id && in.jobs >= m.opt.RecycleAfterJobs {
		in.close()
		if in, err = m.newPooled(ctx); err != nil {
			m.pool.release(&instance{}, true)
			return errorf(KindCrashed, err, "starting an instance of %s", m.opt.Name)
		}
	}
	in.stdout.set(j.capture)
	in.stderr.set(j.capture)
	defer func() {
		in.stdout.set(nil)
		in.stderr.set(nil)
		m.pool.release(in, in.broken || m.notePeak(in) > m.opt.DiscardMemoryBytes)
	}()
	c := &in.call
	*c = call{job: j, out: out, windows: b.spans}
	if err := m.begin(ctx, j, in, c); err != nil {
		return err
	}
	size := wasmabi.BatchHeaderBytes + len(w.Path)
	for i := range b.spans {
		s := &b.spans[i]
		size += wasmabi.WindowHeaderBytes + int(s.len)
		if d.searched(s) {
			size += wasmabi.HitBytes * (s.hitTo - s.hitFrom)
		}
	}
	buf, err := in.buffer(ctx, c, size)
	if err != nil {
		return m.writeFailure(ctx, in, c, err)
	}
	p := wasmabi.PutBatchHeader(buf, w.Path, len(b.spans))
	for i := range b.spans {
		s := &b.spans[i]
		p += wasmabi.PutWindow(buf[p:], w.Offset+s.start, w.Data[s.start:s.start+s.len], d.searched(s), b.hits[s.hitFrom:s.hitTo])
	}
	status, err := in.invoke(ctx, c, in.fnDetect, uint64(size))
	if err != nil {
		return m.callFailure(ctx, in, c, wasmabi.ExportDetect, err)
	}
	if status != wasmabi.StatusOK {
		return m.statusFailure(j, in, c, wasmabi.ExportDetect, status)
	}
	return nil
}

// Interface guards.
var (
	_ scanner.Detector = (*guestDetector)(nil)
	_ scanner.Reporter = (*jobReporter)(nil)
)
