// Package coordinator is the reference Sluice coordinator: the server side
// of the protocol in docs/protocol.md, with durable state in SQLite
// (modernc.org/sqlite, no cgo) and result bundles stored on disk by digest.
//
// It is meant for small deployments, trying Sluice on one machine, and
// tests: one process, one database file, every state change one SQLite
// transaction. docs/coordinator.md describes how to run it.
package coordinator

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/sluicehq/sluice/internal/state"
)

// Defaults of Config.
const (
	DefaultLease              = time.Minute
	DefaultMaxAttempts        = 3
	DefaultMaxScanTimeout     = time.Hour
	DefaultSessionTTL         = 10 * time.Minute
	DefaultHeartbeatInterval  = 30 * time.Second
	DefaultMaxBundleBytes     = int64(1 << 30)
	DefaultNoWorkRetryAfter   = time.Second
	DefaultMaxProgressPerTick = 0
)

// Config configures a Coordinator. Zero fields take the defaults named.
type Config struct {
	// Dir is the data directory (created 0700): coordinator.db, bundles/.
	Dir string
	// Token is the bearer token workers present: it claims, renews,
	// reports, uploads and sends progress, and nothing else. At least 16
	// bytes. It is the one worker credential, named
	// DefaultWorkerTokenName, unless WorkerTokens names several.
	Token string
	// WorkerTokens are named worker credentials, one per worker (a token
	// file of NAME TOKEN lines, ParseWorkerTokens), in place of Token:
	// attempts are recorded under the name of the token that claimed
	// them, and one worker's token cannot act on another's attempts.
	WorkerTokens []WorkerToken
	// AdminToken is the bearer token of the admin API (enqueue, cancel,
	// pause, retry, the job listings, results) and the dashboard.
	// Required, at least 16 bytes, and never the worker token: a worker
	// host holds only the worker token, so a compromised one cannot
	// enqueue, cancel or read the fleet's work.
	AdminToken string
	// Lease is how long an assignment lasts without renewal. Default 1m.
	Lease time.Duration
	// MaxAttempts is how many attempts a job gets (lease expiries and
	// retryable terminal reports count) before it fails. Default 3.
	MaxAttempts int
	// MaxScanTimeout caps every assignment's scan deadline. Default 1h.
	MaxScanTimeout time.Duration
	// SessionTTL is how long a session lasts without a heartbeat. Default
	// 10m.
	SessionTTL time.Duration
	// HeartbeatInterval is the heartbeat period asked of workers. Default
	// 30s (at most SessionTTL/3).
	HeartbeatInterval time.Duration
	// MaxBundleBytes bounds one uploaded bundle. Default 1 GiB.
	MaxBundleBytes int64
	// NoWorkRetryAfter is the Retry-After of a 204 claim answer, rounded
	// up to whole seconds within 1..300. Default 1s.
	NoWorkRetryAfter time.Duration
	// SweepInterval is the time between lease-expiry sweeps. Default
	// Lease/8 within 50ms..5s.
	SweepInterval time.Duration
	// Logger receives structured logs. Default: discard.
	Logger *slog.Logger
	// Now is the clock. Default time.Now.
	Now func() time.Time
	// Metrics is where the coordinator registers its Prometheus metrics
	// (sluice_coordinator_…). Nil: they are kept but not exposed.
	Metrics prometheus.Registerer
}

