// Package api holds the wire types of the Sluice coordinator protocol v1,
// shared by the reference coordinator (plugins/transport/http/coordinator)
// and the worker's HTTP transport (plugins/transport/http), beside both. docs/protocol.md is the
// normative description; this package is its Go form.
//
// Every request and response body is one JSON object. Decoders here read
// hostile input: they bound sizes, reject unknown fields, trailing data and
// missing or malformed fields, and name the field that was wrong.
package api

import (
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
)

// Version is the protocol version; it is the first element of every path.
const Version = "v1"

// Paths of the protocol, relative to the coordinator's base URL.
const (
	PathSessions  = "/v1/sessions"
	PathHeartbeat = "/v1/heartbeat"
	PathClaims    = "/v1/claims"
	// PathAssignments is followed by "{job_id}/{attempt}" and optionally
	// "/renew", "/progress", "/bundle" or "/report".
	PathAssignments = "/v1/assignments/"
	PathJobs        = "/v1/jobs"
	PathStats       = "/v1/stats"
	PathPause       = "/v1/pause"
)

// Headers of the protocol.
const (
	// HeaderSession carries the session token from a hello.
	HeaderSession = "Sluice-Session"
	// HeaderLease carries the assignment's lease token on every assignment
	// request.
	HeaderLease = "Sluice-Lease"
	// HeaderSHA256 carries the lowercase hex sha256 of an uploaded body.
	HeaderSHA256 = "Sluice-Content-Sha256"
	// HeaderNoWorkReason carries the reason of a 204 claim answer.
	HeaderNoWorkReason = "Sluice-No-Work-Reason"
	// HeaderRequestedBy, on an admin request, says who asks (user@host and
	// the tool), for the coordinator's audit log; at most 256 bytes are
	// kept.
	HeaderRequestedBy = "Sluice-Requested-By"
	// HeaderPartial, on a bundle upload, says the bundle does not cover
	// the whole target: a transport.Partial as compact JSON, at most
	// MaxPartialHeaderBytes.
	HeaderPartial = "Sluice-Partial"
)

// MaxPartialHeaderBytes bounds HeaderPartial.
const MaxPartialHeaderBytes = 256

// Limits of the protocol.
const (
	// MaxResponseBytes bounds every JSON body either side reads (1 MiB),
	// except a terminal report (MaxReportBytes) and a bundle.
	MaxResponseBytes = 1 << 20
	// MaxReportBytes bounds an uploaded terminal report (16 KiB).
	MaxReportBytes = 16 << 10
	// MaxScanners bounds the scanners of a hello or claim.
	MaxScanners = 1024
	// MaxEvents bounds the events of one progress request.
	MaxEvents = 1024
	// MaxActive bounds the active assignments listed in a heartbeat.
	MaxActive = 1024
	// MaxClaimWait bounds a claim's long-poll wait (30s).
	MaxClaimWait = 30 * time.Second
	// MinRetryAfter and MaxRetryAfter bound a Retry-After header, seconds.
	MinRetryAfter, MaxRetryAfter = 1, 300
	// MaxTokenLen bounds session and lease tokens.
	MaxTokenLen = 128
	// MaxTextLen bounds free-text fields (reason, message, version).
	MaxTextLen = 1024
)

// NoWork reasons sent in HeaderNoWorkReason.
const (
	ReasonEmpty        = "empty"
	ReasonCapacity     = "capacity"
	ReasonPaused       = "paused"
	ReasonIncompatible = "incompatible"
)

// Error codes in ErrorBody.
const (
	CodeBadRequest      = "bad_request"
	CodeUnauthorized    = "unauthorized"
	CodeForbidden       = "forbidden"
	CodeSessionInvalid  = "session_invalid"
	CodeNotFound        = "not_found"
	CodeGone            = "gone"
	CodeConflict        = "conflict"
	CodeResultConflict  = "result_conflict"
	CodeDigestMismatch  = "digest_mismatch"
	CodeTooLarge        = "too_large"
	CodeRateLimited     = "rate_limited"
	CodeInternal        = "internal"
	CodeUnavailable     = "unavailable"
	CodeLengthRequired  = "length_required"
	CodeRequestRepeated = "request_ended"
)

// ErrorBody is the body of every non-2xx answer.
type ErrorBody struct {
	Error ErrorDetail `json:"error"`
}

// ErrorDetail says what went wrong.
type ErrorDetail struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// Hello registers a worker (POST /v1/sessions).
type Hello struct {
	WorkerID string `json:"worker_id"`
	Version  string `json:"version"`
	Platform string `json:"platform"`
	// Scanners are the "package/scanner" names of the worker's verified
	// packages.
	Scanners []string `json:"scanners"`
	// Capacity is the number of slots; 0 means not known yet.
	Capacity int `json:"capacity"`
}

// Session answers a Hello.
type Session struct {
	Token   string    `json:"session"`
	Expires time.Time `json:"expires"`
	// HeartbeatInterval is how often the coordinator wants a heartbeat.
	HeartbeatInterval job.Duration `json:"heartbeat_interval"`
}

// Heartbeat is a worker's liveness report (POST /v1/heartbeat).
type Heartbeat struct {
	WorkerID string      `json:"worker_id"`
	Capacity int         `json:"capacity"`
	Draining bool        `json:"draining"`
	Active   []ActiveRef `json:"active"`
}

// ActiveRef names one assignment a worker holds.
type ActiveRef struct {
	JobID   string `json:"job_id"`
	Attempt int    `json:"attempt"`
}

