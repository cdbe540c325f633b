// Package sandboxtest holds the attacks of the hostile test scanners of
// backend.subprocess and backend.goplugin, so that both backends' tests
// try the same escapes. Attack runs inside the scanner process and
// returns what happened, one line per attempt; the tests read the lines
// from the scanner's log messages.
package sandboxtest

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Marker is a string every test scanner binary holds. The "patch" attack
// overwrites it in place with Patched, which has the same length, so a
// scanner that runs patched bytes reports Patched instead.
const (
	Marker  = "SLUICE-ORIGINAL-BYTES"
	Patched = "SLUICE-PATCHED!-BYTES"
)

// MaxForks bounds the "forkbomb" attack, so that even an unsandboxed run
// stays bounded.
const MaxForks = 1000

// Attack runs the attack named by opts["attack"] with its options and
// returns one line per attempt. Paths may contain "{ppid}", replaced with
// the parent's pid, and environment variables ("$TMPDIR").
//
//   - read: reads opts["path"] (several, separated by ",");
//   - write: creates opts["path"] (several, separated by ",");
//   - patch: overwrites Marker in the file opts["path"] in place, after
//     making it writable, then restores its mode and times;
//   - connect: dials TCP opts["addr"];
//   - signal: sends SIGTERM to opts["pid"] and to the parent;
//   - forkbomb: starts "sleep" processes until one fails or MaxForks;
//   - orphan: starts "sleep opts[marker]" in a new session and leaves it;
//   - rendezvous: binds the abstract Unix socket "@"+opts["name"] and a
//     NETLINK_USERSOCK socket on port id opts["portid"], checks that it
//     reaches both itself, prints "rendezvous ready" and, once its stdin
//     ends, whether anything else reached them;
//   - reach: connects to the abstract Unix socket "@"+opts["name"], sends
//     to the NETLINK_USERSOCK port id opts["portid"] and tries to bind
//     both names itself, which fails when a rendezvous in its network
//     namespace holds them;
//   - fds: uses each descriptor in opts["fds"] (numbers separated by ","),
//     reading from it or writing to it;
//   - keyring: reads the key opts["key"] of its session keyring, reads
//     and adds the key opts["covert"] in its user keyring, and adds one
//     to its session keyring;
//   - memory: holds opts["mib"] MiB in a memfd (fallocate) and in a
//     System V shared memory segment, which count against no rlimit;
//   - fill: writes opts["mib"] MiB into one file in $TMPDIR, then creates
//     opts["files"] empty files there;
//   - syscalls: calls each system call the sandbox's seccomp filter
//     denies, with arguments that fail otherwise with an error other than
//     EPERM, and reports each call's error.
func Attack(opts map[string]string) []string {
	ppid := strconv.Itoa(os.Getppid())
	paths := strings.Split(os.ExpandEnv(strings.ReplaceAll(opts["path"], "{ppid}", ppid)), ",")
	var out []string
	switch opts["attack"] {
	case "read":
		for _, p := range paths {
			b, err := os.ReadFile(p)
			if err != nil {
				out = append(out, fmt.Sprintf("read %s: %v", p, err))
			} else {
				out = append(out, fmt.Sprintf("read %s: ok %q", p, b))
			}
		}
	case "write":
		for _, p := range paths {
			out = append(out, fmt.Sprintf("write %s: %v", p, os.WriteFile(p, []byte("pwned"), 0o644)))
		}
	case "patch":
		out = append(out, fmt.Sprintf("patch %s: %v", paths[0], Patch(paths[0])))
	case "connect":
		c, err := net.DialTimeout("tcp", opts["addr"], 5*time.Second)
		if err == nil {
			c.Close()
		}
		out = append(out, fmt.Sprintf("connect %s: %v", opts["addr"], err))
	case "signal":
		for _, p := range []string{opts["pid"], ppid} {
			pid, _ := strconv.Atoi(p)
			out = append(out, fmt.Sprintf("signal %s: %v", p, syscall.Kill(pid, syscall.SIGTERM)))
		}
	case "forkbomb":
		n, err := forkbomb()
		out = append(out, fmt.Sprintf("forkbomb started %d: %v", n, err))
	case "rendezvous":
		return rendezvous(opts["name"], opts["portid"])
	case "reach":
		out = reach(opts["name"], opts["portid"])
	case "orphan":
		c := exec.Command("sleep", opts["marker"])
		c.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
		out = append(out, fmt.Sprintf("orphan: %v", c.Start()))
	default:
		lines, ok := kernelAttack(opts)
		if !ok {
			lines = []string{"unknown attack " + opts["attack"]}
		}
		out = append(out, lines...)
	}
	out = append(out, "marker "+Marker)
	return out
}

// Patch overwrites Marker in path in place and hides the change: the file
// keeps its inode, size, mode and modification time.
func Patch(path string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	if err := os.Chmod(path, fi.Mode().Perm()|0o200); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	defer f.Close()
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	i := bytes.Index(b, []byte(Marker))
	if i < 0 {
		return fmt.Errorf("no marker in %s", path)
	}
	for ; i >= 0; i = bytes.Index(b, []byte(Marker)) {
		if _, err := f.WriteAt([]byte(Patched), int64(i)); err != nil {
			return err
		}
		copy(b[i:], Patched)
	}
	if err := os.Chmod(path, fi.Mode().Perm()); err != nil {
		return err
	}
	return os.Chtimes(path, fi.ModTime(), fi.ModTime())
}

