package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                      "https://api.acme.dev/v2",
	"grafana_service_account_token": "glsa_njUaGS71LeQHGblvigLVSzKkCg84Ms6K_460af22f",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
