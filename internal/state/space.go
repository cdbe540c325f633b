package state

import (
	"errors"
	"syscall"
)

// LocalFault reports whether err is the worker's own storage failing it: no
// space left (ENOSPC), a quota reached (EDQUOT), an I/O error (EIO) or a
// read-only file system (EROFS). Such an error says nothing about the job
// whose write or read hit it, so it must never count against the job.
func LocalFault(err error) bool {
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		return false
	}
	switch errno {
	case syscall.ENOSPC, syscall.EDQUOT, syscall.EIO, syscall.EROFS:
		return true
	}
	return false
}
