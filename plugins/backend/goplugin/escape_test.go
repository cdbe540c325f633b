//go:build linux

package goplugin

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/internal/sandbox/sandboxtest"
)

// attackLogs runs sandboxtest.Attack in a scan of in and returns its log
// lines starting with prefix (prefix removed).
func attackLogs(t *testing.T, in *Instance, prefix string, opts ...string) []string {
	t.Helper()
	s := &sink{}
	if err := in.Scan(t.Context(), request(workspace(t, 1), "attack", opts...), s); err != nil {
		t.Fatalf("attack scan: %v", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for _, l := range s.logs {
		if rest, ok := strings.CutPrefix(l, prefix); ok {
			out = append(out, rest)
		}
	}
	return out
}

// TestEscapeWorkerEnviron is the regression test of a plugin reading the
// worker's environment through /proc/$PPID/environ (or the worker's pid).
func TestEscapeWorkerEnviron(t *testing.T) {
	environ, err := os.ReadFile("/proc/self/environ")
	if err != nil {
		t.Fatal(err)
	}
	secret := strconv.Quote(strings.Split(string(environ), "\x00")[0])
	secret = secret[1 : len(secret)-1]
	in := load(t, newBackend(t, modeConfig("", "")), testEntry(t))
	self := "/proc/" + strconv.Itoa(os.Getpid())
	got := attackLogs(t, in, "read ", "attack", "read", "path", "/proc/{ppid}/environ,"+self+"/environ,"+self+"/mem")
	if len(got) != 3 {
		t.Fatalf("attack lines %q", got)
	}
	for _, l := range got {
		if strings.Contains(l, secret) || strings.Contains(l, ": ok") {
			t.Errorf("the plugin read the worker's memory or environment: %.300s", l)
		}
	}
}

// TestEscapePatchOtherScanner is the regression test of a plugin patching
// another plugin's verified entry in place: the victim's next process must
// run the verified bytes.
func TestEscapePatchOtherScanner(t *testing.T) {
	b := newBackend(t, modeConfig("", ""))
	victim := filepath.Join(t.TempDir(), "store", "plugin")
	os.MkdirAll(filepath.Dir(victim), 0o755)
	copyFile(t, testPlugin, victim)
	s := testEntry(t)
	s.Entry = victim
	in := load(t, b, s)
	attacker := load(t, b, testEntry(t))
	stopWarm(in) // a running binary cannot be opened for writing
	t.Logf("attacker: %q", attackLogs(t, attacker, "patch ", "attack", "patch", "path", victim))
	restartWantOriginal(t, in)
}

// TestPatchedEntryNeverRuns patches a loaded plugin's entry in place from
// outside any sandbox: its next process still runs the verified bytes.
func TestPatchedEntryNeverRuns(t *testing.T) {
	victim := filepath.Join(t.TempDir(), "plugin")
	copyFile(t, testPlugin, victim)
	s := testEntry(t)
	s.Entry = victim
	in := load(t, newBackend(t, modeConfig("", "")), s)
	stopWarm(in)
	if err := sandboxtest.Patch(victim); err != nil {
		t.Fatal(err)
	}
	restartWantOriginal(t, in)
}

// stopWarm kills in's warm process, so that the next scan starts a new
// one.
func stopWarm(in *Instance) {
	in.mu.Lock()
	p := in.cur
	in.mu.Unlock()
	p.kill()
}

// restartWantOriginal checks that in's next process runs the unpatched
// bytes.
func restartWantOriginal(t *testing.T, in *Instance) {
	t.Helper()
	if got := attackLogs(t, in, "marker ", "attack", "read", "path", "/dev/null"); !slices.Equal(got, []string{sandboxtest.Marker}) {
		t.Fatalf("the victim ran patched bytes: marker %q", got)
	}
}
