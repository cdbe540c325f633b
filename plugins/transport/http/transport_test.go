package http

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	nethttp "net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
	"github.com/sluicehq/sluice/plugins/transport/http/coordinator"
)

// recorded keeps the hellos and claims a worker sent to the coordinator.
type recorded struct {
	mu     sync.Mutex
	hellos []api.Hello
	claims []api.Claim
	// requestedBy are the Sluice-Requested-By headers that came in.
	requestedBy []string
}

// inProcessCoordinator serves a real coordinator on a loopback listener,
// recording the hellos and claims on their way in.
func inProcessCoordinator(t *testing.T) (url, tokenFile string, rec *recorded) {
	t.Helper()
	dir := t.TempDir()
	const token, adminToken = "0123456789abcdef0123456789abcdef", "admin-0123456789abcdef0123456789"
	c, err := coordinator.Open(context.Background(), coordinator.Config{Dir: filepath.Join(dir, "coord"), Token: token, AdminToken: adminToken})
	if err != nil {
		t.Fatal(err)
	}
	rec = &recorded{}
	srv := httptest.NewServer(nethttp.HandlerFunc(func(w nethttp.ResponseWriter, r *nethttp.Request) {
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		rec.mu.Lock()
		if who := r.Header.Get(api.HeaderRequestedBy); who != "" {
			rec.requestedBy = append(rec.requestedBy, who)
		}
		switch r.URL.Path {
		case api.PathSessions:
			var h api.Hello
			json.Unmarshal(body, &h)
			rec.hellos = append(rec.hellos, h)
		case api.PathClaims:
			var cl api.Claim
			json.Unmarshal(body, &cl)
			rec.claims = append(rec.claims, cl)
		}
		rec.mu.Unlock()
		c.ServeHTTP(w, r)
	}))
	t.Cleanup(func() { srv.Close(); c.Close() })
	tokenFile = filepath.Join(dir, "token")
	if err := os.WriteFile(tokenFile, []byte(token+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "admin-token"), []byte(adminToken+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return srv.URL, tokenFile, rec
}

func provisioned(t *testing.T, url, tokenFile string, slots int, edit func(*Config)) *Transport {
	t.Helper()
	tr := New()
	// The admin token, for the tests that enqueue, lies beside it.
	tr.URL, tr.TokenFile, tr.AdminTokenFile = url, tokenFile, filepath.Join(filepath.Dir(tokenFile), "admin-token")
	tr.LongPoll = job.Duration(MaxLongPoll)
	if edit != nil {
		edit(&tr.Config)
	}
	if err := tr.Provision(registry.Context{Context: context.Background(), WorkerID: "w1", Slots: slots}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tr.Close() })
	return tr
}

func claimReq() transport.ClaimRequest {
	return transport.ClaimRequest{RequestID: state.RandomHex(16), WorkerID: "w1", Scanners: []string{"p/s"}}
}

// TestHelloReportsSlotsAsCapacity: a worker registers with its slot count
// unless capacity is set (it used to register capacity 0).
func TestHelloReportsSlotsAsCapacity(t *testing.T) {
	url, tok, rec := inProcessCoordinator(t)
	for _, tc := range []struct {
		slots, capacity, want int
	}{{4, 0, 4}, {4, 2, 2}} {
		tr := provisioned(t, url, tok, tc.slots, func(c *Config) { c.Capacity = tc.capacity; c.LongPoll = 0 })
		req := claimReq()
		req.NoWait = true
		if _, err := tr.Claim(context.Background(), req); err != nil {
			t.Fatal(err)
		}
		rec.mu.Lock()
		got := rec.hellos[len(rec.hellos)-1].Capacity
		rec.mu.Unlock()
		if got != tc.want {
			t.Errorf("slots %d, capacity %d: hello capacity %d, want %d", tc.slots, tc.capacity, got, tc.want)
		}
	}
}

// TestClaimNoWaitAndCancel: a NoWait claim asks the coordinator not to
// wait, and cancelling a waiting claim's context ends it at once (the
// worker's drain does both).
func TestClaimNoWaitAndCancel(t *testing.T) {
	url, tok, rec := inProcessCoordinator(t)
	tr := provisioned(t, url, tok, 1, nil)
	req := claimReq()
	req.NoWait = true
	res, err := tr.Claim(context.Background(), req)
	if err != nil || res.NoWork == nil {
		t.Fatalf("NoWait claim: %+v, %v; want no work", res, err)
	}
	rec.mu.Lock()
	if w := rec.claims[len(rec.claims)-1].Wait; w != 0 {
		t.Errorf("a NoWait claim asked the coordinator to wait %s", w)
	}
	rec.mu.Unlock()

	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := tr.Claim(ctx, claimReq())
		done <- err
	}()
	// Cancel once the long poll is in flight at the coordinator.
	deadline := time.Now().Add(30 * time.Second)
	for {
		rec.mu.Lock()
		n := len(rec.claims)
		rec.mu.Unlock()
		if n == 2 || time.Now().After(deadline) {
			break
		}
		time.Sleep(5 * time.Millisecond) // polling interval of a deadline-bounded poll
	}
	cancel()
	if err := <-done; err == nil {
		t.Fatal("a cancelled long poll returned no error")
	}
}

