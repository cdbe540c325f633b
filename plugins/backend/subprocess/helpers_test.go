//go:build linux

package subprocess

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/sandbox"
	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// testScanner is the path of the test scanner built by TestMain from
// testdata/scanner.
var testScanner string

// builtEnv names, in the rerun as uid 65534, the directory of the
// parent's builds; builtDir is that directory in the parent.
const builtEnv = "SLUICE_TEST_BUILT"

var builtDir string

func TestMain(m *testing.M) {
	sandbox.Main()
	if dir := os.Getenv(builtEnv); dir != "" {
		// The rerun as uid 65534 uses the parent's builds.
		testScanner = filepath.Join(dir, "testscan")
		os.Exit(m.Run())
	}
	dir, err := os.MkdirTemp("", "subprocess-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	builtDir = dir
	testScanner = filepath.Join(dir, "testscan")
	build := exec.Command("go", "build", "-o", testScanner, "./testdata/scanner")
	// Without cgo, as release scanners are built: a cgo thread's 8 MiB
	// stack reservation would make the address space the rlimit tests
	// bound depend on how many threads the runtime happens to start.
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "building the test scanner:", err)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// newBackend goes from a TOML string to a provisioned, validated backend
// without the global registry.
func newBackend(t testing.TB, tomlText string) *Backend {
	t.Helper()
	return newBackendIn(t, tomlText, t.TempDir())
}

// newBackendIn is newBackend with the given state dir.
func newBackendIn(t testing.TB, tomlText, stateDir string) *Backend {
	t.Helper()
	b, err := Parse(tomlText)
	if err != nil {
		t.Fatal(err)
	}
	ctx := registry.Context{Context: t.Context(), Logger: slog.New(slog.DiscardHandler), StateDir: stateDir}
	if err := b.Provision(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = b.Close() })
	if err := b.Validate(); err != nil {
		t.Fatal(err)
	}
	return b
}

func testScannerEntry() *backend.Scanner {
	return &backend.Scanner{Package: "test", Name: "testscan", Backend: "subprocess", Entry: testScanner}
}

func load(t *testing.T, b *Backend) backend.Instance {
	t.Helper()
	in, err := b.Load(t.Context(), testScannerEntry())
	if err != nil {
		f := backend.AsFailure(err)
		t.Fatalf("%v\nstdout: %q\nstderr: %q", f, f.Stdout, f.Stderr)
	}
	t.Cleanup(func() { _ = in.Close() })
	return in
}

// request returns a request over a fresh workspace with the given options
// and a deadline far enough away that only deliberate timeouts hit it.
func request(t testing.TB, opts map[string]string) *backend.Request {
	t.Helper()
	ws := t.TempDir()
	if err := os.WriteFile(filepath.Join(ws, "a.txt"), []byte("hello"), 0o600); err != nil {
		t.Fatal(err)
	}
	return &backend.Request{
		Generation: "gen1",
		Workspace:  ws,
		Deadline:   time.Now().Add(2 * time.Minute),
		Scan:       scanner.Request{JobID: "job-1", Attempt: 1, Options: opts},
	}
}

// recorder is a backend.Sink that keeps everything. onLog, when set, is
// called for every log message; failAfter > 0 makes Finding fail after that
// many findings.
type recorder struct {
	mu        sync.Mutex
	findings  []scanner.Finding
	progress  []scanner.Progress
	logs      []string
	onLog     func(string)
	failAfter int
}

func (r *recorder) Finding(f scanner.Finding) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.failAfter > 0 && len(r.findings) >= r.failAfter {
		return fmt.Errorf("sink full at %d findings", r.failAfter)
	}
	r.findings = append(r.findings, f)
	return nil
}

func (r *recorder) Progress(p scanner.Progress) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.progress = append(r.progress, p)
}

func (r *recorder) Log(level scanner.Level, msg string) {
	r.mu.Lock()
	r.logs = append(r.logs, msg)
	fn := r.onLog
	r.mu.Unlock()
	if fn != nil {
		fn(msg)
	}
}

// logsWithPrefix returns the log messages starting with prefix, with the
// prefix removed.
func (r *recorder) logsWithPrefix(prefix string) []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for _, l := range r.logs {
		if rest, ok := strings.CutPrefix(l, prefix); ok {
			out = append(out, rest)
		}
	}
	return out
}

// wantFailure checks that err is a *backend.Failure of kind and returns it.
func wantFailure(t *testing.T, err error, kind backend.FailureKind) *backend.Failure {
	t.Helper()
	if err == nil {
		t.Fatalf("Scan succeeded, want a %s failure", kind)
	}
	f, ok := err.(*backend.Failure)
	if !ok {
		t.Fatalf("Scan error is %T (%v), want *backend.Failure", err, err)
	}
	if f.Kind != kind {
		t.Fatalf("failure kind %s (%v), want %s; stderr=%q", f.Kind, f, kind, f.Stderr)
	}
	return f
}

// waitGone polls until no process with pid exists or the deadline passes.
func waitGone(t *testing.T, pid int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		_, err := hostproc.ReadStat(pid)
		if err != nil {
			return
		}
		if time.Now().After(deadline) {
			st, _ := hostproc.ReadStat(pid)
			t.Fatalf("process %d still exists: %+v", pid, st)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func scanCtx(t *testing.T) (context.Context, context.CancelFunc) {
	return context.WithTimeout(t.Context(), 2*time.Minute)
}

// mustScan runs a scan that must succeed and reports the captured output
// when it does not.
func mustScan(t *testing.T, in backend.Instance, req *backend.Request, sink backend.Sink) {
	t.Helper()
	if err := in.Scan(t.Context(), req, sink); err != nil {
		f := backend.AsFailure(err)
		t.Fatalf("%v\nstdout: %q\nstderr: %q", f, f.Stdout, f.Stderr)
	}
}
