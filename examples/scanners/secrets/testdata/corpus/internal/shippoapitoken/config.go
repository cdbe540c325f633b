package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"shippo_api_token": "shippo_live_4e6a047e1d4e67b760148e000d6626a89d3435e4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
