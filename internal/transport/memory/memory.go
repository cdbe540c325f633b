// Package memory is an in-memory transport: jobs are enqueued by the
// program that runs the worker and results stay in its memory. `worker
// scan` runs its one-shot jobs through it, so they take the same claim →
// prepare → execute → bundle → deliver stages as jobs from any other
// transport, without a spool on disk.
//
// It keeps the transport contract (core/transport) strictly: a repeated
// claim request id returns the same assignment or its resolution, a
// delivered bundle is read once and checked against its reference (size,
// sha256) before it is accepted, the same outcome delivered twice gets the
// same receipt and a different one is a Conflict, and an assignment whose
// lease ended is Stale; it passes core/transport/transporttest. Result
// decodes an accepted bundle from memory. Nothing survives the process: it
// is for workers whose jobs end with them.
package memory

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/hexdigest"
	"github.com/sluicehq/sluice/internal/state"
)

// Defaults for zero Options fields.
const (
	DefaultLeaseDuration = time.Minute
	DefaultMaxAttempts   = 3
	// DefaultRetryAfter is the NoWork retry hint.
	DefaultRetryAfter = 50 * time.Millisecond
)

// Options configure a Transport. Zero fields take the defaults.
type Options struct {
	// LeaseDuration is how long a claim or renewal leases a job. Default
	// 1m; the pipeline renews well before it ends.
	LeaseDuration time.Duration
	// MaxAttempts bounds the attempts of a job: a retryable terminal
	// report (or a lease that ran out) puts the job back in the queue
	// until this many attempts were made. Default 3.
	MaxAttempts int
	// Bundle bounds the bundles Deliver reads. Default bundle.DefaultLimits.
	Bundle bundle.Limits
	// Now is the clock. Default time.Now.
	Now func() time.Time
}

// Result is how a job ended: a bundle (its Contents) or a terminal report
// (Report).
type Result struct {
	Spec    job.Spec
	Attempt int
	Receipt transport.Receipt
	// Contents are read from the accepted bundle, in one pass, by Result.
	bundle.Contents
	// Bundle is the accepted bundle file's bytes.
	Bundle []byte
	// Report is the accepted terminal report of a job that produced no
	// bundle.
	Report *transport.TerminalReport
	// Partial is what the delivery said the bundle does not cover.
	Partial *transport.Partial
	// Cancelled is set for a job that ended cancelled (Cancel); Report
	// then says who asked.
	Cancelled bool
}

// Transport is an in-memory transport. Create it with New; it is safe for
// concurrent use.
type Transport struct {
	opt Options

	mu       sync.Mutex
	ready    []job.Spec
	specs    map[string]job.Spec // every job enqueued, by id
	attempts map[string]int
	released map[string]int // attempts given back (Release), which do not count
	byReq    map[string]*lease
	byKey    map[string]*lease // by job.Assignment.Key
	results  map[string]*Result
	cancels  map[string]string // jobs asked to cancel, by id: who asked
	progress map[uint64]bool   // sequences recorded
	closed   bool
}

// lease is one assignment and how it ended.
type lease struct {
	a        job.Assignment
	state    transport.State
	res      *transport.Resolution
	released bool // ended by Release
}

