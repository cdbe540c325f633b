// Package sandboxtest holds the attacks of the hostile test scanners of
// backend.subprocess and backend.goplugin, so that both backends' tests
// try the same escapes. Attack runs inside the scanner process and
// returns what happened, one line per attempt; the tests read the lines
// from the scanner's log messages.
package sandboxtest

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
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
//   - orphan: starts "sleep opts[marker]" in a new session and leaves it.
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
	case "orphan":
		c := exec.Command("sleep", opts["marker"])
		c.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
		out = append(out, fmt.Sprintf("orphan: %v", c.Start()))
	default:
		out = append(out, "unknown attack "+opts["attack"])
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
