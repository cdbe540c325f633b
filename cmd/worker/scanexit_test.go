package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestScanLeavesNoFiles: a one-shot scan with a temporary state dir removes
// everything it created under TMPDIR (state dir, plugin scratch dirs, the
// store's copies of the built-in package) whatever way it ends: findings
// with --fail-on-findings (exit 1), a clean scan (exit 0), an incomplete
// one (exit 5) and a usage error (exit 2) keep their exit codes.
func TestScanLeavesNoFiles(t *testing.T) {
	t.Parallel()
	bin := workerBinary(t)
	home, tmp := t.TempDir(), t.TempDir()
	planted, err := filepath.Abs(filepath.Join(corpusDir, "app", "age_secret_key"))
	if err != nil {
		t.Fatal(err)
	}
	clean := filepath.Join(home, "clean")
	if err := os.MkdirAll(clean, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(clean, "a.txt"), []byte("nothing to see\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string // in stderr
	}{
		{"findings", []string{"scan", "--fail-on-findings", "--format", "json", planted}, 1, "1 finding in 1 target"},
		{"clean", []string{"scan", clean}, 0, "0 findings in 1 target"},
		{"incomplete", []string{"scan", "--timeout", "1ns", clean}, 5, "incomplete"},
		{"usage", []string{"scan", "--format", "xml", clean}, 2, "--format"},
	} {
		cmd := exec.Command(bin, tc.args...)
		cmd.Dir = home
		cmd.Env = []string{"HOME=" + home, "TMPDIR=" + tmp, "PATH=" + os.Getenv("PATH")}
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		var xe *exec.ExitError
		if err != nil && !errors.As(err, &xe) {
			t.Fatal(err)
		}
		if code := cmd.ProcessState.ExitCode(); code != tc.code || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("%s: exit %d, want %d with %q\nstderr %s", tc.name, code, tc.code, tc.want, stderr.String())
		}
		left, err := os.ReadDir(tmp)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range left {
			t.Errorf("%s: the scan left %s in TMPDIR", tc.name, e.Name())
		}
	}
}
