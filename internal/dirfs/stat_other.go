//go:build unix && !linux

package dirfs

import "golang.org/x/sys/unix"

// statSys returns st itself: outside Linux this package does not map it to
// the system's syscall.Stat_t.
func statSys(st *unix.Stat_t) any { return st }
