// Package config loads worker.toml strictly: unknown keys, wrong types and
// invalid values are errors that name the key path and its line:column in
// the file, and plugin tables are decoded into the value their
// registry.Module.New returns, with the plugin's unknown keys reported the
// same way.
//
// Layout:
//
//	[worker]              id, slots, state_dir, shutdown_timeout, scan_timeout,
//	                      builtin_packages
//	[log]                 level, format
//	[metrics]             listen — the Prometheus and health listener
//	[limits]              bounds for every job (see Limits)
//	[transport]           use = "local" selects the transport.local plugin
//	[transport.<name>]    the table of a transport plugin
//	[backend.<name>]      the table of a backend plugin (optional)
//	[preparer.<name>]     the table of a preparer plugin (optional)
//	[[package]]           path = "..." — a signed package to load
//	[trust]               keys, threshold, roots — who may sign packages
//
// Relative paths resolve against the directory of the config file (for the
// built-in default, against the state dir). See docs/configuration.md.
package config

import (
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/internal/pkg"
)

// Config is a loaded, validated worker configuration with every default
// applied. Plugin tables are kept undecoded until the worker instantiates
// the plugin (see Plugin).
type Config struct {
	// Source names where the config came from: a file path, or
	// BuiltinSource for the embedded default.
	Source string
	// Dir is the absolute directory relative paths were resolved against.
	Dir string

	Worker  Worker
	Log     Log
	Metrics Metrics
	Limits  Limits
	// Transport is the selected transport ([transport] use).
	Transport *Plugin
	// Packages lists the packages to load, in file order.
	Packages []Package
	// Trust is the [trust] table: who may sign packages. Its one
	// declaration and check live in pkg (pkg.TrustConfig.Validate); the
	// loader fills threshold = 1 when keys are given without one.
	Trust pkg.TrustConfig

	// plugins holds every plugin table in the file by module id.
	plugins map[string]*Plugin
	// stateBase resolves paths in plugin tables of the built-in default.
	meta *decodeState
}

// BuiltinSource is Config.Source for the embedded default config.
const BuiltinSource = "(built-in default)"

// Worker is the [worker] table. Each key's default, range and full
// documentation are declared once, in spec.go; the field comments say only
// what the field is.
type Worker struct {
	// ID names the worker to transports and in logs: 1..64 characters of
	// [A-Za-z0-9._-].
	ID string `toml:"id"`
	// Slots is the number of jobs run in parallel.
	Slots int `toml:"slots"`
	// StateDir is the private directory holding slot state, workspaces,
	// bundles and the package store; one worker owns it at a time.
	StateDir string `toml:"state_dir"`
	// MinFreeBytes is the free space the state dir's file system must keep for
	// the worker to claim; 0: no threshold.
	MinFreeBytes Size `toml:"min_free_bytes"`
	// ShutdownTimeout is how long a drain lets running jobs finish before they
	// are cancelled.
	ShutdownTimeout job.Duration `toml:"shutdown_timeout"`
	// ScanTimeout bounds one attempt of a job that names no timeout of its
	// own.
	ScanTimeout job.Duration `toml:"scan_timeout"`
	// BuiltinPackages loads the packages built into the worker binary (the
	// built-in secrets scanner) next to the [[package]] entries. They are
	// trusted by their own embedded key only, never through [trust].
	BuiltinPackages bool `toml:"builtin_packages"`
	// Backends are the backends scanners run with, most preferred first:
	// of a scanner's builds the worker runs the first of these that can
	// run here (pkg.Selector). Empty: every backend built in.
	Backends []string `toml:"backends"`
}

// Log is the [log] table.
type Log struct {
	// Level is debug, info, warn or error.
	Level string `toml:"level"`
	// Format is text or json.
	Format string `toml:"format"`
}

// Metrics is the [metrics] table: the worker's Prometheus metrics and
// health listener.
type Metrics struct {
	// Listen is the host:port serving /metrics, /healthz and /readyz.
	// Empty (the default) turns the listener off. The host must be
	// written out: 127.0.0.1 for this machine only, 0.0.0.0 for every
	// interface.
	Listen string `toml:"listen"`
}

// Limits is the [limits] table: bounds applied to every job. Sizes accept
// an integer number of bytes or a string such as "64MiB" (see Size).
type Limits struct {
	// MaxFindings is the most findings one job may report.
	MaxFindings int `toml:"max_findings"`
	// MaxOutputBytes bounds the protocol bytes read from one scanner run.
	MaxOutputBytes Size `toml:"max_output_bytes"`
	// MaxCaptureBytes bounds the stdout/stderr kept for diagnostics.
	MaxCaptureBytes Size `toml:"max_capture_bytes"`
	// MaxBundleBytes bounds one result bundle file.
	MaxBundleBytes Size `toml:"max_bundle_bytes"`
	// WorkspaceMaxBytes bounds the bytes of regular files in one workspace.
	WorkspaceMaxBytes Size `toml:"workspace_max_bytes"`
	// WorkspaceMaxFiles bounds files plus directories in one workspace.
	WorkspaceMaxFiles int `toml:"workspace_max_files"`
	// FileMaxBytes bounds one file in a workspace and the largest file a
	// detector host reads.
	FileMaxBytes Size `toml:"file_max_bytes"`
	// ArchiveMaxRatio bounds archive expansion (uncompressed/compressed).
	ArchiveMaxRatio int `toml:"archive_max_ratio"`
	// MaxGenerations bounds the failed runner generations per assignment (the
	// scanner failed, or the worker died while it ran). When they are spent
	// the job goes back to the transport as retryable.
	MaxGenerations int `toml:"max_generations"`
}

// Package is one [[package]] entry.
type Package struct {
	// Path is a package directory or .tar.gz archive; relative paths
	// resolve against the config file's directory.
	Path string `toml:"path"`
}

// MaxFileBytes bounds the size of a config file (1 MiB).
const MaxFileBytes = 1 << 20

// Plugins returns every plugin table present in the file, sorted by id.
func (c *Config) Plugins() []*Plugin {
	out := make([]*Plugin, 0, len(c.plugins))
	for _, id := range sortedKeys(c.plugins) {
		out = append(out, c.plugins[id])
	}
	return out
}
