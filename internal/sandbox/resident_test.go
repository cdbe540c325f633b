//go:build linux

package sandbox

import (
	"bytes"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
)

// runResident runs script through rs and waits for it; before it waits,
// during calls during(cmd) when set.
func runResident(t *testing.T, rs *Residents, script string, during func(*Cmd)) (string, Exit) {
	t.Helper()
	return runResidentIn(t, rs, script, nil, during)
}

// runResidentIn is runResident with the scanner's stdin (nil: /dev/null).
// It reports failures with t.Error, so it may run on any goroutine.
func runResidentIn(t *testing.T, rs *Residents, script string, stdin *os.File, during func(*Cmd)) (string, Exit) {
	t.Helper()
	exe, _, err := SealedExecutable("t", strings.NewReader(script), int64(len(script)))
	if err != nil {
		t.Error(err)
		return "", Exit{}
	}
	defer exe.Close()
	ws, tmp := t.TempDir(), t.TempDir()
	cmd, err := rs.Command(&Job{Exe: exe, Args: []string{"scanner"}, Env: []string{"PATH=/usr/bin:/bin"}, Dir: ws, ReadOnly: []string{ws}, ReadWrite: []string{tmp}, Temp: "/tmp/run"})
	if err != nil {
		t.Error(err)
		return "", Exit{}
	}
	var out bytes.Buffer
	cmd.Stdout = &out
	if stdin != nil {
		cmd.Stdin = stdin
	}
	if err := cmd.Start(); err != nil {
		t.Error(err)
		return "", Exit{}
	}
	if !cmd.Resident() || cmd.Process != nil {
		t.Errorf("the run is not a resident's (Resident %v, Process %v)", cmd.Resident(), cmd.Process)
	}
	if during != nil {
		during(cmd)
	}
	_ = cmd.Wait()
	return out.String(), cmd.Exit(nil)
}

// TestResidentsServeRuns runs jobs one after another through one resident
// init: each in namespaces other than the worker's, none finding what the
// run before it left in its temp dir or left running, all served by the
// same resident; a run stopped with Signal ends killed by that signal.
func TestResidentsServeRuns(t *testing.T) {
	needSandbox(t)
	rs := NewResidents(DefaultConfig(), 1, func(start func() (int, error)) (int, error) { return start() }, func(int) {})
	t.Cleanup(rs.Close)
	var resident int
	for i := range 3 {
		out, ex := runResident(t, rs, "#!/bin/sh\ntest -e /tmp/run/mark && echo LEFT\necho x > /tmp/run/mark\n(sleep 1000 >/dev/null 2>&1 &)\nreadlink /proc/self/ns/pid /proc/self/ns/net /proc/self/ns/mnt /proc/self/ns/ipc\n", nil)
		if !ex.Success() {
			t.Fatalf("run %d: %s; output %q", i, ex, out)
		}
		if strings.Contains(out, "LEFT") {
			t.Fatalf("run %d found the mark of the run before it", i)
		}
		checkFreshNamespaces(t, out)
		idle := rs.Idle()
		if len(idle) != 1 || i > 0 && idle[0] != resident {
			t.Fatalf("run %d: idle residents %v, want the same one (%d) back", i, idle, resident)
		}
		resident = idle[0]
	}
	// A run cannot reach the resident (its PID 1): not its root, its
	// environment or its memory, and not by a signal.
	out, ex := runResident(t, rs, "#!/bin/sh\nfor f in root/etc cwd environ mem; do ls -d /proc/1/$f/. >/dev/null 2>&1 && echo REACHED $f; head -c1 /proc/1/$f >/dev/null 2>&1 && echo READ $f; done\nkill -TERM 1; kill -INT 1; kill -HUP 1; kill -USR1 1; kill -KILL 1\necho done\n", nil)
	if !ex.Success() || strings.Contains(out, "REACHED") || strings.Contains(out, "READ") || !strings.Contains(out, "done") {
		t.Fatalf("a run reached its resident: %s; output %q", ex, out)
	}
	if idle := rs.Idle(); len(idle) != 1 || idle[0] != resident {
		t.Fatalf("idle residents %v after a run signalled its resident, want %d back", idle, resident)
	}
	out, ex = runResident(t, rs, "#!/bin/sh\necho up\nexec sleep 1000\n", func(cmd *Cmd) {
		if err := cmd.Signal(syscall.SIGKILL); err != nil {
			t.Errorf("Signal: %v", err)
		}
	})
	if !ex.Known || !ex.Status.Signaled() || ex.Status.Signal() != syscall.SIGKILL {
		t.Fatalf("the signalled run ended %s; output %q", ex, out)
	}
}

// TestResidentsSetupFailure checks that a run whose sandbox cannot be
// built ends with the reason as a setup failure, and that its resident is
// not kept.
func TestResidentsSetupFailure(t *testing.T) {
	needSandbox(t)
	cfg := DefaultConfig()
	cfg.ReadOnlyPaths = []string{"/no/such/path"}
	rs := NewResidents(cfg, 1, func(start func() (int, error)) (int, error) { return start() }, func(int) {})
	t.Cleanup(rs.Close)
	_, ex := runResident(t, rs, "#!/bin/sh\ntrue\n", nil)
	if ex.SetupErr == "" || !ex.SetupFailed || !strings.Contains(ex.SetupErr, "/no/such/path") {
		t.Fatalf("exit %+v, want a setup failure naming /no/such/path", ex)
	}
	rs.Close()
	if idle := rs.Idle(); len(idle) != 0 {
		t.Fatalf("idle residents %v after a failed setup", idle)
	}
}

// TestResidentsConcurrentRuns runs more jobs at once than residents are
// idle: each run gets a resident of its own while it runs (a run that
// finds none idle starts one), every run has a network namespace of its
// own, and afterwards the residents that ran at once are kept idle.
func TestResidentsConcurrentRuns(t *testing.T) {
	needSandbox(t)
	rs := NewResidents(DefaultConfig(), 1, func(start func() (int, error)) (int, error) { return start() }, func(int) {})
	t.Cleanup(rs.Close)
	const runs = 4
	// Every run waits for the end of its stdin, which the test closes
	// once all of them have started: they run at once.
	var wg sync.WaitGroup
	outs, exits := make([]string, runs), make([]Exit, runs)
	releases := make([]*os.File, runs)
	started := make(chan struct{}, runs)
	for i := range runs {
		hold, release, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		releases[i] = release
		wg.Go(func() {
			defer hold.Close()
			outs[i], exits[i] = runResidentIn(t, rs, nsScript+"read x || :\n", hold, func(*Cmd) { started <- struct{}{} })
		})
	}
	for range runs {
		<-started
	}
	for _, r := range releases {
		r.Close()
	}
	wg.Wait()
	seen := map[string]int{}
	for i := range runs {
		if !exits[i].Success() {
			t.Fatalf("run %d: %s; output %q", i, exits[i], outs[i])
		}
		checkFreshNamespaces(t, outs[i])
		net := strings.Fields(outs[i])[1]
		if j, ok := seen[net]; ok {
			t.Errorf("runs %d and %d, at once, share network namespace %s", j, i, net)
		}
		seen[net] = i
	}
	rs.Settle()
	if idle := rs.Idle(); len(idle) != runs {
		t.Fatalf("%d residents idle after %d runs at once, want %d", len(idle), runs, runs)
	}
}
