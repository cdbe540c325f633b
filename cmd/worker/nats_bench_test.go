package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	natsgo "github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	httpt "github.com/sluicehq/sluice/plugins/transport/http"
)

// BenchmarkNATSEndToEnd runs no-op jobs through 1, 2 and 4 `worker run`
// processes of 4 slots each, on transport.nats against an embedded
// JetStream server with file storage and, alternating with it in the same
// run, on transport.http against a real `worker coordinator serve`. The
// no-op is the probe from a signed package: probe=wasm is a WASM detector
// whose keyword the target lacks, so no process or guest instance starts
// per job and what is measured is the workers' own cost and the
// transport's; probe=subprocess starts the probe as a sandboxed process
// per job.
//
// The jobs are enqueued first (untimed). The measured span runs from the
// moment every worker has logged "worker started" (a WASM case fills the
// compile cache beforehand, so no worker compiles) to the last job done;
// jobs done before it are not counted. It reports
//
//   - jobs/s over the span;
//   - worker-cpu-ms/job: user + system CPU of the worker processes and
//     everything below them, per job;
//   - server-cpu-ms/job (transport.nats): CPU of the benchmark process,
//     which is the embedded NATS server plus the benchmark's own polling of
//     the jobs stream (one stream-info request every 50 ms);
//   - coordinator-cpu-ms/job (transport.http): CPU of the coordinator
//     process, including its answers to the benchmark's polling;
//   - total-cpu-ms/job, their sum, and server-msgs/job (transport.nats):
//     messages the server received and sent per job, a count that the
//     machine's load does not move.
//
// SLUICE_BENCH_PERF_DIR=dir records `perf record -g` of every worker over
// the span (see startPerf) and, for transport.nats, a Go CPU profile of
// the benchmark process (the embedded server) over the same span.
//
//	go test -run '^$' -bench 'BenchmarkNATSEndToEnd/probe=wasm' -benchtime 1x ./cmd/worker
func BenchmarkNATSEndToEnd(b *testing.B) {
	for _, probe := range []struct {
		backend string
		jobs    int
	}{{backendWASM, 400}, {backendSubprocess, 200}} {
		for _, workers := range []int{1, 2, 4} {
			for _, tp := range []string{"nats", "http"} {
				name := fmt.Sprintf("probe=%s/workers=%d/slots=4/transport=%s", probe.backend, workers, tp)
				b.Run(name, func(b *testing.B) {
					for range b.N {
						fleetCase(b, tp, probe.backend, workers, 4, probe.jobs)
					}
					b.ReportMetric(0, "ns/op")
				})
			}
		}
	}
}

// fleet is one benchmark installation: a rig whose workers use transport
// tp ("nats" or "http"), the server or coordinator, and a client.
type fleet struct {
	*rig
	b     *testing.B
	tp    string
	nats  *natsRig         // tp nats
	jobs  jetstream.Stream // tp nats: the job stream, through the benchmark's own connection
	progr jetstream.Stream // tp nats: the progress stream
	coord *coordProc       // tp http
	tr    transport.Queue
	// warm counts the jobs done before the measured ones (the warm-up).
	warm int
}

