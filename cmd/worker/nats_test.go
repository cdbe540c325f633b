package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/bundle"
	natstransport "github.com/sluicehq/sluice/plugins/transport/nats"
	"github.com/sluicehq/sluice/plugins/transport/nats/natstest"
)

var natsLong = flag.Bool("nats-long", false, "run the NATS end-to-end and chaos tests at full size (500 jobs; a long chaos run)")

// natsRig is a rig whose workers use transport.nats against an embedded
// JetStream server (file storage) in the test process.
type natsRig struct {
	*rig
	srv      *natstest.Server // nil on a cluster
	urls     []string
	replicas int
	markers  string
	lease    string
}

// newNATSRig builds a rig with the no-op probe scanner (recording every run
// under markers/) and points its config at a fresh embedded server.
func newNATSRig(t *testing.T, slots int, lease, hold string) *natsRig {
	t.Helper()
	return newNATSRigTB(t, slots, lease, hold)
}

func newNATSRigTB(t testing.TB, slots int, lease, hold string) *natsRig {
	t.Helper()
	return newNATSRigOn(t, slots, lease, hold, nil)
}

// noMarkers builds the probe as a plain no-op scanner, which records
// nothing: such runs check exactly-once on the job records alone.
const noMarkers = "no-markers"

// newNATSRigOn is newNATSRigTB against the servers of cluster (R3 streams),
// or a fresh single server when cluster is nil.
func newNATSRigOn(t testing.TB, slots int, lease, hold string, cluster *natstest.Cluster) *natsRig {
	t.Helper()
	bin := sharedWorkerBinary(t)
	markers := filepath.Join(t.TempDir(), "markers")
	if hold == noMarkers {
		markers, hold = "", ""
	}
	r := newRig(t, bin, rigOptions{id: "n0", state: "state-n0", slots: slots, probe: true, markers: markers, hold: hold})
	n := natsRigFor(t, r, lease, cluster)
	n.markers = markers
	return n
}

// natsRigFor points the worker.toml of r at the servers of cluster (R3
// streams), or at a fresh single server when cluster is nil, in place of
// its [transport.local] table.
func natsRigFor(t testing.TB, r *rig, lease string, cluster *natstest.Cluster) *natsRig {
	t.Helper()
	var srv *natstest.Server
	urls, replicas := []string(nil), 1
	if cluster == nil {
		srv = natstest.Start(t, filepath.Join(r.dir, "jetstream"), true)
		urls = []string{srv.ClientURL()}
	} else {
		urls, replicas = cluster.URLs(), 3
	}
	quoted := make([]string, len(urls))
	for i, u := range urls {
		quoted[i] = fmt.Sprintf("%q", u)
	}
	setTransport(t, r.cfg, fmt.Sprintf(`
[transport]
use = "nats"

[transport.nats]
urls = [%s]
replicas = %d
lease = %q
poll_interval = "20ms"
request_timeout = "5s"
max_attempts = 5
`, strings.Join(quoted, ", "), replicas, lease))
	return &natsRig{rig: r, srv: srv, urls: urls, replicas: replicas, lease: lease}
}

// client opens the rig's transport in the test process.
func (n *natsRig) client() *natstransport.Transport {
	n.t.Helper()
	cfg := natstransport.DefaultConfig()
	cfg.URLs, cfg.Replicas = n.urls, n.replicas
	cfg.MaxAttempts = 5
	tr, err := natstransport.Open(cfg, "test", nil)
	if err != nil {
		n.t.Fatal(err)
	}
	n.t.Cleanup(func() { tr.Close() })
	return tr
}

func (n *natsRig) enqueueN(tr *natstransport.Transport, prefix string, count int) []string {
	n.t.Helper()
	ids := make([]string, count)
	for i := range ids {
		ids[i] = fmt.Sprintf("%s-%04d", prefix, i)
		spec := job.Spec{ID: ids[i], Scanner: probeScanner, Target: job.Target{Kind: "path", Path: n.target}}
		if err := tr.Enqueue(context.Background(), spec); err != nil {
			n.t.Fatal(err)
		}
	}
	return ids
}

