package http_test

import (
	"bytes"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
	_ "github.com/sluicehq/sluice/plugins/transport/http/coordinator" // registers the sqlite driver
)

// chaosPlan sizes one chaos run.
type chaosPlan struct {
	jobs, workers, slots int
	faultRate            int // percent per fault kind per request
	workerKills          int
	coordKills           int
	// soak keeps the queue topped up while the kills go on, runs the
	// coordinator with its default max attempts (3), and requires every job
	// done and a clean progress journal.
	soak bool
	// crashLoop freezes the first worker (SIGSTOP, its scanners with it)
	// before the kills, kills only the others, every 0.3–2.5 s, thaws the
	// frozen one after the last kill, and, as soak does, runs the
	// coordinator with its default max attempts and requires every job
	// done: a crash loop must not spend the attempts of the jobs it holds.
	crashLoop bool
}

// soak enables TestChaosSoak:
//
//	go test -run TestChaosSoak -soak -timeout 60m ./plugins/transport/http/
var soak = flag.Bool("soak", false, "run the long chaos soak (TestChaosSoak)")

// TestChaosSoak is TestChaos at scale, behind -soak: 300 worker SIGKILLs
// and 30 coordinator SIGKILLs through the fault-injecting proxy while the
// queue is kept busy. It must end with every job done in exactly one
// accepted, verified bundle (none lost, none accepted twice, none failed
// for good) and no progress-journal error in any worker's log.
func TestChaosSoak(t *testing.T) {
	if !*soak {
		t.Skip("the chaos soak runs with -soak (about 10 minutes on 2 cores)")
	}
	runChaos(t, chaosPlan{jobs: 100, workers: 2, slots: 4, faultRate: 4, workerKills: 300, coordKills: 30, soak: true})
}

// TestChaosCrashLoop is an operator's bad night: of two workers, one hangs
// (SIGSTOP, holding its leases until they run out) and the other is killed
// and restarted every 0.3–2.5 s, against a coordinator with its default
// three attempts. Every job must end done, in exactly one accepted
// bundle: a restarted worker resumes the attempt its state holds, so the
// kills spend no attempt, and the hung worker's jobs go to the live one
// when their leases run out. A job that does fail must say why
// (checkChaosRecords requires a reason on every final report).
func TestChaosCrashLoop(t *testing.T) {
	plan := chaosPlan{jobs: 60, workers: 2, slots: 2, workerKills: 40, crashLoop: true}
	if testing.Short() {
		plan = chaosPlan{jobs: 16, workers: 2, slots: 2, workerKills: 8, crashLoop: true}
	}
	runChaos(t, plan)
}

// TestChaos runs real workers against the real coordinator through a
// fault-injecting proxy (dropped, delayed, duplicated and truncated
// requests and answers), SIGKILLs workers and the coordinator at random
// moments and restarts them, and then checks that every job has exactly one
// accepted bundle (or a terminal report), that every stored bundle matches
// its digest, and that every receipt a worker logged is the coordinator's
// record. -short runs a small version; the full run is 300 jobs through 2
// workers × 4 slots.
func TestChaos(t *testing.T) {
	plan := chaosPlan{jobs: 300, workers: 2, slots: 4, faultRate: 4, workerKills: 6, coordKills: 3}
	if testing.Short() {
		plan = chaosPlan{jobs: 30, workers: 2, slots: 2, faultRate: 4, workerKills: 2, coordKills: 1}
	}
	runChaos(t, plan)
}

