package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"datadog_api_key": "gum8215p7cjxh02c10gee3me6ewvl0uc6wpp3v9p",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
