package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"frameio_api_token": "fio-u-V0iPAPDiLKx97mxXbG2yy3UyQydGTgYnmr7HxII7B0tCKK5dHur3pkoA1naXsTz3",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
