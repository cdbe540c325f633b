//go:build linux

package hostproc

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// roleEnv selects a helper role of the re-executed test binary.
const roleEnv = "HOSTPROC_TEST_ROLE"

func TestMain(m *testing.M) {
	switch os.Getenv(roleEnv) {
	case "":
		os.Exit(m.Run())
	case "sleep":
		select {}
	case "spawn":
		// Start a child that stays in this process's group and one that
		// calls setsid, print their pids, then block.
		for _, setsid := range []bool{false, true} {
			c := exec.Command(os.Args[0])
			c.Env = append(os.Environ(), roleEnv+"=sleep")
			c.SysProcAttr = &syscall.SysProcAttr{Setsid: setsid}
			if err := c.Start(); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			fmt.Println(c.Process.Pid)
		}
		select {}
	case "daemonize":
		// Start a child that stays in this process's group, then daemonize
		// one the classic way: a child calls setsid, starts a grandchild
		// (which leads neither its group nor its session) and exits, and
		// this process reaps it. Print both pids, then block.
		c := exec.Command(os.Args[0])
		c.Env = append(os.Environ(), roleEnv+"=sleep")
		if err := c.Start(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Println(c.Process.Pid)
		mid := exec.Command(os.Args[0])
		mid.Env = append(os.Environ(), roleEnv+"=daemon-mid")
		mid.Stdout, mid.Stderr = os.Stdout, os.Stderr
		mid.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
		if err := mid.Run(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		select {}
	case "daemon-mid":
		c := exec.Command(os.Args[0])
		c.Env = append(os.Environ(), roleEnv+"=sleep")
		if err := c.Start(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Println(c.Process.Pid)
		os.Exit(0)
	}
	os.Exit(2)
}

// helper starts the test binary in role with attr, registered as live
// when live is set, and kills and reaps it at cleanup.
func helper(t *testing.T, role string, attr *syscall.SysProcAttr, live bool) *exec.Cmd {
	t.Helper()
	c := exec.Command(os.Args[0])
	c.Env = append(os.Environ(), roleEnv+"="+role)
	c.SysProcAttr = attr
	start := func() (int, error) {
		if err := c.Start(); err != nil {
			return 0, err
		}
		return c.Process.Pid, nil
	}
	var err error
	if live {
		_, err = StartLive(start)
	} else {
		_, err = start()
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = c.Process.Kill()
		_ = c.Wait()
		ForgetLive(c.Process.Pid)
	})
	return c
}

func running(pid int) bool {
	st, err := ReadStat(pid)
	return err == nil && st.State != 'Z'
}

// spawner starts the test binary in the "spawn" role with attr, registered
// as live, and returns it with its stat and its two children's pids.
func spawner(t *testing.T, attr *syscall.SysProcAttr) (*exec.Cmd, Stat, []int) {
	return spawnRole(t, "spawn", attr)
}

// spawnRole is spawner with another role that prints two pids.
func spawnRole(t *testing.T, role string, attr *syscall.SysProcAttr) (*exec.Cmd, Stat, []int) {
	t.Helper()
	leader := exec.Command(os.Args[0])
	leader.Env = append(os.Environ(), roleEnv+"="+role)
	leader.SysProcAttr = attr
	out, err := leader.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	lpid, err := StartLive(func() (int, error) {
		if err := leader.Start(); err != nil {
			return 0, err
		}
		return leader.Process.Pid, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var kids []int
	sc := bufio.NewScanner(out)
	for len(kids) < 2 && sc.Scan() {
		pid, err := strconv.Atoi(strings.TrimSpace(sc.Text()))
		if err != nil {
			break
		}
		kids = append(kids, pid)
	}
	lst, err := ReadStat(lpid)
	if err != nil || len(kids) != 2 {
		_ = syscall.Kill(-lpid, syscall.SIGKILL)
		_ = leader.Wait()
		ForgetLive(lpid)
		t.Fatalf("leader %+v %v, children %v", lst, err, kids)
	}
	return leader, lst, kids
}

// crashAndSweep kills the leader alone, as a crash would (its children
// re-parent to this subreaper), sweeps, reaps it, and checks that the
// children are gone.
func crashAndSweep(t *testing.T, leader *exec.Cmd, lst Stat, kids []int, session bool) {
	t.Helper()
	lpid := leader.Process.Pid
	if err := syscall.Kill(lpid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	if err := WaitExit(lpid); err != nil {
		t.Fatal(err)
	}
	res := Sweep(Leader{Pid: lpid, StartTicks: lst.StartTicks, Session: session}, 30*time.Second)
	_ = leader.Wait()
	ForgetLive(lpid)
	if res.Err != nil || res.Killed < 2 {
		t.Fatalf("sweep: %+v, want both children killed", res)
	}
	for _, pid := range kids {
		// Reaped by the sweep: no /proc entry is left.
		if st, err := ReadStat(pid); err == nil {
			t.Errorf("child %d survived the sweep: %+v", pid, st)
		}
	}
}

// TestSweepAfterCrash sweeps after a group leader that crashed: its child
// in its group and its setsid'd child are killed and reaped; a live
// session leader and an unrelated child started after it are spared.
func TestSweepAfterCrash(t *testing.T) {
	if err := BecomeSubreaper(); err != nil {
		t.Fatal(err)
	}
	if err := BecomeSubreaper(); err != nil { // idempotent
		t.Fatal(err)
	}
	leader, lst, kids := spawner(t, &syscall.SysProcAttr{Setpgid: true})
	other := helper(t, "sleep", &syscall.SysProcAttr{Setsid: true}, true)
	plain := helper(t, "sleep", nil, false)
	crashAndSweep(t, leader, lst, kids, false)
	for _, c := range []*exec.Cmd{other, plain} {
		if !running(c.Process.Pid) {
			t.Errorf("process %d was swept", c.Process.Pid)
		}
	}
}

// TestSweepSessionLeader sweeps after a session leader: its session's
// members die with it.
func TestSweepSessionLeader(t *testing.T) {
	if err := BecomeSubreaper(); err != nil {
		t.Fatal(err)
	}
	leader, lst, kids := spawner(t, &syscall.SysProcAttr{Setsid: true})
	crashAndSweep(t, leader, lst, kids, true)
}

// TestSweepClassicDaemon sweeps after a session leader that daemonized a
// process the classic way (fork, setsid, fork, exit): the daemon, re-
// parented to this subreaper, leads neither its group nor its session, and
// the session's leader is gone; it is killed all the same.
func TestSweepClassicDaemon(t *testing.T) {
	if err := BecomeSubreaper(); err != nil {
		t.Fatal(err)
	}
	leader, lst, kids := spawnRole(t, "daemonize", &syscall.SysProcAttr{Setsid: true})
	t.Cleanup(func() {
		// Only if the sweep missed them: a pid it reaped is not reused
		// within the test's lifetime by this subreaper's own children.
		for _, pid := range kids {
			if st, err := ReadStat(pid); err == nil && st.PPid == os.Getpid() && st.StartTicks >= lst.StartTicks {
				_ = syscall.Kill(pid, syscall.SIGKILL)
				var ws syscall.WaitStatus
				_, _ = syscall.Wait4(pid, &ws, 0, nil)
			}
		}
	})
	// Its parent prints its pid, exits and is reaped: poll until it is
	// re-parented here.
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(time.Millisecond) {
		st, err := ReadStat(kids[1])
		if err == nil && st.PPid == os.Getpid() && st.Sid != st.Pid && st.Pgid != st.Pid && st.Sid != lst.Sid {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the daemon is not an orphan outside its leader's session that leads nothing: %+v, %v", st, err)
		}
	}
	crashAndSweep(t, leader, lst, kids, true)
}

func TestStartLiveFailure(t *testing.T) {
	bad := exec.Command("/nonexistent/hostproc-test")
	if _, err := StartLive(func() (int, error) { return 0, bad.Start() }); err == nil || IsLive(0) {
		t.Fatalf("StartLive with a failing start: %v, registered %v", err, IsLive(0))
	}
}
