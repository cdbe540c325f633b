package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"plaid_secret_key": "r4wxv321a0v5167qxnmb8191n5xt92",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