// forkbomb starts sleep processes until one fails, then kills them.
func forkbomb() (int, error) {
	var procs []*exec.Cmd
	defer func() {
		for _, c := range procs {
			_ = c.Process.Kill()
			_ = c.Wait()
		}
	}()
	for len(procs) < MaxForks {
		c := exec.Command("sleep", "3600")
		if err := c.Start(); err != nil {
			return len(procs), err
		}
		procs = append(procs, c)
	}
	return len(procs), nil
}

// rendezvous is the listening side of the "rendezvous" attack; see Attack.
func rendezvous(name, portid string) []string {
	var out []string
	ln, err := net.Listen("unix", "@"+name)
	if err != nil {
		return []string{fmt.Sprintf("rendezvous: listen @%s: %v", name, err)}
	}
	defer ln.Close()
	self, err := net.Dial("unix", "@"+name)
	if err == nil {
		self.Close()
		var c net.Conn
		if c, err = ln.Accept(); err == nil {
			c.Close()
		}
	}
	out = append(out, fmt.Sprintf("rendezvous: self connect @%s: %v", name, err))
	nl, err := netlinkSocket(portid)
	if err != nil {
		return append(out, fmt.Sprintf("rendezvous: netlink bind %s: %v", portid, err))
	}
	defer syscall.Close(nl)
	err = netlinkSend(nl, portid)
	if err == nil {
		_, err = netlinkRecv(nl)
	}
	out = append(out, fmt.Sprintf("rendezvous: self netlink %s: %v", portid, err))
	fmt.Println("rendezvous ready")
	_, _ = io.Copy(io.Discard, os.Stdin)
	_ = ln.(*net.UnixListener).SetDeadline(time.Now())
	if c, err := ln.Accept(); err == nil {
		c.Close()
		out = append(out, "rendezvous: accepted a connection from another sandbox")
	}
	if n, err := netlinkRecv(nl); err == nil {
		out = append(out, fmt.Sprintf("rendezvous: received %d netlink bytes from another sandbox", n))
	}
	return append(out, "marker "+Marker)
}

// reach is the "reach" attack; see Attack. Each line ends in ": <nil>"
// when the attempt reached the rendezvous or found its names taken.
func reach(name, portid string) []string {
	var out []string
	c, err := net.Dial("unix", "@"+name)
	if err == nil {
		c.Close()
	}
	out = append(out, fmt.Sprintf("reach: connect @%s: %v", name, err))
	if ln, err := net.Listen("unix", "@"+name); err == nil {
		ln.Close()
		out = append(out, fmt.Sprintf("reach: name @%s taken: free", name))
	} else {
		out = append(out, fmt.Sprintf("reach: name @%s taken: %v", name, nilIf(err, syscall.EADDRINUSE)))
	}
	nl, err := netlinkSocket("0")
	if err != nil {
		return append(out, fmt.Sprintf("reach: netlink socket: %v", err))
	}
	defer syscall.Close(nl)
	out = append(out, fmt.Sprintf("reach: netlink send %s: %v", portid, netlinkSend(nl, portid)))
	if fd, err := netlinkSocket(portid); err == nil {
		syscall.Close(fd)
		out = append(out, fmt.Sprintf("reach: netlink port %s taken: free", portid))
	} else {
		out = append(out, fmt.Sprintf("reach: netlink port %s taken: %v", portid, nilIf(err, syscall.EADDRINUSE)))
	}
	return out
}

// nilIf returns nil when err is want, else err.
func nilIf(err error, want syscall.Errno) error {
	if errors.Is(err, want) {
		return nil
	}
	return err
}

// netlinkSocket returns a NETLINK_USERSOCK socket bound to port id portid
// (0: one the kernel picks). Any process may send to another's such
// socket in its network namespace; no capability is needed.
func netlinkSocket(portid string) (int, error) {
	id, err := strconv.ParseUint(portid, 10, 32)
	if err != nil {
		return -1, err
	}
	fd, err := syscall.Socket(syscall.AF_NETLINK, syscall.SOCK_RAW|syscall.SOCK_CLOEXEC, syscall.NETLINK_USERSOCK)
	if err != nil {
		return -1, err
	}
	if err := syscall.Bind(fd, &syscall.SockaddrNetlink{Family: syscall.AF_NETLINK, Pid: uint32(id)}); err != nil {
		syscall.Close(fd)
		return -1, err
	}
	return fd, nil
}

// netlinkSend sends one netlink message to port id portid.
func netlinkSend(fd int, portid string) error {
	id, err := strconv.ParseUint(portid, 10, 32)
	if err != nil {
		return err
	}
	msg := make([]byte, syscall.NLMSG_HDRLEN+len("knock"))
	binary.NativeEndian.PutUint32(msg, uint32(len(msg)))
	binary.NativeEndian.PutUint16(msg[4:], syscall.NLMSG_MIN_TYPE)
	copy(msg[syscall.NLMSG_HDRLEN:], "knock")
	return syscall.Sendto(fd, msg, 0, &syscall.SockaddrNetlink{Family: syscall.AF_NETLINK, Pid: uint32(id)})
}

// netlinkRecv receives one message without waiting.
func netlinkRecv(fd int) (int, error) {
	buf := make([]byte, 256)
	n, _, err := syscall.Recvfrom(fd, buf, syscall.MSG_DONTWAIT)
	return n, err
}

// AllFail fails the test when no attempt was reported, and for every
// line of Attack's that reports an escape that succeeded.
func AllFail(t *testing.T, lines []string) {
	t.Helper()
	if len(lines) == 0 {
		t.Fatal("no attempt reported")
	}
	for _, l := range lines {
		if strings.HasSuffix(l, ": <nil>") || strings.Contains(l, ": ok ") {
			t.Errorf("escape succeeded: %.300s", l)
		}
	}
}
