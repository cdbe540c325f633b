package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"sumologic_access_key": "g4zyqKN6aKNu79RwlrnehlH97WCGtXxo1gEcW9TLtRaW1c6h7sSm1aprKlUKG8Ur",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
