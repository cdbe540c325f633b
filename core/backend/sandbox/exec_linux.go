//go:build linux

package sandbox

import (
	"strconv"
	"syscall"

	"github.com/landlock-lsm/go-landlock/landlock"
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

// runExec is the exec stage: it waits until the init built the root,
// enters the working directory, applies Landlock, drops every capability,
// sets no_new_privs and the rlimits, and execs the sealed scanner. It
// runs on a locked OS thread, so the per-thread settings hold for the
// exec.
func runExec() int {
	sp, err := readSpec(execSpecFD)
	if err != nil {
		return fail("%v", err)
	}
	if err := unix.Chdir(sp.Dir); err != nil {
		return fail("entering the working directory %s: %v", sp.Dir, err)
	}
	if err := restrictFS(sp); err != nil {
		return fail("Landlock: %v", err)
	}
	for c := 0; c <= lastCap; c++ {
		if err := unix.Prctl(unix.PR_CAPBSET_DROP, uintptr(c), 0, 0, 0); err != nil && err != unix.EINVAL {
			return fail("dropping capability %d: %v", c, err)
		}
	}
	if err := unix.Prctl(unix.PR_CAP_AMBIENT, unix.PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0); err != nil {
		return fail("clearing ambient capabilities: %v", err)
	}
	if err := unix.Prctl(unix.PR_SET_SECUREBITS, secureBits, 0, 0, 0); err != nil {
		return fail("setting secure bits: %v", err)
	}
	if err := unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); err != nil {
		return fail("setting no_new_privs: %v", err)
	}
	if err := setRlimits(sp.Rlimits); err != nil {
		return fail("%v", err)
	}
	exe := "/proc/self/fd/" + strconv.Itoa(execExeFD)
	err = syscall.Exec(exe, sp.Args, sp.Env)
	return fail("executing the scanner: %v", err)
}

// restrictFS applies Landlock with the best ABI the kernel offers: read
// and execute below the system and read-only paths and /proc, read and
// write below the read-write paths and on /dev/null, nothing elsewhere;
// no TCP bind or connect (ABI 4); no signal to, and no abstract Unix
// socket of, a process outside the sandbox (ABI 6).
func restrictFS(sp *spec) error {
	ro := append(append([]string{"/proc", "/dev"}, sp.System...), sp.ReadOnly...)
	if sp.Workspaces {
		ro = append(ro, WorkspacesDir)
	}
	return landlock.V7.BestEffort().Restrict(
		landlock.RODirs(ro...).IgnoreIfMissing(),
		landlock.RWDirs(sp.ReadWrite...),
		landlock.RWFiles("/dev/null"),
	)
}

// setRlimits sets each limit, never above the inherited hard limit.
func setRlimits(limits []Rlimit) error {
	for _, l := range limits {
		var cur unix.Rlimit
		if err := unix.Getrlimit(l.Resource, &cur); err != nil {
			return err
		}
		lim := unix.Rlimit{Cur: min(l.Cur, cur.Max), Max: min(l.Max, cur.Max)}
		if err := unix.Setrlimit(l.Resource, &lim); err != nil {
			return err
		}
	}
	return nil
}
