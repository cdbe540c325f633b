package pipeline

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/internal/syncbuf"
)

func TestDeliversEveryJob(t *testing.T) {
	h := newHarness(t)
	h.cfg.Slots = 2
	h.tr.enqueue(h.spec("j1", nil), h.spec("j2", nil), h.spec("j3", nil))
	w := h.runToEnd()
	for _, id := range []string{"j1", "j2", "j3"} {
		ma := h.tr.get(id)
		if ma.state != transport.StateResolved || ma.res.Outcome != transport.OutcomeBundle {
			t.Fatalf("%s: state %s res %+v", id, ma.state, ma.res)
		}
		if ma.accepted != 1 {
			t.Errorf("%s: accepted %d times", id, ma.accepted)
		}
		s := ma.summary
		if s.Trailer.Findings != 3 || s.Trailer.Completion != bundle.CompletionComplete {
			t.Errorf("%s: trailer %+v", id, s.Trailer)
		}
		if s.Header.Identity.PackageDigest != testPackageDigest || s.Header.Identity.WorkerID != "w1" {
			t.Errorf("%s: header %+v", id, s.Header)
		}
	}
	if c := w.Counters(); c.Delivered != 3 || c.Stale != 0 || c.Conflicts != 0 {
		t.Errorf("counters %+v", c)
	}
	if h.be.loads != 1 {
		t.Errorf("scanner loaded %d times, want once per worker", h.be.loads)
	}
	h.assertClean()
}

func TestTerminalReports(t *testing.T) {
	tests := []struct {
		name, mode, reason string
		retryable          bool
		badTarget          bool
	}{
		{name: "scanner error", mode: "scanner_error", reason: "scanner_error"},
		{name: "crashes exhaust generations", mode: "crash", reason: "generations_exhausted", retryable: true},
		{name: "prepare error", badTarget: true, reason: "prepare"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			spec := h.spec("j1", map[string]string{"mode": tc.mode})
			if tc.badTarget {
				spec.Target.Path = filepath.Join(h.target, "missing")
			}
			h.tr.enqueue(spec)
			h.runToEnd()
			ma := h.tr.get("j1")
			if ma.report == nil {
				t.Fatalf("no terminal report; state %s", ma.state)
			}
			if ma.report.Reason != tc.reason || ma.report.Retryable != tc.retryable {
				t.Errorf("report %+v, want reason %s retryable %v", ma.report, tc.reason, tc.retryable)
			}
			if strings.Contains(ma.report.Stderr, "hunter2") {
				t.Errorf("report leaks a secret: %q", ma.report.Stderr)
			}
			h.assertClean()
		})
	}
}

func TestScannerErrorReportIsFitted(t *testing.T) {
	h := newHarness(t)
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "scanner_error"}))
	h.runToEnd()
	r := h.tr.get("j1").report
	if r == nil || !strings.Contains(r.Stdout, "bytes elided") || !strings.Contains(r.Stderr, "[REDACTED]") {
		t.Fatalf("report not fitted and redacted: %+v", r)
	}
}

func TestGenerationAfterCrash(t *testing.T) {
	h := newHarness(t)
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "crash_once"}))
	h.runToEnd()
	ma := h.tr.get("j1")
	if ma.res == nil || ma.res.Outcome != transport.OutcomeBundle {
		t.Fatalf("want a bundle after a second generation, got %+v", ma.res)
	}
	if n := h.be.scanCount("j1/1"); n != 2 {
		t.Errorf("scanned %d times, want 2 generations", n)
	}
	if n := h.tr.attempts["j1"]; n != 1 {
		t.Errorf("%d attempts; generations must stay inside one attempt", n)
	}
}

func TestMaxGenerations(t *testing.T) {
	h := newHarness(t)
	h.cfg.MaxGenerations = 2
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "crash"}))
	h.runToEnd()
	if n := h.be.scanCount("j1/1"); n != 2 {
		t.Errorf("scanned %d times, want MaxGenerations=2", n)
	}
	// The report says why the generations failed, not only how often.
	r := h.tr.get("j1").report
	if r == nil || r.Reason != "generations_exhausted" || !strings.Contains(r.Message, "the last: scanner crashed: exit status 2") ||
		r.ExitCode != 2 || r.Stderr != "panic: boom" {
		t.Fatalf("report %+v, want generations_exhausted carrying the last crash and its output", r)
	}
}

