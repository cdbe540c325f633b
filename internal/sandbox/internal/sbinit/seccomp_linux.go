//go:build linux

package sbinit

import (
	"errors"
	"fmt"
	"unsafe"

	"golang.org/x/sys/unix"
)

// The seccomp filter every scanner process runs under. It is installed on
// the thread that starts the scanner, after no_new_privs, so the scanner
// and everything it starts inherit it and cannot remove it. It denies,
// with EPERM, the system calls a scanner never needs and that widen what
// a process can reach beyond the file system and network rules: the
// keyring, bpf, userfaultfd, perf events, tracing other processes and
// their memory, the mount family, entering or creating namespaces,
// io_uring (whose operations bypass this filter), file handles, kernel
// modules, kexec, reboot, swap, accounting, quotas and the kernel log.
// clone3 fails with ENOSYS, because its flags are in memory a filter
// cannot read, so that programs fall back to clone, whose flags it checks.
// A system call of another architecture (or the x32 ABI) kills the
// process. docs/security.md lists the calls.

// deniedSyscalls are refused with EPERM on every architecture.
var deniedSyscalls = append([]uintptr{
	unix.SYS_KEYCTL, unix.SYS_ADD_KEY, unix.SYS_REQUEST_KEY,
	unix.SYS_BPF, unix.SYS_USERFAULTFD, unix.SYS_PERF_EVENT_OPEN,
	unix.SYS_PROCESS_VM_READV, unix.SYS_PROCESS_VM_WRITEV, unix.SYS_PIDFD_GETFD,
	unix.SYS_MOUNT, unix.SYS_UMOUNT2, unix.SYS_PIVOT_ROOT, unix.SYS_OPEN_TREE, unix.SYS_OPEN_TREE_ATTR,
	unix.SYS_MOVE_MOUNT, unix.SYS_FSOPEN, unix.SYS_FSCONFIG, unix.SYS_FSMOUNT, unix.SYS_FSPICK,
	unix.SYS_MOUNT_SETATTR,
	unix.SYS_SETNS, unix.SYS_UNSHARE,
	unix.SYS_IO_URING_SETUP, unix.SYS_IO_URING_ENTER, unix.SYS_IO_URING_REGISTER,
	unix.SYS_OPEN_BY_HANDLE_AT, unix.SYS_NAME_TO_HANDLE_AT,
	unix.SYS_INIT_MODULE, unix.SYS_FINIT_MODULE, unix.SYS_DELETE_MODULE,
	unix.SYS_KEXEC_LOAD, unix.SYS_KEXEC_FILE_LOAD, unix.SYS_REBOOT,
	unix.SYS_SWAPON, unix.SYS_SWAPOFF, unix.SYS_ACCT, unix.SYS_QUOTACTL, unix.SYS_QUOTACTL_FD,
	unix.SYS_SYSLOG, unix.SYS_LOOKUP_DCOOKIE, unix.SYS_NFSSERVCTL, unix.SYS_VHANGUP,
	unix.SYS_MEMFD_SECRET,
}, archDeniedSyscalls...)

// unaccountedMemorySyscalls create memory that counts against neither
// RLIMIT_AS nor the scanner's resident set (memfd_create, System V shared
// memory): they are denied when no kernel memory controller (a cgroup)
// bounds the scanner (Spec.DenyUnaccountedMemory).
var unaccountedMemorySyscalls = []uintptr{unix.SYS_MEMFD_CREATE, unix.SYS_SHMGET}

// Namespace flags of clone(2); a scanner may create none, except, with
// allowUserns, a user namespace (the init of a root worker starts the
// scanner in one from the filtered thread).
const cloneNamespaceFlags = unix.CLONE_NEWNS | unix.CLONE_NEWCGROUP | unix.CLONE_NEWUTS | unix.CLONE_NEWIPC |
	unix.CLONE_NEWUSER | unix.CLONE_NEWPID | unix.CLONE_NEWNET | unix.CLONE_NEWTIME

