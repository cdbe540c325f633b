package state

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// LockName is the lock file inside a locked directory.
const LockName = "LOCK"

// ErrLocked is returned when another process holds the lock.
var ErrLocked = errors.New("locked by another process")

// Lock is an exclusive advisory lock (flock) on a directory, held for the
// life of the process or until Unlock. The kernel drops it when the process
// dies, so a crashed worker never leaves a stale lock.
type Lock struct {
	f *os.File
}

// LockDir takes the exclusive lock on dir without waiting. When another
// process holds it, the error wraps ErrLocked and names that process's pid.
func LockDir(dir string) (*Lock, error) {
	path := filepath.Join(dir, LockName)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, FileMode)
	if err != nil {
		return nil, fmt.Errorf("opening lock %s: %w", path, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		holder := make([]byte, 32)
		n, _ := f.ReadAt(holder, 0)
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			pid := strings.TrimSpace(string(holder[:n]))
			if pid == "" {
				pid = "unknown"
			}
			return nil, fmt.Errorf("%s (pid %s): %w", dir, pid, ErrLocked)
		}
		return nil, fmt.Errorf("locking %s: %w", path, err)
	}
	if err := f.Truncate(0); err == nil {
		_, _ = f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	return &Lock{f: f}, nil
}

// Unlock releases the lock.
func (l *Lock) Unlock() error {
	if l == nil || l.f == nil {
		return nil
	}
	err := l.f.Close()
	l.f = nil
	return err
}
