package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"cloudflare_api_token": "yxz1Fv5sw2RZrxA6Kdb1OshG3QJG_CyrA5OV5m6J",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
