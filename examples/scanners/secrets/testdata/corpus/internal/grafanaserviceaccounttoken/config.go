package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                      "https://api.acme.dev/v2",
	"grafana_service_account_token": "glsa_oaIq99A8mcjk3tgXVNnuERaaANXZos8d_da6d5569",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
