package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"finnhub_api_key": "6das3gl94lfyozbdrdpv",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
