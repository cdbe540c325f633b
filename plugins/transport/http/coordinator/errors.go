package coordinator

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// Error is a protocol error: an HTTP status with a machine code.
type Error struct {
	Status  int
	Code    string
	Message string
}

func (e *Error) Error() string { return fmt.Sprintf("%d %s: %s", e.Status, e.Code, e.Message) }

func errf(status int, code, format string, args ...any) *Error {
	return &Error{Status: status, Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrNotFound, ErrExists and ErrEnded are matched (errors.Is) by the
// errors of the job operations.
var (
	ErrNotFound = errors.New("no such job")
	ErrExists   = errors.New("job already exists with a different spec")
	ErrEnded    = errors.New("job already ended")
)

// Is maps protocol errors to the sentinel errors.
func (e *Error) Is(target error) bool {
	switch target {
	case ErrNotFound:
		return e.Status == http.StatusNotFound
	case ErrExists:
		return e.Code == api.CodeConflict && e.Status == http.StatusConflict
	case ErrEnded:
		return e.Code == api.CodeGone
	}
	return false
}

func badRequest(format string, args ...any) *Error {
	return errf(http.StatusBadRequest, api.CodeBadRequest, format, args...)
}

func notFound(format string, args ...any) *Error {
	return errf(http.StatusNotFound, api.CodeNotFound, format, args...)
}

func gone(format string, args ...any) *Error {
	return errf(http.StatusGone, api.CodeGone, format, args...)
}