// waitDone polls the queue until at least len(ids) jobs ended and none is
// ready or leased.
func (n *natsRig) waitDone(tr *natstransport.Transport, ids []string, timeout time.Duration, procs func() []*proc) {
	n.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		st, err := tr.Stats(context.Background())
		if err == nil && st.Done+st.Failed >= len(ids) && st.Ready == 0 && st.Leased == 0 {
			return
		}
		if time.Now().After(deadline) {
			n.t.Fatalf("not every job ended within %s: %+v, %v\n%s", timeout, st, err, lastBytes(stderrs(procs()), 8000))
		}
		time.Sleep(50 * time.Millisecond) // poll interval of a deadline-bounded poll
	}
}

// checkExactlyOnce checks that every job is done with one accepted bundle
// that verifies against its receipt, and that no two runs of a job
// overlapped. It returns how many attempts the jobs took in all.
func (n *natsRig) checkExactlyOnce(tr *natstransport.Transport, ids []string, verifyBundles int) int {
	n.t.Helper()
	ctx := context.Background()
	attempts := 0
	for i, id := range ids {
		st, err := tr.JobState(ctx, id)
		if err != nil {
			n.t.Fatal(err)
		}
		if st.State != "done" || st.Receipt == nil || st.Receipt.Outcome != transport.OutcomeBundle {
			n.t.Fatalf("job %s: %+v (report %+v), want done with a bundle receipt", id, st, st.Report)
		}
		attempts += st.Attempt
		if i >= verifyBundles {
			continue
		}
		rc, r, err := tr.OpenBundle(ctx, id)
		if err != nil {
			n.t.Fatal(err)
		}
		p := filepath.Join(n.t.TempDir(), r.Digest+".bundle")
		f, err := os.Create(p)
		if err != nil {
			n.t.Fatal(err)
		}
		h := sha256.New()
		_, err = io.Copy(io.MultiWriter(f, h), rc)
		rc.Close()
		f.Close()
		if err != nil || hex.EncodeToString(h.Sum(nil)) != r.Digest {
			n.t.Fatalf("job %s: bundle read %v, sha256 differs from receipt %s", id, err, r.Digest)
		}
		s, err := bundle.Verify(p, bundle.DefaultLimits(), nil)
		if err != nil {
			n.t.Fatalf("job %s: bundle does not verify: %v", id, err)
		}
		if s.Header.Identity.JobID != id || s.Header.Identity.Attempt != r.Attempt {
			n.t.Fatalf("job %s: bundle of %s/%d, receipt of attempt %d", id, s.Header.Identity.JobID, s.Header.Identity.Attempt, r.Attempt)
		}
	}
	if over, _ := os.ReadDir(filepath.Join(n.markers, "overlap")); n.markers != "" && len(over) > 0 {
		n.t.Fatalf("%d runs of one job overlapped in time: %v", len(over), over)
	}
	return attempts
}

// workers starts k `worker run` processes with their own ids and state dirs.
func (n *natsRig) workers(k int) []*proc {
	n.t.Helper()
	ps := make([]*proc, k)
	for i := range ps {
		ps[i] = n.startWith(n.workerConfig(i))
	}
	return ps
}

// workerConfig returns the config of worker i of a rig whose first worker
// is n0: the rig's own for 0, else worker-n<i>.toml with its own id and
// state dir (written on first use).
func (r *rig) workerConfig(i int) string {
	if i == 0 {
		return r.cfg
	}
	id := fmt.Sprintf("n%d", i)
	p := filepath.Join(r.dir, "worker-"+id+".toml")
	if _, err := os.Stat(p); err == nil {
		return p
	}
	return r.secondConfig("n0", id, "state-"+id)
}

