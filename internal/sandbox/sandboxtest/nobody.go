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
// and TMPDIR a directory of its own), and NobodyEnv set; it skips when
// the rerun lacks a kernel feature ("kernel feature missing"), fails the
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
	bin, home := StageForNobody(t)
	cmd := exec.CommandContext(t.Context(), bin, "-test.run="+run, "-test.v", "-test.count=1")
	cmd.Env = append([]string{NobodyEnv + "=1", "TMPDIR=" + home, "HOME=" + home, "PATH=" + os.Getenv("PATH"), "GORACE=" + os.Getenv("GORACE")}, env...)
	cmd.Dir = home
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534, Groups: []uint32{}}}
	out, err := cmd.CombinedOutput()
	if strings.Contains(string(out), "kernel feature missing") {
		t.Skipf("as uid 65534: %s", out)
	}
	if err != nil || !strings.Contains(string(out), "--- PASS") || strings.Contains(string(out), "--- SKIP") || strings.Contains(string(out), "--- FAIL") {
		t.Fatalf("as uid 65534: %v\n%s", err, out)
	}
	return string(out)
}

// StageForNobody copies the test binary where uid 65534 may run it, and
// makes a directory of its own for it (its HOME and TMPDIR, short enough
// for go-plugin's socket paths, whose length is bounded at 108 bytes); it
// returns both. Both are removed when the test ends.
func StageForNobody(t *testing.T) (bin, home string) {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir, err := os.MkdirTemp("", "nobody-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	bin = filepath.Join(dir, "test")
	data, err := os.ReadFile(self)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		t.Fatal(err)
	}
	home = filepath.Join(dir, "home")
	if err := os.Mkdir(home, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(home, 65534, 65534); err != nil {
		t.Fatal(err)
	}
	return bin, home
}
