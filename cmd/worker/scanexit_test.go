package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
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
	warmBuiltinCache(t, home)
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
	fifo := filepath.Join(home, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	corrupt := filepath.Join(home, "corrupt.tar.gz")
	if err := os.WriteFile(corrupt, []byte("\x1f\x8bnot gzip at all"), 0o600); err != nil {
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
		// A target that cannot be scanned at all is a usage error, as a
		// missing one is; it never blocks opening a FIFO.
		{"fifo", []string{"scan", fifo}, 2, "target " + fifo + " is a FIFO: a target is a directory or a regular file"},
		{"missing", []string{"scan", filepath.Join(home, "missing")}, 2, "no such file or directory"},
		// A target that fails to prepare says so once.
		{"unpreparable", []string{"scan", corrupt}, 5, corrupt + ": failed; prepare: reading gzip header"},
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
		if strings.Contains(stderr.String(), "prepare: prepare:") {
			t.Errorf("%s: a message repeats its prefix: %s", tc.name, stderr.String())
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

// TestScanSlotsPerJob: a scan runs no more slots than it has jobs, so a
// one-target scan sets up one slot's state, whatever worker.slots says;
// and it instantiates only the preparers of its targets' kinds.
func TestScanSlotsPerJob(t *testing.T) {
	t.Parallel()
	bin := workerBinary(t)
	dir := t.TempDir()
	target := filepath.Join(dir, "src")
	if err := os.MkdirAll(target, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(target, "a.txt"), []byte("nothing to see\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "worker.toml"), []byte("[worker]\nslots = 4\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args  []string
		slots []string
	}{
		{[]string{target}, []string{"0.a", "0.b"}},
		{[]string{target, target + "/a.txt"}, []string{"0.a", "0.b", "1.a", "1.b"}},
	} {
		stateDir := t.TempDir()
		warmStateDir(t, stateDir)
		_, errOut, code := runBinary(t, bin, dir, append([]string{"scan", "--state-dir", stateDir}, tc.args...)...)
		if code != 0 {
			t.Fatalf("scan %v: exit %d\nstderr %s", tc.args, code, errOut)
		}
		entries, err := os.ReadDir(filepath.Join(stateDir, "slots"))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range entries {
			got = append(got, e.Name())
		}
		if strings.Join(got, " ") != strings.Join(tc.slots, " ") {
			t.Errorf("scan of %d targets with worker.slots = 4: slot records %v, want %v", len(tc.args), got, tc.slots)
		}
		for id, want := range map[string]bool{"preparer.path": true, "preparer.archive": false, "preparer.git": false} {
			if _, err := os.Stat(filepath.Join(stateDir, "plugins", id)); (err == nil) != want {
				t.Errorf("scan of path targets: %s instantiated %v, want %v", id, err == nil, want)
			}
		}
	}
}

// TestScanViewsInPlace: worker scan reads a local directory in place, even
// when the config's [preparer.path] mode says copy (the one-shot command
// tells its plugins so through registry.Context.OneShot, not by editing
// the config).
func TestScanViewsInPlace(t *testing.T) {
	t.Parallel()
	bin := workerBinary(t)
	dir := t.TempDir()
	warmBuiltinCache(t, dir)
	target := writeScanTarget(t, dir)
	cfg := "[log]\nlevel = \"debug\"\n\n[preparer.path]\nmode = \"copy\"\n"
	if err := os.WriteFile(filepath.Join(dir, "worker.toml"), []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := runBinary(t, bin, dir, "scan", "--verbose", target)
	if code != 0 || !strings.Contains(errOut, `msg="viewing path target in place"`) {
		t.Errorf("scan with [preparer.path] mode = \"copy\": exit %d; want the directory viewed in place\nstderr %s", code, errOut)
	}
}