func runChaos(t *testing.T, plan chaosPlan) {
	c := newCluster(t)
	attempts := "20"
	if plan.soak || plan.crashLoop {
		attempts = "3"
	}
	coordArgs := []string{"--dir", c.coordDir, "--tls", "off", "--lease", "3s", "--max-attempts", attempts, "--log-level", "debug"}
	coord, upstream := startCoordinator(t, c.dir, coordArgs...)
	proxy := newFaultProxy(t, upstream, plan.faultRate)
	tok, err := os.ReadFile(filepath.Join(c.coordDir, "admin-token"))
	if err != nil {
		t.Fatal(err)
	}
	adm := &admin{url: upstream, token: strings.TrimSpace(string(tok)), http: &http.Client{Timeout: 10 * time.Second}}
	jobs := 0
	addJobs := func(n int) {
		for range n {
			spec := job.Spec{ID: fmt.Sprintf("chaos-%05d", jobs), Scanner: "examples/markers", Target: job.Target{Kind: "path", Path: c.target}}
			if err := adm.post(api.PathJobs, spec); err != nil {
				t.Fatal(err)
			}
			jobs++
		}
	}
	addJobs(plan.jobs)
	type wk struct {
		cfg   string
		p     *proc
		logs  []string
		start func()
	}
	workers := make([]*wk, plan.workers)
	for i := range workers {
		w := &wk{cfg: c.workerConfig(t, fmt.Sprintf("w%d", i), proxy.URL(), plan.slots, "")}
		// No TLS through the proxy: plain http to loopback.
		body, _ := os.ReadFile(w.cfg)
		body = regexpCA.ReplaceAll(body, nil)
		os.WriteFile(w.cfg, body, 0o600)
		w.start = func() { w.p = start(t, c.dir, nil, "run", "--config", w.cfg) }
		w.start()
		workers[i] = w
	}
	logsOf := func() string {
		var b strings.Builder
		for _, w := range workers {
			b.WriteString(w.p.out.String())
		}
		return b.String()
	}

	// Chaos: kill at random moments while jobs remain.
	kills := make([]string, 0, plan.workerKills+plan.coordKills)
	for range plan.workerKills {
		kills = append(kills, "worker")
	}
	for range plan.coordKills {
		kills = append(kills, "coordinator")
	}
	rand.Shuffle(len(kills), func(i, j int) { kills[i], kills[j] = kills[j], kills[i] })
	started := time.Now()
	var coordLogs strings.Builder // every killed coordinator's log
	victims := workers
	if plan.crashLoop {
		// Freeze the first worker while it holds work, so its leases run
		// out under it.
		freezeHolding(t, workers[0].p, c.coordDir, "w0")
		victims = workers[1:]
	}
	for i, k := range kills {
		if plan.soak {
			// Keep work in flight for every kill.
			var s api.Stats
			if err := adm.get(api.PathStats, &s); err == nil && s.Ready < 20 {
				addJobs(40)
			}
			if (i+1)%50 == 0 {
				t.Logf("%d kills, %d jobs enqueued, %s", i+1, jobs, time.Since(started).Round(time.Second))
			}
		}
		pause := 300 + rand.N(1200)
		if plan.crashLoop {
			pause = 300 + rand.N(2200)
		}
		time.Sleep(time.Duration(pause) * time.Millisecond) // the random moment of a kill
		switch k {
		case "worker":
			w := victims[rand.N(len(victims))]
			w.p.kill()
			w.logs = append(w.logs, w.p.out.String())
			w.start()
		case "coordinator":
			coord.kill()
			coordLogs.WriteString(coord.out.String())
			coord, upstream = startCoordinator(t, c.dir, coordArgs...)
			proxy.setUpstream(upstream)
			adm.url = upstream
		}
	}
	if plan.crashLoop {
		syscall.Kill(-workers[0].p.cmd.Process.Pid, syscall.SIGCONT)
	}
	deadline := time.Now().Add(150 * time.Second)
	for {
		var s api.Stats
		err := adm.get(api.PathStats, &s)
		if err == nil && s.Done+s.Failed+s.Cancelled == jobs {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("jobs not finished: %+v %v\nproxy %s\n%s", s, err, proxy.summary(), tail(logsOf(), 8000))
		}
		time.Sleep(100 * time.Millisecond) // polling interval of a deadline-bounded poll
	}
	proxy.rate.Store(0)
	for _, w := range workers {
		// A worker restarted a moment ago may not handle signals yet.
		waitLog(t, w.p, "worker started", 60*time.Second)
		if err := w.p.stop(t, syscall.SIGTERM, 60*time.Second); err != nil {
			t.Errorf("worker drain: %v", err)
		}
		w.logs = append(w.logs, w.p.out.String())
	}
	if err := coord.stop(t, syscall.SIGTERM, 30*time.Second); err != nil {
		t.Errorf("coordinator stop: %v", err)
	}
	t.Logf("proxy faults: %s", proxy.summary())

	var all []string
	for _, w := range workers {
		all = append(all, w.logs...)
	}
	logs := strings.Join(all, "\n")
	coordLogs.WriteString(coord.out.String())
	done, failed := checkChaosRecords(t, c.coordDir, jobs, logs+"\n"+coordLogs.String())
	t.Logf("%d jobs, %d worker kills, %d coordinator kills: %d done, %d failed, wall %s",
		jobs, plan.workerKills, plan.coordKills, done, failed, time.Since(started).Round(time.Second))
	if plan.crashLoop {
		if n := countAttempts(t, c.coordDir, "w0", "expired"); n == 0 {
			t.Errorf("no lease of the frozen worker ran out: the run did not test a hung worker")
		} else {
			t.Logf("%d leases of the frozen worker ran out and went to the other", n)
		}
	}
	if (plan.soak || plan.crashLoop) && (failed != 0 || done != jobs) {
		t.Errorf("%d of %d jobs done, %d failed for good; want every job done", done, jobs, failed)
	}
	if plan.soak {
		if k := strings.Count(logs, "writing the progress journal failed"); k != 0 {
			t.Errorf("soak: %d progress-journal errors in the workers' logs", k)
		}
	}
}

