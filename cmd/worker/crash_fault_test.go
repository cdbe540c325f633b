package main

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	workercmd "github.com/sluicehq/sluice/cmd"
	"github.com/sluicehq/sluice/internal/pipeline"
)

// TestCrashFaultPoints stops a real `worker run` with SIGKILL at every
// pipeline fault point in turn (workercmd.FaultPointEnv), restarts it without
// the fault and checks that the job then ends exactly once. Jobs that pass
// the terminal-report points scan a target that does not exist, so they
// end with a terminal report; all others end with a bundle in their first
// attempt.
func TestCrashFaultPoints(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	r := newRig(t, bin, rigOptions{id: "fault", state: "state", slots: 1})
	s := r.openSpool()

	// A name that is not a fault point stops the worker before it runs.
	cmd := exec.Command(bin, "run", "--config", r.cfg)
	cmd.Dir = r.dir
	cmd.Env = []string{"HOME=" + r.dir, "PATH=/usr/bin:/bin", workercmd.FaultPointEnv + "=nowhere"}
	out, _ := cmd.CombinedOutput()
	if code := cmd.ProcessState.ExitCode(); code != workercmd.ExitUsage || !strings.Contains(string(out), `SLUICE_FAULT_POINT="nowhere" is not a fault point`) {
		t.Errorf("unknown fault point: exit %d, output:\n%s", code, out)
	}

	var good, bad []string
	for i, point := range pipeline.FaultPoints() {
		id := fmt.Sprintf("fp-%02d-%s", i, point)
		target := r.target
		if point == pipeline.FaultTerminalWritten || point == pipeline.FaultReported {
			target = filepath.Join(r.dir, "missing")
			bad = append(bad, id)
		} else {
			good = append(good, id)
		}
		out, errOut, code := runBinary(t, bin, r.dir, "enqueue", "--config", r.cfg, "--id", id, "--target-kind", "path", "--scanner", markersScanner, target)
		if code != 0 {
			t.Fatalf("enqueue %s: exit %d %s %s", id, code, out, errOut)
		}

		w := r.start(workercmd.FaultPointEnv + "=" + point)
		select {
		case <-w.exited:
		case <-time.After(time.Minute):
			t.Fatalf("%s: the worker never reached the fault point\n%s", point, w.stderr.String())
		}
		if !w.killedBySignal() || !strings.Contains(w.stderr.String(), "fault point reached") {
			t.Fatalf("%s: worker ended with %v, want death by SIGKILL at the point\n%s", point, w.cmd.ProcessState, w.stderr.String())
		}

		waitLockFree(t, filepath.Join(r.dir, "state", "plugins"))
		w = r.start()
		r.waitResolved(s, i+1, time.Minute, w)
		w.drain(t, time.Minute)
		if t.Failed() {
			return
		}
	}
	if c := r.checkResolved(s, good, true); c.done != len(good) {
		t.Errorf("%d of %d jobs done", c.done, len(good))
	}
	if c := r.checkResolved(s, bad, false); c.failed != len(bad) || c.attempts != len(bad) {
		t.Errorf("%d of %d jobs failed in %d attempts, want each failed once", c.failed, len(bad), c.attempts)
	}
	checkNoTemps(t, filepath.Join(r.dir, "state"), r.spool)
	checkNoScanners(t, r.dir, 10*time.Second)
}
