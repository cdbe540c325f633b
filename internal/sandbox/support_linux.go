//go:build linux

package sandbox

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"

	ll "github.com/landlock-lsm/go-landlock/landlock/syscall"
	"github.com/sluicehq/sluice/internal/sandbox/internal/sbinit"
)

// MinLandlockABI is the oldest Landlock ABI the sandbox accepts (file
// system rules). Newer ABIs add rules the sandbox uses when present: TCP
// (4), IPC scopes for signals and abstract Unix sockets (6).
const MinLandlockABI = 1

// Support is what this machine's kernel offers the sandbox.
type Support struct {
	// Root says the worker runs as root: scanners then run as Config.UID
	// and Config.GID, in a user namespace of their own.
	Root bool
	// UserNamespaces says a user namespace could be created (with the
	// PID, mount, IPC, UTS and network namespaces) by this process.
	UserNamespaces bool
	// UserNamespacesErr says why not.
	UserNamespacesErr error
	// LandlockABI is the kernel's Landlock ABI version, 0 without
	// Landlock.
	LandlockABI int
	// LandlockErr says why Landlock is unavailable.
	LandlockErr error
	// Ptrace says a process in the sandbox may stop its child at exec
	// (PTRACE_TRACEME), which the init needs to set the scanner's rlimits
	// before its first instruction.
	Ptrace bool
	// PtraceErr says why not.
	PtraceErr error
	// TrialErr, when the kernel offers every feature, says why a trial
	// sandbox, built the way a scanner's is, did not run: the machine
	// has the features, but something of this process's environment
	// (a service manager's or a container runtime's mounts over /proc,
	// a seccomp profile) refuses a step of the set-up.
	TrialErr error
}

var (
	probeOnce sync.Once
	probed    Support
)

// Probe returns what the kernel offers, probed once per process: it starts
// the init in probe mode in the namespaces a scanner gets and asks the
// kernel for its Landlock ABI version.
func Probe() Support {
	probeOnce.Do(func() { probed = probe() })
	return probed
}

func probe() Support {
	s := Support{Root: os.Geteuid() == 0}
	if v, err := ll.LandlockGetABIVersion(); err != nil {
		s.LandlockErr = err
	} else {
		s.LandlockABI = v
	}
	if !hooked {
		s.UserNamespacesErr = errNoHook
		return s
	}
	cmd := &exec.Cmd{Path: "/proc/self/exe", Args: []string{sbinit.ArgProbe}, SysProcAttr: initAttr(s.Root)}
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	err := startDumpable(cmd.Start)
	if err == nil {
		err = cmd.Wait()
	}
	var exit *exec.ExitError
	switch {
	case err == nil:
		s.UserNamespaces, s.Ptrace = true, true
	case errors.As(err, &exit) && exit.ExitCode() == sbinit.ProbeNoPtrace:
		s.UserNamespaces = true
		s.PtraceErr = errors.New(strings.TrimSpace(out.String()))
	default:
		s.UserNamespacesErr = fmt.Errorf("%w %s", err, strings.TrimSpace(out.String()))
	}
	if s.Missing() == nil {
		s.TrialErr = trial(s)
	}
	return s
}

// trial builds a sandbox the way a scanner's is built (namespaces, a
// fresh /proc, the mounts, a temp tmpfs, Landlock, seccomp, the exec) and
// runs a short process in it (trialExecutable). It returns why that failed, or nil.
func trial(s Support) error {
	exe, args, err := trialExecutable()
	if err != nil {
		return fmt.Errorf("trial sandbox: %w", err)
	}
	defer exe.Close()
	dir, err := os.MkdirTemp("", "sluice-sandbox-trial-")
	if err != nil {
		return fmt.Errorf("trial sandbox: %w", err)
	}
	defer os.RemoveAll(dir)
	ws, tmp := filepath.Join(dir, "ws"), filepath.Join(dir, "tmp")
	for _, d := range []string{ws, tmp} {
		if err := os.Mkdir(d, 0o755); err != nil {
			return fmt.Errorf("trial sandbox: %w", err)
		}
	}
	c := DefaultConfig()
	cmd, err := c.command(&Job{Exe: exe, Args: args, Env: []string{"PATH=/usr/bin:/bin"}, Dir: ws, ReadOnly: []string{ws}, Temp: tmp}, s)
	if err != nil {
		return err
	}
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		return err
	}
	_ = cmd.Wait()
	switch ex := cmd.Exit(cmd.ProcessState); {
	case ex.SetupErr != "":
		return errors.New(ex.SetupErr)
	case !ex.Success():
		return fmt.Errorf("the trial process %s: %s", ex, strings.TrimSpace(out.String()))
	}
	return nil
}

