package local

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/transport"
)

// Environment of the helper process the multi-process test starts.
const (
	helperEnv    = "SLUICE_LOCAL_SPOOL_HELPER"
	helperDirEnv = "SLUICE_LOCAL_SPOOL_DIR"
)

// TestHelperClaimProcess is not a test: run by TestTwoProcessesClaim in a
// child process, it claims from the spool until it is empty and prints one
// "claimed <job_id>" line per job.
func TestHelperClaimProcess(t *testing.T) {
	name := os.Getenv(helperEnv)
	if name == "" {
		t.Skip("helper process for TestTwoProcessesClaim")
	}
	s, err := Open(testConfig(os.Getenv(helperDirEnv)), nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	// Wait for the go signal on stdin so both processes start together.
	if _, err := bufio.NewReader(os.Stdin).ReadString('\n'); err != nil {
		fmt.Fprintln(os.Stderr, "reading go signal:", err)
		os.Exit(2)
	}
	out := bufio.NewWriter(os.Stdout)
	empty := 0
	for i := 0; empty < 3; i++ {
		res, err := s.Claim(context.Background(), claimReq(fmt.Sprintf("%s-%d", name, i)))
		if err != nil {
			fmt.Fprintln(os.Stderr, "claim:", err)
			os.Exit(2)
		}
		if res.NoWork != nil {
			empty++ // three empty answers in a row: the spool is drained
			continue
		}
		empty = 0
		fmt.Fprintf(out, "claimed %s\n", res.Assignment.Spec.ID)
	}
	out.Flush()
	os.Exit(0)
}

// TestTwoProcessesClaim runs two processes claiming from one spool at the
// same time: every job is claimed by exactly one of them.
func TestTwoProcessesClaim(t *testing.T) {
	jobs := 200
	if testing.Short() {
		jobs = 40
	}
	dir := t.TempDir()
	s := openSpool(t, dir, nil)
	for i := range jobs {
		mustEnqueue(t, s, testSpec(fmt.Sprintf("mp-%03d", i), "pkg/scan"))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	type child struct {
		cmd    *exec.Cmd
		stdout bytes.Buffer
		stderr bytes.Buffer
		stdin  io.WriteCloser
	}
	var children []*child
	for _, name := range []string{"p1", "p2"} {
		c := &child{cmd: exec.CommandContext(ctx, os.Args[0], "-test.run=^TestHelperClaimProcess$")}
		// A race-built child otherwise sleeps a second before it exits.
		c.cmd.Env = append(os.Environ(), helperEnv+"="+name, helperDirEnv+"="+dir, "GORACE=atexit_sleep_ms=0")
		c.cmd.Stdout, c.cmd.Stderr = &c.stdout, &c.stderr
		w, err := c.cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		c.stdin = w
		if err := c.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		children = append(children, c)
		t.Cleanup(func() {
			if c.cmd.ProcessState == nil {
				c.cmd.Process.Kill()
				c.cmd.Wait()
			}
		})
	}
	for _, c := range children {
		fmt.Fprintln(c.stdin, "go")
		c.stdin.Close()
	}
	owner := map[string]int{}
	for i, c := range children {
		if err := c.cmd.Wait(); err != nil {
			t.Fatalf("helper %d: %v\n%s", i, err, c.stderr.String())
		}
		n := 0
		for _, line := range strings.Split(strings.TrimSpace(c.stdout.String()), "\n") {
			id, ok := strings.CutPrefix(line, "claimed ")
			if !ok {
				continue
			}
			if prev, dup := owner[id]; dup {
				t.Errorf("job %s claimed by helper %d and helper %d", id, prev, i)
			}
			owner[id] = i
			n++
		}
		t.Logf("helper %d claimed %d jobs", i, n)
	}
	if len(owner) != jobs {
		t.Fatalf("%d jobs claimed, want %d", len(owner), jobs)
	}
	if st, err := s.Stats(bg); err != nil || st != (transport.Stats{Leased: jobs}) {
		t.Fatalf("stats %+v, %v", st, err)
	}
}
