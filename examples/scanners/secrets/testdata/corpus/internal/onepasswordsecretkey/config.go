package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"onepassword_secret_key": "A3-IESANJ-NJ7B55-DYFTR-23WGR-WCB35-5XZYW",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
