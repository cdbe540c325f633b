// Package nats implements transport.nats: jobs from NATS JetStream, so a
// fleet of workers needs nothing but a NATS cluster (docs/transport-nats.md).
//
// JetStream's ack is not a lease fence: after the ack wait a message is
// handed out again while its first holder may still be working. So every
// change of a job's state is a compare-and-set on the job's record in a KV
// bucket, and the stream only carries the job:
//
//   - stream <prefix>_jobs (work queue), subjects <prefix>.jobs.<package>.<scanner>,
//     one message per job, published with Nats-Msg-Id = job id. A durable
//     consumer per scanner lets a worker pull only the scanners it loaded.
//     The message stays until the job ends, so a holder that dies is
//     replaced when the ack wait (the lease) runs out.
//   - KV bucket <prefix>_state: job.<id> holds the job's record (attempt,
//     holder, lease, expiry, every ended attempt with its receipt), changed
//     only by revision CAS; req.<request id> names the job a claim request
//     took; bundle.<sha256> holds an accepted bundle of at most
//     MaxInlineBundleBytes. Its metadata carries the format (StateFormat).
//   - KV bucket <prefix>_enqueued: job.<id> holds the spec as enqueued
//     (written by enqueuers, read by workers).
//   - object store <prefix>_bundles: larger accepted bundles named by
//     digest.
//   - stream <prefix>_progress (limits): progress events, one message (a
//     JSON array) per Progress call.
package nats

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	natsgo "github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/state"
)

// The default subject prefix, and the limits of Config (declared in keys).
const (
	DefaultPrefix   = "sluice"
	MaxStartTimeout = time.Hour

	MaxPrefixLen                         = 32
	MinLease, MaxLease                   = time.Second, 24 * time.Hour
	MinAttempts, MaxAttempts             = 1, 20
	MinScanTimeout, MaxScanTimeout       = time.Second, 168 * time.Hour
	MaxInFlight                          = 1_000_000
	MinBundleBytes, MaxBundleBytes       = int64(1 << 10), int64(64 << 30)
	MinPollInterval, MaxPollInterval     = 10 * time.Millisecond, time.Minute
	MinRequestTimeout, MaxRequestTimeout = time.Second, 5 * time.Minute
	MaxReportBytes                       = 16 << 10
	// MaxInlineBundleBytes is the largest bundle kept in the state bucket
	// instead of the object store (one object-store chunk).
	MaxInlineBundleBytes = 128 << 10
	maxSecretFileBytes   = 64 << 10
	jobMsgOverhead       = 1 << 10
)

// Config is the [transport.nats] table.
type Config struct {
	URLs           []string     `toml:"urls"`
	CredsFile      string       `toml:"creds_file"`
	NKeySeedFile   string       `toml:"nkey_seed_file"`
	TokenFile      string       `toml:"token_file"`
	CAFile         string       `toml:"ca_file"`
	CertFile       string       `toml:"cert_file"`
	KeyFile        string       `toml:"key_file"`
	Prefix         string       `toml:"prefix"`
	Replicas       int          `toml:"replicas"`
	Provision      bool         `toml:"provision"`
	Lease          job.Duration `toml:"lease"`
	MaxAttempts    int          `toml:"max_attempts"`
	MaxScanTimeout job.Duration `toml:"max_scan_timeout"`
	MaxInFlight    int          `toml:"max_in_flight"`
	MaxBundleBytes config.Size  `toml:"max_bundle_bytes"`
	PollInterval   job.Duration `toml:"poll_interval"`
	RequestTimeout job.Duration `toml:"request_timeout"`
	StartTimeout   job.Duration `toml:"start_timeout"`

	// Now is the clock; nil means time.Now. Tests move it to expire leases.
	Now func() time.Time `toml:"-"`
	// ackWait is the job consumer's ack wait; zero means Lease. Tests
	// shorten it so an expired lease is offered again soon.
	ackWait time.Duration
}

// DefaultConfig returns a Config with defaults set and URLs empty.
func DefaultConfig() Config {
	var c Config
	registry.SetDefaults(&c, keys)
	return c
}

