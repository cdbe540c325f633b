package sandbox

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/sluicehq/sluice/internal/bytesize"
)

// Modes of Config.Mode.
const (
	// ModeFull runs every scanner process in the sandbox and refuses to
	// run scanners when the kernel lacks a feature the sandbox needs.
	ModeFull = "full"
	// ModeOff runs scanner processes without the sandbox (only the
	// backend's process group, rlimits and scrubbed environment). Every
	// start logs a warning.
	ModeOff = "off"
)

// Reasons a sandbox fails, for the reason label of the worker's sandbox
// failure counter (sluice_worker_sandbox_failures_total, which the
// backends count through metrics.SandboxFailures): fixed words, never
// error text.
const (
	// ReasonUserNamespaces, ReasonPtrace and ReasonLandlock name the first
	// kernel feature the sandbox lacks on this machine
	// (Support.MissingReason): the backend refuses the scanner.
	ReasonUserNamespaces = "userns"
	ReasonPtrace         = "ptrace"
	ReasonLandlock       = "landlock"
	// ReasonStart: the sandbox's init could not be started (Config.Command
	// or Cmd.Start failed).
	ReasonStart = "start"
	// ReasonSetup: the init could not build the sandbox or start the
	// scanner in it (Exit.SetupErr).
	ReasonSetup = "setup"
)

// Defaults of Config, set by DefaultConfig.
const (
	DefaultUID          = 65534
	DefaultGID          = 65534
	DefaultMaxProcesses = 256
	// DefaultTempMaxBytes caps a scanner's temp tmpfs (Job.Temp).
	DefaultTempMaxBytes = 256 << 20
)

// Bounds of Config, declared with its keys (the backends declare the
// sandbox table from plugins/backend/internal/hostproc.SandboxKeys).
const (
	MaxExtraPaths   = 32
	MinMaxProcesses = 8
	MaxMaxProcesses = 1 << 16
	MinTempMaxBytes = 1 << 20
)

// SystemPaths are the paths a dynamically linked scanner or an interpreter
// needs: the dynamic loader and the library and binary directories. Each
// is mounted read-only when it exists (a symlink, as on merged-/usr
// systems, is recreated as the same symlink). /etc, /home and /root are
// not among them.
var SystemPaths = []string{"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"}

// Config is the sandbox table of a backend (`[backend.subprocess.sandbox]`,
// `[backend.goplugin.sandbox]`), whose keys are declared in
// hostproc.SandboxKeys. DefaultConfig sets the defaults, the Default*
// constants, which the declaration names.
type Config struct {
	// Mode is ModeFull or ModeOff.
	Mode string `toml:"mode"`
	// UID and GID are the host ids scanners run as when the worker runs as
	// root; they must not be 0. A worker
	// that is not root runs scanners under its own ids, mapped to root of
	// the scanner's user namespace, without any capability.
	UID int `toml:"uid"`
	GID int `toml:"gid"`
	// ReadOnlyPaths are more host paths (absolute, clean) mounted
	// read-only into every sandbox, for scanners that need them (for
	// example "/etc/ssl/certs"). A missing path is an error
	// at start.
	ReadOnlyPaths []string `toml:"read_only_paths"`
	// MaxProcesses bounds the processes and threads of one sandbox
	// (RLIMIT_NPROC, counted in the sandbox's own user namespace), so a
	// fork bomb stops there.
	MaxProcesses int `toml:"max_processes"`
	// TempMaxBytes caps the tmpfs a scanner gets as its HOME and TMPDIR:
	// its bytes, and one inode per 8 KiB of it (at least 1024). The pages
	// are the machine's memory, not its disk.
	TempMaxBytes bytesize.Size `toml:"temp_max_bytes"`
}

// DefaultConfig returns the configuration with every key at its default.
func DefaultConfig() Config {
	return Config{Mode: ModeFull, UID: DefaultUID, GID: DefaultGID, MaxProcesses: DefaultMaxProcesses, TempMaxBytes: DefaultTempMaxBytes}
}

// Validate checks what a key declaration cannot: each of read_only_paths
// is a clean absolute path the sandbox does not provide itself. Each
// problem is one error naming its key under the sandbox table. The ranges
// and allowed values are checked from the declaration of the table
// (config.CheckKeys, which the backends' Validate runs). It has no side
// effects.
func (c *Config) Validate() []error {
	var errs []error
	for i, p := range c.ReadOnlyPaths {
		if err := checkPath(p); err != nil {
			errs = append(errs, fmt.Errorf("sandbox.read_only_paths[%d]: %w", i, err))
		}
	}
	return errs
}

// checkPath accepts a clean absolute path other than "/" and /proc or
// /dev, which the sandbox provides itself.
func checkPath(p string) error {
	switch {
	case !filepath.IsAbs(p) || filepath.Clean(p) != p || strings.ContainsRune(p, 0):
		return fmt.Errorf("%.200q is not a clean absolute path", p)
	case p == "/":
		return errors.New(`"/" would expose the whole file system`)
	case p == "/proc" || strings.HasPrefix(p, "/proc/") || p == "/dev" || strings.HasPrefix(p, "/dev/"):
		return fmt.Errorf("%s is provided by the sandbox itself", p)
	}
	return nil
}