// trialExecutable returns what the trial sandbox runs, and its argv:
// true(1) from the system paths, which the sandbox mounts and Landlock
// lets it execute, else (an image without coreutils) a sealed copy of
// the worker's own binary as a process that reads its empty stdin.
func trialExecutable() (*os.File, []string, error) {
	for _, p := range []string{"/usr/bin/true", "/bin/true"} {
		if f, err := os.Open(p); err == nil {
			return f, []string{"true"}, nil
		}
	}
	self, err := os.Open("/proc/self/exe")
	if err != nil {
		return nil, nil, err
	}
	defer self.Close()
	fi, err := self.Stat()
	if err != nil {
		return nil, nil, err
	}
	exe, _, err := SealedExecutable("sluice-sandbox-trial", self, fi.Size())
	return exe, []string{sbinit.ArgHold}, err
}

// trialHint says what to change for a trial sandbox that failed with err.
func trialHint(err error) string {
	if !strings.Contains(err.Error(), "/proc") {
		return "; if the worker runs under systemd or in a container, compare its restrictions with docs/operations.md, \"Running the sandbox\""
	}
	return "; the kernel refuses a new /proc inside a user namespace while parts of the worker's /proc are covered by other mounts: " +
		"under systemd remove ProtectKernelTunables=, ProtectKernelLogs= and ProcSubset= from the unit (examples/deploy/sluice-worker.service runs the sandbox); " +
		"in a container, unmask /proc (docker run --security-opt systempaths=unconfined, podman run --security-opt unmask=ALL); docs/operations.md, \"Running the sandbox\", says why"
}

// errNoHook is returned when the program never called Main.
var errNoHook = errors.New("the program did not call sandbox.Main at start, so it is not marked non-dumpable and the sandbox does not start")

// Missing returns nil when the sandbox can run here, else an error that
// names each missing feature and how to enable it.
func (s Support) Missing() error {
	var errs []error
	if !s.UserNamespaces {
		errs = append(errs, fmt.Errorf("cannot create the scanner's namespaces (%v); enable user namespaces: sysctl user.max_user_namespaces=15000, and on Debian kernels kernel.unprivileged_userns_clone=1, on Ubuntu kernel.apparmor_restrict_unprivileged_userns=0; inside a container, allow unshare/clone in its seccomp profile", s.UserNamespacesErr))
	}
	if s.UserNamespaces && !s.Ptrace {
		errs = append(errs, fmt.Errorf("ptrace(PTRACE_TRACEME) is refused inside the sandbox (%v); the sandbox stops each scanner at exec to set its rlimits before it runs: allow it (kernel.yama.ptrace_scope 0 or 1; inside a container, allow ptrace in its seccomp profile)", s.PtraceErr))
	}
	if s.LandlockABI < MinLandlockABI {
		//lint:ignore ST1005 Landlock is a proper noun
		errs = append(errs, fmt.Errorf("Landlock is not available (%v); use Linux 5.13 or later built with CONFIG_SECURITY_LANDLOCK=y and boot with \"landlock\" in the lsm= list (check /sys/kernel/security/lsm)", s.LandlockErr))
	}
	if len(errs) == 0 && s.TrialErr != nil {
		errs = append(errs, fmt.Errorf("a trial sandbox failed to start: %v%s", s.TrialErr, trialHint(s.TrialErr)))
	}
	if len(errs) == 0 {
		return nil
	}
	return fmt.Errorf("the scanner sandbox cannot run on this machine: %w; or set sandbox.mode = \"off\" to run scanners unsandboxed", errors.Join(errs...))
}

// MissingReason returns the reason word (ReasonUserNamespaces,
// ReasonPtrace, ReasonLandlock) of the first feature Missing reports, or
// "" when the sandbox can run here.
func (s Support) MissingReason() string {
	switch {
	case !s.UserNamespaces:
		return ReasonUserNamespaces
	case !s.Ptrace:
		return ReasonPtrace
	case s.LandlockABI < MinLandlockABI:
		return ReasonLandlock
	case s.TrialErr != nil:
		return ReasonSetup
	}
	return ""
}

