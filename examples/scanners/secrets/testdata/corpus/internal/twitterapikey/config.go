package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"twitter_api_key": "14rpHq2Ni3mjftBznU43PGMbs",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
