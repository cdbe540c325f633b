package pipeline

// The test harness: a strict in-memory transport, a real in-process tree
// backend, a real copying preparer and a static catalog. core/ cannot import
// plugins/, so these are real implementations of the same interfaces (the
// fake-behind-the-interface the style allows for core's unit tests); the real
// plugins are exercised end to end in cmd/worker.

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/diag"
	"github.com/sluicehq/sluice/internal/hexdigest"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/internal/workspace"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// ---- transport ----

type memAssign struct {
	a        job.Assignment
	state    transport.State
	cancel   bool
	res      *transport.Resolution
	summary  *bundle.Summary // of the accepted bundle
	report   *transport.TerminalReport
	accepted int // Deliver/Report calls that resolved or repeated the resolution
	renewals int
}

// memTransport is a strict in-memory transport. It checks every call
// against the contract and fails the test on a violation.
type memTransport struct {
	t           *testing.T
	mu          sync.Mutex
	leaseDur    time.Duration
	scanTimeout time.Duration
	queue       []job.Spec
	attempts    map[string]int
	byReq       map[string]*memAssign
	byKey       map[string]*memAssign
	claims      int
	// noWorkReqs lists the request id of every claim answered NoWork.
	noWorkReqs []string

	seqs     map[uint64]transport.ProgressEvent
	dupSeqs  int
	progCall int

	// failBefore[op] errors are returned (and popped) before op runs;
	// failAfter[op] errors after it took effect (a lost response).
	failBefore map[string][]error
	failAfter  map[string][]error
	// badReceipt makes Deliver return a receipt with a wrong digest once.
	badReceipt bool
	// requeueRetryable requeues a job whose terminal report is retryable.
	requeueRetryable bool
	// renewHangs makes that many Renew calls hang until their context
	// ends, as a renewal whose answer is lost does.
	renewHangs int
	changed    chan struct{}
}

func newMemTransport(t *testing.T) *memTransport {
	return &memTransport{
		t: t, leaseDur: 30 * time.Second, scanTimeout: time.Minute,
		attempts: map[string]int{}, byReq: map[string]*memAssign{}, byKey: map[string]*memAssign{},
		seqs: map[uint64]transport.ProgressEvent{}, failBefore: map[string][]error{}, failAfter: map[string][]error{},
		changed: make(chan struct{}, 1),
	}
}

func (m *memTransport) enqueue(specs ...job.Spec) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, s := range specs {
		if err := s.Validate(); err != nil {
			m.t.Fatalf("enqueue: %v", err)
		}
		m.queue = append(m.queue, s)
	}
}

func (m *memTransport) pop(table map[string][]error, op string) error {
	errs := table[op]
	if len(errs) == 0 {
		return nil
	}
	table[op] = errs[1:]
	return errs[0]
}

func (m *memTransport) signal() {
	select {
	case m.changed <- struct{}{}:
	default:
	}
}

func (m *memTransport) expireLocked(ma *memAssign) {
	if ma.state == transport.StateActive && time.Now().After(ma.a.LeaseExpires) {
		ma.state = transport.StateExpired
	}
}

func (m *memTransport) lookup(op string, a *job.Assignment) (*memAssign, error) {
	ma := m.byKey[a.Key()]
	if ma == nil {
		return nil, transport.Errorf(transport.Stale, op, "no assignment %s", a.Key())
	}
	if ma.a.Lease != a.Lease {
		return nil, transport.Errorf(transport.Stale, op, "lease %q is not the holder's", a.Lease)
	}
	m.expireLocked(ma)
	return ma, nil
}

