// Package http implements transport.http: a worker's side of the Sluice
// coordinator protocol (docs/protocol.md) over HTTPS.
//
// The transport holds a worker session (hello, then heartbeats from one
// goroutine started on first use and stopped by Close). It does not retry
// on its own: every failure comes back as a typed transport.Error and the
// pipeline backs off (Retryable), drops the assignment after one status
// check (Stale), or waits for a resolution (Conflict). The one exception
// is an invalid session, which is renewed with a new hello and the request
// sent once more.
package http

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	nethttp "net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/hexdigest"
)

// Limits of Config, declared in keys.
const (
	MinRequestTimeout, MaxRequestTimeout = time.Second, 5 * time.Minute
	MinUploadTimeout, MaxUploadTimeout   = time.Second, 24 * time.Hour
	MaxLongPoll                          = 30 * time.Second
	MaxCapacity                          = 4096
	// MaxTokenBytes bounds a token file.
	MaxTokenBytes = 4096
)

// Config is the [transport.http] table.
type Config struct {
	// URL is the coordinator's base URL. Required; https, or http to a
	// loopback host.
	URL string `toml:"url"`
	// TokenFile holds the worker token: claims, renewals, reports,
	// uploads. Required to run jobs; a config that only submits and reads
	// jobs (enqueue, status, result) may give AdminTokenFile alone.
	TokenFile string `toml:"token_file"`
	// AdminTokenFile holds the admin token for Enqueue, Stats, JobState,
	// cancels and bundle downloads; it belongs where work is submitted, not
	// on worker hosts. Empty means TokenFile (which the reference
	// coordinator refuses on its admin API).
	AdminTokenFile string `toml:"admin_token_file"`
	// CAFile is a PEM bundle of CAs trusted instead of the system pool.
	CAFile string `toml:"ca_file"`
	// PinSHA256 is the lowercase hex sha256 of the coordinator
	// certificate's DER bytes; when set only that certificate is accepted.
	PinSHA256 string `toml:"pin_sha256"`
	// RequestTimeout bounds one request except uploads.
	RequestTimeout job.Duration `toml:"request_timeout"`
	// UploadTimeout bounds one bundle upload.
	UploadTimeout job.Duration `toml:"upload_timeout"`
	// LongPoll is the claim wait asked of the coordinator.
	LongPoll job.Duration `toml:"long_poll"`
	// Capacity is reported in hello and heartbeats; 0 reports the
	// worker's slots (registry.Context.Slots).
	Capacity int `toml:"capacity"`
}

// DefaultConfig returns a Config with defaults set and URL and TokenFile
// empty.
func DefaultConfig() Config {
	var c Config
	registry.SetDefaults(&c, keys)
	return c
}

// Validate reports the problems with c, naming the keys: a usable url and
// token_file, a well-formed pin, and the ranges the keys declare
// (config.CheckKeys). It has no side effects.
func (c *Config) Validate() error {
	if _, err := parseBaseURL(c.URL); err != nil {
		return err
	}
	if c.TokenFile == "" && c.AdminTokenFile == "" {
		return errors.New("token_file: missing (the file holding the coordinator's worker token; a config that only submits and reads jobs gives admin_token_file instead)")
	}
	if c.PinSHA256 != "" && !hexdigest.IsSHA256(c.PinSHA256) {
		return fmt.Errorf("pin_sha256: %.80q is not 64 lowercase hex digits", c.PinSHA256)
	}
	return config.CheckKeys(ID, keys, c)
}

// parseBaseURL checks the coordinator URL: absolute, https or loopback
// http, no user info, query or fragment.
func parseBaseURL(raw string) (*url.URL, error) {
	if raw == "" {
		return nil, errors.New("url: missing (the coordinator's base URL, e.g. https://coordinator:8443)")
	}
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("url: %v", err)
	}
	switch {
	case u.Host == "":
		return nil, fmt.Errorf("url: %q has no host", raw)
	case u.User != nil:
		return nil, fmt.Errorf("url: %q must not carry user info; put the token in token_file", raw)
	case u.RawQuery != "" || u.Fragment != "":
		return nil, fmt.Errorf("url: %q must not have a query or fragment", raw)
	case u.Scheme == "https":
	case u.Scheme == "http" && isLoopback(u.Hostname()):
	case u.Scheme == "http":
		return nil, fmt.Errorf("url: %q uses http to a non-loopback host; use https (plain http is allowed only to localhost, 127.0.0.0/8 or ::1)", raw)
	default:
		return nil, fmt.Errorf("url: scheme %q, want https (or http to loopback)", u.Scheme)
	}
	u.Path = strings.TrimRight(u.Path, "/")
	return u, nil
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Transport is the transport.http transport. All methods are safe for
// concurrent use by every slot of one worker.
type Transport struct {
	Config

	logger     *slog.Logger
	base       *url.URL
	client     *nethttp.Client
	token      string
	adminToken string
	workerID   string
	version    string
	platform   string

	sess    session
	active  activeSet
	closeMu sync.Mutex
	closed  bool
	hbStop  chan struct{}
	hbDone  chan struct{}
}

