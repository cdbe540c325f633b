//go:build linux

package subprocess

import (
	"errors"
	"time"

	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
)

// Bounds on the configuration keys, declared in keys.
const (
	MaxKillGrace    = 5 * time.Minute
	MinMaxMemory    = 32 << 20
	MinMaxOpenFiles = 16
	MaxMaxOpenFiles = 1 << 20
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

// Parse returns a Backend configured from the TOML text of its table (its keys), decoded strictly: an unknown key is an error naming
// it and its line. The result still needs Provision and Validate; Parse
// lets a program or test build the backend without the global registry.
func Parse(tomlText string) (*Backend, error) {
	b := New()
	if err := config.DecodePlugin(ID, tomlText, b); err != nil {
		return nil, err
	}
	return b, nil
}

// Validate checks the configuration: the ranges, allowed values and table
// rules its keys declare (config.CheckKeys), and what they cannot declare,
// the variable names the backend reserves and the sandbox's paths. It has
// no side effects.
func (b *Backend) Validate() error {
	errs := hostproc.CheckEnvConfig(b.EnvAllow, b.Env, reservedEnv)
	errs = append(errs, b.Sandbox.Validate()...)
	errs = append(errs, config.CheckKeys(ID, keys, b))
	return errors.Join(errs...)
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
