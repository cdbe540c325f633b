package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestTwoWorkersOneSpool runs two `worker run` processes (2 slots each, own
// state dirs) on one spool with the probe scanner, which records every run
// and notices when two runs of one job overlap. No job may run twice, let
// alone concurrently, and both workers must have done work. While the
// first worker runs, a third process started on its state dir must fail
// fast with a clear message.
func TestTwoWorkersOneSpool(t *testing.T) {
	t.Parallel()
	const n = 60
	bin := sharedWorkerBinary(t)
	markers := filepath.Join(t.TempDir(), "markers")
	r := newRig(t, bin, rigOptions{id: "w1", state: "state1", slots: 2, probe: true, markers: markers, hold: "30ms"})
	cfg2 := r.secondConfig("w1", "w2", "state2")
	ids := r.enqueue("two", n, 4, probeScanner)
	s := r.openSpool()

	w1 := r.start()
	w2 := r.startWith(cfg2)
	w1.waitStarted(t, time.Minute)

	// One state dir, two workers: the second fails fast.
	start := time.Now()
	cmd := exec.Command(bin, "run", "--config", r.cfg)
	cmd.Dir = r.dir
	cmd.Env = []string{"HOME=" + r.dir, "PATH=" + os.Getenv("PATH")}
	out, _ := cmd.CombinedOutput()
	if code := cmd.ProcessState.ExitCode(); code == 0 || !strings.Contains(string(out), "another worker uses state dir "+filepath.Join(r.dir, "state1")) {
		t.Errorf("second worker on one state dir: exit %d\n%s", code, out)
	}
	if strings.Contains(string(out), filepath.Join("state1", "plugins")) {
		t.Errorf("the lock error names an internal directory, not the configured state dir:\n%s", out)
	}
	t.Logf("the second worker on one state dir failed in %s", time.Since(start))

	// The process check sees running scanners (so its silence at the end
	// means something).
	deadline := time.Now().Add(time.Minute)
	for len(scannerProcs(r.dir)) == 0 && resolved(t, s) < n {
		if time.Now().After(deadline) {
			t.Fatal("never saw a scanner process")
		}
		time.Sleep(2 * time.Millisecond) // poll interval of a deadline-bounded poll
	}

	r.waitResolved(s, n, 3*time.Minute, w1, w2)
	w1.drain(t, time.Minute)
	w2.drain(t, time.Minute)

	r.checkResolved(s, ids, true)
	if o, _ := os.ReadDir(filepath.Join(markers, "overlap")); len(o) > 0 {
		t.Errorf("%d runs overlapped another run of the same job: %v", len(o), o)
	}
	runs, err := os.ReadDir(filepath.Join(markers, "runs"))
	if err != nil {
		t.Fatal(err)
	}
	perJob := map[string]int{}
	for _, e := range runs {
		perJob[e.Name()[:strings.IndexByte(e.Name(), '.')]]++
	}
	for _, id := range ids {
		if perJob[id] != 1 {
			t.Errorf("job %s ran %d times, want once", id, perJob[id])
		}
	}
	byWorker := map[string]int{}
	for _, id := range ids {
		data, err := os.ReadFile(filepath.Join(r.spool, "done", id))
		if err != nil {
			t.Fatal(err)
		}
		var e struct {
			WorkerID string `json:"worker_id"`
		}
		if err := json.Unmarshal(data, &e); err != nil {
			t.Fatal(err)
		}
		byWorker[e.WorkerID]++
	}
	t.Logf("jobs per worker: %v", byWorker)
	if byWorker["w1"] == 0 || byWorker["w2"] == 0 {
		t.Errorf("both workers should have run jobs: %v", byWorker)
	}
	for _, st := range []string{"state1", "state2"} {
		checkNoTemps(t, filepath.Join(r.dir, st), r.spool)
	}
	checkNoScanners(t, r.dir, 10*time.Second)
}
