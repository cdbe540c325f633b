package http_test

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/sluicehq/sluice/internal/pkg"
	"github.com/sluicehq/sluice/internal/syncbuf"
	_ "github.com/sluicehq/sluice/plugins/backend/subprocess" // declares the entry kind of the package's scanners
)

// binDir holds the worker and markers binaries built once by TestMain.
var binDir string

func TestMain(m *testing.M) {
	code := func() int {
		d, err := os.MkdirTemp("", "sluice-http-test-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer os.RemoveAll(d)
		binDir = d
		return m.Run()
	}()
	os.Exit(code)
}

var buildOnce sync.Once
var buildErr error

// workerBin builds cmd/worker and the markers example once per test binary.
func workerBin(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		for _, b := range []struct{ out, pkg string }{
			{"worker", "../../../cmd/worker"},
			{"markers", "../../../examples/scanners/markers"},
		} {
			out, err := exec.Command("go", "build", "-o", filepath.Join(binDir, b.out), b.pkg).CombinedOutput()
			if err != nil {
				buildErr = fmt.Errorf("go build %s: %v\n%s", b.pkg, err, out)
				return
			}
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return filepath.Join(binDir, "worker")
}

// writePackage packs and signs the markers scanner as examples/markers in
// dir and returns the [[package]] and [trust] lines of a worker.toml.
func writePackage(t testing.TB, dir string) string {
	t.Helper()
	workerBin(t)
	src := filepath.Join(dir, "pkgsrc")
	if err := os.MkdirAll(filepath.Join(src, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(binDir, "markers"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(src, "bin", "markers"), data, 0o755); err != nil {
		t.Fatal(err)
	}
	manifest := `name = "examples"
version = 1
release = "1.0.0"
expires = "` + time.Now().Add(24*time.Hour).UTC().Format(time.RFC3339) + `"
files = []

[[scanners]]
name = "markers"
backend = "subprocess"
entry = "bin/markers"
capabilities = ["detector"]
keywords = ["do-not-commit", "sluice_test_"]
`
	if err := os.WriteFile(filepath.Join(src, "package.toml"), []byte(manifest), 0o644); err != nil {
		t.Fatal(err)
	}
	pkgPath := filepath.Join(dir, "examples.tar.gz")
	if err := pkg.Build(src, pkgPath); err != nil {
		t.Fatal(err)
	}
	pub, key, err := pkg.GenerateKey(filepath.Join(dir, "demo"))
	if err != nil {
		t.Fatal(err)
	}
	if err := pkg.Sign(key, pkgPath); err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("[[package]]\npath = %q\n\n[trust]\nkeys = [%q]\n", pkgPath, pub)
}

// proc is a started process whose output is captured.
type proc struct {
	cmd    *exec.Cmd
	out    *syncbuf.Buffer // stderr
	stdout *syncbuf.Buffer
	exited chan struct{}
	err    error
}

// start runs the worker binary with args; stdout lines go to lines (when
// not nil), stderr to the buffer. The process is killed and reaped at the
// end of the test.
func start(t testing.TB, dir string, lines chan<- string, args ...string) *proc {
	t.Helper()
	cmd := exec.Command(workerBin(t), args...)
	cmd.Dir = dir
	cmd.Env = []string{"HOME=" + dir, "PATH=" + os.Getenv("PATH")}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	p := &proc{cmd: cmd, out: &syncbuf.Buffer{}, stdout: &syncbuf.Buffer{}, exited: make(chan struct{})}
	cmd.Stderr = p.out
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			p.stdout.Write(append(sc.Bytes(), '\n'))
			if lines != nil {
				select {
				case lines <- sc.Text():
				default:
				}
			}
		}
		io.Copy(io.Discard, stdout)
		p.err = cmd.Wait()
		close(p.exited)
	}()
	t.Cleanup(func() { p.kill() })
	return p
}

// kill sends SIGKILL to the process group and waits for the exit.
func (p *proc) kill() {
	select {
	case <-p.exited:
		return
	default:
	}
	syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL)
	<-p.exited
}

// signal sends sig and waits up to d for the exit.
func (p *proc) stop(t testing.TB, sig syscall.Signal, d time.Duration) error {
	t.Helper()
	p.cmd.Process.Signal(sig)
	select {
	case <-p.exited:
		return p.err
	case <-time.After(d):
		p.kill()
		return fmt.Errorf("did not exit within %s after %s", d, sig)
	}
}

// startCoordinator runs `worker coordinator serve` on a free loopback port
// and returns it with its URL.
func startCoordinator(t testing.TB, dir string, extra ...string) (*proc, string) {
	t.Helper()
	lines := make(chan string, 16)
	args := append([]string{"coordinator", "serve", "--dir", dir, "--listen", "127.0.0.1:0"}, extra...)
	p := start(t, dir, lines, args...)
	select {
	case l := <-lines:
		u, ok := strings.CutPrefix(l, "listening ")
		if !ok {
			t.Fatalf("coordinator said %q\n%s", l, p.out.String())
		}
		return p, u
	case <-p.exited:
		t.Fatalf("coordinator exited: %v\n%s", p.err, p.out.String())
	case <-time.After(60 * time.Second):
		t.Fatalf("coordinator did not start\n%s", p.out.String())
	}
	return nil, ""
}
