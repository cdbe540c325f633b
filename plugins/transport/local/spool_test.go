package local

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
)

var bg = context.Background()

func TestEnqueueClaimDeliver(t *testing.T) {
	clock := newClock()
	s := openSpool(t, t.TempDir(), clock)
	sp := testSpec("job-1", "pkg/scan")
	sp.ScanTimeout = job.Duration(5 * time.Minute)
	mustEnqueue(t, s, sp)
	wantState(t, s, "job-1", dirReady)

	a := mustClaim(t, s, claimReq("req-1"))
	now := clock.Now()
	if a.Spec.ID != "job-1" || a.Attempt != 1 || a.RequestID != "req-1" || a.Lease == "" || a.Slot != 1 {
		t.Fatalf("assignment %+v", a)
	}
	if !a.LeaseExpires.Equal(now.Add(testLease)) || !a.ScanDeadline.Equal(now.Add(5*time.Minute)) {
		t.Fatalf("lease expires %v scan deadline %v, now %v", a.LeaseExpires, a.ScanDeadline, now)
	}
	wantState(t, s, "job-1", dirLeased)
	st, err := s.Status(bg, a)
	if err != nil || st.State != transport.StateActive || !st.Lease.Expires.Equal(a.LeaseExpires) {
		t.Fatalf("status %+v, %v", st, err)
	}

	b := writeBundle(t, "sealed bundle bytes")
	r1, err := s.Deliver(bg, a, b)
	if err != nil {
		t.Fatal(err)
	}
	if r1.JobID != "job-1" || r1.Attempt != 1 || r1.Digest != b.Digest || r1.Outcome != transport.OutcomeBundle || r1.ID == "" {
		t.Fatalf("receipt %+v", r1)
	}
	wantState(t, s, "job-1", dirDone)
	clock.Advance(time.Hour)
	r2, err := s.Deliver(bg, a, b)
	if err != nil || r2 != r1 {
		t.Fatalf("repeated deliver: %+v, %v; want %+v", r2, err, r1)
	}
	_, err = s.Deliver(bg, a, writeBundle(t, "other bytes"))
	wantKind(t, err, transport.Conflict)
	_, err = s.Report(bg, a, transport.TerminalReport{Reason: "crashed"})
	wantKind(t, err, transport.Conflict)

	st, err = s.Status(bg, a)
	if err != nil || st.State != transport.StateResolved || st.Resolution == nil || st.Resolution.Receipt != r1 {
		t.Fatalf("status %+v, %v", st, err)
	}
	res, err := s.JobResult(bg, "job-1")
	if err != nil || res.State != StateDone || res.Attempt != 1 || *res.Receipt != r1 {
		t.Fatalf("job result %+v, %v", res, err)
	}
	got, err := os.ReadFile(res.BundlePath)
	if err != nil || string(got) != "sealed bundle bytes" {
		t.Fatalf("accepted bundle %q, %v", got, err)
	}
	fi, err := os.Stat(res.BundlePath)
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("bundle mode %v, %v", fi.Mode(), err)
	}
	js, err := s.JobState(bg, "job-1")
	if err != nil || js.State != StateDone || js.Receipt == nil {
		t.Fatalf("job state %+v, %v", js, err)
	}
	stats, err := s.Stats(bg)
	if err != nil || stats != (transport.Stats{Done: 1}) {
		t.Fatalf("stats %+v, %v", stats, err)
	}
	var n int
	for r, err := range s.Results(bg) {
		if err != nil || r.JobID != "job-1" {
			t.Fatalf("results: %+v, %v", r, err)
		}
		n++
	}
	if n != 1 {
		t.Fatalf("results yielded %d", n)
	}
}

