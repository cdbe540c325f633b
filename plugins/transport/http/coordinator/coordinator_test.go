package coordinator

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/syncbuf"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// The worker and admin tokens of the test coordinators.
const (
	testToken      = "0123456789abcdef0123456789abcdef"
	testAdminToken = "admin-0123456789abcdef0123456789"
)

// tokenFor is the token a test request to path uses: the admin token for
// the admin API, the worker token for the worker protocol.
func tokenFor(path string) string {
	if strings.HasPrefix(path, api.PathJobs) || path == api.PathStats || path == api.PathPause {
		return testAdminToken
	}
	return testToken
}

// clock is a settable test clock.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time          { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Add(d time.Duration)     { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }
func newClock() *clock                   { return &clock{t: time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)} }
func (h *harness) url(p string) string   { return h.srv.URL + p }
func (h *harness) setSession(tok string) { h.session = tok }

type harness struct {
	t       *testing.T
	c       *Coordinator
	clk     *clock
	srv     *httptest.Server
	session string
}

func newHarness(t *testing.T) *harness { return newHarnessWith(t, nil) }

// newHarnessWith is newHarness with tune applied to the Config.
func newHarnessWith(t *testing.T, tune func(*Config)) *harness {
	t.Helper()
	clk := newClock()
	cfg := Config{Dir: t.TempDir(), Token: testToken, AdminToken: testAdminToken, Lease: 10 * time.Second,
		MaxAttempts: 2, Now: clk.Now, SweepInterval: time.Hour}
	if tune != nil {
		tune(&cfg)
	}
	c, err := Open(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(c)
	t.Cleanup(func() { srv.Close(); c.Close() })
	h := &harness{t: t, c: c, clk: clk, srv: srv}
	var s api.Session
	h.do("POST", api.PathSessions, "", nil, api.Hello{WorkerID: "w1", Scanners: []string{"p/s"}}, http.StatusCreated, &s)
	h.session = s.Token
	return h
}

// do sends one request and checks the status; out receives the body.
func (h *harness) do(method, path, lease string, hdr map[string]string, body any, want int, out any) []byte {
	h.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		rd = bytes.NewReader(b)
	default:
		j, _ := json.Marshal(b)
		rd = bytes.NewReader(j)
	}
	req, _ := http.NewRequest(method, h.url(path), rd)
	req.Header.Set("Authorization", "Bearer "+tokenFor(path))
	req.Header.Set(api.HeaderSession, h.session)
	if lease != "" {
		req.Header.Set(api.HeaderLease, lease)
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		h.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != want {
		h.t.Fatalf("%s %s: %d %s, want %d", method, path, resp.StatusCode, b, want)
	}
	if out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			h.t.Fatalf("%s %s: %v: %s", method, path, err, b)
		}
	}
	return b
}

func (h *harness) enqueue(id string) {
	h.t.Helper()
	if _, err := h.c.Enqueue(context.Background(), job.Spec{ID: id, Scanner: "p/s", Target: job.Target{Kind: "path", Path: "/x"}}); err != nil {
		h.t.Fatal(err)
	}
}

func (h *harness) claim(req string, want int) api.ClaimAnswer {
	h.t.Helper()
	var a api.ClaimAnswer
	var out any = &a
	if want == http.StatusNoContent || want >= 400 {
		out = nil
	}
	h.do("POST", api.PathClaims, "", nil, api.Claim{RequestID: req, WorkerID: "w1", Scanners: []string{"p/s"}}, want, out)
	return a
}

