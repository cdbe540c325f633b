package nats

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/sluicehq/sluice/core/transport"
)

// names are the streams, buckets and subjects of one prefix.
type names struct {
	jobsStream, progressStream                string
	jobsSubject, progressSubject              string
	stateBucket, enqueuedBucket, bundleBucket string
}

func newNames(prefix string) names {
	return names{
		jobsStream:      prefix + "_jobs",
		progressStream:  prefix + "_progress",
		jobsSubject:     prefix + ".jobs",
		progressSubject: prefix + ".progress",
		stateBucket:     prefix + "_state",
		enqueuedBucket:  prefix + "_enqueued",
		bundleBucket:    prefix + "_bundles",
	}
}

// token makes s one subject token or key part: bytes outside
// [A-Za-z0-9_-] (including '=' itself) become =XX (hex), so distinct
// names stay distinct.
func token(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "=%02x", c)
		}
	}
	return b.String()
}

// jobSubject is the subject a job for scanner ("package/scanner") is
// published on: <prefix>.jobs.<package>.<scanner>.
func (n names) jobSubject(scanner string) string {
	pkg, sc, ok := strings.Cut(scanner, "/")
	if !ok {
		return n.jobsSubject + "." + token(scanner) + ".="
	}
	return n.jobsSubject + "." + token(pkg) + "." + token(sc)
}

// consumerName is the durable consumer every worker with scanner shares.
func (n names) consumerName(scanner string) string {
	sum := sha256.Sum256([]byte(scanner))
	return "scanner-" + hex.EncodeToString(sum[:10])
}

func jobKey(id string) string { return "job." + token(id) }
func reqKey(id string) string { return "req." + token(id) }

// bundleKey names a bundle kept in the state bucket by its sha256 (hex).
func bundleKey(digest string) string { return "bundle." + digest }

// Job states in a record.
const (
	stateReady  = "ready"  // waiting for its next attempt (after a retryable report)
	stateLeased = "leased" // held by an attempt until Expires
	stateDone   = "done"   // a bundle was accepted
	stateFailed = "failed" // attempts exhausted or a final terminal report
	// stateCancelled: cancelled before it ran, or its attempt ended after a
	// cancel was asked.
	stateCancelled = "cancelled"
)

// Attempt outcomes in a record.
const (
	endBundle   = "bundle"
	endTerminal = "terminal"
	endExpired  = "expired"
	// endReleased: the worker gave the job back for a fault of its own;
	// the attempt does not count toward max_attempts.
	endReleased = "released"
)

// maxReleases bounds how often a job may be given back without counting:
// past it, Release answers ErrCannotRelease.
const maxReleases = 100

// released counts the record's attempts that ended released.
func (r *record) released() int {
	n := 0
	for _, e := range r.Ended {
		if e.Outcome == endReleased {
			n++
		}
	}
	return n
}

// record is a job's state in the state bucket, changed only by CAS.
type record struct {
	JobID string `json:"job_id"`
	// Spec is the job as enqueued, exactly as published.
	Spec    []byte `json:"spec"`
	State   string `json:"state"`
	Attempt int    `json:"attempt"` // the current (leased) or last attempt
	// Seq is the stream sequence of the job's message.
	Seq uint64 `json:"seq"`
	// Reply is the ack subject of the delivery the holder took.
	Reply        string    `json:"reply,omitempty"`
	RequestID    string    `json:"request_id,omitempty"`
	Lease        string    `json:"lease,omitempty"`
	WorkerID     string    `json:"worker_id,omitempty"`
	Slot         int       `json:"slot,omitempty"`
	Expires      time.Time `json:"expires,omitzero"`
	ScanDeadline time.Time `json:"scan_deadline,omitzero"`
	// Ended lists every attempt that ended, oldest first.
	Ended []ended `json:"ended,omitempty"`
	// Bad is set for a job whose message could not be read: why.
	Bad string `json:"bad,omitempty"`
	// CancelAsked is when a cancel was asked for the job while an attempt
	// held it: Renew and Status tell the holder, and the job ends
	// cancelled with that attempt.
	CancelAsked time.Time `json:"cancel_asked,omitzero"`
	// CancelBy is who asked for the cancel (Cancel's requester), the
	// audit record.
	CancelBy string `json:"cancel_by,omitempty"`
}

// ended is one attempt's end.
type ended struct {
	Attempt   int                       `json:"attempt"`
	RequestID string                    `json:"request_id"`
	Outcome   string                    `json:"outcome"`
	Time      time.Time                 `json:"time"`
	Receipt   *transport.Receipt        `json:"receipt,omitempty"`
	Report    *transport.TerminalReport `json:"report,omitempty"`
	// BundleInState says the accepted bundle is bundle.<digest> in the
	// state bucket (format 2) rather than an object in the bundle store.
	BundleInState bool `json:"bundle_in_state,omitempty"`
	// Partial is set when the accepted bundle does not cover the whole
	// target (transport.BundleRef.Partial).
	Partial *transport.Partial `json:"partial,omitempty"`
}

// endOf returns the end of attempt n by request req, or nil.
func (r *record) endOf(n int, req string) *ended {
	for i := range r.Ended {
		if r.Ended[i].Attempt == n && r.Ended[i].RequestID == req {
			return &r.Ended[i]
		}
	}
	return nil
}

// last returns the last ended attempt, or nil.
func (r *record) last() *ended {
	if len(r.Ended) == 0 {
		return nil
	}
	return &r.Ended[len(r.Ended)-1]
}

// requestRecord is req.<id>: the job a claim request took. It is written
// before the job's record names the request, so a repeated claim finds
// what the first one took.
type requestRecord struct {
	JobID   string `json:"job_id"`
	Attempt int    `json:"attempt"`
}

// receiptID derives a receipt id from what was accepted, so the same
// bytes for the same attempt get the same id.
func receiptID(jobID string, attempt int, outcome transport.Outcome, digest string) string {
	h := sha256.New()
	for _, part := range []string{"sluice transport.nats receipt v1", jobID, strconv.Itoa(attempt), string(outcome), digest} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}
