package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"finnhub_api_key": "x8ajpwv8di6i5w1ozak3",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
