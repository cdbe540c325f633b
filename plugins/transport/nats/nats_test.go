package nats

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	natsgo "github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/core/transport/transporttest"
	"github.com/sluicehq/sluice/internal/syncbuf"
	"github.com/sluicehq/sluice/plugins/transport/nats/natstest"
)

func claim(t *testing.T, tr *Transport, scanners ...string) transport.ClaimResult {
	t.Helper()
	req := transporttest.Request(transporttest.RequestID())
	if len(scanners) > 0 {
		req.Scanners = scanners
	}
	res, err := tr.Claim(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestServerWithoutJetStreamIsRefused(t *testing.T) {
	srv := natstest.Start(t, "", false)
	cfg := testConfig(srv, nil)
	_, err := Open(cfg, "w1", nil)
	if err == nil || !strings.Contains(err.Error(), "does not have JetStream enabled") || !strings.Contains(err.Error(), "-js") {
		t.Fatalf("got %v, want an error saying JetStream is off and how to turn it on", err)
	}
}

func TestProvisionFalseNamesTheMissingStream(t *testing.T) {
	cfg := testConfig(natstest.Start(t, "", true), nil)
	cfg.Provision = false
	_, err := Open(cfg, "w1", nil)
	if err == nil || !strings.Contains(err.Error(), "stream sluice_jobs does not exist and provision is false") {
		t.Fatalf("got %v", err)
	}
	cfg.Provision = true
	open(t, cfg)
	cfg.Provision = false
	open(t, cfg) // everything exists now
}

// publishRaw puts bytes on a job subject as a misbehaving enqueuer would.
func publishRaw(t *testing.T, tr *Transport, subject, msgID string, data []byte) error {
	t.Helper()
	m := natsgo.NewMsg(subject)
	m.Data = data
	var opts []jetstream.PublishOpt
	if msgID != "" {
		opts = append(opts, jetstream.WithMsgID(msgID))
	}
	_, err := tr.js.PublishMsg(context.Background(), m, opts...)
	return err
}

// TestMalformedJobMessageGetsTerminalReport checks that an unreadable job
// message becomes a failed job with a bad_job report and leaves the queue:
// no crash, no redelivery loop, the good job behind it still runs.
func TestMalformedJobMessageGetsTerminalReport(t *testing.T) {
	tr := open(t, testConfig(natstest.Start(t, "", true), nil))
	ctx := context.Background()
	subject := tr.names.jobSubject(transporttest.Scanner)
	for _, bad := range []struct{ id, data string }{
		{"junk-1", `{not json`},
		{"junk-2", `{"job_id":"other","scanner":"pkg/scan","target":{"kind":"path","path":"/x"}}`},
		{"", `{"job_id":"j","scanner":"pkg/scan","target":{"kind":"path","path":"/x"},"extra":1}`},
	} {
		if err := publishRaw(t, tr, subject, bad.id, []byte(bad.data)); err != nil {
			t.Fatal(err)
		}
	}
	if err := tr.Enqueue(ctx, transporttest.Spec("good")); err != nil {
		t.Fatal(err)
	}
	res := transport.ClaimResult{Assignment: claimOne(t, tr)}
	if res.Assignment.Spec.ID != "good" {
		t.Fatalf("claim behind three bad messages: %+v", res)
	}
	for _, id := range []string{"junk-1", "junk-2"} {
		js, err := tr.JobState(ctx, id)
		if err != nil || js.State != stateFailed {
			t.Fatalf("job state of %s: %+v, %v; want failed", id, js, err)
		}
		rec, _, _ := tr.get(ctx, id)
		if rec == nil || rec.last() == nil || rec.last().Report == nil || rec.last().Report.Reason != "bad_job" {
			t.Fatalf("record of %s: %+v, want a bad_job report", id, rec)
		}
	}
	rec, _, err := tr.get(ctx, "bad-3")
	if err != nil || rec == nil || !strings.Contains(rec.Bad, `unknown field "extra"`) {
		t.Fatalf("the message without an id: %+v, %v; want a record bad-3 naming the field", rec, err)
	}
	info, err := tr.jobs.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if info.State.Msgs != 1 { // the good job, leased
		t.Fatalf("%d messages left in the jobs stream, want 1 (the bad ones removed)", info.State.Msgs)
	}
	if res := claim(t, tr); res.NoWork == nil {
		t.Fatalf("claim after the bad messages: %+v, want NoWork", res)
	}
}

func TestOversizedJobMessageIsRefusedByTheStream(t *testing.T) {
	tr := open(t, testConfig(natstest.Start(t, "", true), nil))
	big := make([]byte, job.MaxSpecBytes+jobMsgOverhead+1)
	err := publishRaw(t, tr, tr.names.jobSubject(transporttest.Scanner), "big", big)
	if err == nil || !strings.Contains(strings.ToLower(err.Error()), "maximum") {
		t.Fatalf("publishing %d bytes: %v, want the stream's size limit", len(big), err)
	}
	spec := transporttest.Spec("big-opts")
	spec.Options = map[string]string{}
	for i := range job.MaxOptions {
		spec.Options[strings.Repeat("k", 100)+string(rune('a'+i%26))+string(rune('a'+i/26))] = strings.Repeat("v", job.MaxOptionValueLen)
	}
	if err := tr.Enqueue(context.Background(), spec); err != nil {
		t.Fatalf("a spec within the limits (%d options of %d bytes): %v", job.MaxOptions, job.MaxOptionValueLen, err)
	}
}

// TestJobForMissingScannerStaysVisible checks that a job no worker can run
// waits in the queue, counted by Stats and reported by JobState.
func TestJobForMissingScannerStaysVisible(t *testing.T) {
	tr := open(t, testConfig(natstest.Start(t, "", true), nil))
	ctx := context.Background()
	spec := transporttest.Spec("orphan")
	spec.Scanner = "nobody/has-this"
	if err := tr.Enqueue(ctx, spec); err != nil {
		t.Fatal(err)
	}
	if res := claim(t, tr); res.NoWork == nil {
		t.Fatalf("claim for other scanners: %+v, want NoWork", res)
	}
	st, err := tr.Stats(ctx)
	if err != nil || st.Ready != 1 {
		t.Fatalf("stats %+v, %v; want 1 ready", st, err)
	}
	js, err := tr.JobState(ctx, "orphan")
	if err != nil || js.State != stateReady {
		t.Fatalf("job state %+v, %v; want ready", js, err)
	}
	res := claim(t, tr, "nobody/has-this")
	if res.Assignment == nil || res.Assignment.Spec.ID != "orphan" {
		t.Fatalf("a worker with the scanner: %+v", res)
	}
}

// TestStateSurvivesServerRestart checks that jobs, leases and accepted
// bundles survive a restart of a file-storage server, and that the lease
// fence still holds after it.
func TestStateSurvivesServerRestart(t *testing.T) {
	srv := natstest.Start(t, "", true)
	clock := &testClock{t: time.Now()}
	tr := open(t, testConfig(srv, clock))
	ctx := context.Background()
	for _, id := range []string{"a", "b"} {
		if err := tr.Enqueue(ctx, transporttest.Spec(id)); err != nil {
			t.Fatal(err)
		}
	}
	a := claimOne(t, tr)
	bundle := transporttest.Bundle(t, "bundle of a")
	if _, err := tr.Deliver(ctx, a, bundle); err != nil {
		t.Fatal(err)
	}
	b := claimOne(t, tr)
	if a == nil || b == nil {
		t.Fatal("claims before the restart")
	}
	srv.Shutdown()
	srv.WaitForShutdown()
	srv.Restart(t) // cleaned up by the test, like the first server
	// The client reconnects by itself; wait for it.
	deadline := time.Now().Add(30 * time.Second)
	for !tr.nc.IsConnected() {
		if time.Now().After(deadline) {
			t.Fatal("no reconnect within 30s")
		}
		time.Sleep(10 * time.Millisecond)
	}
	var st transport.Status
	var err error
	for {
		st, err = tr.Status(ctx, b)
		if err == nil || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond) // JetStream may still be recovering
	}
	if err != nil || st.State != transport.StateActive {
		t.Fatalf("status of the lease after the restart: %+v, %v", st, err)
	}
	rc, r, err := tr.OpenBundle(ctx, a.Spec.ID)
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(rc)
	rc.Close()
	if err != nil || string(got) != "bundle of a" || r.Digest != bundle.Digest {
		t.Fatalf("bundle after the restart: %q, %v, receipt %+v", got, err, r)
	}
	clock.Add(2 * tr.Lease.D())
	if _, err := tr.Deliver(ctx, b, transporttest.Bundle(t, "late")); transport.KindOf(err) != transport.Stale {
		t.Fatalf("late delivery after the restart: %v, want Stale", err)
	}
}

func TestConfigValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		mut  func(*Config)
		want string
	}{
		{"no urls", func(c *Config) { c.URLs = nil }, "urls: missing"},
		{"bad scheme", func(c *Config) { c.URLs = []string{"http://x:4222"} }, "want nats:// or tls://"},
		{"user info", func(c *Config) { c.URLs = []string{"nats://u:p@x:4222"} }, "must not carry user info"},
		{"relative creds", func(c *Config) { c.CredsFile = "user.creds" }, "creds_file"},
		{"two credentials", func(c *Config) { c.CredsFile, c.TokenFile = "/a", "/b" }, "at most one"},
		{"cert without key", func(c *Config) { c.CertFile = "/c.pem" }, "set both"},
		{"bad prefix", func(c *Config) { c.Prefix = "a.b" }, "prefix"},
		{"replicas", func(c *Config) { c.Replicas = 2 }, "replicas"},
		{"lease", func(c *Config) { c.Lease = job.Duration(time.Millisecond) }, "lease"},
		{"attempts", func(c *Config) { c.MaxAttempts = 0 }, "max_attempts"},
		{"in flight", func(c *Config) { c.MaxInFlight = 0 }, "max_in_flight"},
		{"bundle bytes", func(c *Config) { c.MaxBundleBytes = 1 }, "max_bundle_bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := DefaultConfig()
			c.URLs = []string{"nats://127.0.0.1:4222"}
			tc.mut(&c)
			if err := c.Validate(); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// TestSubjectsAndKeysAreDistinct checks the escaping of names into subject
// tokens and keys.
func TestSubjectsAndKeysAreDistinct(t *testing.T) {
	n := newNames("f")
	seen := map[string]string{}
	for _, sc := range []string{"pkg/scan", "pkg.scan/x", "pkg/scan.x", "pkg/scan=2ex", "a/b/c", "nopkg"} {
		s := n.jobSubject(sc)
		if prev, dup := seen[s]; dup {
			t.Fatalf("%q and %q share subject %s", prev, sc, s)
		}
		seen[s] = sc
		if strings.Count(s, ".") != 3 || strings.ContainsAny(s, " *>") {
			t.Fatalf("subject %q of %q is not four plain tokens", s, sc)
		}
	}
	if jobKey("a.b") == jobKey("a=2eb") {
		t.Fatal("job keys collide")
	}
}

// TestDoneJobsListsOnlyAcceptedBundles: DoneJobs (worker result --all)
// lists the jobs whose bundle was accepted, in the order they were done,
// and says when its limit left some out; ready, leased and failed jobs
// are not listed.
func TestDoneJobsListsOnlyAcceptedBundles(t *testing.T) {
	tr := open(t, testConfig(natstest.Start(t, "", true), nil))
	ctx := context.Background()
	if ids, more, err := tr.DoneJobs(ctx, 10); err != nil || len(ids) != 0 || more {
		t.Fatalf("empty server: %v %v %v", ids, more, err)
	}
	for _, id := range []string{"first", "second", "failed", "leased", "ready"} {
		if err := tr.Enqueue(ctx, transporttest.Spec(id)); err != nil {
			t.Fatal(err)
		}
	}
	for _, id := range []string{"first", "second"} {
		a := claimOne(t, tr)
		if a.Spec.ID != id {
			t.Fatalf("claim: %+v", a)
		}
		if _, err := tr.Deliver(ctx, a, transporttest.Bundle(t, "bundle of "+a.Spec.ID)); err != nil {
			t.Fatal(err)
		}
	}
	a := claimOne(t, tr)
	if _, err := tr.Report(ctx, a, transport.TerminalReport{Reason: "scanner_failed", Message: "no"}); err != nil {
		t.Fatal(err)
	}
	if a := claimOne(t, tr); a.Spec.ID != "leased" {
		t.Fatalf("claim of the fourth job: %+v", a)
	}
	ids, more, err := tr.DoneJobs(ctx, 10)
	if err != nil || more || strings.Join(ids, ",") != "first,second" {
		t.Fatalf("DoneJobs(10) = %v, %v, %v; want [first second] in the order they were done", ids, more, err)
	}
	ids, more, err = tr.DoneJobs(ctx, 1)
	if err != nil || !more || strings.Join(ids, ",") != "first" {
		t.Fatalf("DoneJobs(1) = %v, %v, %v; want [first] and more", ids, more, err)
	}
	if _, _, err := tr.DoneJobs(ctx, 0); transport.KindOf(err) != transport.Fatal {
		t.Fatalf("DoneJobs(0): %v, want a Fatal error", err)
	}
}

// TestStartWaitsForTheServer: a worker that starts while its NATS server
// is down keeps trying, logging each wait, and opens once the server is
// up; with start_timeout 0 it fails at once; a server without JetStream
// fails at once whatever start_timeout says.
func TestStartWaitsForTheServer(t *testing.T) {
	srv := natstest.Start(t, "", true)
	cfg := testConfig(srv, nil)
	srv.Shutdown()
	srv.WaitForShutdown()

	cfg.StartTimeout = 0
	if tr, err := Open(cfg, transporttest.WorkerID, nil); err == nil || !strings.Contains(err.Error(), "connecting to") {
		if tr != nil {
			tr.Close()
		}
		t.Fatalf("start_timeout 0 against a stopped server: %v, want the connection error", err)
	}

	cfg.StartTimeout = job.Duration(time.Minute)
	waiting := make(chan struct{}, 1)
	logger := slog.New(&notifyHandler{msg: "NATS not ready, waiting", ch: waiting})
	type result struct {
		tr  *Transport
		err error
	}
	done := make(chan result, 1)
	go func() {
		tr, err := Open(cfg, transporttest.WorkerID, logger)
		done <- result{tr, err}
	}()
	<-waiting // a try failed and was logged
	srv.Restart(t)
	r := <-done
	if r.err != nil {
		t.Fatalf("Open after the server came up: %v", r.err)
	}
	r.tr.Close()

	plain := natstest.Start(t, "", false)
	cfg = testConfig(plain, nil)
	cfg.StartTimeout = job.Duration(time.Hour)
	if _, err := Open(cfg, transporttest.WorkerID, nil); err == nil || !strings.Contains(err.Error(), "does not have JetStream enabled") || strings.Contains(err.Error(), "tries") {
		t.Fatalf("a server without JetStream: %v, want a refusal at the first try", err)
	}
}

// notifyHandler is a slog.Handler that signals ch (without blocking) on
// each record with message msg.
type notifyHandler struct {
	msg string
	ch  chan struct{}
}

func (h *notifyHandler) Enabled(context.Context, slog.Level) bool { return true }
func (h *notifyHandler) Handle(_ context.Context, r slog.Record) error {
	if r.Message == h.msg {
		select {
		case h.ch <- struct{}{}:
		default:
		}
	}
	return nil
}
func (h *notifyHandler) WithAttrs([]slog.Attr) slog.Handler { return h }
func (h *notifyHandler) WithGroup(string) slog.Handler      { return h }

// TestWorkersStartingTogetherCreateOnce: workers that start together with
// provision = true all open the same streams and buckets, and each is
// created, and logged as created, by one of them only.
func TestWorkersStartingTogetherCreateOnce(t *testing.T) {
	url := natstest.Start(t, "", true)
	var log syncbuf.Buffer
	logger := slog.New(slog.NewTextHandler(&log, &slog.HandlerOptions{Level: slog.LevelInfo}))
	const n = 4
	var wg sync.WaitGroup
	errs := make(chan error, n)
	start := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-start
			tr, err := Open(testConfig(url, nil), fmt.Sprintf("w%d", i), logger)
			if err != nil {
				errs <- err
				return
			}
			tr.Close()
		})
	}
	close(start)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	lines := log.String()
	for _, name := range []string{"sluice_jobs", "sluice_progress", "sluice_state", "sluice_enqueued", "sluice_bundles"} {
		if got := strings.Count(lines, "name="+name+" "); got != 1 {
			t.Errorf("%s: logged as created %d times by %d workers starting together, want once:\n%s", name, got, n, lines)
		}
	}
}
