//go:build linux

package sandbox

import (
	"bytes"
	"encoding/json"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/sluicehq/sluice/internal/sandbox/sandboxtest"
	"golang.org/x/sys/unix"
)

// The tests of this file are the ways a scanner reached what the worker
// holds beyond the file system and the network: descriptors, keyrings,
// memory no rlimit counts, the host's disk, and the system calls behind
// them. TestContainmentAsNobody runs them again from an unprivileged
// worker.

var attackerOnce struct {
	sync.Once
	exe *os.File
	err error
}

// attackerExe returns the test binary sealed in a memfd, the hostile
// scanner of these tests (TestMain runs sandboxtest.Attack in it).
func attackerExe(t *testing.T) *os.File {
	t.Helper()
	attackerOnce.Do(func() {
		self, err := os.Executable()
		if err != nil {
			attackerOnce.err = err
			return
		}
		data, err := os.ReadFile(self)
		if err != nil {
			attackerOnce.err = err
			return
		}
		attackerOnce.exe, _, attackerOnce.err = SealedExecutable("attacker", bytes.NewReader(data), int64(len(data)))
	})
	if attackerOnce.err != nil {
		t.Fatal(attackerOnce.err)
	}
	return attackerOnce.exe
}

// raceEnv passes the test process's GORACE to the test binary it runs in
// a sandbox: a race-built process otherwise sleeps a second before it
// exits (race_linux.go).
func raceEnv() string { return "GORACE=" + os.Getenv("GORACE") }