func TestDeadlineSealsPartialBundle(t *testing.T) {
	h := newHarness(t)
	h.deadlineOn(h.be.hanging)
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "findings_then_hang"}))
	h.runToEnd()
	ma := h.tr.get("j1")
	if ma.summary == nil {
		t.Fatalf("no bundle: %+v", ma.report)
	}
	if tr := ma.summary.Trailer; tr.Completion != bundle.CompletionPartialTimeout || tr.Findings != 3 {
		t.Errorf("trailer %+v, want partial_timeout with the 3 findings so far", tr)
	}
}

func TestDeadlineWithoutTimeToSeal(t *testing.T) {
	h := newHarness(t)
	h.deadlineOn(h.be.started)
	h.cfg.Limits.SealReserve = time.Hour // the lease never leaves this much
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "hang"}))
	h.runToEnd()
	if r := h.tr.get("j1").report; r == nil || r.Reason != "timeout" {
		t.Fatalf("report %+v, want timeout", r)
	}
	h.assertClean()
}

func TestFencesOffLateResults(t *testing.T) {
	h := newHarness(t)
	h.deadlineOn(h.be.started)
	h.cfg.Limits.AbandonGrace = time.Millisecond
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "ignore_cancel"}))
	h.runToEnd()
	ma := h.tr.get("j1")
	if ma.summary == nil || ma.summary.Trailer.Findings != 0 || ma.summary.Trailer.Completion != bundle.CompletionPartialTimeout {
		t.Fatalf("want an empty partial bundle, got %+v / %+v", ma.summary, ma.report)
	}
	close(h.be.release)
	if err := <-h.be.lateErr; !errors.Is(err, errFenced) {
		t.Fatalf("late finding returned %v, want errFenced", err)
	}
}

func TestLeaseCancel(t *testing.T) {
	h := newHarness(t)
	h.cfg.RenewInterval = 5 * time.Millisecond
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "hang"}))
	w := h.newWorker()
	go func() {
		<-h.be.started
		h.tr.do(func() { h.tr.byKey["j1/1"].cancel = true })
	}()
	if err := h.run(w, RunOptions{UntilIdle: true}); err != nil {
		t.Fatal(err)
	}
	if r := h.tr.get("j1").report; r == nil || r.Reason != "cancelled" {
		t.Fatalf("report %+v, want cancelled", r)
	}
}

func TestLeaseLost(t *testing.T) {
	h := newHarness(t)
	h.cfg.RenewInterval = 5 * time.Millisecond
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "hang"}))
	w := h.newWorker()
	go func() {
		<-h.be.started
		h.tr.do(func() { h.tr.byKey["j1/1"].state = transport.StateExpired })
	}()
	if err := h.run(w, RunOptions{UntilIdle: true}); err != nil {
		t.Fatal(err)
	}
	if c := w.Counters(); c.Stale != 1 || c.Delivered != 0 || c.Reported != 0 {
		t.Fatalf("counters %+v, want one stale outcome", c)
	}
	h.assertClean()
}

func TestRenewsWhileWorking(t *testing.T) {
	h := newHarness(t)
	h.cfg.RenewInterval = time.Millisecond
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "wait"}))
	w := h.newWorker()
	go func() {
		<-h.be.started
		// Release the scan once the lease has been renewed a few times.
		for {
			var n int
			h.tr.do(func() { n = h.tr.byKey["j1/1"].renewals })
			if n >= 3 {
				close(h.be.release)
				return
			}
			<-time.After(time.Millisecond)
		}
	}()
	if err := h.run(w, RunOptions{UntilIdle: true}); err != nil {
		t.Fatal(err)
	}
	if ma := h.tr.get("j1"); ma.res == nil || ma.renewals < 3 {
		t.Fatalf("res %+v renewals %d", ma.res, ma.renewals)
	}
}

