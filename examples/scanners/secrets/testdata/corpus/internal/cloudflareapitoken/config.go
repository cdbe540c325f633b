package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"cloudflare_api_token": "Kdb1OshG3QJG_CyrA5OV5m6Jc8qz6-9yjKyoAiaO",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
