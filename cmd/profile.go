package workercmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"runtime/trace"
)

// Developer-only profiling hooks. They are not configuration: unset (the
// normal case) they do nothing. Set, the whole process run of any command
// is recorded, from just after the sandbox check in Main until the command
// returns:
//
//	SLUICE_CPUPROFILE=cpu.pprof worker scan DIR   # go tool pprof cpu.pprof
//	SLUICE_TRACE=trace.out worker scan DIR        # go tool trace trace.out
//
// A file that cannot be created is reported on stderr and the command runs
// unprofiled; docs/development.md says how to read the results.
const (
	CPUProfileEnv = "SLUICE_CPUPROFILE"
	TraceEnv      = "SLUICE_TRACE"
)

// startProfiles starts the CPU profile and the execution trace that
// getenv names and returns the function that stops them and closes their
// files. Problems are written to warn.
func startProfiles(getenv func(string) string, warn func(error)) (stop func()) {
	var stops []func() error
	for _, p := range []struct {
		env   string
		start func(io.Writer) error
		stop  func()
	}{
		{CPUProfileEnv, pprof.StartCPUProfile, pprof.StopCPUProfile},
		{TraceEnv, trace.Start, trace.Stop},
	} {
		name := getenv(p.env)
		if name == "" {
			continue
		}
		f, err := os.Create(name)
		if err == nil {
			if err = p.start(f); err != nil {
				_ = f.Close()
			}
		}
		if err != nil {
			warn(fmt.Errorf("%s: %w", p.env, err))
			continue
		}
		stops = append(stops, func() error { p.stop(); return f.Close() })
	}
	return func() {
		var errs []error
		for _, stop := range stops {
			errs = append(errs, stop())
		}
		if err := errors.Join(errs...); err != nil {
			warn(fmt.Errorf("writing profiles: %w", err))
		}
	}
}