func TestFilesArePrivate(t *testing.T) {
	s := openSpool(t, t.TempDir(), newClock())
	mustEnqueue(t, s, testSpec("j", "pkg/scan"))
	mustClaim(t, s, claimReq("r"))
	err := filepath.Walk(s.layout.Root, func(p string, fi os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		want := os.FileMode(0o600)
		if fi.IsDir() {
			want = 0o700
		}
		if fi.Mode().Perm() != want {
			t.Errorf("%s: mode %v, want %v", p, fi.Mode().Perm(), want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestEnqueueDuplicates(t *testing.T) {
	s := openSpool(t, t.TempDir(), newClock())
	sp := testSpec("dup", "pkg/scan")
	mustEnqueue(t, s, sp)
	if err := s.Enqueue(bg, sp); err != nil {
		t.Fatalf("same spec again: %v", err)
	}
	other := sp
	other.Target.Path = "/elsewhere"
	err := s.Enqueue(bg, other)
	var ee *ExistsError
	if !errors.As(err, &ee) || ee.State != StateReady || !errors.Is(err, ErrExists) {
		t.Fatalf("different spec: %v", err)
	}
	mustClaim(t, s, claimReq("r1"))
	err = s.Enqueue(bg, other)
	if !errors.As(err, &ee) || ee.State != StateLeased {
		t.Fatalf("different spec while leased: %v", err)
	}
	if err := s.Enqueue(bg, sp); err != nil {
		t.Fatalf("same spec while leased: %v", err)
	}
	if got := entriesOf(t, s, "dup"); len(got) != 1 {
		t.Fatalf("entries %v", got)
	}
}

func TestEnqueueRejectsBadSpecs(t *testing.T) {
	s := openSpool(t, t.TempDir(), newClock())
	big := testSpec("big", "pkg/scan")
	big.Target.Include = make([]string, 200)
	for i := range big.Target.Include {
		big.Target.Include[i] = strings.Repeat("x", 8<<10)
	}
	for name, sp := range map[string]job.Spec{
		"bad id":       testSpec("../evil", "pkg/scan"),
		"at sign":      testSpec("a@b", "pkg/scan"),
		"no scanner":   testSpec("ok", ""),
		"over MaxSpec": big,
	} {
		t.Run(name, func(t *testing.T) {
			if err := s.Enqueue(bg, sp); err == nil {
				t.Fatal("accepted")
			}
		})
	}
	if names, _ := readNames(s.layout.Jobs()); len(names) != 0 {
		t.Fatalf("rejected specs left job dirs %v", names)
	}
}

func TestClaimOrderAndCompatibility(t *testing.T) {
	clock := newClock()
	s := openSpool(t, t.TempDir(), clock)
	for _, sp := range []job.Spec{testSpec("c-first", "p/x"), testSpec("b-second", "p/y"), testSpec("a-third", "p/x")} {
		mustEnqueue(t, s, sp)
		clock.Advance(time.Second)
	}
	for i, want := range []string{"c-first", "a-third"} {
		a := mustClaim(t, s, claimReq("rx"+string(rune('0'+i)), "p/x"))
		if a.Spec.ID != want {
			t.Fatalf("claim %d got %s, want %s", i, a.Spec.ID, want)
		}
	}
	res, err := s.Claim(bg, claimReq("rx9", "p/x"))
	if err != nil || res.NoWork == nil || res.NoWork.Reason != ReasonIncompatible || res.NoWork.RetryAfter != 10*time.Millisecond {
		t.Fatalf("claim with only incompatible jobs: %+v, %v", res, err)
	}
	if a := mustClaim(t, s, claimReq("ry", "p/x", "p/y")); a.Spec.ID != "b-second" {
		t.Fatalf("got %s", a.Spec.ID)
	}
	res, err = s.Claim(bg, claimReq("rz", "p/x"))
	if err != nil || res.NoWork == nil || res.NoWork.Reason != ReasonEmpty {
		t.Fatalf("claim on empty spool: %+v, %v", res, err)
	}
}

func TestClaimValidation(t *testing.T) {
	s := openSpool(t, t.TempDir(), newClock())
	for name, req := range map[string]transport.ClaimRequest{
		"no request id":    {Scanners: []string{"p/x"}},
		"path request id":  {RequestID: "../x"},
		"negative slot":    {RequestID: "r", Slot: -1},
		"negative timeout": {RequestID: "r", DefaultScanTimeout: -time.Second},
		"bad worker id":    {RequestID: "r", WorkerID: "a/b"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := s.Claim(bg, req)
			wantKind(t, err, transport.Fatal)
		})
	}
}

func TestScanDeadline(t *testing.T) {
	clock := newClock()
	s := openSpool(t, t.TempDir(), clock, func(c *Config) { c.MaxScanTimeout = job.Duration(30 * time.Minute) })
	cases := []struct {
		name        string
		specTimeout time.Duration
		defTimeout  time.Duration
		want        time.Duration
	}{
		{"spec timeout", 5 * time.Minute, 10 * time.Minute, 5 * time.Minute},
		{"worker default", 0, 10 * time.Minute, 10 * time.Minute},
		{"capped spec", 2 * time.Hour, 0, 30 * time.Minute},
		{"capped default", 0, 2 * time.Hour, 30 * time.Minute},
		{"no timeout at all", 0, 0, 30 * time.Minute},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sp := testSpec("sd"+string(rune('a'+i)), "pkg/scan")
			sp.ScanTimeout = job.Duration(tc.specTimeout)
			mustEnqueue(t, s, sp)
			req := claimReq("req-sd" + string(rune('a'+i)))
			req.DefaultScanTimeout = tc.defTimeout
			a := mustClaim(t, s, req)
			if got := a.ScanDeadline.Sub(clock.Now()); got != tc.want {
				t.Fatalf("scan deadline in %s, want %s", got, tc.want)
			}
		})
	}
}

func TestRepeatedClaim(t *testing.T) {
	clock := newClock()
	dir := t.TempDir()
	s := openSpool(t, dir, clock)
	mustEnqueue(t, s, testSpec("j1", "pkg/scan"), testSpec("j2", "pkg/scan"))
	a := mustClaim(t, s, claimReq("req-a"))
	// The same request id from another process: the same assignment.
	other := openSpool(t, dir, clock)
	again := mustClaim(t, other, claimReq("req-a"))
	if again.Spec.ID != a.Spec.ID || again.Lease != a.Lease || again.Attempt != a.Attempt || !again.LeaseExpires.Equal(a.LeaseExpires) {
		t.Fatalf("repeat differs:\n%+v\n%+v", again, a)
	}
	r, err := s.Deliver(bg, a, writeBundle(t, "x"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := other.Claim(bg, claimReq("req-a"))
	if err != nil || res.Resolution == nil || res.Resolution.Receipt != r || res.Assignment != nil {
		t.Fatalf("repeat after deliver: %+v, %v", res, err)
	}
	// A claim whose lease expired is Stale.
	b := mustClaim(t, s, claimReq("req-b"))
	if b.Spec.ID != "j2" {
		t.Fatalf("got %s", b.Spec.ID)
	}
	clock.Advance(testLease)
	if err := s.Sweep(bg); err != nil {
		t.Fatal(err)
	}
	_, err = s.Claim(bg, claimReq("req-b"))
	wantKind(t, err, transport.Stale)
}

func TestLeaseExpiry(t *testing.T) {
	clock := newClock()
	s := openSpool(t, t.TempDir(), clock, func(c *Config) { c.MaxAttempts = 2 })
	mustEnqueue(t, s, testSpec("exp", "pkg/scan"))
	a1 := mustClaim(t, s, claimReq("r1"))
	clock.Advance(testLease - time.Nanosecond)
	if st, err := s.Status(bg, a1); err != nil || st.State != transport.StateActive {
		t.Fatalf("status before expiry: %+v, %v", st, err)
	}
	clock.Advance(time.Nanosecond)
	st, err := s.Status(bg, a1)
	if err != nil || st.State != transport.StateExpired || st.Resolution != nil {
		t.Fatalf("status after expiry: %+v, %v", st, err)
	}
	wantState(t, s, "exp", dirReady)
	_, err = s.Renew(bg, a1)
	wantKind(t, err, transport.Stale)
	_, err = s.Deliver(bg, a1, writeBundle(t, "late"))
	wantKind(t, err, transport.Stale)
	_, err = s.Report(bg, a1, transport.TerminalReport{Reason: "crashed"})
	wantKind(t, err, transport.Stale)
	err = s.Progress(bg, a1, []transport.ProgressEvent{{Seq: 1, Phase: "scan"}})
	wantKind(t, err, transport.Stale)
	if js, _ := s.JobState(bg, "exp"); js.State != StateReady || js.Attempt != 2 {
		t.Fatalf("job state %+v", js)
	}

	a2 := mustClaim(t, s, claimReq("r2"))
	if a2.Attempt != 2 || a2.Lease == a1.Lease {
		t.Fatalf("second attempt %+v", a2)
	}
	clock.Advance(testLease)
	res, err := s.Claim(bg, claimReq("r3"))
	if err != nil || res.NoWork == nil || res.NoWork.Reason != ReasonEmpty {
		t.Fatalf("claim after the last expiry: %+v, %v", res, err)
	}
	wantState(t, s, "exp", dirFailed)
	jr, err := s.JobResult(bg, "exp")
	if err != nil || jr.State != StateFailed || jr.Attempt != 2 || jr.Report == nil || jr.Report.Reason != "lease_expired" {
		t.Fatalf("job result %+v, %v", jr, err)
	}
}

func TestRenew(t *testing.T) {
	clock := newClock()
	s := openSpool(t, t.TempDir(), clock)
	mustEnqueue(t, s, testSpec("ren", "pkg/scan"))
	a := mustClaim(t, s, claimReq("r1"))
	clock.Advance(testLease / 2)
	l, err := s.Renew(bg, a)
	if err != nil || !l.Expires.Equal(clock.Now().Add(testLease)) || l.Cancel {
		t.Fatalf("renew: %+v, %v", l, err)
	}
	clock.Advance(testLease * 3 / 4) // past the first expiry, within the renewed one
	if err := s.Sweep(bg); err != nil {
		t.Fatal(err)
	}
	if st, err := s.Status(bg, a); err != nil || st.State != transport.StateActive || !st.Lease.Expires.Equal(l.Expires) {
		t.Fatalf("status after renew: %+v, %v", st, err)
	}
	forged := *a
	forged.Lease = "not-the-token"
	_, err = s.Renew(bg, &forged)
	wantKind(t, err, transport.Stale)
	if st, err := s.Status(bg, &forged); err != nil || st.State != transport.StateUnknown {
		t.Fatalf("status of forged lease: %+v, %v", st, err)
	}
	unknown := *a
	unknown.Spec.ID = "nope"
	_, err = s.Renew(bg, &unknown)
	wantKind(t, err, transport.Stale)
}

func TestCancel(t *testing.T) {
	clock := newClock()
	s := openSpool(t, t.TempDir(), clock)
	mustEnqueue(t, s, testSpec("c-ready", "pkg/scan"))
	if err := s.Cancel(bg, "c-ready", ""); err != nil {
		t.Fatal(err)
	}
	wantState(t, s, "c-ready", dirCancelled)
	if err := s.Cancel(bg, "c-ready", ""); err != nil {
		t.Fatalf("cancel twice: %v", err)
	}
	if err := s.Cancel(bg, "nope", ""); !errors.Is(err, ErrNotFound) {
		t.Fatalf("cancel unknown: %v", err)
	}

	mustEnqueue(t, s, testSpec("c-leased", "pkg/scan"))
	a := mustClaim(t, s, claimReq("r1"))
	if err := s.Cancel(bg, "c-leased", ""); err != nil {
		t.Fatal(err)
	}
	l, err := s.Renew(bg, a)
	if err != nil || !l.Cancel {
		t.Fatalf("renew after cancel: %+v, %v", l, err)
	}
	st, err := s.Status(bg, a)
	if err != nil || st.State != transport.StateActive || !st.Lease.Cancel {
		t.Fatalf("status after cancel: %+v, %v", st, err)
	}
	r, err := s.Report(bg, a, transport.TerminalReport{Reason: "cancelled", Retryable: true})
	if err != nil {
		t.Fatal(err)
	}
	wantState(t, s, "c-leased", dirCancelled)
	st, err = s.Status(bg, a)
	if err != nil || st.State != transport.StateCancelled || st.Resolution == nil || st.Resolution.Receipt != r {
		t.Fatalf("status after cancelled report: %+v, %v", st, err)
	}

	// A cancelled job whose lease expires ends cancelled, not retried.
	mustEnqueue(t, s, testSpec("c-expire", "pkg/scan"))
	b := mustClaim(t, s, claimReq("r2"))
	if err := s.Cancel(bg, "c-expire", ""); err != nil {
		t.Fatal(err)
	}
	clock.Advance(testLease)
	if st, err := s.Status(bg, b); err != nil || st.State != transport.StateCancelled {
		t.Fatalf("status: %+v, %v", st, err)
	}
	wantState(t, s, "c-expire", dirCancelled)

	// A bundle delivered before the cancel lands is still accepted.
	mustEnqueue(t, s, testSpec("c-deliver", "pkg/scan"))
	c := mustClaim(t, s, claimReq("r3"))
	if err := s.Cancel(bg, "c-deliver", ""); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Deliver(bg, c, writeBundle(t, "done anyway")); err != nil {
		t.Fatal(err)
	}
	wantState(t, s, "c-deliver", dirDone)
	if err := s.Cancel(bg, "c-deliver", ""); !errors.Is(err, ErrEnded) {
		t.Fatalf("cancel done job: %v", err)
	}
	stats, err := s.Stats(bg)
	if err != nil || stats != (transport.Stats{Done: 1, Failed: 3}) {
		t.Fatalf("stats %+v, %v", stats, err)
	}
}

func TestReport(t *testing.T) {
	clock := newClock()
	s := openSpool(t, t.TempDir(), clock, func(c *Config) { c.MaxAttempts = 2 })
	mustEnqueue(t, s, testSpec("rep", "pkg/scan"))
	a1 := mustClaim(t, s, claimReq("r1"))
	rep := transport.TerminalReport{Reason: "crashed", Message: "exit 2", Retryable: true, ExitCode: 2}
	r1, err := s.Report(bg, a1, rep)
	if err != nil || r1.Outcome != transport.OutcomeTerminal || r1.Attempt != 1 {
		t.Fatalf("report: %+v, %v", r1, err)
	}
	wantState(t, s, "rep", dirReady)
	if again, err := s.Report(bg, a1, rep); err != nil || again != r1 {
		t.Fatalf("repeated report: %+v, %v", again, err)
	}
	changed := rep
	changed.Message = "exit 3"
	_, err = s.Report(bg, a1, changed)
	wantKind(t, err, transport.Conflict)
	_, err = s.Deliver(bg, a1, writeBundle(t, "x"))
	wantKind(t, err, transport.Conflict)
	st, err := s.Status(bg, a1)
	if err != nil || st.State != transport.StateResolved || st.Resolution.Receipt != r1 {
		t.Fatalf("status: %+v, %v", st, err)
	}

	a2 := mustClaim(t, s, claimReq("r2"))
	if a2.Attempt != 2 {
		t.Fatalf("attempt %d", a2.Attempt)
	}
	if _, err := s.Report(bg, a2, rep); err != nil { // retryable, but the last attempt
		t.Fatal(err)
	}
	wantState(t, s, "rep", dirFailed)
	jr, err := s.JobResult(bg, "rep")
	if err != nil || jr.State != StateFailed || jr.Report == nil || jr.Report.Message != "exit 2" || jr.Report.JobID != "rep" {
		t.Fatalf("job result %+v, %v", jr, err)
	}

	mustEnqueue(t, s, testSpec("rep2", "pkg/scan"))
	b := mustClaim(t, s, claimReq("r3"))
	for name, bad := range map[string]transport.TerminalReport{
		"no reason":     {Message: "x"},
		"wrong job":     {JobID: "other", Reason: "x"},
		"wrong attempt": {Attempt: 7, Reason: "x"},
		"too big":       {Reason: "x", Stdout: strings.Repeat("y", MaxReportBytes)},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := s.Report(bg, b, bad)
			wantKind(t, err, transport.Fatal)
		})
	}
	if _, err := s.Report(bg, b, transport.TerminalReport{Reason: "prepare"}); err != nil {
		t.Fatal(err)
	}
	wantState(t, s, "rep2", dirFailed)
}

func TestDeliverVerifiesBundle(t *testing.T) {
	s := openSpool(t, t.TempDir(), newClock())
	mustEnqueue(t, s, testSpec("bad-bundle", "pkg/scan"))
	a := mustClaim(t, s, claimReq("r1"))
	good := writeBundle(t, "content")
	other := writeBundle(t, "different")

	wrongDigest := good
	wrongDigest.Digest = other.Digest
	_, err := s.Deliver(bg, a, wrongDigest)
	wantKind(t, err, transport.Fatal)
	if !strings.Contains(err.Error(), good.Digest) || !strings.Contains(err.Error(), other.Digest) {
		t.Fatalf("error does not name both digests: %v", err)
	}
	for name, ref := range map[string]transport.BundleRef{
		"short":        {Path: good.Path, Digest: good.Digest, Size: good.Size - 1},
		"long":         {Path: good.Path, Digest: good.Digest, Size: good.Size + 1},
		"upper digest": {Path: good.Path, Digest: strings.ToUpper(good.Digest), Size: good.Size},
		"missing file": {Path: good.Path + ".nope", Digest: good.Digest, Size: good.Size},
		"directory":    {Path: filepath.Dir(good.Path), Digest: good.Digest, Size: good.Size},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := s.Deliver(bg, a, ref)
			wantKind(t, err, transport.Fatal)
		})
	}
	link := filepath.Join(t.TempDir(), "link")
	if err := os.Symlink(good.Path, link); err != nil {
		t.Fatal(err)
	}
	_, err = s.Deliver(bg, a, transport.BundleRef{Path: link, Digest: good.Digest, Size: good.Size})
	wantKind(t, err, transport.Fatal)
	if names, _ := readNames(s.layout.incomingDir("bad-bundle")); len(names) != 0 {
		t.Fatalf("failed deliveries left %v", names)
	}
	wantState(t, s, "bad-bundle", dirLeased)
	if _, err := s.Deliver(bg, a, good); err != nil {
		t.Fatal(err)
	}
}

