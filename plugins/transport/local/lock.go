package local

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"syscall"

	"github.com/sluicehq/sluice/internal/state"
)

// errUnknownJob is returned by lockJob when the job has no directory.
var errUnknownJob = errors.New("unknown job")

// errBusy is returned by a non-blocking lockJob when another holder has it.
var errBusy = errors.New("job is locked by another operation")

// jobLock is an exclusive flock(2) on jobs/<id>/lock. Every change to a job
// happens under it; the kernel drops it when the holder dies, so a crashed
// process never leaves a job locked. The lock file is never removed (that
// would let two holders lock different inodes).
type jobLock struct {
	f *os.File
}

// lockJob takes the lock of job id, waiting for it when wait is true.
func (s *Spool) lockJob(id string, wait bool) (*jobLock, error) {
	path := s.layout.lockPath(id)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, state.FileMode)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			if oerr := s.checkRoot("lock"); oerr != nil {
				return nil, oerr // the spool is gone, not the job
			}
			return nil, fmt.Errorf("job %s: %w", id, errUnknownJob)
		}
		return nil, fmt.Errorf("opening lock of job %s: %w", id, err)
	}
	how := syscall.LOCK_EX
	if !wait {
		how |= syscall.LOCK_NB
	}
	for {
		err = syscall.Flock(int(f.Fd()), how)
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, errBusy
		}
		return nil, fmt.Errorf("locking job %s: %w", id, err)
	}
	// Temp files in the job directory are only written under this lock, so
	// any found now were left by a holder that died.
	if err := state.RemoveTemps(s.layout.Job(id)); err != nil {
		f.Close()
		return nil, fmt.Errorf("sweeping temp files of job %s: %w", id, err)
	}
	return &jobLock{f: f}, nil
}

// unlock releases the lock (closing the file drops the flock).
func (l *jobLock) unlock() {
	if l != nil && l.f != nil {
		l.f.Close()
		l.f = nil
	}
}

func isUnknown(err error) bool { return errors.Is(err, errUnknownJob) }