func fleetCase(b *testing.B, tp, probe string, workers, slots, jobs int) {
	b.StopTimer()
	f := newFleet(b, tp, probe, slots)
	if probe == backendWASM {
		f.warmCompileCache(workers)
	}
	ids := make([]string, jobs)
	for i := range ids {
		ids[i] = fmt.Sprintf("bench-%04d", i)
		if err := f.tr.Enqueue(context.Background(), job.Spec{ID: ids[i], Scanner: probeScanner,
			Target: job.Target{Kind: "path", Path: f.target}}); err != nil {
			b.Fatal(err)
		}
	}
	ps := make([]*proc, workers)
	for i := range ps {
		ps[i] = f.startWith(f.workerConfig(i))
	}
	for _, p := range ps {
		p.waitStarted(b, 5*time.Minute)
	}
	b.StartTimer()
	t0, done0 := time.Now(), f.done(ps)
	w0, s0, msgs0 := f.cpu(ps)
	stops := make([]func(), len(ps))
	for i, p := range ps {
		stops[i] = startPerf(b, p.cmd.Process.Pid, fmt.Sprintf("%s_worker%d", b.Name(), i))
	}
	if tp == "nats" {
		stops = append(stops, startServerProfile(b))
	}
	deadline := t0.Add(10 * time.Minute)
	for f.done(ps) < jobs {
		if time.Now().After(deadline) {
			b.Fatalf("%d of %d jobs done after 10 minutes\n%s", f.done(ps), jobs, lastBytes(stderrs(ps), 8000))
		}
		time.Sleep(50 * time.Millisecond) // poll interval of a deadline-bounded poll
	}
	el := time.Since(t0)
	w1, s1, msgs1 := f.cpu(ps)
	b.StopTimer()
	for _, stop := range stops {
		stop()
	}
	n := float64(jobs - done0)
	if n < float64(jobs)/2 {
		b.Fatalf("only %d of %d jobs ran in the measured span: the workers started too far apart", jobs-done0, jobs)
	}
	b.ReportMetric(n/el.Seconds(), "jobs/s")
	b.ReportMetric(ms(w1-w0)/n, "worker-cpu-ms/job")
	side := "coordinator-cpu-ms/job"
	if tp == "nats" {
		side = "server-cpu-ms/job"
		b.ReportMetric(float64(msgs1-msgs0)/n, "server-msgs/job")
		info, err := f.progr.Info(context.Background())
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(info.State.Msgs)/float64(jobs+f.warm), "progress-msgs/job")
	}
	b.ReportMetric(ms(s1-s0)/n, side)
	b.ReportMetric(ms(w1-w0+s1-s0)/n, "total-cpu-ms/job")
	b.ReportMetric(float64(jobs-done0), "jobs-measured")
	for _, p := range ps {
		p.kill()
	}
}

// newFleet builds the rig for probe with slots per worker and points its
// config at a fresh server (nats) or coordinator (http).
func newFleet(b *testing.B, tp, probe string, slots int) *fleet {
	b.Helper()
	r := newRig(b, sharedWorkerBinary(b), rigOptions{id: "n0", state: "state-n0", slots: slots, probe: true, probeBackend: probe})
	f := &fleet{rig: r, b: b, tp: tp}
	switch tp {
	case "nats":
		f.nats = natsRigFor(b, r, "1m", nil)
		f.tr = f.nats.client()
		nc, err := natsgo.Connect(f.nats.srv.ClientURL())
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(nc.Close)
		js, err := jetstream.New(nc)
		if err != nil {
			b.Fatal(err)
		}
		if f.jobs, err = js.Stream(context.Background(), "sluice_jobs"); err != nil {
			b.Fatal(err)
		}
		if f.progr, err = js.Stream(context.Background(), "sluice_progress"); err != nil {
			b.Fatal(err)
		}
	case "http":
		f.coord = startCoordinatorServe(b, r.bin, r.dir)
		setTransport(b, r.cfg, fmt.Sprintf("\n[transport]\nuse = \"http\"\n\n[transport.http]\nurl = %q\ntoken_file = \"coord/token\"\nlong_poll = \"2s\"\n", f.coord.url))
		tr, err := httpt.Open(httpt.Config{URL: f.coord.url, TokenFile: filepath.Join(r.dir, "coord", "token"), AdminTokenFile: filepath.Join(r.dir, "coord", "admin-token"),
			RequestTimeout: job.Duration(10 * time.Second), UploadTimeout: job.Duration(time.Minute)}, "bench", nil)
		if err != nil {
			b.Fatal(err)
		}
		f.tr = tr
	default:
		b.Fatalf("unknown transport %q", tp)
	}
	return f
}