// Validate reports the problems with c, naming the keys: usable urls and
// credential files, a well-formed prefix, an odd replica count, and the
// ranges the keys declare (config.CheckKeys). It has no side effects.
func (c *Config) Validate() error {
	if len(c.URLs) == 0 {
		return errors.New(`urls: missing (the NATS servers, e.g. ["nats://127.0.0.1:4222"])`)
	}
	for _, raw := range c.URLs {
		u, err := url.Parse(raw)
		if err != nil {
			return fmt.Errorf("urls: %q: %v", raw, err)
		}
		switch u.Scheme {
		case "nats", "tls":
		default:
			return fmt.Errorf("urls: %q has scheme %q, want nats:// or tls://", raw, u.Scheme)
		}
		if u.Host == "" {
			return fmt.Errorf("urls: %q has no host", raw)
		}
		if u.User != nil {
			return fmt.Errorf("urls: %q must not carry user info; use creds_file, nkey_seed_file or token_file", raw)
		}
	}
	for _, f := range []struct{ key, path string }{
		{"creds_file", c.CredsFile}, {"nkey_seed_file", c.NKeySeedFile}, {"token_file", c.TokenFile},
		{"ca_file", c.CAFile}, {"cert_file", c.CertFile}, {"key_file", c.KeyFile},
	} {
		if f.path != "" && !filepath.IsAbs(f.path) {
			return fmt.Errorf("%s: %q is not an absolute path", f.key, f.path)
		}
	}
	n := 0
	for _, p := range []string{c.CredsFile, c.NKeySeedFile, c.TokenFile} {
		if p != "" {
			n++
		}
	}
	if n > 1 {
		return errors.New("creds_file, nkey_seed_file and token_file: set at most one")
	}
	if (c.CertFile == "") != (c.KeyFile == "") {
		return errors.New("cert_file and key_file: set both or neither")
	}
	if err := checkPrefix(c.Prefix); err != nil {
		return err
	}
	if c.Replicas == 2 || c.Replicas == 4 {
		return fmt.Errorf("replicas: %d, want 1, 3 or 5", c.Replicas)
	}
	return config.CheckKeys(ID, keys, c)
}

func checkPrefix(p string) error {
	if p == "" || len(p) > MaxPrefixLen {
		return fmt.Errorf("prefix: %q must be 1..%d bytes", p, MaxPrefixLen)
	}
	for i := 0; i < len(p); i++ {
		c := p[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return fmt.Errorf("prefix: %q has byte %q at %d; allowed are A-Z a-z 0-9 _ -", p, c, i)
		}
	}
	return nil
}

// Transport is the transport.nats transport. All methods are safe for
// concurrent use by every slot of one worker.
type Transport struct {
	Config

	logger   *slog.Logger
	workerID string
	// creator tags what this process provisions (creatorKey).
	creator  string
	names    names
	nc       *natsgo.Conn
	js       jetstream.JetStream
	jobs     jetstream.Stream
	state    jetstream.KeyValue
	enqueued jetstream.KeyValue
	bundles  jetstream.ObjectStore
	metrics  *metrics
	held     heldRecords

	mu        sync.Mutex
	closed    bool
	consumers map[string]jetstream.Consumer
	next      int // round-robin start among a claim's scanners
}

// New returns a Transport with defaults set and no side
// effects, ready for config decoding and Provision.
func New() *Transport { return &Transport{Config: DefaultConfig()} }

// Open returns a provisioned Transport for cfg without the registry.
// workerID names the worker; logger may be nil.
func Open(cfg Config, workerID string, logger *slog.Logger) (*Transport, error) {
	t := &Transport{Config: cfg}
	if err := t.Provision(registry.Context{Context: context.Background(), Logger: logger, WorkerID: workerID}); err != nil {
		t.Close()
		return nil, err
	}
	return t, nil
}

// Validate checks the decoded config. It has no side effects.
func (t *Transport) Validate() error { return t.Config.Validate() }

