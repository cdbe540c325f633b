//go:build linux

package subprocess

import (
	"time"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/pkg"
	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
)

// ID is the registry id of this plugin.
const ID = "backend.subprocess"

// keys declares the [backend.subprocess] table; the reference worker.toml,
// docs/configuration.md and the range checks (config.CheckKeys) are
// generated from it.
var keys = append(append([]registry.Key{
	{Name: "kill_grace", Type: "duration", Default: job.Duration(5 * time.Second), Min: int64(time.Millisecond), Max: int64(MaxKillGrace),
		Doc: "kill_grace is the time between SIGTERM and SIGKILL when a run is stopped (deadline, cancel, shutdown), and how long a scanner may linger after its final message."},
	{Name: "max_memory", Type: "size", Default: config.Size(2 << 30), Zero: "no limit", Min: MinMaxMemory, Max: registry.NoMax,
		Doc: "max_memory is RLIMIT_AS, the scanner's address space. The smallest of this, the manifest's and the job's memory limit applies."},
	{Name: "max_cpu_time", Type: "duration", Default: job.Duration(30 * time.Minute), Zero: "no limit", Min: int64(time.Second), Max: registry.NoMax,
		Doc: "max_cpu_time is RLIMIT_CPU, the CPU time the scanner may use, rounded up to whole seconds. The kernel sends SIGXCPU at the limit and SIGKILL one second later."},
	{Name: "max_open_files", Type: "integer", Default: 1024, Min: MinMaxOpenFiles, Max: MaxMaxOpenFiles, Unit: "descriptors",
		Doc: "max_open_files is RLIMIT_NOFILE, the scanner's open file descriptors."},
	{Name: "max_file_size", Type: "size", Default: config.Size(64 << 20), Zero: "no limit", Min: 1, Max: registry.NoMax,
		Doc: "max_file_size is RLIMIT_FSIZE, the largest file the scanner may write (in its private HOME and TMPDIR)."},
	{Name: "probe", Type: "boolean", Default: true,
		Doc: "probe runs a describe probe at load: one scan over an empty workspace to fetch and check the scanner's Info before any job runs."},
}, hostproc.EnvKeys(ID, "HOME and TMPDIR")...),
	registry.Key{Name: "sandbox", Type: "table", Keys: hostproc.SandboxKeys,
		Doc: "sandbox is the sandbox every scanner process of this backend runs in (docs/security.md). `worker config check` shows what it enforces on this machine."})

func init() {
	backend.Plugins.Register(registry.Module{
		ID:        ID,
		New:       func() any { return New() },
		Keys:      keys,
		Summary:   "runs a scanner executable per job over the stdio line protocol, in a namespace and Landlock sandbox with rlimits and deadlines",
		EntryKind: pkg.KindExecutable,
	})
}