func TestProgress(t *testing.T) {
	s := openSpool(t, t.TempDir(), newClock())
	mustEnqueue(t, s, testSpec("prog", "pkg/scan"))
	a := mustClaim(t, s, claimReq("r1"))
	ev := func(seq uint64) transport.ProgressEvent {
		return transport.ProgressEvent{Seq: seq, Phase: "scan", Files: int64(seq)}
	}
	if err := s.Progress(bg, a, []transport.ProgressEvent{ev(2), ev(1), ev(3)}); err != nil {
		t.Fatal(err)
	}
	if err := s.Progress(bg, a, []transport.ProgressEvent{ev(2), ev(3), ev(4), ev(4)}); err != nil {
		t.Fatalf("replay: %v", err)
	}
	long := ev(5)
	long.Message = strings.Repeat("é", MaxProgressMessage)
	if err := s.Progress(bg, a, []transport.ProgressEvent{long}); err != nil {
		t.Fatal(err)
	}
	seqs := journalSeqs(t, s.layout.progressPath("prog", 1))
	if got := strings.Join(seqs, ","); got != "1,2,3,4,5" {
		t.Fatalf("journal seqs %s", got)
	}
	// A torn last line (a crash mid-append) is cut off and the event
	// recorded again.
	f, err := os.OpenFile(s.layout.progressPath("prog", 1), os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"seq":6,"job_id":"pr`)
	f.Close()
	if err := s.Progress(bg, a, []transport.ProgressEvent{ev(6)}); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(journalSeqs(t, s.layout.progressPath("prog", 1)), ","); got != "1,2,3,4,5,6" {
		t.Fatalf("journal seqs after torn line %s", got)
	}
	err = s.Progress(bg, a, []transport.ProgressEvent{{Seq: 9, JobID: "other"}})
	wantKind(t, err, transport.Fatal)
	err = s.Progress(bg, a, make([]transport.ProgressEvent, MaxProgressEvents+1))
	wantKind(t, err, transport.Fatal)
}

func journalSeqs(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var seqs []string
	for _, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		var ev transport.ProgressEvent
		if err := jsonUnmarshal(line, &ev); err != nil {
			t.Fatalf("journal line %q: %v", line, err)
		}
		if len(ev.Message) > MaxProgressMessage {
			t.Fatalf("message of %d bytes", len(ev.Message))
		}
		seqs = append(seqs, itoa(ev.Seq))
	}
	return seqs
}

