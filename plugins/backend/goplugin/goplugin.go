//go:build linux

package goplugin

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"sync"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/metrics"
	"github.com/sluicehq/sluice/internal/sandbox"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
)

// Backend runs go-plugin scanner binaries. Its exported fields are its TOML
// configuration (declared in keys); New sets their defaults. Use it through
// the lifecycle New → decode → Provision → Validate → Load/Close. A Backend
// is safe for concurrent use after Provision.
type Backend struct {
	// unbounded says what the sandbox does not bound, once.
	unbounded sync.Once
	// StartTimeout bounds a process's start: handshake, GetInfo and Configure.
	StartTimeout job.Duration `toml:"start_timeout"`
	// KillGrace bounds how long a stopped scan or process may take to end.
	KillGrace job.Duration `toml:"kill_grace"`
	// MaxJobsPerProcess recycles a process after this many jobs; 0 means
	// never.
	MaxJobsPerProcess int `toml:"max_jobs_per_process"`
	// MaxRSS recycles a process whose resident memory exceeds it; 0 means no
	// limit.
	MaxRSS config.Size `toml:"max_rss"`
	// MaxConcurrency caps the jobs one process runs at once; 0 means the
	// plugin's advertised concurrency.
	MaxConcurrency int `toml:"max_concurrency"`
	// SocketDir is where socket directories are made; empty means
	// os.TempDir().
	SocketDir string `toml:"socket_dir"`
	// EnvAllow names worker environment variables passed through when set.
	EnvAllow []string `toml:"env_allow"`
	// Env holds fixed variables for plugins.
	Env map[string]string `toml:"env"`
	// Settings are sent to every plugin process in Configure.
	Settings map[string]string `toml:"settings"`
	// Sandbox is the [sandbox] table: how plugin processes are contained.
	Sandbox sandbox.Config `toml:"sandbox"`

	logger *slog.Logger
	// procsDir holds one private directory per plugin process (HOME,
	// TMPDIR and working directory).
	procsDir string
	// sockDir holds the short-lived socket directories go-plugin makes.
	sockDir string
	// owned are directories Provision created that Close removes.
	owned []string

	// sandboxFailures is the worker's sandbox failure counter
	// (metrics.SandboxFailures), set by Provision.
	sandboxFailures *prometheus.CounterVec

	mu        sync.Mutex
	closed    bool
	instances map[*Instance]bool
}

// New returns a Backend with every key at its default. It has no side
// effects.
func New() *Backend {
	b := &Backend{Sandbox: sandbox.DefaultConfig()}
	registry.SetDefaults(b, keys)
	return b
}

// Provision makes the worker process a child subreaper (process-wide and
// permanent, shared with backend.subprocess: descendants orphaned when a
// plugin crashes re-parent to the worker, whose sweep then kills them) and
// prepares the private directories: ctx.StateDir/procs (emptied of an
// earlier worker's leftovers) or a fresh one in os.TempDir when
// ctx.StateDir is empty, and a private socket directory in socket_dir.
func (b *Backend) Provision(ctx registry.Context) error {
	b.logger = ctx.Logger
	if b.logger == nil {
		b.logger = slog.New(slog.DiscardHandler)
	}
	if ctx.Metrics != nil {
		b.sandboxFailures = metrics.SandboxFailures(ctx.Metrics)
	}
	if err := hostproc.BecomeSubreaper(); err != nil {
		return err
	}
	if b.Sandbox.Mode == sandbox.ModeOff {
		b.logger.Warn("backend.goplugin runs plugins WITHOUT the sandbox (sandbox.mode = \"off\"): a plugin can read what the worker's user can read, reach the network and see every process")
	}
	if ctx.StateDir == "" {
		dir, err := os.MkdirTemp("", "sluice-goplugin-")
		if err != nil {
			return fmt.Errorf("creating private temp dir: %w", err)
		}
		b.owned = append(b.owned, dir)
		b.procsDir = dir
	} else {
		procs := filepath.Join(ctx.StateDir, "procs")
		if err := os.RemoveAll(procs); err != nil {
			return fmt.Errorf("removing leftover plugin dirs: %w", err)
		}
		if err := state.MkdirPrivate(procs); err != nil {
			return err
		}
		b.procsDir = procs
	}
	sock, err := os.MkdirTemp(b.SocketDir, "sluice-gp-")
	if err != nil {
		return fmt.Errorf("creating the private socket dir: %w", err)
	}
	b.owned = append(b.owned, sock)
	b.sockDir = sock
	return nil
}