// TestNATSEndToEnd runs jobs across 3 `worker run` processes on one
// embedded JetStream server: every job is delivered exactly once (one
// attempt each, no overlapping runs) and every bundle verifies against its
// receipt. `worker enqueue`, `worker status` and `worker result` work
// against the server. 24 jobs with -short, else 150; 500 with -nats-long.
func TestNATSEndToEnd(t *testing.T) {
	t.Parallel()
	jobs := 150
	if testing.Short() {
		jobs = 24
	}
	if *natsLong {
		jobs = 500
	}
	n := newNATSRig(t, 2, "1m", "")
	tr := n.client()
	ids := n.enqueueN(tr, "e2e", jobs-1)
	out, errOut, code := runBinary(t, n.bin, n.dir, "enqueue", "--config", n.cfg, "--id", "by-cli", "--scanner", probeScanner, n.target)
	if code != 0 {
		t.Fatalf("worker enqueue: exit %d %s %s", code, out, errOut)
	}
	ids = append(ids, "by-cli")
	ps := n.workers(3)
	n.waitDone(tr, ids, 5*time.Minute, func() []*proc { return ps })
	for _, p := range ps {
		p.drain(t, time.Minute)
	}
	if attempts := n.checkExactlyOnce(tr, ids, len(ids)); attempts != len(ids) {
		t.Fatalf("%d attempts for %d jobs without faults, want one each", attempts, len(ids))
	}
	// Every worker took part.
	for i, p := range ps {
		if !strings.Contains(p.stderr.String(), "pulling jobs") {
			t.Errorf("worker %d never pulled:\n%s", i, p.stderr.String())
		}
	}
	out, errOut, code = runBinary(t, n.bin, n.dir, "status", "--config", n.cfg, "--json")
	var st struct {
		Queue struct {
			Transport string
			Done      int
		}
	}
	if code != 0 || json.Unmarshal([]byte(out), &st) != nil || st.Queue.Transport != "transport.nats" || st.Queue.Done != len(ids) {
		t.Fatalf("worker status: exit %d %s %s", code, out, errOut)
	}
	bundlePath := filepath.Join(n.dir, "by-cli.bundle")
	out, errOut, code = runBinary(t, n.bin, n.dir, "result", "--config", n.cfg, "--bundle", bundlePath, "--findings", "by-cli")
	if code != 0 || !strings.Contains(out, "job by-cli: done, attempt 1") || !strings.Contains(out, "verified against the receipt") {
		t.Fatalf("worker result: exit %d\n%s\n%s", code, out, errOut)
	}
}

// frozenOver reports whether job id is still leased, and not done, once
// the lease it was claimed with has run out while its worker is stopped.
// A delivery the worker sent just before SIGSTOP landed may still reach the
// server after the stop; reading "leased" right after the stop does not rule
// it out, but the job staying leased past its lease does (nothing else
// claims it: the stopped worker is the only one running).
func frozenOver(ctx context.Context, t *testing.T, tr *natstransport.Transport, id string, lease time.Duration) bool {
	t.Helper()
	over := time.Now().Add(lease + time.Second)
	for {
		st, err := tr.JobState(ctx, id)
		if err == nil && st.State != "leased" {
			return false
		}
		if time.Now().After(over) {
			return err == nil
		}
		time.Sleep(10 * time.Millisecond) // poll interval of a deadline-bounded poll
	}
}

