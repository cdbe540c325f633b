package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/plugins/transport/local"
)

// crashSeedEnv reruns TestCrashRandomKills with a logged seed.
const crashSeedEnv = "SLUICE_CRASH_SEED"

// TestCrashRandomKills SIGKILLs `worker run` (4 slots) at random moments
// while it works through 100 jobs and restarts it on the same state dir
// each time, at least 20 times. At the end every job must have exactly one
// accepted bundle or a terminal report, none lost or accepted twice, with
// nothing half-written left and no scanner process alive. The moments are
// drawn from a seeded generator (logged; rerun with SLUICE_CRASH_SEED): after
// each start the test waits until 0..2 more jobs resolved, then 0..40ms more,
// so kills land in start-up, recovery, scans, sealing and delivery alike.
// It kills at least 20 times under -short and 40 times without, and keeps
// killing while jobs remain, up to 30 and 120 kills.
func TestCrashRandomKills(t *testing.T) {
	t.Parallel()
	plan := killPlan{jobs: 100, minKills: 40, maxKills: 120}
	if testing.Short() {
		plan.minKills, plan.maxKills = 20, 30
	}
	runRandomKills(t, plan)
}

// soak enables the long soak runs (TestCrashSoak here, TestChaosSoak in
// plugins/transport/http). They are not part of -short or the default run:
//
//	go test -run TestCrashSoak -soak -timeout 60m ./cmd/worker/
var soak = flag.Bool("soak", false, "run the long crash soak (TestCrashSoak)")

// TestCrashSoak is TestCrashRandomKills at scale, behind -soak: 1,000
// random SIGKILLs of `worker run` over 2,000 jobs on the local spool, sized
// so that jobs remain for nearly every kill. It must end with every job
// done in exactly one accepted, verified bundle (none lost, none accepted
// twice, none failed), and no progress-journal error in any worker's log.
// The figures go to docs/benchmarks.md.
func TestCrashSoak(t *testing.T) {
	t.Parallel()
	if !*soak {
		t.Skip("the crash soak runs with -soak (about 20 minutes on 2 cores)")
	}
	runRandomKills(t, killPlan{jobs: 2000, minKills: 1000, maxKills: 1000, soak: true})
}

// killPlan sizes one random-kill run.
type killPlan struct {
	jobs               int
	minKills, maxKills int
	// soak enqueues through the library instead of `worker enqueue`, and
	// requires every job done and a clean progress journal.
	soak bool
}

