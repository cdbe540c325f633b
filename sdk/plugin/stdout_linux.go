//go:build linux

package plugin

import (
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// protectStdout moves the real stdout to a new descriptor that becomes
// os.Stdout, for go-plugin's handshake line, and points descriptor 1 at
// stderr, so writes by anything that holds descriptor 1 go to stderr.
func protectStdout() error {
	fd, err := unix.FcntlInt(1, unix.F_DUPFD_CLOEXEC, 3)
	if err != nil {
		return fmt.Errorf("duplicating stdout: %w", err)
	}
	if err := unix.Dup3(2, 1, 0); err != nil {
		unix.Close(fd)
		return fmt.Errorf("pointing stdout at stderr: %w", err)
	}
	os.Stdout = os.NewFile(uintptr(fd), "/dev/stdout")
	return nil
}
