//go:build linux

package sandbox

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sluicehq/sluice/internal/sandbox/sandboxtest"
)

func TestMain(m *testing.M) {
	Main()
	if os.Getenv(attackEnv) != "" {
		// This process is the hostile scanner of TestContainment.
		var opts map[string]string
		if err := json.Unmarshal([]byte(os.Getenv(attackEnv)), &opts); err != nil {
			fmt.Println(err)
			os.Exit(2)
		}
		for _, l := range sandboxtest.Attack(opts) {
			fmt.Println(l)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// attackEnv carries the options of sandboxtest.Attack to the test binary
// running as the hostile scanner.
const attackEnv = "SANDBOX_TEST_ATTACK"

// needSandbox skips the test, naming what is missing, when the sandbox
// cannot run here.
func needSandbox(t *testing.T) Support {
	t.Helper()
	s := Probe()
	if err := s.Missing(); err != nil {
		t.Skipf("kernel feature missing: %v", err)
	}
	return s
}

// runScript runs script (a /bin/sh script) in a full sandbox with ws
// read-only and a fresh read-write dir, and returns its stdout, stderr
// and exit.
func runScript(t *testing.T, cfg Config, script string, ws string) (string, string, Exit) {
	t.Helper()
	exe, _, err := SealedExecutable("t", strings.NewReader(script), int64(len(script)))
	if err != nil {
		t.Fatal(err)
	}
	defer exe.Close()
	tmp := t.TempDir()
	cmd, err := cfg.Command(&Job{
		Exe: exe, Args: []string{"scanner"}, Env: []string{"PATH=/usr/bin:/bin", "TMPDIR=" + tmp},
		Dir: ws, ReadOnly: []string{ws}, ReadWrite: []string{tmp},
	})
	if err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	return out.String(), errb.String(), cmd.Exit(cmd.ProcessState)
}

// TestScript runs a shell script in the sandbox: it reads the workspace
// through a 0600 file, has no capability, sees no /etc, and its exit
// status comes back through the init.
func TestScript(t *testing.T) {
	needSandbox(t)
	ws := t.TempDir()
	os.WriteFile(ws+"/a.txt", []byte("hello"), 0o600)
	out, errs, ex := runScript(t, DefaultConfig(), "#!/bin/sh\ncat a.txt; echo; grep CapEff /proc/self/status; test -e /etc/passwd && echo etc; ls /proc | grep -c '^[0-9]'; exit 3\n", ws)
	procs := 99
	if i := strings.LastIndexByte(strings.TrimSpace(out), '\n'); i > 0 {
		procs, _ = strconv.Atoi(strings.TrimSpace(out[i:]))
	}
	// The init, sh, ls and grep: only the sandbox's own processes.
	if ex.Code() != 3 || !strings.HasPrefix(out, "hello\nCapEff:\t0000000000000000\n") || procs > 4 {
		t.Fatalf("stdout %q stderr %q exit %s", out, errs, ex)
	}
}

// TestContainment runs the test binary itself as a hostile scanner in the
// sandbox, once per attack, as the current user. TestContainmentAsNobody
// runs it again as an unprivileged user.
func TestContainment(t *testing.T) {
	needSandbox(t)
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	me := strconv.Itoa(os.Getpid())
	cfg := DefaultConfig()
	cfg.MaxProcesses = 32
	for _, opts := range []map[string]string{
		{"attack": "read", "path": "/proc/" + me + "/environ,/proc/" + me + "/mem,/proc/{ppid}/environ,/etc/passwd," + self},
		{"attack": "write", "path": "/x,/tmp/x,/dev/shm/x," + filepath.Dir(self) + "/x"},
		{"attack": "connect", "addr": ln.Addr().String()},
		{"attack": "signal", "pid": me},
		{"attack": "forkbomb"},
	} {
		t.Run(opts["attack"], func(t *testing.T) {
			lines := runAttack(t, cfg, opts)
			sandboxtest.AllFail(t, lines)
			for _, l := range lines {
				if n, ok := strings.CutPrefix(l, "forkbomb started "); ok {
					if k, _ := strconv.Atoi(strings.Fields(n)[0]); k >= 32 {
						t.Errorf("fork bomb not bounded by 32 processes: %s", l)
					}
				}
			}
		})
	}
}

// TestConcurrentScannersIsolated runs two hostile scanners at once, each
// in its own sandbox: the first binds an abstract Unix socket and a
// NETLINK_USERSOCK port id (and checks that it reaches both itself), the
// second tries to connect and send to them and to bind the same names.
// Landlock scopes neither netlink nor the binding of abstract names, and
// any process may send to another's NETLINK_USERSOCK socket in its network
// namespace without a capability, so only a network namespace per
// sandbox keeps the two apart (docs/RATIONALE.md). TestContainmentAsNobody
// runs it again from an unprivileged worker.
func TestConcurrentScannersIsolated(t *testing.T) {
	needSandbox(t)
	exe := attackerExe(t)
	name := "sluice-test-" + strconv.Itoa(os.Getpid())
	const portid = "4242"
	cfg := DefaultConfig()
	start := func(opts map[string]string, stdin, stdout *os.File) *Cmd {
		t.Helper()
		b, _ := json.Marshal(opts)
		ws, tmp := t.TempDir(), t.TempDir()
		cmd, err := cfg.Command(&Job{Exe: exe, Args: []string{"attacker"}, Env: []string{attackEnv + "=" + string(b), "PATH=/usr/bin:/bin", raceEnv()},
			Dir: ws, ReadOnly: []string{ws}, ReadWrite: []string{tmp}})
		if err != nil {
			t.Fatal(err)
		}
		if stdin != nil {
			cmd.Stdin = stdin
		}
		cmd.Stdout = stdout
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		return cmd
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer inW.Close()
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	listener := start(map[string]string{"attack": "rendezvous", "name": name, "portid": portid}, inR, outW)
	inR.Close()
	outW.Close()
	defer func() {
		inW.Close()
		_ = listener.Wait()
	}()
	var listened []string
	sc := bufio.NewScanner(outR)
	for sc.Scan() && sc.Text() != "rendezvous ready" {
		listened = append(listened, sc.Text())
	}
	var out bytes.Buffer
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	reacher := start(map[string]string{"attack": "reach", "name": name, "portid": portid}, nil, w)
	w.Close()
	_, _ = out.ReadFrom(r)
	r.Close()
	_ = reacher.Wait()
	if ex := reacher.Exit(reacher.ProcessState); !ex.Success() {
		t.Fatalf("reaching scanner %s: %q", ex, out.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 5 {
		t.Fatalf("reaching scanner printed %q", out.String())
	}
	for _, l := range lines[:4] {
		if strings.HasSuffix(l, ": <nil>") {
			t.Errorf("one sandbox reached the other: %s", l)
		}
	}

	inW.Close()
	for sc.Scan() {
		listened = append(listened, sc.Text())
	}
	outR.Close()
	_ = listener.Wait()
	if ex := listener.Exit(listener.ProcessState); !ex.Success() {
		t.Fatalf("rendezvous scanner %s: %q", ex, listened)
	}
	// Without these, the reacher's failures would prove nothing.
	for _, want := range []string{"rendezvous: self connect @" + name + ": <nil>", "rendezvous: self netlink " + portid + ": <nil>"} {
		if !slices.Contains(listened, want) {
			t.Fatalf("the rendezvous scanner did not reach itself (%q missing): %q", want, listened)
		}
	}
	for _, l := range listened {
		if strings.Contains(l, "another sandbox") {
			t.Errorf("%s", l)
		}
	}
	if !slices.Contains(listened, "marker "+sandboxtest.Marker) {
		t.Errorf("rendezvous scanner did not finish: %q", listened)
	}
}

// TestContainmentAsNobody runs TestContainment as uid and gid 65534 when
// the test runs as root, so the sandbox is set up by an unprivileged
// worker (its own user namespace for the init).
func TestContainmentAsNobody(t *testing.T) {
	if os.Getenv(sandboxtest.NobodyEnv) != "" {
		t.Skip("already the unprivileged run")
	}
	needSandbox(t)
	out := sandboxtest.RerunAsNobody(t, "^(TestContainment|TestScript|TestConcurrentScannersIsolated|TestScanner[A-Z].*)$")
	for _, name := range []string{"TestContainment", "TestConcurrentScannersIsolated", "TestScannerSeccomp", "TestScannerInheritsNoDescriptor"} {
		if !strings.Contains(out, "--- PASS: "+name+" ") {
			t.Fatalf("as uid 65534, %s did not pass:\n%s", name, out)
		}
	}
	t.Logf("as uid 65534:\n%s", out)
}

// unitEnv marks the test binary TestUnderServiceUnit runs under a unit's
// restrictions; its value names the unit.
const unitEnv = "SANDBOX_TEST_UNIT"

// TestUnderServiceUnit runs the worker's side of the sandbox as uid 65534
// (setpriv, no capabilities, no_new_privs) in a mount namespace set up as
// systemd sets one up for a unit (unshare and mount). Under the shipped
// unit's hardening, scanners run in the sandbox (TestScript,
// TestScannerTempBounded), and in resident inits (TestResidentsServeRuns,
// TestResidentsConcurrentRuns). With /proc masked as ProtectKernelTunables= and
// ProtectKernelLogs= mask it, or as a container runtime masks it by
// default, the probe's trial sandbox fails and says what to change, so the worker refuses the backend instead of claiming
// jobs that fail.
func TestUnderServiceUnit(t *testing.T) {
	switch os.Getenv(unitEnv) {
	case "shipped":
		if err := Probe().Missing(); err != nil {
			t.Fatalf("under the shipped unit's restrictions: %v", err)
		}
		return
	case "masked", "container":
		s := Probe()
		err := s.Missing()
		if err == nil || s.MissingReason() != ReasonSetup || !strings.Contains(err.Error(), "/proc") || !strings.Contains(err.Error(), "ProtectKernelTunables=") || !strings.Contains(err.Error(), "systempaths=unconfined") {
			t.Fatalf("with /proc masked: Missing() = %v (reason %q), want the trial's /proc failure and what to change", err, s.MissingReason())
		}
		t.Logf("%v", err)
		return
	}
	if os.Geteuid() != 0 {
		t.Skip("not root: emulating a unit's mounts takes root (unshare -m)")
	}
	needSandbox(t)
	bin, tmp := sandboxtest.StageForNobody(t)
	for _, tt := range []struct{ unit, run string }{
		{"shipped", "^(TestUnderServiceUnit|TestScript|TestScannerTempBounded|TestResidentsServeRuns|TestResidentsConcurrentRuns)$"},
		{"masked", "^TestUnderServiceUnit$"},
		{"container", "^TestUnderServiceUnit$"},
	} {
		t.Run(tt.unit, func(t *testing.T) {
			cmd := sandboxtest.UnderUnit(t, t.Context(), tt.unit, nil, bin, "-test.run="+tt.run, "-test.v", "-test.count=1")
			cmd.Env = []string{unitEnv + "=" + tt.unit, sandboxtest.NobodyEnv + "=1", "TMPDIR=" + tmp, "PATH=/usr/bin:/bin:/usr/sbin:/sbin", "HOME=" + tmp, raceEnv()}
			cmd.Dir = tmp
			out, err := cmd.CombinedOutput()
			if err != nil || !strings.Contains(string(out), "--- PASS: TestUnderServiceUnit") || strings.Contains(string(out), "--- SKIP") {
				t.Fatalf("under the %s unit's restrictions: %v\n%s", tt.unit, err, out)
			}
			if tt.unit == "shipped" && (!strings.Contains(string(out), "--- PASS: TestScript") || !strings.Contains(string(out), "--- PASS: TestScannerTempBounded") ||
				!strings.Contains(string(out), "--- PASS: TestResidentsServeRuns") || !strings.Contains(string(out), "--- PASS: TestResidentsConcurrentRuns")) {
				t.Fatalf("no sandboxed scanner ran under the shipped unit's restrictions:\n%s", out)
			}
			t.Logf("%s", out)
		})
	}
}

// BenchmarkStart measures one scanner process, /bin/echo from a sealed
// memfd, unsandboxed (sandbox=off), in a sandbox whose init starts for
// the run (sandbox=full) and in a resident init that serves run after run
// (sandbox=full/resident), alternating with -count. It reports
//
//   - start-ms: from the request to start the scanner (Command) until its
//     first byte of output arrives, so the scanner runs: the per-job
//     start cost, whose difference to sandbox=off is the sandbox's extra;
//   - p50-start-ms: the median of those times (the machine's load adds
//     outliers to the mean);
//   - ns/op: the same until the process (in the sandbox: its init) is
//     reaped, which adds the scanner's exit and the sandbox's teardown;
//   - cpu-ms/op: CPU time of the benchmark's children (inits and
//     scanners, getrusage RUSAGE_CHILDREN) plus the benchmark process's
//     own, per run, including the residents, reaped by Close inside the
//     measurement.
func BenchmarkStart(b *testing.B) {
	data, err := os.ReadFile("/bin/echo")
	if err != nil {
		b.Skip("no /bin/echo")
	}
	exe, _, err := SealedExecutable("echo", bytes.NewReader(data), int64(len(data)))
	if err != nil {
		b.Fatal(err)
	}
	defer exe.Close()
	for _, mode := range []string{ModeOff, ModeFull, ModeFull + "/resident"} {
		b.Run("sandbox="+mode, func(b *testing.B) {
			cfg := DefaultConfig()
			cfg.Mode, _, _ = strings.Cut(mode, "/")
			if cfg.Mode == ModeFull {
				if err := Probe().Missing(); err != nil {
					b.Skipf("kernel feature missing: %v", err)
				}
			}
			command := cfg.Command
			var residents *Residents
			if strings.HasSuffix(mode, "/resident") {
				residents = NewResidents(cfg, 1, func(start func() (int, error)) (int, error) { return start() }, func(int) {})
				command = residents.Command
			}
			ws, tmp := b.TempDir(), b.TempDir()
			cpu0 := cpuTime()
			var toOutput []time.Duration
			for b.Loop() {
				t0 := time.Now()
				cmd, err := command(&Job{Exe: exe, Args: []string{"echo", "x"}, Dir: ws, ReadOnly: []string{ws}, ReadWrite: []string{tmp}})
				if err != nil {
					b.Fatal(err)
				}
				r, w, err := os.Pipe()
				if err != nil {
					b.Fatal(err)
				}
				cmd.Stdout = w
				err = cmd.Start()
				w.Close()
				if err != nil {
					b.Fatal(err)
				}
				var one [1]byte
				if _, err := r.Read(one[:]); err != nil {
					b.Fatal(err)
				}
				toOutput = append(toOutput, time.Since(t0))
				r.Close()
				_ = cmd.Wait()
				if ex := cmd.Exit(cmd.ProcessState); !ex.Success() {
					b.Fatal(ex)
				}
			}
			if residents != nil {
				residents.Close()
			}
			var sum time.Duration
			for _, d := range toOutput {
				sum += d
			}
			slices.Sort(toOutput)
			b.ReportMetric(float64(sum.Microseconds())/1e3/float64(b.N), "start-ms")
			b.ReportMetric(float64(toOutput[len(toOutput)/2].Microseconds())/1e3, "p50-start-ms")
			b.ReportMetric((cpuTime()-cpu0).Seconds()*1e3/float64(b.N), "cpu-ms/op")
		})
	}
}

// cpuTime returns the user and system CPU time of this process and its
// reaped children.
func cpuTime() time.Duration {
	var total time.Duration
	for _, who := range []int{syscall.RUSAGE_SELF, syscall.RUSAGE_CHILDREN} {
		var ru syscall.Rusage
		if err := syscall.Getrusage(who, &ru); err == nil {
			total += time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		}
	}
	return total
}

// TestShippedUnitLeavesProcAlone: the worker unit we ship sets none of
// the settings that mount over /proc (which TestUnderServiceUnit shows
// break the sandbox), and sets the hardening TestUnderServiceUnit
// emulates.
func TestShippedUnitLeavesProcAlone(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "examples", "deploy", "sluice-worker.service"))
	if err != nil {
		t.Fatal(err)
	}
	set := map[string]string{}
	for line := range strings.Lines(string(b)) {
		if k, v, ok := strings.Cut(strings.TrimSpace(line), "="); ok && !strings.HasPrefix(k, "#") {
			set[k] = v
		}
	}
	for _, k := range []string{"ProtectKernelTunables", "ProtectKernelLogs", "ProtectProc", "ProcSubset", "RestrictNamespaces", "PrivateUsers"} {
		if v, ok := set[k]; ok {
			t.Errorf("the worker unit sets %s=%s, which keeps the sandbox from starting", k, v)
		}
	}
	for _, k := range []string{"ProtectSystem", "ProtectHome", "ProtectKernelModules", "ProtectControlGroups", "PrivateTmp", "NoNewPrivileges"} {
		if _, ok := set[k]; !ok {
			t.Errorf("the worker unit no longer sets %s, which TestUnderServiceUnit emulates", k)
		}
	}
}
