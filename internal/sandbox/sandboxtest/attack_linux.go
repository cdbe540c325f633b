//go:build linux

package sandboxtest

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// kernelAttack runs the attacks that need Linux system calls; ok is false
// for a name it does not know.
func kernelAttack(opts map[string]string) (out []string, ok bool) {
	switch opts["attack"] {
	case "fds":
		for _, s := range strings.Split(opts["fds"], ",") {
			fd, _ := strconv.Atoi(s)
			out = append(out, fmt.Sprintf("fd %d: %v", fd, useDescriptor(fd)))
		}
	case "keyring":
		out = append(out,
			fmt.Sprintf("keyring read session %s: %v", opts["key"], readKey(unix.KEY_SPEC_SESSION_KEYRING, opts["key"])),
			fmt.Sprintf("keyring read user %s: %v", opts["covert"], readKey(unix.KEY_SPEC_USER_KEYRING, opts["covert"])))
		_, err := unix.AddKey("user", opts["covert"], []byte("left by a scanner"), unix.KEY_SPEC_USER_KEYRING)
		out = append(out, fmt.Sprintf("keyring add user %s: %v", opts["covert"], err))
		_, err = unix.AddKey("user", opts["covert"], []byte("left by a scanner"), unix.KEY_SPEC_SESSION_KEYRING)
		out = append(out, fmt.Sprintf("keyring add session %s: %v", opts["covert"], err))
	case "memory":
		mib, _ := strconv.ParseInt(opts["mib"], 10, 64)
		out = append(out, fmt.Sprintf("memfd %d MiB: %v", mib, holdMemfd(mib<<20)), fmt.Sprintf("shm %d MiB: %v", mib, holdShm(mib<<20)))
	case "fill":
		mib, _ := strconv.Atoi(opts["mib"])
		files, _ := strconv.Atoi(opts["files"])
		n, err := fill(filepath.Join(os.Getenv("TMPDIR"), "fill"), mib)
		out = append(out, fmt.Sprintf("fill wrote %d MiB: %v", n, err))
		dir := filepath.Join(os.Getenv("TMPDIR"), "many")
		k, err := createFiles(dir, files)
		out = append(out, fmt.Sprintf("fill created %d files: %v", k, err))
	case "syscalls":
		for _, c := range deniedCalls {
			_, _, errno := unix.RawSyscall6(c.nr, c.args[0], c.args[1], c.args[2], c.args[3], c.args[4], c.args[5])
			var err error
			if errno != 0 {
				err = errno
			}
			out = append(out, fmt.Sprintf("syscall %s: %v", c.name, err))
		}
	default:
		return nil, false
	}
	return out, true
}

// useDescriptor reads from fd, and writes to it when reading fails; nil
// means the descriptor was open and served one of them.
func useDescriptor(fd int) error {
	if _, err := unix.FcntlInt(uintptr(fd), unix.F_GETFD, 0); err != nil {
		return err
	}
	buf := make([]byte, 64)
	_, rerr := unix.Read(fd, buf)
	if rerr == nil {
		return nil
	}
	_, werr := unix.Write(fd, []byte("written by a scanner\n"))
	if werr == nil {
		return nil
	}
	return errors.Join(rerr, werr)
}

// readKey finds the user key desc in keyring and reads its payload.
func readKey(keyring int, desc string) error {
	id, err := unix.KeyctlSearch(keyring, "user", desc, 0)
	if err != nil {
		return err
	}
	buf := make([]byte, 256)
	_, err = unix.KeyctlBuffer(unix.KEYCTL_READ, id, buf, 0)
	return err
}

// holdMemfd fills a memfd of n bytes.
func holdMemfd(n int64) error {
	fd, err := unix.MemfdCreate("hold", 0)
	if err != nil {
		return err
	}
	defer unix.Close(fd)
	return unix.Fallocate(fd, 0, 0, n)
}

// holdShm creates, touches and detaches a System V segment of n bytes,
// which then outlives the mapping until it is removed.
func holdShm(n int64) error {
	id, err := unix.SysvShmGet(unix.IPC_PRIVATE, int(n), unix.IPC_CREAT|0o600)
	if err != nil {
		return err
	}
	b, err := unix.SysvShmAttach(id, 0, 0)
	if err != nil {
		return err
	}
	for i := 0; i < len(b); i += 4096 {
		b[i] = 1
	}
	return unix.SysvShmDetach(b)
}