// Provision validates the config, connects, checks that the server has
// JetStream, and opens (or, with provision = true, creates) the streams
// and buckets. A server without JetStream is an error saying so.
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
	t.names = newNames(t.Prefix)
	t.consumers = map[string]jetstream.Consumer{}
	var err error
	if t.metrics, err = newMetrics(ctx.Metrics); err != nil {
		return fmt.Errorf("registering metrics: %w", err)
	}
	opts, err := t.connectOptions()
	if err != nil {
		return err
	}
	base := ctx.Context
	if base == nil {
		base = context.Background()
	}
	// A cluster that is starting (no server up yet, no JetStream meta
	// leader, a stream not yet placed) is waited for, up to start_timeout.
	deadline := time.Now().Add(t.StartTimeout.D())
	wait := startRetryFirst
	for try := 1; ; try++ {
		err := t.connectAndOpen(base, opts)
		if err == nil {
			if try > 1 {
				t.logger.Info("NATS ready", "tries", try)
			}
			return nil
		}
		if t.nc != nil {
			t.nc.Close()
			t.nc = nil
		}
		var permanent *permanentError
		if errors.As(err, &permanent) || base.Err() != nil || time.Now().Add(wait).After(deadline) {
			if try > 1 {
				return fmt.Errorf("%w (after %d tries over %s; start_timeout is %s)", err, try, t.StartTimeout.D()-time.Until(deadline), t.StartTimeout.D())
			}
			return err
		}
		t.logger.Warn("NATS not ready, waiting", "try", try, "wait", wait, "err", err)
		select {
		case <-base.Done():
			return fmt.Errorf("%w (%v while waiting to try again)", err, base.Err())
		case <-time.After(wait):
		}
		wait = min(2*wait, startRetryMax)
	}
}

// Waits between tries at start: doubling from startRetryFirst to
// startRetryMax.
const (
	startRetryFirst = 250 * time.Millisecond
	startRetryMax   = 5 * time.Second
)

// permanentError is a start-up failure trying again cannot mend: a server
// without JetStream, a missing stream or bucket the worker may not create,
// refused credentials.
type permanentError struct{ err error }

func (e *permanentError) Error() string { return e.err.Error() }
func (e *permanentError) Unwrap() error { return e.err }

// connectAndOpen connects, checks JetStream and opens the streams and
// buckets: one try of Provision.
func (t *Transport) connectAndOpen(base context.Context, opts []natsgo.Option) error {
	var err error
	if t.nc, err = natsgo.Connect(strings.Join(t.URLs, ","), opts...); err != nil {
		err = fmt.Errorf("connecting to %s: %w", strings.Join(t.URLs, ", "), err)
		if errors.Is(err, natsgo.ErrAuthorization) || errors.Is(err, natsgo.ErrAuthExpired) || errors.Is(err, natsgo.ErrAuthRevoked) {
			return &permanentError{err}
		}
		return err
	}
	if err := checkServerVersion(t.nc.ConnectedServerVersion()); err != nil {
		return &permanentError{fmt.Errorf("the NATS server at %s: %w", t.nc.ConnectedUrlRedacted(), err)}
	}
	if t.js, err = jetstream.New(t.nc); err != nil {
		return fmt.Errorf("jetstream: %w", err)
	}
	rctx, cancel := context.WithTimeout(base, t.RequestTimeout.D())
	defer cancel()
	if _, err := t.js.AccountInfo(rctx); err != nil {
		if errors.Is(err, jetstream.ErrJetStreamNotEnabled) || errors.Is(err, jetstream.ErrJetStreamNotEnabledForAccount) {
			return &permanentError{fmt.Errorf("the NATS server at %s does not have JetStream enabled for this account; start nats-server with -js (or jetstream {} in its config): %w",
				t.nc.ConnectedUrlRedacted(), err)}
		}
		return fmt.Errorf("asking %s for JetStream account info: %w", t.nc.ConnectedUrlRedacted(), err)
	}
	if err := t.open(rctx); err != nil {
		if errors.Is(err, jetstream.ErrStreamNotFound) || errors.Is(err, jetstream.ErrBucketNotFound) {
			return &permanentError{err}
		}
		return err
	}
	return nil
}

