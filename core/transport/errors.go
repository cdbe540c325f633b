package transport

import (
	"errors"
	"fmt"
	"time"
)

// Kind classifies a transport error. Decisions use Kind via errors.As,
// never the message.
type Kind int

const (
	// Retryable errors (network, 5xx, busy) are retried with backoff.
	Retryable Kind = iota + 1
	// Stale means the assignment is no longer ours (404/409/410, lease
	// lost). The slot checks status once, records the stale outcome and
	// goes idle.
	Stale
	// Conflict means the transport already holds a different result for
	// this attempt.
	Conflict
	// Fatal errors (bad config, auth refused, protocol violation) stop the
	// worker from using the transport.
	Fatal
)

func (k Kind) String() string {
	switch k {
	case Retryable:
		return "retryable"
	case Stale:
		return "stale"
	case Conflict:
		return "conflict"
	case Fatal:
		return "fatal"
	}
	return "unknown"
}

// Error is a classified transport error.
type Error struct {
	Kind Kind
	Op   string // claim, status, renew, progress, deliver, report
	// RetryAfter is a hint for Retryable errors; zero means use backoff.
	RetryAfter time.Duration
	Err        error
}

func (e *Error) Error() string { return fmt.Sprintf("%s: %s: %v", e.Op, e.Kind, e.Err) }
func (e *Error) Unwrap() error { return e.Err }

// Errorf builds a classified error.
func Errorf(kind Kind, op, format string, args ...any) error {
	return &Error{Kind: kind, Op: op, Err: fmt.Errorf(format, args...)}
}

// KindOf returns the Kind of err, or Retryable for unclassified errors
// (the safe default: an unknown failure is tried again, never dropped).
func KindOf(err error) Kind {
	var te *Error
	if errors.As(err, &te) {
		return te.Kind
	}
	return Retryable
}
