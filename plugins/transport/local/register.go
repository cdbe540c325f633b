package local

import (
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
)

// ID is the module id of this transport.
const ID = "transport.local"

// keys declares the [transport.local] table; the reference worker.toml,
// docs/configuration.md and the range checks (config.CheckKeys) are
// generated from it.
var keys = []registry.Key{
	{Name: "dir", Type: "string", Default: "",
		Doc: `dir is the spool directory (absolute). It is created with mode 0700 on the first run that uses it; a spool that vanished later is reported as an outage, never created again. Empty means <state_dir>/spool; every worker that shares jobs points at the same dir, e.g. "/var/lib/sluice/spool".`},
	{Name: "lease", Type: "duration", Default: job.Duration(2 * time.Minute), Min: int64(MinLease), Max: int64(MaxLease),
		Doc: "lease is how long a claimed job stays with its slot without a renewal. When it runs out, the job goes back to ready as its next attempt."},
	{Name: "max_attempts", Type: "integer", Default: 3, Min: MinAttempts, Max: MaxAttempts, Unit: "attempts",
		Doc: "max_attempts is how many attempts a job gets (lease expiries and retryable terminal reports both count) before it moves to failed/."},
	{Name: "max_scan_timeout", Type: "duration", Default: job.Duration(time.Hour), Min: int64(MinScanTimeout), Max: int64(MaxScanTimeout),
		Doc: "max_scan_timeout caps every job's scan deadline, whatever the job or the worker asks for."},
	{Name: "poll_interval", Type: "duration", Default: job.Duration(500 * time.Millisecond), Min: int64(MinPollInterval), Max: int64(MaxPollInterval),
		Doc: "poll_interval is the RetryAfter a claim returns when there is no work, and the least time between two expiry sweeps by one worker (or lease/8 when that is longer)."},
}

func init() {
	transport.Plugins.Register(registry.Module{
		ID:      ID,
		New:     func() any { return New() },
		Keys:    keys,
		Summary: "job spool in a local directory shared by the workers of one machine",
	})
}
