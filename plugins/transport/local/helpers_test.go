package local

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
)

// fakeClock is a shared, settable clock for expiry tests.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func newClock() *fakeClock {
	return &fakeClock{t: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

const testLease = time.Minute

func testConfig(dir string) Config {
	cfg := DefaultConfig()
	cfg.Dir = dir
	cfg.Lease = job.Duration(testLease)
	cfg.PollInterval = job.Duration(10 * time.Millisecond)
	return cfg
}

// openSpool opens a Spool on dir with clock (nil: real time).
func openSpool(t testing.TB, dir string, clock *fakeClock, mutate ...func(*Config)) *Spool {
	t.Helper()
	cfg := testConfig(dir)
	for _, m := range mutate {
		m(&cfg)
	}
	s, err := Open(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	if clock != nil {
		s.Now = clock.Now
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func testSpec(id, scanner string) job.Spec {
	return job.Spec{ID: id, Scanner: scanner, Target: job.Target{Kind: "path", Path: "/src/" + id}}
}

func claimReq(req string, scanners ...string) transport.ClaimRequest {
	if len(scanners) == 0 {
		scanners = []string{"pkg/scan"}
	}
	return transport.ClaimRequest{RequestID: req, WorkerID: "w1", Slot: 1, Scanners: scanners, DefaultScanTimeout: 10 * time.Minute}
}

func mustEnqueue(t testing.TB, s *Spool, specs ...job.Spec) {
	t.Helper()
	for _, sp := range specs {
		if err := s.Enqueue(context.Background(), sp); err != nil {
			t.Fatalf("enqueue %s: %v", sp.ID, err)
		}
	}
}

func mustClaim(t testing.TB, s *Spool, req transport.ClaimRequest) *job.Assignment {
	t.Helper()
	res, err := s.Claim(context.Background(), req)
	if err != nil {
		t.Fatalf("claim %s: %v", req.RequestID, err)
	}
	if res.Assignment == nil {
		t.Fatalf("claim %s: no assignment: %+v", req.RequestID, res)
	}
	return res.Assignment
}

// writeBundle writes content to a file and returns its reference.
func writeBundle(t testing.TB, content string) transport.BundleRef {
	t.Helper()
	return writeBundleIn(t, t.TempDir(), content)
}

// writeBundleIn is writeBundle into dir.
func writeBundleIn(t testing.TB, dir, content string) transport.BundleRef {
	t.Helper()
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "b.bundle")
	if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256([]byte(content))
	return transport.BundleRef{Path: p, Digest: hex.EncodeToString(sum[:]), Size: int64(len(content))}
}

func wantKind(t testing.TB, err error, kind transport.Kind) {
	t.Helper()
	var te *transport.Error
	if !errors.As(err, &te) || te.Kind != kind {
		t.Fatalf("error %v: want kind %s", err, kind)
	}
}

// entriesOf lists the state entries of job id across every state dir.
func entriesOf(t testing.TB, s *Spool, id string) []string {
	t.Helper()
	var out []string
	for _, d := range []string{dirReady, dirLeased, dirDone, dirFailed, dirCancelled} {
		names, err := readNames(filepath.Join(s.layout.Root, d))
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range names {
			if n == id || strings.HasSuffix(n, "@"+id) || strings.HasPrefix(n, id+"@") {
				out = append(out, d+"/"+n)
			}
		}
	}
	return out
}

// wantState checks that job id has exactly one entry, in state dir st.
func wantState(t testing.TB, s *Spool, id, st string) {
	t.Helper()
	got := entriesOf(t, s, id)
	if len(got) != 1 || !strings.HasPrefix(got[0], st+"/") {
		t.Fatalf("job %s entries %v, want exactly one in %s/", id, got, st)
	}
}

func quarantined(t testing.TB, s *Spool) []string {
	t.Helper()
	names, err := readNames(s.layout.Quarantine())
	if err != nil {
		t.Fatal(err)
	}
	return names
}

func jsonUnmarshal(s string, v any) error { return json.Unmarshal([]byte(s), v) }

func itoa(n uint64) string { return strconv.FormatUint(n, 10) }

func jd(d time.Duration) job.Duration { return job.Duration(d) }

func mkdirAndLink(dir, link string) error {
	if err := os.Mkdir(dir, 0o700); err != nil {
		return err
	}
	return os.Symlink(dir, link)
}

// transportAssignment builds assignments by hand for negative tests.
type transportAssignment struct{}

func (transportAssignment) of(jobID, req string, attempt int) *job.Assignment {
	return &job.Assignment{Spec: testSpec(jobID, "pkg/scan"), RequestID: req, Attempt: attempt, Lease: "x"}
}
