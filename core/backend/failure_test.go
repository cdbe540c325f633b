package backend

import (
	"errors"
	"fmt"
	"testing"
)

// TestAsFailure: a Failure anywhere in the chain is returned as it is; any
// other error becomes a Crashed failure that keeps it, so a backend that
// forgot to type an error still gets a retry and its cause.
func TestAsFailure(t *testing.T) {
	typed := &Failure{Kind: OverLimit, Message: "max_output", ExitCode: -1}
	if got := AsFailure(fmt.Errorf("scan: %w", typed)); got != typed {
		t.Errorf("a wrapped Failure came back as %+v", got)
	}
	plain := errors.New("pipe closed")
	got := AsFailure(plain)
	if got.Kind != Crashed || !errors.Is(got, plain) || got.Error() != "scanner crashed: backend error: pipe closed" {
		t.Errorf("a plain error became %+v (%q)", got, got.Error())
	}
	for kind, want := range map[FailureKind]bool{Crashed: true, LoadFailed: true, TimedOut: false, OverLimit: false,
		Protocol: false, ScannerErr: false, Unloadable: false, Cancelled: false} {
		if kind.Retryable() != want {
			t.Errorf("%s.Retryable() = %v, want %v", kind, !want, want)
		}
	}
}