func (c *Config) setDefaults() {
	if c.Lease == 0 {
		c.Lease = DefaultLease
	}
	if c.MaxAttempts == 0 {
		c.MaxAttempts = DefaultMaxAttempts
	}
	if c.MaxScanTimeout == 0 {
		c.MaxScanTimeout = DefaultMaxScanTimeout
	}
	if c.SessionTTL == 0 {
		c.SessionTTL = DefaultSessionTTL
	}
	if c.HeartbeatInterval == 0 {
		c.HeartbeatInterval = min(DefaultHeartbeatInterval, c.SessionTTL/3)
	}
	if c.MaxBundleBytes == 0 {
		c.MaxBundleBytes = DefaultMaxBundleBytes
	}
	if c.NoWorkRetryAfter == 0 {
		c.NoWorkRetryAfter = DefaultNoWorkRetryAfter
	}
	if c.SweepInterval == 0 {
		c.SweepInterval = max(50*time.Millisecond, min(c.Lease/8, 5*time.Second))
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.Now == nil {
		c.Now = time.Now
	}
}

// Validate reports the first problem with c.
func (c *Config) Validate() error {
	switch {
	case c.Dir == "" || !filepath.IsAbs(c.Dir):
		return fmt.Errorf("dir: %q must be an absolute path", c.Dir)
	case c.Token != "" && len(c.WorkerTokens) > 0:
		return errors.New("token: give Token or WorkerTokens, not both")
	case c.Token == "" && len(c.WorkerTokens) == 0:
		return errors.New("token: must be at least 16 bytes")
	case c.Token != "" && len(c.Token) < 16:
		return errors.New("token: must be at least 16 bytes")
	case len(c.AdminToken) < 16:
		return errors.New("admin token: must be at least 16 bytes")
	case c.Lease < time.Second || c.Lease > 24*time.Hour:
		return fmt.Errorf("lease: %s, must be 1s..24h", c.Lease)
	case c.MaxAttempts < 1 || c.MaxAttempts > 100:
		return fmt.Errorf("max attempts: %d, must be 1..100", c.MaxAttempts)
	case c.MaxScanTimeout < time.Second || c.MaxScanTimeout > 168*time.Hour:
		return fmt.Errorf("max scan timeout: %s, must be 1s..168h", c.MaxScanTimeout)
	case c.SessionTTL < 3*time.Second || c.SessionTTL > 24*time.Hour:
		return fmt.Errorf("session ttl: %s, must be 3s..24h", c.SessionTTL)
	case c.HeartbeatInterval <= 0 || c.HeartbeatInterval > c.SessionTTL/3:
		return fmt.Errorf("heartbeat interval: %s, must be >0 and at most a third of the session ttl", c.HeartbeatInterval)
	case c.MaxBundleBytes < 1<<10 || c.MaxBundleBytes > 64<<30:
		return fmt.Errorf("max bundle bytes: %d, must be 1KiB..64GiB", c.MaxBundleBytes)
	case c.NoWorkRetryAfter < time.Second || c.NoWorkRetryAfter > 300*time.Second:
		return fmt.Errorf("no-work retry after: %s, must be 1s..300s", c.NoWorkRetryAfter)
	}
	return nil
}

// Coordinator is the reference coordinator. Its methods are safe for
// concurrent use; Handler serves the protocol.
type Coordinator struct {
	cfg Config
	db  *sql.DB
	log *slog.Logger

	// wakeMu guards wake, which is closed (and replaced) whenever a job
	// becomes ready, to wake long-polling claims.
	wakeMu sync.Mutex
	wake   chan struct{}

	handler http.Handler
	metrics *coordMetrics
	// creds are the tokens accepted (SetWorkerTokens replaces them).
	creds atomic.Pointer[credentials]
	// endedIn are the jobs each open transaction ended (countEnded).
	endedMu sync.Mutex
	endedIn map[*sql.Tx][]string

	stop chan struct{}
	done chan struct{}
	once sync.Once
}

// Open validates cfg, creates the data directory and opens the database.
// It starts the lease-expiry sweeper; Close stops it.
func Open(ctx context.Context, cfg Config) (*Coordinator, error) {
	cfg.setDefaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	workers := cfg.WorkerTokens
	if cfg.Token != "" {
		workers = []WorkerToken{{Name: DefaultWorkerTokenName, Token: cfg.Token}}
	}
	creds, err := newCredentials(workers, cfg.AdminToken)
	if err != nil {
		return nil, err
	}
	for _, d := range []string{cfg.Dir, filepath.Join(cfg.Dir, "bundles")} {
		if err := state.MkdirPrivate(d); err != nil {
			return nil, fmt.Errorf("coordinator dir: %w", err)
		}
	}
	if err := state.RemoveTemps(filepath.Join(cfg.Dir, "bundles")); err != nil {
		return nil, fmt.Errorf("sweeping bundle temps: %w", err)
	}
	db, err := openDB(ctx, filepath.Join(cfg.Dir, "coordinator.db"))
	if err != nil {
		return nil, err
	}
	if err := graceLeases(ctx, db, nanos(cfg.Now().UTC().Add(cfg.Lease))); err != nil {
		db.Close()
		return nil, err
	}
	c := &Coordinator{cfg: cfg, db: db, log: cfg.Logger, wake: make(chan struct{}),
		stop: make(chan struct{}), done: make(chan struct{})}
	c.creds.Store(creds)
	reg := cfg.Metrics
	if reg == nil {
		reg = prometheus.NewRegistry()
	}
	c.metrics = newCoordMetrics(c, reg)
	c.handler = c.mux()
	go c.sweepLoop()
	return c, nil
}

// Close stops the sweeper and closes the database.
func (c *Coordinator) Close() error {
	c.once.Do(func() { close(c.stop) })
	<-c.done
	return c.db.Close()
}

// Config returns the effective configuration (defaults applied).
func (c *Coordinator) Config() Config { return c.cfg }

func (c *Coordinator) now() time.Time { return c.cfg.Now().UTC() }

// notifyReady wakes long-polling claims.
func (c *Coordinator) notifyReady() {
	c.wakeMu.Lock()
	close(c.wake)
	c.wake = make(chan struct{})
	c.wakeMu.Unlock()
}

func (c *Coordinator) readyChan() <-chan struct{} {
	c.wakeMu.Lock()
	defer c.wakeMu.Unlock()
	return c.wake
}

func (c *Coordinator) sweepLoop() {
	defer close(c.done)
	t := time.NewTicker(c.cfg.SweepInterval)
	defer t.Stop()
	for {
		select {
		case <-c.stop:
			return
		case <-t.C:
			n, err := c.Sweep(context.Background())
			if err != nil {
				c.log.Warn("lease sweep", "err", err)
			}
			if n > 0 {
				c.notifyReady()
			}
		}
	}
}

func (c *Coordinator) isAdmin(token string) bool { return c.creds.Load().isAdmin(token) }

// workerCredential returns the name of the worker credential token is.
func (c *Coordinator) workerCredential(token string) (string, bool) {
	return c.creds.Load().worker(token)
}

var _ http.Handler = (*Coordinator)(nil)
