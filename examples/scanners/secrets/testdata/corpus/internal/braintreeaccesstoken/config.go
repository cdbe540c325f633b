package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"braintree_access_token": "access_token$sandbox$rujlwekdxnl1fr4v$4713352a56901a1b8aae1feda97456f6",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
