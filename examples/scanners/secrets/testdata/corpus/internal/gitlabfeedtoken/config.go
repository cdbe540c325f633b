package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"gitlab_feed_token": "glft-2vdgJHF5B6dNUinBL40N",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
