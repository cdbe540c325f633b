package memory

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/core/transport/transporttest"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/sdk/scanner"
)

var ctx = context.Background()

func spec(id string) job.Spec {
	return job.Spec{ID: id, Scanner: "pkg/scan", Target: job.Target{Kind: "path", Path: "/tmp/x"}}
}

func claim(t *testing.T, tr *Transport, req string) transport.ClaimResult {
	t.Helper()
	res, err := tr.Claim(ctx, transport.ClaimRequest{RequestID: req, WorkerID: "w1", Slot: 0, Scanners: []string{"pkg/scan"}, DefaultScanTimeout: 10 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// seal writes a real bundle for a with the given findings.
func seal(t *testing.T, a *job.Assignment, findings ...scanner.Finding) transport.BundleRef {
	t.Helper()
	dir := t.TempDir()
	w, err := bundle.Create(dir, bundle.Header{
		Identity: job.Identity{WorkerID: "w1", JobID: a.Spec.ID, Attempt: a.Attempt, Slot: a.Slot, PackageDigest: strings.Repeat("a", 64)},
		Scanner:  "pkg/scan",
	}, bundle.DefaultLimits())
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range findings {
		if err := w.Finding(f); err != nil {
			t.Fatal(err)
		}
	}
	s, err := w.Seal(bundle.CompletionComplete, filepath.Join(dir, "ready"))
	if err != nil {
		t.Fatal(err)
	}
	return transport.BundleRef{Path: s.Path, Digest: s.Digest, Size: s.Size}
}

func finding(path string) scanner.Finding {
	return scanner.Finding{RuleID: "r", Path: path, StartOffset: 0, EndOffset: 1, Fingerprint: strings.Repeat("f", 64), Severity: scanner.SeverityHigh}
}

func TestDeliverKeepsFindings(t *testing.T) {
	tr := New(Options{})
	if err := tr.Enqueue(ctx, spec("j1")); err != nil {
		t.Fatal(err)
	}
	if err := tr.Enqueue(ctx, spec("j1")); err != nil {
		t.Errorf("the same job enqueued again: %v", err)
	}
	changed := spec("j1")
	changed.Scanner = "pkg/other"
	if err := tr.Enqueue(ctx, changed); err == nil {
		t.Error("a different job under a taken id was accepted")
	}
	req := state.RandomHex(16)
	res := claim(t, tr, req)
	if res.Assignment == nil {
		t.Fatalf("claim: %+v", res)
	}
	a := res.Assignment
	// A repeated request id returns the same assignment.
	if again := claim(t, tr, req); again.Assignment == nil || again.Assignment.Lease != a.Lease {
		t.Fatalf("repeated claim: %+v", again)
	}
	if _, ok, _ := tr.Result("j1"); ok {
		t.Fatal("result before delivery")
	}
	ref := seal(t, a, finding("a.txt"), finding("b.txt"))
	rc, err := tr.Deliver(ctx, a, ref)
	if err != nil {
		t.Fatal(err)
	}
	if rc.Digest != ref.Digest || rc.Outcome != transport.OutcomeBundle || rc.JobID != "j1" || rc.Attempt != 1 {
		t.Errorf("receipt %+v", rc)
	}
	// The bundle file is not needed once accepted.
	if err := os.Remove(ref.Path); err != nil {
		t.Fatal(err)
	}
	// The bundle hands back byte for byte, and its job is listed as done.
	if ids, more, err := tr.DoneJobs(ctx, 10); err != nil || more || !slices.Equal(ids, []string{"j1"}) {
		t.Errorf("DoneJobs = %v, %v, %v", ids, more, err)
	}
	rd, brc, err := tr.OpenBundle(ctx, "j1")
	if err != nil || brc != rc {
		t.Fatalf("OpenBundle: %+v, %v", brc, err)
	}
	if b, _ := io.ReadAll(rd); fmt.Sprintf("%x", sha256.Sum256(b)) != ref.Digest {
		t.Error("OpenBundle's bytes differ from the bundle delivered")
	}
	rd.Close()
	if _, _, err := tr.OpenBundle(ctx, "nope"); err == nil {
		t.Error("OpenBundle of an unknown job: no error")
	}
	got, ok, err := tr.Result("j1")
	if !ok || err != nil || len(got.Findings) != 2 || got.Findings[1].Path != "b.txt" || got.Trailer.Completion != bundle.CompletionComplete ||
		got.Header.Scanner != "pkg/scan" || got.Report != nil || got.Receipt != rc {
		t.Fatalf("result %+v", got)
	}
	// The same outcome again: the same receipt; a different one: Conflict.
	if rc2, err := tr.Deliver(ctx, a, ref); err != nil || rc2 != rc {
		t.Errorf("repeated deliver: %+v, %v", rc2, err)
	}
	if _, err := tr.Report(ctx, a, transport.TerminalReport{JobID: "j1", Attempt: 1, Reason: "crashed"}); transport.KindOf(err) != transport.Conflict {
		t.Errorf("report after deliver: %v, want Conflict", err)
	}
	if st, _ := tr.Status(ctx, a); st.State != transport.StateResolved || st.Resolution == nil || st.Resolution.Receipt != rc {
		t.Errorf("status %+v", st)
	}
	// A resolved request id answers with its resolution.
	if again := claim(t, tr, req); again.Resolution == nil || again.Resolution.Receipt != rc {
		t.Errorf("claim after resolution: %+v", again)
	}
	if empty := claim(t, tr, state.RandomHex(16)); empty.NoWork == nil || empty.NoWork.Reason != transport.NoWorkEmpty {
		t.Errorf("claim of an empty queue: %+v", empty)
	}
}

func TestDeliverChecksTheBundle(t *testing.T) {
	tr := New(Options{})
	for _, id := range []string{"j1", "j2"} {
		if err := tr.Enqueue(ctx, spec(id)); err != nil {
			t.Fatal(err)
		}
	}
	a1 := claim(t, tr, state.RandomHex(16)).Assignment
	a2 := claim(t, tr, state.RandomHex(16)).Assignment
	ref1 := seal(t, a1)
	// A wrong digest, a wrong size.
	bad := ref1
	bad.Digest = strings.Repeat("0", 64)
	if _, err := tr.Deliver(ctx, a1, bad); transport.KindOf(err) != transport.Fatal {
		t.Errorf("wrong digest: %v, want Fatal", err)
	}
	bad = ref1
	bad.Size++
	if _, err := tr.Deliver(ctx, a1, bad); transport.KindOf(err) != transport.Fatal {
		t.Errorf("wrong size: %v, want Fatal", err)
	}
	// A truncated bundle.
	data, err := os.ReadFile(ref1.Path)
	if err != nil {
		t.Fatal(err)
	}
	cut := filepath.Join(t.TempDir(), "cut.bundle")
	if err := os.WriteFile(cut, data[:len(data)-3], 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := tr.Deliver(ctx, a1, transport.BundleRef{Path: cut, Digest: ref1.Digest, Size: int64(len(data) - 3)}); transport.KindOf(err) != transport.Fatal {
		t.Errorf("truncated bundle: %v, want Fatal", err)
	}
	if _, ok, _ := tr.Result("j1"); ok {
		t.Error("a refused delivery left a result")
	}
	// A stranger's lease is stale.
	stranger := *a1
	stranger.Lease = "not-the-lease"
	if _, err := tr.Deliver(ctx, &stranger, ref1); transport.KindOf(err) != transport.Stale {
		t.Errorf("wrong lease: %v, want Stale", err)
	}
	if _, err := tr.Deliver(ctx, a1, ref1); err != nil {
		t.Fatalf("good delivery after refusals: %v", err)
	}
	// Another assignment's bundle is accepted as bytes (a transport does
	// not parse bundles) but does not read back as that job's result.
	if _, err := tr.Deliver(ctx, a2, ref1); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := tr.Result("j2"); !ok || err == nil {
		t.Errorf("the result of j2 read from j1's bundle: ok %v, err %v", ok, err)
	}
}

func TestRetryableReportRequeues(t *testing.T) {
	tr := New(Options{MaxAttempts: 2})
	if err := tr.Enqueue(ctx, spec("j1")); err != nil {
		t.Fatal(err)
	}
	for attempt := 1; attempt <= 2; attempt++ {
		a := claim(t, tr, state.RandomHex(16)).Assignment
		if a == nil || a.Attempt != attempt {
			t.Fatalf("attempt %d: %+v", attempt, a)
		}
		r := transport.TerminalReport{JobID: "j1", Attempt: attempt, Reason: "timeout", Retryable: true}
		rc, err := tr.Report(ctx, a, r)
		if err != nil {
			t.Fatal(err)
		}
		// A repeated report gets the same receipt and does not requeue twice.
		if rc2, err := tr.Report(ctx, a, r); err != nil || rc2 != rc {
			t.Fatalf("repeated report: %+v %v", rc2, err)
		}
	}
	if more := claim(t, tr, state.RandomHex(16)); more.NoWork == nil {
		t.Fatalf("a third attempt was handed out: %+v", more)
	}
	res, ok, _ := tr.Result("j1")
	if !ok || res.Report == nil || res.Report.Reason != "timeout" || res.Attempt != 2 {
		t.Fatalf("result %+v", res)
	}
	if js, _ := tr.JobState(ctx, "j1"); js.State != "failed" || js.Attempt != 2 {
		t.Errorf("job state %+v", js)
	}
}

func TestLeaseExpiry(t *testing.T) {
	var mu sync.Mutex
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	advance := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }
	tr := New(Options{LeaseDuration: time.Minute, MaxAttempts: 2, Now: clock})
	if err := tr.Enqueue(ctx, spec("j1")); err != nil {
		t.Fatal(err)
	}
	a := claim(t, tr, state.RandomHex(16)).Assignment
	if want := now.Add(10 * time.Minute); !a.ScanDeadline.Equal(want) {
		t.Errorf("scan deadline %v, want %v", a.ScanDeadline, want)
	}
	advance(50 * time.Second)
	l, err := tr.Renew(ctx, a)
	if err != nil || !l.Expires.Equal(now.Add(time.Minute)) {
		t.Fatalf("renew: %+v %v", l, err)
	}
	advance(61 * time.Second)
	if _, err := tr.Renew(ctx, a); transport.KindOf(err) != transport.Stale {
		t.Fatalf("renew after expiry: %v, want Stale", err)
	}
	if st, _ := tr.Status(ctx, a); st.State != transport.StateExpired {
		t.Errorf("status %+v", st)
	}
	if _, err := tr.Deliver(ctx, a, seal(t, a)); transport.KindOf(err) != transport.Stale {
		t.Errorf("deliver after expiry: %v, want Stale", err)
	}
	// The job went back to the queue: attempt 2, whose expiry ends it.
	a2 := claim(t, tr, state.RandomHex(16)).Assignment
	if a2 == nil || a2.Attempt != 2 {
		t.Fatalf("second attempt: %+v", a2)
	}
	advance(2 * time.Minute)
	if res, ok, _ := tr.Result("j1"); ok {
		t.Fatalf("result before anyone looked: %+v", res)
	}
	if s, _ := tr.Stats(ctx); s.Failed != 1 || s.Ready != 0 || s.Leased != 0 {
		t.Errorf("stats %+v", s)
	}
	if res, ok, _ := tr.Result("j1"); !ok || res.Report == nil || res.Report.Reason != "lease_expired" {
		t.Errorf("result %+v", res)
	}
}

func TestClaimRules(t *testing.T) {
	tr := New(Options{})
	s := spec("j1")
	s.ScanTimeout = job.Duration(time.Second)
	if err := tr.Enqueue(ctx, s); err != nil {
		t.Fatal(err)
	}
	if err := tr.Enqueue(ctx, job.Spec{ID: "bad id!"}); err == nil {
		t.Error("an invalid spec was accepted")
	}
	if _, err := tr.Claim(ctx, transport.ClaimRequest{RequestID: "short", WorkerID: "w1"}); transport.KindOf(err) != transport.Fatal {
		t.Errorf("bad request id: %v, want Fatal", err)
	}
	if _, err := tr.Claim(ctx, transport.ClaimRequest{RequestID: state.RandomHex(16), WorkerID: "w1"}); transport.KindOf(err) != transport.Fatal {
		t.Errorf("claim without a default scan timeout: %v, want Fatal", err)
	}
	res, err := tr.Claim(ctx, transport.ClaimRequest{RequestID: state.RandomHex(16), WorkerID: "w1", Scanners: []string{"other/one"}, DefaultScanTimeout: time.Minute})
	if err != nil || res.NoWork == nil || res.NoWork.Reason == transport.NoWorkEmpty {
		t.Fatalf("claim for another scanner: %+v %v", res, err)
	}
	res = claim(t, tr, state.RandomHex(16))
	if d := res.Assignment.ScanDeadline.Sub(res.Assignment.LeaseExpires.Add(-DefaultLeaseDuration)); d != time.Second {
		t.Errorf("the job's own scan timeout was not used: %v", d)
	}
	if err := tr.Progress(ctx, res.Assignment, []transport.ProgressEvent{{Seq: 1, JobID: "other", Attempt: 1}}); err == nil {
		t.Error("progress of another job accepted")
	}
	if err := tr.Close(); err != nil {
		t.Fatal(err)
	}
	if err := tr.Enqueue(ctx, spec("j2")); err == nil {
		t.Error("enqueue after Close accepted")
	}
}

// TestContract runs the shared transport contract suite.
func TestContract(t *testing.T) {
	transporttest.Run(t, func(t *testing.T) *transporttest.Instance {
		var mu sync.Mutex
		now := time.Now()
		clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
		tr := New(Options{Now: clock})
		t.Cleanup(func() { tr.Close() })
		return &transporttest.Instance{
			Transport: tr,
			Expire: func() {
				mu.Lock()
				now = now.Add(DefaultLeaseDuration + time.Second)
				mu.Unlock()
			},
			MaxAttempts: DefaultMaxAttempts,
		}
	})
}

// TestCancel: a ready job ends cancelled at once; a held one is told at
// its renewal and ends cancelled when its attempt reports, even a
// retryable report; cancelling again does nothing; an ended job and an
// unknown one are errors the CLI tells apart.
func TestCancel(t *testing.T) {
	tr := New(Options{})
	for _, id := range []string{"c1", "c2", "c3"} {
		if err := tr.Enqueue(ctx, spec(id)); err != nil {
			t.Fatal(err)
		}
	}
	held := claim(t, tr, state.RandomHex(16)).Assignment // c1
	if held == nil || held.Spec.ID != "c1" {
		t.Fatalf("claim: %+v", held)
	}
	for range 2 {
		if err := tr.Cancel(ctx, "c2", "alice"); err != nil {
			t.Fatalf("cancel a ready job: %v", err)
		}
	}
	if st, _ := tr.JobState(ctx, "c2"); st.State != "cancelled" || st.Report == nil || st.Report.Message != "cancelled by alice" || st.Receipt != nil {
		t.Errorf("ready job after cancel: %+v", st)
	}
	if err := tr.Cancel(ctx, "c1", ""); err != nil {
		t.Fatalf("cancel a held job: %v", err)
	}
	if l, err := tr.Renew(ctx, held); err != nil || !l.Cancel {
		t.Errorf("renew of a job asked to cancel: %+v, %v", l, err)
	}
	if st, _ := tr.Status(ctx, held); !st.Lease.Cancel {
		t.Errorf("status of a job asked to cancel: %+v", st)
	}
	if _, err := tr.Report(ctx, held, transport.TerminalReport{Reason: "cancelled", Retryable: true}); err != nil {
		t.Fatal(err)
	}
	if st, _ := tr.JobState(ctx, "c1"); st.State != "cancelled" {
		t.Errorf("held job after its report: %+v", st)
	}
	next := claim(t, tr, state.RandomHex(16)).Assignment
	if next == nil || next.Spec.ID != "c3" {
		t.Fatalf("a cancelled job was claimed again: %+v", next)
	}
	if _, err := tr.Report(ctx, next, transport.TerminalReport{Reason: "crashed"}); err != nil {
		t.Fatal(err)
	}
	if err := tr.Cancel(ctx, "c3", ""); !errors.Is(err, transport.ErrJobEnded) {
		t.Errorf("cancel a job that ended: %v", err)
	}
	if err := tr.Cancel(ctx, "nope", ""); !errors.Is(err, transport.ErrJobNotFound) {
		t.Errorf("cancel an unknown job: %v", err)
	}
}

// TestCancelledLeaseRunsOut: a held job asked to cancel whose lease runs
// out ends cancelled, not back in the queue, even with attempts left.
func TestCancelledLeaseRunsOut(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	tr := New(Options{LeaseDuration: time.Minute, Now: func() time.Time { return now }})
	if err := tr.Enqueue(ctx, spec("c1")); err != nil {
		t.Fatal(err)
	}
	if a := claim(t, tr, state.RandomHex(16)).Assignment; a == nil {
		t.Fatal("no assignment")
	}
	if err := tr.Cancel(ctx, "c1", "bob"); err != nil {
		t.Fatal(err)
	}
	now = now.Add(2 * time.Minute)
	if st, _ := tr.JobState(ctx, "c1"); st.State != "cancelled" || st.Report == nil || st.Report.Message != "cancelled by bob" {
		t.Errorf("after the lease ran out: %+v", st)
	}
	if res := claim(t, tr, state.RandomHex(16)); res.Assignment != nil {
		t.Errorf("the cancelled job was handed out again: %+v", res.Assignment)
	}
}
