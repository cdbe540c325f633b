// Package transport defines the contract between a worker and wherever its
// jobs come from: a local spool, an HTTP coordinator, NATS JetStream. The
// pipeline drives a Transport; plugins under plugins/transport implement it.
//
// Every method is safe for concurrent use by all slots of one worker.
package transport

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
)

// Transport is where jobs come from and results go.
type Transport interface {
	// Claim asks for work for one slot. Repeating a claim with the same
	// RequestID (after a crash) returns the same assignment or its
	// resolution, never a second job. A NoWork answer binds nothing to the
	// RequestID: the slot's next poll may use it again.
	Claim(ctx context.Context, req ClaimRequest) (ClaimResult, error)
	// Status reports what the transport knows of an assignment.
	Status(ctx context.Context, a *job.Assignment) (Status, error)
	// Renew extends the assignment's lease and returns the new expiry. A
	// Stale error means the lease is lost. A renewal may ask the worker to
	// cancel (Lease.Cancel).
	Renew(ctx context.Context, a *job.Assignment) (Lease, error)
	// Progress records progress events. Events carry a per-worker monotonic
	// Seq; replays of a sequence already recorded are accepted silently.
	Progress(ctx context.Context, a *job.Assignment, events []ProgressEvent) error
	// Deliver hands over a sealed bundle. Delivering the same bytes again
	// returns the same receipt; different bytes for the same attempt are a
	// Conflict.
	Deliver(ctx context.Context, a *job.Assignment, b BundleRef) (Receipt, error)
	// Report hands over a terminal report for an attempt that produced no
	// bundle. Idempotent like Deliver.
	Report(ctx context.Context, a *job.Assignment, r TerminalReport) (Receipt, error)
	// Close releases the transport's resources.
	Close() error
}

// Releaser is implemented by transports that can take a job back from a
// worker without counting the attempt: the worker could not run it for a
// fault of its own (its storage failed), not the job's.
type Releaser interface {
	// Release ends assignment a without a result and puts its job back in
	// the queue for any worker; the attempt does not count toward
	// max_attempts (the next claim still gets a new attempt number).
	// Repeating a release that was accepted returns nil. A lease already
	// lost is Stale. ErrCannotRelease says the transport will not take
	// this one back (the worker then keeps it and waits).
	Release(ctx context.Context, a *job.Assignment, reason string) error
}

// Queue is implemented by transports whose queue the worker's own command
// line feeds and reads: worker enqueue and worker scan add jobs, worker
// cancel stops them, worker status, enqueue --wait and worker result read
// them back. Every built-in transport implements it; a transport a
// coordinator of its own runs may reach it through that coordinator's
// admin API (transport.http does).
type Queue interface {
	// Enqueue adds a job. Enqueueing the same spec again succeeds; a
	// different spec under a taken id is an error.
	Enqueue(ctx context.Context, spec job.Spec) error
	// Cancel asks for job jobID to stop. A job not handed out yet never
	// runs; a running attempt keeps its lease, Renew and Status report
	// Lease.Cancel, and the job ends cancelled when the attempt reports or
	// its lease runs out (a bundle delivered first is still accepted).
	// Cancelling a cancelled job does nothing; an ended job gives an error
	// matching ErrJobEnded, an unknown one ErrJobNotFound. requester says
	// who asks ("alice@build-7 via worker cancel"; may be empty): the
	// transport keeps it in its record of the cancel and logs it.
	Cancel(ctx context.Context, jobID, requester string) error
	// Stats counts the queue's jobs by state.
	Stats(ctx context.Context) (Stats, error)
	// JobState reports the outcome of a job by id.
	JobState(ctx context.Context, jobID string) (JobState, error)
	// OpenBundle opens the accepted bundle of job jobID and returns it with
	// its receipt. A job without an accepted bundle is an error.
	OpenBundle(ctx context.Context, jobID string) (io.ReadCloser, Receipt, error)
	// DoneJobs returns the ids of at most limit jobs in state done; more
	// reports that others were left out.
	DoneJobs(ctx context.Context, limit int) (ids []string, more bool, err error)
}

// Errors the methods of Queue and Releaser return, matched with errors.Is:
// the command line tells the person at it which one happened.
var (
	// ErrJobNotFound: a job id the transport does not hold.
	ErrJobNotFound = errors.New("no such job")
	// ErrJobEnded: Cancel of a job that already ended (done or failed).
	ErrJobEnded = errors.New("job already ended")
	// ErrNotPermitted: a call the transport's credential does not allow:
	// a worker's credential reading the queue or enqueueing, where
	// submitters hold a credential of their own (transport.http's admin
	// token, transport.nats's submitter permissions).
	ErrNotPermitted = errors.New("not permitted with this credential")
	// ErrCannotRelease: a Release refused for good, the job has been
	// released too often.
	ErrCannotRelease = errors.New("the transport will not take this job back without counting its attempt")
)

