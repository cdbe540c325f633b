//go:build linux

package sbinit

import (
	"fmt"
	"strconv"
	"syscall"

	"github.com/landlock-lsm/go-landlock/landlock"
	ll "github.com/landlock-lsm/go-landlock/landlock/syscall"
	"golang.org/x/sys/unix"
)

// Secure bits (capabilities(7)): root is not special at exec and the
// setting cannot be undone.
const (
	secbitNoroot             = 1 << 0
	secbitNorootLocked       = 1 << 1
	secbitNoSetuidFixup      = 1 << 2
	secbitNoSetuidFixupLock  = 1 << 3
	secbitKeepCapsLocked     = 1 << 5
	secbitNoCapAmbientRaise  = 1 << 6
	secbitNoCapAmbientLocked = 1 << 7
	secureBits               = secbitNoroot | secbitNorootLocked | secbitNoSetuidFixup | secbitNoSetuidFixupLock |
		secbitKeepCapsLocked | secbitNoCapAmbientRaise | secbitNoCapAmbientLocked
	// lastCap bounds the capabilities dropped from the bounding set;
	// numbers the kernel does not know fail with EINVAL and are skipped.
	lastCap = 63
)

// startScanner restricts the calling OS thread for the scanner and starts
// the scanner from it, stopped at its first instruction (PTRACE_TRACEME)
// until its rlimits are set. The caller has locked the goroutine to the
// thread and never unlocks it, so the Go runtime ends the thread with the
// goroutine. A process inherits these per-thread settings from the
// thread that forks it, so the scanner starts restricted without a
// second program run in between: Landlock, no_new_privs and, when the
// scanner shares the init's user namespace, no capability and secure bits
// that keep root powerless at exec. With a root worker the scanner gets a
// user namespace of its own in which it runs as UID and GID (so it has no
// capability after the switch); the thread keeps the capabilities that
// writing the namespace's id maps needs.
func startScanner(sp *Spec) (int, error) {
	if !sp.Root {
		if err := dropCapabilities(); err != nil {
			return 0, err
		}
	}
	if err := joinEmptySessionKeyring(); err != nil {
		return 0, err
	}
	if err := restrictThread(sp); err != nil {
		return 0, err
	}
	if err := installSeccomp(sp.DenyUnaccountedMemory, sp.Root); err != nil {
		return 0, err
	}
	// Nothing the init holds or inherited reaches the scanner but its
	// standard streams and the executable, which ForkExec places anew.
	if err := unix.CloseRange(3, ^uint(0), unix.CLOSE_RANGE_CLOEXEC); err != nil {
		return 0, fmt.Errorf("marking the init's descriptors close-on-exec: %w", err)
	}
	attr := &syscall.SysProcAttr{Ptrace: true}
	if sp.Root {
		attr.Cloneflags = syscall.CLONE_NEWUSER
		attr.UidMappings = []syscall.SysProcIDMap{{ContainerID: sp.UID, HostID: sp.UID, Size: 1}}
		attr.GidMappings = []syscall.SysProcIDMap{{ContainerID: sp.GID, HostID: sp.GID, Size: 1}}
		attr.GidMappingsEnableSetgroups = true
		// setgroups([]) drops the worker's supplementary groups.
		attr.Credential = &syscall.Credential{Uid: uint32(sp.UID), Gid: uint32(sp.GID), Groups: []uint32{}}
	}
	exe := "/proc/self/fd/" + strconv.Itoa(scannerExeFD)
	pid, err := syscall.ForkExec(exe, sp.Args, &syscall.ProcAttr{
		Dir: sp.Dir, Env: sp.Env, Files: []uintptr{0, 1, 2, initExeFD}, Sys: attr,
	})
	if err != nil {
		if err == syscall.EPERM {
			return 0, fmt.Errorf("executing the scanner: %w (ptrace(PTRACE_TRACEME) may be refused: the sandbox stops the scanner at exec to set its rlimits)", err)
		}
		return 0, fmt.Errorf("executing the scanner: %w", err)
	}
	// waitid with WNOWAIT reports the stop without consuming an exit, so
	// a scanner killed meanwhile stays for the init's reaper.
	var info unix.Siginfo
	for {
		err = unix.Waitid(unix.P_PID, pid, &info, unix.WSTOPPED|unix.WEXITED|unix.WNOWAIT, nil)
		if err != unix.EINTR {
			break
		}
	}
	if err != nil {
		_ = unix.Kill(pid, unix.SIGKILL)
		return pid, fmt.Errorf("waiting for the scanner to stop at exec: %w", err)
	}
	if err := SetRlimits(pid, sp.Rlimits); err != nil {
		_ = unix.Kill(pid, unix.SIGKILL)
		return pid, err
	}
	// Resume the scanner at its first instruction, limits in place.
	if err := unix.PtraceDetach(pid); err != nil && err != unix.ESRCH {
		_ = unix.Kill(pid, unix.SIGKILL)
		return pid, fmt.Errorf("resuming the scanner: %w", err)
	}
	return pid, nil
}

