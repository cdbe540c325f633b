//go:build linux

package sbinit

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// residentEnv makes the test binary a resident init for
// BenchmarkResidentRun instead of running tests: "MODE N OUT TMP".
const residentEnv = "SBINIT_TEST_RESIDENT"

func TestMain(m *testing.M) {
	if args := os.Getenv(residentEnv); args != "" {
		runtime.LockOSThread()
		if err := residentLoop(strings.Fields(args)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// BenchmarkResidentRun measures what a sandboxed run costs when the init
// outlives its runs: one process, started in the namespaces an init has
// (initAttr's: new PID, mount, IPC, UTS and network namespaces, and a user
// namespace unless root), serves b.N runs of /bin/echo from a sealed
// memfd.
//
//   - plain: each run is a fork and exec from that process, nothing else:
//     the floor any run pays;
//   - thread: each run gets a new OS thread that unshares a mount,
//     network, IPC and UTS namespace of its own, builds the root there
//     (prepareRoot and finish, as an init does), restricts itself and
//     starts the scanner (startScanner: Landlock, seccomp, capabilities,
//     the scanner's own user namespace with a root worker, rlimits at
//     exec); the thread ends with the run. The process then kills and
//     reaps whatever the run left (it is PID 1 of its namespace).
//
// Nothing of one run's namespaces or mounts reaches the next: each is
// made on a thread that ends with it. This is a measurement of that
// design, not the sandbox the worker runs today (BenchmarkStart in
// package sandbox measures that: a Go init started per run); cpu-ms/op is
// the process's and its children's CPU per run.
func BenchmarkResidentRun(b *testing.B) {
	if _, err := os.Stat("/bin/echo"); err != nil {
		b.Skip("no /bin/echo")
	}
	for _, mode := range []string{"plain", "thread"} {
		b.Run("run="+mode, func(b *testing.B) {
			out := filepath.Join(b.TempDir(), "cpu")
			tmp := b.TempDir()
			if err := os.Chmod(tmp, 0o777); err != nil {
				b.Fatal(err)
			}
			root := os.Geteuid() == 0
			attr := &syscall.SysProcAttr{
				Cloneflags: syscall.CLONE_NEWPID | syscall.CLONE_NEWNS | syscall.CLONE_NEWIPC | syscall.CLONE_NEWUTS | syscall.CLONE_NEWNET,
				Pdeathsig:  syscall.SIGKILL,
			}
			if !root {
				attr.Cloneflags |= syscall.CLONE_NEWUSER
				attr.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Geteuid(), Size: 1}}
				attr.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Getegid(), Size: 1}}
			}
			cmd := exec.Command("/proc/self/exe")
			cmd.Env = []string{residentEnv + "=" + strings.Join([]string{mode, strconv.Itoa(b.N), out, tmp}, " "), "GOMAXPROCS=1"}
			cmd.SysProcAttr = attr
			var stderr strings.Builder
			cmd.Stderr = &stderr
			b.ResetTimer()
			t0 := time.Now()
			err := cmd.Run()
			wall := time.Since(t0)
			b.StopTimer()
			if err != nil {
				if strings.Contains(stderr.String(), "operation not permitted") || errors.Is(err, unix.EPERM) {
					b.Skipf("namespaces or mounts not permitted here (user namespaces, CAP_SYS_ADMIN): %v: %s", err, stderr.String())
				}
				b.Fatalf("resident init: %v: %s", err, stderr.String())
			}
			cpu, err := os.ReadFile(out)
			if err != nil {
				b.Fatal(err)
			}
			ms, err := strconv.ParseFloat(strings.TrimSpace(string(cpu)), 64)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(ms/float64(b.N), "cpu-ms/op")
			b.ReportMetric(float64(wall.Microseconds())/1e3/float64(b.N), "wall-ms/op")
		})
	}
}

