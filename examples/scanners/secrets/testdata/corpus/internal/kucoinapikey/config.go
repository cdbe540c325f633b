package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"kucoin_api_key": "ec550817dcd6128ca22323dd",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