// TestNATSChaos kills workers at random (SIGKILL) and restarts them,
// restarts the NATS server (file storage) mid-run, and freezes one worker
// past its lease (SIGSTOP) while it holds a job, whose late result must be
// refused. It must end with every job done exactly once: 0 lost, 0
// duplicated. 16 jobs with -short,
// else 120; 500 and more rounds with -nats-long.
func TestNATSChaos(t *testing.T) {
	t.Parallel()
	jobs, rounds := 120, 4
	if testing.Short() {
		jobs, rounds = 16, 2
	}
	if *natsLong {
		jobs, rounds = 500, 12
	}
	n := newNATSRig(t, 2, "2s", noMarkers) // frozenOver below waits out this lease
	tr := n.client()
	ctx := context.Background()

	// The frozen worker: it holds one job when it is stopped. A job may
	// finish before the stop lands; then the next one is tried.
	frozenCfg := n.workerConfig(3)
	frozen := n.startWith(frozenCfg)
	var frozenID string
	for try := 0; frozenID == ""; try++ {
		if try == 20 {
			t.Fatalf("the frozen worker finished each of 20 jobs before SIGSTOP landed\n%s", frozen.stderr.String())
		}
		id := n.enqueueN(tr, fmt.Sprintf("frozen%d", try), 1)[0]
		// Stop it once it started the job: the lease the transport holds
		// is not enough, since a worker stopped with the claim's answer
		// still on its way never learns it holds the job.
		started := `msg="job started" slot=`
		frozen.waitFor(t, "the frozen worker to start "+id, time.Minute, func() bool {
			for l := range strings.Lines(frozen.stderr.String()) {
				if strings.Contains(l, started) && strings.Contains(l, " job="+id+"/") {
					return true
				}
			}
			return false
		})
		frozen.signal(t, syscall.SIGSTOP)
		if frozenOver(ctx, t, tr, id, 2*time.Second) {
			frozenID = id
			break
		}
		frozen.signal(t, syscall.SIGCONT) // it got there first; try again
	}
	ids := n.enqueueN(tr, "chaos", jobs)
	ps := n.workers(3)
	// Another worker finishes the frozen job as its next attempt.
	deadline := time.Now().Add(time.Minute)
	for {
		st, err := tr.JobState(ctx, frozenID)
		if err == nil && st.State == "done" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no other worker finished %s within a minute: %+v, %v\n%s", frozenID, st, err, lastBytes(stderrs(ps), 8000))
		}
		time.Sleep(10 * time.Millisecond) // poll interval of a deadline-bounded poll
	}
	frozen.signal(t, syscall.SIGCONT)
	frozen.waitFor(t, "the frozen worker's stale result refused", time.Minute, func() bool {
		return strings.Contains(frozen.stderr.String(), "assignment is stale")
	})
	st, err := tr.JobState(ctx, frozenID)
	if err != nil || st.State != "done" || st.Attempt < 2 || st.Receipt == nil || st.Receipt.Attempt < 2 {
		t.Fatalf("job %s: %+v, %v; want done by a later attempt than the frozen one", frozenID, st, err)
	}

	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))
	var mu sync.Mutex
	all := append([]*proc{frozen}, ps...)
	snapshot := func() []*proc { mu.Lock(); defer mu.Unlock(); return append([]*proc(nil), all...) }
	for round := range rounds {
		stats, _ := tr.Stats(ctx)
		if stats.Done+stats.Failed >= jobs+1 {
			break
		}
		victim := rng.IntN(len(ps))
		time.Sleep(time.Duration(200+rng.IntN(600)) * time.Millisecond) // let work happen between faults
		ps[victim].kill()
		if round%2 == 1 {
			n.srv.Shutdown()
			n.srv.WaitForShutdown()
			n.srv = n.srv.Restart(t)
		}
		ps[victim] = n.startWith(n.workerConfig(victim))
		mu.Lock()
		all = append(all, ps[victim])
		mu.Unlock()
	}
	n.waitDone(tr, append(ids, frozenID), 5*time.Minute, snapshot)
	for _, p := range append(ps, frozen) {
		p.drain(t, time.Minute)
	}
	attempts := n.checkExactlyOnce(tr, append(ids, frozenID), 20)
	t.Logf("%d jobs, %d attempts (kills and one expired lease add attempts), 0 lost, 0 duplicated", jobs+1, attempts)
}