func TestRetryableErrorsAndLostResponses(t *testing.T) {
	h := newHarness(t)
	retry := func(op string) error { return transport.Errorf(transport.Retryable, op, "busy") }
	h.tr.failBefore["claim"] = []error{retry("claim"), retry("claim")}
	h.tr.failBefore["deliver"] = []error{retry("deliver")}
	// The transport accepts the bundle but the answer is lost: the retry
	// must get the same receipt, not a second resolution.
	h.tr.failAfter["deliver"] = []error{retry("deliver")}
	h.tr.failAfter["claim"] = []error{retry("claim")}
	h.tr.enqueue(h.spec("j1", nil))
	h.runToEnd()
	ma := h.tr.get("j1")
	if ma.res == nil || ma.accepted != 2 || h.tr.claims != 1 {
		t.Fatalf("res %+v accepted %d claims %d", ma.res, ma.accepted, h.tr.claims)
	}
}

func TestFatalStopsTheWorker(t *testing.T) {
	h := newHarness(t)
	h.tr.failBefore["claim"] = []error{transport.Errorf(transport.Fatal, "claim", "auth refused")}
	w := h.newWorker()
	err := h.run(w, RunOptions{})
	var fe *FatalError
	if !errors.As(err, &fe) || !strings.Contains(err.Error(), "auth refused") {
		t.Fatalf("Run = %v, want a FatalError naming the cause", err)
	}
}

func TestConflictAwaitsResolution(t *testing.T) {
	h := newHarness(t)
	h.tr.failBefore["deliver"] = []error{transport.Errorf(transport.Conflict, "deliver", "other result")}
	h.tr.enqueue(h.spec("j1", nil))
	w := h.newWorker()
	// The transport resolves the attempt with another result meanwhile.
	go func() {
		<-h.be.started
		h.tr.do(func() {
			ma := h.tr.byKey["j1/1"]
			ma.state = transport.StateResolved
			ma.res = &transport.Resolution{JobID: "j1", Attempt: 1, Outcome: transport.OutcomeBundle,
				Receipt: transport.Receipt{ID: "other", Digest: strings.Repeat("f", 64)}}
		})
	}()
	if err := h.run(w, RunOptions{UntilIdle: true}); err != nil {
		t.Fatal(err)
	}
	if c := w.Counters(); c.Conflicts != 1 || c.Delivered != 0 {
		t.Fatalf("counters %+v", c)
	}
	h.assertClean()
}

func TestReceiptMismatchIsNotAdopted(t *testing.T) {
	h := newHarness(t)
	h.tr.badReceipt = true
	h.tr.enqueue(h.spec("j1", nil))
	w := h.runToEnd()
	// The bad receipt is rejected; the slot polls Status, which shows the
	// attempt resolved with its own digest, and only then goes idle.
	if c := w.Counters(); c.Conflicts != 1 || c.Delivered != 1 {
		t.Fatalf("counters %+v", c)
	}
	h.assertClean()
}

func TestSecondWorkerOnSameDirFailsFast(t *testing.T) {
	h := newHarness(t)
	h.newWorker()
	_, err := New(h.cfg, h.deps())
	if !errors.Is(err, state.ErrLocked) || !strings.Contains(err.Error(), "pid") {
		t.Fatalf("second New = %v, want ErrLocked naming the pid", err)
	}
}

func TestConfigErrors(t *testing.T) {
	h := newHarness(t)
	tests := []struct {
		name string
		mod  func(*Config)
		want string
	}{
		{"no worker id", func(c *Config) { c.WorkerID = "" }, "worker_id"},
		{"bad worker id", func(c *Config) { c.WorkerID = "a/b" }, "worker_id"},
		{"zero slots", func(c *Config) { c.Slots = 0 }, "slots"},
		{"too many slots", func(c *Config) { c.Slots = MaxSlots + 1 }, "slots"},
		{"no state dir", func(c *Config) { c.StateDir = "" }, "state_dir"},
		{"negative timeout", func(c *Config) { c.ShutdownTimeout = -1 }, "shutdown_timeout"},
		{"retry max under base", func(c *Config) { c.RetryBase = time.Second; c.RetryMax = time.Millisecond }, "retry_max"},
		{"tiny report limit", func(c *Config) { c.Limits.MaxReportBytes = 10 }, "max_report_bytes"},
		{"negative generations", func(c *Config) { c.MaxGenerations = -1 }, "max_generations"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := h.cfg
			tc.mod(&cfg)
			_, err := New(cfg, h.deps())
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("New = %v, want an error naming %s", err, tc.want)
			}
		})
	}
	d := h.deps()
	d.Transport = nil
	if _, err := New(h.cfg, d); err == nil {
		t.Fatal("New accepted deps without a transport")
	}
}

