package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"hubspot_api_key": "6b863954-be32-aedb-589b-dd5bffdc63fb",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
