// Package transporttest is the contract suite every transport passes: the
// promises written on transport.Transport (idempotent claims by request id,
// lease renewal, fencing of a lost lease, idempotent Deliver and Report by
// digest with receipts, recognition of stale assignments, NoWork, Status)
// checked against a real instance. A transport's own tests call Run with a
// Harness that builds a fresh, empty instance for each case.
package transporttest

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
)

// Scanner is the scanner every job of the suite names; OtherScanner is one
// no claim of the suite asks for unless a case says so.
const (
	Scanner      = "pkg/scan"
	OtherScanner = "pkg/other"
)

// Instance is one fresh, empty transport under test.
type Instance struct {
	// Transport is the transport under test. It must also implement
	// transport.Queue, which the suite uses to add, cancel and read jobs.
	Transport transport.Transport
	// Expire makes every lease granted so far run out: a fake clock moved
	// past the lease, for example. The lease's holder must not renew it.
	Expire func()
	// MaxAttempts is how many attempts a job gets before it fails.
	MaxAttempts int
}

// Harness builds a fresh Instance for one case; cleanup goes through t.
type Harness func(t *testing.T) *Instance

// Run runs every case of the contract against instances from h.
func Run(t *testing.T, h Harness) {
	cases := []struct {
		name string
		f    func(*testing.T, *Instance)
	}{
		{"NoWorkWhenEmpty", testNoWork},
		{"NoWorkLeavesRequestIDFree", testNoWorkLeavesRequestIDFree},
		{"ClaimIdempotentByRequestID", testClaimIdempotent},
		{"ClaimOnlyLoadedScanners", testScannerFilter},
		{"ClaimOnlyPreparableTargetKinds", testTargetKindFilter},
		{"EnqueueIdempotent", testEnqueueIdempotent},
		{"DeliverIdempotentByDigest", testDeliverIdempotent},
		{"DeliverDigestMismatch", testDeliverMismatch},
		{"ReportIdempotentByDigest", testReportIdempotent},
		{"RetryableReportRequeues", testRetryableReport},
		{"RenewExtendsLease", testRenew},
		{"LostLeaseFencesLateResults", testLostLease},
		{"StaleAssignmentsRecognised", testStale},
		{"ProgressReplaysAccepted", testProgress},
		{"ConcurrentClaimsExactlyOnce", testConcurrentClaims},
		{"QueueStates", testQueueStates},
		{"Cancel", testCancel},
		{"PartialBundleKept", testPartialKept},
		{"ReleaseSpendsNoAttempt", testRelease},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := h(t)
			if _, ok := in.Transport.(transport.Queue); !ok {
				t.Fatalf("%T does not implement transport.Queue; the suite needs it to add and read jobs", in.Transport)
			}
			c.f(t, in)
		})
	}
}

// Spec returns a job for Scanner with id.
func Spec(id string) job.Spec {
	return job.Spec{ID: id, Scanner: Scanner, Target: job.Target{Kind: "path", Path: "/src/" + id}}
}

// RequestID returns a fresh claim request id: 128 random bits in hex.
func RequestID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b[:])
}

// WorkerID is the worker every claim of the suite names.
const WorkerID = "w1"

// Request is a claim for Scanner by a slot of WorkerID that no earlier
// Request used (a slot claims only when it holds nothing; a transport may
// end what a slot held when it claims again).
func Request(id string) transport.ClaimRequest {
	return transport.ClaimRequest{RequestID: id, WorkerID: WorkerID, Slot: int(slotSeq.next()), Scanners: []string{Scanner}, DefaultScanTimeout: 10 * time.Minute}
}

// queue is the transport under test as a transport.Queue (Run checks it
// is one).
func queue(in *Instance) transport.Queue { return in.Transport.(transport.Queue) }

func enqueue(t *testing.T, in *Instance, specs ...job.Spec) {
	t.Helper()
	for _, s := range specs {
		if err := queue(in).Enqueue(context.Background(), s); err != nil {
			t.Fatalf("enqueue %s: %v", s.ID, err)
		}
	}
}

