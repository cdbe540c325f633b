// Package local implements transport.local: a job spool in a directory on
// this machine that any number of worker processes share.
//
// Every change is made with atomic file operations (temp file, fsync,
// rename, directory fsync); a per-job flock(2) serialises the changes to one
// job across processes and the kernel drops it when a process dies, and
// every multi-step change has a commit point after which any process
// completes it. See Layout for the directory layout and
// docs/transport-local.md for states, transitions and guarantees.
package local

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/state"
)

// Limits of Config, declared in keys.
const (
	MinLease, MaxLease                     = time.Second, 24 * time.Hour
	MinAttempts, MaxAttempts               = 1, 100
	MinScanTimeout, MaxScanTimeout         = time.Second, 168 * time.Hour
	MinPollInterval, MaxPollInterval       = 10 * time.Millisecond, time.Minute
	MaxReportBytes                         = 16 << 10
	MaxBundleBytes                   int64 = 16 << 30
)

// Config is the [transport.local] table.
type Config struct {
	// Dir is the spool directory, absolute; created 0700 when missing.
	// Empty means <worker state_dir>/spool (registry.Context.WorkerStateDir).
	Dir string `toml:"dir"`
	// Lease is how long a claim lasts without renewal.
	Lease job.Duration `toml:"lease"`
	// MaxAttempts is how many attempts a job gets before it fails.
	MaxAttempts int `toml:"max_attempts"`
	// MaxScanTimeout caps each assignment's scan deadline.
	MaxScanTimeout job.Duration `toml:"max_scan_timeout"`
	// PollInterval is NoWork.RetryAfter and the least time between two expiry
	// sweeps of one Spool (or Lease/8 when that is longer).
	PollInterval job.Duration `toml:"poll_interval"`
}

// DefaultConfig returns a Config with every default set and Dir empty.
func DefaultConfig() Config {
	var c Config
	registry.SetDefaults(&c, keys)
	return c
}

// Validate reports the problems with c, naming the keys: the ranges the
// keys declare (config.CheckKeys) and an absolute dir. It has no side
// effects.
func (c *Config) Validate() error {
	if c.Dir != "" && !filepath.IsAbs(c.Dir) {
		return fmt.Errorf("dir: %q is not an absolute path", c.Dir)
	}
	return config.CheckKeys(ID, keys, c)
}

// Spool is the transport.local transport. All methods are safe for
// concurrent use, and any number of Spools, in any number of processes, may
// share one directory.
type Spool struct {
	Config

	// Now is the clock; nil means time.Now. Tests move it to expire leases
	// without sleeping.
	Now func() time.Time `toml:"-"`

	logger *slog.Logger
	layout Layout
	closed atomic.Bool
	outage atomic.Bool // the spool directory is unavailable (checkRoot)

	mu        sync.Mutex
	nextSweep time.Time
	classes   map[string]jobClass // job id → scanner and target kind, a cache of immutable specs

	ready readyIndex

	// testHook, when set, is called at each named step of a multi-step
	// operation; a non-nil error aborts the operation there, as a crash
	// would. Nil in production.
	testHook func(point string) error
}

// maxClassCache bounds the class cache; it is cleared when full.
const maxClassCache = 100_000

// New returns a Spool with defaults set and no side effects,
// ready for config decoding and Provision.
func New() *Spool { return &Spool{Config: DefaultConfig()} }

// Open returns a provisioned Spool for cfg without the registry: it
// validates cfg and creates the spool directories. logger may be nil.
func Open(cfg Config, logger *slog.Logger) (*Spool, error) {
	s := &Spool{Config: cfg}
	if err := s.Provision(registry.Context{Context: context.Background(), Logger: logger}); err != nil {
		return nil, err
	}
	return s, nil
}

