package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	workercmd "github.com/sluicehq/sluice/cmd"
	"github.com/sluicehq/sluice/internal/pipeline"
)

// setShutdownTimeout rewrites the rig's worker.shutdown_timeout.
func (r *rig) setShutdownTimeout(d string) {
	r.t.Helper()
	body, err := os.ReadFile(r.cfg)
	if err != nil {
		r.t.Fatal(err)
	}
	old := []byte(`shutdown_timeout = "30s"`)
	if !bytes.Contains(body, old) {
		r.t.Fatalf("%s has no %s", r.cfg, old)
	}
	if err := os.WriteFile(r.cfg, bytes.Replace(body, old, []byte(`shutdown_timeout = "`+d+`"`), 1), 0o600); err != nil {
		r.t.Fatal(err)
	}
}

// TestRestartsNeverFailAJob restarts a real `worker run` four times in the
// middle of one job, more often than limits.max_generations (3): twice by
// SIGKILL outside the scanner (at the "prepared" fault point) and twice by
// SIGTERM drains that hit shutdown_timeout while the scanner runs, which
// must exit with workercmd.ExitShutdownTimeout. The job must then end done in
// its first attempt. Before, the fourth start failed it for good with
// generations_exhausted, retryable false, and the drains exited 0.
func TestRestartsNeverFailAJob(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	markers := filepath.Join(t.TempDir(), "markers")
	r := newRig(t, bin, rigOptions{id: "restarts", state: "state", slots: 1, probe: true, markers: markers, hold: "2500ms"})
	r.setShutdownTimeout("1s")
	ids := r.enqueue("restart", 1, 1, probeScanner)
	s := r.openSpool()
	lockDir := filepath.Join(r.dir, "state", "plugins")

	for i := range 2 {
		w := r.start(workercmd.FaultPointEnv + "=" + pipeline.FaultPrepared)
		select {
		case <-w.exited:
		case <-time.After(time.Minute):
			t.Fatalf("kill %d: the worker never reached the fault point\n%s", i+1, w.stderr.String())
		}
		if !w.killedBySignal() {
			t.Fatalf("kill %d: worker ended with %v, want SIGKILL at the fault point\n%s", i+1, w.cmd.ProcessState, w.stderr.String())
		}
		waitLockFree(t, lockDir)
	}
	running := filepath.Join(markers, "running", ids[0])
	for i := range 2 {
		w := r.start()
		w.waitStarted(t, time.Minute)
		w.waitFor(t, "the scanner to run", time.Minute, func() bool { _, err := os.Stat(running); return err == nil })
		w.signal(t, syscall.SIGTERM)
		select {
		case <-w.exited:
		case <-time.After(time.Minute):
			t.Fatalf("drain %d did not end\n%s", i+1, w.stderr.String())
		}
		if code := w.cmd.ProcessState.ExitCode(); code != workercmd.ExitShutdownTimeout {
			t.Fatalf("drain %d that aborted a job: exit %d, want %d\n%s", i+1, code, workercmd.ExitShutdownTimeout, w.stderr.String())
		}
		waitLockFree(t, lockDir)
		// The aborted probe removes its running marker as it ends.
		w.waitFor(t, "the aborted scanner to end", time.Minute, func() bool { _, err := os.Stat(running); return os.IsNotExist(err) })
	}
	w := r.start()
	r.waitResolved(s, 1, 2*time.Minute, w)
	w.drain(t, time.Minute)
	r.checkResolved(s, ids, true)
	if strings.Contains(w.stderr.String(), "generations_exhausted") {
		t.Errorf("the last start spent the job's generations:\n%s", w.stderr.String())
	}
	checkNoTemps(t, filepath.Join(r.dir, "state"), r.spool)
}

