package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
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
// (which gives up at --wait-timeout with exit 4), and worker cancel
// cancels it through the admin API. (worker result could not
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

	// worker cancel goes through the coordinator's admin API: the worker
	// token may not, a ready job ends cancelled, a done one cannot be.
	if _, errOut, code := runBinary(t, bin, dir, "cancel", "--config", cfgs["b"], "orphan"); code == 0 || !strings.Contains(errOut, "admin_token_file") {
		t.Errorf("cancel with a worker's config: exit %d, want a refusal naming admin_token_file\n%s", code, errOut)
	}
	if out, _ = run(0, "cancel", "--config", cfg, "orphan"); !strings.Contains(out, "cancel requested for orphan") {
		t.Errorf("cancel of a ready job:\n%s", out)
	}
	if out, _ = run(0, "result", "--config", cfg, "orphan"); !strings.Contains(out, "job orphan: cancelled") {
		t.Errorf("worker result of the cancelled job:\n%s", out)
	}
	if _, errOut = run(1, "cancel", "--config", cfg, "job-one"); !strings.Contains(errOut, "already ended") {
		t.Errorf("cancel of a done job:\n%s", errOut)
	}
	for _, w := range workers {
		w.drain(t, time.Minute)
	}
}

// TestCoordinatorPerWorkerTokens: a coordinator whose token file names a
// token per worker (alpha, beta) records each attempt under the name of
// the token that claimed it, which the admin API returns with the job.
// Removing beta's token from the file and sending SIGHUP stops beta
// only: its next request is refused (401) and it exits saying so, and the
// jobs enqueued afterwards are all done by alpha, which keeps running.
func TestCoordinatorPerWorkerTokens(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	dir := t.TempDir()
	tokens := map[string]string{"alpha": "alpha-" + strings.Repeat("a1", 16), "beta": "beta-" + strings.Repeat("b2", 16)}
	tokenFile := filepath.Join(dir, "worker-tokens")
	writeTokens := func(names ...string) {
		t.Helper()
		var b strings.Builder
		b.WriteString("# one line per worker: NAME TOKEN\n")
		for _, n := range names {
			fmt.Fprintf(&b, "%s %s\n", n, tokens[n])
		}
		if err := os.WriteFile(tokenFile, []byte(b.String()), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	writeTokens("alpha", "beta")
	coord := startCoordinatorServe(t, bin, dir, "--token-file", tokenFile)
	pkgPart, err := os.ReadFile(signedMarkersPackage(t, dir, backendSubprocess, ""))
	if err != nil {
		t.Fatal(err)
	}
	cfgs := map[string]string{}
	for name, tok := range tokens {
		if err := os.WriteFile(filepath.Join(dir, name+".token"), []byte(tok+"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		cfgs[name] = filepath.Join(dir, "worker-"+name+".toml")
		text := fmt.Sprintf("[worker]\nid = %q\nstate_dir = %q\nslots = 1\n\n[transport]\nuse = \"http\"\n\n[transport.http]\nurl = %q\ntoken_file = %q\nlong_poll = \"1s\"\n%s",
			"worker-"+name, "state-"+name, coord.url, name+".token", pkgPart)
		if err := os.WriteFile(cfgs[name], []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	submit := filepath.Join(dir, "submit.toml")
	if err := os.WriteFile(submit, []byte(fmt.Sprintf("[transport]\nuse = \"http\"\n\n[transport.http]\nurl = %q\nadmin_token_file = \"coord/admin-token\"\n%s", coord.url, pkgPart)), 0o600); err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(dir, "src")
	os.MkdirAll(target, 0o755)
	os.WriteFile(filepath.Join(target, "main.go"), []byte("package main\n// DO-NOT-COMMIT: x\n"), 0o644)
	enqueue := func(ids ...string) {
		t.Helper()
		for _, id := range ids {
			if out, errOut, code := runBinary(t, bin, dir, "enqueue", "--config", submit, "--id", id, "--scanner", markersScanner, target); code != 0 {
				t.Fatalf("enqueue %s: exit %d\n%s%s", id, code, out, errOut)
			}
		}
		for _, id := range ids {
			if out, errOut, code := runBinary(t, bin, dir, "enqueue", "--config", submit, "--id", id, "--wait", "--scanner", markersScanner, target); code != 0 || !strings.Contains(out, "done") {
				t.Fatalf("waiting for %s: exit %d\n%s%s", id, code, out, errOut)
			}
		}
	}
	// credentialOf returns the worker id and the credential of the job's
	// accepted attempt, from the admin API.
	credentialOf := func(id string) (worker, credential string) {
		t.Helper()
		out, errOut, code := runBinary(t, bin, dir, "coordinator", "jobs", "--dir", "coord", "--job", id)
		if code != 0 {
			t.Fatalf("coordinator jobs --job %s: exit %d\n%s", id, code, errOut)
		}
		var info struct {
			History []struct {
				WorkerID   string `json:"worker_id"`
				State      string `json:"state"`
				Credential string `json:"credential"`
			} `json:"history"`
		}
		if err := json.Unmarshal([]byte(out), &info); err != nil || len(info.History) == 0 {
			t.Fatalf("coordinator jobs --job %s: %v\n%s", id, err, out)
		}
		last := info.History[len(info.History)-1]
		return last.WorkerID, last.Credential
	}

	workers := map[string]*proc{}
	for _, name := range []string{"alpha", "beta"} {
		workers[name] = startRun(t, bin, dir, cfgs[name])
		workers[name].waitStarted(t, 2*time.Minute)
	}
	first := []string{"j-1", "j-2", "j-3", "j-4", "j-5", "j-6"}
	enqueue(first...)
	for _, id := range first {
		if w, c := credentialOf(id); "worker-"+c != w {
			t.Errorf("job %s: attempt of worker %s recorded under credential %q, want its own token's name", id, w, c)
		}
	}

	writeTokens("alpha")
	coord.signal(t, syscall.SIGHUP)
	coord.waitFor(t, "the reloaded worker tokens", time.Minute, func() bool {
		return strings.Contains(coord.stderr.String(), `msg="worker tokens loaded" credentials=alpha`)
	})
	// Beta's next request is refused and it stops, saying why.
	select {
	case <-workers["beta"].exited:
	case <-time.After(time.Minute):
		t.Fatalf("beta still runs a minute after its token was revoked:\n%s", lastBytes(workers["beta"].stderr.String(), 3000))
	}
	if out := workers["beta"].stderr.String(); !strings.Contains(out, "coordinator answered 401 unauthorized") {
		t.Errorf("beta stopped without saying its token was refused:\n%s", lastBytes(out, 3000))
	}
	after := []string{"k-1", "k-2", "k-3", "k-4"}
	enqueue(after...)
	for _, id := range after {
		if w, c := credentialOf(id); w != "worker-alpha" || c != "alpha" {
			t.Errorf("job %s after beta's token was revoked: done by %s under %q, want worker-alpha under alpha", id, w, c)
		}
	}
	if workers["alpha"].done() {
		t.Errorf("alpha stopped when beta's token was revoked:\n%s", workers["alpha"].stderr.String())
	}
}
