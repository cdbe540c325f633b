//go:build linux

package hostproc

import (
	"fmt"
	"sync"

	"golang.org/x/sys/unix"
)

// live holds the pids of the scanner and plugin processes the backends
// started and have not yet reaped, process-wide (like the subreaper
// attribute), so that a sweep never kills another run's live process.
// Starting a process holds mu for writing; a sweep pass holds it for
// reading, so a process is registered before any pass can see it.
var live = struct {
	mu   sync.RWMutex
	pids map[int]bool
}{pids: map[int]bool{}}

// StartLive calls start, which must start one process and return its pid,
// and registers that pid as live, both under the registry's write lock.
// Every process a component of the worker starts as the leader of its own
// process group or session must be started through StartLive, or a sweep
// may take it for an orphan. When start fails, nothing is registered.
func StartLive(start func() (pid int, err error)) (int, error) {
	live.mu.Lock()
	defer live.mu.Unlock()
	pid, err := start()
	if err != nil {
		return 0, err
	}
	live.pids[pid] = true
	return pid, nil
}

// ForgetLive unregisters pid; call it right after reaping the process.
func ForgetLive(pid int) {
	live.mu.Lock()
	delete(live.pids, pid)
	live.mu.Unlock()
}

// IsLive reports whether pid is registered as live.
func IsLive(pid int) bool {
	live.mu.RLock()
	defer live.mu.RUnlock()
	return live.pids[pid]
}

// BecomeSubreaper makes the calling process a child subreaper
// (PR_SET_CHILD_SUBREAPER): orphaned descendants re-parent to it instead
// of to init, so a sweep can find and reap them. The attribute is
// process-wide and permanent; calling it again is harmless.
func BecomeSubreaper() error {
	if err := unix.Prctl(unix.PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); err != nil {
		return fmt.Errorf("becoming a child subreaper: %w", err)
	}
	return nil
}
