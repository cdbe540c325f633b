package wasmhost

import (
	"errors"
	"fmt"

	"github.com/sluicehq/sluice/internal/wasmabi"
)

// Kind classifies a failure of a module or of one scan.
type Kind string

// Kinds of Error. Each maps to one backend.FailureKind of the worker.
const (
	// KindLoad: the module is not WASM, imports an unknown function, lacks
	// an export, has the wrong ABI version, traps at start, or describes
	// itself with an invalid Info.
	KindLoad Kind = "load"
	// KindCrashed: the guest trapped or exited during a call.
	KindCrashed Kind = "crashed"
	// KindTimeout: the scan deadline passed and the guest was stopped.
	KindTimeout Kind = "timeout"
	// KindOverLimit: the guest went over a limit (memory, output bytes,
	// findings, bytes per finding).
	KindOverLimit Kind = "over_limit"
	// KindProtocol: the guest broke the ABI (malformed or invalid finding,
	// bad buffer, unknown status).
	KindProtocol Kind = "protocol"
	// KindScanner: the scanner returned an error itself; Status says which.
	KindScanner Kind = "scanner_error"
	// KindCancelled: the caller's context was cancelled.
	KindCancelled Kind = "cancelled"
)

// Error is a typed failure. Stdout and Stderr hold at most
// Limits.MaxCaptureBytes of what the guest instance wrote.
type Error struct {
	Kind Kind
	// Status is the guest's status for KindScanner, else StatusOK.
	Status wasmabi.Status
	// Message says what happened, in the host's words.
	Message string
	Stdout  []byte
	Stderr  []byte
	Err     error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("wasm %s: %s: %v", e.Kind, e.Message, e.Err)
	}
	return fmt.Sprintf("wasm %s: %s", e.Kind, e.Message)
}

func (e *Error) Unwrap() error { return e.Err }

// errorf returns an *Error of kind with a formatted message.
func errorf(kind Kind, err error, format string, args ...any) *Error {
	return &Error{Kind: kind, Message: fmt.Sprintf(format, args...), Err: err}
}

// AsError returns err's *Error, or nil.
func AsError(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return nil
}

// Sentinel causes, wrapped by the Err of an Error.
var (
	// ErrOutputLimit: the guest wrote more than Limits.MaxOutputBytes to
	// stdout and stderr together.
	ErrOutputLimit = errors.New("guest output over the limit")
	// ErrMemoryLimit: the guest's linear memory reached its cap.
	ErrMemoryLimit = errors.New("guest memory at the limit")
	// ErrFindingLimit: the guest reported more than Limits.MaxFindings.
	ErrFindingLimit = errors.New("too many findings")
	// ErrABIVersion: the guest implements another ABI version.
	ErrABIVersion = errors.New("unsupported ABI version")
	// ErrUnknownImport: the module imports a function the host lacks.
	ErrUnknownImport = errors.New("unknown import")
	// ErrClosed: the Module or Runtime is closed.
	ErrClosed = errors.New("closed")
	// ErrInvalidModule: the module's bytes cannot run in this host, the
	// same way at every load: over the size limit, not WASM, does not
	// compile, imports what the host lacks or lacks an export, another ABI
	// version, or describes itself wrongly (an error status, an invalid
	// Info or keywords). Traps, limits and I/O errors are not wrapped.
	ErrInvalidModule = errors.New("invalid module")
	// ErrInvalidData: the guest refused its data files (sluice_configure
	// returned an error status), as it will at every load of the same
	// module with the same files.
	ErrInvalidData = errors.New("invalid data files")
)

// invalid marks err as a property of the module's bytes (ErrInvalidModule).
func invalid(err error) error {
	if err == nil {
		return ErrInvalidModule
	}
	return fmt.Errorf("%w: %w", ErrInvalidModule, err)
}