// Close stops every plugin process of every instance and removes the
// backend's private directories. It copes with a failed or missing
// Provision and is idempotent.
func (b *Backend) Close() error {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return nil
	}
	b.closed = true
	ins := make([]*Instance, 0, len(b.instances))
	for in := range b.instances {
		ins = append(ins, in)
	}
	b.mu.Unlock()
	var errs []error
	for _, in := range ins {
		errs = append(errs, in.Close())
	}
	for _, d := range b.owned {
		errs = append(errs, os.RemoveAll(d))
	}
	return errors.Join(errs...)
}

// Load checks the scanner's entry and starts its first plugin process,
// which must answer GetInfo with a valid Info whose name is the
// manifest's and whose kind is among the manifest's capabilities. A
// failure is a *backend.Failure of kind LoadFailed or Protocol.
func (b *Backend) Load(ctx context.Context, s *backend.Scanner) (backend.Instance, error) {
	if b.procsDir == "" {
		return nil, errors.New("backend.goplugin: Load before Provision")
	}
	if s.Backend != "" && s.Backend != "goplugin" {
		return nil, loadFailure(s, fmt.Errorf("scanner is for backend %q", s.Backend))
	}
	if b.Sandbox.Mode == sandbox.ModeFull {
		if sup := sandbox.Probe(); sup.Missing() != nil {
			b.sandboxFailed(sup.MissingReason())
			return nil, loadFailure(s, fmt.Errorf("%w: %w", sandbox.ErrUnavailable, sup.Missing()))
		}
		// Said once, when the first scanner of this backend loads: a
		// scan that runs none of its scanners has nothing unbounded.
		b.unbounded.Do(func() {
			b.logger.Warn("backend.goplugin: the sandbox does not bound everything: " + sandbox.NotEnforced)
		})
	}
	entry, err := hostproc.CheckEntry(s.Entry, s.EntryDigest)
	if err != nil {
		return nil, loadFailure(s, err)
	}
	data, err := hostproc.NewDataFiles(s.Data, b.Sandbox.Mode == sandbox.ModeFull, b.procsDir)
	if err != nil {
		return nil, loadFailure(s, err)
	}
	in := &Instance{b: b, scanner: *s, entry: entry, data: data}
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		data.Close()
		return nil, errors.New("backend.goplugin: Load after Close")
	}
	if b.instances == nil {
		b.instances = map[*Instance]bool{}
	}
	b.instances[in] = true
	b.mu.Unlock()
	// A plugin that exits before its handshake twice in a row with the
	// same status is unloadable, not retried (hostproc.ConfirmLoad).
	p, err := hostproc.ConfirmLoad(func() (*process, error) { return in.startProcess(ctx) })
	if err != nil {
		in.Close()
		return nil, err
	}
	in.info = p.desc.Info
	if err := in.adopt(p); err != nil {
		return nil, err
	}
	return in, nil
}

func (b *Backend) forget(in *Instance) {
	b.mu.Lock()
	delete(b.instances, in)
	b.mu.Unlock()
}

// sandboxFailed counts a plugin process the sandbox refused or could not
// set up, with one of the sandbox.Reason* words.
func (b *Backend) sandboxFailed(reason string) {
	if b.sandboxFailures != nil {
		b.sandboxFailures.WithLabelValues("goplugin", reason).Inc()
	}
}

func loadFailure(s *backend.Scanner, err error) *backend.Failure {
	return &backend.Failure{Kind: backend.LoadFailed, Message: "loading " + s.FullName(), ExitCode: -1, Err: err}
}

// Enforcement says what the sandbox enforces on this machine with this
// configuration (registry.Checker).
func (b *Backend) Enforcement() []string { return sandbox.Probe().Describe(b.Sandbox) }

// Unavailable says why the sandbox cannot run scanners on this machine, or
// nil (registry.Checker).
func (b *Backend) Unavailable() error {
	if b.Sandbox.Mode != sandbox.ModeFull {
		return nil
	}
	if err := sandbox.Probe().Missing(); err != nil {
		return fmt.Errorf("%w: %w", sandbox.ErrUnavailable, err)
	}
	return nil
}

// Interface guards.
var (
	_ registry.Checker     = (*Backend)(nil)
	_ backend.Backend      = (*Backend)(nil)
	_ registry.Provisioner = (*Backend)(nil)
	_ registry.Validator   = (*Backend)(nil)
	_ io.Closer            = (*Backend)(nil)
)