// ptrace requests a scanner keeps: PTRACE_TRACEME, by which the init
// stops the scanner at exec, and PTRACE_DETACH, by which it lets it go.
// Neither reaches a process that did not ask to be traced.
var allowedPtrace = []uint32{unix.PTRACE_TRACEME, unix.PTRACE_DETACH}

// Offsets in struct seccomp_data.
const (
	dataNr   = 0
	dataArch = 4
	dataArg0 = 16 // the low 32 bits on little-endian machines
)

const (
	retAllow = unix.SECCOMP_RET_ALLOW
	retKill  = unix.SECCOMP_RET_KILL_PROCESS
	retEPERM = unix.SECCOMP_RET_ERRNO | uint32(unix.EPERM)
	retNoSys = unix.SECCOMP_RET_ERRNO | uint32(unix.ENOSYS)
)

// seccompFilter returns the filter's program. denyMemory adds
// unaccountedMemorySyscalls; allowUserns lets clone create a user
// namespace.
func seccompFilter(denyMemory, allowUserns bool) []unix.SockFilter {
	stmt := func(code uint16, k uint32) unix.SockFilter { return unix.SockFilter{Code: code, K: k} }
	jump := func(code uint16, k uint32, jt, jf uint8) unix.SockFilter {
		return unix.SockFilter{Code: code, K: k, Jt: jt, Jf: jf}
	}
	const (
		ldW  = unix.BPF_LD | unix.BPF_W | unix.BPF_ABS
		jeq  = unix.BPF_JMP | unix.BPF_JEQ | unix.BPF_K
		jge  = unix.BPF_JMP | unix.BPF_JGE | unix.BPF_K
		jset = unix.BPF_JMP | unix.BPF_JSET | unix.BPF_K
		ret  = unix.BPF_RET | unix.BPF_K
	)
	p := []unix.SockFilter{
		stmt(ldW, dataArch),
		jump(jeq, auditArch, 1, 0),
		stmt(ret, retKill),
		stmt(ldW, dataNr),
		// The x32 ABI's numbers (amd64): no scanner of ours uses it.
		jump(jge, 0x40000000, 0, 1),
		stmt(ret, retKill),
	}
	deny := deniedSyscalls
	if denyMemory {
		deny = append(deny[:len(deny):len(deny)], unaccountedMemorySyscalls...)
	}
	for _, nr := range deny {
		p = append(p, jump(jeq, uint32(nr), 0, 1), stmt(ret, retEPERM))
	}
	p = append(p, jump(jeq, unix.SYS_CLONE3, 0, 1), stmt(ret, retNoSys))
	// ptrace: only the requests in allowedPtrace.
	n := len(allowedPtrace)
	p = append(p, jump(jeq, unix.SYS_PTRACE, 0, uint8(n+3)), stmt(ldW, dataArg0))
	for j, req := range allowedPtrace {
		p = append(p, jump(jeq, req, uint8(n-j), 0))
	}
	p = append(p, stmt(ret, retEPERM), stmt(ret, retAllow))
	// clone: no namespace flag (but CLONE_NEWUSER with allowUserns).
	mask := uint32(cloneNamespaceFlags)
	if allowUserns {
		mask &^= unix.CLONE_NEWUSER
	}
	p = append(p,
		stmt(ldW, dataNr),
		jump(jeq, unix.SYS_CLONE, 0, 3),
		stmt(ldW, dataArg0),
		jump(jset, mask, 0, 1),
		stmt(ret, retEPERM),
		stmt(ret, retAllow),
	)
	return p
}

// installSeccomp installs the filter on the calling thread (not the
// process: the init's other threads keep what they need). no_new_privs
// must be set.
func installSeccomp(denyMemory, allowUserns bool) error {
	if auditArch == 0 {
		return errors.New("no seccomp filter is built for this architecture")
	}
	p := seccompFilter(denyMemory, allowUserns)
	prog := unix.SockFprog{Len: uint16(len(p)), Filter: &p[0]}
	if _, _, errno := unix.Syscall(unix.SYS_SECCOMP, unix.SECCOMP_SET_MODE_FILTER, 0, uintptr(unsafe.Pointer(&prog))); errno != 0 {
		return fmt.Errorf("installing the seccomp filter: %w", errno)
	}
	return nil
}
