package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"snyk_api_token": "68ab64f2-6946-04fa-c781-4e63c1ddc045",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