// New returns an empty Transport.
func New(opt Options) *Transport {
	if opt.LeaseDuration <= 0 {
		opt.LeaseDuration = DefaultLeaseDuration
	}
	if opt.MaxAttempts <= 0 {
		opt.MaxAttempts = DefaultMaxAttempts
	}
	if opt.Bundle == (bundle.Limits{}) {
		opt.Bundle = bundle.DefaultLimits()
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	return &Transport{opt: opt, specs: map[string]job.Spec{}, attempts: map[string]int{}, released: map[string]int{},
		byReq: map[string]*lease{}, byKey: map[string]*lease{}, results: map[string]*Result{},
		cancels: map[string]string{}, progress: map[uint64]bool{}}
}

// Enqueue adds a job. Enqueueing the same spec again does nothing; a
// different spec under a job id already enqueued is refused.
func (t *Transport) Enqueue(ctx context.Context, spec job.Spec) error {
	if err := spec.Validate(); err != nil {
		return err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return errors.New("memory transport: closed")
	}
	if old, ok := t.specs[spec.ID]; ok {
		if reflect.DeepEqual(old, spec) {
			return nil
		}
		return fmt.Errorf("job %s is already enqueued with a different spec", spec.ID)
	}
	t.specs[spec.ID] = spec
	t.ready = append(t.ready, spec)
	return nil
}

// Claim leases the oldest ready job. A repeated RequestID returns the same
// assignment while it is active, its resolution once it ended with one, and
// a Stale error once its lease ran out.
func (t *Transport) Claim(ctx context.Context, req transport.ClaimRequest) (transport.ClaimResult, error) {
	if len(req.RequestID) != 32 || !hexdigest.IsLowerHex(req.RequestID) || req.WorkerID == "" || req.Slot < 0 || req.DefaultScanTimeout <= 0 {
		return transport.ClaimResult{}, transport.Errorf(transport.Fatal, "claim", "bad claim request (request id %q, worker %q, slot %d, default scan timeout %v)",
			req.RequestID, req.WorkerID, req.Slot, req.DefaultScanTimeout)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.expireLocked()
	if l := t.byReq[req.RequestID]; l != nil {
		if l.state == transport.StateActive {
			a := l.a
			return transport.ClaimResult{Assignment: &a}, nil
		}
		if l.res == nil {
			return transport.ClaimResult{}, transport.Errorf(transport.Stale, "claim", "the assignment of request %s (%s) is %s", req.RequestID, l.a.Key(), l.state)
		}
		r := *l.res
		return transport.ClaimResult{Resolution: &r}, nil
	}
	i := t.claimable(&req)
	if i < 0 {
		// Empty even while other slots hold leases: a job a slot puts
		// back (a retryable report) is claimed again by that slot, which
		// is still running.
		reason := transport.NoWorkEmpty
		if len(t.ready) > 0 {
			reason = "incompatible"
		}
		return transport.ClaimResult{NoWork: &transport.NoWork{Reason: reason, RetryAfter: DefaultRetryAfter}}, nil
	}
	spec := t.ready[i]
	t.ready = append(t.ready[:i], t.ready[i+1:]...)
	t.attempts[spec.ID]++
	now := t.opt.Now()
	timeout := spec.AssignedScanTimeout(req.DefaultScanTimeout, 0) // no cap of its own
	a := job.Assignment{Spec: spec, Attempt: t.attempts[spec.ID], RequestID: req.RequestID, Slot: req.Slot,
		Lease: state.RandomHex(16), LeaseExpires: now.Add(t.opt.LeaseDuration), ScanDeadline: now.Add(timeout)}
	l := &lease{a: a, state: transport.StateActive}
	t.byReq[req.RequestID] = l
	t.byKey[a.Key()] = l
	return transport.ClaimResult{Assignment: &a}, nil
}

// claimable returns the index of the first ready job req accepts (any
// scanner when req names none), or -1.
func (t *Transport) claimable(req *transport.ClaimRequest) int {
	for i, s := range t.ready {
		if !req.AcceptsKind(s.Target.Kind) {
			continue
		}
		if len(req.Scanners) == 0 || slices.Contains(req.Scanners, s.Scanner) {
			return i
		}
	}
	return -1
}

// Status reports the assignment's state; an assignment this transport did
// not hand out, or whose lease is not the holder's, is StateUnknown.
func (t *Transport) Status(ctx context.Context, a *job.Assignment) (transport.Status, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.expireLocked()
	l := t.byKey[a.Key()]
	if l == nil || l.a.Lease != a.Lease {
		return transport.Status{State: transport.StateUnknown}, nil
	}
	return transport.Status{State: l.state, Resolution: l.res, Lease: t.leaseLocked(l)}, nil
}

// Renew extends an active lease by LeaseDuration.
func (t *Transport) Renew(ctx context.Context, a *job.Assignment) (transport.Lease, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	l, err := t.lookupLocked("renew", a)
	if err != nil {
		return transport.Lease{}, err
	}
	if l.state != transport.StateActive {
		return transport.Lease{}, transport.Errorf(transport.Stale, "renew", "assignment %s is %s", a.Key(), l.state)
	}
	l.a.LeaseExpires = t.opt.Now().Add(t.opt.LeaseDuration)
	return t.leaseLocked(l), nil
}

// leaseLocked is l's lease as Renew and Status report it.
func (t *Transport) leaseLocked(l *lease) transport.Lease {
	_, cancel := t.cancels[l.a.Spec.ID]
	return transport.Lease{Expires: l.a.LeaseExpires, Cancel: cancel}
}

// Progress accepts events; a sequence already recorded is accepted again
// silently. Nothing reads them back: a program that wants progress
// watches the worker's events, not the transport.
func (t *Transport) Progress(ctx context.Context, a *job.Assignment, events []transport.ProgressEvent) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, ev := range events {
		if ev.JobID != a.Spec.ID || ev.Attempt != a.Attempt {
			return transport.Errorf(transport.Fatal, "progress", "event %d of %s/%d sent for %s", ev.Seq, ev.JobID, ev.Attempt, a.Key())
		}
		t.progress[ev.Seq] = true
	}
	return nil
}

// Deliver reads the bundle file once, checks its size and sha256 against b
// and accepts it, keeping its bytes in memory for Result. The file is not
// needed afterwards.
func (t *Transport) Deliver(ctx context.Context, a *job.Assignment, b transport.BundleRef) (transport.Receipt, error) {
	const op = "deliver"
	t.mu.Lock()
	if r, done, err := t.resolvedLocked(op, a, transport.OutcomeBundle, b.Digest); done {
		t.mu.Unlock()
		return r, err
	}
	t.mu.Unlock()

	data, err := t.readBundle(a, b)
	if err != nil {
		return transport.Receipt{}, err
	}

	t.mu.Lock()
	defer t.mu.Unlock()
	rc, err := t.resolveLocked(op, a, transport.OutcomeBundle, b.Digest)
	if err != nil {
		return rc, err
	}
	t.results[a.Spec.ID] = &Result{Spec: a.Spec, Attempt: a.Attempt, Receipt: rc, Bundle: data, Partial: b.Partial}
	return rc, nil
}

// readBundle reads the bundle file of b, at most Options.Bundle.MaxFileBytes,
// and checks its size and digest.
func (t *Transport) readBundle(a *job.Assignment, b transport.BundleRef) ([]byte, error) {
	const op = "deliver"
	if b.Size < 0 || b.Size > t.opt.Bundle.MaxFileBytes {
		return nil, transport.Errorf(transport.Fatal, op, "%s: bundle of %d bytes, over the limit of %d", a.Key(), b.Size, t.opt.Bundle.MaxFileBytes)
	}
	f, err := state.OpenNoFollow(b.Path)
	if err != nil {
		return nil, transport.Errorf(transport.Fatal, op, "%s: opening the bundle: %v", a.Key(), err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, b.Size+1))
	if err != nil {
		return nil, transport.Errorf(transport.Fatal, op, "%s: reading the bundle: %v", a.Key(), err)
	}
	sum := sha256.Sum256(data)
	if got := hex.EncodeToString(sum[:]); int64(len(data)) != b.Size || got != b.Digest {
		return nil, transport.Errorf(transport.Fatal, op, "%s: the bundle file does not match its reference (%d bytes with sha256 %s, want %d bytes with sha256 %s)",
			a.Key(), len(data), got, b.Size, b.Digest)
	}
	return data, nil
}

// Report accepts a terminal report. A retryable report puts the job back in
// the queue while attempts remain; the last report is the job's Result.
func (t *Transport) Report(ctx context.Context, a *job.Assignment, r transport.TerminalReport) (transport.Receipt, error) {
	const op = "report"
	if r.JobID == "" && r.Attempt == 0 {
		r.JobID, r.Attempt = a.Spec.ID, a.Attempt
	}
	if r.JobID != a.Spec.ID || r.Attempt != a.Attempt || r.Reason == "" {
		return transport.Receipt{}, transport.Errorf(transport.Fatal, op, "report of %s/%d (reason %q) sent for %s", r.JobID, r.Attempt, r.Reason, a.Key())
	}
	data, err := json.Marshal(r)
	if err != nil {
		return transport.Receipt{}, transport.Errorf(transport.Fatal, op, "%s: encoding the report: %v", a.Key(), err)
	}
	sum := sha256.Sum256(data)
	digest := hex.EncodeToString(sum[:])
	t.mu.Lock()
	defer t.mu.Unlock()
	if rc, done, err := t.resolvedLocked(op, a, transport.OutcomeTerminal, digest); done {
		return rc, err
	}
	rc, err := t.resolveLocked(op, a, transport.OutcomeTerminal, digest)
	if err != nil {
		return rc, err
	}
	_, cancelled := t.cancels[a.Spec.ID]
	if r.Retryable && !cancelled && a.Attempt-t.released[a.Spec.ID] < t.opt.MaxAttempts {
		t.ready = append(t.ready, a.Spec)
		return rc, nil
	}
	t.results[a.Spec.ID] = &Result{Spec: a.Spec, Attempt: a.Attempt, Receipt: rc, Report: &r, Cancelled: cancelled}
	return rc, nil
}

// Close ends the transport: later Enqueue calls fail. Results stay
// readable.
func (t *Transport) Close() error {
	t.mu.Lock()
	t.closed = true
	t.mu.Unlock()
	return nil
}

// Ended returns how job id ended, false while it has not, without reading
// the bundle: Contents are left empty (Result reads them).
func (t *Transport) Ended(id string) (Result, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	r := t.results[id]
	if r == nil {
		return Result{}, false
	}
	return *r, true
}

// Result returns how job id ended: false while it has not. For a bundle,
// its Contents are read from the bundle's bytes, once; a bundle that does
// not read back (it was delivered by a stranger to the format: the
// transport accepts any bytes with the right digest) is an error.
func (t *Transport) Result(id string) (Result, bool, error) {
	res, ok := t.Ended(id)
	if !ok || res.Report != nil {
		return res, ok, nil
	}
	c, err := bundle.ReadContents(res.Bundle, "bundle of "+id, t.opt.Bundle)
	if err != nil {
		return res, true, err
	}
	if id := c.Header.Identity; id.JobID != res.Spec.ID || id.Attempt != res.Attempt {
		return res, true, fmt.Errorf("the bundle of %s/%d names %s/%d", res.Spec.ID, res.Attempt, id.JobID, id.Attempt)
	}
	res.Contents = c
	return res, true, nil
}

// OpenBundle opens the accepted bundle of job id, with its receipt.
func (t *Transport) OpenBundle(ctx context.Context, id string) (io.ReadCloser, transport.Receipt, error) {
	t.mu.Lock()
	r := t.results[id]
	t.mu.Unlock()
	if r == nil || r.Report != nil {
		return nil, transport.Receipt{}, fmt.Errorf("job %s: no accepted bundle", id)
	}
	return io.NopCloser(bytes.NewReader(r.Bundle)), r.Receipt, nil
}

// DoneJobs returns the ids of at most limit jobs whose bundle was
// accepted, sorted.
func (t *Transport) DoneJobs(ctx context.Context, limit int) ([]string, bool, error) {
	t.mu.Lock()
	var ids []string
	for id, r := range t.results {
		if r.Report == nil {
			ids = append(ids, id)
		}
	}
	t.mu.Unlock()
	slices.Sort(ids)
	if len(ids) > limit {
		return ids[:limit], true, nil
	}
	return ids, false, nil
}

// Stats counts the jobs by state.
func (t *Transport) Stats(ctx context.Context) (transport.Stats, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.expireLocked()
	s := transport.Stats{Ready: len(t.ready)}
	for _, l := range t.byKey {
		if l.state == transport.StateActive {
			s.Leased++
		}
	}
	for _, r := range t.results {
		if r.Report != nil {
			s.Failed++
		} else {
			s.Done++
		}
	}
	return s, nil
}

// JobState reports where job id is.
func (t *Transport) JobState(ctx context.Context, id string) (transport.JobState, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.expireLocked()
	js := transport.JobState{JobID: id, State: "unknown", Attempt: t.attempts[id]}
	if r := t.results[id]; r != nil {
		js.State, js.Report, js.Partial, js.Target = "done", r.Report, r.Partial, &r.Spec.Target
		if r.Receipt != (transport.Receipt{}) { // none for a job that ended without an attempt resolving it
			js.Receipt = &r.Receipt
		}
		switch {
		case r.Cancelled:
			js.State = "cancelled"
		case r.Report != nil:
			js.State = "failed"
		}
		return js, nil
	}
	if l := t.byKey[fmt.Sprintf("%s/%d", id, t.attempts[id])]; l != nil && l.state == transport.StateActive {
		js.State, js.Target = "leased", &l.a.Spec.Target
		return js, nil
	}
	for _, s := range t.ready {
		if s.ID == id {
			js.State, js.Target = "ready", &s.Target
		}
	}
	return js, nil
}

// lookupLocked returns the lease of a, or a Stale error when a is not the
// holder.
func (t *Transport) lookupLocked(op string, a *job.Assignment) (*lease, error) {
	t.expireLocked()
	l := t.byKey[a.Key()]
	if l == nil {
		return nil, transport.Errorf(transport.Stale, op, "no assignment %s", a.Key())
	}
	if l.a.Lease != a.Lease {
		return nil, transport.Errorf(transport.Stale, op, "lease %q of %s is not the holder's", a.Lease, a.Key())
	}
	return l, nil
}

// resolvedLocked answers a repeated Deliver or Report of an assignment that
// already ended: the same receipt for the same outcome and digest, else a
// Conflict or Stale error. done is false while the assignment is active.
func (t *Transport) resolvedLocked(op string, a *job.Assignment, outcome transport.Outcome, digest string) (transport.Receipt, bool, error) {
	l, err := t.lookupLocked(op, a)
	if err != nil {
		return transport.Receipt{}, true, err
	}
	switch l.state {
	case transport.StateActive:
		return transport.Receipt{}, false, nil
	case transport.StateResolved:
		if l.res.Outcome == outcome && l.res.Receipt.Digest == digest {
			return l.res.Receipt, true, nil
		}
		return transport.Receipt{}, true, transport.Errorf(transport.Conflict, op, "%s already ended with a different %s", a.Key(), l.res.Outcome)
	default:
		return transport.Receipt{}, true, transport.Errorf(transport.Stale, op, "%s is %s", a.Key(), l.state)
	}
}

// resolveLocked ends the active assignment a with outcome, or answers a
// repeat as resolvedLocked does.
func (t *Transport) resolveLocked(op string, a *job.Assignment, outcome transport.Outcome, digest string) (transport.Receipt, error) {
	if r, done, err := t.resolvedLocked(op, a, outcome, digest); done {
		return r, err
	}
	l := t.byKey[a.Key()]
	rc := transport.Receipt{ID: state.RandomHex(16), JobID: a.Spec.ID, Attempt: a.Attempt,
		Digest: digest, Outcome: outcome, Accepted: t.opt.Now().UTC()}
	l.state = transport.StateResolved
	l.res = &transport.Resolution{JobID: a.Spec.ID, Attempt: a.Attempt, Outcome: outcome, Receipt: rc}
	return rc, nil
}

// expireLocked ends active leases past their expiry; their jobs go back to
// the queue while attempts remain, else end with a lease_expired report.
func (t *Transport) expireLocked() {
	now := t.opt.Now()
	var expired []*lease
	for _, l := range t.byKey {
		if l.state == transport.StateActive && now.After(l.a.LeaseExpires) {
			expired = append(expired, l)
		}
	}
	sort.Slice(expired, func(i, j int) bool { return expired[i].a.Key() < expired[j].a.Key() })
	for _, l := range expired {
		l.state = transport.StateExpired
		if who, ok := t.cancels[l.a.Spec.ID]; ok {
			t.results[l.a.Spec.ID] = cancelledResult(l.a.Spec, l.a.Attempt, who)
			continue
		}
		if l.a.Attempt-t.released[l.a.Spec.ID] < t.opt.MaxAttempts {
			t.ready = append(t.ready, l.a.Spec)
			continue
		}
		t.results[l.a.Spec.ID] = &Result{Spec: l.a.Spec, Attempt: l.a.Attempt, Report: &transport.TerminalReport{
			JobID: l.a.Spec.ID, Attempt: l.a.Attempt, Reason: "lease_expired",
			Message: fmt.Sprintf("the lease of attempt %d expired and no attempts remain (max %d)", l.a.Attempt, t.opt.MaxAttempts),
		}}
	}
}

// Cancel asks for job id to stop. A job no attempt holds ends cancelled at
// once; a held one keeps its lease, Renew and Status report Lease.Cancel,
// and it ends cancelled when its attempt reports or its lease runs out (a
// bundle delivered first is still accepted, and the job is done).
// Cancelling a cancelled job does nothing; a job that ended otherwise gives
// an error matching transport.ErrJobEnded, an unknown one
// transport.ErrJobNotFound.
func (t *Transport) Cancel(ctx context.Context, id, requester string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.expireLocked()
	if _, ok := t.specs[id]; !ok {
		return fmt.Errorf("cancel %s: %w", id, transport.ErrJobNotFound)
	}
	if r := t.results[id]; r != nil {
		if r.Cancelled {
			return nil
		}
		return fmt.Errorf("cancel %s: %w", id, transport.ErrJobEnded)
	}
	if _, asked := t.cancels[id]; asked {
		return nil
	}
	t.cancels[id] = requester
	for i, s := range t.ready {
		if s.ID == id {
			t.ready = append(t.ready[:i], t.ready[i+1:]...)
			t.results[id] = cancelledResult(s, t.attempts[id], requester)
			break
		}
	}
	return nil
}

// cancelledResult is the Result of a job cancelled while no attempt held
// it (attempt is its last attempt, 0 for none).
func cancelledResult(spec job.Spec, attempt int, requester string) *Result {
	msg := "cancelled"
	if requester != "" {
		msg = "cancelled by " + requester
	}
	return &Result{Spec: spec, Attempt: attempt, Cancelled: true,
		Report: &transport.TerminalReport{JobID: spec.ID, Attempt: attempt, Reason: "cancelled", Message: msg}}
}

// Release implements transport.Releaser: the job goes back to the head
// of the queue and the attempt does not count.
func (t *Transport) Release(ctx context.Context, a *job.Assignment, reason string) error {
	const op = "release"
	if reason == "" {
		return transport.Errorf(transport.Fatal, op, "%s: a release needs a reason", a.Key())
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.expireLocked()
	l := t.byKey[a.Key()]
	switch {
	case l == nil || l.a.Lease != a.Lease || l.a.RequestID != a.RequestID:
		return transport.Errorf(transport.Stale, op, "assignment %s is not held", a.Key())
	case l.released:
		return nil
	case l.state != transport.StateActive:
		return transport.Errorf(transport.Stale, op, "assignment %s is %s", a.Key(), l.state)
	}
	l.state, l.released = transport.StateExpired, true
	t.released[a.Spec.ID]++
	t.ready = append([]job.Spec{a.Spec}, t.ready...)
	return nil
}

var (
	_ transport.Releaser  = (*Transport)(nil)
	_ transport.Transport = (*Transport)(nil)
	_ transport.Queue     = (*Transport)(nil)
)
