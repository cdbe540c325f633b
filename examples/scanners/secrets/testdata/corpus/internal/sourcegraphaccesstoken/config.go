package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"sourcegraph_access_token": "sgp_2f0213532fe296764b1fc6368392a4dbd8b5e8d2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
