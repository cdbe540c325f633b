package workercmd

import (
	"log/slog"
	"os"
	"slices"
	"strings"
	"syscall"

	"github.com/sluicehq/sluice/internal/pipeline"
)

// FaultPointEnv names the environment variable that makes a worker kill
// itself with SIGKILL when its pipeline reaches a named fault point (one of
// pipeline.FaultPoints, e.g. "bundle_ready_written"), so crash tests can
// stop a real `worker run` between two durable writes and check that the
// next start recovers. It is for tests only and is not part of the
// configuration: unset (the normal case) it does nothing; set to a name
// that is not a fault point it makes the worker refuse to start.
const FaultPointEnv = "SLUICE_FAULT_POINT"

// faultHook returns the pipeline's FaultPoint hook for $SLUICE_FAULT_POINT,
// or nil when it is unset.
func (e *env) faultHook(logger *slog.Logger) (func(string), error) {
	want := strings.TrimSpace(e.getenv(FaultPointEnv))
	if want == "" {
		return nil, nil
	}
	if !slices.Contains(pipeline.FaultPoints(), want) {
		return nil, usagef("%s=%q is not a fault point; use one of %s", FaultPointEnv, want, strings.Join(pipeline.FaultPoints(), ", "))
	}
	logger.Warn("fault injection armed: the worker kills itself at this point", "env", FaultPointEnv, "point", want)
	return func(point string) {
		if point != want {
			return
		}
		logger.Error("fault point reached: killing the worker", "point", point, "pid", os.Getpid())
		_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
		select {} // SIGKILL cannot be caught; never continue past the point
	}, nil
}
