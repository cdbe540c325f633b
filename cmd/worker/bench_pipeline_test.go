package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/internal/syncbuf"
	"github.com/sluicehq/sluice/plugins/transport/local"
)

// BenchmarkPipeline measures the worker's overhead per job through the real
// binary, the real spool and a no-op scanner from a signed package (the
// probe as a subprocess or as a WASM detector in the worker's process, or
// the markers scanner's go-plugin build): b.N jobs are enqueued (untimed)
// and one `worker run` works through them. It reports
//
//   - jobs/s: b.N−1 jobs over the time from the first accepted delivery to
//     the last, as the spool recorded them (start-up and the scanner's
//     load excluded);
//   - p50-ms, p99-ms: per-job latency from claim to accepted delivery;
//   - fsync-ms: the median latency of one write+fsync of a small file in
//     the rig's directory, measured just before the jobs run (the floor's
//     unit);
//   - fsyncs/job (when strace is on PATH): fsync and fdatasync calls of the
//     worker and its scanners per job, counted with strace -f in separate
//     runs at one slot: (calls with 100 jobs − calls with none) / 100, for
//     the subprocess probe (also used for the go-plugin cases) and for the
//     WASM probe;
//   - floor-ms = fsyncs/job × fsync-ms, and p50/floor, the ratio of the
//     median latency to that floor;
//   - fsync-atomic-ms: half the median latency of one atomic write of a
//     new 512-byte file in the rig's directory (temp file, write, fsync,
//     rename, directory fsync), i.e. the cost of one fsync of the kind a
//     job makes: a new file or a directory after a rename, each of which
//     writes metadata (an inode, a directory block) besides data, where
//     fsync-ms rewrites blocks already allocated; floor-atomic-ms =
//     fsyncs/job × fsync-atomic-ms
//     and p50/floor-atomic, the ratio against that floor;
//   - cpu-ms/job: CPU time (user + system) of the worker and of every
//     process below it, reaped or still running (scanners, their sandbox,
//     a warm go-plugin process), from the first accepted delivery to the
//     last, per job; scanner-cpu-ms/job is the part of it spent in
//     those processes (each scanner process with its sandbox) rather than
//     in the worker itself;
//   - claim-ms, prepare-ms, execute-ms, seal-ms, deliver-ms: the mean time
//     of each pipeline stage, from the worker's own stage histograms
//     (scraped from its [metrics] listener after the run).
//
// The cases: 1 and 4 slots with the default sandbox, and 1, 4 and 16
// slots with the sandbox off (sandbox=off), which shows what starting a
// scanner in fresh namespaces costs per job and how far the pipeline's own
// durable writes go when many slots share the file system's journal
// commits; and 1 and 4 slots through backend.goplugin (goplugin/), the
// markers scanner's go-plugin build over the rig's one small file, which
// one warm plugin process serves without a process start per job; and 1,
// 4 and 16 slots of the WASM probe (wasm/), a detector whose keyword the
// target lacks: it starts no process and no guest instance per job, so it
// measures the worker's own overhead: claim, prepare, the host's keyword
// pass over the one-file workspace, bundle, deliver, progress and every
// durable write of the worker and the spool. A WASM case first runs one
// job through a worker of its own, so the measured worker loads the guest
// from the compile cache.
//
// SLUICE_BENCH_PERF_DIR=dir records a CPU profile of the worker over the
// measured span of each case with `perf record -g` (see startPerf).
//
// Run it with a fixed count, e.g. -benchtime=200x (scripts/bench.sh): every
// round builds and signs a package and starts a worker.
// SLUICE_BENCH_FILEOPS=1 also traces every file creation, rename, removal
// and sync of the strace runs and logs them per job and per kind of file.
//
// SLUICE_TEST_WORKER_BIN runs a prebuilt worker binary instead of building
// one, to compare two builds in one sitting.
func BenchmarkPipeline(b *testing.B) {
	bin := sharedWorkerBinary(b)
	perJob := map[string]float64{}
	if _, err := exec.LookPath("strace"); err == nil {
		for _, backend := range []string{backendSubprocess, backendWASM} {
			base, calls := countFsyncs(b, bin, backend, 0), countFsyncs(b, bin, backend, 100)
			perJob[backend] = float64(calls-base) / 100
			b.Logf("strace, %s probe: %d fsync/fdatasync calls for 100 jobs, %d for a start and drain without jobs", backend, calls, base)
		}
	} else {
		b.Log("strace not on PATH: no fsyncs/job (scripts/bench.sh installs it)")
	}
	for _, c := range []struct {
		name       string
		slots      int
		sandboxOff bool
	}{
		{"slots=1", 1, false},
		{"slots=4", 4, false},
		{"slots=1/sandbox=off", 1, true},
		{"slots=4/sandbox=off", 4, true},
		{"slots=16/sandbox=off", 16, true},
	} {
		config := ""
		if c.sandboxOff {
			config = "\n[backend.subprocess.sandbox]\nmode = \"off\"\n"
		}
		b.Run(c.name, pipelineCase(bin, perJob[backendSubprocess], rigOptions{id: "bench", state: "state", slots: c.slots, probe: true}, probeScanner, config))
	}
	// backend.goplugin: the markers scanner's go-plugin build, one warm
	// plugin process serving every job, over the rig's target of one
	// small file.
	for _, slots := range []int{1, 4} {
		b.Run(fmt.Sprintf("goplugin/slots=%d", slots),
			pipelineCase(bin, perJob[backendSubprocess], rigOptions{id: "bench", state: "state", slots: slots, backend: backendGoPlugin}, markersScanner, ""))
	}
	// backend.wasm: the probe as a no-op detector in the worker's process.
	for _, slots := range []int{1, 4, 16} {
		b.Run(fmt.Sprintf("wasm/slots=%d", slots),
			pipelineCase(bin, perJob[backendWASM], rigOptions{id: "bench", state: "state", slots: slots, probe: true, probeBackend: backendWASM}, probeScanner, ""))
	}
}

