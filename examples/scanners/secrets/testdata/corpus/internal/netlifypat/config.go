package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"netlify_pat": "nfp_PE1b8HojXehRTPaHZK9rlQT7hWUpe0ezSa9q",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
