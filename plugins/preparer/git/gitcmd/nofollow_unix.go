//go:build unix

package gitcmd

import (
	"errors"
	"syscall"
)

// noFollow makes an open fail on a symbolic link, with ELOOP.
const noFollow = syscall.O_NOFOLLOW

func isLoop(err error) bool { return errors.Is(err, syscall.ELOOP) }
