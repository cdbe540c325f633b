package state

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// LockName is the lock file inside a locked directory.
const LockName = "LOCK"

// ErrLocked is returned when another process holds the lock.
var ErrLocked = errors.New("locked by another process")

// LockedError says which directory is locked and by which process; it
// matches ErrLocked (errors.Is).
type LockedError struct {
	Dir string
	// PID is the holder's pid as recorded in the lock file, or "unknown".
	PID string
}

func (e *LockedError) Error() string { return fmt.Sprintf("%s (pid %s): %v", e.Dir, e.PID, ErrLocked) }

// Is makes errors.Is(err, ErrLocked) true.
func (e *LockedError) Is(target error) bool { return target == ErrLocked }

// Lock is an exclusive advisory lock (flock) on a directory, held for the
// life of the process or until Unlock. The kernel drops it when the process
// dies, so a crashed worker never leaves a stale lock.
type Lock struct {
	f *os.File
}

// DeadHolderWait bounds how long LockDir keeps trying when the process
// recorded in the lock file no longer exists. A worker killed with SIGKILL
// can leave a just-forked child holding a copy of the lock's descriptor
// until that child reaches exec (the descriptor is close-on-exec), so the
// lock outlives its holder for a moment.
const DeadHolderWait = 5 * time.Second

// LockDir takes the exclusive lock on dir. When a live process holds it,
// LockDir fails at once with an error that wraps ErrLocked and names that
// process's pid; when the recorded holder is dead, it retries for up to
// DeadHolderWait before failing the same way.
func LockDir(dir string) (*Lock, error) {
	deadline := time.Now().Add(DeadHolderWait)
	for {
		l, holder, err := tryLockDir(dir)
		if err == nil || !errors.Is(err, ErrLocked) || processAlive(holder) || time.Now().After(deadline) {
			return l, err
		}
		time.Sleep(20 * time.Millisecond) // poll interval while a dead holder's fork finishes exec
	}
}

// processAlive reports whether pid names a running process. Unknown pids
// (0) count as alive, so LockDir fails fast.
func processAlive(pid int) bool {
	if pid <= 0 {
		return true
	}
	return syscall.Kill(pid, 0) != syscall.ESRCH
}

func tryLockDir(dir string) (*Lock, int, error) {
	path := filepath.Join(dir, LockName)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, FileMode)
	if err != nil {
		return nil, 0, fmt.Errorf("opening lock %s: %w", path, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		holder := make([]byte, 32)
		n, _ := f.ReadAt(holder, 0)
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			pid := strings.TrimSpace(string(holder[:n]))
			num, _ := strconv.Atoi(pid)
			if pid == "" {
				pid = "unknown"
			}
			return nil, num, &LockedError{Dir: dir, PID: pid}
		}
		return nil, 0, fmt.Errorf("locking %s: %w", path, err)
	}
	if err := f.Truncate(0); err == nil {
		_, _ = f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	return &Lock{f: f}, 0, nil
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
