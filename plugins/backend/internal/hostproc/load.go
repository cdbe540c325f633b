package hostproc

import (
	"errors"
	"fmt"

	"github.com/sluicehq/sluice/core/backend"
)

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
	first := backend.AsFailure(err)
	v, err = load()
	if !errors.Is(err, ErrExitedAtLoad) {
		return v, err
	}
	if f := backend.AsFailure(err); f.ExitCode == first.ExitCode {
		f.Kind = backend.Unloadable
		f.Message += fmt.Sprintf("; it exited with status %d before its handshake twice in a row, so every load fails", f.ExitCode)
		return v, f
	}
	return v, err
}