// fill writes mib MiB into path, one MiB at a time, and returns how many
// it wrote.
func fill(path string, mib int) (int, error) {
	f, err := os.Create(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	chunk := make([]byte, 1<<20)
	for i := range chunk {
		chunk[i] = byte(i)
	}
	for i := 0; i < mib; i++ {
		if _, err := f.Write(chunk); err != nil {
			return i, err
		}
	}
	return mib, f.Sync()
}

// createFiles creates n empty files in dir and returns how many it made.
func createFiles(dir string, n int) (int, error) {
	if err := os.Mkdir(dir, 0o700); err != nil {
		return 0, err
	}
	for i := 0; i < n; i++ {
		fd, err := unix.Open(filepath.Join(dir, strconv.Itoa(i)), unix.O_CREAT|unix.O_EXCL|unix.O_WRONLY|unix.O_CLOEXEC, 0o600)
		if err != nil {
			return i, err
		}
		unix.Close(fd)
	}
	return n, nil
}

// deniedCall is one system call of the "syscalls" attack, with arguments
// that make it fail, without a seccomp filter, with an error other than
// EPERM (EFAULT, EINVAL, EBADF, ESRCH, EOPNOTSUPP): under the filter every
// one fails with EPERM, and clone3 with ENOSYS.
type deniedCall struct {
	name string
	nr   uintptr
	args [6]uintptr
}

// DeniedCalls names the calls of the "syscalls" attack; clone3 is the one
// that fails with ENOSYS.
func DeniedCalls() []string {
	names := make([]string, len(deniedCalls))
	for i, c := range deniedCalls {
		names[i] = c.name
	}
	return names
}

const bad = ^uintptr(0)

var deniedCalls = []deniedCall{
	{"keyctl", unix.SYS_KEYCTL, [6]uintptr{9999}},
	{"add_key", unix.SYS_ADD_KEY, [6]uintptr{}},
	{"request_key", unix.SYS_REQUEST_KEY, [6]uintptr{}},
	{"bpf", unix.SYS_BPF, [6]uintptr{9999}},
	{"userfaultfd", unix.SYS_USERFAULTFD, [6]uintptr{0xffff}},
	{"perf_event_open", unix.SYS_PERF_EVENT_OPEN, [6]uintptr{0, 0, bad, bad, 0}},
	{"process_vm_readv", unix.SYS_PROCESS_VM_READV, [6]uintptr{0, 0, 0, 0, 0, 1}},
	{"process_vm_writev", unix.SYS_PROCESS_VM_WRITEV, [6]uintptr{0, 0, 0, 0, 0, 1}},
	{"pidfd_getfd", unix.SYS_PIDFD_GETFD, [6]uintptr{bad, 0, 0}},
	{"ptrace(PEEKDATA)", unix.SYS_PTRACE, [6]uintptr{unix.PTRACE_PEEKDATA, 0, 0, 0}},
	{"mount", unix.SYS_MOUNT, [6]uintptr{}},
	{"umount2", unix.SYS_UMOUNT2, [6]uintptr{}},
	{"open_tree", unix.SYS_OPEN_TREE, [6]uintptr{bad, 0, 0}},
	{"mount_setattr", unix.SYS_MOUNT_SETATTR, [6]uintptr{bad, 0, 0xffff, 0, 0}},
	{"setns", unix.SYS_SETNS, [6]uintptr{bad, 0}},
	{"unshare", unix.SYS_UNSHARE, [6]uintptr{unix.CLONE_NEWNS | unix.CLONE_FS | unix.CLONE_NEWUSER | 0x80000000}},
	{"io_uring_setup", unix.SYS_IO_URING_SETUP, [6]uintptr{0, 0}},
	{"io_uring_enter", unix.SYS_IO_URING_ENTER, [6]uintptr{bad, 0, 0, 0, 0, 0}},
	{"io_uring_register", unix.SYS_IO_URING_REGISTER, [6]uintptr{bad, 0, 0, 0}},
	{"name_to_handle_at", unix.SYS_NAME_TO_HANDLE_AT, [6]uintptr{bad, 0, 0, 0, 0}},
	{"memfd_create", unix.SYS_MEMFD_CREATE, [6]uintptr{0, 0}},
	{"shmget", unix.SYS_SHMGET, [6]uintptr{unix.IPC_PRIVATE, 1 << 62, 0}},
	{"clone(CLONE_NEWNS|CLONE_FS)", unix.SYS_CLONE, [6]uintptr{unix.CLONE_NEWNS | unix.CLONE_FS}},
	{"clone3", unix.SYS_CLONE3, [6]uintptr{0, 0}},
}
