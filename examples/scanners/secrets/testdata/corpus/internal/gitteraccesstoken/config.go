package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"gitter_access_token": "_dfc_havfyt3ayrs6imfhj6ngq75cem65bn68otf",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