// TestSpoolMovedAwayMidRun moves the spool directory away while a worker
// runs a job, and back. While it is away the worker logs the outage as an
// error and keeps its finished bundle, retrying delivery; `worker status`
// exits 1 naming the problem; `worker enqueue` fails and does not create
// the spool again. Once it is back every job ends done in its first
// attempt: nothing was discarded as stale and nothing cancelled. Before,
// finished jobs were discarded ("the spool has no such job"), status printed
// an empty queue with exit 0, and enqueue re-created the spool.
func TestSpoolMovedAwayMidRun(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	markers := filepath.Join(t.TempDir(), "markers")
	r := newRig(t, bin, rigOptions{id: "outage", state: "state", slots: 2, probe: true, markers: markers, hold: "800ms"})
	ids := r.enqueue("outage", 4, 2, probeScanner)
	s := r.openSpool()
	w := r.start()
	w.waitStarted(t, time.Minute)
	runningDir := filepath.Join(markers, "running")
	w.waitFor(t, "a scanner to run", time.Minute, func() bool { e, _ := os.ReadDir(runningDir); return len(e) > 0 })

	away := r.spool + ".away"
	if err := os.Rename(r.spool, away); err != nil {
		t.Fatal(err)
	}
	w.waitLog(t, "the outage error", "spool directory is unavailable", time.Minute)
	// The running scans end while the spool is away; their bundles wait.
	w.waitLog(t, "a delivery retried during the outage", "op=deliver", time.Minute)

	out, errOut, code := runBinary(t, bin, r.dir, "status", "--config", r.cfg)
	if code != 1 || !strings.Contains(out+errOut, "spool directory unavailable") {
		t.Errorf("status while the spool is away: exit %d, want 1 naming the outage\n%s%s", code, out, errOut)
	}
	out, errOut, code = runBinary(t, bin, r.dir, "enqueue", "--config", r.cfg, "--id", "late", "--scanner", probeScanner, r.target)
	if code == 0 || !strings.Contains(errOut, "spool directory unavailable") {
		t.Errorf("enqueue while the spool is away: exit %d\n%s%s", code, out, errOut)
	}
	if _, err := os.Stat(r.spool); !os.IsNotExist(err) {
		t.Fatalf("the spool was created again while it was away (%v)", err)
	}

	if err := os.Rename(away, r.spool); err != nil {
		t.Fatal(err)
	}
	r.waitResolved(s, len(ids), 2*time.Minute, w)
	w.drain(t, time.Minute)
	log := w.stderr.String()
	if strings.Contains(log, "assignment is stale") || strings.Contains(log, "lease lost") {
		t.Errorf("work was discarded during the outage:\n%s", log)
	}
	if !strings.Contains(log, "spool directory is available again") {
		t.Errorf("the recovery is not logged:\n%s", log)
	}
	r.checkResolved(s, ids, true)
	checkNoTemps(t, filepath.Join(r.dir, "state"), r.spool)
}

// TestSIGHUPWarnsAboutAChangedConfig: SIGHUP reloads only the packages; a
// worker.toml changed since start is reported with a warning that names the
// restart it needs. Before, the change was ignored without a word.
func TestSIGHUPWarnsAboutAChangedConfig(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	r := newRig(t, bin, rigOptions{id: "hup", state: "state", slots: 1})
	w := r.start()
	w.waitStarted(t, time.Minute)
	w.signal(t, syscall.SIGHUP)
	w.waitLog(t, "the first reload", "packages reloaded", time.Minute)
	if strings.Contains(w.stderr.String(), "worker.toml changed") {
		t.Fatalf("warned about an unchanged config:\n%s", w.stderr.String())
	}
	body, err := os.ReadFile(r.cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(r.cfg, bytes.Replace(body, []byte("slots = 1"), []byte("slots = 2"), 1), 0o600); err != nil {
		t.Fatal(err)
	}
	w.signal(t, syscall.SIGHUP)
	w.waitLog(t, "the warning", "worker.toml changed since start", time.Minute)
	w.drain(t, time.Minute)
}
