package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"squarespace_api_key": "2cbf5336-ddf3-5aaa-16b1-c5bc81c57b62",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
