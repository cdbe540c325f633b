package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"privateai_api_key": "fgpru68r0zpdxzspwhyvyk4m49mrt6w0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
