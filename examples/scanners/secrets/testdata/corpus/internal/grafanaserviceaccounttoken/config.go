package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                      "https://api.acme.dev/v2",
	"grafana_service_account_token": "glsa_QeOt2c6I0xgbSS8IZkw34xB8nfmIu7Ur_65a3f583",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