// TestCancel: `worker cancel` through the coordinator's admin API. A
// ready job ends cancelled and cancelling it again changes nothing; an
// unknown job matches ErrJobNotFound, one that ended failed ErrJobEnded;
// the requester reaches the coordinator.
func TestCancel(t *testing.T) {
	url, tok, rec := inProcessCoordinator(t)
	tr := provisioned(t, url, tok, 1, func(c *Config) { c.LongPoll = 0 })
	ctx := context.Background()
	for _, id := range []string{"c1", "c2"} {
		if err := tr.Enqueue(ctx, job.Spec{ID: id, Scanner: "p/s", Target: job.Target{Kind: "path", Path: "/src"}}); err != nil {
			t.Fatal(err)
		}
	}
	for range 2 {
		if err := tr.Cancel(ctx, "c1", "alice@build-7 via worker cancel"); err != nil {
			t.Fatalf("cancel a ready job: %v", err)
		}
	}
	if st, err := tr.JobState(ctx, "c1"); err != nil || st.State != "cancelled" {
		t.Errorf("cancelled job: %+v, %v", st, err)
	}
	rec.mu.Lock()
	if len(rec.requestedBy) == 0 || rec.requestedBy[0] != "alice@build-7 via worker cancel" {
		t.Errorf("requesters seen by the coordinator: %q", rec.requestedBy)
	}
	rec.mu.Unlock()
	if err := tr.Cancel(ctx, "nope", ""); !errors.Is(err, transport.ErrJobNotFound) {
		t.Errorf("cancel an unknown job: %v, want ErrJobNotFound", err)
	}
	// c2 ends failed: claimed, and its attempt reports.
	res, err := tr.Claim(ctx, claimReq())
	if err != nil || res.Assignment == nil || res.Assignment.Spec.ID != "c2" {
		t.Fatalf("claim: %+v, %v", res, err)
	}
	a := res.Assignment
	if _, err := tr.Report(ctx, a, transport.TerminalReport{JobID: "c2", Attempt: a.Attempt, Reason: "crashed", Message: "scanner crashed"}); err != nil {
		t.Fatal(err)
	}
	if err := tr.Cancel(ctx, "c2", ""); !errors.Is(err, transport.ErrJobEnded) {
		t.Errorf("cancel a job that ended: %v, want ErrJobEnded", err)
	}
	if err := tr.Cancel(ctx, "../x", ""); err == nil || transport.KindOf(err) != transport.Fatal {
		t.Errorf("cancel a malformed id: %v, want a Fatal error", err)
	}
}
