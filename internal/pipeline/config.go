package pipeline

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"time"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/diag"
	"github.com/sluicehq/sluice/internal/state"
)

// MaxSlots is the largest Config.Slots (worker.slots).
const MaxSlots = config.MaxSlots

// Defaults for zero Config fields. Those of worker.toml keys are the
// defaults the config spec declares for them.
const (
	DefaultShutdownTimeout    = time.Duration(config.DefaultShutdownTimeout)
	DefaultScanTimeout        = time.Duration(config.DefaultScanTimeout)
	DefaultMaxGenerations     = config.DefaultMaxGenerations
	DefaultRetryBase          = 250 * time.Millisecond
	DefaultRetryMax           = 30 * time.Second
	DefaultIdlePoll           = 2 * time.Second
	DefaultMinRenewInterval   = 100 * time.Millisecond
	DefaultMaxStateFileBytes  = 1 << 20
	DefaultMaxDirEntries      = 4096
	DefaultOutboxQueue        = 1024
	DefaultOutboxBatch        = 256
	DefaultOutboxSegmentBytes = 1 << 20
	DefaultOutboxMaxBytes     = 64 << 20
	DefaultProgressInterval   = time.Second
	DefaultOutboxFlushDelay   = 100 * time.Millisecond
	DefaultMaxResolutionWait  = time.Hour
	// DefaultAbandonGrace is how long the pipeline waits for a backend's
	// Scan to return after its context was cancelled before it fences the
	// run off and moves on without it.
	DefaultAbandonGrace = 10 * time.Second
	// DefaultSealReserve is the time before the lease expires that sealing
	// a timeout bundle needs; with less left, a terminal report is sent.
	DefaultSealReserve = 2 * time.Second
	// DefaultStorageCheckInterval: see Config.StorageCheckInterval.
	DefaultStorageCheckInterval = 2 * time.Second
)

