package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":  "https://api.acme.dev/v2",
	"figma_pat": "figd_RWe57gf2AizCFpo_-QyAtwZcHo1GZc8yaQRdGoi8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
