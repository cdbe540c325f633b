package sandboxtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// NobodyEnv is set in the test binary RerunAsNobody starts.
const NobodyEnv = "SLUICE_TEST_AS_NOBODY"

// RerunAsNobody runs the test binary again as uid and gid 65534, without
// supplementary groups, with -test.run=run, env (besides PATH, and HOME
// and TMPDIR a directory of its own), and NobodyEnv set; it fails the
// test unless every test that ran passed and none skipped, and returns
// the output. It skips when the test is not root (the tests already ran
// unprivileged) or is the rerun itself. Files the rerun needs must be
// readable by uid 65534.
func RerunAsNobody(t *testing.T, run string, env ...string) string {
	t.Helper()
	if os.Getenv(NobodyEnv) != "" {
		t.Skip("already the unprivileged run")
	}
	if os.Geteuid() != 0 {
		t.Skip("not root: the tests already ran unprivileged")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	// A short directory: go-plugin puts Unix sockets, whose paths are
	// bounded at 108 bytes, below TMPDIR.
	dir, err := os.MkdirTemp("", "nobody-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "test")
	data, err := os.ReadFile(self)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(dir, "home")
	if err := os.Mkdir(home, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(home, 65534, 65534); err != nil {
		t.Fatal(err)
	}
	cmd := exec.CommandContext(t.Context(), bin, "-test.run="+run, "-test.v", "-test.count=1")
	cmd.Env = append([]string{NobodyEnv + "=1", "TMPDIR=" + home, "HOME=" + home, "PATH=" + os.Getenv("PATH")}, env...)
	cmd.Dir = home
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534, Groups: []uint32{}}}
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS") || strings.Contains(string(out), "--- SKIP") || strings.Contains(string(out), "--- FAIL") {
		t.Fatalf("as uid 65534: %v\n%s", err, out)
	}
	return string(out)
}
