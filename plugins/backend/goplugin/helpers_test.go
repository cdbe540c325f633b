//go:build linux

package goplugin

import (
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/sandbox"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Paths of the binaries TestMain builds.
var (
	testPlugin    string // testdata/plugin
	markersPlugin string // examples/scanners/markers/plugin
	testScanner   string // backend.subprocess's test scanner
)

// builtEnv names, in the rerun as uid 65534, the directory of the
// parent's builds; builtDir is that directory in the parent.
const builtEnv = "SLUICE_TEST_BUILT"

var builtDir string

func TestMain(m *testing.M) {
	sandbox.Main()
	if p := os.Getenv(hostHelperEnv); p != "" {
		runHostHelper(p)
	}
	dir := os.Getenv(builtEnv) // the rerun as uid 65534 uses the parent's builds
	built := dir != ""
	if !built {
		var err error
		if dir, err = os.MkdirTemp("", "goplugin-test-"); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		builtDir = dir
	}
	testPlugin = filepath.Join(dir, "testplugin")
	markersPlugin = filepath.Join(dir, "markers-plugin")
	testScanner = filepath.Join(dir, "testscan")
	if built {
		os.Exit(m.Run())
	}
	for out, pkg := range map[string]string{testPlugin: "./testdata/plugin", markersPlugin: "../../../examples/scanners/markers/plugin", testScanner: "../subprocess/testdata/scanner"} {
		build := exec.Command("go", "build", "-o", out, pkg)
		// Without cgo, as release scanners are built: a cgo thread's 8 MiB
		// stack reservation would make the address space the rlimit tests
		// bound depend on how many threads the runtime happens to start.
		build.Env = append(os.Environ(), "CGO_ENABLED=0")
		build.Stdout, build.Stderr = os.Stderr, os.Stderr
		if err := build.Run(); err != nil {
			fmt.Fprintln(os.Stderr, "building", pkg, err)
			os.RemoveAll(dir)
			os.Exit(1)
		}
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// newBackend goes from a TOML string to a provisioned, validated backend
// without the global registry.
func newBackend(t testing.TB, tomlText string) *Backend {
	t.Helper()
	b, err := Parse(tomlText)
	if err != nil {
		t.Fatal(err)
	}
	ctx := registry.Context{Context: t.Context(), Logger: slog.New(slog.DiscardHandler), StateDir: t.TempDir()}
	if err := b.Provision(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = b.Close() })
	if err := b.Validate(); err != nil {
		t.Fatal(err)
	}
	return b
}

// modeConfig is a backend config that passes TESTPLUGIN_MODE=mode.
func modeConfig(mode, extra string) string {
	return fmt.Sprintf("kill_grace = \"2s\"\nenv_allow = []\n%s\n[env]\nTESTPLUGIN_MODE = %q\n", extra, mode)
}

func testEntry(t testing.TB) *backend.Scanner {
	return &backend.Scanner{Package: "test", Name: "testplugin", Backend: "goplugin", Entry: testPlugin, Capabilities: []string{"tree"}}
}

func load(t testing.TB, b *Backend, s *backend.Scanner) *Instance {
	t.Helper()
	in, err := b.Load(t.Context(), s)
	if err != nil {
		f := backend.AsFailure(err)
		t.Fatalf("%v\nstderr: %q", f, f.Stderr)
	}
	t.Cleanup(func() { _ = in.Close() })
	return in.(*Instance)
}

// workspace makes a workspace with n files.
func workspace(t testing.TB, n int) string {
	dir := t.TempDir()
	for i := range n {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%03d.txt", i)), []byte("data\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func request(ws, mode string, opts ...string) *backend.Request {
	o := map[string]string{"mode": mode}
	for i := 0; i+1 < len(opts); i += 2 {
		o[opts[i]] = opts[i+1]
	}
	return &backend.Request{
		Identity:   job.Identity{JobID: "job-1", Attempt: 1},
		Generation: "gen-1",
		Workspace:  ws,
		Deadline:   time.Now().Add(time.Minute),
		Scan:       scanner.Request{JobID: "job-1", Attempt: 1, Options: o},
	}
}

// sink collects events.
type sink struct {
	mu       sync.Mutex
	findings []scanner.Finding
	logs     []string
	limit    int
}

func (s *sink) Finding(f scanner.Finding) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.limit > 0 && len(s.findings) >= s.limit {
		return scanner.ErrLimit
	}
	s.findings = append(s.findings, f)
	return nil
}
func (s *sink) Progress(scanner.Progress) {}
func (s *sink) Log(_ scanner.Level, msg string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.logs = append(s.logs, msg)
}

func failure(t testing.TB, err error) *backend.Failure {
	t.Helper()
	if err == nil {
		t.Fatal("scan succeeded, want a failure")
	}
	f, ok := err.(*backend.Failure)
	if !ok {
		t.Fatalf("error %T %v is not a *backend.Failure", err, err)
	}
	return f
}
