package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"sentry_auth_token": "f2e4f2174997ff1b979a322e0bd3009d3d240632ab72c0f97c18e2e241e57047",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