// pipelineCase is one case of BenchmarkPipeline: a rig for opt with config
// appended to its worker.toml, b.N jobs of scanner enqueued, and one
// worker run through them.
func pipelineCase(bin string, perJob float64, opt rigOptions, scanner, config string) func(*testing.B) {
	return func(b *testing.B) {
		if b.N < 2 {
			// The rate is measured between the first delivery and the
			// last; testing's probing round of one job measures nothing
			// (run it with -benchtime=200x).
			return
		}
		r := newRig(b, bin, opt)
		appendConfig(b, r.cfg, "\n[metrics]\nlisten = \"127.0.0.1:0\"\n"+config)
		s := r.openSpool()
		if opt.probeBackend == backendWASM {
			r.warmCompileCache(s)
		}
		fsyncLat := measureFsync(b, r.dir, 200)
		atomicLat := measureAtomicWrite(b, r.dir, 100) / 2
		before, err := s.Stats(context.Background())
		if err != nil {
			b.Fatal(err)
		}
		ids := make([]string, b.N)
		for i := range ids {
			ids[i] = fmt.Sprintf("bench-%06d", i)
			if err := s.Enqueue(context.Background(), job.Spec{ID: ids[i], Scanner: scanner,
				Target: job.Target{Kind: "path", Path: r.target}}); err != nil {
				b.Fatal(err)
			}
		}
		b.ResetTimer()
		w := r.start()
		self0, children0, counted := cpuAtFirstDelivery(b, s, before.Done, w)
		stopPerf := startPerf(b, w.cmd.Process.Pid, b.Name())
		r.waitResolved(s, before.Done+b.N, 10*time.Minute, w)
		self1, children1 := processCPU(b, w.cmd.Process.Pid)
		b.StopTimer()
		stopPerf()
		jobs := float64(b.N - counted)
		b.ReportMetric(ms(self1-self0+children1-children0)/jobs, "cpu-ms/job")
		b.ReportMetric(ms(children1-children0)/jobs, "scanner-cpu-ms/job")
		stages := scrapeStageMeans(b, w, b.N)
		w.drain(b, time.Minute)

		lat, span := r.jobTimes(ids)
		p50, p99 := percentile(lat, 50), percentile(lat, 99)
		b.ReportMetric(float64(b.N-1)/span.Seconds(), "jobs/s")
		b.ReportMetric(ms(p50), "p50-ms")
		b.ReportMetric(ms(p99), "p99-ms")
		b.ReportMetric(ms(fsyncLat), "fsync-ms")
		for stage, mean := range stages {
			b.ReportMetric(ms(mean), stage+"-ms")
		}
		if perJob > 0 {
			floor := time.Duration(perJob * float64(fsyncLat))
			b.ReportMetric(perJob, "fsyncs/job")
			b.ReportMetric(ms(floor), "floor-ms")
			b.ReportMetric(float64(p50)/float64(floor), "p50/floor")
			atomicFloor := time.Duration(perJob * float64(atomicLat))
			b.ReportMetric(ms(atomicLat), "fsync-atomic-ms")
			b.ReportMetric(ms(atomicFloor), "floor-atomic-ms")
			b.ReportMetric(float64(p50)/float64(atomicFloor), "p50/floor-atomic")
		}
		b.ReportMetric(0, "ns/op") // wall time per round says nothing here
	}
}

