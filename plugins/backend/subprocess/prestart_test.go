//go:build linux

package subprocess

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/sys/unix"

	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
)

// waitingInit runs a job, so that the backend's resident sandbox init
// that served it waits for the next, and returns its pid.
func waitingInit(t *testing.T, b *Backend) int {
	t.Helper()
	if b.residents == nil {
		t.Fatal("the backend has no resident sandbox inits")
	}
	in := load(t, b)
	mustScan(t, in, request(t, nil), &recorder{})
	b.residents.Settle()
	w := b.residents.Idle()
	if len(w) != 1 {
		t.Fatalf("%d resident sandbox inits idle after a run, want 1", len(w))
	}
	if !hostproc.IsLive(w[0]) {
		t.Fatalf("waiting init %d is not registered live: a sweep would kill it", w[0])
	}
	return w[0]
}

// TestPrestartedInitReapedOnClose checks that an idle resident init is
// ended, reaped and unregistered by Close.
func TestPrestartedInitReapedOnClose(t *testing.T) {
	needSandbox(t)
	b := newBackend(t, "")
	pid := waitingInit(t, b)
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := hostproc.ReadStat(pid); err == nil {
		t.Fatalf("init %d exists after Close", pid)
	}
	if hostproc.IsLive(pid) {
		t.Fatalf("init %d still registered live after Close", pid)
	}
}

// TestJobRunsAfterPrestartedInitDied kills the idle resident init: the
// next run gets one started for it, and the dead one is reaped.
func TestJobRunsAfterPrestartedInitDied(t *testing.T) {
	needSandbox(t)
	b := newBackend(t, "")
	pid := waitingInit(t, b)
	if err := unix.Kill(pid, unix.SIGKILL); err != nil {
		t.Fatal(err)
	}
	var info unix.Siginfo
	if err := unix.Waitid(unix.P_PID, pid, &info, unix.WEXITED|unix.WNOWAIT, nil); err != nil {
		t.Fatal(err)
	}
	in := load(t, b)
	rec := &recorder{}
	mustScan(t, in, request(t, map[string]string{"findings": "2"}), rec)
	if len(rec.findings) != 2 {
		t.Fatalf("%d findings, want 2", len(rec.findings))
	}
	b.residents.Settle()
	if _, err := hostproc.ReadStat(pid); err == nil {
		t.Fatalf("dead init %d not reaped", pid)
	}
	if hostproc.IsLive(pid) {
		t.Fatalf("dead init %d still registered live", pid)
	}
	if w := b.residents.Idle(); len(w) != 1 || w[0] == pid {
		t.Fatalf("idle residents %v, want one new one", w)
	}
}

// TestPrestartedInitsFollowConfig swaps a backend for one with another
// sandbox configuration, as a restart with a changed worker.toml does:
// the old backend's idle resident init is gone after its Close, and the
// new backend's runs, through its own resident, see its read_only_paths.
func TestPrestartedInitsFollowConfig(t *testing.T) {
	needSandbox(t)
	extra := t.TempDir()
	if err := os.WriteFile(filepath.Join(extra, "f"), []byte("extra"), 0o644); err != nil {
		t.Fatal(err)
	}
	read := attack("read", "path", filepath.Join(extra, "f"))

	old := newBackend(t, "")
	oldPid := waitingInit(t, old)
	rec := &recorder{}
	mustScan(t, load(t, old), request(t, read), rec)
	if l := rec.logsWithPrefix("read "); len(l) != 1 || strings.Contains(l[0], ": ok ") {
		t.Fatalf("without read_only_paths the scanner read %q", l)
	}

	b := newBackend(t, "[sandbox]\nread_only_paths = [\""+extra+"\"]\n")
	pid := waitingInit(t, b)
	if err := old.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := hostproc.ReadStat(oldPid); err == nil {
		t.Fatalf("the old backend's init %d exists after its Close", oldPid)
	}
	rec = &recorder{}
	mustScan(t, load(t, b), request(t, read), rec)
	if l := rec.logsWithPrefix("read "); len(l) != 1 || !strings.Contains(l[0], `: ok "extra"`) {
		t.Fatalf("with read_only_paths the scanner read %q", l)
	}
	if w := b.residents.Idle(); len(w) != 1 || w[0] != pid {
		t.Fatalf("idle residents %v: the run was not served by the waiting resident %d", w, pid)
	}
}
