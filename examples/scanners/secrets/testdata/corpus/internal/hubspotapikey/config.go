package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"hubspot_api_key": "929e5442-cbfe-7aaa-7385-50142cbf5336",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
