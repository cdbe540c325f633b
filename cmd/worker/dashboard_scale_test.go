package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// TestDashboardAtZeroFiveAnd500Jobs drives headless Chromium through the
// dashboard of a real coordinator as its queue grows: empty, 5 jobs run by
// a real worker (one of them partial), then 500 more enqueued. The list
// says so at each size, shows 50 jobs a page with a link to the older
// ones, and the counts in its header add up. With SLUICE_SCREENSHOT_DIR
// set it saves dashboard-0.png, dashboard-5.png and dashboard-500.png
// there (docs/ holds the committed ones: SLUICE_SCREENSHOT_DIR=$PWD/docs).
func TestDashboardAtZeroFiveAnd500Jobs(t *testing.T) {
	t.Parallel()
	chromium := findChromium(t)
	bin := sharedWorkerBinary(t)
	dir := t.TempDir()
	coord := startCoordinatorServe(t, bin, dir)
	cfg := signedMarkersPackage(t, dir, backendSubprocess,
		"[worker]\nid = \"scale-worker\"\nstate_dir = \"state\"\nslots = 2\n")
	appendConfig(t, cfg, fmt.Sprintf("\n[transport]\nuse = \"http\"\n\n[transport.http]\nurl = %q\ntoken_file = \"coord/token\"\nlong_poll = \"1s\"\n\n[limits]\nfile_max_bytes = \"1KiB\"\n", coord.url))
	submit := submitterConfig(t, cfg)
	target := filepath.Join(dir, "service")
	if err := os.MkdirAll(target, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(target, "main.go"), []byte("package main\n// do-not-commit: remove before release\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big")
	if err := os.MkdirAll(big, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(big, "huge.log"), []byte(strings.Repeat("a log line\n", 1000)), 0o644); err != nil {
		t.Fatal(err)
	}
	enqueue := func(id, target string) {
		t.Helper()
		if out, errOut, code := runBinary(t, bin, dir, "enqueue", "--config", submit, "--id", id, "--scanner", markersScanner, target); code != 0 {
			t.Fatalf("enqueue %s: exit %d %s %s", id, code, out, errOut)
		}
	}

	token, err := os.ReadFile(filepath.Join(dir, "coord", "admin-token"))
	if err != nil {
		t.Fatal(err)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1200, 900),
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("no-proxy-server", true))
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancelCtx := chromedp.NewContext(allocCtx)
	defer cancelCtx()
	ctx, cancelTimeout := context.WithTimeout(ctx, 4*time.Minute)
	defer cancelTimeout()
	must := func(what string, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v\ncoordinator log:\n%s", what, err, coord.stderr.String())
		}
	}
	shots := os.Getenv(screenshotDirEnv)
	look := func(n int) (rows int, text string) {
		t.Helper()
		must("loading the job list", chromedp.Do(ctx, chromedp.Navigate(coord.url+"/ui/"), chromedp.WaitVisible(chromedp.ID("jobs"))))
		rows, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#jobs tbody tr[data-job]").length`))
		must("counting rows", err)
		text, err = chromedp.Run(ctx, chromedp.Text(chromedp.CSS("main")))
		must("reading the page", err)
		if shots != "" {
			png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
			must("screenshot", err)
			must("saving the screenshot", os.WriteFile(filepath.Join(shots, fmt.Sprintf("dashboard-%d.png", n)), png, 0o644))
		}
		return rows, text
	}
	must("logging in", chromedp.Do(ctx,
		chromedp.Navigate(coord.url+"/ui/"),
		chromedp.WaitVisible(chromedp.ID("token")),
		chromedp.SendKeys(chromedp.ID("token"), strings.TrimSpace(string(token))),
		chromedp.Click(chromedp.ID("login")),
		chromedp.WaitVisible(chromedp.ID("jobs")),
	))

	if rows, text := look(0); rows != 0 || !strings.Contains(text, "No jobs.") || !strings.Contains(text, "0 ready") {
		t.Errorf("the empty dashboard: %d rows\n%s", rows, text)
	}

	for i := range 4 {
		enqueue(fmt.Sprintf("svc-%d", i), target)
	}
	enqueue("big-0", big)
	w := startRun(t, bin, dir, cfg)
	w.waitFor(t, "the five jobs done", 2*time.Minute, func() bool {
		out, _, code := runBinary(t, bin, dir, "coordinator", "jobs", "--dir", filepath.Join(dir, "coord"), "--state", "done")
		return code == 0 && strings.Count(out, "\n") == 6 // the header and five jobs
	})
	w.drain(t, time.Minute)
	// The worker said goodbye when it stopped: it is gone at once.
	if rows, text := look(5); rows != 5 || !strings.Contains(text, "5 done") || !strings.Contains(text, "1 file not scanned") || strings.Contains(text, "older") ||
		!strings.Contains(text, "0 live workers") {
		t.Errorf("the dashboard with 5 jobs: %d rows\n%s", rows, text)
	}

	// 495 more, through the admin API as a script would send them.
	for i := range 495 {
		spec, _ := json.Marshal(job.Spec{ID: fmt.Sprintf("queued-%03d", i), Scanner: markersScanner, Target: job.Target{Kind: "path", Path: target}})
		req, _ := http.NewRequest(http.MethodPost, coord.url+api.PathJobs, bytes.NewReader(spec))
		req.Header.Set("Authorization", "Bearer "+strings.TrimSpace(string(token)))
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("POST %s: %d", api.PathJobs, resp.StatusCode)
		}
	}
	rows, text := look(500)
	if rows != 50 || !strings.Contains(text, "495 ready") || !strings.Contains(text, "5 done") || !strings.Contains(text, "older →") {
		t.Errorf("the dashboard with 500 jobs: %d rows on the first page, want 50 and a link to older ones\n%s", rows, text)
	}
	must("the last page", chromedp.Do(ctx, chromedp.Navigate(coord.url+"/ui/?page=9"), chromedp.WaitVisible(chromedp.ID("jobs"))))
	last, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#jobs tbody tr[data-job]").length`))
	must("counting the last page's rows", err)
	if last != 50 {
		t.Errorf("page 10 of 500 jobs shows %d rows, want 50", last)
	}
	if err := coord.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	<-coord.exited
}