// claimWithin claims until an assignment comes or the deadline passes; a
// transport may need a moment to make an enqueued or expired job
// claimable again.
func claimWithin(t *testing.T, in *Instance, req transport.ClaimRequest) *job.Assignment {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		res, err := in.Transport.Claim(context.Background(), req)
		if err != nil && transport.KindOf(err) != transport.Retryable {
			t.Fatalf("claim %s: %v", req.RequestID, err)
		}
		if res.Assignment != nil {
			return res.Assignment
		}
		if res.Resolution != nil {
			t.Fatalf("claim %s: resolution %+v for a new request", req.RequestID, res.Resolution)
		}
		if time.Now().After(deadline) {
			t.Fatalf("claim %s: no assignment within 30s (last: %+v, %v)", req.RequestID, res.NoWork, err)
		}
		wait := 20 * time.Millisecond
		if res.NoWork != nil && res.NoWork.RetryAfter > 0 && res.NoWork.RetryAfter < wait {
			wait = res.NoWork.RetryAfter
		}
		time.Sleep(wait) // a poll with a deadline: the transport said "not yet"
	}
}

// noWork checks that a claim gets no job.
func noWork(t *testing.T, in *Instance, req transport.ClaimRequest) {
	t.Helper()
	res, err := in.Transport.Claim(context.Background(), req)
	if err != nil {
		t.Fatalf("claim %s: %v", req.RequestID, err)
	}
	if res.NoWork == nil || res.Assignment != nil || res.Resolution != nil {
		t.Fatalf("claim %s: %+v, want NoWork", req.RequestID, res)
	}
}

// Bundle writes content to a file and returns its reference.
func Bundle(t testing.TB, content string) transport.BundleRef {
	t.Helper()
	p := filepath.Join(t.TempDir(), "result.bundle")
	if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256([]byte(content))
	return transport.BundleRef{Path: p, Digest: hex.EncodeToString(sum[:]), Size: int64(len(content))}
}

func wantKind(t *testing.T, what string, err error, kind transport.Kind) {
	t.Helper()
	var te *transport.Error
	if !errors.As(err, &te) || te.Kind != kind {
		t.Fatalf("%s: error %v, want kind %s", what, err, kind)
	}
}

func sameAssignment(t *testing.T, got, want *job.Assignment) {
	t.Helper()
	if got.Spec.ID != want.Spec.ID || got.Attempt != want.Attempt || got.Lease != want.Lease || got.RequestID != want.RequestID {
		t.Fatalf("assignment %s (lease %q, request %s), want %s (lease %q, request %s)",
			got.Key(), got.Lease, got.RequestID, want.Key(), want.Lease, want.RequestID)
	}
}

func testNoWork(t *testing.T, in *Instance) {
	noWork(t, in, Request(RequestID()))
}

// testNoWorkLeavesRequestIDFree: a claim answered NoWork binds nothing to
// its request id, so a worker's next poll may repeat the id (the pipeline
// does, so that an idle poll writes nothing durably) and gets a job once
// one is ready.
func testNoWorkLeavesRequestIDFree(t *testing.T, in *Instance) {
	req := Request(RequestID())
	noWork(t, in, req)
	noWork(t, in, req)
	enqueue(t, in, Spec("j1"))
	a := claimWithin(t, in, req)
	if a.Spec.ID != "j1" || a.RequestID != req.RequestID {
		t.Fatalf("assignment %s for request %s, want j1 for %s", a.Key(), a.RequestID, req.RequestID)
	}
}

