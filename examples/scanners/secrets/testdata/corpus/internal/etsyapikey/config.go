package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"etsy_api_key": "jmf7i0fd38lypmck6xv2273s",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