func (m *memTransport) Claim(ctx context.Context, req transport.ClaimRequest) (transport.ClaimResult, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.pop(m.failBefore, "claim"); err != nil {
		return transport.ClaimResult{}, err
	}
	if len(req.RequestID) != 32 || !hexdigest.IsLowerHex(req.RequestID) || req.WorkerID == "" || req.Slot < 0 {
		m.t.Errorf("claim: bad request %+v", req)
		return transport.ClaimResult{}, transport.Errorf(transport.Fatal, "claim", "bad request")
	}
	if ma := m.byReq[req.RequestID]; ma != nil {
		m.expireLocked(ma)
		if ma.state == transport.StateActive {
			a := ma.a
			return transport.ClaimResult{Assignment: &a}, nil
		}
		r := transport.Resolution{JobID: ma.a.Spec.ID, Attempt: ma.a.Attempt}
		if ma.res != nil {
			r = *ma.res
		}
		return transport.ClaimResult{Resolution: &r}, nil
	}
	if len(m.queue) == 0 {
		m.noWorkReqs = append(m.noWorkReqs, req.RequestID)
		return transport.ClaimResult{NoWork: &transport.NoWork{Reason: NoWorkEmpty, RetryAfter: time.Millisecond}}, nil
	}
	spec := m.queue[0]
	m.queue = m.queue[1:]
	m.attempts[spec.ID]++
	m.claims++
	now := time.Now()
	timeout := m.scanTimeout
	if spec.ScanTimeout > 0 {
		timeout = spec.ScanTimeout.D()
	}
	a := job.Assignment{Spec: spec, Attempt: m.attempts[spec.ID], RequestID: req.RequestID,
		Lease: state.RandomHex(8), LeaseExpires: now.Add(m.leaseDur), ScanDeadline: now.Add(timeout), Slot: 99}
	ma := &memAssign{a: a, state: transport.StateActive}
	m.byReq[req.RequestID] = ma
	m.byKey[a.Key()] = ma
	if err := m.pop(m.failAfter, "claim"); err != nil {
		return transport.ClaimResult{}, err
	}
	return transport.ClaimResult{Assignment: &a}, nil
}

func (m *memTransport) Status(ctx context.Context, a *job.Assignment) (transport.Status, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.pop(m.failBefore, "status"); err != nil {
		return transport.Status{}, err
	}
	ma := m.byKey[a.Key()]
	if ma == nil || ma.a.Lease != a.Lease {
		return transport.Status{State: transport.StateUnknown}, nil
	}
	m.expireLocked(ma)
	return transport.Status{State: ma.state, Resolution: ma.res,
		Lease: transport.Lease{Expires: ma.a.LeaseExpires, Cancel: ma.cancel}}, nil
}

func (m *memTransport) Renew(ctx context.Context, a *job.Assignment) (transport.Lease, error) {
	m.mu.Lock()
	if m.renewHangs > 0 {
		m.renewHangs--
		m.mu.Unlock()
		<-ctx.Done()
		return transport.Lease{}, transport.Errorf(transport.Retryable, "renew", "no answer: %v", ctx.Err())
	}
	defer m.mu.Unlock()
	if err := m.pop(m.failBefore, "renew"); err != nil {
		return transport.Lease{}, err
	}
	ma, err := m.lookup("renew", a)
	if err != nil {
		return transport.Lease{}, err
	}
	if ma.state != transport.StateActive {
		return transport.Lease{}, transport.Errorf(transport.Stale, "renew", "assignment %s is %s", a.Key(), ma.state)
	}
	ma.renewals++
	ma.a.LeaseExpires = time.Now().Add(m.leaseDur)
	return transport.Lease{Expires: ma.a.LeaseExpires, Cancel: ma.cancel}, nil
}

func (m *memTransport) Progress(ctx context.Context, a *job.Assignment, events []transport.ProgressEvent) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.progCall++
	if err := m.pop(m.failBefore, "progress"); err != nil {
		return err
	}
	if len(events) == 0 {
		m.t.Errorf("progress: empty batch")
	}
	for _, ev := range events {
		if ev.Seq == 0 || ev.JobID != a.Spec.ID || ev.Attempt != a.Attempt {
			m.t.Errorf("progress: event %+v does not belong to %s", ev, a.Key())
		}
		if _, ok := m.seqs[ev.Seq]; ok {
			m.dupSeqs++
			continue
		}
		m.seqs[ev.Seq] = ev
	}
	return m.pop(m.failAfter, "progress")
}