// joinEmptySessionKeyring gives the calling thread, and so the scanner it
// starts, a new, empty, anonymous session keyring, so that no key of the
// worker's session (a login's, a CI runner's, systemd's per-service
// keyring) is possessed by the scanner. The seccomp filter then denies
// every keyring call.
func joinEmptySessionKeyring() error {
	if _, _, errno := unix.Syscall(unix.SYS_KEYCTL, unix.KEYCTL_JOIN_SESSION_KEYRING, 0, 0); errno != 0 {
		return fmt.Errorf("joining a new session keyring: %w", errno)
	}
	return nil
}

// dropCapabilities sets the secure bits, empties the bounding and ambient
// sets and drops every capability of the calling thread.
func dropCapabilities() error {
	if err := unix.Prctl(unix.PR_SET_SECUREBITS, secureBits, 0, 0, 0); err != nil {
		return fmt.Errorf("setting secure bits: %w", err)
	}
	for c := 0; c <= lastCap; c++ {
		if err := unix.Prctl(unix.PR_CAPBSET_DROP, uintptr(c), 0, 0, 0); err != nil && err != unix.EINVAL {
			return fmt.Errorf("dropping capability %d: %w", c, err)
		}
	}
	if err := unix.Prctl(unix.PR_CAP_AMBIENT, unix.PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0); err != nil {
		return fmt.Errorf("clearing ambient capabilities: %w", err)
	}
	hdr := unix.CapUserHeader{Version: unix.LINUX_CAPABILITY_VERSION_3}
	var none [2]unix.CapUserData
	if err := unix.Capset(&hdr, &none[0]); err != nil {
		return fmt.Errorf("dropping capabilities: %w", err)
	}
	return nil
}

// restrictThread sets no_new_privs and applies Landlock on the calling
// thread only, with the best ABI the kernel offers: read and execute below
// the system and read-only paths, /proc and /dev, read and write below the
// read-write paths and on /dev/null, nothing elsewhere; no TCP bind or
// connect (ABI 4); no signal to, and no abstract Unix socket of, a process
// outside the sandbox (ABI 6). With a root worker the thread also writes
// the scanner's id maps, so files below /proc may be written too; there
// the scanner's uid reaches only its own processes' files.
func restrictThread(sp *Spec) error {
	ro := append(append(append([]string{"/dev"}, sp.Prep.System...), sp.Prep.Host...), sp.ReadOnly...)
	if sp.Workspaces {
		ro = append(ro, WorkspacesDir)
	}
	if len(sp.Files) > 0 {
		ro = append(ro, DataDir)
	}
	rw := sp.ReadWrite
	if sp.Temp != "" {
		rw = append(rw[:len(rw):len(rw)], sp.Temp)
	}
	proc := landlock.RODirs("/proc")
	if sp.Root {
		proc = landlock.PathAccess(landlock.AccessFSSet(ll.AccessFSExecute|ll.AccessFSReadFile|ll.AccessFSReadDir|ll.AccessFSWriteFile), "/proc")
	}
	fd, flags, err := landlock.V7.BestEffort().NewRulesetFD(
		proc,
		landlock.RODirs(ro...).IgnoreIfMissing(),
		landlock.RWDirs(rw...),
		landlock.RWFiles("/dev/null"),
	)
	if err != nil {
		return fmt.Errorf("applying Landlock: %w", err)
	}
	if err := unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); err != nil {
		return fmt.Errorf("setting no_new_privs: %w", err)
	}
	if fd < 0 {
		return nil
	}
	defer unix.Close(fd)
	if err := ll.LandlockRestrictSelf(fd, flags); err != nil {
		return fmt.Errorf("applying Landlock: %w", err)
	}
	return nil
}

// SetRlimits sets each limit on the running process pid with prlimit(2),
// never above the process's hard limit, which raising would need
// privileges.
func SetRlimits(pid int, limits []Rlimit) error {
	for _, l := range limits {
		var cur unix.Rlimit
		if err := unix.Prlimit(pid, l.Resource, nil, &cur); err != nil {
			return fmt.Errorf("reading %s: %w", rlimitName(l.Resource), err)
		}
		lim := unix.Rlimit{Cur: min(l.Cur, cur.Max), Max: min(l.Max, cur.Max)}
		if err := unix.Prlimit(pid, l.Resource, &lim, nil); err != nil {
			return fmt.Errorf("setting %s to %d: %w", rlimitName(l.Resource), lim.Cur, err)
		}
	}
	return nil
}

// rlimitName names the resource of an rlimit for errors.
func rlimitName(res int) string {
	switch res {
	case unix.RLIMIT_AS:
		return "RLIMIT_AS"
	case unix.RLIMIT_CORE:
		return "RLIMIT_CORE"
	case unix.RLIMIT_CPU:
		return "RLIMIT_CPU"
	case unix.RLIMIT_FSIZE:
		return "RLIMIT_FSIZE"
	case unix.RLIMIT_NOFILE:
		return "RLIMIT_NOFILE"
	case unix.RLIMIT_NPROC:
		return "RLIMIT_NPROC"
	}
	return "rlimit " + strconv.Itoa(res)
}
