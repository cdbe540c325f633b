package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"typeform_pat": "tfp_ipqZVaK4FIJRYVitKm.8uSowo_UWNmNiBzTRBAx3vnLR_LPp2fN=MHvN5d5",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
