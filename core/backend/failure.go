package backend

import (
	"errors"
	"fmt"
)

// FailureKind classifies how a scanner run failed.
type FailureKind string

const (
	Crashed    FailureKind = "crashed"       // exited non-zero, trapped, or died by signal
	TimedOut   FailureKind = "timeout"       // hit its deadline and was stopped
	OverLimit  FailureKind = "over_limit"    // memory, output bytes, findings
	Protocol   FailureKind = "protocol"      // spoke the wire protocol wrongly
	ScannerErr FailureKind = "scanner_error" // reported an error itself
	LoadFailed FailureKind = "load"          // could not be loaded or started
	// Unloadable: could not be loaded, and every load fails the same way:
	// its bytes do not compile, link or speak this host's ABI, or it
	// exited by itself with the same status twice in a row before
	// completing its handshake (the native backends load it again to tell).
	Unloadable FailureKind = "unloadable"
	Cancelled  FailureKind = "cancelled" // the worker cancelled the run
)

// Retryable reports whether a new runner generation may succeed.
func (k FailureKind) Retryable() bool {
	switch k {
	case Crashed, LoadFailed:
		return true
	}
	return false
}

// Failure is a typed scanner failure with bounded captured output.
type Failure struct {
	Kind     FailureKind
	Message  string
	ExitCode int
	Stdout   []byte // bounded by Limits.MaxCaptureBytes
	Stderr   []byte
	Err      error
}

func (f *Failure) Error() string {
	if f.Err != nil {
		return fmt.Sprintf("scanner %s: %s: %v", f.Kind, f.Message, f.Err)
	}
	return fmt.Sprintf("scanner %s: %s", f.Kind, f.Message)
}

func (f *Failure) Unwrap() error { return f.Err }

// AsFailure returns err's *Failure, or wraps err as a Crashed failure.
func AsFailure(err error) *Failure {
	var f *Failure
	if errors.As(err, &f) {
		return f
	}
	return &Failure{Kind: Crashed, Message: "backend error", Err: err}
}
