//go:build linux

package sbinit

import (
	"encoding/json"
	"fmt"
	"os"
	"path"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// MaxCtlBytes bounds one message on the control socket.
const MaxCtlBytes = 64 << 10

// serveWorkspaces answers the worker's workspace requests on ctl until it
// is closed: "mount" clones the host path (resolved inside the host's root
// kept at oldRootDir) read-only, id-mapped through userns when userns >= 0,
// onto a fresh directory below WorkspacesDir; "unmount" detaches one.
func serveWorkspaces(ctl *os.File, userns int) {
	buf := make([]byte, MaxCtlBytes)
	next := 0
	for {
		n, err := ctl.Read(buf)
		if err != nil || n == 0 {
			return
		}
		var req CtlRequest
		var rep CtlReply
		if err := json.Unmarshal(buf[:n], &req); err != nil {
			rep.Error = "bad request: " + err.Error()
		} else {
			switch req.Op {
			case "mount":
				next++
				rep.Dir, err = mountWorkspace(req.Path, path.Join(WorkspacesDir, strconv.Itoa(next)), userns)
			case "unmount":
				err = unmountWorkspace(req.Path)
			default:
				err = fmt.Errorf("unknown op %q", req.Op)
			}
			if err != nil {
				rep.Error = err.Error()
			}
		}
		b, _ := json.Marshal(rep)
		if _, err := ctl.Write(b); err != nil {
			return
		}
	}
}

// mountWorkspace mounts the host directory host on dir.
func mountWorkspace(host, dir string, userns int) (string, error) {
	if !path.IsAbs(host) {
		return "", fmt.Errorf("workspace %q is not absolute", host)
	}
	root, err := unix.Open(oldRootDir, unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		return "", err
	}
	defer unix.Close(root)
	// Resolve symbolic links as the host would, never above its root.
	at, err := unix.Openat2(root, strings.TrimPrefix(host, "/"), &unix.OpenHow{
		Flags: unix.O_PATH | unix.O_DIRECTORY | unix.O_CLOEXEC, Resolve: unix.RESOLVE_IN_ROOT | unix.RESOLVE_NO_MAGICLINKS})
	if err != nil {
		return "", fmt.Errorf("opening workspace %s: %w", host, err)
	}
	defer unix.Close(at)
	fd, err := unix.OpenTree(at, "", unix.OPEN_TREE_CLONE|unix.OPEN_TREE_CLOEXEC|unix.AT_RECURSIVE|unix.AT_EMPTY_PATH)
	if err != nil {
		return "", fmt.Errorf("cloning workspace %s: %w", host, err)
	}
	t, err := setAttr(tree{path: host, fd: fd}, unix.MOUNT_ATTR_RDONLY|unix.MOUNT_ATTR_NOSUID|unix.MOUNT_ATTR_NODEV|unix.MOUNT_ATTR_NOEXEC, userns)
	if err != nil {
		return "", err
	}
	defer unix.Close(t.fd)
	if err := os.Mkdir(dir, 0o555); err != nil {
		return "", err
	}
	if err := unix.MoveMount(t.fd, "", unix.AT_FDCWD, dir, unix.MOVE_MOUNT_F_EMPTY_PATH); err != nil {
		os.Remove(dir)
		return "", fmt.Errorf("mounting workspace %s: %w", host, err)
	}
	return dir, nil
}

// unmountWorkspace detaches and removes a directory mountWorkspace made.
func unmountWorkspace(dir string) error {
	if path.Dir(dir) != WorkspacesDir || path.Base(dir) == "." {
		return fmt.Errorf("%q is not a workspace mount", dir)
	}
	if err := unix.Unmount(dir, unix.MNT_DETACH); err != nil {
		return err
	}
	return os.Remove(dir)
}
