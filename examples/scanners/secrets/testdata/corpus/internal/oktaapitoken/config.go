package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"okta_api_token": "00xEAb6glXtESWU8kvyBG_e79sBh4dghZiKHhpaOEY",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