func (m *memTransport) resolve(op string, a *job.Assignment, outcome transport.Outcome, digest string) (*memAssign, transport.Receipt, error) {
	ma, err := m.lookup(op, a)
	if err != nil {
		return nil, transport.Receipt{}, err
	}
	switch ma.state {
	case transport.StateResolved:
		if ma.res.Outcome == outcome && ma.res.Receipt.Digest == digest {
			ma.accepted++
			return ma, ma.res.Receipt, nil
		}
		return nil, transport.Receipt{}, transport.Errorf(transport.Conflict, op, "%s already resolved differently", a.Key())
	case transport.StateActive:
	default:
		return nil, transport.Receipt{}, transport.Errorf(transport.Stale, op, "%s is %s", a.Key(), ma.state)
	}
	rec := transport.Receipt{ID: "r-" + state.RandomHex(4), JobID: a.Spec.ID, Attempt: a.Attempt,
		Digest: digest, Outcome: outcome, Accepted: time.Now()}
	ma.state = transport.StateResolved
	ma.res = &transport.Resolution{JobID: a.Spec.ID, Attempt: a.Attempt, Outcome: outcome, Receipt: rec}
	ma.accepted++
	m.signal()
	return ma, rec, nil
}

func (m *memTransport) Deliver(ctx context.Context, a *job.Assignment, b transport.BundleRef) (transport.Receipt, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.pop(m.failBefore, "deliver"); err != nil {
		return transport.Receipt{}, err
	}
	data, err := os.ReadFile(b.Path)
	if err != nil {
		m.t.Errorf("deliver: %v", err)
		return transport.Receipt{}, transport.Errorf(transport.Fatal, "deliver", "%v", err)
	}
	sum := sha256.Sum256(data)
	if hex.EncodeToString(sum[:]) != b.Digest || int64(len(data)) != b.Size {
		m.t.Errorf("deliver: bundle ref %+v does not match the file", b)
	}
	s, err := bundle.Verify(b.Path, bundle.DefaultLimits(), nil)
	if err != nil {
		m.t.Errorf("deliver: %v", err)
		return transport.Receipt{}, transport.Errorf(transport.Fatal, "deliver", "%v", err)
	}
	if s.Header.Identity.JobID != a.Spec.ID || s.Header.Identity.Attempt != a.Attempt || s.Header.Identity.Slot != a.Slot {
		m.t.Errorf("deliver: bundle identity %+v for %s slot %d", s.Header.Identity, a.Key(), a.Slot)
	}
	ma, rec, err := m.resolve("deliver", a, transport.OutcomeBundle, b.Digest)
	if err != nil {
		return rec, err
	}
	ma.summary = &s
	if m.badReceipt {
		m.badReceipt = false
		rec.Digest = strings.Repeat("0", 64)
	}
	if err := m.pop(m.failAfter, "deliver"); err != nil {
		return transport.Receipt{}, err
	}
	return rec, nil
}

func (m *memTransport) Report(ctx context.Context, a *job.Assignment, r transport.TerminalReport) (transport.Receipt, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.pop(m.failBefore, "report"); err != nil {
		return transport.Receipt{}, err
	}
	data, _ := json.Marshal(r)
	if len(data) > diag.MaxReportBytes {
		m.t.Errorf("report: %d bytes, over %d", len(data), diag.MaxReportBytes)
	}
	if r.JobID != a.Spec.ID || r.Attempt != a.Attempt || r.Reason == "" {
		m.t.Errorf("report: %+v for %s", r, a.Key())
	}
	sum := sha256.Sum256(data)
	ma, rec, err := m.resolve("report", a, transport.OutcomeTerminal, hex.EncodeToString(sum[:]))
	if err != nil {
		return rec, err
	}
	if ma.report == nil && r.Retryable && m.requeueRetryable {
		m.queue = append(m.queue, a.Spec)
	}
	ma.report = &r
	if err := m.pop(m.failAfter, "report"); err != nil {
		return transport.Receipt{}, err
	}
	return rec, nil
}

