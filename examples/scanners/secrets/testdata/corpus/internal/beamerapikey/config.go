package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"beamer_api_key": "b_J8_cB96b6wHw3cwqFXaX7Uf4_d7fCL9KqQ7UE2aY4VtI",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
