//go:build !unix

package detect

import "time"

var started = time.Now()

// cpuTime is wall time where the process's CPU time is not at hand.
func cpuTime() time.Duration { return time.Since(started) }
