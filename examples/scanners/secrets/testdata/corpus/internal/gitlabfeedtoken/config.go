package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"gitlab_feed_token": "glft-TlWZ4RDVVt-6lJc9c5lg",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
