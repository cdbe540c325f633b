package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"privateai_api_key": "5l8ofrg9nxscjw62zh30i2nstqei79fx",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
