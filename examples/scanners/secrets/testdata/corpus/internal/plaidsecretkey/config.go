package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"plaid_secret_key": "bkdospbhpdmhsdmpzs4furw1hm27fs",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
