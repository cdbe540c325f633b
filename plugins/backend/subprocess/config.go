//go:build linux

package subprocess

import (
	"errors"
	"fmt"
	"time"

	"github.com/sluicehq/sluice/core/config"
	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
)

// Defaults for the configuration keys, set by New.
const (
	DefaultKillGrace    = 5 * time.Second
	DefaultMaxMemory    = 2 << 30 // bytes of address space
	DefaultMaxCPUTime   = 30 * time.Minute
	DefaultMaxOpenFiles = 1024
	DefaultMaxFileSize  = 64 << 20
)

// Bounds on the configuration keys, enforced by Validate.
const (
	MaxKillGrace    = 5 * time.Minute
	MinMaxMemory    = 32 << 20
	MinMaxOpenFiles = 16
	MaxMaxOpenFiles = 1 << 20
	MaxEnvEntries   = 64
	MaxEnvValueLen  = 4096
)

// Defaults applied to a request's zero backend.Limits.
const (
	DefaultMaxOutputBytes  = 512 << 20
	DefaultMaxCaptureBytes = 64 << 10
)

// ProbeTimeout bounds the describe probe Load runs when probe is true.
const ProbeTimeout = 30 * time.Second

// reservedEnv names the variables the backend sets per run; the config may
// neither pass them through nor override them.
var reservedEnv = map[string]bool{"HOME": true, "TMPDIR": true}

// Parse returns a Backend configured from the TOML text of its table (keys
// as in sample.toml), decoded strictly: an unknown key is an error naming
// it and its line. The result still needs Provision and Validate; Parse
// lets a program or test build the backend without the global registry.
func Parse(tomlText string) (*Backend, error) {
	b := New()
	if err := config.DecodePlugin(ID, tomlText, b); err != nil {
		return nil, err
	}
	return b, nil
}

// Validate checks the configuration. It has no side effects.
func (b *Backend) Validate() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if g := b.KillGrace.D(); g <= 0 || g > MaxKillGrace {
		bad("kill_grace: %s is not in (0s, %s]", g, MaxKillGrace)
	}
	if b.MaxMemory != 0 && b.MaxMemory < MinMaxMemory {
		bad("max_memory: %d bytes is below %d (use 0 for no limit)", b.MaxMemory, MinMaxMemory)
	}
	if c := b.MaxCPUTime.D(); c < 0 || c > 0 && c < time.Second {
		bad("max_cpu_time: %s must be 0 (no limit) or at least 1s", c)
	}
	if b.MaxOpenFiles < MinMaxOpenFiles || b.MaxOpenFiles > MaxMaxOpenFiles {
		bad("max_open_files: %d is not in [%d, %d]", b.MaxOpenFiles, MinMaxOpenFiles, MaxMaxOpenFiles)
	}
	if b.MaxFileSize < 0 {
		bad("max_file_size: must not be negative")
	}
	errs = append(errs, hostproc.CheckEnvConfig(b.EnvAllow, b.Env, reservedEnv, MaxEnvEntries, MaxEnvValueLen)...)
	errs = append(errs, b.Sandbox.Validate()...)
	if len(errs) > 0 {
		return fmt.Errorf("%s: %w", ID, errors.Join(errs...))
	}
	return nil
}

// environ returns the scanner's whole environment (see hostproc.Environ),
// with HOME and TMPDIR set to the run's private dir.
func (b *Backend) environ(runDir string) []string {
	return hostproc.Environ(b.EnvAllow, b.Env, runDir, nil)
}

// cpuSeconds returns max_cpu_time rounded up to whole seconds, 0 for none.
func (b *Backend) cpuSeconds() uint64 {
	d := b.MaxCPUTime.D()
	if d <= 0 {
		return 0
	}
	return uint64((d + time.Second - 1) / time.Second)
}
