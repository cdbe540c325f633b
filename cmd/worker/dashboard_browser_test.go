package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	dto "github.com/prometheus/client_model/go"

	"github.com/sluicehq/sluice/internal/syncbuf"
)

// screenshotDirEnv names a directory that receives the dashboard
// screenshots (docs/ to refresh the one in the documentation).
const screenshotDirEnv = "SLUICE_SCREENSHOT_DIR"

// findChromium returns Debian's chromium, or skips the test naming why.
func findChromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("chromium is not installed (scripts/install-chromium.sh installs Debian's package): the dashboard browser test needs it")
	return ""
}

// coordProc is a running `worker coordinator serve`.
type coordProc struct {
	*proc
	url string
}

// startCoordinatorServe runs `worker coordinator serve` with plain HTTP on
// a free loopback port and waits for its "listening" line.
func startCoordinatorServe(t testing.TB, bin, dir string, extra ...string) *coordProc {
	t.Helper()
	args := append([]string{"coordinator", "serve", "--dir", filepath.Join(dir, "coord"), "--listen", "127.0.0.1:0", "--tls", "off"}, extra...)
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = []string{"HOME=" + dir, "PATH=" + os.Getenv("PATH")}
	p := &proc{cmd: cmd, stderr: &syncbuf.Buffer{}, exited: make(chan struct{})}
	cmd.Stderr = p.stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	first := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		if sc.Scan() {
			first <- sc.Text()
		}
		close(first)
		io.Copy(io.Discard, stdout)
		p.err = cmd.Wait()
		close(p.exited)
	}()
	t.Cleanup(p.kill)
	select {
	case l := <-first:
		u, ok := strings.CutPrefix(l, "listening ")
		if !ok {
			t.Fatalf("coordinator said %q\n%s", l, p.stderr.String())
		}
		return &coordProc{proc: p, url: u}
	case <-time.After(time.Minute):
		t.Fatalf("coordinator did not start\n%s", p.stderr.String())
	}
	return nil
}