// ClaimRequest asks for one job.
type ClaimRequest struct {
	// RequestID is random, 128-bit, hex; written durably before Claim.
	RequestID string
	// WorkerID names the worker; Slot the lane within it.
	WorkerID string
	Slot     int
	// Scanners lists the "package/scanner" names this worker can run.
	Scanners []string
	// TargetKinds lists the target kinds this worker can prepare now
	// (job.Target.Kind); a job of another kind is not handed to it, and
	// waits for a worker that can. Empty means any kind (a worker that
	// does not say).
	TargetKinds []string
	// DefaultScanTimeout applies to jobs that name none.
	DefaultScanTimeout time.Duration
	// NoWait asks for an answer at once, without waiting (long-polling)
	// for work: the worker is draining and only finishes a claim whose
	// request id is already durable.
	NoWait bool
}

// ClaimResult holds exactly one of its fields.
type ClaimResult struct {
	Assignment *job.Assignment
	NoWork     *NoWork
	// Resolution is returned for a repeated RequestID whose assignment has
	// already ended.
	Resolution *Resolution
}

// Wants reports whether the claim accepts a job of scanner with target
// kind kind: the scanner is in Scanners and the kind in TargetKinds (or
// TargetKinds is empty).
func (r *ClaimRequest) Wants(scanner, kind string) bool {
	return slices.Contains(r.Scanners, scanner) && r.AcceptsKind(kind)
}

// AcceptsKind reports whether the claim accepts a job of target kind
// kind: TargetKinds names it or is empty.
func (r *ClaimRequest) AcceptsKind(kind string) bool {
	return len(r.TargetKinds) == 0 || slices.Contains(r.TargetKinds, kind)
}

// NoWorkEmpty is the NoWork reason that means no job is ready: a worker
// running until idle stops on it.
const NoWorkEmpty = "empty"

// NoWork says there is nothing to claim now.
type NoWork struct {
	RetryAfter time.Duration
	Reason     string
}

// State is an assignment's state as the transport sees it.
type State string

const (
	StateActive    State = "active"    // leased to the asker and not yet resolved
	StateResolved  State = "resolved"  // a bundle or terminal report was accepted
	StateExpired   State = "expired"   // the lease ended; the job went back to the queue or failed
	StateCancelled State = "cancelled" // the job was cancelled
	StateUnknown   State = "unknown"   // the transport has no such assignment
)

// Status is the answer to Status.
type Status struct {
	State      State
	Resolution *Resolution
	Lease      Lease
}

// Lease is a lease's current expiry, and any cancel request riding on it.
type Lease struct {
	Expires time.Time
	Cancel  bool
}

// Outcome says how an attempt ended.
type Outcome string

const (
	OutcomeBundle   Outcome = "bundle"
	OutcomeTerminal Outcome = "terminal"
)

// Resolution is how an assignment ended.
type Resolution struct {
	JobID   string  `json:"job_id"`
	Attempt int     `json:"attempt"`
	Outcome Outcome `json:"outcome"`
	Receipt Receipt `json:"receipt"`
}

// BundleRef names a sealed bundle file on the worker.
type BundleRef struct {
	Path   string
	Digest string // sha256 of the file, lowercase hex
	Size   int64
	// Partial, when not nil, says the bundle does not cover the whole
	// target (its scan timed out, left files unscanned or dropped events
	// over a limit). The transport keeps it with the job, so that every
	// view of the job shows it as partial rather than done.
	Partial *Partial
}

// LeaseExpiredReport is the terminal report a transport records for a job
// whose last allowed attempt ended because its lease ran out: reason
// "lease_expired", naming the holder (worker and slot) and when, so that a
// job failed by a crash-looping or frozen worker says why and where.
func LeaseExpiredReport(jobID string, attempt int, workerID string, slot int, expired time.Time, maxAttempts int) TerminalReport {
	holder := "its worker"
	if workerID != "" {
		holder = fmt.Sprintf("worker %s (slot %d)", workerID, slot)
	}
	return TerminalReport{JobID: jobID, Attempt: attempt, Reason: "lease_expired",
		Message: fmt.Sprintf("the lease of attempt %d, held by %s, expired at %s without a result, and no attempts remain (max_attempts %d)",
			attempt, holder, expired.UTC().Format(time.RFC3339), maxAttempts)}
}

