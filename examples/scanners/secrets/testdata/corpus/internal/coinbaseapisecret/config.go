package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"coinbase_api_secret": "NcFWDwkvl0u7SdACfIsHr8Gy4uJPI1CWAKgXbX8QBRax3wENDQcFQX9VdarU15n1",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
