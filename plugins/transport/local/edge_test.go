package local

import (
	"context"
	"errors"
	"testing"

	"github.com/sluicehq/sluice/core/transport"
)

// TestRenewPastExpiryBeforeSweep: a lease is lost only when a sweep ends
// it, so a late renewal that beats every sweep keeps the job.
func TestRenewPastExpiryBeforeSweep(t *testing.T) {
	clock := newClock()
	s := openSpool(t, t.TempDir(), clock)
	mustEnqueue(t, s, testSpec("late", "pkg/scan"))
	a := mustClaim(t, s, claimReq("r1"))
	clock.Advance(2 * testLease)
	l, err := s.Renew(bg, a)
	if err != nil || !l.Expires.Equal(clock.Now().Add(testLease)) {
		t.Fatalf("late renew: %+v, %v", l, err)
	}
	if st, err := s.Status(bg, a); err != nil || st.State != transport.StateActive {
		t.Fatalf("status %+v, %v", st, err)
	}
}

func TestUnknownJobs(t *testing.T) {
	s := openSpool(t, t.TempDir(), newClock())
	js, err := s.JobState(bg, "never-enqueued")
	if err != nil || js.State != StateUnknown {
		t.Fatalf("job state %+v, %v", js, err)
	}
	if _, err := s.JobState(bg, "../etc"); err == nil {
		t.Fatal("bad job id accepted")
	}
	a := &transportAssignment{}
	st, err := s.Status(bg, a.of("ghost", "r1", 1))
	if err != nil || st.State != transport.StateUnknown {
		t.Fatalf("status %+v, %v", st, err)
	}
	_, err = s.Deliver(bg, a.of("ghost", "r1", 1), writeBundle(t, "x"))
	wantKind(t, err, transport.Stale)
	_, err = s.Status(bg, a.of("a/b", "r1", 1))
	wantKind(t, err, transport.Fatal)
	_, err = s.Renew(bg, a.of("ok", "r1", 0))
	wantKind(t, err, transport.Fatal)
	_, err = s.Renew(bg, nil)
	wantKind(t, err, transport.Fatal)
}

func TestCancelledContext(t *testing.T) {
	s := openSpool(t, t.TempDir(), newClock())
	ctx, cancel := context.WithCancel(bg)
	cancel()
	_, err := s.Claim(ctx, claimReq("r1"))
	wantKind(t, err, transport.Retryable)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v does not wrap context.Canceled", err)
	}
}

// TestRepeatClaimAfterCancelledExpiry: a repeated claim whose attempt ended
// without a result is Stale, never a second job.
func TestRepeatClaimAfterCancelledExpiry(t *testing.T) {
	clock := newClock()
	s := openSpool(t, t.TempDir(), clock)
	mustEnqueue(t, s, testSpec("c1", "pkg/scan"), testSpec("c2", "pkg/scan"))
	mustClaim(t, s, claimReq("r1"))
	if err := s.Cancel(bg, "c1", ""); err != nil {
		t.Fatal(err)
	}
	clock.Advance(testLease)
	if err := s.Sweep(bg); err != nil {
		t.Fatal(err)
	}
	wantState(t, s, "c1", dirCancelled)
	_, err := s.Claim(bg, claimReq("r1"))
	wantKind(t, err, transport.Stale)
	wantState(t, s, "c2", dirReady)
}
