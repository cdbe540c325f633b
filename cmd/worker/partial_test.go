package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestPartialIsNeverDone runs a job whose target holds a file over
// limits.file_max_bytes through `worker run` on the local spool: the file
// is left unscanned, so the accepted bundle is partial, and `worker
// result` says so in text and JSON, with the reason and the count, and
// the delivered counter carries completion="partial". (A partial bundle
// used to show as done, with "No findings", everywhere.)
func TestPartialIsNeverDone(t *testing.T) {
	bin := sharedWorkerBinary(t)
	r := newRig(t, bin, rigOptions{id: "partial", state: "state", slots: 1})
	appendConfig(t, r.cfg, "\n[limits]\nfile_max_bytes = \"1KiB\"\n\n[metrics]\nlisten = \"127.0.0.1:0\"\n")
	warmBuiltinCache(t, r.dir)
	warmStateDir(t, filepath.Join(r.dir, "state"))
	if err := os.WriteFile(filepath.Join(r.target, "huge.log"), bytes.Repeat([]byte("a log line\n"), 1000), 0o644); err != nil {
		t.Fatal(err)
	}
	p := r.start()
	p.waitStarted(t, 2*time.Minute)
	// The start line names the version and the backends in use with what
	// their sandbox enforces here.
	if start := p.stderr.String(); !regexp.MustCompile(`msg="worker started" version=\S+ .*backends="subprocess \[sandbox: [^]]+\][^,]*, wasm"`).MatchString(start) {
		t.Errorf("the start line lacks the version or the backends with their sandbox:\n%s", start)
	}
	m := metricsURLLine.FindStringSubmatch(p.stderr.String())
	if m == nil {
		t.Fatalf("no metrics listening line in the log:\n%s", p.stderr.String())
	}
	ids := r.enqueue("part", 1, 1, "builtin/secrets")
	s := r.openSpool()
	defer s.Close()
	r.waitResolved(s, 1, 2*time.Minute, p)

	out, errOut, code := runBinary(t, bin, r.dir, "result", "--config", r.cfg, "--json", ids[0])
	if code != 0 {
		t.Fatalf("worker result --json: exit %d\n%s%s", code, out, errOut)
	}
	var res struct {
		State   string `json:"state"`
		Partial *struct {
			Reason    string `json:"reason"`
			Unscanned int64  `json:"unscanned"`
		} `json:"partial"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("worker result --json: %v\n%s", err, out)
	}
	if res.State != "partial" || res.Partial == nil || res.Partial.Reason != "unscanned" || res.Partial.Unscanned != 1 {
		t.Errorf("worker result --json of a job with a file left unscanned: %s", out)
	}
	out, errOut, code = runBinary(t, bin, r.dir, "result", "--config", r.cfg, ids[0])
	if code != 0 || !strings.Contains(out, "job "+ids[0]+": partial, attempt 1 (1 file not scanned: its bundle does not cover the whole target)") {
		t.Errorf("worker result: exit %d\n%s%s", code, out, errOut)
	}
	p.waitFor(t, "the delivered counter with completion partial", time.Minute, func() bool {
		_, body := httpGet(t, m[1]+"/metrics")
		return strings.Contains(body, `sluice_worker_jobs_delivered_total{completion="partial",scanner="builtin/secrets"} 1`)
	})
	p.drain(t, time.Minute)
}
