//go:build linux

package subprocess

import (
	"github.com/sluicehq/sluice/internal/sandbox"

	"golang.org/x/sys/unix"
)

// rlimits are the resource limits of one run; zero means unlimited except
// for core, which is always zero.
type rlimits struct {
	addressSpace uint64 // RLIMIT_AS, bytes
	cpuSeconds   uint64 // RLIMIT_CPU soft limit; the hard limit is one more
	openFiles    uint64 // RLIMIT_NOFILE
	fileSize     uint64 // RLIMIT_FSIZE, bytes
}

// limitsFor combines the backend's config with the manifest's and the job's
// memory limits: the smallest non-zero memory limit wins.
func (b *Backend) limitsFor(manifestMem, jobMem int64) rlimits {
	mem := int64(b.MaxMemory)
	for _, m := range []int64{manifestMem, jobMem} {
		if m > 0 && (mem == 0 || m < mem) {
			mem = m
		}
	}
	return rlimits{
		addressSpace: uint64(max(mem, 0)),
		cpuSeconds:   b.cpuSeconds(),
		openFiles:    uint64(b.MaxOpenFiles),
		fileSize:     uint64(max(int64(b.MaxFileSize), 0)),
	}
}

// rlimitStep is one limit to set.
type rlimitStep struct {
	res        int
	soft, hard uint64
	zeroIsZero bool // 0 is a limit, not "leave alone"
}

// steps lists the limits in the order they are set.
func (l rlimits) steps() []rlimitStep {
	cpuHard := uint64(0)
	if l.cpuSeconds > 0 {
		cpuHard = l.cpuSeconds + 1
	}
	return []rlimitStep{
		{unix.RLIMIT_CORE, 0, 0, true},
		{unix.RLIMIT_AS, l.addressSpace, l.addressSpace, false},
		{unix.RLIMIT_CPU, l.cpuSeconds, cpuHard, false},
		{unix.RLIMIT_NOFILE, l.openFiles, l.openFiles, false},
		{unix.RLIMIT_FSIZE, l.fileSize, l.fileSize, false},
	}
}

// list returns the limits to set, for the sandbox's init (which sets them
// before the scanner's first instruction) and for apply.
func (l rlimits) list() []sandbox.Rlimit {
	var out []sandbox.Rlimit
	for _, s := range l.steps() {
		if s.soft != 0 || s.zeroIsZero {
			out = append(out, sandbox.Rlimit{Resource: s.res, Cur: s.soft, Max: s.hard})
		}
	}
	return out
}

// apply sets the limits on the running process pid with prlimit(2). It is
// called while the process is stopped at exec (or, where the kernel
// refuses tracing, right after it starts; see docs/backend-subprocess.md).
// A zero (unlimited) value leaves the inherited limit alone.
func (l rlimits) apply(pid int) error { return sandbox.SetRlimits(pid, l.list()) }
