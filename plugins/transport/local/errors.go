package local

import (
	"errors"
	"fmt"

	"github.com/sluicehq/sluice/core/transport"
)

// ErrExists is matched (errors.Is) by the error Enqueue returns for a job id
// that is already in the spool with a different spec.
var ErrExists = errors.New("job already exists")

// ErrNotFound is matched by errors about a job id the spool does not hold
// (it is transport.ErrJobNotFound).
var ErrNotFound = transport.ErrJobNotFound

// ErrEnded is matched by the error Cancel returns for a job that already
// ended, done or failed (it is transport.ErrJobEnded).
var ErrEnded = transport.ErrJobEnded

// ExistsError says a job id is taken, and in which state the job is.
type ExistsError struct {
	JobID string
	State string
}

func (e *ExistsError) Error() string {
	return fmt.Sprintf("job %s already exists (state %s) with a different spec; enqueue it under a new job id", e.JobID, e.State)
}

// Is makes errors.Is(err, ErrExists) true.
func (e *ExistsError) Is(target error) bool { return target == ErrExists }
