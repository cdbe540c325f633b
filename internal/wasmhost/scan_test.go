package wasmhost_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/internal/fsname"
	"github.com/sluicehq/sluice/internal/wasmabi"
	"github.com/sluicehq/sluice/internal/wasmhost"
	"github.com/sluicehq/sluice/sdk/scanner"
)

func scanReq(ws string, opts map[string]string) *wasmhost.ScanRequest {
	return &wasmhost.ScanRequest{Workspace: ws, Request: scanner.Request{JobID: "job-1", Attempt: 1, Options: opts},
		Deadline: time.Now().Add(time.Minute)}
}

func TestTreeScan(t *testing.T) {
	m := load(t, "tree", wasmhost.ModuleOptions{})
	ws := workspace(t, map[string]string{"a/b.txt": "x secret y", "c.txt": "clean", "d/e/f.txt": "another secret"})
	var r recorder
	if err := m.Scan(t.Context(), scanReq(ws, nil), &r); err != nil {
		t.Fatal(err)
	}
	got := r.rules()
	want := []string{"secret@a/b.txt", "secret@d/e/f.txt"}
	if !slices.Equal(got, want) {
		t.Fatalf("findings %v, want %v", got, want)
	}
	if len(r.progress) != 3 {
		t.Errorf("progress %v, want one per file", r.progress)
	}
}

