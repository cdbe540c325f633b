package nats

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/core/transport/transporttest"
	"github.com/sluicehq/sluice/plugins/transport/nats/natstest"
)

func wantState(t *testing.T, tr *Transport, id, want string) {
	t.Helper()
	st, err := tr.JobState(context.Background(), id)
	if err != nil || st.State != want {
		t.Fatalf("job %s: %+v, %v; want state %s", id, st, err, want)
	}
}

// TestCancel cancels NATS jobs in each state: one not pulled yet never
// runs and its message leaves the queue; a running one is told through
// Renew and Status and ends cancelled when it reports (even a retryable
// report) or when its lease runs out; an ended one and an unknown one are
// errors.
func TestCancel(t *testing.T) {
	clock := &testClock{t: time.Now()}
	tr := open(t, testConfig(natstest.Start(t, "", true), clock))
	ctx := context.Background()
	for _, id := range []string{"c-queued", "c-running", "c-done", "c-expires"} {
		if err := tr.Enqueue(ctx, transporttest.Spec(id)); err != nil {
			t.Fatal(err)
		}
	}

	// Not pulled yet: cancelled at once, twice is a no-op, never handed out.
	for range 2 {
		if err := tr.Cancel(ctx, "c-queued", ""); err != nil {
			t.Fatalf("cancel a queued job: %v", err)
		}
	}
	wantState(t, tr, "c-queued", stateCancelled)
	held := map[string]*transport.ClaimResult{}
	for range 3 {
		res := transport.ClaimResult{Assignment: claimOne(t, tr)}
		if res.Assignment.Spec.ID == "c-queued" {
			t.Fatal("a cancelled job was handed out")
		}
		held[res.Assignment.Spec.ID] = &res
	}
	if res := claim(t, tr); res.Assignment != nil {
		t.Fatalf("a fourth claim got %s; the cancelled job's message should be gone", res.Assignment.Spec.ID)
	}

	// Running: Renew and Status say cancel; the report ends it cancelled,
	// retryable or not, and the message is removed.
	a := held["c-running"].Assignment
	if err := tr.Cancel(ctx, a.Spec.ID, ""); err != nil {
		t.Fatalf("cancel a running job: %v", err)
	}
	if l, err := tr.Renew(ctx, a); err != nil || !l.Cancel {
		t.Fatalf("renew after cancel: %+v, %v; want Cancel", l, err)
	}
	if st, err := tr.Status(ctx, a); err != nil || st.State != transport.StateActive || !st.Lease.Cancel {
		t.Fatalf("status after cancel: %+v, %v; want active with Cancel", st, err)
	}
	if _, err := tr.Report(ctx, a, transport.TerminalReport{Reason: "cancelled", Message: "the transport cancelled the job", Retryable: true}); err != nil {
		t.Fatal(err)
	}
	wantState(t, tr, a.Spec.ID, stateCancelled)

	// Ended and unknown jobs.
	d := held["c-done"].Assignment
	if _, err := tr.Deliver(ctx, d, transporttest.Bundle(t, "done")); err != nil {
		t.Fatal(err)
	}
	if err := tr.Cancel(ctx, d.Spec.ID, ""); !errors.Is(err, transport.ErrJobEnded) {
		t.Fatalf("cancel a done job: %v, want ErrJobEnded", err)
	}
	if err := tr.Cancel(ctx, "c-nobody", ""); !errors.Is(err, transport.ErrJobNotFound) {
		t.Fatalf("cancel an unknown job: %v, want ErrJobNotFound", err)
	}

	// A holder that never reports: the job ends cancelled when its lease
	// runs out and its message comes back, not with another attempt.
	e := held["c-expires"].Assignment
	if err := tr.Cancel(ctx, e.Spec.ID, ""); err != nil {
		t.Fatal(err)
	}
	clock.Add(tr.Lease.D() + time.Second)
	deadline := time.Now().Add(30 * time.Second)
	for {
		if res := claim(t, tr); res.Assignment != nil {
			t.Fatalf("claim after the cancelled job's lease ran out got %s/%d", res.Assignment.Spec.ID, res.Assignment.Attempt)
		}
		if st, err := tr.JobState(ctx, e.Spec.ID); err == nil && st.State == stateCancelled {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the cancelled job's expired attempt did not end it within 30s")
		}
	}
	if st, err := tr.Stats(ctx); err != nil || st.Ready != 0 || st.Leased != 0 || st.Done != 1 || st.Failed != 3 {
		t.Fatalf("stats: %+v, %v; want 1 done and 3 cancelled (counted as failed)", st, err)
	}
}

// TestCancelRecordsWhoAsked: a cancel keeps who asked for it
// (Cancel's requester) in the job's record, the audit trail.
func TestCancelRecordsWhoAsked(t *testing.T) {
	tr := open(t, testConfig(natstest.Start(t, "", true), nil))
	ctx := context.Background()
	spec := job.Spec{ID: "who-1", Scanner: transporttest.Scanner, Target: job.Target{Kind: "path", Path: "/x"}}
	if err := tr.Enqueue(ctx, spec); err != nil {
		t.Fatal(err)
	}
	if err := tr.Cancel(ctx, "who-1", "alice@build-7 via worker cancel"); err != nil {
		t.Fatal(err)
	}
	rec, _, err := tr.get(ctx, "who-1")
	if err != nil || rec == nil || rec.CancelBy != "alice@build-7 via worker cancel" {
		t.Fatalf("record after the cancel: %+v, %v", rec, err)
	}
}
