package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"yandex_api_key": "AQVNXlodDzpeAJrT1_kD28qVzZOxatvBr_lSScrwup",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
