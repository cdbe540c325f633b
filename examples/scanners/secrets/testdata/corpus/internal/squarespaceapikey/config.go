package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"squarespace_api_key": "29ae295a-6528-1686-8dbc-4cab70b71e49",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
