package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"twitter_api_secret": "N4mxsA8pnQKLpsP9kBdJ3wvT9yvRdDIii6qHSqj6fqoxF0iLUt",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