func testClaimIdempotent(t *testing.T, in *Instance) {
	ctx := context.Background()
	enqueue(t, in, Spec("j1"))
	req := Request(RequestID())
	a := claimWithin(t, in, req)
	if a.Spec.ID != "j1" || a.Attempt != 1 || a.RequestID != req.RequestID || a.Lease == "" {
		t.Fatalf("assignment %+v, want j1/1 for request %s with a lease", a, req.RequestID)
	}
	if !a.LeaseExpires.After(time.Time{}) || a.ScanDeadline.IsZero() {
		t.Fatalf("assignment %s has no lease expiry or scan deadline: %+v", a.Key(), a)
	}
	for range 3 {
		res, err := in.Transport.Claim(ctx, req)
		if err != nil || res.Assignment == nil {
			t.Fatalf("repeated claim: %+v, %v; want the same assignment", res, err)
		}
		sameAssignment(t, res.Assignment, a)
	}
	// The only job is taken: another request gets nothing.
	noWork(t, in, Request(RequestID()))
	// Once resolved, the repeated request gets the resolution.
	rc, err := in.Transport.Deliver(ctx, a, Bundle(t, "bundle j1"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := in.Transport.Claim(ctx, req)
	if err != nil || res.Resolution == nil {
		t.Fatalf("claim after delivery: %+v, %v; want the resolution", res, err)
	}
	if res.Resolution.Receipt.ID != rc.ID || res.Resolution.Outcome != transport.OutcomeBundle || res.Resolution.Attempt != 1 {
		t.Fatalf("resolution %+v, want receipt %s", res.Resolution, rc.ID)
	}
}

func testScannerFilter(t *testing.T, in *Instance) {
	other := Spec("other-1")
	other.Scanner = OtherScanner
	enqueue(t, in, other)
	noWork(t, in, Request(RequestID()))
	req := Request(RequestID())
	req.Scanners = []string{OtherScanner}
	a := claimWithin(t, in, req)
	if a.Spec.ID != other.ID || a.Spec.Scanner != OtherScanner {
		t.Fatalf("got %s for %s, want %s", a.Key(), a.Spec.Scanner, other.ID)
	}
}

// testTargetKindFilter: a claim that names its target kinds gets no job
// of another kind, which stays ready for a claim that can prepare it, and
// gets a later job of its kinds past it.
func testTargetKindFilter(t *testing.T, in *Instance) {
	git := Spec("git-1")
	git.Target = job.Target{Kind: "git", Path: "/src/repo"}
	enqueue(t, in, git)
	req := Request(RequestID())
	req.TargetKinds = []string{"path"}
	noWork(t, in, req)
	enqueue(t, in, Spec("path-1"))
	req = Request(RequestID())
	req.TargetKinds = []string{"archive", "path"}
	if a := claimWithin(t, in, req); a.Spec.ID != "path-1" {
		t.Fatalf("a claim for path and archive targets got %s (kind %q), want path-1", a.Key(), a.Spec.Target.Kind)
	}
	req = Request(RequestID())
	req.TargetKinds = []string{"git", "path"}
	if a := claimWithin(t, in, req); a.Spec.ID != git.ID || a.Attempt != 1 {
		t.Fatalf("a claim for git targets got %s, want %s/1", a.Key(), git.ID)
	}
}

func testEnqueueIdempotent(t *testing.T, in *Instance) {
	s := Spec("dup")
	enqueue(t, in, s, s)
	a := claimWithin(t, in, Request(RequestID()))
	if a.Spec.ID != "dup" {
		t.Fatalf("got %s", a.Key())
	}
	noWork(t, in, Request(RequestID()))
	changed := s
	changed.Target.Path = "/elsewhere"
	if err := queue(in).Enqueue(context.Background(), changed); err == nil {
		t.Fatal("enqueueing a different spec under a taken job id succeeded")
	}
}

func testDeliverIdempotent(t *testing.T, in *Instance) {
	ctx := context.Background()
	enqueue(t, in, Spec("d1"))
	a := claimWithin(t, in, Request(RequestID()))
	b := Bundle(t, "the bundle")
	r1, err := in.Transport.Deliver(ctx, a, b)
	if err != nil {
		t.Fatal(err)
	}
	if r1.ID == "" || r1.JobID != "d1" || r1.Attempt != 1 || r1.Digest != b.Digest || r1.Outcome != transport.OutcomeBundle {
		t.Fatalf("receipt %+v does not describe %s with digest %s", r1, a.Key(), b.Digest)
	}
	r2, err := in.Transport.Deliver(ctx, a, b)
	if err != nil || r2.ID != r1.ID || r2.Digest != r1.Digest {
		t.Fatalf("second delivery: %+v, %v; want receipt %s again", r2, err, r1.ID)
	}
	_, err = in.Transport.Deliver(ctx, a, Bundle(t, "other bytes"))
	wantKind(t, "delivering different bytes", err, transport.Conflict)
	_, err = in.Transport.Report(ctx, a, transport.TerminalReport{Reason: "crashed", Message: "late"})
	wantKind(t, "report after delivery", err, transport.Conflict)
	st, err := in.Transport.Status(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	if st.State != transport.StateResolved || st.Resolution == nil || st.Resolution.Receipt.ID != r1.ID {
		t.Fatalf("status %+v, want resolved with receipt %s", st, r1.ID)
	}
	_, err = in.Transport.Renew(ctx, a)
	wantKind(t, "renew after delivery", err, transport.Stale)
	noWork(t, in, Request(RequestID()))
}

func testDeliverMismatch(t *testing.T, in *Instance) {
	ctx := context.Background()
	enqueue(t, in, Spec("m1"))
	a := claimWithin(t, in, Request(RequestID()))
	b := Bundle(t, "real bytes")
	lie := b
	sum := sha256.Sum256([]byte("other bytes"))
	lie.Digest = hex.EncodeToString(sum[:])
	if _, err := in.Transport.Deliver(ctx, a, lie); err == nil {
		t.Fatal("a bundle whose bytes do not match its digest was accepted")
	}
	// The attempt still holds its lease and takes the true bundle.
	r, err := in.Transport.Deliver(ctx, a, b)
	if err != nil || r.Digest != b.Digest {
		t.Fatalf("true bundle after a mismatch: %+v, %v", r, err)
	}
}

func testReportIdempotent(t *testing.T, in *Instance) {
	ctx := context.Background()
	enqueue(t, in, Spec("r1"))
	a := claimWithin(t, in, Request(RequestID()))
	rep := transport.TerminalReport{Reason: "scanner_error", Message: "exit status 2", ExitCode: 2}
	r1, err := in.Transport.Report(ctx, a, rep)
	if err != nil {
		t.Fatal(err)
	}
	if r1.ID == "" || r1.JobID != "r1" || r1.Attempt != 1 || r1.Outcome != transport.OutcomeTerminal || r1.Digest == "" {
		t.Fatalf("receipt %+v does not describe a terminal report of %s", r1, a.Key())
	}
	r2, err := in.Transport.Report(ctx, a, rep)
	if err != nil || r2.ID != r1.ID {
		t.Fatalf("second report: %+v, %v; want receipt %s again", r2, err, r1.ID)
	}
	other := rep
	other.Message = "a different story"
	_, err = in.Transport.Report(ctx, a, other)
	wantKind(t, "a different report", err, transport.Conflict)
	_, err = in.Transport.Deliver(ctx, a, Bundle(t, "late bundle"))
	wantKind(t, "delivery after a report", err, transport.Conflict)
	st, err := in.Transport.Status(ctx, a)
	if err != nil || st.State != transport.StateResolved || st.Resolution == nil || st.Resolution.Receipt.ID != r1.ID {
		t.Fatalf("status %+v, %v; want resolved with receipt %s", st, err, r1.ID)
	}
	noWork(t, in, Request(RequestID()))
}

func testRetryableReport(t *testing.T, in *Instance) {
	ctx := context.Background()
	if in.MaxAttempts < 2 {
		t.Skip("the instance allows one attempt only")
	}
	enqueue(t, in, Spec("retry"))
	a := claimWithin(t, in, Request(RequestID()))
	if _, err := in.Transport.Report(ctx, a, transport.TerminalReport{Reason: "crashed", Message: "once", Retryable: true}); err != nil {
		t.Fatal(err)
	}
	b := claimWithin(t, in, Request(RequestID()))
	if b.Spec.ID != "retry" || b.Attempt != 2 {
		t.Fatalf("after a retryable report got %s, want retry/2", b.Key())
	}
	if _, err := in.Transport.Deliver(ctx, b, Bundle(t, "second time")); err != nil {
		t.Fatal(err)
	}
}

func testRenew(t *testing.T, in *Instance) {
	ctx := context.Background()
	enqueue(t, in, Spec("n1"))
	a := claimWithin(t, in, Request(RequestID()))
	l, err := in.Transport.Renew(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	if l.Expires.Before(a.LeaseExpires) {
		t.Fatalf("renewed lease ends %s, before the granted %s", l.Expires, a.LeaseExpires)
	}
	st, err := in.Transport.Status(ctx, a)
	if err != nil || st.State != transport.StateActive {
		t.Fatalf("status of a renewed lease: %+v, %v; want active", st, err)
	}
	if _, err := in.Transport.Deliver(ctx, a, Bundle(t, "renewed")); err != nil {
		t.Fatal(err)
	}
}

func testLostLease(t *testing.T, in *Instance) {
	ctx := context.Background()
	if in.MaxAttempts < 2 {
		t.Skip("the instance allows one attempt only")
	}
	enqueue(t, in, Spec("lost"))
	old := claimWithin(t, in, Request(RequestID()))
	in.Expire()
	// Another worker gets the job as its next attempt.
	next := claimWithin(t, in, Request(RequestID()))
	if next.Spec.ID != "lost" || next.Attempt != 2 {
		t.Fatalf("after expiry got %s, want lost/2", next.Key())
	}
	_, err := in.Transport.Renew(ctx, old)
	wantKind(t, "renewing a lost lease", err, transport.Stale)
	_, err = in.Transport.Deliver(ctx, old, Bundle(t, "late"))
	wantKind(t, "late delivery", err, transport.Stale)
	_, err = in.Transport.Report(ctx, old, transport.TerminalReport{Reason: "timeout", Message: "late"})
	wantKind(t, "late report", err, transport.Stale)
	st, err := in.Transport.Status(ctx, old)
	if err != nil || st.State == transport.StateActive || st.State == transport.StateResolved {
		t.Fatalf("status of the lost lease: %+v, %v; want expired or unknown", st, err)
	}
	r, err := in.Transport.Deliver(ctx, next, Bundle(t, "on time"))
	if err != nil || r.Attempt != 2 {
		t.Fatalf("delivery of the live attempt: %+v, %v", r, err)
	}
	// The repeated claim of the lost request never yields a second job.
	res, err := in.Transport.Claim(ctx, Request(old.RequestID))
	if err == nil && (res.Assignment != nil || res.Resolution != nil) {
		t.Fatalf("repeating the lost request: %+v, want Stale or NoWork", res)
	}
	if err != nil {
		wantKind(t, "repeating the lost request", err, transport.Stale)
	}
}

func testStale(t *testing.T, in *Instance) {
	ctx := context.Background()
	enqueue(t, in, Spec("s1"))
	a := claimWithin(t, in, Request(RequestID()))
	forged := *a
	forged.Lease = "not-the-lease"
	forged.RequestID = RequestID()
	_, err := in.Transport.Deliver(ctx, &forged, Bundle(t, "forged"))
	wantKind(t, "delivery with a forged lease", err, transport.Stale)
	ghost := &job.Assignment{Spec: Spec("never-enqueued"), Attempt: 1, RequestID: RequestID(), Lease: "x"}
	_, err = in.Transport.Renew(ctx, ghost)
	wantKind(t, "renewing an unknown job", err, transport.Stale)
	st, err := in.Transport.Status(ctx, ghost)
	if err != nil || st.State != transport.StateUnknown {
		t.Fatalf("status of an unknown job: %+v, %v; want unknown", st, err)
	}
	if _, err := in.Transport.Deliver(ctx, a, Bundle(t, "true")); err != nil {
		t.Fatalf("the real holder after forgeries: %v", err)
	}
}

func testProgress(t *testing.T, in *Instance) {
	ctx := context.Background()
	enqueue(t, in, Spec("p1"))
	a := claimWithin(t, in, Request(RequestID()))
	ev := []transport.ProgressEvent{
		{Seq: 1, JobID: "p1", Attempt: 1, Time: time.Now().UTC(), Phase: "scan", Files: 3},
		{Seq: 2, JobID: "p1", Attempt: 1, Time: time.Now().UTC(), Phase: "scan", Files: 7},
	}
	if err := in.Transport.Progress(ctx, a, ev); err != nil {
		t.Fatal(err)
	}
	if err := in.Transport.Progress(ctx, a, ev); err != nil {
		t.Fatalf("replaying progress: %v", err)
	}
}

// maxClaimRetries bounds the retryable claim errors in a row one
// concurrent claimer takes before it fails the test.
const maxClaimRetries = 20

func testConcurrentClaims(t *testing.T, in *Instance) {
	ctx := context.Background()
	const jobs, claimers = 24, 6
	for i := range jobs {
		enqueue(t, in, Spec(fmt.Sprintf("c%02d", i)))
	}
	var mu sync.Mutex
	seen := map[string]int{}
	var wg sync.WaitGroup
	errs := make(chan error, claimers)
	for range claimers {
		wg.Go(func() {
			misses, retries := 0, 0
			for misses < 3 {
				res, err := in.Transport.Claim(ctx, Request(RequestID()))
				if err != nil {
					// A retryable error is within the contract: the
					// pipeline backs off and claims again, and so does
					// this claimer, a bounded number of times.
					if transport.KindOf(err) == transport.Retryable && retries < maxClaimRetries {
						retries++
						time.Sleep(10 * time.Millisecond)
						continue
					}
					errs <- err
					return
				}
				retries = 0
				if res.Assignment == nil {
					misses++
					mu.Lock()
					done := len(seen) == jobs
					mu.Unlock()
					if done {
						return
					}
					time.Sleep(10 * time.Millisecond) // poll again: other claimers may hold the rest
					continue
				}
				misses = 0
				mu.Lock()
				seen[res.Assignment.Spec.ID]++
				mu.Unlock()
				if _, err := in.Transport.Deliver(ctx, res.Assignment, Bundle(t, res.Assignment.Spec.ID)); err != nil {
					errs <- err
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if len(seen) != jobs {
		t.Fatalf("%d of %d jobs claimed", len(seen), jobs)
	}
	for id, n := range seen {
		if n != 1 {
			t.Fatalf("job %s claimed %d times", id, n)
		}
	}
}

func testQueueStates(t *testing.T, in *Instance) {
	insp := queue(in)
	ctx := context.Background()
	enqueue(t, in, Spec("i1"), Spec("i2"), Spec("i3"))
	a := claimWithin(t, in, Request(RequestID()))
	r, err := in.Transport.Deliver(ctx, a, Bundle(t, "inspected"))
	if err != nil {
		t.Fatal(err)
	}
	b := claimWithin(t, in, Request(RequestID()))
	if _, err := in.Transport.Report(ctx, b, transport.TerminalReport{Reason: "scanner_error", Message: "no"}); err != nil {
		t.Fatal(err)
	}
	c := claimWithin(t, in, Request(RequestID()))
	st, err := insp.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if st != (transport.Stats{Leased: 1, Done: 1, Failed: 1}) {
		t.Fatalf("stats %+v, want 1 leased, 1 done, 1 failed", st)
	}
	js, err := insp.JobState(ctx, a.Spec.ID)
	if err != nil || js.State != "done" || js.Receipt == nil || js.Receipt.ID != r.ID {
		t.Fatalf("job state of %s: %+v, %v; want done with receipt %s", a.Spec.ID, js, err, r.ID)
	}
	if js, err := insp.JobState(ctx, b.Spec.ID); err != nil || js.State != "failed" || js.Report == nil || js.Report.Reason != "scanner_error" {
		t.Fatalf("job state of %s: %+v, %v; want failed with its report (reason scanner_error)", b.Spec.ID, js, err)
	}
	if js.Partial != nil {
		t.Errorf("job state of %s, delivered whole: partial %+v", a.Spec.ID, js.Partial)
	}
	if js, err := insp.JobState(ctx, c.Spec.ID); err != nil || js.State != "leased" || js.Attempt != 1 {
		t.Fatalf("job state of %s: %+v, %v; want leased, attempt 1", c.Spec.ID, js, err)
	}
	if js, err := insp.JobState(ctx, "no-such-job"); err != nil || js.State != "unknown" || js.Target != nil {
		t.Fatalf("job state of an unknown job: %+v, %v", js, err)
	}
	// Every known job names its target, as enqueued, whatever its state.
	enqueue(t, in, Spec("i4"))
	for _, id := range []string{a.Spec.ID, b.Spec.ID, c.Spec.ID, "i4"} {
		js, err := insp.JobState(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if want := Spec(id).Target; js.Target == nil || js.Target.Kind != want.Kind || js.Target.Path != want.Path {
			t.Errorf("job state of %s (%s): target %+v, want %+v", id, js.State, js.Target, want)
		}
	}
}

// testPartialKept: a bundle delivered as partial (the scan timed out,
// left files unscanned) shows so in the job's state, with its counts, so
// that no view of the job calls it done and complete.
func testPartialKept(t *testing.T, in *Instance) {
	insp := queue(in)
	ctx := context.Background()
	enqueue(t, in, Spec("p1"))
	a := claimWithin(t, in, Request(RequestID()))
	ref := Bundle(t, "partial")
	want := transport.Partial{Reason: transport.PartialTimeout, Unscanned: 3}
	ref.Partial = &want
	if _, err := in.Transport.Deliver(ctx, a, ref); err != nil {
		t.Fatal(err)
	}
	js, err := insp.JobState(ctx, a.Spec.ID)
	if err != nil || js.State != "done" || js.Partial == nil || *js.Partial != want {
		t.Fatalf("job state of %s: %+v (partial %+v), %v; want done with partial %+v", a.Spec.ID, js, js.Partial, err, want)
	}
}

// testRelease: a job its worker gives back (transport.Releaser, for a
// fault of the worker's own) goes back to the queue; releasing again is
// harmless; the released assignment's late results are refused as stale;
// and the attempt does not count: after it, the job still gets
// MaxAttempts attempts that count.
func testRelease(t *testing.T, in *Instance) {
	rel, ok := in.Transport.(transport.Releaser)
	if !ok {
		t.Skip("the transport does not implement transport.Releaser")
	}
	ctx := context.Background()
	enqueue(t, in, Spec("rel"))
	a := claimWithin(t, in, Request(RequestID()))
	if err := rel.Release(ctx, a, "the worker's storage failed"); err != nil {
		t.Fatal(err)
	}
	if err := rel.Release(ctx, a, "the worker's storage failed"); err != nil {
		t.Fatalf("releasing again: %v", err)
	}
	_, err := in.Transport.Deliver(ctx, a, Bundle(t, "late"))
	wantKind(t, "deliver of a released assignment", err, transport.Stale)
	// MaxAttempts counted attempts follow: all but the last end with a
	// retryable report and go back to the queue.
	for n := 1; n <= in.MaxAttempts; n++ {
		b := claimWithin(t, in, Request(RequestID()))
		if b.Spec.ID != "rel" || b.Attempt != n+1 {
			t.Fatalf("claim after the release: %s, want rel/%d", b.Key(), n+1)
		}
		if n < in.MaxAttempts {
			if _, err := in.Transport.Report(ctx, b, transport.TerminalReport{Reason: "crashed", Retryable: true}); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if _, err := in.Transport.Deliver(ctx, b, Bundle(t, "done at last")); err != nil {
			t.Fatalf("the last counted attempt: %v", err)
		}
	}
	{
		if js, err := queue(in).JobState(ctx, "rel"); err != nil || js.State != "done" {
			t.Fatalf("job state after a release and %d counted attempts: %+v, %v", in.MaxAttempts, js, err)
		}
	}
}

// counter hands out distinct numbers.
type counter struct {
	mu sync.Mutex
	n  int64
}

func (c *counter) next() int64 { c.mu.Lock(); defer c.mu.Unlock(); c.n++; return c.n }

var slotSeq counter

// testCancel: a job no attempt holds ends cancelled at once and is never
// handed out; a held one is told at its renewal and ends cancelled when its
// attempt reports; cancelling again does nothing; an unknown job and one
// that ended are errors the command line tells apart.
func testCancel(t *testing.T, in *Instance) {
	q := queue(in)
	ctx := context.Background()
	enqueue(t, in, Spec("c1"))
	held := claimWithin(t, in, Request(RequestID()))
	enqueue(t, in, Spec("c2"))
	for range 2 {
		if err := q.Cancel(ctx, "c2", "transporttest"); err != nil {
			t.Fatalf("cancel a job no attempt holds: %v", err)
		}
	}
	if js, err := q.JobState(ctx, "c2"); err != nil || js.State != "cancelled" {
		t.Fatalf("job state after cancel: %+v, %v", js, err)
	}
	noWork(t, in, Request(RequestID()))
	if err := q.Cancel(ctx, held.Spec.ID, "transporttest"); err != nil {
		t.Fatalf("cancel a held job: %v", err)
	}
	if l, err := in.Transport.Renew(ctx, held); err != nil || !l.Cancel {
		t.Fatalf("renewal of a job asked to cancel: %+v, %v", l, err)
	}
	if _, err := in.Transport.Report(ctx, held, transport.TerminalReport{JobID: held.Spec.ID, Attempt: held.Attempt,
		Reason: "cancelled", Message: "cancelled on request"}); err != nil {
		t.Fatalf("report of the cancelled attempt: %v", err)
	}
	if js, err := q.JobState(ctx, held.Spec.ID); err != nil || js.State != "cancelled" {
		t.Fatalf("job state after the cancelled attempt reported: %+v, %v", js, err)
	}
	if err := q.Cancel(ctx, "c404", ""); !errors.Is(err, transport.ErrJobNotFound) {
		t.Errorf("cancel an unknown job: %v, want ErrJobNotFound", err)
	}
	enqueue(t, in, Spec("c3"))
	a := claimWithin(t, in, Request(RequestID()))
	if _, err := in.Transport.Deliver(ctx, a, Bundle(t, "c3")); err != nil {
		t.Fatal(err)
	}
	if err := q.Cancel(ctx, "c3", ""); !errors.Is(err, transport.ErrJobEnded) {
		t.Errorf("cancel a job that ended done: %v, want ErrJobEnded", err)
	}
}
