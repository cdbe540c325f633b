//go:build linux

package sandbox

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/sluicehq/sluice/internal/sandbox/internal/sbinit"
	"golang.org/x/sys/unix"
)

// newPool returns a pool of size for cfg that registers nothing, closed
// at the end of the test.
func newPool(t *testing.T, cfg Config, size int) *Pool {
	t.Helper()
	p := NewPool(cfg, size, func(start func() (int, error)) (int, error) { return start() }, func(int) {})
	t.Cleanup(p.Close)
	return p
}

// poolRun is one finished run of a script.
type poolRun struct {
	out         string
	exit        Exit
	pid         int
	prestarted  bool
	initCmdline string
}

// runPooled runs script in a sandbox whose init comes from p when one
// waits, and waits for it.
func runPooled(t *testing.T, p *Pool, script string) poolRun {
	t.Helper()
	exe, _, err := SealedExecutable("t", strings.NewReader(script), int64(len(script)))
	if err != nil {
		t.Fatal(err)
	}
	defer exe.Close()
	ws, tmp := t.TempDir(), t.TempDir()
	cmd, err := p.Command(&Job{Exe: exe, Args: []string{"scanner"}, Env: []string{"PATH=/usr/bin:/bin"}, Dir: ws, ReadOnly: []string{ws}, ReadWrite: []string{tmp}})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	cmd.Stdout = &out
	// The scanner holds its init alive until the init's command line is
	// read (a script that reads stdin waits for its end; an init that
	// exited has none to read).
	hold, release, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdin = hold
	err = cmd.Start()
	hold.Close()
	if err != nil {
		release.Close()
		t.Fatal(err)
	}
	cmdline, _ := os.ReadFile("/proc/" + strconv.Itoa(cmd.Process.Pid) + "/cmdline")
	release.Close()
	_ = cmd.Wait()
	return poolRun{out: out.String(), exit: cmd.Exit(cmd.ProcessState), pid: cmd.Process.Pid, prestarted: cmd.Prestarted(), initCmdline: string(cmdline)}
}

// nsScript prints the scanner's PID, network, mount and IPC namespaces.
const nsScript = "#!/bin/sh\nreadlink /proc/self/ns/pid /proc/self/ns/net /proc/self/ns/mnt /proc/self/ns/ipc\n"

// checkFreshNamespaces checks nsScript's output: the scanner runs in
// namespaces other than the worker's. (An init's namespaces die with it,
// and the kernel reuses their numbers, so runs one after another may
// print the same numbers; that each run had an init of its own is checked
// by its pid, and TestInitRefusesSecondRun checks an init takes one run.)
func checkFreshNamespaces(t *testing.T, out string) {
	t.Helper()
	f := strings.Fields(out)
	if len(f) != 4 {
		t.Fatalf("scanner printed %q, want four namespaces", out)
	}
	for _, n := range f {
		kind, _, _ := strings.Cut(n, ":")
		if own, _ := os.Readlink("/proc/self/ns/" + kind); own == n {
			t.Errorf("the scanner shares the worker's %s namespace %s", kind, n)
		}
	}
}

// TestPoolInitServesOneRun runs jobs one after another through a pool and
// checks that each ran in an init and namespaces of its own, and that all
// but the first got an init the pool had started ahead.
func TestPoolInitServesOneRun(t *testing.T) {
	needSandbox(t)
	p := newPool(t, DefaultConfig(), 1)
	seenPid := map[int]bool{}
	for i := range 3 {
		p.Settle()
		r := runPooled(t, p, nsScript+"read x || :\n")
		if !r.exit.Success() {
			t.Fatalf("run %d: %s", i, r.exit)
		}
		if r.prestarted != (i > 0) {
			t.Errorf("run %d: prestarted %v", i, r.prestarted)
		}
		if !strings.HasPrefix(r.initCmdline, sbinit.ArgInit+"\x00") {
			t.Errorf("run %d: the process started is %q, not the sandbox's init", i, r.initCmdline)
		}
		if seenPid[r.pid] {
			t.Errorf("run %d: init %d served an earlier run", i, r.pid)
		}
		seenPid[r.pid] = true
		checkFreshNamespaces(t, r.out)
	}
}

// TestInitRefusesSecondRun hands an init a run and, while its scanner
// runs, tries to hand it another: the init closed its hand-off socket
// when it read the first.
func TestInitRefusesSecondRun(t *testing.T) {
	needSandbox(t)
	cfg := DefaultConfig()
	script := "#!/bin/sh\necho up\nread x\n"
	exe, _, err := SealedExecutable("t", strings.NewReader(script), int64(len(script)))
	if err != nil {
		t.Fatal(err)
	}
	defer exe.Close()
	ws, tmp := t.TempDir(), t.TempDir()
	cmd, err := cfg.Command(&Job{Exe: exe, Args: []string{"scanner"}, Dir: ws, ReadOnly: []string{ws}, ReadWrite: []string{tmp}})
	if err != nil {
		t.Fatal(err)
	}
	ip, err := startInit(nil, cmd.root, cmd.userns, cfg.prep())
	if err != nil {
		t.Fatal(err)
	}
	defer ip.discard()
	inR, inW, _ := os.Pipe()
	outR, outW, _ := os.Pipe()
	null, _ := os.Open(os.DevNull)
	defer null.Close()
	sock := int(ip.handoff.Fd())
	err = sendMsg(sock, cmd.spec, []*os.File{inR, outW, null, exe})
	inR.Close()
	outW.Close()
	if err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(outR).ReadString('\n')
	if err != nil || line != "up\n" {
		t.Fatalf("scanner said %q, %v", line, err)
	}
	err = sendMsg(sock, cmd.spec, []*os.File{null, null, null, exe})
	inW.Close()
	if !errors.Is(err, unix.EPIPE) {
		t.Fatalf("a second run was handed over to a running init (err %v)", err)
	}
}