func (m *memTransport) Close() error { return nil }

// get returns a copy of the latest attempt's record for a job.
func (m *memTransport) get(jobID string) memAssign {
	m.mu.Lock()
	defer m.mu.Unlock()
	ma := m.byKey[fmt.Sprintf("%s/%d", jobID, m.attempts[jobID])]
	if ma == nil {
		return memAssign{}
	}
	return *ma
}

func (m *memTransport) do(fn func()) {
	m.mu.Lock()
	defer m.mu.Unlock()
	fn()
}

// ---- backend ----

// treeBackend runs a real in-process tree scan: it walks the workspace and
// reports every line holding "SECRET=". Job options select failure modes.
type treeBackend struct {
	mu      sync.Mutex
	scans   map[string]int // job/attempt → scans
	loads   int
	started chan string    // job id, when a scan starts (non-blocking)
	hanging chan string    // job id, when a findings_then_hang scan has sent its findings (non-blocking)
	release chan struct{}  // closed to let "wait" scans finish
	lateErr chan error     // what a late (fenced) Finding call returned
	hangs   sync.WaitGroup // "ignore_cancel" scans still running
}

func newTreeBackend() *treeBackend {
	return &treeBackend{scans: map[string]int{}, started: make(chan string, 64), hanging: make(chan string, 64),
		release: make(chan struct{}), lateErr: make(chan error, 8)}
}

func (b *treeBackend) Load(ctx context.Context, s *backend.Scanner) (backend.Instance, error) {
	b.mu.Lock()
	b.loads++
	b.mu.Unlock()
	return &treeInstance{b: b}, nil
}

func (b *treeBackend) Close() error { return nil }

func (b *treeBackend) scanCount(key string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.scans[key]
}

type treeInstance struct{ b *treeBackend }

func (i *treeInstance) Info() scanner.Info {
	return scanner.Info{Name: "tree", Version: "1.0", Kind: scanner.KindTree}
}

func (i *treeInstance) Close() error { return nil }

func ctxFailure(ctx context.Context) error {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return &backend.Failure{Kind: backend.TimedOut, Message: "deadline", Err: ctx.Err()}
	}
	return &backend.Failure{Kind: backend.Cancelled, Message: "cancelled", Err: ctx.Err()}
}

func (i *treeInstance) Scan(ctx context.Context, req *backend.Request, sink backend.Sink) error {
	key := fmt.Sprintf("%s/%d", req.Identity.JobID, req.Identity.Attempt)
	i.b.mu.Lock()
	i.b.scans[key]++
	n := i.b.scans[key]
	i.b.mu.Unlock()
	select {
	case i.b.started <- req.Identity.JobID:
	default:
	}
	if req.Generation == "" || req.Deadline.IsZero() || !filepath.IsAbs(req.Workspace) {
		return &backend.Failure{Kind: backend.Protocol, Message: "bad request"}
	}
	mode := req.Scan.Options["mode"]
	switch mode {
	case "crash":
		return &backend.Failure{Kind: backend.Crashed, Message: "exit status 2", ExitCode: 2, Stderr: []byte("panic: boom")}
	case "crash_once":
		if n == 1 {
			return &backend.Failure{Kind: backend.Crashed, Message: "exit status 2", ExitCode: 2}
		}
	case "scanner_error":
		return &backend.Failure{Kind: backend.ScannerErr, Message: "bad input",
			Stdout: bytes.Repeat([]byte("o"), 100_000), Stderr: []byte("token=hunter2hunter2 failed")}
	case "hang":
		<-ctx.Done()
		return ctxFailure(ctx)
	case "wait":
		select {
		case <-i.b.release:
		case <-ctx.Done():
			return ctxFailure(ctx)
		}
	case "ignore_cancel":
		// A misbehaving backend: it ignores cancellation, then sends a late
		// finding, which must be fenced off.
		i.b.hangs.Add(1)
		defer i.b.hangs.Done()
		<-i.b.release
		i.b.lateErr <- sink.Finding(testFinding("late.txt", 1))
		return nil
	}
	err := i.walk(ctx, req.Workspace, sink)
	if err != nil {
		return err
	}
	if mode == "findings_then_hang" {
		select {
		case i.b.hanging <- req.Identity.JobID:
		default:
		}
		<-ctx.Done()
		return ctxFailure(ctx)
	}
	return nil
}

