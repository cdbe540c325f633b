package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"zendesk_api_token": "ybOwSkuA9fIE0TqjRuqGprWc1KvmJ3Jjmxeq62ws",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