// TestPoolCloseReapsWaitingInit checks that Close ends and reaps an init
// that waits for a run.
func TestPoolCloseReapsWaitingInit(t *testing.T) {
	needSandbox(t)
	p := newPool(t, DefaultConfig(), 1)
	pid := waitingAfterRun(t, p)
	if !isChild(pid) {
		t.Fatalf("waiting init %d is not a child of the worker", pid)
	}
	p.Close()
	if isChild(pid) {
		t.Fatalf("init %d still a child after Close", pid)
	}
	if n := len(p.Waiting()); n != 0 {
		t.Fatalf("%d inits waiting after Close", n)
	}
	// A closed pool starts inits for its runs and keeps none.
	if r := runPooled(t, p, "#!/bin/sh\n"); !r.exit.Success() || r.prestarted {
		t.Fatalf("run after Close: %s, prestarted %v", r.exit, r.prestarted)
	}
	p.Settle()
	if n := len(p.Waiting()); n != 0 {
		t.Fatalf("%d inits waiting after a run of a closed pool", n)
	}
}

// waitingAfterRun runs a job through p and returns the pid of the init
// the pool then starts for the next run, once it waits.
func waitingAfterRun(t *testing.T, p *Pool) int {
	t.Helper()
	if r := runPooled(t, p, "#!/bin/sh\n"); !r.exit.Success() {
		t.Fatal(r.exit)
	}
	p.Settle()
	waiting := p.Waiting()
	if len(waiting) != 1 {
		t.Fatalf("%d inits waiting after a run, want 1", len(waiting))
	}
	return waiting[0]
}

// isChild reports whether pid is an unreaped child of this process.
func isChild(pid int) bool {
	var info unix.Siginfo
	err := unix.Waitid(unix.P_PID, pid, &info, unix.WEXITED|unix.WNOHANG|unix.WNOWAIT, nil)
	return err == nil
}

// TestPoolReplacesDeadInit kills the init that waits for a run: the next
// run gets an init started for it and succeeds, and the dead one is
// reaped.
func TestPoolReplacesDeadInit(t *testing.T) {
	needSandbox(t)
	p := newPool(t, DefaultConfig(), 1)
	dead := waitingAfterRun(t, p)
	if err := unix.Kill(dead, unix.SIGKILL); err != nil {
		t.Fatal(err)
	}
	var info unix.Siginfo
	if err := unix.Waitid(unix.P_PID, dead, &info, unix.WEXITED|unix.WNOWAIT, nil); err != nil {
		t.Fatal(err)
	}
	r := runPooled(t, p, "#!/bin/sh\necho ran\n")
	if !r.exit.Success() || r.out != "ran\n" {
		t.Fatalf("run after the waiting init died: %s, output %q", r.exit, r.out)
	}
	if r.prestarted || r.pid == dead {
		t.Fatalf("the run was handed to the dead init %d (prestarted %v, pid %d)", dead, r.prestarted, r.pid)
	}
	p.Settle()
	if isChild(dead) {
		t.Fatalf("dead init %d not reaped", dead)
	}
	if w := p.Waiting(); len(w) != 1 || w[0] == dead {
		t.Fatalf("waiting inits %v after the replacement run", w)
	}
}

// TestPoolPrepFailure checks that an init whose preparation failed (a
// read_only_paths entry that does not exist) waits for its run and
// reports the failure as the sandbox's setup error, like an init started
// for the run.
func TestPoolPrepFailure(t *testing.T) {
	needSandbox(t)
	cfg := DefaultConfig()
	const missing = "/nonexistent-sluice-sandbox-test"
	cfg.ReadOnlyPaths = []string{missing}
	p := newPool(t, cfg, 1)
	for i := range 2 {
		p.Settle()
		r := runPooled(t, p, "#!/bin/sh\n")
		if !r.exit.SetupFailed || !strings.Contains(r.exit.SetupErr, missing) {
			t.Fatalf("run %d: %s, want a setup failure naming %s", i, r.exit, missing)
		}
		if r.prestarted != (i > 0) {
			t.Errorf("run %d: prestarted %v", i, r.prestarted)
		}
	}
}

// TestPoolConcurrentRuns runs more jobs at once than the pool holds: each
// gets an init of its own.
func TestPoolConcurrentRuns(t *testing.T) {
	needSandbox(t)
	p := newPool(t, DefaultConfig(), 2)
	runPooled(t, p, "#!/bin/sh\n")
	p.Settle()
	const runs = 6
	res := make([]poolRun, runs)
	var wg sync.WaitGroup
	for i := range runs {
		wg.Go(func() { res[i] = runPooled(t, p, nsScript) })
	}
	wg.Wait()
	var pids []int
	prestarted := 0
	for i, r := range res {
		if !r.exit.Success() {
			t.Fatalf("run %d: %s, output %q", i, r.exit, r.out)
		}
		checkFreshNamespaces(t, r.out)
		if r.prestarted {
			prestarted++
		}
		pids = append(pids, r.pid)
	}
	slices.Sort(pids)
	if len(slices.Compact(pids)) != runs {
		t.Fatalf("init pids %v: an init served two runs", pids)
	}
	if prestarted == 0 {
		t.Fatal("no run got one of the 2 pre-started inits")
	}
}
