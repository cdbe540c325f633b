package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"nuget_api_key": "oy236v3mwa2vvz7vxrrsbclunk496j2rtxeayiadct8c38",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
