//go:build unix

package detect

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used (user and system): on a
// machine shared with other work it moves far less than wall time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
