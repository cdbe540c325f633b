package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestRunEnqueueStatusDrain starts `worker run`, enqueues a job with
// `worker enqueue`, waits for `worker status` to show it done, then stops
// the worker with SIGTERM (drain) and expects exit 0.
func TestRunEnqueueStatusDrain(t *testing.T) {
	bin := workerBinary(t)
	dir := t.TempDir()
	cfg := signedMarkersPackage(t, dir)
	body, err := os.ReadFile(cfg)
	if err != nil {
		t.Fatal(err)
	}
	body = bytes.Replace(body, []byte("[worker]\nid = \"scan-test\"\n"),
		[]byte("[worker]\nid = \"run-test\"\nstate_dir = \"state\"\nslots = 1\n"), 1)
	body = append(body, "\n[transport.local]\ndir = \"spool\"\npoll_interval = \"50ms\"\n"...)
	if err := os.WriteFile(cfg, body, 0o600); err != nil {
		t.Fatal(err)
	}

	cmd := exec.Command(bin, "run", "--config", cfg)
	cmd.Dir = dir
	cmd.Env = []string{"HOME=" + dir, "PATH=" + os.Getenv("PATH")}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			<-exited
		}
	})

	target := filepath.Join(dir, "target")
	os.MkdirAll(target, 0o755)
	os.WriteFile(filepath.Join(target, "x.go"), []byte("// do-not-commit\n"), 0o644)
	out, errOut, code := runBinary(t, bin, dir, "enqueue", "--config", cfg, "--id", "job-1", "--scanner", "examples/markers", target)
	if code != 0 {
		t.Fatalf("enqueue: exit %d %s %s", code, out, errOut)
	}

	deadline := time.Now().Add(60 * time.Second)
	for {
		out, errOut, code = runBinary(t, bin, dir, "status", "--config", cfg, "--json")
		var st struct {
			Queue *struct{ Done int } `json:"queue"`
		}
		if code == 0 && json.Unmarshal([]byte(out), &st) == nil && st.Queue != nil && st.Queue.Done == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("job not done in time; last status exit %d %s %s\nworker stderr:\n%s", code, out, errOut, stderr.String())
		}
		select {
		case err := <-exited:
			t.Fatalf("worker exited early: %v\n%s", err, stderr.String())
		case <-time.After(100 * time.Millisecond): // poll interval of a deadline-bounded poll
		}
	}

	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-exited:
		if err != nil {
			t.Fatalf("worker after SIGTERM: %v\n%s", err, stderr.String())
		}
	case <-time.After(60 * time.Second):
		t.Fatalf("worker did not drain after SIGTERM\n%s", stderr.String())
	}
	if !strings.Contains(stderr.String(), "draining") {
		t.Errorf("no drain log line:\n%s", stderr.String())
	}
}
