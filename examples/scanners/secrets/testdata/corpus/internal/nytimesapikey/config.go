package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"nytimes_api_key": "=pYn27vjwuhpqu1QxDmKdREJ4MApIN7H",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
