package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"etsy_api_key": "idblv2kr1af2mk420f9jh5d0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
