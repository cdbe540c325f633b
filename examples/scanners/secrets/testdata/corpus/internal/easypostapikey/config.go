package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"easypost_api_key": "EZAK6gW1aDHwTdhH9qZ1QARZI93Uu12RDfmwZ8gmd6tn2roaFZW99V6JTT",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
