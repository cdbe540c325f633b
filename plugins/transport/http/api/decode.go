package api

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/hexdigest"
)

// ErrTooLarge is matched by errors about a body over its limit.
var ErrTooLarge = errors.New("body too large")

// ReadBody reads r up to limit bytes; more is an ErrTooLarge error.
func ReadBody(r io.Reader, limit int64) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > limit {
		return nil, fmt.Errorf("%w: more than %d bytes", ErrTooLarge, limit)
	}
	return b, nil
}

// ValidToken checks a session or lease token: 1..MaxTokenLen bytes of
// [A-Za-z0-9._-].
func ValidToken(field, s string) error {
	if s == "" || len(s) > MaxTokenLen {
		return fmt.Errorf("%s: %d bytes, must be 1..%d", field, len(s), MaxTokenLen)
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-') {
			return fmt.Errorf("%s: byte %q at %d; allowed are A-Z a-z 0-9 . _ -", field, c, i)
		}
	}
	return nil
}

func validText(field, s string) error {
	if len(s) > MaxTextLen {
		return fmt.Errorf("%s: longer than %d bytes", field, MaxTextLen)
	}
	return nil
}

func validScanners(field string, list []string) error {
	if len(list) > MaxScanners {
		return fmt.Errorf("%s: %d entries, more than %d", field, len(list), MaxScanners)
	}
	for i, s := range list {
		if s == "" || len(s) > 2*job.MaxIDLen+1 {
			return fmt.Errorf("%s[%d]: must be 1..%d bytes", field, i, 2*job.MaxIDLen+1)
		}
	}
	return nil
}

// Validate checks a hello.
func (h *Hello) Validate() error {
	if err := job.ValidateID("worker_id", h.WorkerID); err != nil {
		return err
	}
	if err := validText("version", h.Version); err != nil {
		return err
	}
	if err := validText("platform", h.Platform); err != nil {
		return err
	}
	if h.Capacity < 0 || h.Capacity > 4096 {
		return fmt.Errorf("capacity: %d, must be 0..4096", h.Capacity)
	}
	return validScanners("scanners", h.Scanners)
}

// Validate checks a session answer.
func (s *Session) Validate() error {
	if err := ValidToken("session", s.Token); err != nil {
		return err
	}
	if s.Expires.IsZero() {
		return errors.New("expires: missing")
	}
	if s.HeartbeatInterval <= 0 || s.HeartbeatInterval.D() > time.Hour {
		return fmt.Errorf("heartbeat_interval: %s, must be >0 and at most 1h", s.HeartbeatInterval)
	}
	return nil
}

// Validate checks a heartbeat.
func (h *Heartbeat) Validate() error {
	if err := job.ValidateID("worker_id", h.WorkerID); err != nil {
		return err
	}
	if h.Capacity < 0 || h.Capacity > 4096 {
		return fmt.Errorf("capacity: %d, must be 0..4096", h.Capacity)
	}
	if len(h.Active) > MaxActive {
		return fmt.Errorf("active: %d entries, more than %d", len(h.Active), MaxActive)
	}
	for i, a := range h.Active {
		if err := job.ValidateID(fmt.Sprintf("active[%d].job_id", i), a.JobID); err != nil {
			return err
		}
		if a.Attempt < 1 {
			return fmt.Errorf("active[%d].attempt: %d, must be at least 1", i, a.Attempt)
		}
	}
	return nil
}

// Validate checks a claim.
func (c *Claim) Validate() error {
	if err := job.ValidateID("request_id", c.RequestID); err != nil {
		return err
	}
	if err := job.ValidateID("worker_id", c.WorkerID); err != nil {
		return err
	}
	if c.Slot < 0 || c.Slot > 4096 {
		return fmt.Errorf("slot: %d, must be 0..4096", c.Slot)
	}
	if c.DefaultScanTimeout < 0 {
		return errors.New("default_scan_timeout: negative")
	}
	if c.Wait < 0 || c.Wait.D() > MaxClaimWait {
		return fmt.Errorf("wait: %s, must be 0..%s", c.Wait, MaxClaimWait)
	}
	if len(c.TargetKinds) > MaxTargetKinds {
		return fmt.Errorf("target_kinds: %d entries, more than %d", len(c.TargetKinds), MaxTargetKinds)
	}
	for i, k := range c.TargetKinds {
		if err := job.ValidateTargetKind(fmt.Sprintf("target_kinds[%d]", i), k); err != nil {
			return err
		}
	}
	return validScanners("scanners", c.Scanners)
}

// MaxTargetKinds bounds a claim's target kinds.
const MaxTargetKinds = 64

// ValidateAssignment checks an assignment received for claim requestID.
func ValidateAssignment(a *job.Assignment, requestID string) error {
	if err := a.Spec.Validate(); err != nil {
		return fmt.Errorf("assignment.spec: %w", err)
	}
	if a.Attempt < 1 {
		return fmt.Errorf("assignment.attempt: %d, must be at least 1", a.Attempt)
	}
	if a.RequestID != requestID {
		return fmt.Errorf("assignment.request_id: %.80q, want %q", a.RequestID, requestID)
	}
	if err := ValidToken("assignment.lease", a.Lease); err != nil {
		return err
	}
	if a.LeaseExpires.IsZero() {
		return errors.New("assignment.lease_expires: missing")
	}
	if a.ScanDeadline.IsZero() {
		return errors.New("assignment.scan_deadline: missing")
	}
	return nil
}

