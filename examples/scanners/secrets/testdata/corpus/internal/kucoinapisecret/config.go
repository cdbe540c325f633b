package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kucoin_api_secret": "5d6af7c4-a908-0015-473d-5b29fd6d74e6",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