// TestTreeCannotEscape plants symbolic links out of the workspace and asks
// the guest to open them, "..", and absolute host paths: it must read
// nothing outside. No symbolic link is followed, not even one that points
// inside the workspace (the file it names is scanned as itself).
func TestTreeCannotEscape(t *testing.T) {
	outside := t.TempDir()
	target := filepath.Join(outside, "outside.txt")
	if err := os.WriteFile(target, []byte("secret outside the workspace"), 0o644); err != nil {
		t.Fatal(err)
	}
	parent := t.TempDir()
	ws := filepath.Join(parent, "ws")
	if err := os.Mkdir(ws, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(parent, "outside.txt"), []byte("secret next to the workspace"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(ws, "inside.txt"), []byte("clean"), 0o644); err != nil {
		t.Fatal(err)
	}
	for link, to := range map[string]string{"link.txt": target, "dirlink": outside, "rel.txt": "../outside.txt", "ok.txt": "inside.txt"} {
		if err := os.Symlink(to, filepath.Join(ws, link)); err != nil {
			t.Fatal(err)
		}
	}
	m := load(t, "tree", wasmhost.ModuleOptions{})
	try := []string{"/link.txt", "/dirlink/outside.txt", "/rel.txt", "/../outside.txt", "../outside.txt",
		"/../../outside.txt", target, filepath.Join(parent, "outside.txt"), "/etc/passwd", "/ok.txt"}
	var r recorder
	if err := m.Scan(t.Context(), scanReq(ws, map[string]string{"try": strings.Join(try, ",")}), &r); err != nil {
		t.Fatal(err)
	}
	for _, f := range r.findings {
		if f.RuleID == "escaped" {
			t.Errorf("the guest read %q through a symbolic link", f.Match)
		}
		if f.RuleID == "secret" {
			t.Errorf("the guest's walk found %s: it followed a link out of the workspace", f.Path)
		}
	}
	if !slices.ContainsFunc(r.logs, func(l string) bool { return strings.Contains(l, "open /ok.txt:") }) {
		t.Errorf("/ok.txt, a link inside the workspace, was not refused; logs: %v", r.logs)
	}
	t.Logf("guest saw: %v", r.logs)
}

func TestTreeMisbehaviour(t *testing.T) {
	tests := []struct {
		mode     string
		opts     map[string]string
		limits   wasmhost.Limits
		deadline time.Duration
		kind     wasmhost.Kind
		is       error
		status   wasmabi.Status
		msg      string
	}{
		{mode: "loop", deadline: 300 * time.Millisecond, kind: wasmhost.KindTimeout},
		{mode: "alloc", kind: wasmhost.KindOverLimit, is: wasmhost.ErrMemoryLimit},
		{mode: "stdout", kind: wasmhost.KindOverLimit, is: wasmhost.ErrOutputLimit},
		{mode: "malformed", kind: wasmhost.KindProtocol, msg: "malformed record"},
		{mode: "big", kind: wasmhost.KindOverLimit, msg: "over the limit of 16384"},
		{mode: "invalid", kind: wasmhost.KindProtocol, msg: "fingerprint"},
		{mode: "escape-path", kind: wasmhost.KindProtocol, msg: "not a clean relative slash path"},
		{mode: "many", opts: map[string]string{"n": "50"}, limits: wasmhost.Limits{MaxFindings: 10}, kind: wasmhost.KindOverLimit, is: wasmhost.ErrFindingLimit},
		{mode: "exit", kind: wasmhost.KindCrashed, msg: "exit_code(3)"},
		{mode: "panic", kind: wasmhost.KindScanner, status: wasmabi.StatusError, msg: "boom"},
		{mode: "error", kind: wasmhost.KindScanner, status: wasmabi.StatusError, msg: "scanner says no"},
		{mode: "badrequest", kind: wasmhost.KindScanner, status: wasmabi.StatusBadRequest, msg: "bad request"},
		{mode: "stderr", kind: wasmhost.KindScanner, status: wasmabi.StatusError},
	}
	m := load(t, "tree", wasmhost.ModuleOptions{})
	ws := workspace(t, map[string]string{"a.txt": "secret"})
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			opts := map[string]string{"mode": tt.mode}
			for k, v := range tt.opts {
				opts[k] = v
			}
			req := scanReq(ws, opts)
			req.Limits = tt.limits
			if tt.deadline > 0 {
				req.Deadline = time.Now().Add(tt.deadline)
			}
			var r recorder
			start := time.Now()
			err := m.Scan(t.Context(), req, &r)
			e := wasmhost.AsError(err)
			if e == nil || e.Kind != tt.kind {
				t.Fatalf("Scan() = %v, want kind %s", err, tt.kind)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("Scan() = %v, want errors.Is %v", err, tt.is)
			}
			if e.Status != tt.status {
				t.Errorf("status %d, want %d", e.Status, tt.status)
			}
			if !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("Scan() = %v, want it to mention %q", err, tt.msg)
			}
			if tt.mode == "stderr" && !strings.Contains(string(e.Stderr), "diagnostic output") {
				t.Errorf("stderr capture %q", e.Stderr)
			}
			if tt.mode == "stdout" && len(e.Stdout) != wasmhost.DefaultMaxCaptureBytes {
				t.Errorf("stdout capture is %d bytes, want %d", len(e.Stdout), wasmhost.DefaultMaxCaptureBytes)
			}
			if tt.deadline > 0 {
				t.Logf("stopped %s after the deadline", time.Since(start)-tt.deadline)
			}
		})
	}
	t.Run("still usable", func(t *testing.T) {
		var r recorder
		if err := m.Scan(t.Context(), scanReq(ws, nil), &r); err != nil || len(r.findings) != 1 {
			t.Fatalf("Scan() = %v with %d findings", err, len(r.findings))
		}
	})
}

func TestTreeLogsBounded(t *testing.T) {
	m := load(t, "tree", wasmhost.ModuleOptions{})
	req := scanReq(workspace(t, nil), map[string]string{"mode": "log"})
	req.Limits.MaxLogLines = 100
	var r recorder
	if err := m.Scan(t.Context(), req, &r); err != nil {
		t.Fatal(err)
	}
	if len(r.logs) != 101 || !strings.Contains(r.logs[100], "4900 log lines over the limit of 100") {
		t.Fatalf("%d log lines, last %q", len(r.logs), r.logs[len(r.logs)-1])
	}
}

func TestTreeNoEnvironment(t *testing.T) {
	t.Setenv("SLUICE_TEST_SECRET", "x")
	m := load(t, "tree", wasmhost.ModuleOptions{})
	if err := m.Scan(t.Context(), scanReq(workspace(t, nil), map[string]string{"mode": "env"}), &recorder{}); err != nil {
		t.Fatal(err)
	}
}