func apath(a *job.Assignment, suffix string) string {
	return api.PathAssignments + a.Spec.ID + "/" + itoa(a.Attempt) + suffix
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func TestClaimIsIdempotentByRequestID(t *testing.T) {
	h := newHarness(t)
	h.enqueue("j1")
	h.enqueue("j2")
	a1 := h.claim("req-1", http.StatusCreated)
	again := h.claim("req-1", http.StatusOK)
	if again.Assignment == nil || again.Assignment.Spec.ID != a1.Assignment.Spec.ID || again.Assignment.Lease != a1.Assignment.Lease {
		t.Fatalf("repeat claim gave %+v, want %+v", again.Assignment, a1.Assignment)
	}
	// Another slot gets the other job; then nothing is left.
	var a2 api.ClaimAnswer
	h.do("POST", api.PathClaims, "", nil, api.Claim{RequestID: "req-2", WorkerID: "w1", Slot: 1, Scanners: []string{"p/s"}}, http.StatusCreated, &a2)
	if a2.Assignment.Spec.ID == a1.Assignment.Spec.ID {
		t.Fatal("two slots got the same job")
	}
	h.do("POST", api.PathClaims, "", nil, api.Claim{RequestID: "req-3", WorkerID: "w1", Slot: 2, Scanners: []string{"p/s"}}, http.StatusNoContent, nil)
}

func TestUploadRepeatConflictAndStale(t *testing.T) {
	h := newHarness(t)
	h.enqueue("j1")
	a := h.claim("req-1", http.StatusCreated).Assignment
	data := []byte("bundle bytes")
	sum := sha256.Sum256(data)
	digest := hex.EncodeToString(sum[:])
	hdr := map[string]string{api.HeaderSHA256: digest}
	var r1, r2 api.ReceiptAnswer
	h.do("PUT", apath(a, "/bundle"), a.Lease, hdr, data, http.StatusCreated, &r1)
	h.do("PUT", apath(a, "/bundle"), a.Lease, hdr, data, http.StatusOK, &r2)
	if r1.Receipt != r2.Receipt || r1.Receipt.Digest != digest {
		t.Fatalf("repeat upload receipt %+v, first %+v", r2.Receipt, r1.Receipt)
	}
	other := []byte("other bytes")
	osum := sha256.Sum256(other)
	b := h.do("PUT", apath(a, "/bundle"), a.Lease, map[string]string{api.HeaderSHA256: hex.EncodeToString(osum[:])}, other, http.StatusConflict, nil)
	if !bytes.Contains(b, []byte(api.CodeResultConflict)) {
		t.Fatalf("different bytes: %s", b)
	}
	// A resolved claim request answers with its resolution.
	res := h.claim("req-1", http.StatusOK)
	if res.Resolution == nil || res.Resolution.Receipt != r1.Receipt {
		t.Fatalf("repeat of a resolved claim: %+v", res)
	}
	// A body whose digest differs from its header is refused.
	h.enqueue("j2")
	a2 := h.claim("req-2", http.StatusCreated).Assignment
	b = h.do("PUT", apath(a2, "/bundle"), a2.Lease, hdr, []byte("tampered bytes"), http.StatusBadRequest, nil)
	if !bytes.Contains(b, []byte(api.CodeDigestMismatch)) {
		t.Fatalf("digest mismatch: %s", b)
	}
	// After the lease expires the assignment is gone (410) and the job is
	// ready again as attempt 2.
	h.clk.Add(11 * time.Second)
	h.do("POST", apath(a2, "/renew"), a2.Lease, nil, struct{}{}, http.StatusGone, nil)
	h.do("PUT", apath(a2, "/bundle"), a2.Lease, hdr, data, http.StatusGone, nil)
	a3 := h.claim("req-3", http.StatusCreated).Assignment
	if a3.Spec.ID != "j2" || a3.Attempt != 2 {
		t.Fatalf("requeued job: %s", a3.Key())
	}
	var st api.Status
	h.do("GET", apath(a2, ""), a2.Lease, nil, nil, http.StatusOK, &st)
	if st.State != transport.StateExpired {
		t.Fatalf("old attempt state %s", st.State)
	}
	// A wrong lease is 404.
	h.do("GET", apath(a3, ""), "l-wrong", nil, nil, http.StatusNotFound, nil)
}

func TestReportRetryableRequeuesThenFails(t *testing.T) {
	h := newHarness(t)
	h.enqueue("j1")
	for n, req := range []string{"req-1", "req-2"} {
		a := h.claim(req, http.StatusCreated).Assignment
		rep, _ := json.Marshal(transport.TerminalReport{JobID: "j1", Attempt: n + 1, Reason: "crashed", Retryable: true})
		var r api.ReceiptAnswer
		h.do("PUT", apath(a, "/report"), a.Lease, nil, rep, http.StatusCreated, &r)
		sum := sha256.Sum256(rep)
		if r.Receipt.Digest != hex.EncodeToString(sum[:]) || r.Receipt.Outcome != transport.OutcomeTerminal {
			t.Fatalf("report receipt %+v", r.Receipt)
		}
	}
	info, err := h.c.Job(context.Background(), "j1")
	if err != nil || info.State != api.JobFailed || info.Result == nil || info.Result.Report == nil {
		t.Fatalf("job after max attempts: %+v %v", info, err)
	}
	big := bytes.Repeat([]byte("x"), api.MaxReportBytes+1)
	h.enqueue("j2")
	a := h.claim("req-3", http.StatusCreated).Assignment
	h.do("PUT", apath(a, "/report"), a.Lease, nil, big, http.StatusRequestEntityTooLarge, nil)
}

func TestAuthSessionCancelAndProgress(t *testing.T) {
	h := newHarness(t)
	req, _ := http.NewRequest("GET", h.url(api.PathStats), nil)
	req.Header.Set("Authorization", "Bearer wrong")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Fatalf("wrong token: %d", resp.StatusCode)
	}
	tok := h.session
	h.setSession("s-nope")
	b := h.do("POST", api.PathClaims, "", nil, api.Claim{RequestID: "r", WorkerID: "w1"}, http.StatusUnauthorized, nil)
	if !bytes.Contains(b, []byte(api.CodeSessionInvalid)) {
		t.Fatalf("bad session: %s", b)
	}
	h.setSession(tok)
	h.enqueue("j1")
	a := h.claim("req-1", http.StatusCreated).Assignment
	ev := func(seq uint64) transport.ProgressEvent {
		return transport.ProgressEvent{Seq: seq, JobID: "j1", Attempt: 1, Phase: "scanning"}
	}
	var pa api.ProgressAnswer
	h.do("POST", apath(a, "/progress"), a.Lease, nil, api.Progress{WorkerID: "w1", Events: []transport.ProgressEvent{ev(1), ev(2)}}, http.StatusOK, &pa)
	h.do("POST", apath(a, "/progress"), a.Lease, nil, api.Progress{WorkerID: "w1", Events: []transport.ProgressEvent{ev(2), ev(3)}}, http.StatusOK, &pa)
	if pa.Accepted != 1 || pa.Replayed != 1 {
		t.Fatalf("replay: %+v", pa)
	}
	if _, err := h.c.Cancel(context.Background(), "j1"); err != nil {
		t.Fatal(err)
	}
	var l api.LeaseAnswer
	h.do("POST", apath(a, "/renew"), a.Lease, nil, struct{}{}, http.StatusOK, &l)
	if !l.Cancel {
		t.Fatal("renewal does not carry the cancel request")
	}
	h.clk.Add(11 * time.Second)
	if _, err := h.c.Sweep(context.Background()); err != nil {
		t.Fatal(err)
	}
	h.do("POST", apath(a, "/progress"), a.Lease, nil, api.Progress{WorkerID: "w1", Events: []transport.ProgressEvent{ev(4)}}, http.StatusGone, nil)
	info, _ := h.c.Job(context.Background(), "j1")
	if info.State != api.JobCancelled {
		t.Fatalf("cancelled job state %s", info.State)
	}
}

