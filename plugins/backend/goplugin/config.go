//go:build linux

package goplugin

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/pluginrpc"
	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
)

// Bounds on the configuration keys, declared in keys.
const (
	MinStartTimeout   = time.Second
	MaxStartTimeout   = 5 * time.Minute
	MaxKillGrace      = 5 * time.Minute
	MinMaxRSS         = 16 << 20
	MaxMaxConcurrency = 256
	MaxSocketDirLen   = 64
	MaxSettings       = 64
	MaxValueLen       = 4096
)

// Defaults applied to a request's zero backend.Limits.
const (
	DefaultMaxCaptureBytes = 64 << 10
)

// StderrCaptureBytes is how much of a plugin process's stderr is kept (the
// first and the last bytes) for failure reports.
const StderrCaptureBytes = 64 << 10

// reservedEnv names variables the backend or go-plugin set; the config may
// neither pass them through nor override them.
var reservedEnv = map[string]bool{
	"HOME": true, "TMPDIR": true, "PLUGIN_MIN_PORT": true, "PLUGIN_MAX_PORT": true,
	"PLUGIN_PROTOCOL_VERSIONS": true, "PLUGIN_CLIENT_CERT": true, "PLUGIN_UNIX_SOCKET_DIR": true,
	"PLUGIN_UNIX_SOCKET_GROUP": true, "PLUGIN_MULTIPLEX_GRPC": true,
	"SLUICE_PLUGIN_MAGIC_COOKIE": true, "SLUICE_PLUGIN_LIFELINE": true,
}

// Parse returns a Backend configured from the TOML text of its table (keys
// as declared in register.go), decoded strictly: an unknown key is an error naming
// it and its line (config.DecodePlugin). The result still needs Provision
// and Validate.
func Parse(tomlText string) (*Backend, error) {
	b := New()
	if err := config.DecodePlugin(ID, tomlText, b); err != nil {
		return nil, err
	}
	return b, nil
}

// Validate checks the configuration: the ranges, allowed values and table
// rules its keys declare (config.CheckKeys), and what they cannot declare,
// a usable socket_dir, the variable names the backend reserves and the
// sandbox's paths. It has no side effects.
func (b *Backend) Validate() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if len(b.SocketDir) > MaxSocketDirLen {
		bad("socket_dir: %d bytes, over %d (Unix socket paths are short)", len(b.SocketDir), MaxSocketDirLen)
	} else if b.SocketDir != "" && !strings.HasPrefix(b.SocketDir, "/") {
		bad("socket_dir: %q is not an absolute path", b.SocketDir)
	} else if b.SocketDir != "" {
		if fi, err := os.Stat(b.SocketDir); err != nil {
			bad("socket_dir: %v (create it, mode 0700, or leave socket_dir empty)", err)
		} else if !fi.IsDir() {
			bad("socket_dir: %s is not a directory", b.SocketDir)
		}
	}
	errs = append(errs, hostproc.CheckEnvConfig(b.EnvAllow, b.Env, reservedEnv)...)
	errs = append(errs, b.Sandbox.Validate()...)
	errs = append(errs, config.CheckKeys(ID, keys, b))
	return errors.Join(errs...)
}

// environ returns the plugin's environment before go-plugin adds its own
// variables: see hostproc.Environ, with HOME and TMPDIR the process's
// private dir and the lifeline marker set.
func (b *Backend) environ(dir string) []string {
	return hostproc.Environ(b.EnvAllow, b.Env, dir, map[string]string{pluginrpc.LifelineEnv: "stdin"})
}