func TestTreeCancel(t *testing.T) {
	m := load(t, "tree", wasmhost.ModuleOptions{})
	ctx, cancel := context.WithCancel(t.Context())
	r := &recorder{}
	done := make(chan error, 1)
	go func() { done <- m.Scan(ctx, scanReq(workspace(t, nil), map[string]string{"mode": "loop"}), r) }()
	cancel()
	err := <-done
	if e := wasmhost.AsError(err); e == nil || e.Kind != wasmhost.KindCancelled {
		t.Fatalf("Scan() = %v, want %s", err, wasmhost.KindCancelled)
	}
}

func tokenFiles() map[string]string {
	return map[string]string{
		"a.txt":     "line one\nthe tok_abcd1234 here\n",
		"b/c.txt":   strings.Repeat("filler line\n", 5000) + "tok_zzzz9999 end",
		"clean.txt": strings.Repeat("nothing\n", 100),
	}
}

func TestDetector(t *testing.T) {
	for _, noPrefilter := range []bool{false, true} {
		m := load(t, "detector", wasmhost.ModuleOptions{PoolSize: 2})
		req := scanReq(workspace(t, tokenFiles()), nil)
		req.Detect.NoPrefilter = noPrefilter
		req.Detect.ChunkBytes = 4096
		var r recorder
		if err := m.Scan(t.Context(), req, &r); err != nil {
			t.Fatal(err)
		}
		if len(r.findings) != 2 {
			t.Fatalf("noPrefilter=%v: findings %+v", noPrefilter, r.findings)
		}
		f := r.findings[1]
		if f.Path != "b/c.txt" || f.Line != 5001 || f.Column != 1 || f.StartOffset != 5000*12 {
			t.Errorf("noPrefilter=%v: finding %+v", noPrefilter, f)
		}
	}
}

// TestNoHitTakesNoInstance checks that the host's keyword pass runs before
// a pool instance is taken: with the only instance of the pool held
// elsewhere, files without a keyword hit are scanned all the same (they
// used to wait for the instance until the scan's deadline), and a file
// with a hit waits for the instance and is scanned when it comes back.
func TestNoHitTakesNoInstance(t *testing.T) {
	m := load(t, "detector", wasmhost.ModuleOptions{PoolSize: 1})
	release, err := wasmhost.HoldInstance(t.Context(), m)
	if err != nil {
		t.Fatal(err)
	}
	clean := map[string]string{"a.txt": "no keyword here", "b/c.txt": strings.Repeat("tok tok-tok TOK\n", 3)}
	req := scanReq(workspace(t, clean), nil)
	var r recorder
	if err := m.Scan(t.Context(), req, &r); err != nil {
		release()
		t.Fatalf("scan of files without hits while the pool's instance is held: %v", err)
	}
	if p := r.progress[len(r.progress)-1]; p.Files != 2 || len(r.findings) != 0 {
		t.Fatalf("progress %+v, findings %+v; want 2 files, no findings", p, r.findings)
	}

	req = scanReq(workspace(t, tokenFiles()), nil)
	done := make(chan error, 1)
	r = recorder{}
	go func() { done <- m.Scan(t.Context(), req, &r) }()
	release()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if len(r.findings) != 2 {
		t.Fatalf("findings %+v, want 2", r.findings)
	}
}