func TestUnknownScannerIsReportedRetryable(t *testing.T) {
	h := newHarness(t)
	spec := h.spec("j1", nil)
	spec.Scanner = "pkg/other"
	h.tr.enqueue(spec)
	h.runToEnd()
	if r := h.tr.get("j1").report; r == nil || r.Reason != "unknown_scanner" || !r.Retryable {
		t.Fatalf("report %+v", r)
	}
}

func TestSweepRemovesLeftovers(t *testing.T) {
	h := newHarness(t)
	for _, p := range []string{"slots/.tmp-1", "work/0/abc/f", "bundles/tmp/.tmp-x", "bundles/ready/" + strings.Repeat("a", 64) + ".bundle"} {
		full := filepath.Join(h.stateDir, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	// A read-only leftover workspace must go too.
	if err := os.Chmod(filepath.Join(h.stateDir, "work/0/abc"), 0o500); err != nil {
		t.Fatal(err)
	}
	w := h.newWorker()
	w.Close()
	h.assertClean()
}

func TestTooManyEntriesIsAnError(t *testing.T) {
	h := newHarness(t)
	h.cfg.Limits.MaxDirEntries = 2*MaxSlots + 16
	dir := filepath.Join(h.stateDir, "work")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	for i := range h.cfg.Limits.MaxDirEntries + 1 {
		if err := os.Mkdir(filepath.Join(dir, "d"+strconv.Itoa(i)), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	_, err := New(h.cfg, h.deps())
	if err == nil || !strings.Contains(err.Error(), "max_dir_entries") {
		t.Fatalf("New = %v", err)
	}
}

func TestRenewsBeforeExpiryWhateverTheInterval(t *testing.T) {
	h := newHarness(t)
	h.tr.leaseDur = 300 * time.Millisecond
	h.cfg.RenewInterval = time.Hour
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "wait"}))
	w := h.newWorker()
	go func() {
		<-h.be.started
		for {
			var n int
			h.tr.do(func() { n = h.tr.byKey["j1/1"].renewals })
			if n >= 3 {
				close(h.be.release)
				return
			}
			<-time.After(time.Millisecond)
		}
	}()
	if err := h.run(w, RunOptions{UntilIdle: true}); err != nil {
		t.Fatal(err)
	}
	if ma := h.tr.get("j1"); ma.res == nil {
		t.Fatalf("lease lost despite renewals: %+v", ma)
	}
}

// TestFailingRenewalsKeepASaneSchedule: when every renewal fails, the
// renewer retries with backoff but never closer together than its minimum
// gap, also near the expiry. Before, it halved its wait towards the expiry
// (left/2, down to 1ms) and fired about ten renewals in the last second.
func TestFailingRenewalsKeepASaneSchedule(t *testing.T) {
	h := newHarness(t)
	h.tr.leaseDur = time.Second
	var logs syncbuf.Buffer
	h.cfg.Logger = slog.New(slog.NewTextHandler(&logs, nil))
	const queued = 1000
	for range queued {
		h.tr.failBefore["renew"] = append(h.tr.failBefore["renew"], transport.Errorf(transport.Retryable, "renew", "down"))
	}
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "hang"}))
	h.runToEnd()
	var tries int
	h.tr.do(func() { tries = queued - len(h.tr.failBefore["renew"]) })
	// Interval 333ms (a third of the lease), minimum gap 100ms: the lease
	// plus its grace of one more lease length while the transport cannot
	// be reached hold at most 20 renewals.
	if tries < 2 || tries > 21 {
		t.Fatalf("%d renewal attempts in a 1s lease and its 1s grace, want 2..21", tries)
	}
	if !strings.Contains(logs.String(), "retry_in=") || strings.Contains(logs.String(), "retry_in=0s") {
		t.Errorf("the renewer must log the wait it really uses:\n%s", logs.String())
	}
	if c := h.tr.get("j1"); c.res != nil {
		t.Fatalf("a job whose lease could not be renewed was resolved: %+v", c.res)
	}
}

