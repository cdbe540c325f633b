package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kucoin_api_secret": "ba3ad526-5d97-b9d3-aa20-704938093f1a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
