package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"okta_api_token": "00Aq3zHUqt3qAVJE9dw67lKZi52RGSCBkZ_EJZ06Uv",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
