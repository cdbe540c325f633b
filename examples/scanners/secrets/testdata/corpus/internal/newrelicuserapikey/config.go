package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"newrelic_user_api_key": "NRAK-AVbKM0uGRDt0G4n9W9WxvMukbf7",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