func (t *Transport) connectOptions() ([]natsgo.Option, error) {
	opts := []natsgo.Option{
		natsgo.Name("sluice worker " + t.workerID),
		natsgo.Timeout(t.RequestTimeout.D()),
		natsgo.MaxReconnects(-1),
		natsgo.ReconnectWait(250 * time.Millisecond),
		natsgo.DisconnectErrHandler(func(_ *natsgo.Conn, err error) {
			if err != nil {
				t.logger.Warn("disconnected from NATS", "err", err)
			}
		}),
		natsgo.ReconnectHandler(func(nc *natsgo.Conn) {
			t.logger.Info("reconnected to NATS", "url", nc.ConnectedUrlRedacted())
		}),
	}
	switch {
	case t.CredsFile != "":
		opts = append(opts, natsgo.UserCredentials(t.CredsFile))
	case t.NKeySeedFile != "":
		o, err := natsgo.NkeyOptionFromSeed(t.NKeySeedFile)
		if err != nil {
			return nil, fmt.Errorf("nkey_seed_file: %w", err)
		}
		opts = append(opts, o)
	case t.TokenFile != "":
		tok, err := readSecret("token_file", t.TokenFile)
		if err != nil {
			return nil, err
		}
		opts = append(opts, natsgo.Token(tok))
	}
	if t.CAFile != "" {
		opts = append(opts, natsgo.RootCAs(t.CAFile))
	}
	if t.CertFile != "" {
		opts = append(opts, natsgo.ClientCert(t.CertFile, t.KeyFile))
	}
	return opts, nil
}

// readSecret reads a small secret file, trimmed.
func readSecret(key, path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("%s: %w", key, err)
	}
	if len(b) > maxSecretFileBytes {
		return "", fmt.Errorf("%s: %s is larger than %d bytes", key, path, maxSecretFileBytes)
	}
	s := strings.TrimSpace(string(b))
	if s == "" {
		return "", fmt.Errorf("%s: %s is empty", key, path)
	}
	return s, nil
}

// open finds the streams and buckets, creating the missing ones when
// Provision is set.
func (t *Transport) open(ctx context.Context) error {
	n := t.names
	if t.creator == "" {
		t.creator = t.workerID + "/" + state.RandomHex(8)
	}
	var err error
	t.jobs, err = t.js.Stream(ctx, n.jobsStream)
	if errors.Is(err, jetstream.ErrStreamNotFound) && t.Config.Provision {
		t.jobs, err = t.js.CreateStream(ctx, jetstream.StreamConfig{
			Name: n.jobsStream, Description: "Sluice jobs, one message per job until it ends",
			Subjects: []string{n.jobsSubject + ".>"}, Retention: jetstream.WorkQueuePolicy,
			Storage: jetstream.FileStorage, Replicas: t.Replicas, Duplicates: 10 * time.Minute,
			MaxMsgSize: int32(job.MaxSpecBytes + jobMsgOverhead), Discard: jetstream.DiscardNew,
			Metadata: t.creatorMeta(nil),
		})
		if t.created("stream", n.jobsStream, err) {
			t.jobs, err = t.js.Stream(ctx, n.jobsStream)
		}
	}
	if err != nil {
		return t.missing("stream", n.jobsStream, err)
	}
	if _, err = t.js.Stream(ctx, n.progressStream); errors.Is(err, jetstream.ErrStreamNotFound) && t.Config.Provision {
		_, err = t.js.CreateStream(ctx, jetstream.StreamConfig{
			Name: n.progressStream, Description: "Sluice progress events",
			Subjects: []string{n.progressSubject + ".>"}, Retention: jetstream.LimitsPolicy,
			Storage: jetstream.FileStorage, Replicas: t.Replicas, MaxAge: 7 * 24 * time.Hour,
			MaxMsgsPerSubject: 1000, Discard: jetstream.DiscardOld,
			Metadata: t.creatorMeta(nil),
		})
		if t.created("stream", n.progressStream, err) {
			_, err = t.js.Stream(ctx, n.progressStream)
		}
	}
	if err != nil {
		return t.missing("stream", n.progressStream, err)
	}
	if t.state, err = t.bucket(ctx, n.stateBucket, "Sluice job states, changed only by revision CAS", stateFormatMeta()); err != nil {
		return err
	}
	if err := t.checkFormat(ctx); err != nil {
		return err
	}
	if t.enqueued, err = t.bucket(ctx, n.enqueuedBucket, "Sluice job specs as enqueued", nil); err != nil {
		return err
	}
	t.bundles, err = t.js.ObjectStore(ctx, n.bundleBucket)
	if errors.Is(err, jetstream.ErrBucketNotFound) && t.Config.Provision {
		t.bundles, err = t.js.CreateObjectStore(ctx, jetstream.ObjectStoreConfig{
			Bucket: n.bundleBucket, Description: "Sluice result bundles by digest",
			Storage: jetstream.FileStorage, Replicas: t.Replicas, Metadata: t.creatorMeta(nil),
		})
		if t.created("object store", n.bundleBucket, err) {
			t.bundles, err = t.js.ObjectStore(ctx, n.bundleBucket)
		}
	}
	if err != nil {
		return t.missing("object store", n.bundleBucket, err)
	}
	return nil
}

