// Package job defines the identities that flow through a worker: a job as it
// is enqueued, the assignment a transport hands to one slot, and the identity
// every outcome must carry before a slot adopts it.
package job

import (
	"errors"
	"fmt"
	"regexp"
	"time"
)

// Target says what a job scans. Kind selects the preparer that declares
// it (registry.Module.TargetKinds): the preparers built into the worker
// declare "path", "archive" and "git".
type Target struct {
	// Kind is the target kind: lower snake_case, at most 32 characters. A
	// worker without a preparer for it ends the job with a terminal
	// report.
	Kind string `json:"kind"`
	// Path is an absolute path on the worker's machine.
	Path string `json:"path"`
	// Ref is a revision for git targets; empty means HEAD, or every ref
	// with History.
	Ref string `json:"ref,omitempty"`
	// History, for git targets, scans the history instead of one commit:
	// every blob reachable from Ref (from every ref when Ref is empty),
	// once, at <commit>/<path> in the workspace, where commit is the
	// first commit (oldest first) that added the blob at path.
	History bool `json:"history,omitempty"`
	// Include and Exclude are slash-separated glob patterns matched against
	// workspace-relative paths. Empty Include means everything.
	Include []string `json:"include,omitempty"`
	Exclude []string `json:"exclude,omitempty"`
}

// Spec is a job as it is enqueued: a request to scan one target with one
// scanner. Spec values are immutable once enqueued.
type Spec struct {
	// ID is the stable job id: 1..64 characters of [A-Za-z0-9._-], not
	// starting with '.' or '-'.
	ID string `json:"job_id"`
	// Scanner names the scanner to run as "package/scanner".
	Scanner string `json:"scanner"`
	// Target is what to scan.
	Target Target `json:"target"`
	// ScanTimeout bounds one attempt's execute stage. Zero takes the
	// worker's default.
	ScanTimeout Duration `json:"scan_timeout,omitempty"`
	// Options are passed to the scanner verbatim. Keys and values are bounded
	// by Validate.
	Options map[string]string `json:"options,omitempty"`
}

// targetKindPattern is the form of a target kind.
var targetKindPattern = regexp.MustCompile(`^[a-z][a-z0-9_]{0,31}$`)

// ValidateTargetKind checks that kind, the value of field, is a target
// kind: lower snake_case of at most 32 characters.
func ValidateTargetKind(field, kind string) error {
	if !targetKindPattern.MatchString(kind) {
		return fmt.Errorf("%s: %q is not lower snake_case of at most 32 characters", field, kind)
	}
	return nil
}

// Limits of a job spec, enforced by DecodeSpec and Validate.
const (
	// MaxSpecBytes bounds an encoded job spec (a job file, a spool
	// record, a coordinator's assignment spec).
	MaxSpecBytes = 1 << 20
	// MaxIDLen is the longest job, request or worker id accepted
	// anywhere (ValidateID).
	MaxIDLen = 64

	MaxOptions        = 64
	MaxOptionKeyLen   = 128
	MaxOptionValueLen = 4096
	MaxPathLen        = 4096
	MaxGlobs          = 256
)

// Validate reports the first problem with s, naming the field.
func (s *Spec) Validate() error {
	if err := ValidateID("job_id", s.ID); err != nil {
		return err
	}
	if s.Scanner == "" {
		return errors.New("scanner: must name a scanner as package/scanner")
	}
	if len(s.Scanner) > 2*MaxIDLen+1 {
		return fmt.Errorf("scanner: longer than %d bytes", 2*MaxIDLen+1)
	}
	if s.Target.Kind == "" {
		return errors.New("target.kind: missing (for example path, archive or git)")
	}
	if err := ValidateTargetKind("target.kind", s.Target.Kind); err != nil {
		return err
	}
	if s.Target.Path == "" {
		return errors.New("target.path: missing")
	}
	if len(s.Target.Path) > MaxPathLen {
		return fmt.Errorf("target.path: longer than %d bytes", MaxPathLen)
	}
	if len(s.Target.Include)+len(s.Target.Exclude) > MaxGlobs {
		return fmt.Errorf("target: more than %d include/exclude patterns", MaxGlobs)
	}
	if s.ScanTimeout < 0 {
		return errors.New("scan_timeout: must not be negative")
	}
	if len(s.Options) > MaxOptions {
		return fmt.Errorf("options: more than %d entries", MaxOptions)
	}
	for k, v := range s.Options {
		if k == "" || len(k) > MaxOptionKeyLen {
			return fmt.Errorf("options: key %.40q must be 1..%d bytes", k, MaxOptionKeyLen)
		}
		if len(v) > MaxOptionValueLen {
			return fmt.Errorf("options.%s: value longer than %d bytes", k, MaxOptionValueLen)
		}
	}
	return nil
}

