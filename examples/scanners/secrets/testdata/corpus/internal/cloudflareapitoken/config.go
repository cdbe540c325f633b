package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"cloudflare_api_token": "WUKMQagFz8s49vd1_zCNctu5V9DWdcnncCBk3qPR",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