// TestLostRenewalAnswerDoesNotLoseTheLease: a renewal whose answer never
// comes (a dropped response, with a request timeout longer than the lease)
// is given up halfway to the expiry and tried again, so the lease survives.
// Before, the renewer waited for the call until the lease had run out, and
// the job was discarded as stale (and its attempt spent).
func TestLostRenewalAnswerDoesNotLoseTheLease(t *testing.T) {
	h := newHarness(t)
	h.tr.leaseDur = time.Second
	h.tr.renewHangs = 1
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "wait"}))
	w := h.newWorker()
	go func() {
		<-h.be.started
		for {
			var n int
			h.tr.do(func() { n = h.tr.byKey["j1/1"].renewals })
			if n >= 2 {
				close(h.be.release)
				return
			}
			<-time.After(time.Millisecond)
		}
	}()
	if err := h.run(w, RunOptions{UntilIdle: true}); err != nil {
		t.Fatal(err)
	}
	if ma := h.tr.get("j1"); ma.res == nil || w.Counters().Stale != 0 {
		t.Fatalf("the lease was lost over one unanswered renewal: %+v counters %+v", ma.res, w.Counters())
	}
}

// TestUnreachableTransportKeepsTheLeaseForAGrace: renewals that fail
// because the transport cannot be reached (a coordinator restarting) for
// longer than the lease that was left do not end the run: the worker keeps
// renewing for up to one more lease length, and the job is delivered once
// the transport answers again. Before, the run was cancelled at the local
// expiry and the attempt spent.
func TestUnreachableTransportKeepsTheLeaseForAGrace(t *testing.T) {
	h := newHarness(t)
	h.tr.leaseDur = time.Second
	down := transport.Errorf(transport.Retryable, "renew", "coordinator answered 502")
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "wait"}))
	w := h.newWorker()
	go func() {
		<-h.be.started
		// The transport goes down for 1.3s, longer than the 1s lease.
		h.tr.do(func() {
			for range 1000 {
				h.tr.failBefore["renew"] = append(h.tr.failBefore["renew"], down)
			}
		})
		<-time.After(1300 * time.Millisecond) // the outage itself, not synchronisation
		// Back up, the transport gives the leases that ran out while it
		// was down a grace, as the reference coordinator does at start.
		h.tr.do(func() {
			h.tr.failBefore["renew"] = nil
			h.tr.byKey["j1/1"].a.LeaseExpires = time.Now().Add(h.tr.leaseDur)
		})
		for {
			var n int
			h.tr.do(func() { n = h.tr.byKey["j1/1"].renewals })
			if n >= 1 {
				close(h.be.release)
				return
			}
			<-time.After(time.Millisecond)
		}
	}()
	if err := h.run(w, RunOptions{UntilIdle: true}); err != nil {
		t.Fatal(err)
	}
	if ma := h.tr.get("j1"); ma.res == nil || w.Counters().Stale != 0 {
		t.Fatalf("the run was given up during the outage: %+v counters %+v", ma.res, w.Counters())
	}
}

// TestMaxFindingsEnforcedInTheSink: limits.max_findings is enforced where
// every finding passes, whatever the backend does with the error: the
// finding past it is refused with scanner.ErrLimit and the attempt ends
// with an over_limit report, no bundle. At the limit the bundle is sealed.
func TestMaxFindingsEnforcedInTheSink(t *testing.T) {
	for _, tc := range []struct {
		max        int
		overLimit  bool
		wantBundle bool
	}{{max: 2, overLimit: true}, {max: 3, wantBundle: true}} {
		t.Run(strconv.Itoa(tc.max), func(t *testing.T) {
			h := newHarness(t) // the target holds 3 findings
			h.cfg.Limits.Backend.MaxFindings = tc.max
			h.tr.enqueue(h.spec("j1", nil))
			h.runToEnd()
			ma := h.tr.get("j1")
			if tc.wantBundle {
				if ma.summary == nil || ma.summary.Trailer.Findings != 3 {
					t.Fatalf("want a bundle with 3 findings, got %+v / %+v", ma.summary, ma.report)
				}
				return
			}
			if ma.report == nil || ma.report.Reason != "over_limit" || ma.report.Retryable ||
				!strings.Contains(ma.report.Message, "more than 2 findings (limits.max_findings)") {
				t.Fatalf("report %+v, want over_limit naming limits.max_findings", ma.report)
			}
			h.assertClean()
		})
	}
}