// ValidateID checks an id used as a file name or protocol key. field names
// the id in the error.
func ValidateID(field, id string) error {
	if id == "" {
		return fmt.Errorf("%s: missing", field)
	}
	if len(id) > MaxIDLen {
		return fmt.Errorf("%s: %d bytes, longer than %d", field, len(id), MaxIDLen)
	}
	if id[0] == '.' || id[0] == '-' {
		return fmt.Errorf("%s: %q must not start with '.' or '-'", field, id)
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '.', c == '_', c == '-':
		default:
			return fmt.Errorf("%s: %q has byte %q at %d; allowed are A-Z a-z 0-9 . _ -", field, id, c, i)
		}
	}
	return nil
}

// Assignment is a job handed to one worker slot for one attempt. The
// transport fills every field except Slot, which the pipeline sets.
type Assignment struct {
	Spec Spec `json:"spec"`
	// Attempt counts from 1; a retried job gets a new attempt.
	Attempt int `json:"attempt"`
	// RequestID is the claim request id that produced this assignment.
	RequestID string `json:"request_id"`
	// Lease is an opaque transport token naming this holder's lease.
	Lease string `json:"lease"`
	// LeaseExpires is the absolute time the lease ends unless renewed.
	LeaseExpires time.Time `json:"lease_expires"`
	// ScanDeadline is the absolute time the execute stage must end.
	ScanDeadline time.Time `json:"scan_deadline"`
	// Slot is the worker slot holding the assignment.
	Slot int `json:"slot"`
}

// Key returns "job_id/attempt", the short form used in logs and errors.
func (a *Assignment) Key() string { return fmt.Sprintf("%s/%d", a.Spec.ID, a.Attempt) }

// Identity names one attempt of one job in one slot with one package. Every
// outcome (runner result, bundle header, receipt) carries it and is rejected
// when it does not match the slot's state.
type Identity struct {
	WorkerID      string `json:"worker_id"`
	JobID         string `json:"job_id"`
	Attempt       int    `json:"attempt"`
	Slot          int    `json:"slot"`
	PackageDigest string `json:"package_digest"`
}

// Check returns an error naming the first field of got that differs from want.
func (want Identity) Check(got Identity) error {
	switch {
	case got.JobID != want.JobID:
		return fmt.Errorf("identity mismatch: job_id %q, want %q", got.JobID, want.JobID)
	case got.Attempt != want.Attempt:
		return fmt.Errorf("identity mismatch: attempt %d, want %d", got.Attempt, want.Attempt)
	case got.Slot != want.Slot:
		return fmt.Errorf("identity mismatch: slot %d, want %d", got.Slot, want.Slot)
	case got.WorkerID != want.WorkerID:
		return fmt.Errorf("identity mismatch: worker_id %q, want %q", got.WorkerID, want.WorkerID)
	case got.PackageDigest != want.PackageDigest:
		return fmt.Errorf("identity mismatch: package_digest %q, want %q", got.PackageDigest, want.PackageDigest)
	}
	return nil
}

// AssignedScanTimeout is the one rule for the scan timeout of an
// assignment, which every transport applies when it hands a job out: the
// job's own ScanTimeout, else claimDefault (the claiming worker's
// worker.scan_timeout), capped at max when max > 0; with neither a job
// timeout nor a claim default, max.
func (s Spec) AssignedScanTimeout(claimDefault, max time.Duration) time.Duration {
	timeout := s.ScanTimeout.D()
	if timeout <= 0 {
		timeout = claimDefault
	}
	if max > 0 && (timeout <= 0 || timeout > max) {
		timeout = max
	}
	return timeout
}