// runAttack runs one attack in a sandbox of cfg, with a workspace and a
// temp dir of its own (Job.Temp, also its TMPDIR), and returns the
// attacker's lines without the final marker line.
func runAttack(t *testing.T, cfg Config, opts map[string]string) []string {
	t.Helper()
	b, _ := json.Marshal(opts)
	// The temp dir is nested in directories of its own, as a backend's
	// run dirs are: the scanner must still reach it.
	ws, tmp := t.TempDir(), filepath.Join(t.TempDir(), "runs", "run-1")
	if err := os.MkdirAll(tmp, 0o700); err != nil {
		t.Fatal(err)
	}
	cmd, err := cfg.Command(&Job{Exe: attackerExe(t), Args: []string{"attacker"},
		Env: []string{attackEnv + "=" + string(b), "PATH=/usr/bin:/bin", "TMPDIR=" + tmp, "HOME=" + tmp, raceEnv()},
		Dir: ws, ReadOnly: []string{ws}, Temp: tmp})
	if err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	if ex := cmd.Exit(cmd.ProcessState); !ex.Success() {
		t.Fatalf("attacker %s; stdout %q stderr %q", ex, out.String(), errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) < 2 || lines[len(lines)-1] != "marker "+sandboxtest.Marker {
		t.Fatalf("attacker printed %q", out.String())
	}
	if cfg.Mode == ModeFull {
		if entries, err := os.ReadDir(tmp); err != nil || len(entries) != 0 {
			t.Errorf("the scanner's temp dir on the host holds %d entries (%v): its writes reached the host's disk", len(entries), err)
		}
	}
	return lines[:len(lines)-1]
}

// strayEnv marks the test binary that TestScannerInheritsNoDescriptor
// started with stray descriptors, and names them.
const strayEnv = "SANDBOX_TEST_STRAY_FDS"

// TestScannerInheritsNoDescriptor starts the test binary as a worker
// would be started by a supervisor or a shell wrapper: with descriptors
// that are not close-on-exec (a secret file, a log file open for
// appending, a TCP connection to a host service). In that process a
// sandboxed scanner, and one with the sandbox off, may use none of them.
func TestScannerInheritsNoDescriptor(t *testing.T) {
	if fds := os.Getenv(strayEnv); fds != "" {
		for _, mode := range []string{ModeFull, ModeOff} {
			t.Run(mode, func(t *testing.T) {
				cfg := DefaultConfig()
				cfg.Mode = mode
				if mode == ModeFull {
					needSandbox(t)
				}
				sandboxtest.AllFail(t, runAttack(t, cfg, map[string]string{"attack": "fds", "fds": fds}))
			})
		}
		return
	}
	dir := t.TempDir()
	secretPath, logPath := filepath.Join(dir, "secret"), filepath.Join(dir, "log")
	if err := os.WriteFile(secretPath, []byte("deploy-token=hunter2"), 0o600); err != nil {
		t.Fatal(err)
	}
	secret, err := os.Open(secretPath)
	if err != nil {
		t.Fatal(err)
	}
	defer secret.Close()
	logf, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	defer logf.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	conn, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	served, err := ln.Accept()
	if err != nil {
		t.Fatal(err)
	}
	defer served.Close()
	sock, err := conn.(*net.TCPConn).File()
	if err != nil {
		t.Fatal(err)
	}
	defer sock.Close()
	// ExtraFiles[i] is descriptor 3+i of the child, not close-on-exec.
	extra := make([]*os.File, 100)
	extra[97], extra[98], extra[99] = secret, logf, sock
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.CommandContext(t.Context(), self, "-test.run=^TestScannerInheritsNoDescriptor$", "-test.v", "-test.count=1")
	cmd.Env = append(os.Environ(), strayEnv+"=100,101,102")
	cmd.ExtraFiles = extra
	out, err := cmd.CombinedOutput()
	if strings.Contains(string(out), "kernel feature missing") {
		t.Logf("%s", out)
	}
	if err != nil || !strings.Contains(string(out), "--- PASS: TestScannerInheritsNoDescriptor") {
		t.Fatalf("with descriptors 100 (secret), 101 (log), 102 (TCP connection) inherited: %v\n%s", err, out)
	}
	if b, _ := os.ReadFile(logPath); len(b) != 0 {
		t.Errorf("a scanner wrote to the inherited log file: %q", b)
	}
	// The connection ends only when both descriptors of it are closed.
	sock.Close()
	conn.Close()
	got, _ := readAll(served)
	if len(got) != 0 {
		t.Errorf("a scanner wrote to the inherited TCP connection: %q", got)
	}
}

// readAll reads c until end of file.
func readAll(c net.Conn) ([]byte, error) {
	var b bytes.Buffer
	_, err := b.ReadFrom(c)
	return b.Bytes(), err
}

// TestScannerKeyringIsolated runs scanners from a worker thread that
// holds a session keyring with a deploy token: a scanner reads neither
// that key nor leaves one behind, in the session keyring or in its uid's
// user keyring, for a later job to read.
func TestScannerKeyringIsolated(t *testing.T) {
	needSandbox(t)
	// The thread's session keyring is the worker's, for the scanners it
	// starts; the locked thread ends with the test.
	runtime.LockOSThread()
	if _, _, errno := unix.Syscall(unix.SYS_KEYCTL, unix.KEYCTL_JOIN_SESSION_KEYRING, 0, 0); errno != 0 {
		t.Skipf("kernel feature missing: session keyrings: %v", errno)
	}
	suffix := strconv.Itoa(os.Getpid())
	token := "sluice-test-deploy-token-" + suffix
	if _, err := unix.AddKey("user", token, []byte("hunter2"), unix.KEY_SPEC_SESSION_KEYRING); err != nil {
		t.Fatal(err)
	}
	opts := map[string]string{"attack": "keyring", "key": token, "covert": "sluice-test-covert-" + suffix}
	cfg := DefaultConfig()
	first := runAttack(t, cfg, opts)
	second := runAttack(t, cfg, opts)
	sandboxtest.AllFail(t, append(first, second...))
}

// TestScannerUnaccountedMemoryDenied: a scanner may not hold memory that
// counts against no rlimit, in a memfd or a System V segment, when no
// memory cgroup bounds it.
func TestScannerUnaccountedMemoryDenied(t *testing.T) {
	needSandbox(t)
	lines := runAttack(t, DefaultConfig(), map[string]string{"attack": "memory", "mib": "64"})
	sandboxtest.AllFail(t, lines)
	for _, l := range lines {
		if !strings.HasSuffix(l, ": operation not permitted") {
			t.Errorf("%s: want the seccomp filter's EPERM", l)
		}
	}
}

// TestScannerTempBounded: what a scanner writes in its temp dir is bounded
// in bytes and files by temp_max_bytes and never reaches the host's disk
// (runAttack checks that the host directory stays empty).
func TestScannerTempBounded(t *testing.T) {
	needSandbox(t)
	cfg := DefaultConfig()
	cfg.TempMaxBytes = 8 << 20
	lines := runAttack(t, cfg, map[string]string{"attack": "fill", "mib": "32", "files": "5000"})
	if len(lines) != 2 {
		t.Fatalf("attacker printed %q", lines)
	}
	if mib, ok := leadingInt(lines[0], "fill wrote "); !ok || mib > 8 || !strings.HasSuffix(lines[0], "no space left on device") {
		t.Errorf("%s: want at most 8 MiB written, then ENOSPC", lines[0])
	}
	if files, ok := leadingInt(lines[1], "fill created "); !ok || files > 1100 || !strings.HasSuffix(lines[1], "no space left on device") {
		t.Errorf("%s: want at most 1024 inodes, then ENOSPC", lines[1])
	}
}

// leadingInt reads the integer that follows prefix in s.
func leadingInt(s, prefix string) (int, bool) {
	rest, ok := strings.CutPrefix(s, prefix)
	if !ok {
		return 0, false
	}
	num, _, _ := strings.Cut(rest, " ")
	v, err := strconv.Atoi(num)
	return v, err == nil
}

// TestScannerSeccomp calls each system call the filter denies with
// arguments that fail otherwise with another error: every one fails with
// EPERM, and clone3 with ENOSYS, so programs fall back to clone, whose
// namespace flags the filter checks.
func TestScannerSeccomp(t *testing.T) {
	needSandbox(t)
	lines := runAttack(t, DefaultConfig(), map[string]string{"attack": "syscalls"})
	names := sandboxtest.DeniedCalls()
	if len(lines) != len(names) {
		t.Fatalf("attacker printed %q", lines)
	}
	for i, l := range lines {
		want := "operation not permitted"
		if names[i] == "clone3" {
			want = "function not implemented"
		}
		if l != "syscall "+names[i]+": "+want {
			t.Errorf("%s: want %s", l, want)
		}
	}
}