// New returns a Transport with defaults set and no side
// effects, ready for config decoding and Provision.
func New() *Transport { return &Transport{Config: DefaultConfig()} }

// Open returns a provisioned Transport for cfg without the registry.
// workerID names the worker; logger may be nil.
func Open(cfg Config, workerID string, logger *slog.Logger) (*Transport, error) {
	t := &Transport{Config: cfg}
	if err := t.Provision(registry.Context{Context: context.Background(), Logger: logger, WorkerID: workerID}); err != nil {
		return nil, err
	}
	return t, nil
}

// Provision validates the config, reads the token files and builds the
// HTTP client. It makes no request: the session starts on first use.
func (t *Transport) Provision(ctx registry.Context) error {
	if err := t.Config.Validate(); err != nil {
		return err
	}
	t.logger = ctx.Logger
	if t.logger == nil {
		t.logger = slog.New(slog.DiscardHandler)
	}
	t.logger = t.logger.With("transport", ID)
	t.workerID = ctx.WorkerID
	if t.workerID == "" {
		h, _ := os.Hostname()
		t.workerID = h
	}
	if err := job.ValidateID("worker id", t.workerID); err != nil {
		return err
	}
	if t.Capacity == 0 {
		t.Capacity = min(ctx.Slots, MaxCapacity)
	}
	t.base, _ = parseBaseURL(t.URL)
	var err error
	if t.TokenFile != "" {
		if t.token, err = readToken("token_file", t.TokenFile); err != nil {
			return err
		}
	}
	t.adminToken = t.token
	if t.AdminTokenFile != "" {
		if t.adminToken, err = readToken("admin_token_file", t.AdminTokenFile); err != nil {
			return err
		}
	}
	if t.client, err = newClient(t.Config); err != nil {
		return err
	}
	t.version, t.platform = buildVersion()
	t.active.m = map[activeKey]struct{}{}
	return nil
}

// readToken reads a token file: at most MaxTokenBytes, trimmed, printable
// ASCII without spaces.
func readToken(key, path string) (string, error) {
	if !filepath.IsAbs(path) {
		return "", fmt.Errorf("%s: %q is not an absolute path", key, path)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("%s: %w", key, err)
	}
	if len(b) > MaxTokenBytes {
		return "", fmt.Errorf("%s: %s is larger than %d bytes", key, path, MaxTokenBytes)
	}
	tok := strings.TrimSpace(string(b))
	if tok == "" {
		return "", fmt.Errorf("%s: %s is empty", key, path)
	}
	for i := 0; i < len(tok); i++ {
		if tok[i] <= ' ' || tok[i] > '~' {
			return "", fmt.Errorf("%s: %s holds a byte that is not printable ASCII at %d", key, path, i)
		}
	}
	return tok, nil
}

// Validate checks the decoded config. It has no side effects.
func (t *Transport) Validate() error { return t.Config.Validate() }

// Close stops the heartbeat and closes idle connections. Later calls fail
// with a Fatal error. Close copes with a failed Provision.
func (t *Transport) Close() error {
	t.closeMu.Lock()
	if t.closed {
		t.closeMu.Unlock()
		return nil
	}
	t.closed = true
	stop, done := t.hbStop, t.hbDone
	t.closeMu.Unlock()
	if stop != nil {
		close(stop)
		<-done
	}
	t.goodbye()
	if t.client != nil {
		t.client.CloseIdleConnections()
	}
	return nil
}

func (t *Transport) begin(ctx context.Context, op string) error {
	t.closeMu.Lock()
	closed := t.closed
	t.closeMu.Unlock()
	if closed {
		return transport.Errorf(transport.Fatal, op, "transport is closed")
	}
	if t.client == nil {
		return transport.Errorf(transport.Fatal, op, "transport is not provisioned")
	}
	if err := ctx.Err(); err != nil {
		return &transport.Error{Kind: transport.Retryable, Op: op, Err: err}
	}
	return nil
}

var (
	_ transport.Transport  = (*Transport)(nil)
	_ transport.Queue      = (*Transport)(nil)
	_ registry.Provisioner = (*Transport)(nil)
	_ registry.Validator   = (*Transport)(nil)
	_ io.Closer            = (*Transport)(nil)
)
