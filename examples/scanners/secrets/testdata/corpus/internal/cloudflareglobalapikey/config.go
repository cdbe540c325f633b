package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"cloudflare_global_api_key": "ec20eeb04f900f175abda1d6331f763ebc121",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