// done counts the jobs done: enqueued jobs whose message left the work
// queue (nats), or the coordinator's done count (http).
func (f *fleet) done(ps []*proc) int {
	f.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if f.tp == "nats" {
		info, err := f.jobs.Info(ctx)
		if err != nil {
			f.t.Fatal(err)
		}
		// Every job is one message, removed when its job ends.
		return int(info.State.LastSeq-info.State.Msgs) - f.warm
	}
	st, err := f.tr.Stats(ctx)
	if err != nil {
		f.t.Fatalf("coordinator stats: %v\n%s", err, lastBytes(stderrs(ps), 8000))
	}
	return st.Done - f.warm
}

// cpu returns the CPU time of the workers (and their descendants), of the
// server side (the benchmark process for nats, the coordinator for http),
// and the server's message count (nats).
func (f *fleet) cpu(ps []*proc) (workers, side time.Duration, msgs int64) {
	f.t.Helper()
	for _, p := range ps {
		self, kids := processCPU(f.b, p.cmd.Process.Pid)
		workers += self + kids
	}
	if f.tp == "http" {
		self, kids := processCPU(f.b, f.coord.cmd.Process.Pid)
		return workers, self + kids, 0
	}
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		f.t.Fatal(err)
	}
	side = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	v, err := f.nats.srv.Varz(&server.VarzOptions{})
	if err != nil {
		f.t.Fatal(err)
	}
	return workers, side, v.InMsgs + v.OutMsgs
}

// warmCompileCache runs one job through worker 0 and copies its compile
// cache (and the cache's key) into the state dirs of workers 1..n-1, so
// no worker of the measured run compiles the WASM probe.
func (f *fleet) warmCompileCache(workers int) {
	f.t.Helper()
	if err := f.tr.Enqueue(context.Background(), job.Spec{ID: "warm-up", Scanner: probeScanner,
		Target: job.Target{Kind: "path", Path: f.target}}); err != nil {
		f.t.Fatal(err)
	}
	w := f.startWith(f.workerConfig(0))
	w.waitFor(f.t, "the warm-up job", 5*time.Minute, func() bool { return f.done([]*proc{w}) >= 1 })
	w.drain(f.t, time.Minute)
	f.warm = 1
	for i := 1; i < workers; i++ {
		f.workerConfig(i)
		dst := filepath.Join(f.dir, fmt.Sprintf("state-n%d", i))
		if err := os.MkdirAll(dst, 0o700); err != nil {
			f.t.Fatal(err)
		}
		if out, err := exec.Command("cp", "-a", filepath.Join(f.dir, "state-n0", "plugins"), dst+"/").CombinedOutput(); err != nil {
			f.t.Fatalf("copying the compile cache: %v\n%s", err, out)
		}
	}
}

// setTransport replaces the [transport.local] table of the worker.toml at
// path with section.
func setTransport(t testing.TB, path, section string) {
	t.Helper()
	body, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(string(body), "\n[transport.local]")
	if i < 0 {
		t.Fatalf("%s has no [transport.local]", path)
	}
	rest := ""
	if j := strings.Index(string(body)[i+1:], "\n["); j >= 0 {
		rest = string(body)[i+1+j:]
	}
	if err := os.WriteFile(path, []byte(string(body)[:i]+rest+section), 0o600); err != nil {
		t.Fatal(err)
	}
}

// startServerProfile writes a Go CPU profile of this process (the embedded
// NATS server) to <SLUICE_BENCH_PERF_DIR>/<name>_server.pprof until the
// returned function is called. Without the variable it does nothing.
func startServerProfile(b *testing.B) (stop func()) {
	b.Helper()
	dir := os.Getenv("SLUICE_BENCH_PERF_DIR")
	if dir == "" {
		return func() {}
	}
	out := filepath.Join(dir, strings.ReplaceAll(b.Name(), "/", "_")+"_server.pprof")
	f, err := os.Create(out)
	if err != nil {
		b.Fatal(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		b.Fatalf("profiling the server (SLUICE_BENCH_PERF_DIR is set; not with -cpuprofile): %v", err)
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
		b.Logf("CPU profile of the embedded server: %s", out)
	}
}
