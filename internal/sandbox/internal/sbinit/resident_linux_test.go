//go:build linux

package sbinit

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// BenchmarkResidentRun measures what a sandboxed run costs in a resident
// init (ArgResident) against a bare fork and exec of the same program
// from this process, the floor any run pays. Each run is `sh -c true`
// from a memfd; with run=resident each gets its own mount, network, IPC
// and UTS namespace, root, Landlock, seccomp and rlimits, and the
// resident empties its PID namespace after it. cpu-ms/op is this
// process's and its children's CPU per run (the resident's included: it
// is reaped inside the measurement).
func BenchmarkResidentRun(b *testing.B) {
	data, err := os.ReadFile("/bin/sh")
	if err != nil {
		b.Skip("no /bin/sh")
	}
	b.Run("run=off", func(b *testing.B) {
		mfd, err := unix.MemfdCreate("sh", unix.MFD_CLOEXEC)
		if err != nil {
			b.Fatal(err)
		}
		defer unix.Close(mfd)
		if _, err := unix.Write(mfd, data); err != nil {
			b.Fatal(err)
		}
		exe := "/proc/self/fd/" + strconv.Itoa(mfd)
		cpu0 := cpuTime()
		for b.Loop() {
			pid, err := syscall.ForkExec(exe, []string{"sh", "-c", "true"}, &syscall.ProcAttr{Env: []string{"PATH=/usr/bin:/bin"}})
			if err != nil {
				b.Fatal(err)
			}
			var ws unix.WaitStatus
			if _, err := unix.Wait4(pid, &ws, 0, nil); err != nil || ws.ExitStatus() != 0 {
				b.Fatalf("sh: %v %v", ws, err)
			}
		}
		b.ReportMetric((cpuTime()-cpu0).Seconds()*1e3/float64(b.N), "cpu-ms/op")
	})
	b.Run("run=resident", func(b *testing.B) {
		cpu0 := cpuTime()
		c := startResident(b)
		for b.Loop() {
			answer, pidfd, wait := c.run("true")
			if pidfd >= 0 {
				unix.Close(pidfd)
			}
			if _, r := wait(); answer != ResidentStarted || !r.Waited || unix.WaitStatus(r.Wait).ExitStatus() != 0 {
				b.Fatalf("run: answer %d, %+v", answer, r)
			}
		}
		c.close()
		b.ReportMetric((cpuTime()-cpu0).Seconds()*1e3/float64(b.N), "cpu-ms/op")
	})
}

// cpuTime is this process's and its reaped children's CPU time.
func cpuTime() time.Duration {
	var self, children unix.Rusage
	_ = unix.Getrusage(unix.RUSAGE_SELF, &self)
	_ = unix.Getrusage(unix.RUSAGE_CHILDREN, &children)
	return time.Duration(self.Utime.Nano() + self.Stime.Nano() + children.Utime.Nano() + children.Stime.Nano())
}

// residentClient drives a resident init (ArgResident) started by the
// test: the worker's side of the hand-off, for tests.
type residentClient struct {
	t    testing.TB
	cmd  *exec.Cmd
	sock int
	exe  *os.File
	rw   string
}