func (t *Transport) bucket(ctx context.Context, name, desc string, meta map[string]string) (jetstream.KeyValue, error) {
	kv, err := t.js.KeyValue(ctx, name)
	if errors.Is(err, jetstream.ErrBucketNotFound) && t.Config.Provision {
		kv, err = t.js.CreateKeyValue(ctx, jetstream.KeyValueConfig{
			Bucket: name, Description: desc, History: 1, Storage: jetstream.FileStorage, Replicas: t.Replicas,
			Metadata: t.creatorMeta(meta),
		})
		if t.created("key-value bucket", name, err) {
			kv, err = t.js.KeyValue(ctx, name)
		}
	}
	if err != nil {
		return nil, t.missing("key-value bucket", name, err)
	}
	return kv, nil
}

// StateFormat is the layout of the state bucket this version reads and
// writes, kept in the bucket's metadata under formatKey. Format 2 keeps
// bundles of at most MaxInlineBundleBytes in the state bucket as
// bundle.<digest>, which format 1 (the first version, whose buckets carry
// no format) does not know: its `worker result` would look for them in the
// object store and not find them.
const StateFormat = 2

const formatKey = "sluice_state_format"

func stateFormatMeta() map[string]string {
	return map[string]string{formatKey: strconv.Itoa(StateFormat)}
}

// checkFormat compares the state bucket's format with StateFormat. A
// newer one is refused at once (a permanentError: waiting does not change
// it): this version would misread it. Format 1 is read
// the same way; with provision = true the bucket is marked format 2 (and
// that is logged), else the worker refuses to start and says how to
// upgrade, because older workers and readers of the same fleet cannot
// read what this version writes.
func (t *Transport) checkFormat(ctx context.Context) error {
	name := t.names.stateBucket
	st, err := t.state.Status(ctx)
	if err != nil {
		return fmt.Errorf("reading the format of key-value bucket %s: %w", name, err)
	}
	v := st.Metadata()[formatKey]
	if v == strconv.Itoa(StateFormat) {
		return nil
	}
	if n, err := strconv.Atoi(v); v != "" && (err != nil || n != 1) {
		return &permanentError{fmt.Errorf("key-value bucket %s has state format %q (metadata %s), which this worker does not know (it reads formats 1 and %d): "+
			"it was made by a newer Sluice; run this version's workers with another prefix, or upgrade them", name, v, formatKey, StateFormat)}
	}
	if !t.Config.Provision {
		return &permanentError{fmt.Errorf("key-value bucket %s has state format 1 (made by an older Sluice) and this worker writes format %d, which older workers and `worker result` cannot read "+
			"(small bundles are kept in the state bucket); upgrade every worker and enqueuer of the fleet, then start one with provision = true to mark the bucket format %d",
			name, StateFormat, StateFormat)}
	}
	s, err := t.js.Stream(ctx, "KV_"+name)
	if err != nil {
		return fmt.Errorf("upgrading key-value bucket %s to format %d: %w", name, StateFormat, err)
	}
	cfg := s.CachedInfo().Config
	if cfg.Metadata == nil {
		cfg.Metadata = map[string]string{}
	}
	cfg.Metadata[formatKey] = strconv.Itoa(StateFormat)
	if _, err := t.js.UpdateStream(ctx, cfg); err != nil {
		return fmt.Errorf("upgrading key-value bucket %s to format %d: %w", name, StateFormat, err)
	}
	t.logger.Warn("marked the state bucket with a newer format: workers and `worker result` of older versions cannot read bundles accepted from now on",
		"bucket", name, "format", StateFormat, "was", 1)
	return nil
}

