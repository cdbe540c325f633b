package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"fastly_api_token": "2tpwVZRB=wY31vzZaFPdaHaEXCWDbspk",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
