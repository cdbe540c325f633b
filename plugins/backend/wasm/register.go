package wasm

import (
	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/internal/pkg"
	"github.com/sluicehq/sluice/internal/wasmhost"
)

// ID is the registry id of this plugin.
const ID = "backend.wasm"

// keys declares the [backend.wasm] table; the reference worker.toml,
// docs/configuration.md and the range checks (config.CheckKeys) are
// generated from it.
var keys = []registry.Key{
	{Name: "max_memory", Type: "size", Default: config.Size(wasmhost.DefaultMaxMemoryBytes), Min: wasmhost.MinMaxMemoryBytes, Max: wasmhost.MaxMaxMemoryBytes,
		Doc: "max_memory caps the linear memory of each guest instance. A guest that allocates past it fails the job as over_limit. A smaller max_memory in the package manifest discards the instance after a call that used more."},
	{Name: "pool_size", Type: "integer", Default: 0, Min: 0, Max: wasmhost.MaxPoolSize, Unit: "instances",
		Doc: "pool_size is how many instances of one detector may run at once (and so windows scanned in parallel per job). 0 means the number of CPUs the worker may use. Tree scanners get one fresh instance per job instead."},
	{Name: "recycle_after_jobs", Type: "integer", Default: wasmhost.DefaultRecycleAfterJobs, Min: 1, Max: registry.NoMax, Unit: "jobs",
		Doc: "recycle_after_jobs discards a pooled instance after it served this many jobs, so that state a guest leaks cannot grow for ever."},
	{Name: "compile_cache", Type: "boolean", Default: true,
		Doc: "compile_cache keeps compiled machine code in <state_dir>/plugins/backend.wasm/compile-cache (0700), keyed by the module's sha256, the wazero version and the platform, so a restarted worker does not compile each module again. `worker scan`, whose state dir is temporary, uses $SLUICE_CACHE_DIR, else $XDG_CACHE_HOME/sluice or ~/.cache/sluice. Every entry carries a GMAC (AES-256-GCM) keyed by compile-cache.key (0600), which stays under the state dir (for `worker scan`, the configured one), never in the cache; an entry that fails is deleted, logged and compiled again, never run (docs/security.md)."},
	{Name: "max_output", Type: "size", Default: config.Size(wasmhost.DefaultMaxOutputBytes), Min: MinMaxOutput, Max: registry.NoMax,
		Doc: "max_output bounds the bytes a guest may write to stdout and stderr together in one job before it is stopped (over_limit). The job's max_output_bytes applies when smaller."},
	{Name: "max_finding_bytes", Type: "size", Default: config.Size(wasmhost.DefaultMaxFindingBytes), Min: MinMaxFindingBytes, Max: MaxMaxFindingBytes,
		Doc: "max_finding_bytes bounds one encoded finding record (docs/wasm-abi.md) a guest may report."},
	{Name: "chunk_bytes", Type: "size", Default: config.Size(detectengine.DefaultChunkBytes), Min: MinChunkBytes, Max: MaxChunkBytes,
		Doc: "chunk_bytes is how many bytes of a file the host reads for a detector per chunk; each chunk is scanned with one keyword pass."},
	{Name: "prefilter", Type: "boolean", Default: true,
		Doc: "prefilter runs detectors over keyword windows only (true), or hands them every chunk whole (false; much slower, for measurements)."},
	{Name: "skip_binary", Type: "boolean", Default: true,
		Doc: "skip_binary skips files with a NUL byte in their first 8 KiB (images, archives, compiled objects) when running detectors: they hold no text a keyword rule could match, and scanning them costs time and false positives. Skipped files are counted in each job's progress (worker scan's summary, JSON and SARIF say how many) and logged at debug level. Set false to scan every byte."},
}

func init() {
	backend.Plugins.Register(registry.Module{
		ID:           ID,
		New:          func() any { return New() },
		Keys:         keys,
		Summary:      "runs WebAssembly scanner modules in a wazero sandbox with memory caps, deadlines and host-accelerated detectors",
		EntryKind:    pkg.KindWasm,
		InspectEntry: inspectEntry,
	})
}