func TestEnqueueSameSpecAndConflict(t *testing.T) {
	h := newHarness(t)
	spec := job.Spec{ID: "j1", Scanner: "p/s", Target: job.Target{Kind: "path", Path: "/x"}}
	if created, err := h.c.Enqueue(context.Background(), spec); err != nil || !created {
		t.Fatal(created, err)
	}
	if created, err := h.c.Enqueue(context.Background(), spec); err != nil || created {
		t.Fatal(created, err)
	}
	spec.Target.Path = "/y"
	if _, err := h.c.Enqueue(context.Background(), spec); err == nil {
		t.Fatal("different spec under a taken id accepted")
	}
}

// TestDatabaseFilesArePrivate: coordinator.db and its WAL files are 0600,
// also when the database existed with a wider mode. Before, it was 0644.
func TestDatabaseFilesArePrivate(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "coordinator.db")
	for round := range 2 {
		c, err := Open(context.Background(), Config{Dir: dir, Token: testToken, AdminToken: testAdminToken, Lease: 10 * time.Second, MaxAttempts: 2, SweepInterval: time.Hour})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.Enqueue(context.Background(), job.Spec{ID: fmt.Sprintf("j%d", round), Scanner: "p/s", Target: job.Target{Kind: "path", Path: "/x"}}); err != nil {
			t.Fatal(err)
		}
		for _, p := range []string{db, db + "-wal", db + "-shm"} {
			fi, err := os.Stat(p)
			if err != nil {
				t.Fatal(err)
			}
			if m := fi.Mode().Perm(); m != 0o600 {
				t.Errorf("round %d: %s has mode %o, want 600", round, filepath.Base(p), m)
			}
		}
		c.Close()
		if err := os.Chmod(db, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestRestartGivesActiveLeasesAGrace: a coordinator that was down longer
// than a lease does not expire the leases that ran out meanwhile (no worker
// could renew them); they get one lease from the restart, and the worker's
// renewal succeeds. Before, the first sweep after the restart spent an
// attempt of every job in flight.
func TestRestartGivesActiveLeasesAGrace(t *testing.T) {
	h := newHarness(t)
	h.enqueue("j1")
	a := h.claim("req-1", http.StatusCreated).Assignment
	h.srv.Close()
	h.c.Close()
	h.clk.Add(time.Minute) // down for six leases
	c, err := Open(context.Background(), Config{Dir: h.c.cfg.Dir, Token: testToken, AdminToken: testAdminToken, Lease: 10 * time.Second,
		MaxAttempts: 2, Now: h.clk.Now, SweepInterval: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if n, err := c.Sweep(context.Background()); err != nil || n != 0 {
		t.Fatalf("sweep right after the restart expired %d leases (%v), want none", n, err)
	}
	if _, err := c.Renew(context.Background(), a.Spec.ID, a.Attempt, a.Lease); err != nil {
		t.Fatalf("renewal after the restart: %v", err)
	}
	// A worker that is really gone loses the lease one lease later.
	h.clk.Add(11 * time.Second)
	if n, err := c.Sweep(context.Background()); err != nil || n != 1 {
		t.Fatalf("sweep one lease after the last renewal expired %d (%v), want 1", n, err)
	}
}

// TestExpiredLastAttemptSaysWhy: a job whose last attempt's lease runs out
// (a frozen or crash-looping worker) fails with a terminal report,
// lease_expired, that names the worker and slot that held it, so worker
// result and the dashboard can say why. An earlier expiry puts the job
// back without one.
func TestExpiredLastAttemptSaysWhy(t *testing.T) {
	h := newHarness(t) // MaxAttempts 2, Lease 10s
	h.enqueue("j1")
	for _, req := range []string{"req-1", "req-2"} {
		h.claim(req, http.StatusCreated)
		h.clk.Add(11 * time.Second)
		if n, err := h.c.Sweep(context.Background()); err != nil || n != 1 {
			t.Fatalf("sweep: %d, %v", n, err)
		}
		info, err := h.c.Job(context.Background(), "j1")
		if err != nil {
			t.Fatal(err)
		}
		if req == "req-1" {
			if info.State != api.JobReady || info.Result != nil {
				t.Fatalf("after the first expiry: %+v, want ready without a result", info)
			}
			continue
		}
		if info.State != api.JobFailed || info.Result == nil || info.Result.Report == nil {
			t.Fatalf("after the last expiry: %+v, want failed with a report", info)
		}
		r := info.Result.Report
		if r.Reason != "lease_expired" || !strings.Contains(r.Message, "held by worker w1 (slot 0)") || !strings.Contains(r.Message, "max_attempts 2") {
			t.Errorf("report of the last expiry: %+v", r)
		}
		if info.Result.Receipt.ID != "" {
			t.Errorf("an expired attempt has a receipt: %+v", info.Result.Receipt)
		}
	}
}

// TestStoppedWorkerIsGoneAfterThreeMissedHeartbeats: a worker that stops
// heartbeating counts as gone after three heartbeat intervals (the stats,
// the sessions gauge and the dashboard say so), although its session lasts
// the full TTL; a heartbeat within the TTL makes it live again.
func TestStoppedWorkerIsGoneAfterThreeMissedHeartbeats(t *testing.T) {
	h := newHarnessWith(t, func(c *Config) { c.SessionTTL, c.HeartbeatInterval = 10*time.Minute, 30*time.Second })
	ctx := context.Background()
	live := func() (int, bool) {
		t.Helper()
		st, err := h.c.Stats(ctx)
		if err != nil {
			t.Fatal(err)
		}
		ws, err := h.c.listWorkers(ctx)
		if err != nil || len(ws) != 1 {
			t.Fatalf("workers: %+v, %v", ws, err)
		}
		return st.Workers, ws[0].Live
	}
	if n, l := live(); n != 1 || !l {
		t.Fatalf("after hello: %d live, listed live %v", n, l)
	}
	h.clk.Add(89 * time.Second)
	if n, l := live(); n != 1 || !l {
		t.Fatalf("after two missed heartbeats: %d live, listed live %v", n, l)
	}
	h.clk.Add(2 * time.Second)
	if n, l := live(); n != 0 || l {
		t.Fatalf("after three missed heartbeats: %d live, listed live %v; want gone", n, l)
	}
	h.do("POST", api.PathHeartbeat, "", nil, api.Heartbeat{WorkerID: "w1", Capacity: 1}, http.StatusOK, nil)
	if n, l := live(); n != 1 || !l {
		t.Fatalf("after a heartbeat: %d live, listed live %v", n, l)
	}
}

// TestCancelIsAuditLogged: a cancel through the admin API is logged with
// the job, who asked (the admin API, from which address) and the job's
// state.
func TestCancelIsAuditLogged(t *testing.T) {
	var logs syncbuf.Buffer
	h := newHarnessWith(t, func(c *Config) { c.Logger = slog.New(slog.NewTextHandler(&logs, nil)) })
	h.enqueue("j1")
	h.do("POST", api.PathJobs+"/j1/cancel", "", map[string]string{api.HeaderRequestedBy: "alice@build-7 via worker coordinator jobs"}, nil, http.StatusOK, nil)
	if out := logs.String(); !strings.Contains(out, `msg="job cancel requested" job_id=j1 by="admin API" requested_by="alice@build-7 via worker coordinator jobs" remote=127.0.0.1:`) ||
		!strings.Contains(out, "job_state=cancelled") {
		t.Errorf("no audit line for the cancel:\n%s", out)
	}
}

// TestRetryGivesFreshAttempts: a failed job retried goes back to ready
// and gets max_attempts new attempts, numbered on from its last one; a job
// that is not failed or cancelled cannot be retried.
func TestRetryGivesFreshAttempts(t *testing.T) {
	h := newHarness(t) // MaxAttempts 2
	ctx := context.Background()
	h.enqueue("j1")
	report := func(req string, n int) {
		t.Helper()
		a := h.claim(req, http.StatusCreated).Assignment
		if a.Attempt != n {
			t.Fatalf("claim %s: attempt %d, want %d", req, a.Attempt, n)
		}
		rep, _ := json.Marshal(transport.TerminalReport{JobID: "j1", Attempt: n, Reason: "crashed", Retryable: true})
		h.do("PUT", apath(a, "/report"), a.Lease, nil, rep, http.StatusCreated, nil)
	}
	report("req-1", 1)
	report("req-2", 2)
	if info, _ := h.c.Job(ctx, "j1"); info.State != api.JobFailed {
		t.Fatalf("after 2 of 2 attempts: %s", info.State)
	}
	info, err := h.c.Retry(ctx, "j1")
	if err != nil || info.State != api.JobReady || info.Result != nil {
		t.Fatalf("retry: %+v, %v", info, err)
	}
	report("req-3", 3)
	if info, _ := h.c.Job(ctx, "j1"); info.State != api.JobReady {
		t.Fatalf("after the first attempt since the retry: %s, want ready (a fresh max_attempts)", info.State)
	}
	report("req-4", 4)
	if info, _ := h.c.Job(ctx, "j1"); info.State != api.JobFailed || len(info.History) != 4 {
		t.Fatalf("after the second attempt since the retry: %s with %d attempts in its history", info.State, len(info.History))
	}
	h.enqueue("j2")
	if _, err := h.c.Retry(ctx, "j2"); err == nil || !strings.Contains(err.Error(), "only a failed or cancelled job can be retried") {
		t.Errorf("retrying a ready job: %v", err)
	}
}

// TestGoodbyeEndsTheSession: a worker that stops cleanly says goodbye
// and is no longer live at once; its session token no longer works.
func TestGoodbyeEndsTheSession(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	if st, _ := h.c.Stats(ctx); st.Workers != 1 {
		t.Fatalf("after hello: %d live workers", st.Workers)
	}
	h.do("DELETE", api.PathSessions, "", nil, nil, http.StatusNoContent, nil)
	if st, _ := h.c.Stats(ctx); st.Workers != 0 {
		t.Fatalf("after goodbye: %d live workers", st.Workers)
	}
	h.do("POST", api.PathHeartbeat, "", nil, api.Heartbeat{WorkerID: "w1", Capacity: 1}, http.StatusUnauthorized, nil)
}

// TestTokensAreSeparate: the worker token and the admin token each open
// only their own routes. On every route, no token and a wrong token get
// 401; the worker token gets 403 on every admin route (it cannot enqueue,
// cancel, pause or read results) and the admin token 403 on every worker
// route (it cannot act as a worker). A coordinator whose admin token is
// missing or equals the worker token does not open.
func TestTokensAreSeparate(t *testing.T) {
	h := newHarness(t)
	worker := []string{
		"POST " + api.PathSessions, "DELETE " + api.PathSessions, "POST " + api.PathHeartbeat, "POST " + api.PathClaims,
		"GET /v1/assignments/j/1", "POST /v1/assignments/j/1/renew", "POST /v1/assignments/j/1/release",
		"POST /v1/assignments/j/1/progress", "PUT /v1/assignments/j/1/bundle", "PUT /v1/assignments/j/1/report",
	}
	admin := []string{
		"POST " + api.PathJobs, "GET " + api.PathJobs, "GET /v1/jobs/j", "POST /v1/jobs/j/cancel", "POST /v1/jobs/j/retry",
		"GET /v1/jobs/j/bundle", "GET " + api.PathStats, "POST " + api.PathPause,
	}
	send := func(route, token string) (int, string) {
		t.Helper()
		method, path, _ := strings.Cut(route, " ")
		req, _ := http.NewRequest(method, h.url(path), strings.NewReader("{}"))
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		req.Header.Set(api.HeaderSession, h.session)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var e api.ErrorBody
		json.NewDecoder(resp.Body).Decode(&e)
		return resp.StatusCode, e.Error.Code
	}
	check := func(route, who, token string, status int, code string) {
		t.Helper()
		if got, gotCode := send(route, token); got != status || gotCode != code {
			t.Errorf("%s with %s: %d %s, want %d %s", route, who, got, gotCode, status, code)
		}
	}
	for _, r := range append(append([]string(nil), worker...), admin...) {
		check(r, "no token", "", http.StatusUnauthorized, api.CodeUnauthorized)
		check(r, "a wrong token", "wrong-0123456789abcdef", http.StatusUnauthorized, api.CodeUnauthorized)
	}
	for _, r := range admin {
		check(r, "the worker token", testToken, http.StatusForbidden, api.CodeForbidden)
	}
	for _, r := range worker {
		check(r, "the admin token", testAdminToken, http.StatusForbidden, api.CodeForbidden)
	}

	for _, tc := range []struct{ admin, want string }{
		{"", "admin token: must be at least 16 bytes"},
		{testToken, "must differ from the worker token"},
	} {
		c, err := Open(context.Background(), Config{Dir: t.TempDir(), Token: testToken, AdminToken: tc.admin})
		if err == nil {
			c.Close()
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("admin token %q: %v, want %q", tc.admin, err, tc.want)
		}
	}
}

// TestPerWorkerTokens: with a token per worker, the coordinator records
// each attempt under the claiming token's name; one worker's token cannot
// renew another's attempt, take over its worker id or use its session;
// a token removed by SetWorkerTokens gets 401; a bad token file is
// refused naming the line.
func TestPerWorkerTokens(t *testing.T) {
	const betaToken = "beta-0123456789abcdef0123456789"
	h := newHarnessWith(t, func(c *Config) {
		c.Token = ""
		c.WorkerTokens = []WorkerToken{{Name: "alpha", Token: testToken}, {Name: "beta", Token: betaToken}}
	})
	send := func(method, path, token, session, lease string, body any) (int, []byte) {
		t.Helper()
		b, _ := json.Marshal(body)
		req, _ := http.NewRequest(method, h.url(path), bytes.NewReader(b))
		req.Header.Set("Authorization", "Bearer "+token)
		if session != "" {
			req.Header.Set(api.HeaderSession, session)
		}
		if lease != "" {
			req.Header.Set(api.HeaderLease, lease)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		out, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, out
	}

	// Alpha (the harness, worker w1) claims a job.
	h.enqueue("j1")
	a := h.claim("req-1", http.StatusCreated).Assignment

	// Beta says hello as its own worker, then tries alpha's.
	code, body := send("POST", api.PathSessions, betaToken, "", "", api.Hello{WorkerID: "w2", Scanners: []string{"p/s"}})
	if code != http.StatusCreated {
		t.Fatalf("beta's hello: %d %s", code, body)
	}
	var s2 api.Session
	json.Unmarshal(body, &s2)
	if code, body := send("POST", api.PathSessions, betaToken, "", "", api.Hello{WorkerID: "w1", Scanners: []string{"p/s"}}); code != http.StatusForbidden {
		t.Errorf("beta saying hello as alpha's worker w1: %d %s, want 403", code, body)
	}
	for _, r := range []struct{ method, suffix string }{
		{"GET", ""}, {"POST", "/renew"}, {"POST", "/release"}, {"POST", "/progress"}, {"PUT", "/bundle"}, {"PUT", "/report"},
	} {
		if code, body := send(r.method, apath(a, r.suffix), betaToken, s2.Token, a.Lease, nil); code != http.StatusForbidden {
			t.Errorf("beta on alpha's attempt (with its lease): %s %s: %d %s, want 403", r.method, apath(a, r.suffix), code, body)
		}
	}
	if code, body := send("POST", api.PathHeartbeat, betaToken, h.session, "", api.Heartbeat{WorkerID: "w1"}); code != http.StatusForbidden {
		t.Errorf("beta using alpha's session: %d %s, want 403", code, body)
	}
	// Alpha itself still renews.
	if code, body := send("POST", apath(a, "/renew"), testToken, h.session, a.Lease, nil); code != http.StatusOK {
		t.Errorf("alpha renewing its attempt: %d %s", code, body)
	}
	info, err := h.c.Job(context.Background(), "j1")
	if err != nil || len(info.History) != 1 || info.History[0].Credential != "alpha" {
		t.Errorf("job j1: %+v, %v; want its attempt recorded under alpha", info.History, err)
	}

	// Revoked: beta's token is refused, alpha's is not.
	if err := h.c.SetWorkerTokens([]WorkerToken{{Name: "alpha", Token: testToken}}); err != nil {
		t.Fatal(err)
	}
	for _, route := range []string{"POST " + api.PathSessions, "DELETE " + api.PathSessions, "POST " + api.PathHeartbeat, "POST " + api.PathClaims,
		"GET " + apath(a, ""), "POST " + apath(a, "/renew"), "POST " + apath(a, "/release"), "POST " + apath(a, "/progress"),
		"PUT " + apath(a, "/bundle"), "PUT " + apath(a, "/report")} {
		method, path, _ := strings.Cut(route, " ")
		if code, _ := send(method, path, betaToken, s2.Token, a.Lease, api.Heartbeat{WorkerID: "w2"}); code != http.StatusUnauthorized {
			t.Errorf("beta after its token was revoked: %s: %d, want 401", route, code)
		}
	}
	if code, body := send("POST", apath(a, "/renew"), testToken, h.session, a.Lease, nil); code != http.StatusOK {
		t.Errorf("alpha after beta's token was revoked: %d %s", code, body)
	}
	// Rotation as documented: a new token on the worker's line, same
	// name. The old token is refused; the new one keeps the worker id.
	const alphaNew = "alpha-new-0123456789abcdef012345"
	if err := h.c.SetWorkerTokens([]WorkerToken{{Name: "alpha", Token: alphaNew}}); err != nil {
		t.Fatal(err)
	}
	if code, _ := send("POST", api.PathHeartbeat, testToken, h.session, "", api.Heartbeat{WorkerID: "w1"}); code != http.StatusUnauthorized {
		t.Errorf("alpha's old token after rotation: %d, want 401", code)
	}
	if code, body := send("POST", api.PathSessions, alphaNew, "", "", api.Hello{WorkerID: "w1", Scanners: []string{"p/s"}}); code != http.StatusCreated {
		t.Errorf("alpha's new token saying hello as w1: %d %s, want 201", code, body)
	}
	// Moved to another name while the old one is accepted: refused.
	if err := h.c.SetWorkerTokens([]WorkerToken{{Name: "alpha", Token: alphaNew}, {Name: "alpha-2", Token: testToken}}); err != nil {
		t.Fatal(err)
	}
	if code, _ := send("POST", api.PathSessions, testToken, "", "", api.Hello{WorkerID: "w1", Scanners: []string{"p/s"}}); code != http.StatusForbidden {
		t.Errorf("w1 under another name while alpha is accepted: %d, want 403", code)
	}
	if err := h.c.SetWorkerTokens([]WorkerToken{{Name: "x", Token: testAdminToken}}); err == nil || !strings.Contains(err.Error(), "must differ") {
		t.Errorf("the admin token as a worker token: %v", err)
	}

	for _, tc := range []struct{ file, want string }{
		{"", "no token"},
		{"short\n", "line 1 (worker): the token must be at least 16 bytes"},
		{testToken + "\n" + betaToken + "\n", "a token without a name must be the file's only token"},
		{"a " + testToken + "\na " + betaToken + "\n", "line 2: name a is already on line 1"},
		{"a " + testToken + "\nb " + testToken + "\n", "line 2 (b): the same token as line 1"},
		{"-a " + testToken + "\n", `line 1: name "-a"`},
		{"a b c\n", "line 1: want TOKEN, or NAME TOKEN (3 fields)"},
	} {
		if _, err := ParseWorkerTokens([]byte(tc.file)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("token file %q: %v, want %q", tc.file, err, tc.want)
		} else if strings.Contains(err.Error(), testToken) {
			t.Errorf("token file %q: the error shows a token: %v", tc.file, err)
		}
	}
	got, err := ParseWorkerTokens([]byte("# workers\n\nalpha " + testToken + "\nbeta " + betaToken + "\n"))
	if err != nil || len(got) != 2 || got[1] != (WorkerToken{Name: "beta", Token: betaToken}) {
		t.Errorf("a named token file: %+v, %v", got, err)
	}
}

// TestSessionsFromBeforeCredentials: a session opened before the
// coordinator recorded credentials (an upgraded database: credential
// empty), or under a credential since renamed away, is not a 403 that
// stops the worker: it is 401 session_invalid, so the worker says hello
// again and its session is then bound to its token.
func TestSessionsFromBeforeCredentials(t *testing.T) {
	h := newHarness(t)
	for _, stale := range []string{"", "renamed-away"} {
		if _, err := h.c.db.Exec(`UPDATE workers SET credential = ? WHERE id = 'w1'`, stale); err != nil {
			t.Fatal(err)
		}
		body := h.do("POST", api.PathHeartbeat, "", nil, api.Heartbeat{WorkerID: "w1"}, http.StatusUnauthorized, nil)
		if !strings.Contains(string(body), api.CodeSessionInvalid) {
			t.Fatalf("session with credential %q: %s, want session_invalid", stale, body)
		}
		var s api.Session
		h.do("POST", api.PathSessions, "", nil, api.Hello{WorkerID: "w1", Scanners: []string{"p/s"}}, http.StatusCreated, &s)
		h.session = s.Token
		h.do("POST", api.PathHeartbeat, "", nil, api.Heartbeat{WorkerID: "w1"}, http.StatusOK, nil)
	}
}