func runRandomKills(t *testing.T, plan killPlan) {
	n, minKills, maxKills := plan.jobs, plan.minKills, plan.maxKills
	seed := time.Now().UnixNano()
	if v := os.Getenv(crashSeedEnv); v != "" {
		var err error
		if seed, err = strconv.ParseInt(v, 10, 64); err != nil {
			t.Fatalf("%s: %v", crashSeedEnv, err)
		}
	}
	t.Logf("seed %d (rerun with %s=%d)", seed, crashSeedEnv, seed)
	rng := rand.New(rand.NewPCG(uint64(seed), 0x5eed))

	bin := sharedWorkerBinary(t)
	r := newRig(t, bin, rigOptions{id: "crash", state: "state", slots: 4, lease: "5s"})
	s := r.openSpool()
	var ids []string
	if plan.soak {
		for i := range n {
			id := fmt.Sprintf("soak-%05d", i)
			if err := s.Enqueue(context.Background(), job.Spec{ID: id, Scanner: markersScanner,
				Target: job.Target{Kind: "path", Path: r.target}}); err != nil {
				t.Fatal(err)
			}
			ids = append(ids, id)
		}
	} else {
		ids = r.enqueue("crash", n, 4, markersScanner)
	}

	started := time.Now()
	kills, lockWaits := 0, 0
	var history strings.Builder // every worker's log, for failures
	for kills < minKills || (resolved(t, s) < n && kills < maxKills) {
		w := r.start()
		more := rng.IntN(3)
		delay := time.Duration(rng.IntN(40_000)) * time.Microsecond
		target := min(resolved(t, s)+more, n)
		deadline := time.Now().Add(time.Minute)
		for resolved(t, s) < target && !w.done() {
			if time.Now().After(deadline) {
				t.Fatalf("kill %d: no progress to %d resolved jobs in a minute\n%s", kills, target, w.stderr.String())
			}
			time.Sleep(5 * time.Millisecond) // poll interval of a deadline-bounded poll
		}
		select {
		case <-w.exited:
		case <-time.After(delay): // the random moment itself
		}
		if w.done() {
			t.Fatalf("kill %d: worker exited on its own: %v\n%s\nprocesses holding the state dir lock: %v", kills, w.err, w.stderr.String(),
				openers(filepath.Join(r.dir, "state", "plugins")))
		}
		w.kill()
		history.WriteString(w.stderr.String())
		if !w.killedBySignal() {
			t.Fatalf("kill %d: worker did not die of SIGKILL: %v", kills, w.cmd.ProcessState)
		}
		kills++
		if waitLockFree(t, filepath.Join(r.dir, "state", "plugins")) {
			lockWaits++
		}
		if plan.soak && kills%100 == 0 {
			t.Logf("%d kills, %d of %d jobs resolved, %s", kills, resolved(t, s), n, time.Since(started).Round(time.Second))
		}
	}
	before := resolved(t, s)
	w := r.start()
	r.waitResolved(s, n, 3*time.Minute, w)
	w.drain(t, time.Minute)
	history.WriteString(w.stderr.String())

	c := r.checkResolved(s, ids, false)
	t.Logf("%d kills (%d of %d jobs resolved before the last start): %d done, %d failed, %d attempts, wall %s",
		kills, before, n, c.done, c.failed, c.attempts, time.Since(started).Round(time.Second))
	if lockWaits > 0 {
		t.Logf("%d times a forked scanner child that had not reached exec yet still held the state dir lock after the worker died", lockWaits)
	}
	for _, id := range ids {
		if res, err := s.JobResult(t.Context(), id); err == nil && res.Report != nil {
			t.Logf("job %s failed in attempt %d: %s: %s", id, res.Attempt, res.Report.Reason, res.Report.Message)
		}
	}
	if plan.soak {
		if c.failed != 0 || c.done != n {
			t.Errorf("soak: %d of %d jobs done, %d failed for good; want every job done", c.done, n, c.failed)
		}
		if k := strings.Count(history.String(), "writing the progress journal failed"); k != 0 {
			t.Errorf("soak: %d progress-journal errors in the workers' logs", k)
		}
		if k := strings.Count(history.String(), "progress events were dropped"); k != 0 {
			t.Errorf("soak: progress events were dropped %d times", k)
		}
	}
	checkNoTemps(t, filepath.Join(r.dir, "state"), r.spool)
	if t.Failed() {
		logHistory(t, history.String(), r.spool)
	}
	checkNoScanners(t, r.dir, 10*time.Second)
}

// logHistory logs the worker log lines about each job that has something
// left in its spool incoming/ directory.
func logHistory(t testing.TB, history, spool string) {
	left, _ := filepath.Glob(filepath.Join(spool, "jobs", "*", "incoming", "*"))
	for _, p := range left {
		id := filepath.Base(filepath.Dir(filepath.Dir(p)))
		var lines []string
		for l := range strings.Lines(history) {
			if strings.Contains(l, id) || strings.Contains(l, "worker started") || strings.Contains(l, "recovering slot") {
				lines = append(lines, l)
			}
		}
		t.Logf("log lines for %s (left %s):\n%s", id, p, strings.Join(lines, ""))
	}
}

// waitLockFree waits until no process has a file open under dir (the
// state dir's lock lives there) and reports whether it had to wait. A
// killed worker's lock can outlive it for a moment: a scanner child it
// forked holds copies of all its descriptors, close-on-exec ones included,
// until it reaches exec, and a fresh worker would find the lock taken.
func waitLockFree(t testing.TB, dir string) bool {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	waited := false
	for {
		o := openers(dir)
		if len(o) == 0 {
			return waited
		}
		if time.Now().After(deadline) {
			t.Fatalf("the state dir lock is still held 30s after the worker died: %v", o)
		}
		waited = true
		time.Sleep(5 * time.Millisecond) // poll interval of a deadline-bounded poll
	}
}

// openers lists the processes with a file open under dir, with their
// command line and state (a diagnostic for lock trouble).
func openers(dir string) []string {
	var out []string
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		fds, err := os.ReadDir(filepath.Join("/proc", e.Name(), "fd"))
		if err != nil {
			continue
		}
		for _, fd := range fds {
			l, err := os.Readlink(filepath.Join("/proc", e.Name(), "fd", fd.Name()))
			if err != nil || !strings.HasPrefix(l, dir) {
				continue
			}
			cmd, _ := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
			st, _ := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
			exe, _ := os.Readlink(filepath.Join("/proc", e.Name(), "exe"))
			out = append(out, fmt.Sprintf("pid %s fd %s -> %s; exe %s; cmdline %q; stat %s", e.Name(), fd.Name(), l, exe, cmd, st))
		}
	}
	return out
}

// resolved counts the spool's done and failed jobs.
func resolved(t testing.TB, s *local.Spool) int {
	t.Helper()
	st, err := s.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return st.Done + st.Failed
}
