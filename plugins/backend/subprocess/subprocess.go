//go:build linux

package subprocess

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/metrics"
	"github.com/sluicehq/sluice/internal/sandbox"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Backend runs scanner executables. Its exported fields are its TOML
// configuration (declared in keys); New sets their defaults. Use it through
// the lifecycle New → decode → Provision → Validate → Load/Close. A Backend
// is safe for concurrent use after Provision.
type Backend struct {
	// unbounded says what the sandbox does not bound, once.
	unbounded sync.Once
	// KillGrace is the time between SIGTERM and SIGKILL.
	KillGrace job.Duration `toml:"kill_grace"`
	// MaxMemory is RLIMIT_AS in bytes; 0 means none.
	MaxMemory config.Size `toml:"max_memory"`
	// MaxCPUTime is RLIMIT_CPU, rounded up to seconds; 0 means none.
	MaxCPUTime job.Duration `toml:"max_cpu_time"`
	// MaxOpenFiles is RLIMIT_NOFILE.
	MaxOpenFiles int `toml:"max_open_files"`
	// MaxFileSize is RLIMIT_FSIZE in bytes; 0 means none.
	MaxFileSize config.Size `toml:"max_file_size"`
	// EnvAllow names worker environment variables passed through when set.
	EnvAllow []string `toml:"env_allow"`
	// Env holds fixed variables for the scanner; they override EnvAllow and
	// the PATH and LANG defaults.
	Env map[string]string `toml:"env"`
	// Probe runs a describe probe in Load.
	Probe bool `toml:"probe"`
	// Sandbox is the [sandbox] table: how scanner processes are contained.
	Sandbox sandbox.Config `toml:"sandbox"`

	logger *slog.Logger
	// runsDir holds one private directory per run (HOME and TMPDIR).
	runsDir string
	// ownedDir is removed by Close when Provision created it in os.TempDir.
	ownedDir string

	// residents are the resident sandbox inits that serve the runs
	// (sandbox.mode = "full"); nil otherwise, or before Provision.
	residents *sandbox.Residents
	// prestart is how many residents the backend keeps idle (Provision);
	// 0 starts an init for each run.
	prestart int

	// noPtrace is set once the kernel refused PTRACE_TRACEME.
	noPtrace atomic.Bool
	// sweeps counts the host-wide sweeps after runs (run.sweep).
	sweeps atomic.Int64
	// sandboxFailures is the worker's sandbox failure counter
	// (metrics.SandboxFailures), set by Provision.
	sandboxFailures *prometheus.CounterVec

	mu     sync.Mutex
	closed bool
}

// New returns a Backend with every key at its default. It has no side
// effects.
func New() *Backend {
	b := &Backend{Sandbox: sandbox.DefaultConfig(), prestart: DefaultPrestart}
	registry.SetDefaults(b, keys)
	return b
}

// DefaultPrestart is how many resident sandbox inits a backend keeps idle
// at least: one, or as many as runs went on at once (sandbox.Residents).
const DefaultPrestart = 1

// Provision makes the worker process a child subreaper (process-wide and
// permanent; orphaned descendants of scanners are re-parented to it) and
// prepares the directory for per-run temp dirs: ctx.StateDir/runs, emptied
// of leftovers from an earlier worker, or a fresh directory in os.TempDir
// when ctx.StateDir is empty.
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
	if b.Sandbox.Mode == sandbox.ModeFull && b.prestart > 0 {
		// It starts nothing before the first run.
		b.residents = sandbox.NewResidents(b.Sandbox, b.prestart, hostproc.StartLive, hostproc.ForgetLive)
	}
	if b.Sandbox.Mode == sandbox.ModeOff {
		b.logger.Warn("backend.subprocess runs scanners WITHOUT the sandbox (sandbox.mode = \"off\"): a scanner can read what the worker's user can read, reach the network and see every process")
	}
	if ctx.StateDir == "" {
		dir, err := os.MkdirTemp("", "sluice-subprocess-")
		if err != nil {
			return fmt.Errorf("creating private temp dir: %w", err)
		}
		b.ownedDir, b.runsDir = dir, dir
		return nil
	}
	runs := filepath.Join(ctx.StateDir, "runs")
	if err := removeTree(runs); err != nil {
		return fmt.Errorf("removing leftover run dirs: %w", err)
	}
	if err := state.MkdirPrivate(runs); err != nil {
		return err
	}
	b.runsDir = runs
	return nil
}

// Close ends and reaps the idle resident sandbox inits and
// releases the backend's private temp directory. Call it after every
// Instance's scans have returned. It copes with a failed or missing
// Provision and is idempotent.
func (b *Backend) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return nil
	}
	b.closed = true
	if b.residents != nil {
		b.residents.Close()
	}
	if b.ownedDir != "" {
		return removeTree(b.ownedDir)
	}
	return nil
}

// Load checks the scanner's entry (an absolute path to a regular, executable
// file whose sha256 matches s.EntryDigest when that is set) and, when Probe
// is true, runs the describe probe to fetch the scanner's Info. A failure is
// a *backend.Failure of kind LoadFailed, or the probe's failure.
func (b *Backend) Load(ctx context.Context, s *backend.Scanner) (backend.Instance, error) {
	if b.runsDir == "" {
		return nil, errors.New("backend.subprocess: Load before Provision")
	}
	b.mu.Lock()
	closed := b.closed
	b.mu.Unlock()
	if closed {
		return nil, errors.New("backend.subprocess: Load after Close")
	}
	if s.Backend != "" && s.Backend != "subprocess" {
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
			b.logger.Warn("backend.subprocess: the sandbox does not bound everything: " + sandbox.NotEnforced)
		})
	}
	entry, err := hostproc.CheckEntry(s.Entry, s.EntryDigest)
	if err != nil {
		return nil, loadFailure(s, err)
	}
	data, err := hostproc.NewDataFiles(s.Data, b.Sandbox.Mode == sandbox.ModeFull, b.runsDir)
	if err != nil {
		return nil, loadFailure(s, err)
	}
	in := &Instance{b: b, scanner: *s, entry: entry, data: data}
	in.info.Store(&scanner.Info{Name: s.Name})
	if b.Probe {
		// A scanner that exits before its hello twice in a row with the
		// same status is unloadable, not retried (hostproc.ConfirmLoad).
		if _, err := hostproc.ConfirmLoad(func() (struct{}, error) { return struct{}{}, in.probe(ctx) }); err != nil {
			data.Close()
			return nil, err
		}
	}
	return in, nil
}

// sandboxFailed counts a scanner run the sandbox refused or could not set
// up, with one of the sandbox.Reason* words.
func (b *Backend) sandboxFailed(reason string) {
	if b.sandboxFailures != nil {
		b.sandboxFailures.WithLabelValues("subprocess", reason).Inc()
	}
}

func loadFailure(s *backend.Scanner, err error) *backend.Failure {
	return &backend.Failure{Kind: backend.LoadFailed, Message: "loading " + s.FullName(), Err: err}
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