// Config configures a Worker. Zero fields take the defaults named in their
// comments.
type Config struct {
	// WorkerID names this worker to the transport and in bundle
	// identities; it must pass job.ValidateID.
	WorkerID string
	// Slots is the number of parallel lanes, 1..MaxSlots.
	Slots int
	// StateDir is the worker's private state directory; it is created 0700.
	StateDir string
	// ShutdownTimeout bounds how long Drain lets running slots finish before
	// it aborts them. Zero means the default of worker.shutdown_timeout.
	ShutdownTimeout time.Duration
	// DefaultScanTimeout is sent with every claim for jobs that name no scan
	// timeout. Zero means the default of worker.scan_timeout.
	DefaultScanTimeout time.Duration
	// RenewInterval is the time between lease renewals. Zero means a third
	// of the lease duration computed from each assignment (at least 100ms).
	// A renewal is always tried by the time half of the remaining lease is
	// left, and two renewals are at least a tenth of the interval apart
	// (at least 100ms, at most the interval), so failing renewals near the
	// expiry are not crowded into its last moments.
	RenewInterval time.Duration
	// MaxGenerations bounds the failed runner generations of one assignment
	// (docs/architecture.md, "Generations"); when they are spent a retryable
	// terminal report "generations_exhausted" is sent. Zero means the default
	// of limits.max_generations.
	MaxGenerations int
	// RetryBase and RetryMax shape the exponential backoff with full
	// jitter used for retryable transport errors and status polls: the
	// n-th wait is uniform in [0, min(RetryMax, RetryBase·2ⁿ)]. A
	// transport's RetryAfter hint replaces the wait (capped at RetryMax).
	// Zero means DefaultRetryBase and DefaultRetryMax.
	RetryBase, RetryMax time.Duration
	// IdlePoll is the wait after a NoWork answer without a RetryAfter hint.
	// Zero means DefaultIdlePoll.
	IdlePoll time.Duration
	// Limits bound everything a slot produces.
	Limits Limits
	// Logger receives structured logs; it should pass every line through a
	// diag.Redactor (see diag.NewLogHandler). Default: discard.
	Logger *slog.Logger
	// Redactor is applied to terminal reports before they are fitted and
	// sent. Default: a diag.Redactor with only the built-in patterns.
	Redactor *diag.Redactor
	// FaultPoint, when set, is called with a Fault* name between durable
	// steps, so tests can crash the worker there (os.Exit in a child
	// process, or Abort plus runtime.Goexit in process). Nil in production.
	FaultPoint func(point string)
	// Now returns the current time. Default time.Now. Tests may skew it.
	Now func() time.Time
	// withDeadline makes the context that ends a generation at the
	// assignment's scan deadline. Default context.WithDeadlineCause; the
	// package's tests end it on an event instead of on the wall clock.
	withDeadline func(ctx context.Context, d time.Time, cause error) (context.Context, context.CancelFunc)
	// Durability of the state dir's writes: state.Durable (default)
	// fsyncs every slot file, journal segment and their directories;
	// state.ProcessOnly keeps every write atomic against the process dying
	// but skips the fsyncs, for a state dir nothing reads after a power
	// loss (a one-shot scan's temporary one).
	Durability state.Durability
	// Observer receives every job event and measurement (combine several
	// with Observers). Default: NopObserver.
	Observer Observer
	// Sealed, when not nil, is given what each bundle the pipeline seals
	// holds (bundle.Writer.Keep), with the bundle's digest, before the
	// bundle is delivered: a one-shot scan prints a delivered result from
	// it rather than reading the bundle back. Nil for a worker whose
	// results go elsewhere.
	Sealed func(digest string, c *bundle.Contents)
	// MinFreeBytes is the free space the state dir's file system must
	// keep for the worker to claim (worker.min_free_bytes); 0 leaves only
	// failed writes to pause claiming.
	MinFreeBytes int64
	// StorageCheckInterval is how often the worker reads the state dir's free
	// space, and how often a slot waiting for storage looks again. Zero means
	// DefaultStorageCheckInterval.
	StorageCheckInterval time.Duration
}

// Limits bound a slot's work.
type Limits struct {
	// Backend bounds one scanner run.
	Backend backend.Limits
	// Prepare bounds one workspace.
	Prepare prepare.Limits
	// Bundle bounds one result bundle; zero fields take bundle defaults.
	Bundle bundle.Limits
	// MaxReportBytes bounds the JSON encoding of a terminal report.
	// Default diag.MaxReportBytes (16 KiB).
	MaxReportBytes int
	// MaxStateFileBytes bounds a slot file or outbox cursor when read back.
	// Zero means DefaultMaxStateFileBytes.
	MaxStateFileBytes int64
	// MaxDirEntries bounds the entries of every state directory the worker
	// scans at start (slots, work, bundles, outbox). A directory over it is an
	// error that names it. Zero means DefaultMaxDirEntries.
	MaxDirEntries int
	// OutboxQueue bounds the progress events held in memory before they are
	// journaled; when full, progress counts are coalesced. Zero means
	// DefaultOutboxQueue.
	OutboxQueue int
	// OutboxBatch bounds the events in one journal fsync and in one
	// Transport.Progress call. Zero means DefaultOutboxBatch.
	OutboxBatch int
	// OutboxSegmentBytes is the size at which the journal starts a new
	// segment. Zero means DefaultOutboxSegmentBytes.
	OutboxSegmentBytes int64
	// OutboxMaxBytes bounds the journal on disk. Past it, new events are
	// dropped and counted until the publisher catches up. Zero means
	// DefaultOutboxMaxBytes.
	OutboxMaxBytes int64
	// OutboxFlushDelay is how long the outbox gathers events before it
	// journals them with one fsync (group commit); a full batch is written at
	// once. Zero means DefaultOutboxFlushDelay.
	OutboxFlushDelay time.Duration
	// ProgressInterval is the least time between two scanner progress events
	// of one slot in the outbox. Zero means DefaultProgressInterval.
	ProgressInterval time.Duration
	// MaxResolutionWait bounds how long a slot in awaiting_resolution polls
	// Status, counted from the durable time of the conflict (so restarts do
	// not extend it). After it the slot records a conflict outcome and goes
	// idle. Zero means DefaultMaxResolutionWait.
	MaxResolutionWait time.Duration
	// AbandonGrace: see DefaultAbandonGrace.
	AbandonGrace time.Duration
	// SealReserve: see DefaultSealReserve.
	SealReserve time.Duration
}