// creatorKey names, in the metadata of what provisioning creates, the
// process that created it. Each process asks with a value of its own, so
// when workers start together only the first create succeeds; the others'
// configurations differ from the one made, the server refuses them as
// "already in use", and they open what the first one made (created says
// so) instead of each logging that it created it.
const creatorKey = "sluice_created_by"

// creatorMeta returns meta with this process's creatorKey added.
func (t *Transport) creatorMeta(meta map[string]string) map[string]string {
	out := map[string]string{creatorKey: t.creator}
	for k, v := range meta {
		out[k] = v
	}
	return out
}

// created logs a stream or bucket this process created (err nil). It
// reports whether another process created it first (err says the name is
// already in use): the caller then opens the existing one.
func (t *Transport) created(kind, name string, err error) (byAnother bool) {
	switch {
	case err == nil:
		t.logger.Info("created "+kind, "name", name, "replicas", t.Replicas)
	case errors.Is(err, jetstream.ErrStreamNameAlreadyInUse) || errors.Is(err, jetstream.ErrBucketExists):
		t.logger.Debug(kind+" created by another worker starting at the same time", "name", name)
		return true
	}
	return false
}

func (t *Transport) missing(kind, name string, err error) error {
	if !t.Config.Provision && (errors.Is(err, jetstream.ErrStreamNotFound) || errors.Is(err, jetstream.ErrBucketNotFound)) {
		return fmt.Errorf("%s %s does not exist and provision is false; start one worker with provision = true to create it: %w", kind, name, err)
	}
	return fmt.Errorf("opening %s %s: %w", kind, name, err)
}

// Close drains the connection. Later calls fail with a Fatal error. Close
// copes with a failed Provision.
func (t *Transport) Close() error {
	t.mu.Lock()
	if t.closed {
		t.mu.Unlock()
		return nil
	}
	t.closed = true
	t.mu.Unlock()
	if t.nc != nil {
		t.nc.Close()
	}
	return nil
}

func (t *Transport) begin(ctx context.Context, op string) error {
	t.mu.Lock()
	closed := t.closed
	t.mu.Unlock()
	if closed {
		return transport.Errorf(transport.Fatal, op, "transport is closed")
	}
	if t.nc == nil || t.state == nil {
		return transport.Errorf(transport.Fatal, op, "transport is not provisioned")
	}
	if err := ctx.Err(); err != nil {
		return &transport.Error{Kind: transport.Retryable, Op: op, Err: err}
	}
	return nil
}

func (t *Transport) now() time.Time {
	if t.Now != nil {
		return t.Now()
	}
	return time.Now()
}

func (t *Transport) ackWait() time.Duration {
	if t.Config.ackWait > 0 {
		return t.Config.ackWait
	}
	return t.Lease.D()
}

// retryable wraps a server or network failure: the pipeline backs off.
func retryable(op string, err error) error {
	return &transport.Error{Kind: transport.Retryable, Op: op, Err: err}
}

var (
	_ transport.Transport  = (*Transport)(nil)
	_ transport.Queue      = (*Transport)(nil)
	_ registry.Provisioner = (*Transport)(nil)
	_ registry.Validator   = (*Transport)(nil)
	_ io.Closer            = (*Transport)(nil)
)
