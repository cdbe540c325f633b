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
	// completing its handshake (ConfirmLoad).
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

// ErrExitedAtLoad marks a load failure whose scanner process exited by
// itself, with an exit status, before it completed its handshake (the
// subprocess hello, the go-plugin handshake line). The Failure's ExitCode
// is that status. Killed by a signal is not such an exit.
var ErrExitedAtLoad = errors.New("the scanner exited before completing its handshake")

// ConfirmLoad runs load and, when it fails with ErrExitedAtLoad, once
// more. A second failure with ErrExitedAtLoad and the same exit status is
// made Unloadable: the scanner exits at start every time (a missing
// setting, a panic in its initialisation), and retrying the job cannot
// help. Any other outcome of the second load is returned as it is, so a
// crash at start caused by a passing shortage (memory, processes) stays a
// retryable LoadFailed or Crashed failure.
func ConfirmLoad[T any](load func() (T, error)) (T, error) {
	v, err := load()
	if !errors.Is(err, ErrExitedAtLoad) {
		return v, err
	}
	first := AsFailure(err)
	v, err = load()
	if !errors.Is(err, ErrExitedAtLoad) {
		return v, err
	}
	if f := AsFailure(err); f.ExitCode == first.ExitCode {
		f.Kind = Unloadable
		f.Message += fmt.Sprintf("; it exited with status %d before its handshake twice in a row, so every load fails", f.ExitCode)
		return v, f
	}
	return v, err
}