func (i *treeInstance) walk(ctx context.Context, root string, sink backend.Sink) error {
	var files int64
	return fs.WalkDir(os.DirFS(root), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if ctx.Err() != nil {
			return ctxFailure(ctx)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		f, err := os.Open(filepath.Join(root, p))
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		line := 0
		for sc.Scan() {
			line++
			if strings.Contains(sc.Text(), "SECRET=") {
				if err := sink.Finding(testFinding(p, line)); err != nil {
					return err
				}
			}
		}
		files++
		sink.Progress(scanner.Progress{Files: files})
		sink.Log(scanner.LevelDebug, "scanned "+p)
		return sc.Err()
	})
}

func testFinding(path string, line int) scanner.Finding {
	return scanner.Finding{RuleID: "secret", Path: path, Line: line, StartOffset: 0, EndOffset: 7,
		Match: scanner.Redact("SECRET=x"), Fingerprint: scanner.Fingerprint("secret", path, []byte(fmt.Sprint(line))),
		Severity: scanner.SeverityHigh}
}

// ---- preparer ----

// copyPreparer copies the regular files of a target directory into the
// workspace and computes the workspace digest.
type copyPreparer struct{}

func (copyPreparer) Prepare(ctx context.Context, t job.Target, dir string, lim prepare.Limits) (prepare.Result, error) {
	fi, err := os.Stat(t.Path)
	if err != nil || !fi.IsDir() {
		return prepare.Result{}, &prepare.Error{Path: t.Path, Msg: "not a directory"}
	}
	type entry struct {
		path string
		size int64
		sum  string
	}
	var list []entry
	err = filepath.WalkDir(t.Path, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		rel, _ := filepath.Rel(t.Path, p)
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		dst := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(dst), 0o700); err != nil {
			return err
		}
		if err := os.WriteFile(dst, data, 0o400); err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		list = append(list, entry{filepath.ToSlash(rel), int64(len(data)), hex.EncodeToString(sum[:])})
		return nil
	})
	if err != nil {
		return prepare.Result{}, err
	}
	sort.Slice(list, func(i, j int) bool { return list[i].path < list[j].path })
	h := sha256.New()
	var total int64
	for _, e := range list {
		fmt.Fprintf(h, "%s\x00%d\x00%s\n", e.path, e.size, e.sum)
		total += e.size
	}
	// A finished workspace is read-only, like the real preparers make it.
	if err := os.Chmod(dir, 0o500); err != nil {
		return prepare.Result{}, err
	}
	return prepare.Result{Files: len(list), Bytes: total, Digest: hex.EncodeToString(h.Sum(nil))}, nil
}

// ---- catalog ----

type staticCatalog map[string]*backend.Scanner