// Partial describes a bundle that does not cover the whole target.
type Partial struct {
	// Reason is the first of: "timeout" (the scan deadline cut the
	// scanner off), "unscanned" (files were left out: over a limit,
	// unreadable), "dropped" (findings or logs were dropped over the
	// result limits).
	Reason string `json:"reason"`
	// Unscanned counts the files the scan left out; Dropped the events
	// the bundle dropped.
	Unscanned int64 `json:"unscanned,omitempty"`
	Dropped   int64 `json:"dropped,omitempty"`
}

// Partial reasons.
const (
	PartialTimeout   = "timeout"
	PartialUnscanned = "unscanned"
	PartialDropped   = "dropped"
)

// maxPartialCount bounds Partial's counts as a transport accepts them.
const maxPartialCount = 1 << 40

// Validate checks a Partial received from elsewhere.
func (p *Partial) Validate() error {
	switch {
	case p.Reason != PartialTimeout && p.Reason != PartialUnscanned && p.Reason != PartialDropped:
		return fmt.Errorf("partial reason %.40q is not %s, %s or %s", p.Reason, PartialTimeout, PartialUnscanned, PartialDropped)
	case p.Unscanned < 0 || p.Dropped < 0 || p.Unscanned > maxPartialCount || p.Dropped > maxPartialCount:
		return errors.New("partial counts out of range")
	}
	return nil
}

// String says what is missing, in a few words: "timed out; 3 files not
// scanned".
func (p *Partial) String() string {
	var parts []string
	if p.Reason == PartialTimeout {
		parts = append(parts, "timed out")
	}
	if p.Unscanned > 0 {
		parts = append(parts, countOf(p.Unscanned, "file")+" not scanned")
	}
	if p.Dropped > 0 {
		parts = append(parts, countOf(p.Dropped, "event")+" dropped over the result limits")
	}
	if len(parts) == 0 {
		return p.Reason
	}
	return strings.Join(parts, "; ")
}

func countOf(n int64, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.FormatInt(n, 10) + " " + what + "s"
}

// Receipt is the transport's durable acknowledgement.
type Receipt struct {
	ID       string    `json:"receipt_id"`
	JobID    string    `json:"job_id"`
	Attempt  int       `json:"attempt"`
	Digest   string    `json:"digest"` // bundle or report digest
	Outcome  Outcome   `json:"outcome"`
	Accepted time.Time `json:"accepted"`
}

// TerminalReport is a bounded failure report (at most diag.MaxReportBytes
// when encoded) for an attempt that produced no bundle.
type TerminalReport struct {
	JobID   string `json:"job_id"`
	Attempt int    `json:"attempt"`
	// Reason is a stable machine word: timeout, crashed, protocol,
	// over_limit, prepare, scanner_error, generations_exhausted, ...
	Reason  string `json:"reason"`
	Message string `json:"message"`
	// Retryable asks the transport to try the job again as a new attempt.
	Retryable bool   `json:"retryable"`
	ExitCode  int    `json:"exit_code,omitempty"`
	Stdout    string `json:"stdout,omitempty"`
	Stderr    string `json:"stderr,omitempty"`
	Body      string `json:"body,omitempty"`
}

// ProgressEvent is one progress record from the outbox.
type ProgressEvent struct {
	Seq     uint64    `json:"seq"`
	JobID   string    `json:"job_id"`
	Attempt int       `json:"attempt"`
	Time    time.Time `json:"time"`
	Phase   string    `json:"phase"`
	Files   int64     `json:"files,omitempty"`
	Bytes   int64     `json:"bytes,omitempty"`
	Message string    `json:"message,omitempty"`
}

// Stats describes a queue.
type Stats struct {
	Ready, Leased, Done, Failed int
	// NoWorker counts the ready jobs whose scanner no connected worker
	// offers, and NoWorkerScanners names those scanners (sorted, comma
	// separated), where the transport can tell (a coordinator that knows
	// its workers); zero otherwise.
	NoWorker         int
	NoWorkerScanners string
}

// JobState is a job's place in the transport.
type JobState struct {
	JobID   string
	State   string // ready, leased, done, failed, cancelled, unknown
	Attempt int
	Receipt *Receipt
	// Report is the terminal report of the last attempt, when it ended
	// with one and the transport keeps it.
	Report *TerminalReport
	// Waiting says why a ready job is not claimed, where the transport
	// can tell ("no worker has this scanner"); empty otherwise.
	Waiting string
	// Partial is set for a done job whose accepted bundle does not cover
	// the whole target (BundleRef.Partial).
	Partial *Partial
	// Target is what the job scans, as enqueued; nil for an unknown job.
	Target *job.Target
}

// Plugins is the typed registry namespace of Transport plugins ("transport.<name>"):
// a plugin registers with Plugins.Register, which checks in init that it
// implements Transport, and the worker instantiates it typed.
var Plugins = registry.NewNamespace[Transport]("transport")
