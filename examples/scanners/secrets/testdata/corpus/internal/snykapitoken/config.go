package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"snyk_api_token": "CDbd3D0b-0B04-0d40-B51E-1Fce4098A12E",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