func (c staticCatalog) Scanner(name string) (*backend.Scanner, bool) { s, ok := c[name]; return s, ok }
func (c staticCatalog) Names() []string {
	var n []string
	for k := range c {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

const testPackageDigest = "sha256-0000000000000000000000000000000000000000000000000000000000000001"

func testCatalog() staticCatalog {
	return staticCatalog{"pkg/tree": {Package: "pkg", Name: "tree", Backend: "tree",
		Entry: "/nonexistent/tree", EntryDigest: strings.Repeat("e", 64), PackageDigest: testPackageDigest}}
}

// ---- harness ----

type harness struct {
	t        *testing.T
	stateDir string
	target   string
	tr       *memTransport
	be       *treeBackend
	cfg      Config
	// prep prepares path targets; copyPreparer when nil.
	prep prepare.Preparer
}

func newHarness(t *testing.T) *harness {
	t.Helper()
	h := &harness{t: t, stateDir: filepath.Join(t.TempDir(), "state"), target: t.TempDir(),
		tr: newMemTransport(t), be: newTreeBackend()}
	// A worker stopped mid-job keeps its workspace, whose copies are
	// read-only: remove it as the worker would, so the temp dir's cleanup
	// works for a user other than root too.
	t.Cleanup(func() { _ = workspace.RemoveWorkspace(filepath.Join(h.stateDir, "work")) })
	for name, body := range map[string]string{
		"a.txt":     "hello\nSECRET=1\n",
		"sub/b.txt": "nothing\n",
		"sub/c.env": "x\nSECRET=2\nSECRET=3\n",
	} {
		p := filepath.Join(h.target, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	h.cfg = Config{WorkerID: "w1", Slots: 1, StateDir: h.stateDir,
		RetryBase: time.Millisecond, RetryMax: 20 * time.Millisecond, IdlePoll: time.Millisecond,
		ShutdownTimeout: time.Minute}
	t.Cleanup(func() {
		// Let any deliberately hung scan finish, so no goroutine outlives
		// the test.
		select {
		case <-h.be.release:
		default:
			close(h.be.release)
		}
		h.be.hangs.Wait()
	})
	return h
}

// deadlineOn makes each generation's scan deadline pass when an event
// arrives on ev, instead of at the assignment's ScanDeadline on the wall
// clock, so that what a deadline does is tested without racing a timer.
// The generation's context then reports context.DeadlineExceeded, as a
// real deadline's does, with the same cause.
func (h *harness) deadlineOn(ev <-chan string) {
	h.tr.scanTimeout = time.Hour // the wall clock never ends the scan
	h.cfg.withDeadline = func(ctx context.Context, d time.Time, cause error) (context.Context, context.CancelFunc) {
		c, cancel := context.WithCancelCause(ctx)
		go func() {
			select {
			case <-ev:
				cancel(cause)
			case <-c.Done():
			}
		}()
		return eventDeadline{Context: c, deadline: d, cause: cause}, func() { cancel(context.Canceled) }
	}
}

// eventDeadline is a context whose deadline deadlineOn ends on an event.
type eventDeadline struct {
	context.Context
	deadline time.Time
	cause    error
}

func (c eventDeadline) Deadline() (time.Time, bool) { return c.deadline, true }

func (c eventDeadline) Err() error {
	if err := c.Context.Err(); err != nil && context.Cause(c.Context) == c.cause {
		return context.DeadlineExceeded
	}
	return c.Context.Err()
}

func (h *harness) spec(id string, opts map[string]string) job.Spec {
	return job.Spec{ID: id, Scanner: "pkg/tree", Target: job.Target{Kind: "path", Path: h.target}, Options: opts}
}

func (h *harness) deps() Deps {
	var prep prepare.Preparer = copyPreparer{}
	if h.prep != nil {
		prep = h.prep
	}
	return Deps{Transport: h.tr, Backends: map[string]backend.Backend{"tree": h.be},
		Preparers: map[string]prepare.Preparer{"path": prep}, Catalog: testCatalog()}
}

func (h *harness) newWorker() *Worker {
	h.t.Helper()
	w, err := New(h.cfg, h.deps())
	if err != nil {
		h.t.Fatalf("New: %v", err)
	}
	h.t.Cleanup(func() { w.Close() })
	return w
}

// run runs w until idle with a generous overall deadline (a hang fails the
// test instead of blocking it).
func (h *harness) run(w *Worker, opt RunOptions) error {
	h.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	err := w.Run(ctx, opt)
	if ctx.Err() != nil {
		h.t.Fatalf("Run did not return within 60s")
	}
	return err
}

// runToEnd starts a new worker, runs it until idle and closes it.
func (h *harness) runToEnd() *Worker {
	h.t.Helper()
	w := h.newWorker()
	if err := h.run(w, RunOptions{UntilIdle: true}); err != nil {
		h.t.Fatalf("Run: %v", err)
	}
	if err := w.Close(); err != nil {
		h.t.Fatalf("Close: %v", err)
	}
	return w
}

// assertClean checks that the state dir holds no slot state, work dirs or
// bundles.
func (h *harness) assertClean() {
	h.t.Helper()
	for _, d := range []string{"slots", "work", "bundles/tmp", "bundles/ready"} {
		entries, err := os.ReadDir(filepath.Join(h.stateDir, d))
		if err != nil {
			h.t.Fatal(err)
		}
		for _, e := range entries {
			if d == "work" && e.IsDir() {
				// A slot's work dir stays; its workspaces must be gone.
				if inner, err := os.ReadDir(filepath.Join(h.stateDir, d, e.Name())); err != nil || len(inner) > 0 {
					h.t.Errorf("leftover in work/%s: %v %v", e.Name(), inner, err)
				}
				continue
			}
			if d == "slots" {
				// A slot's record pair stays; its record must be idle.
				if n, ok := slotNumber(e.Name()); ok && !strings.HasSuffix(e.Name(), ".json") {
					f, err := readSlotFile(layout{root: h.stateDir}, n, DefaultMaxStateFileBytes)
					if err != nil || (f != nil && f.Phase != PhaseIdle) {
						h.t.Errorf("slot %d is not idle: %+v, %v", n, f, err)
					}
					continue
				}
			}
			h.t.Errorf("leftover %s/%s", d, e.Name())
		}
	}
}

// writeSlotFile writes a slot file by hand, as a crashed worker would have
// left it.
func (h *harness) writeSlotFile(f *slotFile) {
	h.t.Helper()
	f.Version = slotFileVersion
	if f.Since.IsZero() {
		f.Since = time.Now().UTC()
	}
	dir := filepath.Join(h.stateDir, "slots")
	if err := state.MkdirPrivate(dir); err != nil {
		h.t.Fatal(err)
	}
	rec, _, err := state.OpenRecordPair(dir, slotRecord(f.Slot), DefaultMaxStateFileBytes)
	if err != nil {
		h.t.Fatal(err)
	}
	defer rec.Close()
	data, err := json.Marshal(f)
	if err != nil {
		h.t.Fatal(err)
	}
	if err := rec.Write(data, true); err != nil {
		h.t.Fatal(err)
	}
}

// writeLegacySlotFile writes a version 1 slot file, slots/<n>.json, as the
// previous version of the worker left it.
func (h *harness) writeLegacySlotFile(f *slotFile) {
	h.t.Helper()
	f.Version = legacySlotFileVersion
	if f.Since.IsZero() {
		f.Since = time.Now().UTC()
	}
	dir := filepath.Join(h.stateDir, "slots")
	if err := state.MkdirPrivate(dir); err != nil {
		h.t.Fatal(err)
	}
	if err := state.WriteJSONAtomic(filepath.Join(dir, fmt.Sprintf("%d.json", f.Slot)), f); err != nil {
		h.t.Fatal(err)
	}
}

// claimDirect claims a job through the transport as a slot would, returning
// the assignment and request id.
func (h *harness) claimDirect(slot int) (job.Assignment, string) {
	h.t.Helper()
	req := state.RandomHex(16)
	res, err := h.tr.Claim(context.Background(), transport.ClaimRequest{RequestID: req, WorkerID: "w1", Slot: slot})
	if err != nil || res.Assignment == nil {
		h.t.Fatalf("claim: %+v %v", res, err)
	}
	a := *res.Assignment
	a.Slot = slot
	return a, req
}

func (h *harness) identity(a job.Assignment) job.Identity {
	return job.Identity{WorkerID: "w1", JobID: a.Spec.ID, Attempt: a.Attempt, Slot: a.Slot, PackageDigest: testPackageDigest}
}
