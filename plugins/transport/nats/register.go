package nats

import (
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/config"
)

// ID is the module id of this transport.
const ID = "transport.nats"

// keys declares the [transport.nats] table; the reference worker.toml,
// docs/configuration.md and the range checks (config.CheckKeys) are
// generated from it.
var keys = []registry.Key{
	{Name: "urls", Type: "array of strings", DefaultDoc: "none, it is required", Example: `["nats://127.0.0.1:4222"]`,
		Doc: "urls lists the NATS servers to connect to, nats:// or tls://, without user info (use the credential keys below)."},
	{Name: "creds_file", Type: "string", Default: "",
		Doc: "creds_file is a NATS credentials file (a user JWT and its NKey seed), as issued by an operator. Relative paths resolve against the config file's directory. Empty: no credentials file. Set at most one of creds_file, nkey_seed_file and token_file."},
	{Name: "nkey_seed_file", Type: "string", Default: "",
		Doc: "nkey_seed_file holds an NKey user seed (SU...) when the server lists NKey users instead of JWTs. Empty: none."},
	{Name: "token_file", Type: "string", Default: "",
		Doc: "token_file holds a plain authorization token. Empty: none."},
	{Name: "ca_file", Type: "string", Default: "",
		Doc: "ca_file is a PEM file of certificate authorities to trust for TLS instead of the system pool. Empty: the system pool."},
	{Name: "cert_file", Type: "string", Default: "",
		Doc: "cert_file is a client certificate (PEM) for servers that verify clients; set key_file with it. Empty: none."},
	{Name: "key_file", Type: "string", Default: "",
		Doc: "key_file is the private key of cert_file. Empty: none."},
	{Name: "prefix", Type: "string", Default: DefaultPrefix,
		Doc: "prefix names this fleet's streams, buckets and subjects, so several fleets can share one cluster: stream <prefix>_jobs, subjects <prefix>.jobs.>, buckets <prefix>_state, <prefix>_enqueued, <prefix>_bundles. Letters, digits, _ and -; at most 32 bytes."},
	{Name: "replicas", Type: "integer", Default: 1, Min: 1, Max: 5, Unit: "servers",
		Doc: "replicas is how many servers hold each stream and bucket when this worker creates them: 1, or 3 (or 5) on a cluster."},
	{Name: "provision", Type: "boolean", Default: true,
		Doc: "provision creates the streams and buckets that are missing when the worker starts, and logs each one it creates. With false, a missing one is an error naming it (create them once with a worker that may)."},
	{Name: "lease", Type: "duration", Default: job.Duration(2 * time.Minute), Min: int64(MinLease), Max: int64(MaxLease),
		Doc: "lease is how long a claimed job stays with its slot without a renewal. It is also the job consumer's ack wait: a job whose holder stops renewing is handed out again after it."},
	{Name: "max_attempts", Type: "integer", Default: 3, Min: MinAttempts, Max: MaxAttempts, Unit: "attempts",
		Doc: "max_attempts is how many attempts a job gets (lease expiries and retryable terminal reports both count) before it fails."},
	{Name: "max_scan_timeout", Type: "duration", Default: job.Duration(time.Hour), Min: int64(MinScanTimeout), Max: int64(MaxScanTimeout),
		Doc: "max_scan_timeout caps every job's scan deadline."},
	{Name: "max_in_flight", Type: "integer", Default: 1024, Min: 1, Max: MaxInFlight, Unit: "jobs",
		Doc: "max_in_flight bounds the jobs of one scanner that are handed out and not yet resolved, across the whole fleet (the consumer's max ack pending)."},
	{Name: "max_bundle_bytes", Type: "size", Default: config.Size(1 << 30), Min: MinBundleBytes, Max: MaxBundleBytes,
		Doc: "max_bundle_bytes bounds one delivered bundle."},
	{Name: "poll_interval", Type: "duration", Default: job.Duration(250 * time.Millisecond), Min: int64(MinPollInterval), Max: int64(MaxPollInterval),
		Doc: "poll_interval is how long a slot waits before asking again when no job is ready."},
	{Name: "request_timeout", Type: "duration", Default: job.Duration(10 * time.Second), Min: int64(MinRequestTimeout), Max: int64(MaxRequestTimeout),
		Doc: "request_timeout bounds one request to the server (a claim, a state change, the connection)."},
	{Name: "start_timeout", Type: "duration", Default: job.Duration(time.Minute), Min: 0, Max: int64(MaxStartTimeout),
		Doc: "start_timeout is how long the worker (and worker enqueue) keeps trying to connect and open the streams at start while the cluster is not ready (down, no JetStream leader yet), waiting longer between tries and logging each wait; then it fails with the last error. 0 tries once. A server without JetStream, missing streams with provision = false, refused credentials and a state bucket of a format this version does not read fail at once."},
}

func init() {
	transport.Plugins.Register(registry.Module{
		ID:      ID,
		New:     func() any { return New() },
		Keys:    keys,
		Summary: "jobs from NATS JetStream; a fleet needs nothing but a NATS cluster (docs/transport-nats.md)",
	})
}