// HeartbeatAnswer answers a heartbeat with the session's new expiry.
type HeartbeatAnswer struct {
	Expires time.Time `json:"expires"`
}

// Claim asks for a job (POST /v1/claims).
type Claim struct {
	RequestID          string       `json:"request_id"`
	WorkerID           string       `json:"worker_id"`
	Slot               int          `json:"slot"`
	Scanners           []string     `json:"scanners"`
	DefaultScanTimeout job.Duration `json:"default_scan_timeout"`
	// TargetKinds, when present, are the only target kinds the worker
	// can prepare now (transport.ClaimRequest.TargetKinds).
	TargetKinds []string `json:"target_kinds,omitempty"`
	// Wait asks the coordinator to hold the request up to this long
	// (at most MaxClaimWait) when there is no work.
	Wait job.Duration `json:"wait,omitempty"`
}

// ClaimAnswer is the body of a 201 or 200 claim answer: exactly one of
// Assignment and Resolution.
type ClaimAnswer struct {
	Assignment *job.Assignment       `json:"assignment,omitempty"`
	Resolution *transport.Resolution `json:"resolution,omitempty"`
}

// Status answers GET /v1/assignments/{job_id}/{attempt}.
type Status struct {
	JobID      string                `json:"job_id"`
	Attempt    int                   `json:"attempt"`
	State      transport.State       `json:"state"`
	Resolution *transport.Resolution `json:"resolution,omitempty"`
	Lease      LeaseAnswer           `json:"lease"`
}

// LeaseAnswer answers a renewal.
type LeaseAnswer struct {
	Expires time.Time `json:"expires"`
	Cancel  bool      `json:"cancel"`
}

// Progress carries events of one assignment.
type Progress struct {
	WorkerID string                    `json:"worker_id"`
	Events   []transport.ProgressEvent `json:"events"`
}

// ProgressAnswer counts what happened to the events.
type ProgressAnswer struct {
	Accepted int `json:"accepted"`
	Replayed int `json:"replayed"`
}

// ReceiptAnswer answers an upload.
type ReceiptAnswer struct {
	Receipt transport.Receipt `json:"receipt"`
}

// JobInfo describes a job (GET /v1/jobs/{id}, enqueue answers, listings).
type JobInfo struct {
	Spec     job.Spec      `json:"spec"`
	State    string        `json:"state"`
	Attempts int           `json:"attempts"`
	Cancel   bool          `json:"cancel_requested"`
	Created  time.Time     `json:"created"`
	Updated  time.Time     `json:"updated"`
	Result   *JobResult    `json:"result,omitempty"`
	History  []AttemptInfo `json:"history,omitempty"`
	// Waiting says why a ready job is not being claimed:
	// WaitingNoWorker when no worker with a live session offers its
	// scanner. Empty otherwise. It is worked out when the job is read.
	Waiting string `json:"waiting,omitempty"`
}

// WaitingNoWorker is JobInfo.Waiting for a ready job whose scanner no
// worker with a live session offers: it waits until such a worker says
// hello.
const WaitingNoWorker = "no worker has this scanner"

// JobResult is the accepted result of a job. A job failed because the
// lease of its last attempt ran out has a Report (reason lease_expired)
// and a zero Receipt.
type JobResult struct {
	Receipt transport.Receipt         `json:"receipt"`
	Report  *transport.TerminalReport `json:"report,omitempty"`
	// Size is the bundle's size in bytes for a bundle outcome.
	Size int64 `json:"size,omitempty"`
	// Partial is set when the accepted bundle does not cover the whole
	// target (the worker said so with HeaderPartial).
	Partial *transport.Partial `json:"partial,omitempty"`
}

// AttemptInfo is one attempt of a job.
type AttemptInfo struct {
	Attempt      int       `json:"attempt"`
	WorkerID     string    `json:"worker_id"`
	Slot         int       `json:"slot"`
	State        string    `json:"state"`
	Started      time.Time `json:"started"`
	LeaseExpires time.Time `json:"lease_expires"`
	LastPhase    string    `json:"last_phase,omitempty"`
	// Credential names the worker token the attempt was claimed with (the
	// coordinator's record, not the worker's own word).
	Credential string `json:"credential,omitempty"`
}

// Release is the body of POST /v1/assignments/{job}/{attempt}/release: a
// worker gives its job back for a fault of its own (its storage failed);
// the attempt does not count.
type Release struct {
	Reason string `json:"reason"`
}

// JobList answers GET /v1/jobs.
type JobList struct {
	Jobs []JobInfo `json:"jobs"`
}

// Stats answers GET /v1/stats.
type Stats struct {
	Ready     int  `json:"ready"`
	Leased    int  `json:"leased"`
	Done      int  `json:"done"`
	Failed    int  `json:"failed"`
	Cancelled int  `json:"cancelled"`
	Paused    bool `json:"paused"`
	Workers   int  `json:"workers"`
	// NoWorker counts the ready jobs whose scanner no worker with a live
	// session offers (JobInfo.Waiting is WaitingNoWorker);
	// NoWorkerScanners names those scanners, sorted.
	NoWorker         int      `json:"no_worker"`
	NoWorkerScanners []string `json:"no_worker_scanners,omitempty"`
}

// Pause sets whether claims are answered with ReasonPaused.
type Pause struct {
	Paused bool `json:"paused"`
}

// Job states as the coordinator reports them.
const (
	JobReady     = "ready"
	JobLeased    = "leased"
	JobDone      = "done"
	JobFailed    = "failed"
	JobCancelled = "cancelled"
)