// residentLoop serves the runs of BenchmarkResidentRun in the process the
// benchmark started, and writes the CPU they took (this process and its
// children, in milliseconds) to OUT.
func residentLoop(args []string) error {
	if len(args) != 4 {
		return fmt.Errorf("%s: want MODE N OUT TMP, got %q", residentEnv, args)
	}
	mode, out, tmp := args[0], args[2], args[3]
	n, err := strconv.Atoi(args[1])
	if err != nil {
		return err
	}
	if err := makeMountsPrivate(); err != nil {
		return err
	}
	data, err := os.ReadFile("/bin/echo")
	if err != nil {
		return err
	}
	exe, err := unix.MemfdCreate("echo", unix.MFD_CLOEXEC|unix.MFD_ALLOW_SEALING)
	if err != nil {
		return err
	}
	if _, err := unix.Write(exe, data); err != nil {
		return err
	}
	if _, err := unix.FcntlInt(uintptr(exe), unix.F_ADD_SEALS, unix.F_SEAL_SEAL|unix.F_SEAL_SHRINK|unix.F_SEAL_GROW|unix.F_SEAL_WRITE); err != nil {
		return err
	}
	if exe != initExeFD {
		if err := unix.Dup3(exe, initExeFD, unix.O_CLOEXEC); err != nil {
			return fmt.Errorf("placing the executable: %w", err)
		}
	}
	null, err := os.OpenFile("/dev/null", os.O_RDWR, 0)
	if err != nil {
		return err
	}
	for _, fd := range []int{0, 1} {
		if err := unix.Dup3(int(null.Fd()), fd, 0); err != nil {
			return err
		}
	}
	root := os.Geteuid() == 0 && os.Getenv("container") == "" && !inUserNamespace()
	pr := Prep{System: []string{"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"}}
	for i := range n {
		var pid int
		switch mode {
		case "plain":
			pid, err = syscall.ForkExec("/proc/self/fd/"+strconv.Itoa(initExeFD), []string{"echo", "x"}, &syscall.ProcAttr{
				Env: []string{"PATH=/usr/bin:/bin"}, Files: []uintptr{0, 1, 2, initExeFD},
			})
		case "thread":
			sp := &Spec{
				Args: []string{"echo", "x"}, Env: []string{"PATH=/usr/bin:/bin"}, Dir: "/",
				ReadWrite: []string{tmp}, Temp: "/run/job", TempMaxBytes: 1 << 20,
				DenyUnaccountedMemory: true, Root: root, UID: 65534, GID: 65534,
				Rlimits: []Rlimit{{Resource: unix.RLIMIT_CORE}}, Prep: pr,
			}
			pid, err = threadRun(sp)
		default:
			return fmt.Errorf("unknown mode %q", mode)
		}
		if err != nil {
			return fmt.Errorf("run %d: %w", i, err)
		}
		if err := reapAll(pid); err != nil {
			return fmt.Errorf("run %d: %w", i, err)
		}
	}
	var self, children unix.Rusage
	if err := unix.Getrusage(unix.RUSAGE_SELF, &self); err != nil {
		return err
	}
	if err := unix.Getrusage(unix.RUSAGE_CHILDREN, &children); err != nil {
		return err
	}
	cpu := time.Duration(self.Utime.Nano() + self.Stime.Nano() + children.Utime.Nano() + children.Stime.Nano())
	return os.WriteFile(out, []byte(strconv.FormatFloat(cpu.Seconds()*1e3, 'f', 3, 64)), 0o644)
}

// threadRun does one run on a new OS thread that ends with it: the
// thread's own mount, network, IPC and UTS namespaces, the root built in
// them, and the scanner started restricted from the thread.
func threadRun(sp *Spec) (int, error) {
	type result struct {
		pid int
		err error
	}
	done := make(chan result)
	go func() {
		runtime.LockOSThread() // never unlocked: the thread ends with the goroutine
		pid, err := func() (int, error) {
			if err := unix.Unshare(unix.CLONE_NEWNS | unix.CLONE_NEWNET | unix.CLONE_NEWIPC | unix.CLONE_NEWUTS); err != nil {
				return 0, fmt.Errorf("unshare: %w", err)
			}
			root, err := prepareRoot(&sp.Prep)
			if err != nil {
				return 0, err
			}
			if err := root.finish(sp, -1); err != nil {
				return 0, err
			}
			return startScanner(sp)
		}()
		done <- result{pid, err}
	}()
	r := <-done
	return r.pid, r.err
}

// reapAll waits for pid, then kills and reaps every other process of the
// namespace (this process is its PID 1).
func reapAll(pid int) error {
	for {
		var ws unix.WaitStatus
		got, err := unix.Wait4(pid, &ws, 0, nil)
		if err == unix.EINTR {
			continue
		}
		if err != nil {
			return err
		}
		if got == pid {
			if !ws.Exited() || ws.ExitStatus() != 0 {
				return fmt.Errorf("the scanner ended with %v", ws)
			}
			break
		}
	}
	_ = unix.Kill(-1, unix.SIGKILL)
	for {
		_, err := unix.Wait4(-1, nil, 0, nil)
		if err == unix.ECHILD {
			return nil
		}
		if err != nil && err != unix.EINTR {
			return err
		}
	}
}

// inUserNamespace reports whether this process runs in a user namespace
// other than the initial one (its uid map is not the identity of all ids).
func inUserNamespace() bool {
	b, err := os.ReadFile("/proc/self/uid_map")
	if err != nil {
		return true
	}
	f := strings.Fields(string(b))
	return len(f) != 3 || f[0] != "0" || f[1] != "0" || f[2] != "4294967295"
}
