package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"clickup_api_token": "pk_908285_SQUTBAL5K60WBVWFKR6GI1B27P0HOIKI",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
