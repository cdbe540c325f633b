package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"newrelic_user_api_key": "NRAK-TXBGLAAWBOE3RRKBQAPC4BX800E",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