// scrapeStageMeans waits until the worker's stage histograms count n
// deliveries (the spool records a job done just before the worker times
// its deliver stage) and returns the mean duration of each stage.
func scrapeStageMeans(b *testing.B, w *proc, n int) map[string]time.Duration {
	b.Helper()
	m := metricsURLLine.FindStringSubmatch(w.stderr.String())
	if m == nil {
		b.Fatalf("no metrics listening line in the log:\n%s", w.stderr.String())
	}
	means := map[string]time.Duration{}
	w.waitFor(b, "the deliver stage histogram", time.Minute, func() bool {
		fams := scrape(b, m[1])
		for _, st := range []string{"claim", "prepare", "execute", "seal", "deliver"} {
			h := series(b, fams, "sluice_worker_stage_duration_seconds", dto.MetricType_HISTOGRAM, map[string]string{"stage": st})
			if len(h) != 1 || h[0].GetHistogram().GetSampleCount() == 0 {
				return false
			}
			hist := h[0].GetHistogram()
			if st == "deliver" && hist.GetSampleCount() < uint64(n) {
				return false
			}
			means[st] = time.Duration(hist.GetSampleSum() / float64(hist.GetSampleCount()) * float64(time.Second))
		}
		return true
	})
	return means
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// percentile returns the p-th percentile (nearest rank) of sorted ds.
func percentile(ds []time.Duration, p int) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	i := (len(ds)*p + 99) / 100
	return ds[max(0, min(len(ds)-1, i-1))]
}

// measureFsync returns the median latency of writing 512 bytes to a file
// in dir and fsyncing it, over n rounds (the median, because the machine is
// shared and a few slow rounds would move a mean).
func measureFsync(b *testing.B, dir string, n int) time.Duration {
	b.Helper()
	f, err := os.OpenFile(filepath.Join(dir, "fsync-probe"), os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	buf := make([]byte, 512)
	lat := make([]time.Duration, n)
	for i := range n {
		start := time.Now()
		if _, err := f.WriteAt(buf, int64(i%8)*512); err != nil {
			b.Fatal(err)
		}
		if err := f.Sync(); err != nil {
			b.Fatal(err)
		}
		lat[i] = time.Since(start)
	}
	slices.Sort(lat)
	return percentile(lat, 50)
}

// cpuAtFirstDelivery waits until the spool counts more than done0 jobs
// done (the worker delivered its first job, so start-up, package
// verification and the scanner's load are behind it) and returns the
// worker's CPU time then, and how many jobs were done by then (counted
// right after reading the CPU time, so at most a job or two too many).
func cpuAtFirstDelivery(b *testing.B, s *local.Spool, done0 int, w *proc) (self, children time.Duration, done int) {
	b.Helper()
	w.waitFor(b, "the first delivery", 5*time.Minute, func() bool {
		st, err := s.Stats(context.Background())
		return err == nil && st.Done > done0
	})
	self, children = processCPU(b, w.cmd.Process.Pid)
	st, err := s.Stats(context.Background())
	if err != nil {
		b.Fatal(err)
	}
	return self, children, st.Done - done0
}

// startPerf starts `perf record -g` of process pid (and its threads and
// children) when SLUICE_BENCH_PERF_DIR names a directory, writing
// <dir>/<name>.data (slashes in name become underscores), and returns the
// function that stops it. Without the variable it does nothing.
func startPerf(b *testing.B, pid int, name string) (stop func()) {
	b.Helper()
	dir := os.Getenv("SLUICE_BENCH_PERF_DIR")
	if dir == "" {
		return func() {}
	}
	out := filepath.Join(dir, strings.ReplaceAll(name, "/", "_")+".data")
	cmd := exec.Command("perf", "record", "-F", "999", "-g", "-p", strconv.Itoa(pid), "-o", out)
	var stderr syncbuf.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		b.Fatalf("starting perf (SLUICE_BENCH_PERF_DIR is set): %v", err)
	}
	return func() {
		// perf writes its file on SIGINT and then dies of it.
		_ = cmd.Process.Signal(syscall.SIGINT)
		_ = cmd.Wait()
		b.Logf("perf profile of the worker: %s\n%s", out, stderr.String())
	}
}