func TestClosedAndUnprovisioned(t *testing.T) {
	s := openSpool(t, t.TempDir(), newClock())
	s.Close()
	_, err := s.Claim(bg, claimReq("r"))
	wantKind(t, err, transport.Fatal)
	u := New()
	if err := u.Enqueue(bg, testSpec("x", "p/s")); err == nil {
		t.Fatal("unprovisioned spool accepted a job")
	}
	if err := u.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestDeliverLinksOrCopies checks how a delivery stages its bundle: a hard
// link to a private sealed file of this user that has no other link, and
// a copy (a file of the spool's own, 0600) otherwise.
func TestDeliverLinksOrCopies(t *testing.T) {
	for _, tc := range []struct {
		name    string
		prepare func(t *testing.T, path string)
		linked  bool
	}{
		{"private", func(*testing.T, string) {}, true},
		{"readable by others", func(t *testing.T, p string) {
			if err := os.Chmod(p, 0o644); err != nil {
				t.Fatal(err)
			}
		}, false},
		{"second link", func(t *testing.T, p string) {
			if err := os.Link(p, p+".other"); err != nil {
				t.Fatal(err)
			}
		}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := openSpool(t, t.TempDir(), newClock())
			mustEnqueue(t, s, testSpec("stage", "pkg/scan"))
			a := mustClaim(t, s, claimReq("r1"))
			b := writeBundle(t, "sealed bundle bytes")
			tc.prepare(t, b.Path)
			if _, err := s.Deliver(bg, a, b); err != nil {
				t.Fatal(err)
			}
			jr, err := s.JobResult(bg, "stage")
			if err != nil || jr.BundlePath == "" {
				t.Fatalf("job result %+v, %v", jr, err)
			}
			src, err := os.Stat(b.Path)
			if err != nil {
				t.Fatal(err)
			}
			got, err := os.Lstat(jr.BundlePath)
			if err != nil {
				t.Fatal(err)
			}
			if os.SameFile(src, got) != tc.linked {
				t.Fatalf("accepted bundle is the sealed file: %v, want %v", os.SameFile(src, got), tc.linked)
			}
			if !tc.linked && got.Mode().Perm() != 0o600 {
				t.Fatalf("copied bundle has mode %v", got.Mode().Perm())
			}
			if data, err := os.ReadFile(jr.BundlePath); err != nil || string(data) != "sealed bundle bytes" {
				t.Fatalf("accepted bundle %q, %v", data, err)
			}
			// The worker removes its name once it has the receipt; the
			// accepted bundle stays.
			if err := os.Remove(b.Path); err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(jr.BundlePath); err != nil {
				t.Fatal(err)
			}
		})
	}
}
