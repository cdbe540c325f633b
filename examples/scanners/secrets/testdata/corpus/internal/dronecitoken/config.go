package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"drone_ci_token": "VOxNK92bw6ocyDPG39FfmCp8YQG7xTHn",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