// warmCompileCache runs one job through a worker of the rig and drains it,
// so the next worker on the same state dir loads the WASM probe from
// backend.wasm's compile cache instead of compiling it while its first
// jobs wait.
func (r *rig) warmCompileCache(s *local.Spool) {
	r.t.Helper()
	if err := s.Enqueue(context.Background(), job.Spec{ID: "warm-up", Scanner: probeScanner,
		Target: job.Target{Kind: "path", Path: r.target}}); err != nil {
		r.t.Fatal(err)
	}
	w := r.start()
	r.waitResolved(s, 1, 5*time.Minute, w)
	w.drain(r.t, time.Minute)
}

// processCPU returns the user and system time of process pid itself
// (utime + stime of /proc/<pid>/stat) and of all its descendants: those it
// waited for (its cutime + cstime) and those still running, such as a warm
// go-plugin process and its sandbox init, or an idle resident sandbox init
// (each one's utime, stime, cutime and cstime, and so on down
// its own running children). A descendant reaped between two calls moves
// from the running part into the waited-for part, so the difference of
// two calls counts each CPU second once.
func processCPU(b *testing.B, pid int) (self, children time.Duration) {
	b.Helper()
	t, err := statCPU(pid)
	if err != nil {
		b.Fatal(err)
	}
	self, children = t[0]+t[1], t[2]+t[3]
	for queue := runningChildren(pid); len(queue) > 0; queue = queue[1:] {
		t, err := statCPU(queue[0])
		if err != nil {
			continue // it ended meanwhile and moved into its parent's cutime
		}
		children += t[0] + t[1] + t[2] + t[3]
		queue = append(queue, runningChildren(queue[0])...)
	}
	return self, children
}

// statCPU returns utime, stime, cutime and cstime of process pid.
func statCPU(pid int) ([4]time.Duration, error) {
	var t [4]time.Duration
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return t, err
	}
	// The fields after the command name, which ends at the last ')':
	// state is field 3, utime..cstime are fields 14..17.
	f := strings.Fields(string(data[strings.LastIndexByte(string(data), ')')+1:]))
	const tick = time.Second / 100 // USER_HZ
	for i, s := range f[11:15] {
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return t, fmt.Errorf("/proc/%d/stat: %v", pid, err)
		}
		t[i] = time.Duration(v) * tick
	}
	return t, nil
}

// runningChildren returns the running children of pid, from the children
// file of each of its threads.
func runningChildren(pid int) []int {
	tasks, _ := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
	var kids []int
	for _, task := range tasks {
		data, _ := os.ReadFile(fmt.Sprintf("/proc/%d/task/%s/children", pid, task.Name()))
		for _, f := range strings.Fields(string(data)) {
			if k, err := strconv.Atoi(f); err == nil {
				kids = append(kids, k)
			}
		}
	}
	return kids
}

// measureAtomicWrite returns the median latency of one durable atomic
// write of a new 512-byte file in dir, as the worker and the spool make
// them: create a temp file, write, fsync, rename it over the target, fsync
// the directory. Two fsyncs, each writing metadata as well as data.
func measureAtomicWrite(b *testing.B, dir string, n int) time.Duration {
	b.Helper()
	dir = filepath.Join(dir, "atomic-probe")
	if err := os.Mkdir(dir, 0o700); err != nil {
		b.Fatal(err)
	}
	defer os.RemoveAll(dir)
	buf := make([]byte, 512)
	lat := make([]time.Duration, n)
	for i := range n {
		start := time.Now()
		if err := state.WriteFileAtomic(filepath.Join(dir, "target"), buf); err != nil {
			b.Fatal(err)
		}
		lat[i] = time.Since(start)
	}
	slices.Sort(lat)
	return percentile(lat, 50)
}