// outage is the harness transport with renewals failing, as a network
// error would (with a long Retry-After), until its end.
type outage struct {
	*memTransport
	until atomic.Int64 // unix nanoseconds
}

func (o *outage) Renew(ctx context.Context, a *job.Assignment) (transport.Lease, error) {
	if time.Now().UnixNano() < o.until.Load() {
		return transport.Lease{}, &transport.Error{Kind: transport.Retryable, Op: "renew", Err: errors.New("connection refused"), RetryAfter: time.Minute}
	}
	return o.memTransport.Renew(ctx, a)
}

// TestLeaseSurvivesAnOutageShorterThanIt: renewals fail for most of a
// lease, and the transport refuses any renewal after the expiry it holds
// (as transport.nats does). Retries are spaced by that real expiry, not by
// the grace the worker allows itself past it, so one lands between the
// outage's end and the expiry and the job is delivered in its attempt.
// (Spaced by the grace, the retries went 1 s, 2 s, 3 s after the claim:
// the last one after the 3 s expiry, and the finished job was thrown
// away.)
func TestLeaseSurvivesAnOutageShorterThanIt(t *testing.T) {
	h := newHarness(t)
	h.tr.leaseDur = 3 * time.Second
	// Backoff as in production: a failed renewal waits up to the renewal
	// interval (a third of the lease), as the transport's Retry-After asks.
	h.cfg.RetryBase, h.cfg.RetryMax = time.Second, time.Minute
	o := &outage{memTransport: h.tr}
	o.until.Store(time.Now().Add(time.Hour).UnixNano())
	deps := h.deps()
	deps.Transport = o
	h.tr.enqueue(h.spec("j1", map[string]string{"mode": "wait"}))
	w, err := New(h.cfg, deps)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	go func() {
		<-h.be.started
		var claimed time.Time
		h.tr.do(func() { claimed = h.tr.byKey["j1/1"].a.LeaseExpires.Add(-h.tr.leaseDur) })
		o.until.Store(claimed.Add(2300 * time.Millisecond).UnixNano())
		for {
			var n int
			var st transport.State
			h.tr.do(func() { n, st = h.tr.byKey["j1/1"].renewals, h.tr.byKey["j1/1"].state })
			if n >= 1 || st != transport.StateActive {
				close(h.be.release)
				return
			}
			<-time.After(10 * time.Millisecond)
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := w.Run(ctx, RunOptions{UntilIdle: true}); err != nil {
		t.Fatal(err)
	}
	if c := w.Counters(); c.Delivered != 1 || c.Stale != 0 {
		t.Fatalf("counters %+v: want the job delivered in its attempt, its lease renewed after the outage", c)
	}
}

// TestJobStartAndEndLines: every job logs one line when it starts and one
// when it ends (outcome, findings, duration), and a terminal report's line
// carries its message, not only its reason.
func TestJobStartAndEndLines(t *testing.T) {
	h := newHarness(t)
	var logs syncbuf.Buffer
	h.cfg.Logger = slog.New(slog.NewTextHandler(&logs, nil))
	h.tr.enqueue(h.spec("ok", nil), h.spec("bad", map[string]string{"mode": "scanner_error"}))
	w := h.newWorker()
	if err := h.run(w, RunOptions{UntilIdle: true}); err != nil {
		t.Fatal(err)
	}
	out := logs.String()
	for _, want := range []string{
		`msg="job started" slot=0 job=ok/1`, `msg="job started" slot=0 job=bad/1`,
		`msg="job finished" slot=0 job=ok/1 scanner=`, `outcome=delivered findings=3 duration=`,
		`outcome=reported findings=0 reason=scanner_error duration=`,
		`msg="terminal report accepted" slot=0 job=bad/1 reason=scanner_error message=`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the log lacks %q:\n%s", want, out)
		}
	}
}
