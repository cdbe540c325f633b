package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/internal/sarifschema"
)

// TestCoordinatorTwoWorkersResults: a coordinator with two workers on one
// machine (each with its own state dir). enqueue --wait returns once the
// job is done; worker result fetches bundles over HTTP and prints findings
// as JSON lines and, for every done job at once (--all), as one SARIF log;
// a job for a scanner no connected worker offers is shown as such by
// worker status, coordinator jobs, worker result and enqueue --wait
// (which gives up at --wait-timeout with exit 4). (worker result could not
// fetch bundles over HTTP, had no --all or formats, enqueue could not
// wait, and such a job sat in ready with nothing saying why.)
func TestCoordinatorTwoWorkersResults(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	dir := t.TempDir()
	coord := startCoordinatorServe(t, bin, dir)
	base := signedMarkersPackage(t, dir, backendSubprocess, "")
	pkgPart, err := os.ReadFile(base)
	if err != nil {
		t.Fatal(err)
	}
	cfgs := map[string]string{}
	for _, w := range []string{"a", "b"} {
		cfgs[w] = filepath.Join(dir, "worker-"+w+".toml")
		text := fmt.Sprintf("[worker]\nid = %q\nstate_dir = %q\nslots = 1\n\n[transport]\nuse = \"http\"\n\n[transport.http]\nurl = %q\ntoken_file = \"coord/token\"\nlong_poll = \"1s\"\n%s",
			"worker-"+w, "state-"+w, coord.url, pkgPart)
		if err := os.WriteFile(cfgs[w], []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	// Work is submitted and read with the admin token; worker hosts hold
	// only the worker token, which the admin API refuses.
	cfg := submitterConfig(t, cfgs["a"])
	run := func(want int, args ...string) (string, string) {
		t.Helper()
		out, errOut, code := runBinary(t, bin, dir, args...)
		if code != want {
			t.Fatalf("worker %s: exit %d, want %d\nstdout %s\nstderr %s", strings.Join(args, " "), code, want, out, errOut)
		}
		return out, errOut
	}
	targets := map[string]string{}
	for _, name := range []string{"one", "two"} {
		targets[name] = filepath.Join(dir, name)
		os.MkdirAll(targets[name], 0o755)
		os.WriteFile(filepath.Join(targets[name], "main.go"), []byte("package main\n// DO-NOT-COMMIT: "+name+"\n"), 0o644)
	}

	run(0, "enqueue", "--config", cfg, "--id", "orphan", "--any-scanner", "--scanner", "acme/nope", targets["one"])
	workers := []*proc{startRun(t, bin, dir, cfgs["a"]), startRun(t, bin, dir, cfgs["b"])}
	for _, w := range workers {
		w.waitStarted(t, 2*time.Minute)
	}
	out, _ := run(0, "enqueue", "--config", cfg, "--id", "job-one", "--wait", "--scanner", markersScanner, targets["one"])
	if !strings.Contains(out, "job job-one: done, attempt 1") || !strings.Contains(out, "receipt ") {
		t.Errorf("enqueue --wait printed:\n%s", out)
	}
	if _, errOut, code := runBinary(t, bin, dir, "enqueue", "--config", cfgs["b"], "--id", "job-two", "--scanner", markersScanner, targets["two"]); code == 0 ||
		!strings.Contains(errOut, "a worker token cannot use the admin API") {
		t.Errorf("enqueue with a worker's config (the worker token): exit %d, want a refusal naming the admin token\n%s", code, errOut)
	}
	run(0, "enqueue", "--config", cfg, "--id", "job-two", "--wait", "--scanner", markersScanner, targets["two"])

	out, errOut := run(0, "result", "--config", cfg, "--findings", "--format", "json", "job-one")
	if !strings.Contains(errOut, "job job-one: done") || len(scanFindings(t, out)) != 1 || !strings.Contains(out, `"scanner":"`+markersScanner+`"`) {
		t.Errorf("result --findings --format json:\nstdout %s\nstderr %s", out, errOut)
	}
	// Every line names the job's target, as enqueued.
	if want := `"target":` + strconv.Quote(targets["one"]); strings.Count(out, want) != 2 {
		t.Errorf("result --findings --format json: want %s on the finding's and the job's line:\n%s", want, out)
	}
	out, _ = run(0, "result", "--config", cfg, "--json", "job-one")
	var res struct {
		Target struct{ Kind, Path string }
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil || res.Target.Kind != "path" || res.Target.Path != targets["one"] {
		t.Errorf("result --json: target %+v (%v), want path %s\n%s", res.Target, err, targets["one"], out)
	}
	if out, _ = run(0, "result", "--config", cfg, "job-one"); !strings.Contains(out, "\ntarget: path "+targets["one"]+"\n") {
		t.Errorf("result: no target line:\n%s", out)
	}
	out, errOut = run(0, "result", "--config", cfg, "--all", "--findings", "--format", "sarif")
	var log struct {
		Runs []struct {
			Results []struct {
				Properties map[string]string `json:"properties"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil || len(log.Runs) != 1 || len(log.Runs[0].Results) != 2 {
		t.Fatalf("result --all --format sarif: %v\n%s\nstderr %s", err, out, errOut)
	}
	sarifschema.Check(t, "result --all", []byte(out))
	jobs := map[string]bool{}
	for _, r := range log.Runs[0].Results {
		jobs[r.Properties["job_id"]] = true
	}
	if !jobs["job-one"] || !jobs["job-two"] || !strings.Contains(errOut, "2 findings in 2 done jobs") {
		t.Errorf("result --all: jobs %v, stderr %s", jobs, errOut)
	}

	const waiting = "no worker has this scanner"
	out, _ = run(0, "status", "--config", cfg)
	if !strings.Contains(out, "1 ready job: "+waiting+" (acme/nope)") {
		t.Errorf("worker status does not show the unserved job:\n%s", out)
	}
	out, _ = run(0, "coordinator", "jobs", "--dir", filepath.Join(dir, "coord"))
	if !strings.Contains(out, "ready ("+waiting+")") {
		t.Errorf("coordinator jobs:\n%s", out)
	}
	out, _ = run(0, "result", "--config", cfg, "orphan")
	if !strings.Contains(out, "job orphan: ready, attempt 0 ("+waiting+")") && !strings.Contains(out, "job orphan: ready ("+waiting+")") {
		t.Errorf("worker result of the unserved job:\n%s", out)
	}
	_, errOut = run(4, "enqueue", "--config", cfg, "--id", "orphan-2", "--any-scanner", "--wait", "--wait-timeout", "2s", "--scanner", "acme/nope", targets["two"])
	if !strings.Contains(errOut, waiting) || !strings.Contains(errOut, "--wait-timeout") {
		t.Errorf("enqueue --wait for an unserved scanner:\n%s", errOut)
	}
	for _, w := range workers {
		w.drain(t, time.Minute)
	}
}