func TestDetectorMisbehaviour(t *testing.T) {
	tests := []struct {
		token    string
		deadline time.Duration
		kind     wasmhost.Kind
		is       error
	}{
		{"tok_loop____", 300 * time.Millisecond, wasmhost.KindTimeout, nil},
		{"tok_alloc___", 0, wasmhost.KindOverLimit, wasmhost.ErrMemoryLimit},
		{"tok_spew____", 0, wasmhost.KindOverLimit, wasmhost.ErrOutputLimit},
		{"tok_invalid_", 0, wasmhost.KindProtocol, nil},
		{"tok_exit____", 0, wasmhost.KindCrashed, nil},
	}
	m := load(t, "detector", wasmhost.ModuleOptions{PoolSize: 2})
	good := workspace(t, tokenFiles())
	for _, tt := range tests {
		t.Run(tt.token, func(t *testing.T) {
			files := tokenFiles()
			files["bad.txt"] = "bad " + tt.token + " here"
			req := scanReq(workspace(t, files), nil)
			if tt.deadline > 0 {
				req.Deadline = time.Now().Add(tt.deadline)
			}
			err := m.Scan(t.Context(), req, &recorder{})
			if e := wasmhost.AsError(err); e == nil || e.Kind != tt.kind {
				t.Fatalf("Scan() = %v, want kind %s", err, tt.kind)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("Scan() = %v, want errors.Is %v", err, tt.is)
			}
			var r recorder
			if err := m.Scan(t.Context(), scanReq(good, nil), &r); err != nil || len(r.findings) != 2 {
				t.Fatalf("the next scan: %v with %d findings", err, len(r.findings))
			}
		})
	}
}

func TestDetectorSinkRefuses(t *testing.T) {
	m := load(t, "detector", wasmhost.ModuleOptions{})
	err := m.Scan(t.Context(), scanReq(workspace(t, tokenFiles()), nil), &recorder{refuseAfter: 1})
	if e := wasmhost.AsError(err); e == nil || e.Kind != wasmhost.KindOverLimit || !errors.Is(err, scanner.ErrLimit) {
		t.Fatalf("Scan() = %v, want over_limit wrapping scanner.ErrLimit", err)
	}
}

// TestNamesOfAnyBytes: a file whose name is not UTF-8 is walked, read and
// reported, by a tree scanner in the guest (through the WASI file system)
// and by a detector (through the host's walk), under its escaped name,
// which unescapes to the exact bytes.
func TestNamesOfAnyBytes(t *testing.T) {
	ws := t.TempDir()
	raw := "\xff\xfe.env"
	if err := os.WriteFile(filepath.Join(ws, raw), []byte("a secret tok_abcd1234\n"), 0o644); err != nil {
		t.Skipf("this file system refuses a non-UTF-8 name: %v", err)
	}
	for guest, rule := range map[string]string{"tree": "secret", "detector": "token"} {
		t.Run(guest, func(t *testing.T) {
			var r recorder
			if err := load(t, guest, wasmhost.ModuleOptions{}).Scan(t.Context(), scanReq(ws, nil), &r); err != nil {
				t.Fatal(err)
			}
			if got := r.rules(); len(got) != 1 || got[0] != rule+"@"+fsname.Escape(raw) {
				t.Fatalf("findings %q, want one of %s in %q; logs %v", got, rule, fsname.Escape(raw), r.logs)
			}
			if p, ok := fsname.Unescape(r.findings[0].Path); !ok || p != raw {
				t.Errorf("path %q unescapes to %q, %v", r.findings[0].Path, p, ok)
			}
		})
	}
}

// TestClosedInstancesReturnTheirMemory checks that every instance's linear
// memory is its own mapping and that closing the instance unmaps it.
func TestClosedInstancesReturnTheirMemory(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("linear memories are mapped on Linux only")
	}
	m := load(t, "detector", wasmhost.ModuleOptions{})
	addrs, closeAll, err := wasmhost.StartInstances(t.Context(), m, 3)
	if err != nil {
		t.Fatal(err)
	}
	for i, a := range addrs {
		if a == 0 {
			closeAll()
			t.Skip("mmap(MAP_PRIVATE|MAP_ANONYMOUS|MAP_NORESERVE) of the memory cap failed: memories are Go slices here")
		}
		if ok, err := wasmhost.Mapped(a); err != nil || !ok {
			t.Errorf("instance %d: memory at %#x mapped = %v, %v", i, a, ok, err)
		}
	}
	closeAll()
	for i, a := range addrs {
		if ok, err := wasmhost.Mapped(a); err != nil || ok {
			t.Errorf("instance %d closed: memory at %#x mapped = %v, %v; want it unmapped", i, a, ok, err)
		}
	}
}
