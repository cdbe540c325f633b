package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"nuget_api_key": "oy2iezvu9qllk2rc4kvk47gvnp9fxnexox3r52xqzbvmd6",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
