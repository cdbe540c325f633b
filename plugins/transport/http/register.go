package http

import (
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
)

// ID is the module id of this transport.
const ID = "transport.http"

// keys declares the [transport.http] table; the reference worker.toml,
// docs/configuration.md and the range checks (config.CheckKeys) are
// generated from it.
var keys = []registry.Key{
	{Name: "url", Type: "string", DefaultDoc: "none, it is required", Example: `"https://127.0.0.1:8443"`,
		Doc: "url is the coordinator's base URL. It must be https://, except to a loopback address (localhost, 127.0.0.0/8, ::1), where http:// is allowed; no user info, query or fragment."},
	{Name: "token_file", Type: "string", DefaultDoc: "none; required to run jobs", Example: `"coordinator.token"`,
		Doc: "token_file holds the worker token the worker presents (printable ASCII, at most 4096 bytes). Relative paths resolve against the config file's directory. Keep it mode 0600. A config that only submits and reads jobs may give admin_token_file alone."},
	{Name: "admin_token_file", Type: "string", Default: "",
		Doc: "admin_token_file holds the coordinator's admin token, used by `worker enqueue`, `result`, `status` (the queue) and `cancel` with this transport. It belongs where work is submitted, never on a worker host. Empty means token_file, which the reference coordinator refuses on its admin API."},
	{Name: "ca_file", Type: "string", Default: "",
		Doc: "ca_file is a PEM file of certificate authorities to trust instead of the system pool, e.g. the cert.pem of a coordinator's generated certificate."},
	{Name: "pin_sha256", Type: "string", Default: "",
		Doc: "pin_sha256 pins the coordinator's certificate: the lowercase hex sha256 of its DER bytes (`worker coordinator serve` prints it). When set, only that certificate is accepted and the CA check is skipped."},
	{Name: "request_timeout", Type: "duration", Default: job.Duration(30 * time.Second), Min: int64(MinRequestTimeout), Max: int64(MaxRequestTimeout),
		Doc: "request_timeout bounds one request other than a bundle upload (a claim gets long_poll on top)."},
	{Name: "upload_timeout", Type: "duration", Default: job.Duration(10 * time.Minute), Min: int64(MinUploadTimeout), Max: int64(MaxUploadTimeout),
		Doc: "upload_timeout bounds one bundle upload."},
	{Name: "long_poll", Type: "duration", Default: job.Duration(10 * time.Second), Min: 0, Max: int64(MaxLongPoll),
		Doc: "long_poll asks the coordinator to hold a claim open up to this long when it has no work; 0s turns long polls off. A draining worker cuts a waiting claim short and repeats it with the same request id and no wait, so it stops at once."},
	{Name: "capacity", Type: "integer", Default: 0, Min: 0, Max: MaxCapacity, Unit: "jobs",
		Doc: "capacity is reported to the coordinator in hello and heartbeats as the number of jobs this worker runs at once; a coordinator refuses claims beyond it. 0 reports worker.slots."},
}

func init() {
	transport.Plugins.Register(registry.Module{
		ID:      ID,
		New:     func() any { return New() },
		Keys:    keys,
		Summary: "jobs from an HTTP(S) coordinator (docs/protocol.md), e.g. worker coordinator serve",
	})
}
