package http_test

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// cluster is a coordinator data dir and the files workers need.
type cluster struct {
	dir      string // test root
	coordDir string
	pkgLines string
	target   string
}

func newCluster(t *testing.T) *cluster {
	t.Helper()
	dir := t.TempDir()
	c := &cluster{dir: dir, coordDir: filepath.Join(dir, "coord")}
	c.pkgLines = writePackage(t, dir)
	c.target = filepath.Join(dir, "target")
	os.MkdirAll(c.target, 0o755)
	os.WriteFile(filepath.Join(c.target, "a.txt"), []byte("hello\n// do-not-commit\n"), 0o644)
	return c
}

// workerConfig writes a worker.toml for worker id against url.
func (c *cluster) workerConfig(t *testing.T, id, url string, slots int, extra string) string {
	t.Helper()
	body := fmt.Sprintf(`[worker]
id = %q
state_dir = %q
slots = %d
scan_timeout = "1m"
shutdown_timeout = "10s"

[transport]
use = "http"

[transport.http]
url = %q
token_file = %q
ca_file = %q
long_poll = "2s"
request_timeout = "5s"
%s
%s`, id, filepath.Join(c.dir, "state-"+id), slots, url, filepath.Join(c.coordDir, "token"),
		filepath.Join(c.coordDir, "tls", "cert.pem"), extra, c.pkgLines)
	p := filepath.Join(c.dir, id+".toml")
	if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// admin is a test client of the coordinator's admin API.
type admin struct {
	url, token string
	http       *http.Client
}

func (c *cluster) admin(t *testing.T, url string) *admin {
	t.Helper()
	tok, err := os.ReadFile(filepath.Join(c.coordDir, "admin-token"))
	if err != nil {
		t.Fatal(err)
	}
	pem, err := os.ReadFile(filepath.Join(c.coordDir, "tls", "cert.pem"))
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AppendCertsFromPEM(pem)
	return &admin{url: url, token: strings.TrimSpace(string(tok)),
		http: &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}}
}

func (a *admin) get(path string, out any) error {
	req, _ := http.NewRequest(http.MethodGet, a.url+path, nil)
	req.Header.Set("Authorization", "Bearer "+a.token)
	resp, err := a.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("GET %s: %s", path, resp.Status)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

// waitDone polls the coordinator until no job is ready or leased.
func (a *admin) waitDone(t *testing.T, n int, d time.Duration, diag func() string) api.Stats {
	t.Helper()
	deadline := time.Now().Add(d)
	for {
		var s api.Stats
		err := a.get(api.PathStats, &s)
		if err == nil && s.Done+s.Failed+s.Cancelled == n {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("jobs not finished in %s: stats %+v err %v\n%s", d, s, err, diag())
		}
		time.Sleep(50 * time.Millisecond) // polling interval of a deadline-bounded poll
	}
}

func runCmd(t *testing.T, dir string, args ...string) string {
	t.Helper()
	p := start(t, dir, nil, args...)
	<-p.exited
	if p.err != nil {
		t.Fatalf("worker %s: %v\n%s", strings.Join(args, " "), p.err, p.out.String())
	}
	return p.stdout.String()
}

// TestEndToEnd runs the coordinator and one worker process over TLS:
// enqueue through `worker enqueue`, results through `worker coordinator
// jobs`, a drain with SIGTERM.
func TestEndToEnd(t *testing.T) {
	c := newCluster(t)
	coord, url := startCoordinator(t, c.dir, "--dir", c.coordDir)
	cfg := c.workerConfig(t, "w1", url, 2, "")
	// Who submits work holds the admin token; the worker host does not.
	submit := c.workerConfig(t, "submitter", url, 1, fmt.Sprintf("admin_token_file = %q", filepath.Join(c.coordDir, "admin-token")))
	const n = 6
	for i := range n {
		runCmd(t, c.dir, "enqueue", "--config", submit, "--id", fmt.Sprintf("job-%d", i), "--scanner", "examples/markers", c.target)
	}
	w := start(t, c.dir, nil, "run", "--config", cfg)
	a := c.admin(t, url)
	s := a.waitDone(t, n, 90*time.Second, func() string { return w.out.String() + coord.out.String() })
	if s.Done != n {
		t.Fatalf("stats %+v, want %d done\n%s", s, n, w.out.String())
	}
	var list api.JobList
	if err := a.get(api.PathJobs, &list); err != nil {
		t.Fatal(err)
	}
	for _, j := range list.Jobs {
		if j.Result == nil || j.Result.Receipt.Outcome != "bundle" || j.Attempts != 1 {
			t.Errorf("job %s: %+v", j.Spec.ID, j)
		}
		if _, err := os.Stat(filepath.Join(c.coordDir, "bundles", j.Result.Receipt.Digest+".bundle")); err != nil {
			t.Errorf("job %s: bundle not stored: %v", j.Spec.ID, err)
		}
	}
	waitLog(t, w, "worker started", 60*time.Second)
	if err := w.stop(t, syscall.SIGTERM, 30*time.Second); err != nil {
		t.Fatalf("worker drain: %v\n%s", err, w.out.String())
	}
	out := runCmd(t, c.dir, "coordinator", "jobs", "--dir", c.coordDir)
	if !strings.Contains(out, "job-0") || !strings.Contains(out, "done") {
		t.Errorf("coordinator jobs:\n%s", out)
	}
	if err := coord.stop(t, syscall.SIGTERM, 30*time.Second); err != nil {
		t.Fatalf("coordinator stop: %v\n%s", err, coord.out.String())
	}
}

func newPlainClient() *http.Client { return &http.Client{Timeout: 10 * time.Second} }