// TestDashboardInBrowser runs a real coordinator and a real worker, lets
// the worker scan two targets (one with <script> in its path and in the
// name of the file that holds the finding), then drives headless Chromium
// through the dashboard: log in, see the jobs, open one and its findings,
// cancel a queued job, and check the cancel through the CLI. No script may
// run on any page.
func TestDashboardInBrowser(t *testing.T) {
	t.Parallel()
	chromium := findChromium(t)
	bin := sharedWorkerBinary(t)
	dir := t.TempDir()
	coord := startCoordinatorServe(t, bin, dir, "--metrics-listen", "127.0.0.1:0")
	cfg := signedMarkersPackage(t, dir, backendSubprocess,
		"[worker]\nid = \"browser-worker\"\nstate_dir = \"state\"\nslots = 1\n")
	appendConfig(t, cfg, fmt.Sprintf("\n[transport]\nuse = \"http\"\n\n[transport.http]\nurl = %q\ntoken_file = \"coord/token\"\nlong_poll = \"1s\"\n", coord.url))
	// A file over this limit is left unscanned: its job is partial.
	appendConfig(t, cfg, "\n[limits]\nfile_max_bytes = \"1KiB\"\n")
	submit := submitterConfig(t, cfg)

	planted := filepath.Join(dir, "repo-<script>alert(1)")
	if err := os.MkdirAll(planted, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(planted, "cfg<script>alert(2).go"), []byte("package x\n// do-not-commit\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	plain := filepath.Join(dir, "service")
	if err := os.MkdirAll(plain, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(plain, "main.go"), []byte("package main\n// do-not-commit: remove before release\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	enqueue := func(id, target string) {
		t.Helper()
		if out, errOut, code := runBinary(t, bin, dir, "enqueue", "--config", submit, "--id", id, "--scanner", markersScanner, target); code != 0 {
			t.Fatalf("enqueue %s: exit %d %s %s", id, code, out, errOut)
		}
	}
	big := filepath.Join(dir, "big")
	if err := os.MkdirAll(big, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(big, "huge.log"), bytes.Repeat([]byte("a log line\n"), 1000), 0o644); err != nil {
		t.Fatal(err)
	}
	enqueue("scan-planted", planted)
	enqueue("scan-service", plain)
	enqueue("scan-big", big)
	w := startRun(t, bin, dir, cfg)
	var doneList string
	w.waitFor(t, "the jobs done", 2*time.Minute, func() bool {
		out, _, code := runBinary(t, bin, dir, "coordinator", "jobs", "--dir", filepath.Join(dir, "coord"), "--state", "done")
		doneList = out
		return code == 0 && strings.Contains(out, "scan-planted") && strings.Contains(out, "scan-service") && strings.Contains(out, "scan-big")
	})
	if !regexp.MustCompile(`scan-big +partial \(1 file not scanned\)`).MatchString(doneList) {
		t.Errorf("coordinator jobs does not show scan-big as partial:\n%s", doneList)
	}
	if regexp.MustCompile(`scan-service +partial`).MatchString(doneList) {
		t.Errorf("coordinator jobs shows a complete job as partial:\n%s", doneList)
	}
	w.drain(t, time.Minute)
	enqueue("queued-1", plain) // no worker runs: it stays ready

	// The coordinator's metrics see the same jobs.
	m := metricsURLLine.FindStringSubmatch(coord.stderr.String())
	if m == nil {
		t.Fatalf("no metrics line in the coordinator's log:\n%s", coord.stderr.String())
	}
	fams := scrape(t, m[1])
	wantGauge(t, fams, "sluice_coordinator_jobs", map[string]string{"state": "done"}, 3)
	wantGauge(t, fams, "sluice_coordinator_jobs", map[string]string{"state": "ready"}, 1)
	wantCounter(t, fams, "sluice_coordinator_uploads_total", map[string]string{"kind": "bundle", "result": "accepted"}, 3)
	if s := series(t, fams, "sluice_coordinator_claim_duration_seconds", dto.MetricType_HISTOGRAM, map[string]string{"answer": "assigned"}); len(s) != 1 || s[0].GetHistogram().GetSampleCount() != 3 {
		t.Errorf("claim latency of assigned claims: %v", s)
	}

	token, err := os.ReadFile(filepath.Join(dir, "coord", "admin-token"))
	if err != nil {
		t.Fatal(err)
	}
	// Headless, without the sandbox (CI runs as root), and nothing that
	// would reach out to the network.
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1200, 800),
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("no-proxy-server", true))
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancelCtx := chromedp.NewContext(allocCtx)
	defer cancelCtx()
	ctx, cancelTimeout := context.WithTimeout(ctx, 2*time.Minute)
	defer cancelTimeout()
	var dialogs atomic.Int32
	if err := chromedp.Listen(ctx, func(ev any) {
		if _, ok := ev.(*page.EventJavascriptDialogOpening); ok {
			dialogs.Add(1)
		}
	}); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	shots := os.Getenv(screenshotDirEnv)
	if shots == "" {
		shots = t.TempDir()
	}
	must := func(what string, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v\ncoordinator log:\n%s", what, err, coord.stderr.String())
		}
	}
	text := func(id string) string {
		t.Helper()
		s, err := chromedp.Run(ctx, chromedp.Text(chromedp.ID(id)))
		must("reading #"+id, err)
		return s
	}
	shot := func(name string) {
		t.Helper()
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		must("screenshot", err)
		must("saving the screenshot", os.WriteFile(filepath.Join(shots, name), png, 0o644))
	}
	must("logging in", chromedp.Do(ctx,
		chromedp.Navigate(coord.url+"/ui/"),
		chromedp.WaitVisible(chromedp.ID("token")),
		chromedp.SendKeys(chromedp.ID("token"), strings.TrimSpace(string(token))),
		chromedp.Click(chromedp.ID("login")),
		chromedp.WaitVisible(chromedp.ID("jobs")),
	))
	jobsText := text("jobs")
	shot("dashboard-jobs.png")
	must("opening a job", chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(`tr[data-job="scan-planted"] a`)),
		chromedp.WaitVisible(chromedp.ID("findings")),
	))
	findingsText, targetText := text("findings"), text("job-target")
	must("opening the partial job", chromedp.Do(ctx,
		chromedp.Navigate(coord.url+"/ui/jobs/scan-big"),
		chromedp.WaitVisible(chromedp.CSS("#job-state.state-partial")),
	))
	partialText := text("job-partial")
	scripts, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("script").length`))
	must("counting scripts", err)
	shot("dashboard-job.png")
	must("cancelling a queued job", chromedp.Do(ctx,
		chromedp.Navigate(coord.url+"/ui/jobs/queued-1"),
		chromedp.WaitVisible(chromedp.ID("cancel")),
		chromedp.Click(chromedp.ID("cancel")),
		chromedp.WaitVisible(chromedp.CSS("#job-state.state-cancelled")),
	))
	stateText := text("job-state")
	for _, id := range []string{"scan-planted", "scan-service", "queued-1"} {
		if !strings.Contains(jobsText, id) {
			t.Errorf("job list lacks %s:\n%s", id, jobsText)
		}
	}
	if !strings.Contains(jobsText, "done") || !strings.Contains(jobsText, "browser-worker") || !strings.Contains(jobsText, markersScanner) {
		t.Errorf("job list lacks state, worker or scanner:\n%s", jobsText)
	}
	if !strings.Contains(findingsText, "cfg<script>alert(2).go:2") {
		t.Errorf("findings do not show the planted file name as text:\n%s", findingsText)
	}
	if !strings.Contains(targetText, "repo-<script>alert(1)") {
		t.Errorf("target not shown as text: %q", targetText)
	}
	if scripts != 0 || dialogs.Load() != 0 {
		t.Errorf("planted markup became script: %d script elements, %d dialogs", scripts, dialogs.Load())
	}
	if !regexp.MustCompile(`partial\s+1 file not scanned`).MatchString(jobsText) {
		t.Errorf("job list does not show scan-big as partial with why:\n%s", jobsText)
	}
	if !strings.Contains(partialText, "1 file not scanned") {
		t.Errorf("the partial job's page says %q, want what it misses", partialText)
	}
	if stateText != "cancelled" {
		t.Errorf("state after cancel: %q", stateText)
	}
	out, errOut, code := runBinary(t, bin, dir, "coordinator", "jobs", "--dir", filepath.Join(dir, "coord"), "--state", "cancelled")
	if code != 0 || !strings.Contains(out, "queued-1") {
		t.Errorf("the CLI does not list queued-1 as cancelled: exit %d\n%s%s", code, out, errOut)
	}
	if err := coord.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	<-coord.exited
}