// Describe returns one line per layer saying what the sandbox enforces on
// this machine with configuration c, for `worker config check` and
// `worker plugins`.
func (s Support) Describe(c Config) []string {
	if c.Mode == ModeOff {
		return []string{"sandbox: OFF (sandbox.mode = \"off\"): scanners run as the worker's user with its file system view, network and process table; only the process group, rlimits and a scrubbed environment apply"}
	}
	if err := s.Missing(); err != nil {
		return []string{"sandbox: UNAVAILABLE, scanners of this backend are refused: " + err.Error()}
	}
	who := "the worker's uid, mapped to root of a user namespace without capabilities"
	if s.Root {
		who = fmt.Sprintf("uid %d gid %d (the worker is root), in a user namespace of its own, without capabilities", c.UID, c.GID)
	}
	lines := []string{
		"sandbox: full",
		"  identity: " + who + "; no_new_privs; the worker is not dumpable",
		"  namespaces: user, PID (the scanner's tree dies with the job), mount, IPC, UTS, network (loopback only, down)",
		fmt.Sprintf("  file system: read-only %s (those present), the job's workspace and the scanner's data files (below /package); read-write a private temp dir; a fresh /proc of its own PID namespace; /dev/null, zero, random, urandom; nothing else (no /etc, /home, /root, state dir, package store or cache)", strings.Join(SystemPaths, " ")),
	}
	if len(c.ReadOnlyPaths) > 0 {
		lines = append(lines, "  extra read-only paths: "+strings.Join(c.ReadOnlyPaths, " "))
	}
	ll := fmt.Sprintf("  Landlock ABI %d: file system rules", s.LandlockABI)
	if s.LandlockABI >= 4 {
		ll += ", no TCP bind or connect"
	}
	if s.LandlockABI >= 6 {
		ll += ", no signals or abstract Unix sockets outside the sandbox"
	}
	lines = append(lines, ll,
		"  seccomp: keyrings, bpf, userfaultfd, perf_event_open, io_uring, ptrace of others, other processes' memory, mounts, new namespaces, modules, kexec, reboot, swap and more denied (docs/security.md); memfd_create and System V shared memory denied",
		"  inherited: no descriptor of the worker's beyond the standard streams; an empty session keyring",
		fmt.Sprintf("  temp: HOME and TMPDIR an empty tmpfs of at most %s and %d inodes, never the host's disk", c.TempMaxBytes, max(uint64(c.TempMaxBytes)/sbinit.TempBytesPerInode, sbinit.MinTempInodes)),
		fmt.Sprintf("  limits: at most %d processes (RLIMIT_NPROC), plus the backend's rlimits; executes only the sealed in-memory copy of the verified entry", c.MaxProcesses),
		"  NOT ENFORCED: "+NotEnforced)
	return lines
}

// NotEnforced says what the sandbox does not bound, for the warning the
// backends log at start and for Describe: no cgroup holds the scanners
// yet.
const NotEnforced = "no cgroup holds scanners: the resident memory of a scanner's whole process tree is bounded only by RLIMIT_AS per process times max_processes, its CPU only by RLIMIT_CPU per process, swap not at all, and its temp tmpfs (temp_max_bytes) counts against the machine's memory, not the scanner's limit; size max_memory, max_processes and temp_max_bytes for the machine, or run fewer slots"

// initAttr returns the clone attributes of the init: new PID, mount, IPC,
// UTS and network namespaces, and a new user namespace mapping root to
// the worker's ids when the worker is not root (with a root worker the
// init stays in the worker's user namespace, so that it can make
// id-mapped mounts, and the scanner gets a user namespace of its own).
func initAttr(root bool) *syscall.SysProcAttr {
	a := &syscall.SysProcAttr{
		Cloneflags: syscall.CLONE_NEWPID | syscall.CLONE_NEWNS | syscall.CLONE_NEWIPC | syscall.CLONE_NEWUTS | syscall.CLONE_NEWNET,
		Pdeathsig:  syscall.SIGKILL,
	}
	if !root {
		a.Cloneflags |= syscall.CLONE_NEWUSER
		a.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Geteuid(), Size: 1}}
		a.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Getegid(), Size: 1}}
	}
	return a
}
