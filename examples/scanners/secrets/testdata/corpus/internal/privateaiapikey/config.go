package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"privateai_api_key": "cqk07g7umzfih7rogggipqk2y01ws8x0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
