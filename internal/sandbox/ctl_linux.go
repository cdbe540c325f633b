//go:build linux

package sandbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sync"

	"github.com/sluicehq/sluice/internal/sandbox/internal/sbinit"
)

// ctlClient is the worker's end of an init's control socket.
type ctlClient struct {
	mu sync.Mutex
	f  *os.File
}

func (c *ctlClient) call(req sbinit.CtlRequest) (sbinit.CtlReply, error) {
	b, _ := json.Marshal(req)
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, err := c.f.Write(b); err != nil {
		return sbinit.CtlReply{}, fmt.Errorf("asking the sandbox init: %w", err)
	}
	buf := make([]byte, sbinit.MaxCtlBytes)
	n, err := c.f.Read(buf)
	if err != nil {
		return sbinit.CtlReply{}, fmt.Errorf("reading the sandbox init's answer: %w", err)
	}
	var rep sbinit.CtlReply
	if err := json.Unmarshal(buf[:n], &rep); err != nil {
		return sbinit.CtlReply{}, fmt.Errorf("decoding the sandbox init's answer: %w", err)
	}
	if rep.Error != "" {
		return rep, errors.New(rep.Error)
	}
	return rep, nil
}

// MountWorkspace mounts the host directory path read-only in the sandbox
// of a process started with Job.Workspaces and returns where the process
// sees it. UnmountWorkspace removes it. Without Job.Workspaces (or in
// ModeOff) it returns path.
func (c *Cmd) MountWorkspace(path string) (string, error) {
	if c.ctl == nil {
		return path, nil
	}
	rep, err := c.ctl.call(sbinit.CtlRequest{Op: "mount", Path: path})
	if err != nil {
		return "", fmt.Errorf("mounting workspace %s in the sandbox: %w", path, err)
	}
	return rep.Dir, nil
}

// UnmountWorkspace removes a workspace MountWorkspace mounted at dir.
func (c *Cmd) UnmountWorkspace(dir string) error {
	if c.ctl == nil {
		return nil
	}
	_, err := c.ctl.call(sbinit.CtlRequest{Op: "unmount", Path: dir})
	return err
}