// TestNATSWithoutJetStreamExits checks that `worker run` against a NATS
// server without JetStream says so and exits instead of waiting.
func TestNATSWithoutJetStreamExits(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	dir := t.TempDir()
	plain := natstest.Start(t, "", false)
	cfg := filepath.Join(dir, "worker.toml")
	body := fmt.Sprintf("[worker]\nid = \"nojs\"\nstate_dir = \"state\"\n\n[transport]\nuse = \"nats\"\n\n[transport.nats]\nurls = [%q]\n", plain.ClientURL())
	if err := os.WriteFile(cfg, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	p := startRun(t, bin, dir, cfg)
	select {
	case <-p.exited:
	case <-time.After(time.Minute):
		t.Fatalf("worker still running against a server without JetStream:\n%s", p.stderr.String())
	}
	if p.err == nil || !strings.Contains(p.stderr.String(), "does not have JetStream enabled") {
		t.Fatalf("exit %v, stderr:\n%s", p.err, p.stderr.String())
	}
}

// TestNATSClusterChaos runs 500 jobs across 3 workers on a 3-node
// JetStream cluster with R3 streams and buckets, kills one node mid-run
// and restarts it, and SIGKILLs a worker. Then it takes the cluster's
// quorum away (2 of 3 nodes down) and, during that outage, restarts a
// worker and enqueues a job with `worker enqueue`: neither may give up
// (the worker waits or runs on, retrying; the enqueue waits up to
// start_timeout), with no restart supervisor around them. Every job must end done exactly once and every worker must
// still be running at the end. It runs only with -nats-long.
func TestNATSClusterChaos(t *testing.T) {
	t.Parallel()
	if !*natsLong {
		t.Skip("a 3-node cluster run: use -nats-long")
	}
	cluster := natstest.StartCluster(t, 3)
	n := newNATSRigOn(t, 2, "2s", "50ms", cluster)
	tr := n.client()
	ids := n.enqueueN(tr, "cluster", 500)
	ps := n.workers(3)
	snapshot := func() []*proc { return ps }
	waitAtLeast := func(k int) {
		deadline := time.Now().Add(5 * time.Minute)
		for {
			st, err := tr.Stats(context.Background())
			if err == nil && st.Done >= k {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("fewer than %d jobs done within 5m: %+v, %v", k, st, err)
			}
			time.Sleep(50 * time.Millisecond) // poll interval of a deadline-bounded poll
		}
	}
	waitAtLeast(100)
	victim := cluster.Nodes[1]
	victim.Shutdown()
	victim.WaitForShutdown()
	ps[0].kill()
	ps[0] = n.startWith(n.workerConfig(0))
	waitAtLeast(250)
	cluster.Restart(t, 1)

	// No quorum: a worker that starts now, and an enqueue, wait for it.
	waitAtLeast(350)
	for _, i := range []int{1, 2} {
		cluster.Nodes[i].Shutdown()
		cluster.Nodes[i].WaitForShutdown()
	}
	ps[1].kill()
	ps[1] = n.startWith(n.workerConfig(1))
	type enqueued struct {
		out, errOut string
		code        int
	}
	enq := make(chan enqueued, 1)
	go func() {
		out, errOut, code := runBinary(t, n.bin, n.dir, "enqueue", "--config", n.cfg, "--id", "outage-0000", "--scanner", probeScanner, n.target)
		enq <- enqueued{out, errOut, code}
	}()
	// It starts against the one node left or waits for the cluster; it
	// must not give up either way.
	ps[1].waitFor(t, "the restarted worker to start or wait for the cluster", time.Minute, func() bool {
		out := ps[1].stderr.String()
		return strings.Contains(out, "NATS not ready, waiting") || strings.Contains(out, "worker started")
	})
	cluster.Restart(t, 1)
	cluster.Restart(t, 2)
	if e := <-enq; e.code != 0 {
		t.Fatalf("worker enqueue during the outage: exit %d\nstdout %s\nstderr %s", e.code, e.out, e.errOut)
	}
	ids = append(ids, "outage-0000")

	n.waitDone(tr, ids, 10*time.Minute, snapshot)
	for i, p := range ps {
		if p.done() {
			t.Fatalf("worker %d exited during the run (no supervisor restarts it): %v\n%s", i, p.err, lastBytes(p.stderr.String(), 4000))
		}
	}
	for _, p := range ps {
		p.drain(t, time.Minute)
	}
	attempts := n.checkExactlyOnce(tr, ids, 50)
	t.Logf("%d jobs on a 3-node R3 cluster, a node down and back, then quorum lost while a worker started and a job was enqueued: %d attempts, 0 lost, 0 duplicated", len(ids), attempts)
}

// TestNATSCancel cancels NATS jobs with `worker cancel`: a queued job
// never runs, a running one is stopped at its worker's next renewal and
// ends cancelled, and an unknown job id is an error (exit 1).
func TestNATSCancel(t *testing.T) {
	t.Parallel()
	n := newNATSRig(t, 1, "3s", "10m") // the probe holds until it is stopped
	tr := n.client()
	ids := n.enqueueN(tr, "cancel", 2) // one slot: the first runs, the second waits
	p := n.start()
	ctx := context.Background()
	p.waitFor(t, "the first job to run", time.Minute, func() bool {
		st, err := tr.JobState(ctx, ids[0])
		return err == nil && st.State == "leased"
	})
	for _, id := range []string{ids[1], ids[0]} {
		out, errOut, code := runBinary(t, n.bin, n.dir, "cancel", "--config", n.cfg, id)
		if code != 0 || !strings.Contains(out, "cancel requested for "+id) {
			t.Fatalf("worker cancel %s: exit %d\n%s\n%s", id, code, out, errOut)
		}
	}
	p.waitFor(t, "the running job to end cancelled", time.Minute, func() bool {
		st, err := tr.JobState(ctx, ids[0])
		return err == nil && st.State == "cancelled"
	})
	st, err := tr.JobState(ctx, ids[0])
	if err != nil || st.Attempt != 1 || st.Report == nil || st.Report.Reason != "cancelled" {
		t.Fatalf("the running job: %+v (report %+v), %v; want attempt 1 ended by a cancelled report", st, st.Report, err)
	}
	if st, err := tr.JobState(ctx, ids[1]); err != nil || st.State != "cancelled" {
		t.Fatalf("the queued job: %+v, %v; want cancelled", st, err)
	}
	out, errOut, code := runBinary(t, n.bin, n.dir, "cancel", "--config", n.cfg, "no-such-job")
	if code != 1 || !strings.Contains(errOut, "is not known to transport transport.nats") {
		t.Fatalf("worker cancel of an unknown job: exit %d\n%s\n%s", code, out, errOut)
	}
	p.drain(t, time.Minute)
	if runs, _ := os.ReadDir(filepath.Join(n.markers, "runs")); len(runs) != 1 {
		t.Fatalf("%d scanner runs, want 1 (the queued job must never run)", len(runs))
	}
}

// TestNATSResultAll: `worker result --all` against NATS lists every done
// job from the state bucket and fetches each bundle from the object store:
// as JSON objects with their receipts, and with --findings as one stream
// of findings (one per job here) and one SARIF log. A job for a scanner no
// worker has stays ready and is not listed. (worker result --all answered
// "transport transport.nats cannot list jobs".)
func TestNATSResultAll(t *testing.T) {
	t.Parallel()
	n := newNATSRig(t, 2, "1m", "")
	tr := n.client()
	ctx := context.Background()
	ids := []string{"all-a", "all-b", "all-c"}
	for _, id := range ids {
		spec := job.Spec{ID: id, Scanner: markersScanner, Target: job.Target{Kind: "path", Path: n.target}}
		if err := tr.Enqueue(ctx, spec); err != nil {
			t.Fatal(err)
		}
	}
	orphan := job.Spec{ID: "orphan", Scanner: "acme/nope", Target: job.Target{Kind: "path", Path: n.target}}
	if err := tr.Enqueue(ctx, orphan); err != nil {
		t.Fatal(err)
	}
	w := n.start()
	deadline := time.Now().Add(3 * time.Minute)
	for _, id := range ids {
		for {
			st, err := tr.JobState(ctx, id)
			if err == nil && st.State == "done" {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("job %s not done within 3m: %+v %v\n%s", id, st, err, lastBytes(w.stderr.String(), 8000))
			}
			time.Sleep(20 * time.Millisecond) // poll interval of a deadline-bounded poll
		}
	}
	w.drain(t, time.Minute)

	out, errOut, code := runBinary(t, n.bin, n.dir, "result", "--config", n.cfg, "--all", "--json")
	if code != 0 {
		t.Fatalf("result --all --json: exit %d\n%s\n%s", code, out, errOut)
	}
	listed := map[string]bool{}
	dec := json.NewDecoder(strings.NewReader(out))
	for dec.More() {
		var r struct {
			JobID   string `json:"job_id"`
			State   string
			Receipt *transport.Receipt
		}
		if err := dec.Decode(&r); err != nil {
			t.Fatalf("result --all --json: %v\n%s", err, out)
		}
		if r.State != "done" || r.Receipt == nil || r.Receipt.Outcome != transport.OutcomeBundle || r.Receipt.JobID != r.JobID {
			t.Errorf("result --all --json lists %+v, want a done job with its bundle receipt", r)
		}
		listed[r.JobID] = true
	}
	if len(listed) != len(ids) || listed["orphan"] {
		t.Fatalf("result --all --json listed %v, want %v\n%s", listed, ids, out)
	}

	out, errOut, code = runBinary(t, n.bin, n.dir, "result", "--config", n.cfg, "--all", "--findings", "--format", "json")
	if code != 0 || !strings.Contains(errOut, "3 findings in 3 done jobs") {
		t.Fatalf("result --all --findings: exit %d\n%s\n%s", code, out, errOut)
	}
	found := map[string]int{}
	for _, f := range scanFindings(t, out) {
		if f["scanner"] != markersScanner {
			t.Errorf("finding of scanner %v, want %s", f["scanner"], markersScanner)
		}
		id, _ := f["job_id"].(string)
		found[id]++
	}
	for _, id := range ids {
		if found[id] != 1 || !strings.Contains(errOut, "job "+id+": done, attempt 1") {
			t.Errorf("job %s: %d findings, want 1; stderr:\n%s", id, found[id], errOut)
		}
	}

	out, errOut, code = runBinary(t, n.bin, n.dir, "result", "--config", n.cfg, "--all", "--findings", "--format", "sarif")
	var log struct {
		Runs []struct {
			Results []struct {
				Properties map[string]string `json:"properties"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(out), &log); code != 0 || err != nil || len(log.Runs) != 1 || len(log.Runs[0].Results) != len(ids) {
		t.Fatalf("result --all --format sarif: exit %d, %v\n%s\n%s", code, err, out, errOut)
	}
}

// TestNATSOutageKeepsTheLease: the NATS server goes away for 4 s of a job
// whose lease is 6 s (renewed every 2 s), and comes back. transport.nats
// refuses any renewal after the expiry it holds, so the worker must space
// its retries by that expiry: one lands after the server is back and
// before the expiry, the job finishes in its first attempt, and no lease
// is lost. (With retries spaced by the worker's own grace past the
// expiry, a short outage cost a finished job and an attempt.)
func TestNATSOutageKeepsTheLease(t *testing.T) {
	t.Parallel()
	n := newNATSRig(t, 1, "6s", "12s")
	tr := n.client()
	ctx := context.Background()
	ids := n.enqueueN(tr, "outage", 1)
	p := n.start()
	p.waitStarted(t, 2*time.Minute)
	p.waitFor(t, "the job leased", time.Minute, func() bool {
		st, err := tr.JobState(ctx, ids[0])
		return err == nil && st.State == "leased"
	})
	time.Sleep(2500 * time.Millisecond) // into the job, past its first renewal: the fault's timing
	n.srv.Shutdown()
	n.srv.WaitForShutdown()
	time.Sleep(4 * time.Second) // the outage
	n.srv = n.srv.Restart(t)
	n.waitDone(tr, ids, 2*time.Minute, func() []*proc { return []*proc{p} })
	st, err := tr.JobState(ctx, ids[0])
	if err != nil || st.State != "done" || st.Attempt != 1 || st.Receipt == nil || st.Receipt.Attempt != 1 {
		t.Fatalf("job after the outage: %+v (report %+v), %v; want done in attempt 1\n%s", st, st.Report, err, p.stderr.String())
	}
	if !strings.Contains(p.stderr.String(), "lease renewal failed; retrying") {
		t.Errorf("no renewal failed during a 4 s outage with renewals every 2 s: the fault missed\n%s", p.stderr.String())
	}
	for _, bad := range []string{"lease lost", "lease expired", "stale"} {
		if strings.Contains(p.stderr.String(), bad) {
			t.Errorf("the worker's log says %q:\n%s", bad, p.stderr.String())
		}
	}
	p.drain(t, time.Minute)
}
