package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/sluicehq/sluice/internal/pipeline"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/pkg"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/internal/syncbuf"
	"github.com/sluicehq/sluice/plugins/transport/local"
	"github.com/sluicehq/sluice/sdk/scannertest/wasmtest"
)

// This file holds the helpers of the binary tests of the worker (scan,
// run, package, backend, end-to-end, crash and benchmark tests): one way to
// build a signed markers package for a backend (signedMarkersPackage), one
// test installation (rig), one `worker run` process (proc) and one findings
// parser (scanFindings). They build on runBinary (cli_test.go); most tests
// use one shared worker binary (sharedWorkerBinary).

// Scanner names in the test packages.
const (
	markersScanner = "examples/markers"
	probeScanner   = "testkit/probe"
)

// Backends the markers example can be packaged for.
const (
	backendSubprocess = "subprocess"
	backendGoPlugin   = "goplugin"
	backendWASM       = "wasm"
)

// markersSource writes a package source directory at dir/name: the markers
// example scanner built from source for backend (subprocess: the example's
// main; goplugin: its plugin build; wasm: the WASM guest of backend.wasm's
// testdata) and a package.toml for version that expires in 90 days. It
// returns the directory.
func markersSource(t testing.TB, dir, name, backend string, version int) string {
	t.Helper()
	src := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Join(src, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	entry := "bin/markers"
	switch backend {
	case backendSubprocess, backendGoPlugin:
		pkgDir := "../../examples/scanners/markers"
		if backend == backendGoPlugin {
			pkgDir += "/plugin"
		}
		copyFile(t, sharedBuild(t, "markers-"+backend, pkgDir), filepath.Join(src, entry), 0o755)
	case backendWASM:
		entry = "bin/markers.wasm"
		module, err := os.ReadFile(wasmtest.Build(t, "../../plugins/backend/wasm/testdata/markers"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(src, entry), module, 0o644); err != nil {
			t.Fatal(err)
		}
	default:
		t.Fatalf("markersSource: unknown backend %q", backend)
	}
	manifest := fmt.Sprintf(`name = "examples"
version = %d
release = "1.0.0"
expires = %q
files = []

[[scanners]]
name = "markers"
backend = %q
entry = %q
capabilities = ["detector"]
keywords = ["do-not-commit", "sluice_test_"]
`, version, time.Now().Add(90*24*time.Hour).UTC().Format(time.RFC3339), backend, entry)
	if err := os.WriteFile(filepath.Join(src, "package.toml"), []byte(manifest), 0o644); err != nil {
		t.Fatal(err)
	}
	return src
}

// signedMarkersPackage builds the markers example for backend into
// dir/src, packs it as dir/examples.tar.gz, signs it with a fresh key
// (dir/demo.key, dir/demo.pub) and writes dir/worker.toml: workerSection
// followed by the package and the trust of the key. It returns the
// worker.toml path.
func signedMarkersPackage(t testing.TB, dir, backend, workerSection string) (configPath string) {
	t.Helper()
	src := markersSource(t, dir, "src", backend, 1)
	pkgPath := filepath.Join(dir, "examples.tar.gz")
	buildPackage(t, src, pkgPath)
	pub, key, err := pkg.GenerateKey(filepath.Join(dir, "demo"))
	if err != nil {
		t.Fatal(err)
	}
	signPackage(t, key, pkgPath)
	cfg := workerSection + "\n[[package]]\npath = \"examples.tar.gz\"\n\n[trust]\nkeys = [\"" + filepath.Base(pub) + "\"]\n"
	configPath = filepath.Join(dir, "worker.toml")
	if err := os.WriteFile(configPath, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	return configPath
}

// buildPackage runs `worker package build src --out out` with the shared
// worker binary: the build loads each WASM entry in wazero's interpreter,
// which in this race-instrumented test process takes minutes on a busy
// machine.
func buildPackage(tb testing.TB, src, out string) {
	tb.Helper()
	cmd := exec.Command(sharedWorkerBinary(tb), "package", "build", src, "--out", out)
	cmd.Env = []string{"HOME=" + filepath.Dir(out), "PATH=" + os.Getenv("PATH")}
	if b, err := cmd.CombinedOutput(); err != nil {
		tb.Fatalf("building the package %s: %v\n%s", out, err, b)
	}
}

// signPackage runs `worker package sign --key key pkgPath` with the shared
// worker binary: signing rewrites the archive through gzip, which in this
// race-instrumented test process took about a quarter of the package's
// test CPU.
func signPackage(tb testing.TB, key, pkgPath string) {
	tb.Helper()
	cmd := exec.Command(sharedWorkerBinary(tb), "package", "sign", "--key", key, pkgPath)
	cmd.Env = []string{"HOME=" + filepath.Dir(pkgPath), "PATH=" + os.Getenv("PATH")}
	if b, err := cmd.CombinedOutput(); err != nil {
		tb.Fatalf("signing the package %s: %v\n%s", pkgPath, err, b)
	}
}

// scanFindings parses the output of `worker scan --format json`: one JSON
// object a line; it returns the "finding" lines (not the "job" lines).
func scanFindings(t testing.TB, out string) []map[string]any {
	t.Helper()
	var findings []map[string]any
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		var f map[string]any
		if err := json.Unmarshal(sc.Bytes(), &f); err != nil {
			t.Fatalf("line %q is not JSON: %v", sc.Text(), err)
		}
		if f["type"] == "job" {
			continue
		}
		findings = append(findings, f)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return findings
}

// scanJSON runs `worker scan --format json` in dir with cfg over targets,
// fails unless it exits 0, and returns the findings and stderr.
func scanJSON(t testing.TB, bin, dir, cfg string, targets ...string) ([]map[string]any, string) {
	t.Helper()
	out, errOut, code := runBinary(t, bin, dir, append([]string{"scan", "--config", cfg, "--format", "json"}, targets...)...)
	if code != 0 {
		t.Fatalf("scan: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	return scanFindings(t, out), errOut
}

// writeScanTarget writes dir/target for the scan tests: a.txt with one
// marker on line 2 and sub/b.txt without one. It returns the target.
func writeScanTarget(t testing.TB, dir string) string {
	t.Helper()
	target := filepath.Join(dir, "target")
	if err := os.MkdirAll(filepath.Join(target, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, body := range map[string]string{
		"a.txt":     "hello\n// DO-NOT-COMMIT: remove this\n",
		"sub/b.txt": "nothing here\n",
	} {
		if err := os.WriteFile(filepath.Join(target, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return target
}

// rig is one test installation: a directory with a worker.toml that uses
// the signed markers package (built for rigOptions.backend) (and, optionally, the probe package), a spool
// and a target to scan.
type rig struct {
	t      testing.TB
	bin    string
	dir    string
	cfg    string
	spool  string
	target string
}

// rigOptions shape a rig's worker.toml.
type rigOptions struct {
	// id is the worker id; state is the state dir (relative to the rig).
	id, state string
	slots     int
	// lease is the spool lease ("2m" when empty).
	lease string
	// probe adds the testkit package with the probe scanner; markers is its
	// marker dir (empty: a no-op scanner) and hold how long each run takes.
	probe         bool
	markers, hold string
	// backend is the markers package's backend (subprocess when empty).
	backend string
	// probeBackend is the probe's backend: subprocess (when empty) or
	// wasm, a no-op detector guest that runs in the worker's process and
	// is never called (markers and hold apply to the subprocess probe
	// only).
	probeBackend string
}

// newRig builds the signed markers package in a fresh directory and writes
// a worker.toml for opt. The target holds one file with one marker.
func newRig(t testing.TB, bin string, opt rigOptions) *rig {
	t.Helper()
	dir := t.TempDir()
	if opt.lease == "" {
		opt.lease = "2m"
	}
	if opt.backend == "" {
		opt.backend = backendSubprocess
	}
	cfg := signedMarkersPackage(t, dir, opt.backend,
		fmt.Sprintf("[worker]\nid = %q\nstate_dir = %q\nslots = %d\nshutdown_timeout = \"30s\"\n", opt.id, opt.state, opt.slots))
	r := &rig{t: t, bin: bin, dir: dir, cfg: cfg, spool: filepath.Join(dir, "spool"), target: filepath.Join(dir, "target")}
	body, err := os.ReadFile(cfg)
	if err != nil {
		t.Fatal(err)
	}
	body = fmt.Appendf(body, "\n[transport.local]\ndir = \"spool\"\npoll_interval = \"20ms\"\nlease = %q\n", opt.lease)
	if opt.probe {
		r.addProbePackage(opt.markers, opt.hold, opt.probeBackend)
		body = append(body, "\n[[package]]\npath = \"testkit.tar.gz\"\n"...)
		if opt.markers != "" {
			// The probe records its runs in a marker dir outside its
			// workspace, which the scanner sandbox does not allow.
			body = append(body, "\n[backend.subprocess.sandbox]\nmode = \"off\"\n"...)
		}
	}
	if err := os.WriteFile(cfg, body, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(r.target, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(r.target, "x.go"), []byte("package x\n// do-not-commit\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return r
}

// addProbePackage builds the probe for backend (subprocess when empty:
// testdata/probe with markerDir and hold baked in; wasm: testdata/probewasm,
// a no-op detector guest), packs it as the "testkit" package and signs it with the
// key that signedMarkersPackage made.
func (r *rig) addProbePackage(markerDir, hold, backend string) {
	r.t.Helper()
	src := filepath.Join(r.dir, "testkit-src")
	if err := os.MkdirAll(filepath.Join(src, "bin"), 0o755); err != nil {
		r.t.Fatal(err)
	}
	if markerDir != "" {
		for _, d := range []string{"runs", "running", "overlap"} {
			if err := os.MkdirAll(filepath.Join(markerDir, d), 0o755); err != nil {
				r.t.Fatal(err)
			}
		}
	}
	entry, kind := "bin/probe", "capabilities = [\"tree\"]\n"
	switch backend {
	case "", backendSubprocess:
		backend = backendSubprocess
		ldflags := "-X main.markerDir=" + markerDir + " -X main.hold=" + hold
		if out, err := exec.Command("go", "build", "-ldflags", ldflags, "-o", filepath.Join(src, entry), "./testdata/probe").CombinedOutput(); err != nil {
			r.t.Fatalf("building the probe scanner: %v\n%s", err, out)
		}
	case backendWASM:
		entry, kind = "bin/probe.wasm", "capabilities = [\"detector\"]\nkeywords = [\"sluice-noop-probe-keyword\"]\n"
		copyFile(r.t, wasmtest.Build(r.t, "./testdata/probewasm"), filepath.Join(src, entry), 0o644)
	default:
		r.t.Fatalf("addProbePackage: no probe for backend %q", backend)
	}
	manifest := "name = \"testkit\"\nversion = 1\nrelease = \"1.0.0\"\nexpires = \"" +
		time.Now().Add(24*time.Hour).UTC().Format(time.RFC3339) + "\"\nfiles = []\n\n" +
		"[[scanners]]\nname = \"probe\"\nbackend = \"" + backend + "\"\nentry = \"" + entry + "\"\n" + kind
	if err := os.WriteFile(filepath.Join(src, "package.toml"), []byte(manifest), 0o644); err != nil {
		r.t.Fatal(err)
	}
	out := filepath.Join(r.dir, "testkit.tar.gz")
	buildPackage(r.t, src, out)
	signPackage(r.t, filepath.Join(r.dir, "demo.key"), out)
}

// secondConfig writes worker-<id>.toml: the rig's config with another
// worker id and state dir, and the same spool and packages.
func (r *rig) secondConfig(oldID, id, state string) string {
	r.t.Helper()
	body, err := os.ReadFile(r.cfg)
	if err != nil {
		r.t.Fatal(err)
	}
	old := fmt.Sprintf("id = %q\n", oldID)
	if !bytes.Contains(body, []byte(old)) {
		r.t.Fatalf("%s has no %s", r.cfg, old)
	}
	body = bytes.Replace(body, []byte(old), fmt.Appendf(nil, "id = %q\n", id), 1)
	body = bytes.Replace(body, []byte("state_dir = "), fmt.Appendf(nil, "state_dir = %q\n# was: state_dir = ", state), 1)
	path := filepath.Join(r.dir, "worker-"+id+".toml")
	if err := os.WriteFile(path, body, 0o600); err != nil {
		r.t.Fatal(err)
	}
	return path
}

// openSpool opens the rig's spool through the library, for checks.
func (r *rig) openSpool() *local.Spool {
	r.t.Helper()
	s, err := local.Open(local.Config{Dir: r.spool, Lease: job.Duration(2 * time.Minute), MaxAttempts: 3,
		MaxScanTimeout: job.Duration(time.Hour), PollInterval: job.Duration(20 * time.Millisecond)}, nil)
	if err != nil {
		r.t.Fatal(err)
	}
	return s
}

// enqueue adds jobs id-0000..id-(n-1) scanning the rig's target with
// scanner, through `worker enqueue` (par invocations at a time).
func (r *rig) enqueue(prefix string, n, par int, scanner string) []string {
	r.t.Helper()
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("%s-%04d", prefix, i)
	}
	var wg sync.WaitGroup
	errs := make(chan error, n)
	next := make(chan string)
	for range par {
		wg.Go(func() {
			for id := range next {
				cmd := exec.Command(r.bin, "enqueue", "--config", r.cfg, "--id", id, "--scanner", scanner, r.target)
				cmd.Dir = r.dir
				cmd.Env = []string{"HOME=" + r.dir, "PATH=" + os.Getenv("PATH")}
				if out, err := cmd.CombinedOutput(); err != nil {
					errs <- fmt.Errorf("enqueue %s: %v\n%s", id, err, out)
				}
			}
		})
	}
	for _, id := range ids {
		next <- id
	}
	close(next)
	wg.Wait()
	close(errs)
	for err := range errs {
		r.t.Fatal(err)
	}
	return ids
}

// proc is a running `worker run`.
type proc struct {
	cmd    *exec.Cmd
	stderr *syncbuf.Buffer
	exited chan struct{}
	err    error // valid once exited is closed
}

// start runs `worker run` with the rig's config; extraEnv is added to the
// private environment. The process is killed and reaped at cleanup.
func (r *rig) start(extraEnv ...string) *proc {
	r.t.Helper()
	return r.startWith(r.cfg, extraEnv...)
}

// startWith is start with another config file.
func (r *rig) startWith(cfg string, extraEnv ...string) *proc {
	r.t.Helper()
	return startRun(r.t, r.bin, r.dir, cfg, extraEnv...)
}

// startRun runs `worker run --config cfg` in dir with a private HOME and
// extraEnv. The process is killed and reaped at cleanup.
func startRun(t testing.TB, bin, dir, cfg string, extraEnv ...string) *proc {
	t.Helper()
	cmd := exec.Command(bin, "run", "--config", cfg)
	cmd.Dir = dir
	cmd.Env = append([]string{"HOME=" + dir, "PATH=" + os.Getenv("PATH")}, extraEnv...)
	p := &proc{cmd: cmd, stderr: &syncbuf.Buffer{}, exited: make(chan struct{})}
	cmd.Stderr = p.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { p.err = cmd.Wait(); close(p.exited) }()
	t.Cleanup(func() { p.kill() })
	return p
}

// signal sends sig to the running worker.
func (p *proc) signal(t testing.TB, sig os.Signal) {
	t.Helper()
	if err := p.cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
}

// done reports whether the process has exited.
func (p *proc) done() bool {
	select {
	case <-p.exited:
		return true
	default:
		return false
	}
}

// kill sends SIGKILL (if still running) and waits for the exit.
func (p *proc) kill() {
	if !p.done() {
		_ = p.cmd.Process.Signal(syscall.SIGKILL)
	}
	<-p.exited
}

// waitStarted waits until the worker logged "worker started", the line
// just before it installs its SIGTERM handler: a SIGTERM before that kills
// it with the signal instead of draining.
func (p *proc) waitStarted(t testing.TB, timeout time.Duration) {
	t.Helper()
	p.waitLog(t, "worker started", "msg=\"worker started\"", timeout)
}

// waitLog waits up to timeout until the worker's stderr contains line; it
// fails when the worker exits first. what names the wait in failures.
func (p *proc) waitLog(t testing.TB, what, line string, timeout time.Duration) {
	t.Helper()
	p.waitFor(t, what, timeout, func() bool { return strings.Contains(p.stderr.String(), line) })
}

// waitFor polls cond until it holds; it fails when the worker exits first
// or timeout passes. what names the wait in failures.
func (p *proc) waitFor(t testing.TB, what string, timeout time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for !cond() {
		if p.done() {
			t.Fatalf("worker exited (%v) while waiting for %s:\n%s", p.err, what, p.stderr.String())
		}
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %s waiting for %s; worker stderr:\n%s", timeout, what, p.stderr.String())
		}
		time.Sleep(5 * time.Millisecond) // poll interval of a deadline-bounded poll
	}
}

// drain sends SIGTERM once the worker has started and waits up to timeout
// for a clean exit.
func (p *proc) drain(t testing.TB, timeout time.Duration) {
	t.Helper()
	p.waitStarted(t, timeout)
	if !p.done() {
		p.signal(t, syscall.SIGTERM)
	}
	select {
	case <-p.exited:
	case <-time.After(timeout):
		t.Fatalf("worker did not drain within %s\n%s", timeout, p.stderr.String())
	}
	if p.err != nil {
		t.Fatalf("worker after SIGTERM: %v\n%s", p.err, p.stderr.String())
	}
}

// killedBySignal reports whether the process died of SIGKILL.
func (p *proc) killedBySignal() bool {
	ws, ok := p.cmd.ProcessState.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && ws.Signal() == syscall.SIGKILL
}

// waitResolved polls the spool until n jobs are done or failed. It fails
// when the deadline passes or when every proc in live has exited.
func (r *rig) waitResolved(s *local.Spool, n int, timeout time.Duration, live ...*proc) {
	r.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		st, err := s.Stats(context.Background())
		if err != nil {
			r.t.Fatal(err)
		}
		if st.Done+st.Failed == n {
			return
		}
		if time.Now().After(deadline) {
			r.t.Fatalf("%d of %d jobs resolved after %s (%+v)\n%s", st.Done+st.Failed, n, timeout, st, stderrs(live))
		}
		alive := len(live) == 0
		for _, p := range live {
			alive = alive || !p.done()
		}
		if !alive {
			r.t.Fatalf("every worker exited with %d of %d jobs resolved\n%s", st.Done+st.Failed, n, stderrs(live))
		}
		time.Sleep(20 * time.Millisecond) // poll interval of a deadline-bounded poll
	}
}

func stderrs(ps []*proc) string {
	var b strings.Builder
	for i, p := range ps {
		fmt.Fprintf(&b, "--- worker %d stderr:\n%s", i, lastBytes(p.stderr.String(), 8<<10))
	}
	return b.String()
}

func lastBytes(s string, n int) string {
	if len(s) > n {
		return "…" + s[len(s)-n:]
	}
	return s
}

// attemptFile is the part of a spool attempt record the checks read.
type attemptFile struct {
	Attempt int       `json:"attempt"`
	Outcome string    `json:"outcome"`
	Bundle  string    `json:"bundle"`
	Ended   time.Time `json:"ended"`
}

// readAttempts reads jobs/<id>/attempts/*.json.
func (r *rig) readAttempts(id string) []attemptFile {
	r.t.Helper()
	dir := filepath.Join(r.spool, "jobs", id, "attempts")
	ents, err := os.ReadDir(dir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		r.t.Fatal(err)
	}
	var out []attemptFile
	for _, e := range ents {
		if !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			r.t.Fatal(err)
		}
		var a attemptFile
		if err := json.Unmarshal(data, &a); err != nil {
			r.t.Fatalf("%s/%s: %v", dir, e.Name(), err)
		}
		out = append(out, a)
	}
	return out
}

// outcomeCounts says how the jobs ended.
type outcomeCounts struct{ done, failed, attempts int }

// checkResolved checks every job in ids: it is done with exactly one
// accepted bundle (one bundle attempt record, one file in result/, a bundle
// that verifies against the job and attempt, and a receipt) or failed with
// a terminal report; no job is lost. With onceOnly, every job must be done
// in its first attempt.
func (r *rig) checkResolved(s *local.Spool, ids []string, onceOnly bool) outcomeCounts {
	r.t.Helper()
	var c outcomeCounts
	lim := bundle.DefaultLimits()
	for _, id := range ids {
		res, err := s.JobResult(context.Background(), id)
		if err != nil {
			r.t.Fatalf("job %s: %v", id, err)
		}
		atts := r.readAttempts(id)
		c.attempts += len(atts)
		bundles := 0
		for _, a := range atts {
			if a.Outcome == "bundle" {
				bundles++
			}
		}
		results, _ := os.ReadDir(filepath.Join(r.spool, "jobs", id, "result"))
		switch res.State {
		case local.StateDone:
			c.done++
			if bundles != 1 || len(results) != 1 {
				r.t.Errorf("job %s: %d bundle attempt records and %d result files, want exactly 1 accepted bundle (%+v)", id, bundles, len(results), atts)
			}
			if res.Receipt == nil || res.BundlePath == "" {
				r.t.Errorf("job %s: done without receipt or bundle: %+v", id, res)
				continue
			}
			sum, err := bundle.Verify(res.BundlePath, lim, nil)
			if err != nil {
				r.t.Errorf("job %s: accepted bundle does not verify: %v", id, err)
				continue
			}
			if h := sum.Header.Identity; h.JobID != id || h.Attempt != res.Attempt {
				r.t.Errorf("job %s: bundle identity %+v, want attempt %d", id, h, res.Attempt)
			}
			if res.Receipt.Digest != sum.Digest || res.Receipt.Attempt != res.Attempt {
				r.t.Errorf("job %s: receipt %+v does not name the accepted bundle %s of attempt %d", id, res.Receipt, sum.Digest, res.Attempt)
			}
			if onceOnly && (res.Attempt != 1 || len(atts) != 1) {
				r.t.Errorf("job %s: done in attempt %d with %d attempt records, want exactly one attempt", id, res.Attempt, len(atts))
			}
		case local.StateFailed:
			c.failed++
			if bundles != 0 || len(results) != 0 {
				r.t.Errorf("job %s: failed but has %d bundle records and %d result files", id, bundles, len(results))
			}
			if res.Report == nil || res.Receipt == nil {
				r.t.Errorf("job %s: failed without a terminal report and its receipt: %+v", id, res)
			}
			if onceOnly {
				r.t.Errorf("job %s failed: %+v", id, res.Report)
			}
		default:
			r.t.Errorf("job %s: state %q, want done or failed (lost)", id, res.State)
		}
	}
	return c
}

// slotRecordName matches the files of a slot's record pair in slots/.
var slotRecordName = regexp.MustCompile(`^[0-9]+\.[ab]$`)

// checkNoTemps fails for any temp file (state.TempPrefix) under the roots,
// and for any leftover entry in the directories that must be empty when
// the worker is idle: the state dir's work/, bundles/tmp, bundles/ready and
// slots/, and every job's incoming/ in the spool.
func checkNoTemps(t testing.TB, stateDir, spool string) {
	t.Helper()
	for _, root := range []string{stateDir, spool} {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if strings.HasPrefix(d.Name(), state.TempPrefix) {
				t.Errorf("temp file left: %s", p)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	empty := []string{"work", "bundles/tmp", "bundles/ready", "slots"}
	for _, d := range empty {
		ents, err := os.ReadDir(filepath.Join(stateDir, d))
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			t.Fatal(err)
		}
		for _, e := range ents {
			if d == "slots" && slotRecordName.MatchString(e.Name()) {
				continue // a slot's record pair stays; its record is checked below
			}
			if d == "work" && e.IsDir() {
				// A slot's work dir stays; its workspaces must be gone.
				if inner, err := os.ReadDir(filepath.Join(stateDir, d, e.Name())); err != nil || len(inner) > 0 {
					t.Errorf("left in an idle worker's work/%s: %v %v", e.Name(), inner, err)
				}
				continue
			}
			t.Errorf("left in an idle worker's %s: %s", d, e.Name())
		}
	}
	if st, err := pipeline.ReadStatus(stateDir); err == nil {
		for _, s := range st {
			if s.Phase != pipeline.PhaseIdle || s.Err != nil {
				t.Errorf("slot %d of an idle worker: %s %v", s.Slot, s.Phase, s.Err)
			}
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		t.Error(err)
	}
	incoming, _ := filepath.Glob(filepath.Join(spool, "jobs", "*", "incoming", "*"))
	for _, p := range incoming {
		t.Errorf("staged bundle left in the spool: %s", p)
	}
}

// scannerProcs lists live processes whose executable lies under root (the
// test's directory, which holds the package store's scanner copies).
func scannerProcs(root string) []string {
	var out []string
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		if e.Name()[0] < '0' || e.Name()[0] > '9' {
			continue
		}
		exe, err := os.Readlink(filepath.Join("/proc", e.Name(), "exe"))
		if err != nil {
			continue
		}
		// The worker binary lives elsewhere (its own temp dir); anything
		// here is a scanner. A scanner runs from its sealed in-memory copy
		// ("/memfd:sluice:NAME"), with HOME in the rig's state dir.
		if !strings.HasPrefix(exe, root+string(filepath.Separator)) && !(strings.HasPrefix(exe, "/memfd:sluice:") && homeUnder(e.Name(), root)) {
			continue
		}
		out = append(out, e.Name()+" "+exe)
	}
	return out
}

// homeUnder reports whether process pid's environment sets HOME below
// root.
func homeUnder(pid, root string) bool {
	env, err := os.ReadFile(filepath.Join("/proc", pid, "environ"))
	if err != nil {
		return false
	}
	for _, kv := range strings.Split(string(env), "\x00") {
		if strings.HasPrefix(kv, "HOME="+root+string(filepath.Separator)) {
			return true
		}
	}
	return false
}

// checkNoScanners fails when a scanner process under root is alive; a
// process the kernel is still tearing down gets until the deadline.
func checkNoScanners(t testing.TB, root string, timeout time.Duration) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		left := scannerProcs(root)
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("scanner processes survive: %v", left)
			for _, l := range left {
				var pid int
				fmt.Sscan(l, &pid)
				_ = syscall.Kill(pid, syscall.SIGKILL) // leave nothing behind
			}
			return
		}
		time.Sleep(20 * time.Millisecond) // poll interval of a deadline-bounded poll
	}
}

// waitStatusDone polls `worker status --json` every 100ms until the queue
// shows n jobs done; it fails when p exits first or timeout passes.
func (r *rig) waitStatusDone(p *proc, n int, timeout time.Duration) {
	r.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		out, errOut, code := runBinary(r.t, r.bin, r.dir, "status", "--config", r.cfg, "--json")
		var st struct {
			Queue *struct{ Done int } `json:"queue"`
		}
		if code == 0 && json.Unmarshal([]byte(out), &st) == nil && st.Queue != nil && st.Queue.Done == n {
			return
		}
		if time.Now().After(deadline) {
			r.t.Fatalf("%d jobs not done in time; last status exit %d %s %s\nworker stderr:\n%s", n, code, out, errOut, p.stderr.String())
		}
		select {
		case <-p.exited:
			r.t.Fatalf("worker exited early: %v\n%s", p.err, p.stderr.String())
		case <-time.After(100 * time.Millisecond): // poll interval of a deadline-bounded poll
		}
	}
}

// runOneJob starts `worker run` on the rig, enqueues job-1 for the markers
// scanner with `worker enqueue`, waits until `worker status` shows it done
// and drains the worker with SIGTERM (exit 0). It returns the worker's
// stderr.
func (r *rig) runOneJob() string {
	r.t.Helper()
	p := r.start()
	out, errOut, code := runBinary(r.t, r.bin, r.dir, "enqueue", "--config", r.cfg, "--id", "job-1", "--scanner", markersScanner, r.target)
	if code != 0 {
		r.t.Fatalf("enqueue: exit %d %s %s", code, out, errOut)
	}
	// Generous bounds: the first job compiles its scanner (a WASM module
	// takes minutes on a loaded machine, next to other tests).
	r.waitStatusDone(p, 1, 5*time.Minute)
	p.drain(r.t, 2*time.Minute)
	return p.stderr.String()
}
