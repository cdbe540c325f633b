//go:build linux

package subprocess

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
)

// unsandboxed is the configuration of the tests of the sweep, which
// check host pids that the scanner reports; in the sandbox, the PID
// namespace ends every descendant (sandbox_test.go).
const unsandboxed = "[sandbox]\nmode = \"off\"\n"

func TestNoDescendantSurvives(t *testing.T) {
	in := load(t, newBackend(t, unsandboxed))
	rec := &recorder{}
	// The scanner starts a child in its group that holds stdout open, and a
	// grandchild that calls setsid, holds stderr open and is orphaned.
	mustScan(t, in, request(t, map[string]string{"mode": "fork"}), rec)
	pids := rec.logsWithPrefix("pid ")
	if len(pids) != 2 {
		t.Fatalf("scanner reported pids %q", pids)
	}
	for _, p := range pids {
		pid, err := strconv.Atoi(p)
		if err != nil {
			t.Fatal(err)
		}
		waitGone(t, pid)
	}
}

func TestEnvironmentIsScrubbed(t *testing.T) {
	t.Setenv("SLUICE_TEST_ALLOWED", "passed")
	t.Setenv("SLUICE_TEST_SECRET", "must-not-leak")
	b := newBackend(t, `
env_allow = ["SLUICE_TEST_ALLOWED", "SLUICE_TEST_UNSET"]
[env]
FIXED = "value"
LANG = "en_US.UTF-8"
`)
	in := load(t, b)
	rec := &recorder{}
	mustScan(t, in, request(t, map[string]string{"mode": "env"}), rec)
	env := map[string]string{}
	for _, kv := range rec.logsWithPrefix("env ") {
		k, v, _ := strings.Cut(kv, "=")
		env[k] = v
	}
	home := env["HOME"]
	if filepath.Dir(home) != b.runsDir || env["TMPDIR"] != home {
		t.Fatalf("HOME %q TMPDIR %q, want a run dir in %s", home, env["TMPDIR"], b.runsDir)
	}
	delete(env, "HOME")
	delete(env, "TMPDIR")
	want := map[string]string{"PATH": "/usr/bin:/bin", "LANG": "en_US.UTF-8", "FIXED": "value", "SLUICE_TEST_ALLOWED": "passed"}
	if len(env) != len(want) {
		t.Fatalf("environment %v, want %v plus HOME and TMPDIR", env, want)
	}
	for k, v := range want {
		if env[k] != v {
			t.Fatalf("environment %v, want %v plus HOME and TMPDIR", env, want)
		}
	}
	if _, err := os.Stat(home); !os.IsNotExist(err) {
		t.Fatalf("run dir %s not removed: %v", home, err)
	}
}

func TestWorkspaceIsWorkingDirectory(t *testing.T) {
	in := load(t, newBackend(t, ""))
	rec := &recorder{}
	req := request(t, map[string]string{"mode": "cwd"})
	mustScan(t, in, req, rec)
	want, err := filepath.EvalSymlinks(req.Workspace)
	if err != nil {
		t.Fatal(err)
	}
	if got := rec.logsWithPrefix("cwd "); len(got) != 1 || got[0] != want {
		t.Fatalf("cwd %q, want %q", got, want)
	}
}

func TestRlimits(t *testing.T) {
	in := load(t, newBackend(t, `
max_memory = "3GiB"
max_cpu_time = "90s"
max_open_files = 64
max_file_size = "1MiB"
`))
	rec := &recorder{}
	req := request(t, map[string]string{"mode": "rlimits"})
	// The smaller limit wins. Both leave room above the 1.2 GB of address
	// space a Go 1.26 program reserves at start: the test scanner died at
	// its first allocations under 768 MiB, now and then.
	req.Limits.MaxMemoryBytes = 2 << 30
	mustScan(t, in, req, rec)
	got := rec.logsWithPrefix("rlimit ")
	want := []string{
		"as " + strconv.Itoa(2<<30) + " " + strconv.Itoa(2<<30),
		"cpu 90 91",
		"nofile 64 64",
		"core 0 0",
		"fsize 1048576 1048576",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("rlimits\n got %q\nwant %q", got, want)
	}

	rec = &recorder{}
	mustScan(t, in, request(t, map[string]string{"mode": "bigfile"}), rec)
	if got := rec.logsWithPrefix("write: "); len(got) != 1 || !strings.Contains(got[0], "file too large") {
		t.Fatalf("writing 2MiB under a 1MiB RLIMIT_FSIZE: %q", got)
	}
}

// TestSweepSparesOtherChildren checks that the sweep does not touch a child
// of the worker that is not a scanner's descendant.
func TestSweepSparesOtherChildren(t *testing.T) {
	in := load(t, newBackend(t, unsandboxed))
	other := exec.Command(testScanner, "sleeper")
	if err := other.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = other.Process.Kill()
		_ = other.Wait()
	})
	mustScan(t, in, request(t, map[string]string{"mode": "fork"}), &recorder{})
	st, err := hostproc.ReadStat(other.Process.Pid)
	if err != nil || st.State == 'Z' || st.PPid != os.Getpid() {
		t.Fatalf("unrelated child %d: %+v, %v", other.Process.Pid, st, err)
	}
}

// TestConcurrentForkingScans runs scanners that leave descendants behind at
// the same time, so sweeps run while other scanners start and run.
func TestConcurrentForkingScans(t *testing.T) {
	in := load(t, newBackend(t, unsandboxed))
	const scans = 4
	recs := make([]*recorder, scans)
	errs := make([]error, scans)
	var wg sync.WaitGroup
	for i := range scans {
		recs[i] = &recorder{}
		req := request(t, map[string]string{"mode": "fork"})
		wg.Go(func() { errs[i] = in.Scan(t.Context(), req, recs[i]) })
	}
	wg.Wait()
	for i := range scans {
		if errs[i] != nil {
			t.Fatalf("scan %d: %v", i, errs[i])
		}
		for _, p := range recs[i].logsWithPrefix("pid ") {
			pid, err := strconv.Atoi(p)
			if err != nil {
				t.Fatal(err)
			}
			waitGone(t, pid)
		}
	}
}

func TestRlimitsAppliedBeforeExec(t *testing.T) {
	b := newBackend(t, "max_memory = \"1GiB\"\n"+unsandboxed)
	in := load(t, b)
	if b.noPtrace.Load() {
		t.Skip("ptrace is not permitted here; rlimits are applied after start")
	}
	// A Go runtime that gets RLIMIT_AS after it reserved its arenas dies at
	// its next mapping; applied before exec, it sizes its reservations to
	// fit. Repeat to make a late limit show.
	for range 20 {
		mustScan(t, in, request(t, nil), &recorder{})
	}
}

func TestCloseWithoutProvision(t *testing.T) {
	if err := New().Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := New().Load(t.Context(), testScannerEntry()); err == nil {
		t.Fatal("Load before Provision succeeded")
	}
}
