package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"datadog_api_key": "5w5pbl2wfdcjnf5yn7uvw3youg07ut9kj0kdc8fa",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
