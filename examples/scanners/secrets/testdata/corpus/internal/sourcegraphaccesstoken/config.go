package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"sourcegraph_access_token": "sgp_76ec77641d2f9bd1e28c76bff4cee0147a36abde",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
