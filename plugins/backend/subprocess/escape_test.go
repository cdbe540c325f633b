//go:build linux

package subprocess

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/internal/sandbox/sandboxtest"
)

// attack returns the options of a scan running sandboxtest.Attack.
func attack(name string, kv ...string) map[string]string {
	o := map[string]string{"mode": "attack", "attack": name}
	for i := 0; i+1 < len(kv); i += 2 {
		o[kv[i]] = kv[i+1]
	}
	return o
}

// TestEscapeWorkerEnviron is the regression test of a scanner reading the
// worker's environment through /proc/$PPID/environ (or the worker's pid):
// no read of the worker's environ or mem may succeed, and nothing read may
// hold the worker's initial environment (which /proc shows).
func TestEscapeWorkerEnviron(t *testing.T) {
	// The process is not dumpable (sandbox.Main), so an unprivileged test
	// cannot read its own /proc/self/environ; its first variable is the
	// same in os.Environ.
	env := os.Environ()
	if len(env) == 0 {
		t.Fatal("the test process has no environment to look for")
	}
	secret := env[0]
	if len(secret) < 8 {
		t.Fatalf("the test process has too small an environment to look for: %q", secret)
	}
	in := load(t, newBackend(t, ""))
	rec := &recorder{}
	self := "/proc/" + strconv.Itoa(os.Getpid())
	mustScan(t, in, request(t, attack("read", "path", "/proc/{ppid}/environ,"+self+"/environ,"+self+"/mem,/proc/1/environ")), rec)
	got := rec.logsWithPrefix("read ")
	if len(got) != 4 {
		t.Fatalf("attack lines %q", got)
	}
	for _, l := range got {
		if strings.Contains(l, strconv.Quote(secret)[1:len(strconv.Quote(secret))-1]) || strings.Contains(l, ": ok") && !strings.HasPrefix(l, "/proc/1/") {
			t.Errorf("the scanner read the worker's memory or environment: %.300s", l)
		}
	}
}

// TestEscapePatchOtherScanner is the regression test of a scanner patching
// another scanner's verified entry in place (same inode and size, mode and
// modification time restored): the other scanner must keep running the
// bytes that were verified.
func TestEscapePatchOtherScanner(t *testing.T) {
	b := newBackend(t, "probe = false")
	victim := copyEntry(t, testScanner)
	attacker := load(t, b)
	s := testScannerEntry()
	s.Entry = victim
	in, err := b.Load(t.Context(), s)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { in.Close() })
	rec := &recorder{}
	mustScan(t, attacker, request(t, attack("patch", "path", victim)), rec)
	t.Logf("attacker: %q", rec.logsWithPrefix("patch "))
	wantOriginal(t, in)
}

// TestPatchedEntryNeverRuns patches a loaded scanner's entry in place from
// outside any sandbox (as any process of the worker's uid could): the
// instance keeps running the verified bytes.
func TestPatchedEntryNeverRuns(t *testing.T) {
	b := newBackend(t, "probe = false")
	victim := copyEntry(t, testScanner)
	s := testScannerEntry()
	s.Entry = victim
	in, err := b.Load(t.Context(), s)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { in.Close() })
	if err := sandboxtest.Patch(victim); err != nil {
		t.Fatal(err)
	}
	wantOriginal(t, in)
}

// wantOriginal runs in and checks that it runs the unpatched bytes.
func wantOriginal(t *testing.T, in backend.Instance) {
	t.Helper()
	rec := &recorder{}
	err := in.Scan(t.Context(), request(t, attack("read", "path", "/dev/null")), rec)
	if err != nil {
		t.Fatalf("the victim failed after the attack: %v", err)
	}
	if got := rec.logsWithPrefix("marker "); !slices.Equal(got, []string{sandboxtest.Marker}) {
		t.Fatalf("the victim ran patched bytes: marker %q", got)
	}
}

// copyEntry copies the executable src into a fresh store directory.
func copyEntry(t *testing.T, src string) string {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(t.TempDir(), "store", filepath.Base(src))
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, data, 0o555); err != nil {
		t.Fatal(err)
	}
	return dst
}
