package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"deno_deploy_token": "ddw_MPBtmpU6zQ2w0HgqoKr5HnVExXVY7coOHPMJ",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