// startResident starts the test binary as a resident init in the
// namespaces an init gets (a user namespace too unless root).
func startResident(t testing.TB) *residentClient {
	t.Helper()
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		t.Fatal(err)
	}
	child := os.NewFile(uintptr(fds[1]), "handoff")
	attr := &syscall.SysProcAttr{
		Cloneflags: syscall.CLONE_NEWPID | syscall.CLONE_NEWNS | syscall.CLONE_NEWIPC | syscall.CLONE_NEWUTS | syscall.CLONE_NEWNET,
		Pdeathsig:  syscall.SIGKILL,
	}
	if os.Geteuid() != 0 {
		attr.Cloneflags |= syscall.CLONE_NEWUSER
		attr.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Geteuid(), Size: 1}}
		attr.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Getegid(), Size: 1}}
	}
	var stderr strings.Builder
	cmd := &exec.Cmd{Path: "/proc/self/exe", Args: []string{ArgResident}, Env: []string{"GOMAXPROCS=1"},
		ExtraFiles: []*os.File{child}, SysProcAttr: attr, Stderr: &stderr}
	if err := cmd.Start(); err != nil {
		child.Close()
		unix.Close(fds[0])
		if errors.Is(err, unix.EPERM) || errors.Is(err, unix.EINVAL) {
			t.Skipf("cannot create the sandbox's namespaces here (user namespaces or CAP_SYS_ADMIN): %v", err)
		}
		t.Fatal(err)
	}
	child.Close()
	c := &residentClient{t: t, cmd: cmd, sock: fds[0], rw: t.TempDir()}
	t.Cleanup(func() {
		if c.sock >= 0 {
			unix.Close(c.sock)
		}
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	if err := os.Chmod(c.rw, 0o777); err != nil {
		t.Fatal(err)
	}
	pr := Prep{System: []string{"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"}}
	if err := SendMsg(c.sock, pr.Encode(), nil); err != nil {
		t.Fatal(err)
	}
	var ready [1]byte
	if _, err := FDReader(c.sock).Read(ready[:]); err != nil {
		t.Skipf("the resident init did not start (%v): %s", err, stderr.String())
	}
	data, err := os.ReadFile("/bin/sh")
	if err != nil {
		t.Fatal(err)
	}
	mfd, err := unix.MemfdCreate("sh", unix.MFD_CLOEXEC)
	if err != nil {
		t.Fatal(err)
	}
	c.exe = os.NewFile(uintptr(mfd), "sh")
	t.Cleanup(func() { c.exe.Close() })
	if _, err := c.exe.Write(data); err != nil {
		t.Fatal(err)
	}
	return c
}

// close retires the resident (end of file on its hand-off socket) and
// reaps it.
func (c *residentClient) close() {
	c.t.Helper()
	unix.Close(c.sock)
	c.sock = -1
	if err := c.cmd.Wait(); err != nil {
		c.t.Fatalf("the resident init: %v", err)
	}
}

// run hands the resident one run of sh -c script and returns its answer,
// the scanner's pidfd (-1 unless started), and a function that waits for
// the run's end and returns its stdout and exit record.
func (c *residentClient) run(script string) (answer byte, pidfd int, wait func() (string, ExitRecord)) {
	c.t.Helper()
	sp := &Spec{
		Args: []string{"sh", "-c", script}, Env: []string{"PATH=/usr/bin:/bin", "RW=" + c.rw}, Dir: "/",
		ReadWrite: []string{c.rw}, Temp: "/run/job", TempMaxBytes: 1 << 20,
		DenyUnaccountedMemory: true, Root: os.Geteuid() == 0, UID: 65534, GID: 65534,
		Rlimits: []Rlimit{{Resource: unix.RLIMIT_CORE}},
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		c.t.Fatal(err)
	}
	statusR, statusW, err := os.Pipe()
	if err != nil {
		c.t.Fatal(err)
	}
	null, err := os.Open(os.DevNull)
	if err != nil {
		c.t.Fatal(err)
	}
	err = SendMsg(c.sock, sp.Encode(), []int{int(null.Fd()), int(outW.Fd()), int(outW.Fd()), int(c.exe.Fd()), int(statusW.Fd())})
	null.Close()
	outW.Close()
	statusW.Close()
	if err != nil {
		c.t.Fatal(err)
	}
	answer, pidfd, err = ReadResidentAnswer(c.sock)
	if err != nil {
		c.t.Fatal(err)
	}
	return answer, pidfd, func() (string, ExitRecord) {
		out, err := io.ReadAll(outR)
		outR.Close()
		if err != nil {
			c.t.Fatal(err)
		}
		b, err := io.ReadAll(statusR)
		statusR.Close()
		if err != nil {
			c.t.Fatal(err)
		}
		r, err := DecodeExitRecord(b)
		if err != nil {
			c.t.Fatalf("exit record %q: %v", b, err)
		}
		return string(out), r
	}
}

// TestResidentRunsAreIsolated runs three scanners one after another in one
// resident init and checks that nothing of a run reaches the next: not a
// file in its temp dir, not a process it left running, not its mount,
// network, IPC or UTS namespace; that a run's end is reported with its
// exit status; and that the pidfd a run is answered with signals its
// scanner.
func TestResidentRunsAreIsolated(t *testing.T) {
	c := startResident(t)
	fifo := filepath.Join(c.rw, "fifo")
	if err := unix.Mkfifo(fifo, 0o666); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(fifo, 0o666); err != nil {
		t.Fatal(err)
	}
	// Run 1 leaves a file in its temp dir and a process behind, and
	// waits on the fifo while the test holds its namespaces open (so that
	// their numbers cannot be those of run 2's).
	answer, pidfd, wait := c.run("echo one > /run/job/mark && (sleep 1000 >/dev/null 2>&1 &) && read x < $RW/fifo; echo ok > $RW/out; exit 3")
	if answer != ResidentStarted || pidfd < 0 {
		_, r := wait()
		t.Fatalf("run 1: answer %d, pidfd %d: %s", answer, pidfd, r.Error)
	}
	pid := pidOf(t, pidfd)
	held := map[string]uint64{}
	for _, n := range []string{"mnt", "net", "ipc", "uts"} {
		f, err := os.Open(fmt.Sprintf("/proc/%d/ns/%s", pid, n))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		var st unix.Stat_t
		if err := unix.Fstat(int(f.Fd()), &st); err != nil {
			t.Fatal(err)
		}
		held[n] = st.Ino
	}
	unix.Close(pidfd)
	w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	w.Close()
	out1, r := wait()
	if !r.Waited || unix.WaitStatus(r.Wait).ExitStatus() != 3 {
		t.Fatalf("run 1 ended %+v; output %q", r, out1)
	}
	if b, err := os.ReadFile(filepath.Join(c.rw, "out")); err != nil || string(b) != "ok\n" {
		t.Fatalf("run 1 wrote %q to its read-write dir (%v)", b, err)
	}

	answer, pidfd, wait = c.run(`test -e /run/job/mark && echo "mark left"; for p in /proc/[0-9]*; do cat $p/comm; done | grep -x sleep && echo "sleep left"; for n in mnt net ipc uts; do readlink /proc/self/ns/$n; done`)
	if answer != ResidentStarted {
		_, r := wait()
		t.Fatalf("run 2: answer %d: %s", answer, r.Error)
	}
	unix.Close(pidfd)
	out2, r := wait()
	if !r.Waited || unix.WaitStatus(r.Wait).ExitStatus() != 0 {
		t.Fatalf("run 2 ended %+v; output %q", r, out2)
	}
	if strings.Contains(out2, "left") {
		t.Errorf("run 2 found what run 1 left: %q", out2)
	}
	ns2 := strings.Fields(out2)
	if len(ns2) != 4 {
		t.Fatalf("run 2's namespaces: %q", out2)
	}
	for _, link := range ns2 {
		name, ino, _ := strings.Cut(strings.TrimSuffix(link, "]"), ":[")
		if strconv.FormatUint(held[name], 10) == ino {
			t.Errorf("runs 1 and 2 share %s", link)
		}
	}

	answer, pidfd, wait = c.run("sleep 1000")
	if answer != ResidentStarted || pidfd < 0 {
		_, r := wait()
		t.Fatalf("run 3: answer %d, pidfd %d: %s", answer, pidfd, r.Error)
	}
	if err := unix.PidfdSendSignal(pidfd, unix.SIGKILL, nil, 0); err != nil {
		t.Fatalf("signalling run 3 through its pidfd: %v", err)
	}
	unix.Close(pidfd)
	if _, r := wait(); !r.Waited || unix.WaitStatus(r.Wait).Signal() != unix.SIGKILL {
		t.Fatalf("run 3 ended %+v, want killed by SIGKILL", r)
	}

	// End of file on the hand-off socket retires the resident.
	c.close()
}

// pidOf returns the pid (in this process's namespace) of the process
// pidfd refers to, from the descriptor's fdinfo.
func pidOf(t *testing.T, pidfd int) int {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/self/fdinfo/%d", pidfd))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "Pid:"); ok {
			pid, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || pid <= 0 {
				t.Fatalf("pidfd %d: Pid %q", pidfd, v)
			}
			return pid
		}
	}
	t.Fatalf("pidfd %d: no Pid in its fdinfo", pidfd)
	return 0
}

// TestResidentRefusesSetupFailure checks that a run whose sandbox cannot
// be built is answered ResidentFailed with the reason as its exit record,
// and that the resident then exits.
func TestResidentRefusesSetupFailure(t *testing.T) {
	c := startResident(t)
	c.rw = "/no/such/dir"
	answer, pidfd, wait := c.run("true")
	if answer != ResidentFailed || pidfd >= 0 {
		t.Fatalf("answer %d, pidfd %d, want ResidentFailed and none", answer, pidfd)
	}
	if _, r := wait(); r.Waited || !strings.Contains(r.Error, "/no/such/dir") {
		t.Fatalf("exit record %+v, want the missing read-write dir", r)
	}
	if err := c.cmd.Wait(); err != nil {
		t.Fatalf("the resident init: %v", err)
	}
}
