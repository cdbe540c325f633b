package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"prefect_api_key": "pnu_VNu9PRPuCoJ2l0dJuv9sBFHG7rP309KGt7aw",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
