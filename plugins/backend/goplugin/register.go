//go:build linux

package goplugin

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
const ID = "backend.goplugin"

// keys declares the [backend.goplugin] table; the reference worker.toml,
// docs/configuration.md and the range checks (config.CheckKeys) are
// generated from it.
var keys = append(append([]registry.Key{
	{Name: "start_timeout", Type: "duration", Default: job.Duration(10 * time.Second), Min: int64(MinStartTimeout), Max: int64(MaxStartTimeout),
		Doc: "start_timeout is how long a new plugin process may take to print its handshake and answer GetInfo and Configure."},
	{Name: "kill_grace", Type: "duration", Default: job.Duration(5 * time.Second), Min: int64(time.Millisecond), Max: int64(MaxKillGrace),
		Doc: "kill_grace is how long a cancelled or timed-out scan, and a stopping process, may take to end before the process is killed."},
	{Name: "max_jobs_per_process", Type: "integer", Default: 1000, Zero: "never", Min: 1, Max: registry.NoMax, Unit: "jobs",
		Doc: "max_jobs_per_process recycles a process after this many jobs."},
	{Name: "max_rss", Type: "size", Default: config.Size(1 << 30), Zero: "no limit", Min: MinMaxRSS, Max: registry.NoMax,
		Doc: "max_rss recycles a process, after its current jobs, when its resident memory exceeds this."},
	{Name: "max_concurrency", Type: "integer", Default: 0, Min: 0, Max: MaxMaxConcurrency, Unit: "jobs",
		Doc: "max_concurrency caps the jobs one process runs at once; the plugin's advertised concurrency applies when it is lower. 0 means the plugin's own."},
	{Name: "socket_dir", Type: "string", Default: "",
		Doc: "socket_dir is the directory for the plugin's Unix socket directories. It must exist, and its absolute path must be at most 64 bytes so socket paths fit. Empty means the system temp dir."},
}, hostproc.EnvKeys(ID, "HOME, TMPDIR and the go-plugin variables")...),
	registry.Key{Name: "settings", Type: "table of strings", Default: map[string]string{}, Max: MaxSettings,
		NamePattern: `(?s).{1,128}`, NameDoc: "1..128 characters long", MaxValueBytes: MaxValueLen,
		Doc: "settings are passed to every plugin once per process (sdk/plugin Configurer), written as a table (settings = { name = \"value\" }, or a [backend.goplugin.settings] table)."},
	registry.Key{Name: "sandbox", Type: "table", Keys: hostproc.SandboxKeys,
		Doc: "sandbox is the sandbox every plugin process of this backend runs in (docs/security.md). `worker config check` shows what it enforces on this machine."})

func init() {
	backend.Plugins.Register(registry.Module{
		ID:        ID,
		New:       func() any { return New() },
		Keys:      keys,
		Summary:   "runs sdk/plugin scanner binaries as warm go-plugin gRPC servers in a namespace and Landlock sandbox, from a sealed copy of the verified bytes, mTLS",
		EntryKind: pkg.KindExecutable,
	})
}
