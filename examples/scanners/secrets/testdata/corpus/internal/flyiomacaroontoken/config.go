package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"flyio_macaroon_token": "fm1a_uAoq+S3HNpGTJaM+SW11Qzsl0MJTj8ceP78JkpC1HgLcQ31+4fGMm/wSdYF+1u1bFWFhkaCgRBAY7ZSFReKQwcTz5FYmQJr58AKn8QVnOr==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
