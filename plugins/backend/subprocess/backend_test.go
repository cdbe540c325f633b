//go:build linux

package subprocess

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/modules"
	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
	"github.com/sluicehq/sluice/sdk/scanner"
)

func TestRegistered(t *testing.T) {
	m, ok := modules.Lookup(ID)
	if !ok {
		t.Fatalf("%s is not registered", ID)
	}
	if _, ok := m.New().(*Backend); !ok {
		t.Fatalf("New returns %T", m.New())
	}
	// The declared defaults are New's (plugins/keys_test.go) and valid.
	if err := New().Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestParseAndValidateErrors(t *testing.T) {
	tests := []struct {
		name, toml, want string
	}{
		{"unknown key", "kill_grace = \"1s\"\nmax_memroy = 1\n", `unknown key "max_memroy" (line 2)`},
		{"bad duration", `kill_grace = "soon"`, "invalid duration"},
		{"bad size", `max_memory = "lots"`, "invalid size"},
		{"zero grace", `kill_grace = "0s"`, "kill_grace"},
		{"tiny memory", `max_memory = "1MiB"`, "max_memory"},
		{"sub-second cpu", `max_cpu_time = "10ms"`, "max_cpu_time"},
		{"few files", `max_open_files = 3`, "max_open_files"},
		{"reserved allow", `env_allow = ["HOME"]`, "env_allow[0]"},
		{"bad name", `env_allow = ["A=B"]`, "env_allow[0]"},
		{"reserved env", "[env]\nTMPDIR = \"/tmp\"\n", "env.TMPDIR"},
		{"many files", `max_open_files = 2000000`, "max_open_files: must be between 16 and 1048576, got 2000000"},
		{"no-limit memory", "max_memory = 0\nmax_cpu_time = \"1s\"\nmax_file_size = 0\nkill_grace = \"1s\"\n[env]\nA = \"\\u0000\"", "env: A: value must be at most 4096 bytes without NUL"},
		{"sandbox uid", "[sandbox]\nuid = 0\nmax_processes = 7\n", "sandbox.max_processes: must be between 8 and 65536, got 7"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := Parse(tt.toml)
			if err == nil {
				err = b.Validate()
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestScanHappyPath(t *testing.T) {
	b := newBackend(t, "")
	in := load(t, b)
	info := in.Info()
	if info.Name != "testscan" || info.Kind != scanner.KindTree || info.Version != "1.0" {
		t.Fatalf("probe info %+v", info)
	}
	ctx, cancel := scanCtx(t)
	defer cancel()
	var rec recorder
	if err := in.Scan(ctx, request(t, map[string]string{"findings": "3"}), &rec); err != nil {
		t.Fatal(err)
	}
	if len(rec.findings) != 3 || len(rec.progress) != 1 || rec.progress[0].Files != 1 {
		t.Fatalf("findings %d, progress %+v", len(rec.findings), rec.progress)
	}
	if got := rec.logsWithPrefix("scanned job "); len(got) != 1 || got[0] != "job-1 attempt 1" {
		t.Fatalf("logs %q", rec.logs)
	}
	// Per-run dirs are gone.
	entries, err := os.ReadDir(b.runsDir)
	if err != nil || len(entries) != 0 {
		t.Fatalf("runs dir holds %v (%v)", entries, err)
	}
}

func TestProbeOff(t *testing.T) {
	in := load(t, newBackend(t, "probe = false"))
	if info := in.Info(); info.Name != "testscan" || info.Kind != "" {
		t.Fatalf("info before any run %+v", info)
	}
	ctx, cancel := scanCtx(t)
	defer cancel()
	if err := in.Scan(ctx, request(t, nil), &recorder{}); err != nil {
		t.Fatal(err)
	}
	if info := in.Info(); info.Kind != scanner.KindTree {
		t.Fatalf("info after a run %+v", info)
	}
}

func TestLoadChecks(t *testing.T) {
	b := newBackend(t, "")
	dir := t.TempDir()
	noexec := filepath.Join(dir, "noexec")
	if err := os.WriteFile(noexec, []byte("#!/bin/sh\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link")
	if err := os.Symlink(testScanner, link); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		edit func(s *backend.Scanner)
		want string
	}{
		{"relative", func(s *backend.Scanner) { s.Entry = "testscan" }, "not a clean absolute path"},
		{"missing", func(s *backend.Scanner) { s.Entry = filepath.Join(dir, "nope") }, "no such file"},
		{"directory", func(s *backend.Scanner) { s.Entry = dir }, "not a regular file"},
		{"not executable", func(s *backend.Scanner) { s.Entry = noexec }, "not executable"},
		{"symlink", func(s *backend.Scanner) { s.Entry = link }, "opening entry"},
		{"digest", func(s *backend.Scanner) { s.EntryDigest = strings.Repeat("0", 64) }, "the manifest says"},
		{"backend", func(s *backend.Scanner) { s.Backend = "wasm" }, `backend "wasm"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testScannerEntry()
			tt.edit(s)
			_, err := b.Load(t.Context(), s)
			f := wantFailure(t, err, backend.LoadFailed)
			if !strings.Contains(f.Error(), tt.want) {
				t.Fatalf("error %v, want %q", f, tt.want)
			}
		})
	}
	t.Run("name mismatch in probe", func(t *testing.T) {
		s := testScannerEntry()
		s.Name = "other"
		_, err := b.Load(t.Context(), s)
		f := wantFailure(t, err, backend.Protocol)
		if !strings.Contains(f.Message, `Info names it "testscan", the manifest "other"`) {
			t.Fatalf("message %q", f.Message)
		}
	})
	// The manifest's capabilities and keywords are compared with the
	// scanner's Info at load too, naming both sides. (They used to be
	// checked for the name only, so a package declaring other keywords
	// than its scanner's loaded and ran by the scanner's.)
	t.Run("kind and keywords mismatch in probe", func(t *testing.T) {
		s := testScannerEntry()
		s.Capabilities, s.Keywords = []string{"detector"}, []string{"todo"}
		_, err := b.Load(t.Context(), s)
		f := wantFailure(t, err, backend.Protocol)
		for _, want := range []string{`Info says it is a tree scanner, the manifest's capabilities are ["detector"]`, `the manifest adds ["todo"]`} {
			if !strings.Contains(f.Message, want) {
				t.Errorf("message %q, want %q", f.Message, want)
			}
		}
		if f.Kind.Retryable() {
			t.Error("a mismatch is retried")
		}
	})
}

// TestEntryReplacedAfterLoad replaces the entry file after Load: the
// instance keeps running the sealed copy of the bytes it verified.
func TestEntryReplacedAfterLoad(t *testing.T) {
	dir := t.TempDir()
	entry := filepath.Join(dir, "scanner")
	data, err := os.ReadFile(testScanner)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(entry, data, 0o700); err != nil {
		t.Fatal(err)
	}
	s := testScannerEntry()
	s.Entry = entry
	in, err := newBackend(t, "probe = false").Load(t.Context(), s)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(entry); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(entry, []byte("#!/bin/sh\nexit 9\n"), 0o700); err != nil {
		t.Fatal(err)
	}
	mustScan(t, in, request(t, nil), &recorder{})
}

func TestTimedOut(t *testing.T) {
	in := load(t, newBackend(t, `kill_grace = "10s"`))
	req := request(t, map[string]string{"mode": "loop"})
	req.Deadline = time.Now().Add(200 * time.Millisecond)
	f := wantFailure(t, in.Scan(t.Context(), req, &recorder{}), backend.TimedOut)
	if f.Kind.Retryable() {
		t.Fatal("timeout must not be retryable")
	}
}

func TestIgnoresSIGTERM(t *testing.T) {
	in := load(t, newBackend(t, "kill_grace = \"100ms\"\nprobe = false"))
	ctx, cancel := scanCtx(t)
	defer cancel()
	// Cancel once the scanner says it ignores SIGTERM, so the TERM is sure
	// to be ignored and only the KILL after the grace period ends it.
	rec := &recorder{onLog: func(msg string) {
		if msg == "ready" {
			cancel()
		}
	}}
	f := wantFailure(t, in.Scan(ctx, request(t, map[string]string{"mode": "ignore_term"}), rec), backend.Cancelled)
	if !strings.Contains(f.Message, "killed after 100ms") || f.ExitCode != -1 {
		t.Fatalf("failure %v, exit %d", f, f.ExitCode)
	}
}

func TestCrashCapturesStderr(t *testing.T) {
	in := load(t, newBackend(t, ""))
	f := wantFailure(t, in.Scan(t.Context(), request(t, map[string]string{"mode": "crash"}), &recorder{}), backend.Crashed)
	if f.ExitCode != 3 || !strings.Contains(string(f.Stderr), "boom: something broke") {
		t.Fatalf("exit %d, stderr %q", f.ExitCode, f.Stderr)
	}
	if !strings.Contains(string(f.Stdout), `"type":"hello"`) {
		t.Fatalf("stdout tail %q", f.Stdout)
	}
	if !f.Kind.Retryable() {
		t.Fatal("a crash is retryable")
	}
}

func TestOverLimit(t *testing.T) {
	in := load(t, newBackend(t, ""))
	t.Run("stdout flood", func(t *testing.T) {
		req := request(t, map[string]string{"mode": "flood"})
		req.Limits.MaxOutputBytes = 1 << 20
		req.Limits.MaxCaptureBytes = 4096
		f := wantFailure(t, in.Scan(t.Context(), req, &recorder{}), backend.OverLimit)
		if len(f.Stdout) > 4096 || !strings.Contains(f.Message, "1048576") {
			t.Fatalf("stdout %d bytes, message %q", len(f.Stdout), f.Message)
		}
	})
	t.Run("sink refuses", func(t *testing.T) {
		rec := &recorder{failAfter: 5}
		f := wantFailure(t, in.Scan(t.Context(), request(t, map[string]string{"findings": "50"}), rec), backend.OverLimit)
		if len(rec.findings) != 5 || !strings.Contains(f.Error(), "sink full") {
			t.Fatalf("%d findings, failure %v", len(rec.findings), f)
		}
	})
}

func TestProtocolViolations(t *testing.T) {
	in := load(t, newBackend(t, "kill_grace = \"200ms\"\nprobe = false"))
	tests := []struct {
		mode, want string
		opts       map[string]string
	}{
		{mode: "garbage", want: "line 2"},
		{mode: "no_hello", want: "first message is finding, want hello"},
		{mode: "bad_version", want: "protocol version 2"},
		{mode: "count_mismatch", want: "done reports 2 findings, 1 were sent"},
		{mode: "long_line", want: "longer than 65536 bytes"},
		{mode: "name", want: `Info names it "impostor", the manifest "testscan"`, opts: map[string]string{"name": "impostor"}},
		{mode: "name", want: "1..64 of [a-z0-9_-]", opts: map[string]string{"name": "Bad Name"}},
		{mode: "after_done", want: "log message after the final message"},
		{mode: "linger", want: "did not exit within 200ms"},
		{mode: "unterminated", want: "not terminated by a newline"},
	}
	for _, tt := range tests {
		t.Run(tt.mode+tt.opts["name"], func(t *testing.T) {
			opts := map[string]string{"mode": tt.mode}
			for k, v := range tt.opts {
				opts[k] = v
			}
			f := wantFailure(t, in.Scan(t.Context(), request(t, opts), &recorder{}), backend.Protocol)
			if !strings.Contains(f.Error(), tt.want) {
				t.Fatalf("failure %v, want %q", f, tt.want)
			}
		})
	}
	t.Run("no_done", func(t *testing.T) {
		f := wantFailure(t, in.Scan(t.Context(), request(t, map[string]string{"mode": "no_done"}), &recorder{}), backend.Crashed)
		if !strings.Contains(f.Message, "without sending done") {
			t.Fatal(f)
		}
	})
}

func TestScannerError(t *testing.T) {
	in := load(t, newBackend(t, ""))
	tests := []struct {
		code    string
		kind    backend.FailureKind
		wantErr error
	}{
		{"bad_request", backend.ScannerErr, scanner.ErrBadRequest},
		{"internal", backend.ScannerErr, nil},
		{"limit", backend.OverLimit, scanner.ErrLimit},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			req := request(t, map[string]string{"mode": "error", "code": tt.code})
			f := wantFailure(t, in.Scan(t.Context(), req, &recorder{}), tt.kind)
			if tt.wantErr != nil && !errors.Is(f, tt.wantErr) {
				t.Fatalf("failure %v does not wrap %v", f, tt.wantErr)
			}
			if f.Kind.Retryable() || !strings.Contains(f.Message, "cannot do that") {
				t.Fatalf("failure %v", f)
			}
		})
	}
}

func TestRequestTooLarge(t *testing.T) {
	in := load(t, newBackend(t, ""))
	opts := map[string]string{}
	for i := range 20 {
		opts[strings.Repeat("k", i+1)] = strings.Repeat("v", 4000)
	}
	f := wantFailure(t, in.Scan(t.Context(), request(t, opts), &recorder{}), backend.ScannerErr)
	if !errors.Is(f, scanner.ErrBadRequest) {
		t.Fatal(f)
	}
}

func TestConcurrentScans(t *testing.T) {
	in := load(t, newBackend(t, ""))
	const scans, findings = 8, 500
	var wg sync.WaitGroup
	errs := make([]error, scans)
	recs := make([]*recorder, scans)
	for i := range scans {
		recs[i] = &recorder{}
		req := request(t, map[string]string{"findings": "500"})
		wg.Go(func() { errs[i] = in.Scan(t.Context(), req, recs[i]) })
	}
	wg.Wait()
	for i := range scans {
		if errs[i] != nil || len(recs[i].findings) != findings {
			t.Errorf("scan %d: %v, %d findings", i, errs[i], len(recs[i].findings))
		}
	}
}

func TestManyFindings(t *testing.T) {
	if testing.Short() {
		t.Skip("100k findings")
	}
	in := load(t, newBackend(t, ""))
	var n countingSink
	mustScan(t, in, request(t, map[string]string{"findings": "100000"}), &n)
	if n.findings != 100000 {
		t.Fatalf("%d findings", n.findings)
	}
}

func benchInstance(b *testing.B) backend.Instance {
	be := New()
	be.Probe = false
	if err := be.Provision(registry.Context{Context: b.Context(), StateDir: b.TempDir()}); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = be.Close() })
	in, err := be.Load(b.Context(), testScannerEntry())
	if err != nil {
		b.Fatal(err)
	}
	return in
}

