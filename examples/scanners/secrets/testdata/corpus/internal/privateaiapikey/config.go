package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"privateai_api_key": "o1zw2e5r4r4e90waq510qnkhgfgqfwsd",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
