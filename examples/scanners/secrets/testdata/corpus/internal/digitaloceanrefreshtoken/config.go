package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"digitalocean_refresh_token": "dor_v1_784646a75dbcef14d4048f1e0426368b6092c995e9240add9454ef440fbecb21",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