// jobTimes reads each job's claim time (its done entry) and end time (its
// attempt record) from the spool and returns the sorted latencies and the
// span from the first end to the last (so the first job's wait for the
// scanner's load is not in it).
func (r *rig) jobTimes(ids []string) ([]time.Duration, time.Duration) {
	r.t.Helper()
	var lat []time.Duration
	var first, last time.Time
	for _, id := range ids {
		data, err := os.ReadFile(filepath.Join(r.spool, "done", id))
		if err != nil {
			r.t.Fatal(err)
		}
		var e struct {
			Claimed time.Time `json:"claimed"`
		}
		if err := json.Unmarshal(data, &e); err != nil {
			r.t.Fatal(err)
		}
		atts := r.readAttempts(id)
		if len(atts) != 1 {
			r.t.Fatalf("job %s: %d attempts", id, len(atts))
		}
		ended := atts[0].Ended
		lat = append(lat, ended.Sub(e.Claimed))
		if first.IsZero() || ended.Before(first) {
			first = ended
		}
		if ended.After(last) {
			last = ended
		}
	}
	slices.Sort(lat)
	return lat, last.Sub(first)
}

// countFsyncs starts a worker with one slot under strace -f (scanner
// sandbox off), lets it run n no-op jobs of the probe for backend, drains
// it and returns its fsync plus fdatasync calls.
func countFsyncs(b *testing.B, bin, backend string, n int) int {
	b.Helper()
	r := newRig(b, bin, rigOptions{id: "strace", state: "state", slots: 1, probe: true, probeBackend: backend})
	// The sandbox stops each scanner under ptrace, which a process strace
	// already traces cannot do; the pipeline's fsyncs do not depend on it.
	appendConfig(b, r.cfg, "\n[backend.subprocess.sandbox]\nmode = \"off\"\n")
	s := r.openSpool()
	warm := 0
	if backend == backendWASM && n > 0 {
		r.warmCompileCache(s)
		warm = 1
	}
	for i := range n {
		if err := s.Enqueue(context.Background(), job.Spec{ID: fmt.Sprintf("st-%04d", i), Scanner: probeScanner,
			Target: job.Target{Kind: "path", Path: r.target}}); err != nil {
			b.Fatal(err)
		}
	}
	out := filepath.Join(r.dir, "strace.out")
	args := []string{"-f", "-qq", "-c", "-e", "trace=fsync,fdatasync"}
	fileOps := os.Getenv("SLUICE_BENCH_FILEOPS") != "" && n > 0
	if fileOps {
		// The calls themselves as well as the summary (-C), with file
		// names for descriptors (-y), for logFileOps.
		args = []string{"-f", "-qq", "-C", "-y", "-e", fileOpsTrace}
	}
	cmd := exec.Command("strace", append(args, "-o", out, r.bin, "run", "--config", r.cfg)...)
	cmd.Dir = r.dir
	cmd.Env = []string{"HOME=" + r.dir, "PATH=" + os.Getenv("PATH")}
	p := &proc{cmd: cmd, stderr: &syncbuf.Buffer{}, exited: make(chan struct{})}
	cmd.Stderr = p.stderr
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	go func() { p.err = cmd.Wait(); close(p.exited) }()
	b.Cleanup(p.kill)
	p.waitStarted(b, time.Minute)
	r.waitResolved(s, warm+n, 10*time.Minute, p)
	// strace forwards nothing: SIGTERM the worker, its child.
	child, err := onlyChild(cmd.Process.Pid)
	if err != nil {
		b.Fatal(err)
	}
	if err := syscall.Kill(child, syscall.SIGTERM); err != nil {
		b.Fatal(err)
	}
	select {
	case <-p.exited:
	case <-time.After(time.Minute):
		b.Fatalf("worker under strace did not drain\n%s", p.stderr.String())
	}
	data, err := os.ReadFile(out)
	if err != nil {
		b.Fatal(err)
	}
	calls := 0
	for _, m := range regexp.MustCompile(`(?m)^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(?:\d+\s+)?(fsync|fdatasync)\s*$`).FindAllStringSubmatch(string(data), -1) {
		c, _ := strconv.Atoi(m[1])
		calls += c
	}
	if calls == 0 {
		b.Fatalf("no fsync calls in the strace summary:\n%s", data)
	}
	if fileOps {
		logFileOps(b, out, r.dir, n)
	}
	return calls
}

// onlyChild returns the one child process of pid.
func onlyChild(pid int) (int, error) {
	kids := runningChildren(pid)
	if len(kids) != 1 {
		return 0, fmt.Errorf("process %d has children %v, want one", pid, kids)
	}
	return kids[0], nil
}
