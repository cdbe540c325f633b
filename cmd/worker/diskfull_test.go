package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestFullDiskSpendsNoAttempt runs `worker run` with its state dir on a
// small tmpfs that the test fills while jobs arrive. The worker's own
// storage failing is the worker's fault, never the job's: the workspace
// copy fails with ENOSPC, the job is given back to the spool (released:
// the attempt does not count) for a worker whose storage works, /readyz
// fails with the storage check, sluice_worker_storage_ok drops to 0 and no
// job is claimed. When the space returns, the worker recovers by itself
// and every job is done with no counted attempt spent on the fault.
// (Before, the worker stayed ready, counted ENOSPC as failed generations,
// and spent all three attempts of every job within a second.)
func TestFullDiskSpendsNoAttempt(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("not root: the test mounts a tmpfs for the state dir, which takes root")
	}
	bin := sharedWorkerBinary(t)
	r := newRig(t, bin, rigOptions{id: "full", state: "state", slots: 2})
	body, err := os.ReadFile(r.cfg)
	if err != nil {
		t.Fatal(err)
	}
	// A threshold under what the test leaves free: the worker claims, and
	// the workspace's write fails.
	body = bytes.Replace(body, []byte("shutdown_timeout = \"30s\"\n"), []byte("shutdown_timeout = \"30s\"\nmin_free_bytes = \"2MiB\"\n"), 1)
	if err := os.WriteFile(r.cfg, body, 0o600); err != nil {
		t.Fatal(err)
	}
	appendConfig(t, r.cfg, "\n[metrics]\nlisten = \"127.0.0.1:0\"\n")
	warmBuiltinCache(t, r.dir)

	stateDir := filepath.Join(r.dir, "state")
	if err := os.Mkdir(stateDir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mount("tmpfs", stateDir, "tmpfs", syscall.MS_NOSUID|syscall.MS_NODEV, "size=64m,mode=0700"); err != nil {
		t.Skipf("mounting a tmpfs for the state dir: %v", err)
	}
	warmStateDir(t, stateDir)
	// Registered before the worker starts, so it runs after the worker is
	// killed (cleanups run last first).
	t.Cleanup(func() {
		if err := syscall.Unmount(stateDir, syscall.MNT_DETACH); err != nil {
			t.Errorf("unmounting the test tmpfs: %v", err)
		}
	})
	// A target bigger than what the filled tmpfs leaves: its workspace
	// copy cannot fit.
	big := bytes.Repeat([]byte("just some text that is not a secret at all\n"), 8<<20/43)
	if err := os.WriteFile(filepath.Join(r.target, "big.txt"), big, 0o644); err != nil {
		t.Fatal(err)
	}

	p := r.start()
	p.waitStarted(t, 2*time.Minute)
	m := metricsURLLine.FindStringSubmatch(p.stderr.String())
	if m == nil {
		t.Fatalf("no metrics listening line in the log:\n%s", p.stderr.String())
	}
	base := m[1]

	// Fill the tmpfs, then give back 4 MiB: more than min_free_bytes, so
	// the worker claims, but not room for an 8 MiB workspace.
	filler := filepath.Join(stateDir, "filler")
	n := fill(t, filler)
	if err := os.Truncate(filler, n-4<<20); err != nil {
		t.Fatal(err)
	}

	ids := r.enqueue("full", 3, 3, "builtin/secrets")
	p.waitLog(t, "a generation failed by the storage", "the worker's storage failed this generation", time.Minute)
	p.waitFor(t, "/readyz to fail on storage", time.Minute, func() bool {
		code, body := httpGet(t, base+"/readyz")
		return code == http.StatusServiceUnavailable && strings.Contains(body, "storage")
	})
	if v := metricValue(t, base, "sluice_worker_storage_ok"); v != "0" {
		t.Errorf("sluice_worker_storage_ok = %s while the disk is full, want 0", v)
	}
	if strings.Contains(p.stderr.String(), "runner generation failed") {
		t.Errorf("a full disk counted as a failed generation:\n%s", p.stderr.String())
	}
	s := r.openSpool()
	defer s.Close()
	st, err := s.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if st.Failed != 0 || st.Done != 0 {
		t.Fatalf("while the disk is full: %+v, want no job ended", st)
	}
	// The jobs claimed before the fault were given back; no slot claims
	// after it.
	p.waitFor(t, "the claimed jobs given back", time.Minute, func() bool {
		st, err = s.Stats(context.Background())
		return err == nil && st.Leased == 0
	})
	if st.Ready != len(ids) || st.Done+st.Failed != 0 {
		t.Errorf("while the disk is full: %+v, want every job back in the queue", st)
	}
	released := 0
	for _, id := range ids {
		for _, a := range r.readAttempts(id) {
			if a.Outcome != "released" {
				t.Errorf("job %s: attempt %d ended %q while the disk was full, want released", id, a.Attempt, a.Outcome)
			}
			released++
		}
	}
	if released == 0 {
		t.Error("no job was given back")
	}
	// The spool records the release before the worker logs it: wait for
	// the line rather than read the log at this instant (a loaded run
	// read it between the two).
	p.waitLog(t, "the worker to say it gave the job back", "job given back: the worker's storage failed", time.Minute)

	// Space returns: the worker notices by itself.
	if err := os.Remove(filler); err != nil {
		t.Fatal(err)
	}
	r.waitResolved(s, len(ids), 2*time.Minute, p)
	c := r.checkResolved(s, ids, false)
	if c.done != len(ids) {
		t.Errorf("%d of %d jobs done after the space returned", c.done, len(ids))
	}
	// Every attempt but the one that delivered was given back: none counted.
	for _, id := range ids {
		for _, a := range r.readAttempts(id) {
			if a.Outcome != "released" && a.Outcome != "bundle" {
				t.Errorf("job %s: attempt %d ended %q", id, a.Attempt, a.Outcome)
			}
		}
	}
	p.waitLog(t, "the recovery line", "the worker's storage works again", time.Minute)
	if code, body := httpGet(t, base+"/readyz"); code != http.StatusOK {
		t.Errorf("/readyz after the space returned: %d %s", code, body)
	}
	if v := metricValue(t, base, "sluice_worker_storage_ok"); v != "1" {
		t.Errorf("sluice_worker_storage_ok = %s after the space returned, want 1", v)
	}
	if got := strings.Count(p.stderr.String(), "the worker's storage fails it"); got != 1 {
		t.Errorf("the storage fault was logged %d times, want once:\n%s", got, p.stderr.String())
	}
	p.drain(t, time.Minute)
}

// fill writes zeros to path until the file system is full and returns the
// bytes written.
func fill(t *testing.T, path string) int64 {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n, err := io.Copy(f, zeros{})
	if !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("filling %s: %v after %d bytes, want ENOSPC", path, err, n)
	}
	return n
}

// zeros reads as an endless run of zero bytes.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// metricValue returns the value of an unlabelled metric as the text
// exposition writes it.
func metricValue(t *testing.T, base, name string) string {
	t.Helper()
	_, body := httpGet(t, base+"/metrics")
	for line := range strings.SplitSeq(body, "\n") {
		if v, ok := strings.CutPrefix(line, name+" "); ok {
			return v
		}
	}
	t.Fatalf("%s: no %s", base, name)
	return ""
}
