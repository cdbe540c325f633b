package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"beamer_api_key": "b_b0Rr_XdVd2l8LDbFOtEtH8piCvm1DclYKsQJCb9SNddj",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
