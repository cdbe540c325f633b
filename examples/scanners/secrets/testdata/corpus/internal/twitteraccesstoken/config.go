package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitter_access_token": "743870122236761658-zAIgEdhFLIfC9Xu7mY9U90gVVRjPben6SR4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
