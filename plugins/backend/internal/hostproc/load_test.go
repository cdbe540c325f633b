package hostproc

import (
	"errors"
	"fmt"
	"testing"

	"github.com/sluicehq/sluice/core/backend"
)

// TestConfirmLoad: a load that exits before its handshake is tried once
// more; the same exit status again makes it Unloadable (not retryable),
// anything else is returned as the second load gave it.
func TestConfirmLoad(t *testing.T) {
	exit := func(code int) error {
		return &backend.Failure{Kind: backend.Crashed, Message: "probe", ExitCode: code, Err: ErrExitedAtLoad}
	}
	other := &backend.Failure{Kind: backend.LoadFailed, Message: "sandbox setup", ExitCode: -1, Err: errors.New("no memory")}
	for _, tt := range []struct {
		name     string
		results  []error
		loads    int
		wantKind backend.FailureKind // "" means success
	}{
		{"loads", []error{nil}, 1, ""},
		{"other failure is not repeated", []error{other}, 1, backend.LoadFailed},
		{"exits the same way twice", []error{exit(3), exit(3)}, 2, backend.Unloadable},
		{"exits, then loads", []error{exit(3), nil}, 2, ""},
		{"exits with another status", []error{exit(3), exit(4)}, 2, backend.Crashed},
		{"exits, then fails otherwise", []error{exit(3), other}, 2, backend.LoadFailed},
	} {
		t.Run(tt.name, func(t *testing.T) {
			n := 0
			v, err := ConfirmLoad(func() (int, error) {
				err := tt.results[n]
				n++
				return n, err
			})
			if n != tt.loads {
				t.Errorf("%d loads, want %d", n, tt.loads)
			}
			switch {
			case tt.wantKind == "" && (err != nil || v != n):
				t.Errorf("got %d, %v; want the last load's value", v, err)
			case tt.wantKind != "" && backend.AsFailure(err).Kind != tt.wantKind:
				t.Errorf("got %v, want kind %s", err, tt.wantKind)
			}
			if tt.wantKind == backend.Unloadable && (backend.Unloadable.Retryable() || fmt.Sprint(err) == "") {
				t.Errorf("unloadable is retryable or has no message: %v", err)
			}
		})
	}
}
