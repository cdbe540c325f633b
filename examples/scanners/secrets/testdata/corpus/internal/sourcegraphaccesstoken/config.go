package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"sourcegraph_access_token": "sgp_342884ddc8a229607c7adec5f1916a8bb41936e4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
