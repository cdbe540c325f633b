package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"kucoin_api_key": "0d385dbacbe45f49553f5f60",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
