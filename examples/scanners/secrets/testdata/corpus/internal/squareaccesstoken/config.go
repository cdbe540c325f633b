package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"square_access_token": "sq0atp-i80Mwo_9n2R7DTQVY027qi",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