// freezeHolding stops p's process group (the worker and its scanners) at a
// moment the coordinator records it holding at least one active attempt
// as worker: a stop that caught it between jobs is undone and tried again.
func freezeHolding(t *testing.T, p *proc, coordDir, worker string) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		syscall.Kill(-p.cmd.Process.Pid, syscall.SIGSTOP)
		if countAttempts(t, coordDir, worker, "active") > 0 {
			return
		}
		syscall.Kill(-p.cmd.Process.Pid, syscall.SIGCONT)
		if time.Now().After(deadline) {
			t.Fatalf("worker %s held no job within a minute\n%s", worker, tail(p.out.String(), 4000))
		}
		time.Sleep(20 * time.Millisecond) // polling interval of a deadline-bounded poll
	}
}

// countAttempts counts the attempts of worker in state in the
// coordinator's database.
func countAttempts(t *testing.T, coordDir, worker, state string) int {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(coordDir, "coordinator.db")+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT COUNT(*) FROM attempts WHERE worker_id = ? AND state = ?`, worker, state).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

var regexpCA = regexp.MustCompile(`(?m)^ca_file = .*$`)

// deliveredLine matches the pipeline's log line for an accepted bundle.
var deliveredLine = regexp.MustCompile(`msg="bundle delivered" .*job=(\S+)/(\d+) digest=([0-9a-f]{64}) receipt=(\S+)`)

// checkChaosRecords checks the coordinator's records against the workers'
// logs and returns how many jobs are done and failed.
func checkChaosRecords(t *testing.T, coordDir string, jobs int, workerLogs string) (done, failed int) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(coordDir, "coordinator.db")+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(`SELECT j.id, j.state,
		(SELECT COUNT(*) FROM attempts a WHERE a.job_id = j.id AND a.outcome = 'bundle'),
		(SELECT COUNT(*) FROM attempts a WHERE a.job_id = j.id AND a.outcome = 'terminal' AND j.state = 'failed'),
		COALESCE((SELECT a.report FROM attempts a WHERE a.job_id = j.id AND a.attempt = j.result_attempt), '')
		FROM jobs j`)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for rows.Next() {
		var id, st, report string
		var bundles, reports int
		if err := rows.Scan(&id, &st, &bundles, &reports, &report); err != nil {
			t.Fatal(err)
		}
		n++
		switch {
		case st == "done" && bundles == 1:
			done++
		case st == "failed" && bundles == 0:
			failed++
			defer logFailedJob(t, coordDir, id, workerLogs)
			// A job failed for good says why: worker result shows it.
			var r struct{ Reason string }
			if err := json.Unmarshal([]byte(report), &r); err != nil || r.Reason == "" {
				t.Errorf("job %s failed with no reason: final report %q", id, report)
			}
		default:
			t.Errorf("job %s: state %s with %d accepted bundles and %d final reports", id, st, bundles, reports)
		}
	}
	rows.Close()
	if n != jobs {
		t.Errorf("coordinator holds %d jobs, want %d", n, jobs)
	}
	// Every stored bundle matches its digest.
	rows, err = db.Query(`SELECT job_id, attempt, digest, receipt_id FROM attempts WHERE outcome = 'bundle'`)
	if err != nil {
		t.Fatal(err)
	}
	type rec struct{ digest, receipt string }
	records := map[string]rec{}
	for rows.Next() {
		var id, digest, receipt string
		var attempt int
		rows.Scan(&id, &attempt, &digest, &receipt)
		records[fmt.Sprintf("%s/%d", id, attempt)] = rec{digest, receipt}
		b, err := os.ReadFile(filepath.Join(coordDir, "bundles", digest+".bundle"))
		if err != nil {
			t.Errorf("job %s: %v", id, err)
			continue
		}
		if sum := sha256.Sum256(b); hex.EncodeToString(sum[:]) != digest {
			t.Errorf("job %s: stored bundle does not match digest %s", id, digest)
		}
	}
	rows.Close()
	// Every receipt a worker logged is the coordinator's record.
	logged := 0
	for _, m := range deliveredLine.FindAllStringSubmatch(workerLogs, -1) {
		logged++
		key := m[1] + "/" + m[2]
		r, ok := records[key]
		if !ok || r.digest != m[3] || r.receipt != m[4] {
			t.Errorf("worker logged delivery %s digest %s receipt %s; coordinator has %+v (found %v)", key, m[3], m[4], r, ok)
		}
	}
	if logged == 0 || done == 0 {
		t.Errorf("%d deliveries logged, %d jobs done", logged, done)
	}
	t.Logf("%d jobs: %d done, %d deliveries logged by workers", n, done, logged)
	return done, failed
}

// logFailedJob logs how each attempt of a failed job ended, and the worker
// log lines that name it, so a soak failure says why.
func logFailedJob(t *testing.T, coordDir, id, workerLogs string) {
	db, err := sql.Open("sqlite", "file:"+filepath.Join(coordDir, "coordinator.db")+"?mode=ro")
	if err != nil {
		t.Log(err)
		return
	}
	defer db.Close()
	rows, err := db.Query(`SELECT attempt, worker_id, slot, state, outcome, last_phase, report FROM attempts WHERE job_id = ? ORDER BY attempt`, id)
	if err != nil {
		t.Log(err)
		return
	}
	defer rows.Close()
	for rows.Next() {
		var attempt, slot int
		var worker, st, outcome, phase, report string
		rows.Scan(&attempt, &worker, &slot, &st, &outcome, &phase, &report)
		t.Logf("failed job %s attempt %d (worker %s slot %d): state %s outcome %q last phase %q report %.400s", id, attempt, worker, slot, st, outcome, phase, report)
	}
	var lines []string
	for l := range strings.Lines(workerLogs) {
		if strings.Contains(l, id) {
			lines = append(lines, l)
		}
	}
	t.Logf("worker log lines for %s:\n%s", id, tail(strings.Join(lines, ""), 20000))
}

// waitLog polls p's stderr until it holds want.
func waitLog(t *testing.T, p *proc, want string, d time.Duration) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !strings.Contains(p.out.String(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("no %q in the log within %s\n%s", want, d, p.out.String())
		}
		time.Sleep(20 * time.Millisecond) // polling interval of a deadline-bounded poll
	}
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

func (a *admin) post(path string, v any) error {
	b, _ := json.Marshal(v)
	req, _ := http.NewRequest(http.MethodPost, a.url+path, bytes.NewReader(b))
	req.Header.Set("Authorization", "Bearer "+a.token)
	resp, err := a.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("POST %s: %s", path, resp.Status)
	}
	return nil
}