// Deps are the parts a Worker drives. Each must be safe for concurrent use
// by all slots.
type Deps struct {
	// Transport is where jobs come from and results go. Required.
	Transport transport.Transport
	// Backends by name without namespace ("subprocess"). Required.
	Backends map[string]backend.Backend
	// Preparers by target kind ("path", "archive"). Required.
	Preparers map[string]prepare.Preparer
	// Catalog resolves the scanner named by each job. Required.
	Catalog Catalog
	// StateLock, when not nil, is the lock of Config.StateDir the caller
	// already holds (state.LockDir): one lock guards the whole state dir,
	// taken before anything in it is touched. The caller releases it after
	// Close. When nil, New takes the lock and Close releases it.
	StateLock *state.Lock
}

// RunOptions tune one Run.
type RunOptions struct {
	// UntilIdle makes Run return once every slot is idle and the
	// transport has answered NoWork with reason "empty" (worker scan).
	UntilIdle bool
}

// NoWorkEmpty is the NoWork reason that means the queue is empty.
const NoWorkEmpty = transport.NoWorkEmpty

// NoWorkUnpreparable is the NoWork reason of a claim the worker does not
// send: none of its preparers can prepare targets here.
const NoWorkUnpreparable = "unpreparable"

func (c *Config) withDefaults() (Config, error) {
	cfg := *c
	if err := job.ValidateID("worker_id", cfg.WorkerID); err != nil {
		return cfg, err
	}
	if cfg.Slots < 1 || cfg.Slots > MaxSlots {
		return cfg, fmt.Errorf("slots: %d, must be 1..%d", cfg.Slots, MaxSlots)
	}
	if cfg.StateDir == "" {
		return cfg, errors.New("state_dir: missing")
	}
	abs, err := filepath.Abs(cfg.StateDir)
	if err != nil {
		return cfg, fmt.Errorf("state_dir: %w", err)
	}
	cfg.StateDir = abs
	for _, d := range []struct {
		name string
		v    *time.Duration
		def  time.Duration
	}{
		{"shutdown_timeout", &cfg.ShutdownTimeout, DefaultShutdownTimeout},
		{"default_scan_timeout", &cfg.DefaultScanTimeout, DefaultScanTimeout},
		{"renew_interval", &cfg.RenewInterval, 0},
		{"retry_base", &cfg.RetryBase, DefaultRetryBase},
		{"retry_max", &cfg.RetryMax, DefaultRetryMax},
		{"idle_poll", &cfg.IdlePoll, DefaultIdlePoll},
		{"progress_interval", &cfg.Limits.ProgressInterval, DefaultProgressInterval},
		{"outbox_flush_delay", &cfg.Limits.OutboxFlushDelay, DefaultOutboxFlushDelay},
		{"max_resolution_wait", &cfg.Limits.MaxResolutionWait, DefaultMaxResolutionWait},
		{"abandon_grace", &cfg.Limits.AbandonGrace, DefaultAbandonGrace},
		{"seal_reserve", &cfg.Limits.SealReserve, DefaultSealReserve},
		{"storage_check_interval", &cfg.StorageCheckInterval, DefaultStorageCheckInterval},
	} {
		if *d.v < 0 {
			return cfg, fmt.Errorf("%s: %s, must not be negative", d.name, *d.v)
		}
		if *d.v == 0 {
			*d.v = d.def
		}
	}
	if cfg.MinFreeBytes < 0 {
		return cfg, fmt.Errorf("min_free_bytes: %d, must not be negative", cfg.MinFreeBytes)
	}
	if cfg.RetryMax < cfg.RetryBase {
		return cfg, fmt.Errorf("retry_max %s is less than retry_base %s", cfg.RetryMax, cfg.RetryBase)
	}
	if cfg.MaxGenerations < 0 {
		return cfg, fmt.Errorf("max_generations: %d, must not be negative", cfg.MaxGenerations)
	}
	if cfg.MaxGenerations == 0 {
		cfg.MaxGenerations = DefaultMaxGenerations
	}
	l := &cfg.Limits
	for _, d := range []struct {
		name string
		v    *int64
		def  int64
	}{
		{"max_state_file_bytes", &l.MaxStateFileBytes, DefaultMaxStateFileBytes},
		{"outbox_segment_bytes", &l.OutboxSegmentBytes, DefaultOutboxSegmentBytes},
		{"outbox_max_bytes", &l.OutboxMaxBytes, DefaultOutboxMaxBytes},
	} {
		if *d.v < 0 {
			return cfg, fmt.Errorf("limits.%s: %d, must not be negative", d.name, *d.v)
		}
		if *d.v == 0 {
			*d.v = d.def
		}
	}
	for _, d := range []struct {
		name string
		v    *int
		def  int
	}{
		{"max_report_bytes", &l.MaxReportBytes, diag.MaxReportBytes},
		{"max_dir_entries", &l.MaxDirEntries, DefaultMaxDirEntries},
		{"outbox_queue", &l.OutboxQueue, DefaultOutboxQueue},
		{"outbox_batch", &l.OutboxBatch, DefaultOutboxBatch},
	} {
		if *d.v < 0 {
			return cfg, fmt.Errorf("limits.%s: %d, must not be negative", d.name, *d.v)
		}
		if *d.v == 0 {
			*d.v = d.def
		}
	}
	if l.MaxReportBytes < diag.MinReportBytes {
		return cfg, fmt.Errorf("limits.max_report_bytes: %d, must be at least %d", l.MaxReportBytes, diag.MinReportBytes)
	}
	if l.MaxDirEntries < 2*MaxSlots+16 {
		return cfg, fmt.Errorf("limits.max_dir_entries: %d, must be at least %d", l.MaxDirEntries, 2*MaxSlots+16)
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Redactor == nil {
		cfg.Redactor = diag.NewRedactor()
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.withDeadline == nil {
		cfg.withDeadline = context.WithDeadlineCause
	}
	if cfg.Observer == nil {
		cfg.Observer = NopObserver{}
	}
	return cfg, nil
}

func (d *Deps) validate() error {
	switch {
	case d.Transport == nil:
		return errors.New("pipeline: no transport")
	case len(d.Backends) == 0:
		return errors.New("pipeline: no backends")
	case len(d.Preparers) == 0:
		return errors.New("pipeline: no preparers")
	case d.Catalog == nil:
		return errors.New("pipeline: no scanner catalog")
	}
	for name, b := range d.Backends {
		if b == nil {
			return fmt.Errorf("pipeline: backend %q is nil", name)
		}
	}
	for kind, p := range d.Preparers {
		if p == nil {
			return fmt.Errorf("pipeline: preparer for %q is nil", kind)
		}
	}
	return nil
}

// Catalog resolves "package/scanner" names to verified scanners for the
// pipeline. The verified package store (internal/pkg) implements it. Safe
// for concurrent use.
type Catalog interface {
	// Scanner returns the verified scanner with the given full name.
	Scanner(fullName string) (*backend.Scanner, bool)
	// Names lists every full scanner name, sorted.
	Names() []string
}
