package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sluicehq/sluice/internal/sandbox/sandboxtest"
	"github.com/sluicehq/sluice/internal/syncbuf"
	"github.com/sluicehq/sluice/plugins/preparer/git/gitcmd/gitcmdtest"
)

// TestWorkerUnderServiceUnit runs `worker run` as uid 65534 with the mounts
// of the shipped systemd unit (emulated with unshare and setpriv,
// sandboxtest.Units): a sandboxed subprocess job and a git job (git in the
// sandbox too) complete. With /proc
// masked as ProtectKernelTunables= and ProtectKernelLogs= mask it, the
// worker's sandbox cannot start: /readyz says so and what to change, and
// the worker claims no job for its subprocess scanner and no git job
// (git runs in that sandbox; both stay ready in the queue for a worker
// that can run them) while it still runs WASM jobs of path targets, and
// worker scan of a git target stops at once.
func TestWorkerUnderServiceUnit(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("not root: emulating a unit's mounts takes root (unshare -m)")
	}
	bin := sharedWorkerBinary(t)
	r := newRig(t, bin, rigOptions{id: "unit", state: "state", slots: 1})
	appendConfig(t, r.cfg, "\n[metrics]\nlisten = \"127.0.0.1:0\"\n")
	warmBuiltinCache(t, r.dir)
	// A git repository for a git job: its git runs in the sandbox too.
	repo := filepath.Join(r.dir, "gitrepo")
	gitcmdtest.Git(t, r.dir, "init", "-q", "-b", "main", repo)
	gitcmdtest.Write(t, filepath.Join(repo, "a.txt"), "hello\n")
	gitcmdtest.Git(t, repo, "add", ".")
	gitcmdtest.Git(t, repo, "commit", "-q", "-m", "one")
	worker := filepath.Join(r.dir, "worker")
	copyFile(t, bin, worker, 0o755)
	tmp := filepath.Join(r.dir, "tmp")
	if err := os.Mkdir(tmp, 0o700); err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{filepath.Dir(r.dir), r.dir} {
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := filepath.Walk(r.dir, func(p string, _ os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(p, 65534, 65534)
	}); err != nil {
		t.Fatal(err)
	}
	env := []string{"HOME=" + r.dir, "TMPDIR=" + tmp, "PATH=" + os.Getenv("PATH")}
	// asNobody runs the worker's CLI as uid 65534, as an operator of the
	// unit's user would.
	asNobody := func(args ...string) (string, int) {
		t.Helper()
		cmd := exec.Command(worker, args...)
		cmd.Dir, cmd.Env = r.dir, env
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534, Groups: []uint32{}}}
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		if _, ok := err.(*exec.ExitError); err != nil && !ok {
			t.Fatal(err)
		}
		return out.String(), cmd.ProcessState.ExitCode()
	}
	start := func(unit string) (*proc, string) {
		t.Helper()
		cmd := sandboxtest.UnderUnit(t, t.Context(), unit, []string{r.dir}, worker, "run", "--config", r.cfg)
		cmd.Dir, cmd.Env = r.dir, env
		p := &proc{cmd: cmd, stderr: &syncbuf.Buffer{}, exited: make(chan struct{})}
		cmd.Stderr = p.stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		go func() { p.err = cmd.Wait(); close(p.exited) }()
		t.Cleanup(p.kill)
		p.waitStarted(t, 2*time.Minute)
		m := metricsURLLine.FindStringSubmatch(p.stderr.String())
		if m == nil {
			t.Fatalf("no metrics listening line in the log:\n%s", p.stderr.String())
		}
		return p, m[1]
	}
	wait := func(id string) string {
		t.Helper()
		out, code := asNobody("enqueue", "--config", r.cfg, "--id", id, "--wait", "--wait-timeout", "5m", "--json", "--scanner", scannerOf(id), r.target)
		if code != 0 {
			t.Fatalf("enqueue --wait %s: exit %d\n%s", id, code, out)
		}
		return out
	}

	t.Run("shipped", func(t *testing.T) {
		p, base := start("shipped")
		if out := wait("sub-1"); !strings.Contains(out, `"outcome": "bundle"`) && !strings.Contains(out, `"outcome":"bundle"`) {
			t.Fatalf("the subprocess job under the shipped unit: %s\nworker log:\n%s", out, p.stderr.String())
		}
		if !strings.Contains(p.stderr.String(), "backend.subprocess: the sandbox does not bound everything: no cgroup holds scanners") {
			t.Errorf("the subprocess backend did not say what its sandbox leaves unbounded:\n%s", p.stderr.String())
		}
		out, code := asNobody("enqueue", "--config", r.cfg, "--id", "git-1", "--wait", "--wait-timeout", "5m", "--json",
			"--scanner", "builtin/secrets", "--target-kind", "git", repo)
		if code != 0 || !strings.Contains(out, "bundle") {
			t.Fatalf("the git job under the shipped unit: exit %d %s\nworker log:\n%s", code, out, p.stderr.String())
		}
		if code, body := httpGet(t, base+"/readyz"); code != http.StatusOK {
			t.Errorf("/readyz under the shipped unit: %d %s", code, body)
		}
		p.drain(t, 2*time.Minute)
	})

	t.Run("masked", func(t *testing.T) {
		if out, code := asNobody("enqueue", "--config", r.cfg, "--id", "sub-2", "--scanner", markersScanner, r.target); code != 0 {
			t.Fatalf("enqueue: exit %d\n%s", code, out)
		}
		if out, code := asNobody("enqueue", "--config", r.cfg, "--id", "git-2", "--scanner", "builtin/secrets", "--target-kind", "git", repo); code != 0 {
			t.Fatalf("enqueue: exit %d\n%s", code, out)
		}
		p, base := start("masked")
		code, body := httpGet(t, base+"/readyz")
		if code != http.StatusServiceUnavailable || !strings.Contains(body, "backends: backend subprocess cannot run here") || !strings.Contains(body, "mounting the sandbox /proc") {
			t.Fatalf("/readyz with /proc masked: %d %s", code, body)
		}
		if !strings.Contains(body, "preparers: target kind git cannot be prepared here, so its jobs are not claimed") {
			t.Errorf("/readyz with /proc masked does not name the git targets: %s", body)
		}
		if !strings.Contains(p.stderr.String(), `msg="jobs of this target kind are not claimed here" target_kind=git`) {
			t.Errorf("no warning that git jobs are not claimed here:\n%s", p.stderr.String())
		}
		// The unit's ExecStartPre says what to change.
		check := sandboxtest.UnderUnit(t, t.Context(), "masked", []string{r.dir}, worker, "config", "check", "--config", r.cfg)
		check.Dir, check.Env = r.dir, env
		out, _ := check.CombinedOutput()
		if !strings.Contains(string(out), "sandbox: UNAVAILABLE") || !strings.Contains(string(out), "ProtectKernelTunables=") {
			t.Errorf("worker config check with /proc masked:\n%s", out)
		}
		// The WASM job, enqueued after the subprocess and git jobs, runs:
		// the worker has passed them by, and they stay ready.
		if out := wait("wasm-1"); !strings.Contains(out, "bundle") {
			t.Fatalf("the WASM job with /proc masked: %s\nworker log:\n%s", out, p.stderr.String())
		}
		status, _ := asNobody("status", "--config", r.cfg, "--json")
		var st struct{ Queue struct{ Ready, Done int } }
		if err := json.Unmarshal([]byte(status), &st); err != nil || st.Queue.Ready != 2 || st.Queue.Done != 3 {
			t.Fatalf("queue after the WASM job: %v %s, want the subprocess and git jobs still ready\nworker log:\n%s", err, status, p.stderr.String())
		}
		scan := sandboxtest.UnderUnit(t, t.Context(), "masked", []string{r.dir}, worker, "scan", "--config", r.cfg, "--git-ref", "HEAD", repo)
		scan.Dir, scan.Env = r.dir, env
		out, err := scan.CombinedOutput()
		if code := scan.ProcessState.ExitCode(); code != 3 || !strings.Contains(string(out), "cannot scan git targets on this machine") {
			t.Errorf("worker scan --git-ref with /proc masked: exit %d (%v), want 3 saying git cannot be prepared:\n%s", code, err, out)
		}
		p.drain(t, 2*time.Minute)
	})
}

// scannerOf names the scanner of the jobs TestWorkerUnderServiceUnit
// enqueues by their id.
func scannerOf(id string) string {
	if strings.HasPrefix(id, "wasm-") {
		return "builtin/secrets"
	}
	return markersScanner
}
