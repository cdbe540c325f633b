package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"twitter_api_secret": "FLIfC9Xu7mY9U90gVVRjPben6SR45rhFmG8kOe8BFEDL62hD3O",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
