package main

import (
	"bytes"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// metricsURLLine finds the metrics listener's URL in the worker's log.
var metricsURLLine = regexp.MustCompile(`msg="metrics listening" url=(http://[0-9.:]+)/metrics`)

// TestRunMetricsAndHealth runs real jobs through `worker run` with
// [metrics] listen set, scrapes /metrics, parses the exposition with the
// Prometheus text parser and checks names, types, labels and that the
// counters match what happened; then it drains the worker while a job runs
// and checks that /readyz turns 503 (draining) while /healthz stays 200.
func TestRunMetricsAndHealth(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	markers := filepath.Join(t.TempDir(), "markers")
	r := newRig(t, bin, rigOptions{id: "metrics-test", state: "state", slots: 2, probe: true, markers: markers, hold: "10m"})
	appendConfig(t, r.cfg, "\n[metrics]\nlisten = \"127.0.0.1:0\"\n")
	p := r.start()
	p.waitStarted(t, time.Minute)
	m := metricsURLLine.FindStringSubmatch(p.stderr.String())
	if m == nil {
		t.Fatalf("no metrics listening line in the log:\n%s", p.stderr.String())
	}
	base := m[1]

	const jobs = 3
	r.enqueue("m", jobs, 1, markersScanner)
	r.waitResolved(r.openSpool(), jobs, time.Minute, p)
	// The spool records a job done before the worker counts the receipt and
	// its slot goes idle, and progress events reach the journal in batches (group commit).
	var fams map[string]*dto.MetricFamily
	p.waitFor(t, "the delivered and journaled counters", time.Minute, func() bool {
		fams = scrape(t, base)
		d := series(t, fams, "sluice_worker_jobs_delivered_total", dto.MetricType_COUNTER, nil)
		busy := series(t, fams, "sluice_worker_slots_busy", dto.MetricType_GAUGE, map[string]string{"phase": "bundle_ready"})
		return len(d) == 1 && d[0].GetCounter().GetValue() == jobs && len(busy) == 1 && busy[0].GetGauge().GetValue() == 0 &&
			sumCounter(t, fams, "sluice_worker_progress_events_journaled_total", nil) >= 4*jobs
	})
	if code, body := httpGet(t, base+"/readyz"); code != http.StatusOK || body != "ready\n" {
		t.Errorf("/readyz of a running worker: %d %q", code, body)
	}

	scanner := map[string]string{"scanner": markersScanner}
	wantCounter(t, fams, "sluice_worker_jobs_claimed_total", scanner, jobs)
	wantCounter(t, fams, "sluice_worker_jobs_delivered_total", map[string]string{"scanner": markersScanner, "completion": "complete"}, jobs)
	wantCounter(t, fams, "sluice_worker_generations_started_total", scanner, jobs)
	wantCounter(t, fams, "sluice_worker_package_verifications_total", map[string]string{"result": "ok"}, 1)
	wantGauge(t, fams, "sluice_worker_packages_loaded", nil, 3) // examples, testkit, builtin
	if bi := series(t, fams, "sluice_build_info", dto.MetricType_GAUGE, nil); len(bi) != 1 || bi[0].GetGauge().GetValue() != 1 {
		t.Errorf("sluice_build_info: %v", bi)
	} else {
		for _, l := range bi[0].GetLabel() {
			if l.GetName() == "version" && (l.GetValue() == "" || strings.Contains(l.GetValue(), "(devel)")) {
				t.Errorf("sluice_build_info version %q", l.GetValue())
			}
		}
	}
	if s := series(t, fams, "sluice_worker_slots", dto.MetricType_GAUGE, nil); len(s) != 1 || s[0].GetGauge().GetValue() < 1 {
		t.Errorf("sluice_worker_slots: %v", s)
	}
	wantGauge(t, fams, "sluice_worker_draining", nil, 0)
	wantGauge(t, fams, "sluice_worker_scanners_loaded", nil, 3)
	wantGauge(t, fams, "sluice_worker_slots_busy", map[string]string{"phase": "assigned"}, 0)
	wantGauge(t, fams, "sluice_worker_slots_busy", map[string]string{"phase": "bundle_ready"}, 0)
	wantCounter(t, fams, "sluice_worker_progress_events_dropped_total", nil, 0)
	if n := sumCounter(t, fams, "sluice_worker_findings_total", scanner); n != jobs {
		t.Errorf("sluice_worker_findings_total for %s: %v, want %d (one marker per target)", markersScanner, n, jobs)
	}
	if n := sumCounter(t, fams, "sluice_worker_progress_events_journaled_total", nil); n < 4*jobs {
		t.Errorf("progress events journaled: %v, want at least claimed, preparing, executing and sealed for %d jobs", n, jobs)
	}
	for _, stage := range []string{"prepare", "execute", "seal", "deliver"} {
		wantHistogramCount(t, fams, "sluice_worker_stage_duration_seconds", map[string]string{"stage": stage}, jobs)
	}
	wantHistogramCount(t, fams, "sluice_worker_bundle_size_bytes", nil, jobs)
	for _, name := range []string{"go_goroutines", "process_cpu_seconds_total", "process_resident_memory_bytes"} {
		if fams[name] == nil {
			t.Errorf("%s missing: the Go runtime and process collectors are registered", name)
		}
	}
	for name, f := range fams {
		if !strings.HasPrefix(name, "sluice_") {
			continue
		}
		if f.GetType() == dto.MetricType_COUNTER && !strings.HasSuffix(name, "_total") {
			t.Errorf("counter %s does not end in _total", name)
		}
		for _, mt := range f.GetMetric() {
			for _, l := range mt.GetLabel() {
				switch l.GetName() {
				case "scanner", "reason", "outcome", "stage", "phase", "severity", "result", "op", "kind", "backend", "completion":
				case "version", "revision", "goversion":
					// One series per process: the build's.
					if name != "sluice_build_info" {
						t.Errorf("%s has build label %q", name, l.GetName())
					}
				default:
					t.Errorf("%s has label %q outside the bounded set", name, l.GetName())
				}
				if strings.HasPrefix(l.GetValue(), "m-") {
					t.Errorf("%s carries a job id as a label value: %s=%s", name, l.GetName(), l.GetValue())
				}
			}
		}
	}

	// A long job, then a drain: readiness goes, liveness stays.
	r.enqueue("hold", 1, 1, probeScanner)
	p.waitFor(t, "the probe scanner to run", time.Minute, func() bool {
		_, err := os.Stat(filepath.Join(markers, "running", "hold-0000"))
		return err == nil
	})
	wantGauge(t, scrape(t, base), "sluice_worker_slots_busy", map[string]string{"phase": "assigned"}, 1)
	p.signal(t, syscall.SIGTERM)
	p.waitFor(t, "/readyz to report draining", time.Minute, func() bool {
		code, body := httpGet(t, base+"/readyz")
		return code == http.StatusServiceUnavailable && strings.Contains(body, "draining: the worker is draining")
	})
	if code, body := httpGet(t, base+"/healthz"); code != http.StatusOK || body != "ok\n" {
		t.Errorf("/healthz while draining: %d %q, want 200 ok", code, body)
	}
	p.signal(t, syscall.SIGTERM) // abort the held job; its state is kept
	<-p.exited
	if code := p.cmd.ProcessState.ExitCode(); code != 130 {
		t.Errorf("exit after the second signal: %d, want 130\n%s", code, p.stderr.String())
	}
	if _, err := http.Get(base + "/healthz"); err == nil {
		t.Error("the metrics listener still answers after the worker exited")
	}
}

func appendConfig(t testing.TB, path, text string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(text); err != nil {
		t.Fatal(err)
	}
}

// submitterConfig writes, beside the worker config cfg, the config of
// whoever submits work to the same coordinator: the same packages and
// transport, with the coordinator's admin token in place of the worker
// token (a worker host holds only the worker token). It returns its path.
func submitterConfig(t testing.TB, cfg string) string {
	t.Helper()
	body, err := os.ReadFile(cfg)
	if err != nil {
		t.Fatal(err)
	}
	const worker = `token_file = "coord/token"`
	if !bytes.Contains(body, []byte(worker)) {
		t.Fatalf("%s has no %s line", cfg, worker)
	}
	body = bytes.ReplaceAll(body, []byte(worker), []byte(`admin_token_file = "coord/admin-token"`))
	p := strings.TrimSuffix(cfg, ".toml") + "-submit.toml"
	if err := os.WriteFile(p, body, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func httpGet(t testing.TB, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, string(b)
}

// scrape reads base/metrics and parses it with the Prometheus text parser.
func scrape(t testing.TB, base string) map[string]*dto.MetricFamily {
	t.Helper()
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") {
		t.Fatalf("/metrics Content-Type %q", ct)
	}
	p := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := p.TextToMetricFamilies(resp.Body)
	if err != nil {
		t.Fatalf("parsing the exposition: %v", err)
	}
	return fams
}

// series returns the series of name whose labels include want, checking
// the family's type.
func series(t testing.TB, fams map[string]*dto.MetricFamily, name string, typ dto.MetricType, want map[string]string) []*dto.Metric {
	t.Helper()
	f := fams[name]
	if f == nil {
		t.Errorf("metric %s missing", name)
		return nil
	}
	if f.GetType() != typ {
		t.Errorf("metric %s is a %s, want %s", name, f.GetType(), typ)
		return nil
	}
	var out []*dto.Metric
next:
	for _, m := range f.GetMetric() {
		have := map[string]string{}
		for _, l := range m.GetLabel() {
			have[l.GetName()] = l.GetValue()
		}
		for k, v := range want {
			if have[k] != v {
				continue next
			}
		}
		out = append(out, m)
	}
	return out
}

func sumCounter(t testing.TB, fams map[string]*dto.MetricFamily, name string, labels map[string]string) float64 {
	t.Helper()
	var n float64
	for _, m := range series(t, fams, name, dto.MetricType_COUNTER, labels) {
		n += m.GetCounter().GetValue()
	}
	return n
}

func wantCounter(t testing.TB, fams map[string]*dto.MetricFamily, name string, labels map[string]string, want float64) {
	t.Helper()
	s := series(t, fams, name, dto.MetricType_COUNTER, labels)
	if len(s) != 1 || s[0].GetCounter().GetValue() != want {
		t.Errorf("%s%v: %v, want one series of %v", name, labels, s, want)
	}
}

func wantGauge(t testing.TB, fams map[string]*dto.MetricFamily, name string, labels map[string]string, want float64) {
	t.Helper()
	s := series(t, fams, name, dto.MetricType_GAUGE, labels)
	if len(s) != 1 || s[0].GetGauge().GetValue() != want {
		t.Errorf("%s%v: %v, want one series of %v", name, labels, s, want)
	}
}

func wantHistogramCount(t testing.TB, fams map[string]*dto.MetricFamily, name string, labels map[string]string, want uint64) {
	t.Helper()
	s := series(t, fams, name, dto.MetricType_HISTOGRAM, labels)
	if len(s) != 1 || s[0].GetHistogram().GetSampleCount() != want {
		t.Errorf("%s%v: %v, want one histogram of %d samples", name, labels, s, want)
	}
}
