//go:build linux

package goplugin

import (
	"bufio"
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
)

// Environment of the host helper process: hostHelperEnv selects it and
// names the plugin binary it runs.
const hostHelperEnv = "GOPLUGIN_TEST_HOST_PLUGIN"

// runHostHelper is the body of the re-executed test binary for
// TestHostKilled: it loads the test plugin through the backend, runs one
// scan that starts three children (one in a new session), prints
// "plugin <pid>" and "child <pid>" lines and "ready", then blocks until it
// is killed. It never returns.
func runHostHelper(pluginPath string) {
	fail := func(err error) {
		fmt.Fprintln(os.Stderr, "host helper:", err)
		os.Exit(1)
	}
	stateDir, err := os.MkdirTemp("", "goplugin-host-")
	if err != nil {
		fail(err)
	}
	b, err := Parse(modeConfig("", unsandboxed))
	if err != nil {
		fail(err)
	}
	if err := b.Provision(registry.Context{Context: context.Background(), Logger: slog.New(slog.DiscardHandler), StateDir: stateDir}); err != nil {
		fail(err)
	}
	if err := b.Validate(); err != nil {
		fail(err)
	}
	s := testEntry(nil)
	s.Entry = pluginPath
	bi, err := b.Load(context.Background(), s)
	if err != nil {
		fail(err)
	}
	in := bi.(*Instance)
	ws, err := os.MkdirTemp("", "goplugin-host-ws-")
	if err != nil {
		fail(err)
	}
	if err := os.WriteFile(filepath.Join(ws, "f.txt"), []byte("x"), 0o644); err != nil {
		fail(err)
	}
	var sk sink
	if err := in.Scan(context.Background(), request(ws, "children"), &sk); err != nil {
		fail(err)
	}
	in.mu.Lock()
	fmt.Printf("plugin %d\n", in.cur.pid())
	in.mu.Unlock()
	for _, l := range sk.logs {
		if _, pid, ok := strings.Cut(l, " pid "); ok {
			fmt.Printf("child %s\n", pid)
		}
	}
	fmt.Println("ready")
	select {} // until SIGKILL; the test removes the temp dirs
}

// TestHostKilled kills a host process (this test binary re-executed, with
// the plugin loaded through the backend) with SIGKILL and checks that the
// plugin exits by itself and takes its children, including one that
// called setsid, with it.
func TestHostKilled(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	host := exec.Command(self, "-test.run=^$")
	host.Env = []string{hostHelperEnv + "=" + testPlugin, "TMPDIR=" + tmp, "PATH=" + os.Getenv("PATH"), "GORACE=" + os.Getenv("GORACE")}
	var stderr strings.Builder
	host.Stderr = &stderr
	out, err := host.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	reaped := false
	t.Cleanup(func() {
		if !reaped {
			_ = host.Process.Kill()
			_ = host.Wait()
		}
	})
	var plugin int
	var children []int
	sc := bufio.NewScanner(out)
	for sc.Scan() && sc.Text() != "ready" {
		kind, num, _ := strings.Cut(sc.Text(), " ")
		pid, err := strconv.Atoi(num)
		if err != nil {
			t.Fatalf("host helper printed %q", sc.Text())
		}
		if kind == "plugin" {
			plugin = pid
		} else {
			children = append(children, pid)
		}
	}
	if plugin == 0 || len(children) != 3 {
		_ = host.Process.Kill()
		_ = host.Wait()
		reaped = true
		t.Fatalf("host helper gave plugin %d, children %v\nstderr: %s", plugin, children, stderr.String())
	}
	// Leave nothing behind even when the test fails.
	t.Cleanup(func() {
		for _, pid := range append([]int{plugin}, children...) {
			if alive(pid) {
				_ = syscall.Kill(pid, syscall.SIGKILL)
			}
		}
		for _, pid := range append([]int{plugin}, children...) {
			waitGone(t, pid) // and reap it if it is ours
		}
	})
	for _, pid := range append([]int{plugin}, children...) {
		if !alive(pid) {
			t.Fatalf("process %d is not running before the host is killed", pid)
		}
	}
	if err := host.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = host.Wait()
	reaped = true

	t.Run("plugin exits", func(t *testing.T) {
		waitGone(t, plugin)
	})
	t.Run("children are gone", func(t *testing.T) {
		for _, pid := range children {
			waitGone(t, pid)
		}
	})
}

// alive reports whether pid runs and is not a zombie. A zombie that is
// this test process's child (an orphan re-parented to it: a provisioned
// backend makes it a child subreaper) is reaped.
func alive(pid int) bool {
	st, err := hostproc.ReadStat(pid)
	if err != nil {
		return false
	}
	if st.State == 'Z' {
		if st.PPid == os.Getpid() {
			var ws syscall.WaitStatus
			_, _ = syscall.Wait4(pid, &ws, syscall.WNOHANG, nil)
		}
		return false
	}
	return true
}

// waitGone polls with a deadline until pid is gone or a zombie.
func waitGone(t *testing.T, pid int) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for alive(pid) {
		if time.Now().After(deadline) {
			st, _ := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
			t.Errorf("process %d still alive after 30s: %s", pid, st)
			return
		}
		time.Sleep(10 * time.Millisecond) // poll interval of a deadline-bounded poll
	}
}