// ValidateResolution checks a resolution.
func ValidateResolution(field string, r *transport.Resolution) error {
	if err := job.ValidateID(field+".job_id", r.JobID); err != nil {
		return err
	}
	if r.Attempt < 1 {
		return fmt.Errorf("%s.attempt: %d, must be at least 1", field, r.Attempt)
	}
	if r.Outcome != transport.OutcomeBundle && r.Outcome != transport.OutcomeTerminal {
		return fmt.Errorf("%s.outcome: %.40q, want bundle or terminal", field, r.Outcome)
	}
	if r.Receipt.JobID != r.JobID || r.Receipt.Attempt != r.Attempt || r.Receipt.Outcome != r.Outcome {
		return fmt.Errorf("%s.receipt: names %s/%d (%s), not the resolution's %s/%d (%s)", field,
			r.Receipt.JobID, r.Receipt.Attempt, r.Receipt.Outcome, r.JobID, r.Attempt, r.Outcome)
	}
	return ValidateReceipt(field+".receipt", &r.Receipt)
}

// ValidateReceipt checks a receipt's fields on their own.
func ValidateReceipt(field string, r *transport.Receipt) error {
	if err := ValidToken(field+".receipt_id", r.ID); err != nil {
		return err
	}
	if err := job.ValidateID(field+".job_id", r.JobID); err != nil {
		return err
	}
	if r.Attempt < 1 {
		return fmt.Errorf("%s.attempt: %d, must be at least 1", field, r.Attempt)
	}
	if !hexdigest.IsSHA256(r.Digest) {
		return fmt.Errorf("%s.digest: %.80q is not a lowercase hex sha256", field, r.Digest)
	}
	if r.Outcome != transport.OutcomeBundle && r.Outcome != transport.OutcomeTerminal {
		return fmt.Errorf("%s.outcome: %.40q, want bundle or terminal", field, r.Outcome)
	}
	if r.Accepted.IsZero() {
		return fmt.Errorf("%s.accepted: missing", field)
	}
	return nil
}

// ValidateClaimAnswer checks a 200/201 claim answer for requestID.
func ValidateClaimAnswer(c *ClaimAnswer, requestID string) error {
	switch {
	case c.Assignment != nil && c.Resolution != nil:
		return errors.New("claim answer holds both assignment and resolution")
	case c.Assignment != nil:
		return ValidateAssignment(c.Assignment, requestID)
	case c.Resolution != nil:
		return ValidateResolution("resolution", c.Resolution)
	}
	return errors.New("claim answer holds neither assignment nor resolution")
}

// ValidateStatus checks a status answer for jobID/attempt.
func ValidateStatus(s *Status, jobID string, attempt int) error {
	if s.JobID != jobID || s.Attempt != attempt {
		return fmt.Errorf("status names %.80q/%d, want %s/%d", s.JobID, s.Attempt, jobID, attempt)
	}
	switch s.State {
	case transport.StateActive, transport.StateExpired, transport.StateCancelled, transport.StateUnknown:
		if s.Resolution != nil {
			return fmt.Errorf("state %s with a resolution", s.State)
		}
	case transport.StateResolved:
		if s.Resolution == nil {
			return errors.New("state resolved without a resolution")
		}
		if s.Resolution.JobID != jobID || s.Resolution.Attempt != attempt {
			return fmt.Errorf("resolution names %s/%d, want %s/%d", s.Resolution.JobID, s.Resolution.Attempt, jobID, attempt)
		}
		return ValidateResolution("resolution", s.Resolution)
	default:
		return fmt.Errorf("state: %.40q is not active, resolved, expired, cancelled or unknown", s.State)
	}
	if s.State == transport.StateActive && s.Lease.Expires.IsZero() {
		return errors.New("lease.expires: missing for an active assignment")
	}
	return nil
}

// ValidateLease checks a renewal answer.
func ValidateLease(l *LeaseAnswer) error {
	if l.Expires.IsZero() {
		return errors.New("expires: missing")
	}
	return nil
}

// Validate checks a progress request.
func (p *Progress) Validate() error {
	if err := job.ValidateID("worker_id", p.WorkerID); err != nil {
		return err
	}
	if len(p.Events) == 0 || len(p.Events) > MaxEvents {
		return fmt.Errorf("events: %d entries, must be 1..%d", len(p.Events), MaxEvents)
	}
	for i, e := range p.Events {
		if e.Seq == 0 {
			return fmt.Errorf("events[%d].seq: must be at least 1", i)
		}
		if i > 0 && e.Seq <= p.Events[i-1].Seq {
			return fmt.Errorf("events[%d].seq: %d does not increase", i, e.Seq)
		}
		if err := validText(fmt.Sprintf("events[%d].phase", i), e.Phase); err != nil {
			return err
		}
		if err := validText(fmt.Sprintf("events[%d].message", i), e.Message); err != nil {
			return err
		}
	}
	return nil
}

// ValidateProgressAnswer checks a progress answer for n events.
func ValidateProgressAnswer(p *ProgressAnswer, n int) error {
	if p.Accepted < 0 || p.Replayed < 0 || p.Accepted+p.Replayed != n {
		return fmt.Errorf("progress answer counts %d accepted + %d replayed, want %d events", p.Accepted, p.Replayed, n)
	}
	return nil
}

// ParseRetryAfter reads a Retry-After header given in seconds, clamped to
// MinRetryAfter..MaxRetryAfter. An empty or malformed value gives def.
func ParseRetryAfter(v string, def time.Duration) time.Duration {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		return def
	}
	n = max(MinRetryAfter, min(n, MaxRetryAfter))
	return time.Duration(n) * time.Second
}

// ValidReason reports whether r is a known NoWork reason.
func ValidReason(r string) bool {
	switch r {
	case ReasonEmpty, ReasonCapacity, ReasonPaused, ReasonIncompatible:
		return true
	}
	return false
}