// Provision validates the config, takes the logger from ctx and makes sure
// the spool directories (0700) exist. It creates a missing spool only the
// first time this worker's state dir (ctx.StateDir) uses it, and logs that;
// a spool that vanished since is an outage, not a new spool (ErrUnavailable).
func (s *Spool) Provision(ctx registry.Context) error {
	if err := s.Config.Validate(); err != nil {
		return err
	}
	if s.Dir == "" {
		if ctx.WorkerStateDir == "" {
			return errors.New("dir: missing, and no worker state dir to put the spool under (set dir = \"/var/lib/sluice/spool\")")
		}
		s.ResolveDefaults(ctx.WorkerStateDir)
	}
	s.logger = ctx.Logger
	if s.logger == nil {
		s.logger = slog.New(slog.DiscardHandler)
	}
	s.logger = s.logger.With("transport", ID)
	s.layout = Layout{Root: filepath.Clean(s.Dir)}
	s.classes = map[string]jobClass{}
	return s.prepareRoot(ctx.StateDir)
}

// Validate checks the decoded config. It has no side effects.
func (s *Spool) Validate() error { return s.Config.Validate() }

var _ registry.DefaultResolver = (*Spool)(nil)

// ResolveDefaults sets an empty dir to <workerStateDir>/spool, the
// default, and says so.
func (s *Spool) ResolveDefaults(workerStateDir string) []string {
	if s.Dir != "" || workerStateDir == "" {
		return nil
	}
	s.Dir = filepath.Join(workerStateDir, "spool")
	return []string{"dir: not set, so " + s.Dir + " (worker.state_dir + /spool)"}
}

// Layout returns the spool's directory layout.
func (s *Spool) Layout() Layout { return s.layout }

// Close marks the spool closed; later calls fail with a Fatal error. The
// spool holds no open files or goroutines between calls, so Close never
// fails and copes with a failed Provision.
func (s *Spool) Close() error {
	s.closed.Store(true)
	return nil
}

func (s *Spool) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// crashError is what a test hook returns through an operation; cleanups
// that a real crash would not run are skipped for it.
type crashError struct {
	point string
	err   error
}

func (e *crashError) Error() string { return fmt.Sprintf("crash at %s: %v", e.point, e.err) }
func (e *crashError) Unwrap() error { return e.err }

func (s *Spool) hook(point string) error {
	if s.testHook == nil {
		return nil
	}
	if err := s.testHook(point); err != nil {
		return &crashError{point: point, err: err}
	}
	return nil
}

func isCrash(err error) bool {
	var c *crashError
	return errors.As(err, &c)
}

// begin checks that the spool is usable and ctx alive.
func (s *Spool) begin(ctx context.Context, op string) error {
	if s.closed.Load() {
		return transport.Errorf(transport.Fatal, op, "spool %s is closed", s.Dir)
	}
	if s.layout.Root == "" {
		return transport.Errorf(transport.Fatal, op, "spool is not provisioned")
	}
	if err := ctx.Err(); err != nil {
		return &transport.Error{Kind: transport.Retryable, Op: op, Err: err}
	}
	return s.checkRoot(op)
}

// quarantine moves a bad file aside into quarantine/ and logs why. A file
// already gone (another worker moved it) is not an error.
func (s *Spool) quarantine(path string, reason error) {
	dest := filepath.Join(s.layout.Quarantine(),
		filepath.Base(filepath.Dir(path))+"-"+filepath.Base(path)+"-"+state.RandomHex(4))
	if err := move(path, dest); err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			s.logger.Error("cannot quarantine bad spool file", "path", path, "reason", reason, "err", err)
		}
		return
	}
	s.logger.Warn("quarantined bad spool file", "path", path, "moved_to", dest, "reason", reason)
}

var (
	_ transport.Transport  = (*Spool)(nil)
	_ transport.Queue      = (*Spool)(nil)
	_ registry.Provisioner = (*Spool)(nil)
	_ registry.Validator   = (*Spool)(nil)
	_ io.Closer            = (*Spool)(nil)
)
