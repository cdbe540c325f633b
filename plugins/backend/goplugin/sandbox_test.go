//go:build linux

package goplugin

import (
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/internal/sandbox"
	"github.com/sluicehq/sluice/internal/sandbox/sandboxtest"
)

// needSandbox skips the test, naming what is missing, when the sandbox
// cannot run on this machine.
func needSandbox(t *testing.T) {
	t.Helper()
	if err := sandbox.Probe().Missing(); err != nil {
		t.Skipf("kernel feature missing: %v", err)
	}
}

// TestSandboxContainment runs a hostile plugin that tries each escape in
// turn, checks what it got, and checks after each that the plugin's
// scanner still serves a normal job.
func TestSandboxContainment(t *testing.T) {
	needSandbox(t)
	b := newBackend(t, modeConfig("", "[sandbox]\nmax_processes = 64"))
	store := filepath.Join(t.TempDir(), "store")
	os.MkdirAll(store, 0o755)
	entry := filepath.Join(store, "plugin")
	copyFile(t, testPlugin, entry)
	s := testEntry(t)
	s.Entry = entry
	in := load(t, b, s)
	cache, _ := os.UserCacheDir()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	marker := "3600." + strconv.FormatInt(time.Now().UnixNano()%1e9, 10)
	self := strconv.Itoa(os.Getpid())
	state := filepath.Dir(b.procsDir)

	for _, tc := range []struct {
		name   string
		opts   []string
		prefix string
		check  func(t *testing.T, lines []string)
	}{
		{"worker proc entries", []string{"attack", "read", "path", "/proc/{ppid}/environ,/proc/" + self + "/environ,/proc/" + self + "/mem,/proc/1/environ"}, "read ", sandboxtest.AllFail},
		{"files outside", []string{"attack", "read", "path", "/etc/passwd," + state + "," + entry + "," + filepath.Join(cache, "sluice") + ",/root/.bashrc,/home,/.host/etc/passwd"}, "read ", sandboxtest.AllFail},
		{"writes outside", []string{"attack", "write", "path", "/tmp/x," + state + "/x," + store + "/x,/x,/workspaces/x,/dev/shm/x"}, "write ", sandboxtest.AllFail},
		{"patch the store", []string{"attack", "patch", "path", entry}, "patch ", sandboxtest.AllFail},
		{"private temp dir writable", []string{"attack", "write", "path", "$TMPDIR/x"}, "write ", func(t *testing.T, l []string) {
			if len(l) != 1 || !strings.HasSuffix(l[0], ": <nil>") {
				t.Errorf("writing TMPDIR: %q", l)
			}
		}},
		{"network", []string{"attack", "connect", "addr", ln.Addr().String()}, "connect ", sandboxtest.AllFail},
		{"signal the worker", []string{"attack", "signal", "pid", self}, "signal ", sandboxtest.AllFail},
		{"fork bomb", []string{"attack", "forkbomb"}, "forkbomb ", func(t *testing.T, l []string) {
			n := -1
			if len(l) == 1 {
				n, _ = strconv.Atoi(strings.Fields(l[0])[1])
			}
			if n < 0 || n >= 64 {
				t.Errorf("fork bomb not bounded by max_processes 64: %q", l)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.check(t, attackLogs(t, in, tc.prefix, tc.opts...))
			healthy(t, in)
		})
	}
	t.Run("orphan", func(t *testing.T) {
		if l := attackLogs(t, in, "orphan", "attack", "orphan", "marker", marker); len(l) != 1 || l[0] != ": <nil>" {
			t.Fatalf("starting the orphan: %q", l)
		}
		// The orphan lives as long as the warm process, and not longer.
		stopWarm(in)
		waitNoProcess(t, "sleep "+marker)
		healthy(t, in)
	})
}

// healthy checks that in serves a normal job over a workspace of two
// files.
func healthy(t *testing.T, in *Instance) {
	t.Helper()
	var s sink
	if err := in.Scan(t.Context(), request(workspace(t, 2), ""), &s); err != nil || len(s.findings) != 2 {
		t.Fatalf("normal job after the attack: %d findings, %v", len(s.findings), err)
	}
}

// waitNoProcess polls until no process's command line is cmdline.
func waitNoProcess(t *testing.T, cmdline string) {
	t.Helper()
	want := strings.ReplaceAll(cmdline, " ", "\x00") + "\x00"
	deadline := time.Now().Add(10 * time.Second)
	for {
		found := 0
		procs, _ := os.ReadDir("/proc")
		for _, p := range procs {
			if b, err := os.ReadFile("/proc/" + p.Name() + "/cmdline"); err == nil && string(b) == want {
				found++
			}
		}
		if found == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d processes %q outlived the plugin", found, cmdline)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestSandboxContainmentAsNobody runs TestSandboxContainment again from a
// worker of uid 65534.
func TestSandboxContainmentAsNobody(t *testing.T) {
	if os.Getenv(sandboxtest.NobodyEnv) != "" {
		t.Skip("already the unprivileged run")
	}
	needSandbox(t)
	if err := os.Chmod(builtDir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s", sandboxtest.RerunAsNobody(t, "^TestSandboxContainment$", builtEnv+"="+builtDir))
}
