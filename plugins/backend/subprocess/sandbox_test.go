//go:build linux

package subprocess

import (
	"bytes"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/registry"
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

// TestSandboxContainment runs a hostile scanner that tries each escape in
// turn, checks what it got, and checks after each that the backend still
// runs a normal job.
func TestSandboxContainment(t *testing.T) {
	needSandbox(t)
	stateDir := t.TempDir()
	b := newBackendIn(t, "probe = false\n[sandbox]\nmax_processes = 48\n", stateDir)
	store := filepath.Dir(copyEntry(t, testScanner))
	s := testScannerEntry()
	s.Entry = filepath.Join(store, filepath.Base(testScanner))
	in, err := b.Load(t.Context(), s)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { in.Close() })
	cache, _ := os.UserCacheDir()
	cacheDir := filepath.Join(cache, "sluice")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	marker := "3600." + strconv.FormatInt(time.Now().UnixNano()%1e9, 10)
	self := strconv.Itoa(os.Getpid())

	for _, tc := range []struct {
		name   string
		opts   map[string]string
		prefix string
		check  func(t *testing.T, lines []string)
	}{
		{"worker proc entries", attack("read", "path", "/proc/{ppid}/environ,/proc/"+self+"/environ,/proc/"+self+"/mem,/proc/"+self+"/cmdline,/proc/1/environ"), "read ", sandboxtest.AllFail},
		{"files outside", attack("read", "path", "/etc/passwd,"+stateDir+"/runs,"+s.Entry+","+cacheDir+",/root/.bashrc,/home"), "read ", sandboxtest.AllFail},
		{"workspace readable", attack("read", "path", "a.txt"), "read ", func(t *testing.T, l []string) {
			if len(l) != 1 || !strings.Contains(l[0], `ok "hello"`) {
				t.Errorf("reading the workspace: %q", l)
			}
		}},
		{"writes outside", attack("write", "path", "a.txt,new.txt,/tmp/x,"+stateDir+"/x,"+store+"/x,/x,/dev/shm/x"), "write ", sandboxtest.AllFail},
		{"patch the store", attack("patch", "path", s.Entry), "patch ", sandboxtest.AllFail},
		{"private temp dir writable", attack("write", "path", "$TMPDIR/x"), "write ", func(t *testing.T, l []string) {
			if len(l) != 1 || !strings.HasSuffix(l[0], ": <nil>") {
				t.Errorf("writing TMPDIR: %q", l)
			}
		}},
		{"network", attack("connect", "addr", ln.Addr().String()), "connect ", sandboxtest.AllFail},
		{"signal the worker", attack("signal", "pid", self), "signal ", sandboxtest.AllFail},
		{"fork bomb", attack("forkbomb"), "forkbomb ", func(t *testing.T, l []string) {
			n := -1
			if len(l) == 1 {
				n, _ = strconv.Atoi(strings.Fields(l[0])[1])
			}
			if n < 0 || n >= 48 {
				t.Errorf("fork bomb not bounded by max_processes 48: %q", l)
			}
		}},
		{"orphan", attack("orphan", "marker", marker), "orphan", func(t *testing.T, l []string) {
			if len(l) != 1 || l[0] != ": <nil>" {
				t.Fatalf("starting the orphan: %q", l)
			}
			waitNoProcess(t, "sleep "+marker)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := &recorder{}
			mustScan(t, in, request(t, tc.opts), rec)
			tc.check(t, rec.logsWithPrefix(tc.prefix))
			// The worker stays healthy: a normal job runs.
			mustScan(t, in, request(t, map[string]string{"findings": "1"}), &recorder{})
		})
	}
	if _, err := os.Stat(filepath.Join(stateDir, "x")); err == nil {
		t.Error("the scanner wrote into the state dir")
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
			t.Fatalf("%d processes %q outlived the job", found, cmdline)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestSandboxedRunSkipsSweep runs a sandboxed scanner that leaves two
// sleepers behind, one in its group holding stdout and one double-forked
// into a session of its own holding stderr, with inits started for their
// runs and in a resident init: the job ends, no host-wide sweep ran, and
// no sleeper is left, since the sandbox init's exit (or the resident,
// after its run) ended every process of the run.
// Unsandboxed, the same scanner's run is swept.
func TestSandboxedRunSkipsSweep(t *testing.T) {
	needSandbox(t)
	for _, tc := range []struct {
		name, config string
		prestart     int
		swept        bool
	}{
		{"init per run", "probe = false\n", 0, false},
		{"resident", "probe = false\n", DefaultPrestart, false},
		{"unsandboxed", "probe = false\n" + unsandboxed, 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := Parse(tc.config)
			if err != nil {
				t.Fatal(err)
			}
			b.prestart = tc.prestart
			if err := b.Provision(registry.Context{Context: t.Context(), Logger: slog.New(slog.DiscardHandler), StateDir: t.TempDir()}); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { b.Close() })
			in := load(t, b)
			if b.residents != nil {
				// A first run starts a resident init; the scan is the
				// second run it serves.
				mustScan(t, in, request(t, nil), &recorder{})
				b.residents.Settle()
				if len(b.residents.Idle()) == 0 {
					t.Fatal("no resident sandbox init is idle after a run")
				}
			}
			before := b.sweeps.Load()
			marker := "sweep-skip-" + strconv.FormatInt(time.Now().UnixNano(), 36)
			rec := &recorder{}
			mustScan(t, in, request(t, map[string]string{"mode": "fork", "marker": marker}), rec)
			if pids := rec.logsWithPrefix("pid "); len(pids) != 2 {
				t.Fatalf("the scanner reported pids %q, want its two sleepers", pids)
			}
			waitNoProcessWith(t, marker)
			// Each run is swept twice: when the scanner exits, to end what
			// holds its pipes, and before it is reaped.
			if got := b.sweeps.Load() - before; (got > 0) != tc.swept {
				t.Errorf("%d sweeps after the run; want some: %v", got, tc.swept)
			}
		})
	}
}

// waitNoProcessWith polls until no process has marker as an argument.
func waitNoProcessWith(t *testing.T, marker string) {
	t.Helper()
	arg := []byte("\x00" + marker + "\x00")
	deadline := time.Now().Add(10 * time.Second)
	for {
		var found []string
		procs, _ := os.ReadDir("/proc")
		for _, p := range procs {
			if b, err := os.ReadFile("/proc/" + p.Name() + "/cmdline"); err == nil && bytes.Contains(b, arg) {
				found = append(found, p.Name())
			}
		}
		if len(found) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("processes %v with argument %q outlived the job", found, marker)
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