func benchScan(b *testing.B, in backend.Instance, ws, findings string) {
	var n countingSink
	req := &backend.Request{Workspace: ws, Deadline: time.Now().Add(time.Minute),
		Scan: scanner.Request{JobID: "bench", Attempt: 1, Options: map[string]string{"findings": findings}}}
	if err := in.Scan(b.Context(), req, &n); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkScanEmpty measures one whole run of a scanner that finds
// nothing: start, limits, protocol, exit, sweep, reap, run dir removal.
func BenchmarkScanEmpty(b *testing.B) {
	in, ws := benchInstance(b), b.TempDir()
	for b.Loop() {
		benchScan(b, in, ws, "0")
	}
}

// BenchmarkScan100kFindings runs a scanner process that emits 100,000
// findings; ns/finding includes the scanner's own encoding.
func BenchmarkScan100kFindings(b *testing.B) {
	in, ws := benchInstance(b), b.TempDir()
	b.ReportAllocs()
	for b.Loop() {
		benchScan(b, in, ws, "100000")
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/100000, "ns/finding")
}

// countingSink counts findings and, when limit is above zero, refuses the
// finding past it as the pipeline's sink does past limits.max_findings;
// it is used by one scan at a time.
type countingSink struct{ findings, limit int }

func (c *countingSink) Finding(scanner.Finding) error {
	if c.limit > 0 && c.findings >= c.limit {
		return errors.New("sink full")
	}
	c.findings++
	return nil
}
func (c *countingSink) Progress(scanner.Progress) {}
func (c *countingSink) Log(scanner.Level, string) {}

func TestCancelledBeforeStart(t *testing.T) {
	in := load(t, newBackend(t, ""))
	ctx, cancel := scanCtx(t)
	cancel()
	wantFailure(t, in.Scan(ctx, request(t, nil), &recorder{}), backend.Cancelled)
}

// TestExitAtLoadIsPermanent: a scanner that exits by itself before its
// hello at load, twice in a row with the same status, is unloadable, which
// the worker does not retry; the failure keeps its exit code and stderr.
// (It was a retryable crash, run three generations in each of three
// attempts before the job failed.)
func TestExitAtLoadIsPermanent(t *testing.T) {
	b := newBackend(t, "[env]\nTESTSCAN_EXIT_AT_START = \"3\"\n")
	_, err := b.Load(t.Context(), testScannerEntry())
	f := wantFailure(t, err, backend.Unloadable)
	if f.Kind.Retryable() || f.ExitCode != 3 || !strings.Contains(f.Message, "twice in a row") ||
		!strings.Contains(string(f.Stderr), "exiting at start on purpose") || !errors.Is(err, hostproc.ErrExitedAtLoad) {
		t.Fatalf("failure %v (exit %d, stderr %q), want unloadable with status 3 and the scanner's stderr", f, f.ExitCode, f.Stderr)
	}
}
